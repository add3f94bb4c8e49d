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

export class SqlitePaymentAttempts implements PaymentAttempts {
  constructor(private readonly database: ShopDatabase) {
    database.db.exec(SCHEMA)
  }

  async beginPayment(orderId: number, now: number, staleMs: number): Promise<PaymentBegin> {
    return this.database.transaction(() => {
      const row = this.database.db
        .prepare('SELECT attempt, state, paid_with, started_at FROM payments WHERE order_id = ?')
        .get(orderId) as
        | { attempt: number; state: PaymentOutcome | 'running'; paid_with: string | null; started_at: number }
        | undefined
      const start = (attempt: number) =>
        this.database.db
          .prepare(
            `INSERT INTO payments (order_id, attempt, state, paid_with, started_at) VALUES (?, ?, 'running', NULL, ?)
             ON CONFLICT(order_id) DO UPDATE SET attempt = excluded.attempt, state = 'running',
               started_at = excluded.started_at`,
          )
          .run(orderId, attempt, now)
      if (!row) {
        start(1)
        return { state: 'begun', attempt: 1, resumed: false }
      }
      if (row.state === 'paid') return { state: 'paid' }
      if (row.state === 'running' && row.started_at + staleMs > now) return { state: 'running' }
      // Charged (a running attempt that died after the charge, or WooCommerce failed): tell it only.
      if (row.paid_with !== null) {
        start(row.attempt)
        return { state: 'charged', attempt: row.attempt, paidWith: JSON.parse(row.paid_with) as PaidWith }
      }
      // A running attempt whose request died, or one whose outcome is unknown: again, with its key.
      if (row.state === 'running' || row.state === 'unknown') {
        start(row.attempt)
        return { state: 'begun', attempt: row.attempt, resumed: true }
      }
      start(row.attempt + 1)
      return { state: 'begun', attempt: row.attempt + 1, resumed: false }
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
