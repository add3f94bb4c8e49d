-- Issue 27: the customers' withdrawals from their orders' contracts (art. 54-bis Codice del
-- Consumo), one per order, as in SQLite (withdrawals-store.ts). `woo_recorded` says whether the
-- order's note and meta were written in WooCommerce; `woo_claim_until` is the lease of whoever
-- writes them.
CREATE TABLE withdrawals (
  order_id BIGINT PRIMARY KEY, number TEXT NOT NULL, customer_id BIGINT NOT NULL, name TEXT NOT NULL,
  email TEXT NOT NULL, reason TEXT NOT NULL, at BIGINT NOT NULL, lines TEXT NOT NULL, total_cents BIGINT NOT NULL,
  woo_recorded BOOLEAN NOT NULL DEFAULT FALSE, woo_claim_until BIGINT
);
CREATE INDEX withdrawals_at ON withdrawals (at DESC, order_id DESC);
