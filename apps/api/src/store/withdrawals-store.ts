import type { PgDatabase } from './pg-database'
import type { ShopDatabase } from './shop-database'

/** One line of a withdrawn order, as the statement showed it. */
export interface WithdrawnLine {
  name: string
  quantity: number
  /** The line's total, VAT included, in euros. */
  total: number
}

/**
 * A customer's withdrawal from an order's contract (art. 54-bis Codice del Consumo), as the shop
 * received it: the legal record the receipt e-mail repeats. One per order.
 */
export interface Withdrawal {
  orderId: number
  /** The order's number as the customer reads it. */
  number: string
  /** The WooCommerce customer, 0 for a guest order. */
  customerId: number
  /** The customer's name and e-mail, as the order has them (the receipt goes to that e-mail). */
  name: string
  email: string
  /** What the customer wrote, '' when nothing (no reason is needed). */
  reason: string
  /** When the shop received it (epoch ms, the shop's clock). */
  at: number
  lines: WithdrawnLine[]
  /** The order's total when withdrawn, euros. */
  total: number
}

/**
 * The withdrawals (issue 27), one per order: the order's id decides it in the database, so two
 * confirmations at once record one. Not sealed: a legal record must outlive a new SESSION_SECRET
 * (sealed values become unreadable then); the file is 0600 as every other. Nothing expires.
 */
export interface WithdrawalsStore {
  /**
   * Keeps `withdrawal` unless its order has one already: the withdrawal kept, and whether this call
   * recorded it (false: another confirmation came first, and its withdrawal is answered).
   */
  recordWithdrawal(withdrawal: Withdrawal): Promise<{ withdrawal: Withdrawal; created: boolean }>
  withdrawalOf(orderId: number): Promise<Withdrawal | null>
  /** Newest first (then by order id, highest first), `limit` from `offset`, and how many in all. */
  listWithdrawals(limit: number, offset: number): Promise<{ items: Withdrawal[]; total: number }>
  /**
   * Claims the writing of the withdrawal into WooCommerce (the order's note and meta) until
   * `now + leaseMs`: true for one caller while it is not written (a holder that died lets it go).
   */
  claimWooRecord(orderId: number, now: number, leaseMs: number): Promise<boolean>
  /** The note and meta are in WooCommerce (`done`), or they failed and the claim is let go. */
  endWooRecord(orderId: number, done: boolean): Promise<void>
  /** Whether the note and meta were written. */
  wooRecorded(orderId: number): Promise<boolean>
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS withdrawals (
  order_id INTEGER PRIMARY KEY, number TEXT NOT NULL, customer_id INTEGER NOT NULL, name TEXT NOT NULL,
  email TEXT NOT NULL, reason TEXT NOT NULL, at INTEGER NOT NULL, lines TEXT NOT NULL, total_cents INTEGER NOT NULL,
  woo_recorded INTEGER NOT NULL DEFAULT 0, woo_claim_until INTEGER
);
CREATE INDEX IF NOT EXISTS withdrawals_at ON withdrawals (at DESC, order_id DESC);
`

interface WithdrawalRow {
  order_id: number | string
  number: string
  customer_id: number | string
  name: string
  email: string
  reason: string
  at: number | string
  lines: string
  total_cents: number | string
}

function linesOf(text: string): WithdrawnLine[] {
  try {
    const parsed = JSON.parse(text) as unknown
    return Array.isArray(parsed) ? (parsed as WithdrawnLine[]) : []
  } catch {
    return []
  }
}

const withdrawalOf = (row: WithdrawalRow): Withdrawal => ({
  orderId: Number(row.order_id),
  number: row.number,
  customerId: Number(row.customer_id),
  name: row.name,
  email: row.email,
  reason: row.reason,
  at: Number(row.at),
  lines: linesOf(row.lines),
  total: Number(row.total_cents) / 100,
})

const COLUMNS = 'order_id, number, customer_id, name, email, reason, at, lines, total_cents'

const values = (w: Withdrawal) => [
  w.orderId,
  w.number,
  w.customerId,
  w.name,
  w.email,
  w.reason,
  w.at,
  JSON.stringify(w.lines),
  Math.round(w.total * 100),
]

export class SqliteWithdrawalsStore implements WithdrawalsStore {
  constructor(private readonly database: ShopDatabase) {
    database.db.exec(SCHEMA)
  }

  async recordWithdrawal(withdrawal: Withdrawal): Promise<{ withdrawal: Withdrawal; created: boolean }> {
    return this.database.transaction(() => {
      const inserted = this.database
        .prepare(
          `INSERT INTO withdrawals (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(order_id) DO NOTHING`,
        )
        .run(...values(withdrawal))
      const row = this.database
        .prepare(`SELECT ${COLUMNS} FROM withdrawals WHERE order_id = ?`)
        .get(withdrawal.orderId) as unknown as WithdrawalRow
      return { withdrawal: withdrawalOf(row), created: Number(inserted.changes) === 1 }
    })
  }

  async withdrawalOf(orderId: number): Promise<Withdrawal | null> {
    const row = this.database.prepare(`SELECT ${COLUMNS} FROM withdrawals WHERE order_id = ?`).get(orderId) as
      | WithdrawalRow
      | undefined
    return row ? withdrawalOf(row) : null
  }

  async listWithdrawals(limit: number, offset: number): Promise<{ items: Withdrawal[]; total: number }> {
    const rows = this.database
      .prepare(`SELECT ${COLUMNS} FROM withdrawals ORDER BY at DESC, order_id DESC LIMIT ? OFFSET ?`)
      .all(limit, offset) as unknown as WithdrawalRow[]
    const { n } = this.database.prepare('SELECT COUNT(*) AS n FROM withdrawals').get() as { n: number }
    return { items: rows.map(withdrawalOf), total: n }
  }

  async claimWooRecord(orderId: number, now: number, leaseMs: number): Promise<boolean> {
    const claimed = this.database
      .prepare(
        `UPDATE withdrawals SET woo_claim_until = ?
         WHERE order_id = ? AND woo_recorded = 0 AND (woo_claim_until IS NULL OR woo_claim_until <= ?)`,
      )
      .run(now + leaseMs, orderId, now)
    return Number(claimed.changes) === 1
  }

  async endWooRecord(orderId: number, done: boolean): Promise<void> {
    this.database
      .prepare('UPDATE withdrawals SET woo_recorded = ?, woo_claim_until = NULL WHERE order_id = ?')
      .run(done ? 1 : 0, orderId)
  }

  async wooRecorded(orderId: number): Promise<boolean> {
    const row = this.database
      .prepare('SELECT woo_recorded FROM withdrawals WHERE order_id = ?')
      .get(orderId) as { woo_recorded: number } | undefined
    return row?.woo_recorded === 1
  }
}

/** The withdrawals on PostgreSQL (migration 0006): the primary key decides, as in SQLite. */
export class PgWithdrawalsStore implements WithdrawalsStore {
  constructor(private readonly database: PgDatabase) {}

  async recordWithdrawal(withdrawal: Withdrawal): Promise<{ withdrawal: Withdrawal; created: boolean }> {
    const inserted = await this.database.run(
      `INSERT INTO withdrawals (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (order_id) DO NOTHING`,
      values(withdrawal),
    )
    const kept = await this.withdrawalOf(withdrawal.orderId)
    if (!kept) throw new Error(`withdrawal of order ${withdrawal.orderId} neither recorded nor found`)
    return { withdrawal: kept, created: inserted === 1 }
  }

  async withdrawalOf(orderId: number): Promise<Withdrawal | null> {
    const row = await this.database.row<WithdrawalRow>(
      `SELECT ${COLUMNS} FROM withdrawals WHERE order_id = $1`,
      [orderId],
    )
    return row ? withdrawalOf(row) : null
  }

  async listWithdrawals(limit: number, offset: number): Promise<{ items: Withdrawal[]; total: number }> {
    const rows = await this.database.rows<WithdrawalRow>(
      `SELECT ${COLUMNS} FROM withdrawals ORDER BY at DESC, order_id DESC LIMIT $1 OFFSET $2`,
      [limit, offset],
    )
    const count = await this.database.row<{ n: number }>('SELECT COUNT(*)::int AS n FROM withdrawals')
    return { items: rows.map(withdrawalOf), total: count?.n ?? 0 }
  }

  async claimWooRecord(orderId: number, now: number, leaseMs: number): Promise<boolean> {
    const claimed = await this.database.run(
      `UPDATE withdrawals SET woo_claim_until = $1
       WHERE order_id = $2 AND woo_recorded = FALSE AND (woo_claim_until IS NULL OR woo_claim_until <= $3)`,
      [now + leaseMs, orderId, now],
    )
    return claimed === 1
  }

  async endWooRecord(orderId: number, done: boolean): Promise<void> {
    await this.database.run(
      'UPDATE withdrawals SET woo_recorded = $1, woo_claim_until = NULL WHERE order_id = $2',
      [done, orderId],
    )
  }

  async wooRecorded(orderId: number): Promise<boolean> {
    const row = await this.database.row<{ woo_recorded: boolean }>(
      'SELECT woo_recorded FROM withdrawals WHERE order_id = $1',
      [orderId],
    )
    return row?.woo_recorded === true
  }
}
