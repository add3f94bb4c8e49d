import type { PgDatabase } from './pg-database'
import type { ShopDatabase } from './shop-database'

/** What the shop last saw of an order: its WooCommerce status and when it was paid (date_paid_gmt). */
export interface SeenOrder {
  status: string
  paidAt: string | null
}

/** What the order watch last saw of each order, so that a change made elsewhere is noticed once. */
export interface SeenOrders {
  /**
   * Records the status (and payment date) an order was last seen with, and returns what was
   * recorded before (null the first time): Promise<how a status change made elsewhere is noticed>
   * (orders/order-watch.ts). Atomic: of two callers seeing the same change, one gets the old state.
   */
  seeOrder(orderId: number, state: SeenOrder): Promise<SeenOrder | null>
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS order_seen (order_id INTEGER PRIMARY KEY, status TEXT NOT NULL, paid_at TEXT);
`

export class SqliteSeenOrders implements SeenOrders {
  constructor(private readonly database: ShopDatabase) {
    database.db.exec(SCHEMA)
  }

  async seeOrder(orderId: number, state: SeenOrder): Promise<SeenOrder | null> {
    return this.database.transaction(() => {
      const before = this.database.db
        .prepare('SELECT status, paid_at FROM order_seen WHERE order_id = ?')
        .get(orderId) as { status: string; paid_at: string | null } | undefined
      this.database.db
        .prepare(
          `INSERT INTO order_seen (order_id, status, paid_at) VALUES (?, ?, ?)
           ON CONFLICT(order_id) DO UPDATE SET status = excluded.status, paid_at = excluded.paid_at`,
        )
        .run(orderId, state.status, state.paidAt)
      return before ? { status: before.status, paidAt: before.paid_at } : null
    })
  }
}

/**
 * What the order watch saw, on PostgreSQL: the order's advisory lock makes the read and the write
 * one step, also for an order seen for the first time (no row to lock yet).
 */
export class PgSeenOrders implements SeenOrders {
  constructor(private readonly database: PgDatabase) {}

  async seeOrder(orderId: number, state: SeenOrder): Promise<SeenOrder | null> {
    return this.database.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock(hashtext('shop-api:order-seen'), $1)", [orderId])
      const before = await this.database.row<{ status: string; paid_at: string | null }>(
        'SELECT status, paid_at FROM order_seen WHERE order_id = $1',
        [orderId],
        tx,
      )
      await this.database.run(
        `INSERT INTO order_seen (order_id, status, paid_at) VALUES ($1, $2, $3)
         ON CONFLICT (order_id) DO UPDATE SET status = excluded.status, paid_at = excluded.paid_at`,
        [orderId, state.status, state.paidAt],
        tx,
      )
      return before ? { status: before.status, paidAt: before.paid_at } : null
    })
  }
}
