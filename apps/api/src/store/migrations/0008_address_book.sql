-- Issue 27: each customer's address book (address-book.ts), the same table as in SQLite. The
-- address is JSON text (the checkout's fields); one default per customer, kept by the partial index.
CREATE TABLE address_book (
  id BIGSERIAL PRIMARY KEY, customer_id BIGINT NOT NULL, label TEXT NOT NULL, address TEXT NOT NULL,
  lat DOUBLE PRECISION, lng DOUBLE PRECISION, zone_id TEXT NOT NULL, zone_name TEXT NOT NULL,
  is_default SMALLINT NOT NULL DEFAULT 0, created_at BIGINT NOT NULL, updated_at BIGINT NOT NULL
);
CREATE INDEX address_book_customer ON address_book (customer_id, id);
CREATE UNIQUE INDEX address_book_one_default ON address_book (customer_id) WHERE is_default = 1;
