import type { PgDatabase } from './pg-database'
import type { ShopDatabase } from './shop-database'

/** An order's invoice number: its place in the year's sequence, and the invoice's date. */
export interface IssuedInvoice {
  orderId: number
  year: number
  /** 1, 2, 3 … within the year, without gaps. */
  number: number
  /** The invoice's date, 'YYYY-MM-DD' (Europe/Rome): the day of the first export. */
  date: string
  /** When it was first issued (ms since the epoch). */
  issuedAt: number
}

/**
 * The numbers of the shop's electronic invoices (issue 27). Italian invoices are numbered in a
 * sequence per calendar year without gaps (DPR 633/72 art. 21): an order gets the year's next
 * number the first time its invoice is exported, in one transaction, and keeps it — every later
 * export gives the same number and date. Two orders exported at once get two consecutive numbers;
 * one order exported twice at once gets one.
 */
export interface InvoiceNumbers {
  /**
   * The order's number: the one it was given, or the next of the year of `date` (YYYY-MM-DD, the
   * day in Rome), given now. `issuedAt` is kept with a new number.
   */
  numberFor(orderId: number, date: string, issuedAt: number): Promise<IssuedInvoice>
  /** The number the order was given, or null before its first export. */
  numberOf(orderId: number): Promise<IssuedInvoice | null>
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS invoice_numbers (
  order_id INTEGER PRIMARY KEY, year INTEGER NOT NULL, number INTEGER NOT NULL, date TEXT NOT NULL,
  issued_at INTEGER NOT NULL, UNIQUE (year, number)
);
`

interface Row {
  order_id: number | string
  year: number
  number: number
  date: string
  issued_at: number | string
}

const issued = (row: Row): IssuedInvoice => ({
  orderId: Number(row.order_id),
  year: Number(row.year),
  number: Number(row.number),
  date: row.date,
  issuedAt: Number(row.issued_at),
})

const yearOf = (date: string) => {
  const year = Number(date.slice(0, 4))
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !Number.isInteger(year))
    throw new RangeError(`numberFor: the date is 'YYYY-MM-DD', not '${date}'`)
  return year
}

const SELECT = 'SELECT order_id, year, number, date, issued_at FROM invoice_numbers WHERE order_id = '

export class SqliteInvoiceNumbers implements InvoiceNumbers {
  constructor(private readonly database: ShopDatabase) {
    database.db.exec(SCHEMA)
  }

  async numberFor(orderId: number, date: string, issuedAt: number): Promise<IssuedInvoice> {
    const year = yearOf(date)
    // BEGIN IMMEDIATE: one writer at a time, also across processes sharing the file.
    return this.database.transaction(() => {
      const found = this.database.prepare(`${SELECT}?`).get(orderId) as Row | undefined
      if (found) return issued(found)
      const last = this.database
        .prepare('SELECT COALESCE(MAX(number), 0) AS last FROM invoice_numbers WHERE year = ?')
        .get(year) as { last: number }
      this.database
        .prepare(
          'INSERT INTO invoice_numbers (order_id, year, number, date, issued_at) VALUES (?, ?, ?, ?, ?)',
        )
        .run(orderId, year, last.last + 1, date, issuedAt)
      return { orderId, year, number: last.last + 1, date, issuedAt }
    })
  }

  async numberOf(orderId: number): Promise<IssuedInvoice | null> {
    const found = this.database.prepare(`${SELECT}?`).get(orderId) as Row | undefined
    return found ? issued(found) : null
  }
}

/**
 * The numbers on PostgreSQL (migration 0009): a new number is given under the year's advisory
 * lock, in the transaction that reads the year's last one, so parallel exports of several API
 * instances never share or skip a number.
 */
export class PgInvoiceNumbers implements InvoiceNumbers {
  constructor(private readonly database: PgDatabase) {}

  async numberFor(orderId: number, date: string, issuedAt: number): Promise<IssuedInvoice> {
    const year = yearOf(date)
    return this.database.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock(hashtext('shop-api:invoice-numbers'), $1)", [year])
      const found = await this.database.row<Row>(`${SELECT}$1`, [orderId], tx)
      if (found) return issued(found)
      const last = await this.database.row<{ last: number }>(
        'SELECT COALESCE(MAX(number), 0)::int AS last FROM invoice_numbers WHERE year = $1',
        [year],
        tx,
      )
      const number = (last?.last ?? 0) + 1
      await this.database.run(
        'INSERT INTO invoice_numbers (order_id, year, number, date, issued_at) VALUES ($1, $2, $3, $4, $5)',
        [orderId, year, number, date, issuedAt],
        tx,
      )
      return { orderId, year, number, date, issuedAt }
    })
  }

  async numberOf(orderId: number): Promise<IssuedInvoice | null> {
    const found = await this.database.row<Row>(`${SELECT}$1`, [orderId])
    return found ? issued(found) : null
  }
}
