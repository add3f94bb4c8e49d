-- The empties ledger (issue 26, returnable glass) on PostgreSQL: the same tables as in SQLite
-- (empties-store.ts). A batch is the events one step appended (an order's delivery, the empties
-- returned at its door, a checkout's credit, a refund), under a key that makes the step happen once.
CREATE TABLE empties_batches (
  key TEXT PRIMARY KEY, customer TEXT NOT NULL, at BIGINT NOT NULL, voided_at BIGINT
);
CREATE TABLE empties_events (
  id BIGSERIAL PRIMARY KEY, customer TEXT NOT NULL, batch TEXT NOT NULL REFERENCES empties_batches (key),
  event TEXT NOT NULL
);
CREATE INDEX empties_events_customer ON empties_events (customer, id);
