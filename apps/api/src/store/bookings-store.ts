import type { LedgerRules } from '@shop/bookings'
import { BOOKINGS_LEDGER_SCHEMA, pgLedger, type StoredLedger, sqliteLedger } from './bookings-ledger'
import type { PgDatabase } from './pg-database'
import type { ShopDatabase } from './shop-database'

/** Claims of the bookings ledger are kept 30 days after they stop counting (for inspection). */
const CLAIM_KEEP_MS = 30 * 24 * 3_600_000

/**
 * The bookings ledger's claims (van places, kilograms, stock: @shop/bookings), decided under the
 * rules a caller gives (delivery/van-places.ts reads them from the settings in force).
 */
export interface BookingsStore {
  /**
   * The ledger under `rules`: each call decided in one transaction, so that concurrent requests in
   * every process sharing the database are decided one after the other.
   */
  ledger(rules: LedgerRules): StoredLedger
  /** Deletes the claims that stopped counting more than 30 days ago. */
  sweep(now: number): Promise<void>
}

/** The claims that stopped counting before `gone` (released or lapsed). */
const ENDED = 'SELECT id FROM claims WHERE released_at <= ? OR expires_at <= ?'

/** A claim moved from a table of before the bookings ledger. */
interface MovedClaim {
  owner: string
  state: 'held' | 'booked'
  takes: { resource: string; amount: number }[]
  createdAt: number
  expiresAt: number | null
}

interface SlotBookingRow {
  hold: string
  date: string
  slot: string
  vehicle: string
  order_id: number | null
  expires_at: number | null
}

/** The bookings ledger in SQLite; opening moves the places and stock holds of older tables into it. */
export class SqliteBookingsStore implements BookingsStore {
  constructor(private readonly database: ShopDatabase) {
    database.db.exec(BOOKINGS_LEDGER_SCHEMA)
    this.moveSlotBookings()
    this.moveStockHolds()
  }

  ledger(rules: LedgerRules): StoredLedger {
    return sqliteLedger(this.database.db, rules)
  }

  /**
   * The places of a store from before the bookings ledger (table slot_bookings): each live one
   * becomes a claim as it was (an order's for good, a hold until it lapses), then the table goes.
   */
  private moveSlotBookings(): void {
    if (!this.database.hasTable('slot_bookings')) return
    this.database.transaction(() => {
      const rows = this.database
        .prepare(
          'SELECT hold, date, slot, vehicle, order_id, expires_at FROM slot_bookings WHERE released_at IS NULL',
        )
        .all() as unknown as SlotBookingRow[]
      for (const row of rows)
        this.insertMovedClaim({
          owner: row.order_id === null ? `hold:${row.hold}` : `order:${row.order_id}`,
          state: row.order_id === null ? 'held' : 'booked',
          takes: [{ resource: `place:${row.date}:${row.slot}:${row.vehicle}`, amount: 1 }],
          createdAt: 0,
          expiresAt: row.order_id === null ? (row.expires_at ?? 0) : null,
        })
      this.database.db.exec('DROP TABLE slot_bookings')
    })
  }

  /**
   * The stock holds of a store from before they joined the bookings ledger (table stock_holds):
   * each checkout's or order's live ones become one claim as they were, then the table goes.
   */
  private moveStockHolds(): void {
    if (!this.database.hasTable('stock_holds')) return
    this.database.transaction(() => {
      const rows = this.database
        .prepare(
          `SELECT checkout, order_id, product_id, SUM(quantity) AS quantity, MIN(created_at) AS created_at,
           MAX(expires_at) AS expires_at
         FROM stock_holds WHERE released_seq IS NULL GROUP BY checkout, order_id, product_id`,
        )
        .all() as {
        checkout: string
        order_id: number | null
        product_id: number
        quantity: number
        created_at: number
        expires_at: number
      }[]
      const claims = new Map<string, MovedClaim & { expiresAt: number }>()
      for (const row of rows) {
        const owner = row.order_id === null ? `stock-checkout:${row.checkout}` : `stock-order:${row.order_id}`
        const claim = claims.get(owner) ?? {
          owner,
          state: row.order_id === null ? 'held' : 'booked',
          takes: [],
          createdAt: row.created_at,
          expiresAt: row.expires_at,
        }
        claim.takes.push({ resource: `stock:${row.product_id}`, amount: row.quantity })
        claim.createdAt = Math.min(claim.createdAt, row.created_at)
        claim.expiresAt = Math.max(claim.expiresAt, row.expires_at)
        claims.set(owner, claim)
      }
      for (const claim of claims.values()) this.insertMovedClaim(claim)
      this.database.db.exec('DROP TABLE stock_holds')
    })
  }

  /** A claim from an older table, recorded as it was (forced: it was a fact), id `<owner>:moved`. */
  private insertMovedClaim(claim: MovedClaim): void {
    const id = `${claim.owner}:moved`
    this.database
      .prepare(
        `INSERT OR IGNORE INTO claims (id, state, holders, takes, created_at, expires_at, forced)
       VALUES (?, ?, ?, ?, ?, ?, 1)`,
      )
      .run(
        id,
        claim.state,
        JSON.stringify([claim.owner]),
        JSON.stringify(claim.takes),
        claim.createdAt,
        claim.expiresAt,
      )
    const take = this.database.prepare(
      'INSERT OR IGNORE INTO claim_takes (claim_id, resource, amount) VALUES (?, ?, ?)',
    )
    for (const { resource, amount } of claim.takes) take.run(id, resource, amount)
    this.database
      .prepare('INSERT OR IGNORE INTO claim_holders (claim_id, holder) VALUES (?, ?)')
      .run(id, claim.owner)
  }

  /** Claims that stopped counting long ago: their ids are never asked for again (each claim has its own). */
  async sweep(now: number): Promise<void> {
    const gone = now - CLAIM_KEEP_MS
    this.database.transaction(() => {
      this.database.prepare(`DELETE FROM claim_takes WHERE claim_id IN (${ENDED})`).run(gone, gone)
      this.database.prepare(`DELETE FROM claim_holders WHERE claim_id IN (${ENDED})`).run(gone, gone)
      this.database.prepare('DELETE FROM claims WHERE released_at <= ? OR expires_at <= ?').run(gone, gone)
    })
  }
}

/**
 * The bookings ledger in PostgreSQL (migrations/0003_bookings_ledger.sql): every decision one
 * transaction under the ledger's advisory lock, whichever API process makes it.
 */
export class PgBookingsStore implements BookingsStore {
  constructor(private readonly database: PgDatabase) {}

  ledger(rules: LedgerRules): StoredLedger {
    return pgLedger(this.database, rules)
  }

  async sweep(now: number): Promise<void> {
    const gone = now - CLAIM_KEEP_MS
    await this.database.transaction(async (tx) => {
      for (const table of ['claim_takes', 'claim_holders'])
        await this.database.run(
          `DELETE FROM ${table} WHERE claim_id IN (${ENDED.replace('?', '$1').replace('?', '$2')})`,
          [gone, gone],
          tx,
        )
      await this.database.run(
        'DELETE FROM claims WHERE released_at <= $1 OR expires_at <= $2',
        [gone, gone],
        tx,
      )
    })
  }
}
