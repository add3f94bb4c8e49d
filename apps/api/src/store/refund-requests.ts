import type { PgDatabase } from './pg-database'
import type { ShopDatabase } from './shop-database'

/** How a refund's money goes back: the card or PayPal provider, or a bank transfer an operator makes. */
export type RefundMethod = 'card' | 'wallet' | 'bank'

/**
 * 'queued': waiting for an operator's transfer; 'paying': being paid now (a provider call, or an
 * operator's settle writing WooCommerce's record); 'done': paid and recorded in WooCommerce;
 * 'failed': the provider refused, nothing was paid (the key may be tried again).
 */
export type RefundState = 'queued' | 'paying' | 'done' | 'failed'

export interface RefundRecord {
  key: string
  orderId: number
  amountCents: number
  reason: string
  method: RefundMethod
  state: RefundState
  providerRef: string | null
  wooRefundId: number | null
  requestedBy: string
  createdAt: number
  settledAt: number | null
  settledBy: string | null
}

export type NewRefundRecord = Pick<
  RefundRecord,
  'key' | 'orderId' | 'amountCents' | 'reason' | 'method' | 'requestedBy' | 'createdAt'
>

export type BeginRefund =
  /** This call made the record (or took over a failed one): it pays the refund. */
  | { state: 'begun'; record: RefundRecord }
  /** The key was used already: nothing decided, the record as it is. */
  | { state: 'exists'; record: RefundRecord }
  /** The amount would take the order's refunds past `limitCents`: nothing kept. */
  | { state: 'over'; leftCents: number }

/**
 * The refunds of orders (issue 27): one record per refund asked for, under a key that makes it
 * happen once (a cancellation's `cancel:<order>`, an operator's refund by its request's key), and
 * never past the order's total: the order's refunds are summed and the new one kept in the same
 * transaction (PostgreSQL: the order's advisory lock), so 8 requests at once make one refund.
 */
export interface RefundRequests {
  begin(record: NewRefundRecord, limitCents: number): Promise<BeginRefund>
  /** The provider's answer or WooCommerce's record: the new state and references. */
  finish(
    key: string,
    fields: { state: RefundState; providerRef?: string | null; wooRefundId?: number | null },
  ): Promise<void>
  /**
   * An operator marks a queued refund paid: 'queued' → 'paying' once (the caller then writes
   * WooCommerce's record and finishes it 'done', or puts it back with `unsettle`). Null when it was
   * not queued (settled already, or unknown).
   */
  settle(key: string, by: string, at: number): Promise<RefundRecord | null>
  /** Puts back in the queue a refund whose settle could not be recorded in WooCommerce. */
  unsettle(key: string): Promise<void>
  get(key: string): Promise<RefundRecord | null>
  forOrder(orderId: number): Promise<RefundRecord[]>
  /** The bank-transfer refunds operators still have to make, oldest first. */
  queued(): Promise<RefundRecord[]>
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS refund_requests (
  key TEXT PRIMARY KEY, order_id INTEGER NOT NULL, amount_cents INTEGER NOT NULL, reason TEXT NOT NULL,
  method TEXT NOT NULL, state TEXT NOT NULL, provider_ref TEXT, woo_refund_id INTEGER,
  requested_by TEXT NOT NULL, created_at INTEGER NOT NULL, settled_at INTEGER, settled_by TEXT
);
CREATE INDEX IF NOT EXISTS refund_requests_order ON refund_requests (order_id);
CREATE INDEX IF NOT EXISTS refund_requests_state ON refund_requests (state, created_at);
`

interface Row {
  key: string
  order_id: number | string
  amount_cents: number | string
  reason: string
  method: RefundMethod
  state: RefundState
  provider_ref: string | null
  woo_refund_id: number | string | null
  requested_by: string
  created_at: number | string
  settled_at: number | string | null
  settled_by: string | null
}

const record = (row: Row): RefundRecord => ({
  key: row.key,
  orderId: Number(row.order_id),
  amountCents: Number(row.amount_cents),
  reason: row.reason,
  method: row.method,
  state: row.state,
  providerRef: row.provider_ref,
  wooRefundId: row.woo_refund_id === null ? null : Number(row.woo_refund_id),
  requestedBy: row.requested_by,
  createdAt: Number(row.created_at),
  settledAt: row.settled_at === null ? null : Number(row.settled_at),
  settledBy: row.settled_by,
})

/** The first state of a new refund: a bank transfer waits for an operator, a provider's is paid now. */
const firstState = (method: RefundMethod): RefundState => (method === 'bank' ? 'queued' : 'paying')

const SUM_SQL =
  "SELECT COALESCE(SUM(amount_cents), 0) AS cents FROM refund_requests WHERE order_id = $1 AND state <> 'failed'"
const INSERT_SQL = `INSERT INTO refund_requests (key, order_id, amount_cents, reason, method, state, requested_by, created_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`
const RETRY_SQL = `UPDATE refund_requests SET amount_cents = $2, reason = $3, method = $4, state = $5, requested_by = $6,
  created_at = $7, provider_ref = NULL, woo_refund_id = NULL WHERE key = $1 AND state = 'failed'`

/** PostgreSQL's $1… as SQLite's ?NNN. */
const sqlite = (sql: string) => sql.replace(/\$(\d+)/g, '?$1')

export class SqliteRefundRequests implements RefundRequests {
  constructor(private readonly database: ShopDatabase) {
    database.db.exec(SCHEMA)
  }

  async begin(input: NewRefundRecord, limitCents: number): Promise<BeginRefund> {
    const { prepare } = this.database
    return this.database.transaction((): BeginRefund => {
      const existing = prepare('SELECT * FROM refund_requests WHERE key = ?').get(input.key) as
        | Row
        | undefined
      if (existing && existing.state !== 'failed') return { state: 'exists', record: record(existing) }
      const { cents } = prepare(sqlite(SUM_SQL)).get(input.orderId) as { cents: number }
      if (cents + input.amountCents > limitCents)
        return { state: 'over', leftCents: Math.max(0, limitCents - cents) }
      const state = firstState(input.method)
      if (existing)
        prepare(sqlite(RETRY_SQL)).run(
          input.key,
          input.amountCents,
          input.reason,
          input.method,
          state,
          input.requestedBy,
          input.createdAt,
        )
      else
        prepare(sqlite(INSERT_SQL)).run(
          input.key,
          input.orderId,
          input.amountCents,
          input.reason,
          input.method,
          state,
          input.requestedBy,
          input.createdAt,
        )
      return {
        state: 'begun',
        record: record(
          prepare('SELECT * FROM refund_requests WHERE key = ?').get(input.key) as unknown as Row,
        ),
      }
    })
  }

  async finish(
    key: string,
    fields: { state: RefundState; providerRef?: string | null; wooRefundId?: number | null },
  ) {
    this.database
      .prepare(
        'UPDATE refund_requests SET state = ?, provider_ref = COALESCE(?, provider_ref), woo_refund_id = COALESCE(?, woo_refund_id) WHERE key = ?',
      )
      .run(fields.state, fields.providerRef ?? null, fields.wooRefundId ?? null, key)
  }

  async settle(key: string, by: string, at: number): Promise<RefundRecord | null> {
    const { prepare } = this.database
    return this.database.transaction(() => {
      const changed = prepare(
        "UPDATE refund_requests SET state = 'paying', settled_at = ?, settled_by = ? WHERE key = ? AND state = 'queued'",
      ).run(at, by, key).changes
      return changed === 0
        ? null
        : record(prepare('SELECT * FROM refund_requests WHERE key = ?').get(key) as unknown as Row)
    })
  }

  async unsettle(key: string) {
    this.database
      .prepare(
        "UPDATE refund_requests SET state = 'queued', settled_at = NULL, settled_by = NULL WHERE key = ? AND state = 'paying'",
      )
      .run(key)
  }

  async get(key: string) {
    const row = this.database.prepare('SELECT * FROM refund_requests WHERE key = ?').get(key) as
      | Row
      | undefined
    return row ? record(row) : null
  }

  async forOrder(orderId: number) {
    return (
      this.database
        .prepare('SELECT * FROM refund_requests WHERE order_id = ? ORDER BY created_at, key')
        .all(orderId) as unknown as Row[]
    ).map(record)
  }

  async queued() {
    return (
      this.database
        .prepare("SELECT * FROM refund_requests WHERE state = 'queued' ORDER BY created_at, key")
        .all() as unknown as Row[]
    ).map(record)
  }
}

/** On PostgreSQL: the order's advisory lock, taken first, makes summing and keeping one step across instances. */
export class PgRefundRequests implements RefundRequests {
  constructor(private readonly database: PgDatabase) {}

  async begin(input: NewRefundRecord, limitCents: number): Promise<BeginRefund> {
    return this.database.transaction(async (tx): Promise<BeginRefund> => {
      await tx.query("SELECT pg_advisory_xact_lock(hashtext('shop-api:refunds'), $1::int)", [input.orderId])
      const existing = await this.database.row<Row>(
        'SELECT * FROM refund_requests WHERE key = $1',
        [input.key],
        tx,
      )
      if (existing && existing.state !== 'failed') return { state: 'exists', record: record(existing) }
      const sum = await this.database.row<{ cents: string | number }>(SUM_SQL, [input.orderId], tx)
      const cents = Number(sum?.cents ?? 0)
      if (cents + input.amountCents > limitCents)
        return { state: 'over', leftCents: Math.max(0, limitCents - cents) }
      const state = firstState(input.method)
      if (existing)
        await this.database.run(
          RETRY_SQL,
          [
            input.key,
            input.amountCents,
            input.reason,
            input.method,
            state,
            input.requestedBy,
            input.createdAt,
          ],
          tx,
        )
      else
        await this.database.run(
          INSERT_SQL,
          [
            input.key,
            input.orderId,
            input.amountCents,
            input.reason,
            input.method,
            state,
            input.requestedBy,
            input.createdAt,
          ],
          tx,
        )
      const row = await this.database.row<Row>(
        'SELECT * FROM refund_requests WHERE key = $1',
        [input.key],
        tx,
      )
      return { state: 'begun', record: record(row as Row) }
    })
  }

  async finish(
    key: string,
    fields: { state: RefundState; providerRef?: string | null; wooRefundId?: number | null },
  ) {
    await this.database.run(
      'UPDATE refund_requests SET state = $1, provider_ref = COALESCE($2, provider_ref), woo_refund_id = COALESCE($3, woo_refund_id) WHERE key = $4',
      [fields.state, fields.providerRef ?? null, fields.wooRefundId ?? null, key],
    )
  }

  async settle(key: string, by: string, at: number): Promise<RefundRecord | null> {
    const row = await this.database.row<Row>(
      "UPDATE refund_requests SET state = 'paying', settled_at = $1, settled_by = $2 WHERE key = $3 AND state = 'queued' RETURNING *",
      [at, by, key],
    )
    return row ? record(row) : null
  }

  async unsettle(key: string) {
    await this.database.run(
      "UPDATE refund_requests SET state = 'queued', settled_at = NULL, settled_by = NULL WHERE key = $1 AND state = 'paying'",
      [key],
    )
  }

  async get(key: string) {
    const row = await this.database.row<Row>('SELECT * FROM refund_requests WHERE key = $1', [key])
    return row ? record(row) : null
  }

  async forOrder(orderId: number) {
    return (
      await this.database.rows<Row>(
        'SELECT * FROM refund_requests WHERE order_id = $1 ORDER BY created_at, key',
        [orderId],
      )
    ).map(record)
  }

  async queued() {
    return (
      await this.database.rows<Row>(
        "SELECT * FROM refund_requests WHERE state = 'queued' ORDER BY created_at, key",
        [],
      )
    ).map(record)
  }
}
