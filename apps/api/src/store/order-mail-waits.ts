import type { PgDatabase } from './pg-database'
import type { ShopDatabase } from './shop-database'

/** The orders whose `received` mail waits for their online payment, and until when. */
export interface OrderMailWaits {
  /** An order's `received` mail waits for its online payment until `dueAt`; false when it already waits. */
  waitOrderMail(orderId: number, dueAt: number): Promise<boolean>
  /** Ends the wait: true for the one caller that found it waiting (it then sends the mail). */
  endOrderMailWait(orderId: number): Promise<boolean>
  /** The mails still waiting (after a restart, each is taken up again). */
  orderMailWaits(): Promise<{ orderId: number; dueAt: number }[]>
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS order_mail_waits (order_id INTEGER PRIMARY KEY, due_at INTEGER NOT NULL);
`

export class SqliteOrderMailWaits implements OrderMailWaits {
  constructor(private readonly database: ShopDatabase) {
    database.db.exec(SCHEMA)
  }

  async waitOrderMail(orderId: number, dueAt: number): Promise<boolean> {
    const row = this.database.db
      .prepare(
        'INSERT INTO order_mail_waits (order_id, due_at) VALUES (?, ?) ON CONFLICT DO NOTHING RETURNING order_id',
      )
      .get(orderId, dueAt)
    return row !== undefined
  }

  async endOrderMailWait(orderId: number): Promise<boolean> {
    return (
      this.database
        .prepare('DELETE FROM order_mail_waits WHERE order_id = ? RETURNING order_id')
        .get(orderId) !== undefined
    )
  }

  async orderMailWaits(): Promise<{ orderId: number; dueAt: number }[]> {
    const rows = this.database
      .prepare('SELECT order_id, due_at FROM order_mail_waits ORDER BY due_at')
      .all() as {
      order_id: number
      due_at: number
    }[]
    return rows.map((row) => ({ orderId: row.order_id, dueAt: row.due_at }))
  }
}

/** The mail waits on PostgreSQL: the primary key decides the one wait, and the one that ends it. */
export class PgOrderMailWaits implements OrderMailWaits {
  constructor(private readonly database: PgDatabase) {}

  async waitOrderMail(orderId: number, dueAt: number): Promise<boolean> {
    return (
      (await this.database.run(
        'INSERT INTO order_mail_waits (order_id, due_at) VALUES ($1, $2) ON CONFLICT (order_id) DO NOTHING',
        [orderId, dueAt],
      )) === 1
    )
  }

  async endOrderMailWait(orderId: number): Promise<boolean> {
    return (await this.database.run('DELETE FROM order_mail_waits WHERE order_id = $1', [orderId])) === 1
  }

  async orderMailWaits(): Promise<{ orderId: number; dueAt: number }[]> {
    const rows = await this.database.rows<{ order_id: number; due_at: number }>(
      'SELECT order_id, due_at FROM order_mail_waits ORDER BY due_at',
    )
    return rows.map((row) => ({ orderId: row.order_id, dueAt: row.due_at }))
  }
}
