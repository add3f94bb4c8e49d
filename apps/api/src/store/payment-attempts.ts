import type { PgDatabase } from './pg-database'
import type { ShopDatabase } from './shop-database'

/** A payment attempt on an order: the per-order lock, and what the provider's idempotency key is made from. */
export type PaymentBegin =
  /** Yours to run, with this attempt's key; `resumed`: an earlier attempt whose outcome is unknown, run again with its key. */
  | { state: 'begun'; attempt: number; resumed: boolean }
  /** Another request is paying this order right now. */
  | { state: 'running' }
  /** The provider took the money but WooCommerce was not told: yours to tell it (nothing to charge). */
  | { state: 'charged'; attempt: number; paidWith: PaidWith }
  /** Paid, and WooCommerce knows. */
  | { state: 'paid' }

/** What paid an order: the WooCommerce gateway, its title and the provider's transaction. */
export interface PaidWith {
  gateway: string
  title: string
  transactionId: string
}

/**
 * How a payment attempt ended: paid (WooCommerce knows); charged (the money was taken, WooCommerce
 * could not be told: the next request tells it); failed (definitely not charged: declined, or stopped
 * before the provider; the next attempt is a new one); unknown (the provider may or may not have
 * charged: the next attempt repeats this one, with the same key).
 */
export type PaymentOutcome = 'paid' | 'charged' | 'failed' | 'unknown'

/**
 * The payment attempts of each order (orders/pay-order.ts): the per-order lock, the attempt number
 * the provider's idempotency key is made from, and a charge kept before WooCommerce is told.
 */
export interface PaymentAttempts {
  /** Starts a payment of an order: the per-order lock (an attempt running for over `staleMs` is taken over). */
  beginPayment(orderId: number, now: number, staleMs: number): Promise<PaymentBegin>
  /** The provider took the money for the running attempt: kept before WooCommerce is told (the lock stays). */
  recordCharge(orderId: number, attempt: number, paidWith: PaidWith): Promise<void>
  /** Ends the running attempt. */
  endPayment(orderId: number, attempt: number, outcome: PaymentOutcome): Promise<void>
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS payments (
  order_id INTEGER PRIMARY KEY, attempt INTEGER NOT NULL, state TEXT NOT NULL, paid_with TEXT,
  started_at INTEGER NOT NULL
);
`

interface PaymentRow {
  attempt: number
  state: PaymentOutcome | 'running'
  paid_with: string | null
  started_at: number
}

/**
 * What beginPayment answers for an order's last attempt (`row`, none before the first), and the
 * attempt to mark running (null: none).
 */
function decidePayment(
  row: PaymentRow | undefined,
  now: number,
  staleMs: number,
): { begin: PaymentBegin; start: number | null } {
  if (!row) return { begin: { state: 'begun', attempt: 1, resumed: false }, start: 1 }
  if (row.state === 'paid') return { begin: { state: 'paid' }, start: null }
  if (row.state === 'running' && row.started_at + staleMs > now)
    return { begin: { state: 'running' }, start: null }
  // Charged (a running attempt that died after the charge, or WooCommerce failed): tell it only.
  if (row.paid_with !== null)
    return {
      begin: { state: 'charged', attempt: row.attempt, paidWith: JSON.parse(row.paid_with) as PaidWith },
      start: row.attempt,
    }
  // A running attempt whose request died, or one whose outcome is unknown: again, with its key.
  if (row.state === 'running' || row.state === 'unknown')
    return { begin: { state: 'begun', attempt: row.attempt, resumed: true }, start: row.attempt }
  return { begin: { state: 'begun', attempt: row.attempt + 1, resumed: false }, start: row.attempt + 1 }
}

export class SqlitePaymentAttempts implements PaymentAttempts {
  constructor(private readonly database: ShopDatabase) {
    database.db.exec(SCHEMA)
  }

  async beginPayment(orderId: number, now: number, staleMs: number): Promise<PaymentBegin> {
    return this.database.transaction(() => {
      const row = this.database.db
        .prepare('SELECT attempt, state, paid_with, started_at FROM payments WHERE order_id = ?')
        .get(orderId) as PaymentRow | undefined
      const { begin, start } = decidePayment(row, now, staleMs)
      if (start !== null)
        this.database.db
          .prepare(
            `INSERT INTO payments (order_id, attempt, state, paid_with, started_at) VALUES (?, ?, 'running', NULL, ?)
             ON CONFLICT(order_id) DO UPDATE SET attempt = excluded.attempt, state = 'running',
               started_at = excluded.started_at`,
          )
          .run(orderId, start, now)
      return begin
    })
  }

  async recordCharge(orderId: number, attempt: number, paidWith: PaidWith): Promise<void> {
    this.database.db
      .prepare("UPDATE payments SET paid_with = ? WHERE order_id = ? AND attempt = ? AND state = 'running'")
      .run(JSON.stringify(paidWith), orderId, attempt)
  }

  async endPayment(orderId: number, attempt: number, outcome: PaymentOutcome): Promise<void> {
    this.database.db
      .prepare("UPDATE payments SET state = ? WHERE order_id = ? AND attempt = ? AND state = 'running'")
      .run(outcome, orderId, attempt)
  }
}

/**
 * The payment attempts on PostgreSQL: an order's row is locked (FOR UPDATE) while its attempt is
 * decided, and the first attempt's insert is decided by the primary key, so that of 8 parallel
 * payments of one order exactly one begins.
 */
export class PgPaymentAttempts implements PaymentAttempts {
  constructor(private readonly database: PgDatabase) {}

  async beginPayment(orderId: number, now: number, staleMs: number): Promise<PaymentBegin> {
    return this.database.transaction(async (tx) => {
      const inserted = await this.database.run(
        `INSERT INTO payments (order_id, attempt, state, paid_with, started_at) VALUES ($1, 1, 'running', NULL, $2)
         ON CONFLICT (order_id) DO NOTHING`,
        [orderId, now],
        tx,
      )
      if (inserted === 1) return { state: 'begun', attempt: 1, resumed: false }
      const row = await this.database.row<PaymentRow>(
        'SELECT attempt, state, paid_with, started_at FROM payments WHERE order_id = $1 FOR UPDATE',
        [orderId],
        tx,
      )
      const { begin, start } = decidePayment(row, now, staleMs)
      if (start !== null)
        await this.database.run(
          "UPDATE payments SET attempt = $2, state = 'running', started_at = $3 WHERE order_id = $1",
          [orderId, start, now],
          tx,
        )
      return begin
    })
  }

  async recordCharge(orderId: number, attempt: number, paidWith: PaidWith): Promise<void> {
    await this.database.run(
      "UPDATE payments SET paid_with = $1 WHERE order_id = $2 AND attempt = $3 AND state = 'running'",
      [JSON.stringify(paidWith), orderId, attempt],
    )
  }

  async endPayment(orderId: number, attempt: number, outcome: PaymentOutcome): Promise<void> {
    await this.database.run(
      "UPDATE payments SET state = $1 WHERE order_id = $2 AND attempt = $3 AND state = 'running'",
      [outcome, orderId, attempt],
    )
  }
}
