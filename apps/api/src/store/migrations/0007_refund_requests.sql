-- Refunds of orders (issue 27) on PostgreSQL: the same table as in SQLite (refund-requests.ts).
-- One row per refund asked for, under a key that makes it happen once; the bank-transfer ones wait
-- here ('queued') until an operator marks them paid.
CREATE TABLE refund_requests (
  key TEXT PRIMARY KEY, order_id BIGINT NOT NULL, amount_cents BIGINT NOT NULL, reason TEXT NOT NULL,
  method TEXT NOT NULL, state TEXT NOT NULL, provider_ref TEXT, woo_refund_id BIGINT,
  requested_by TEXT NOT NULL, created_at BIGINT NOT NULL, settled_at BIGINT, settled_by TEXT
);
CREATE INDEX refund_requests_order ON refund_requests (order_id);
CREATE INDEX refund_requests_state ON refund_requests (state, created_at);
