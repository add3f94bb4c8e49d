-- Issue 27: the numbers of the electronic invoices (FatturaPA), sequential per year without gaps,
-- one per order, given at the order's first export and the same at every later one
-- (invoice-numbers.ts). The year and the number are unique together; the order has one row.
CREATE TABLE invoice_numbers (
  order_id BIGINT PRIMARY KEY, year INTEGER NOT NULL, number INTEGER NOT NULL, date TEXT COLLATE "C" NOT NULL,
  issued_at BIGINT NOT NULL, UNIQUE (year, number)
);
