import { type EmptiesEvent, emptiesAccount } from '@shop/deposits'
import type { PgDatabase, Queryable } from './pg-database'
import type { ShopDatabase } from './shop-database'

/** What append did: the batch's events, and whether this call appended them. */
export interface EmptiesAppend {
  /** False when the key was used before: `events` are those recorded then (nothing was decided). */
  appended: boolean
  /** The events recorded under the key (none when the step had nothing to record). */
  events: EmptiesEvent[]
  /** Whether the batch was voided (a checkout's credit given back: voidBatch). */
  voided: boolean
}

/**
 * Each customer's empties ledger (issue 26, returnable glass): the @shop/deposits events of what
 * they were lent, returned, credited and refunded, in the order they happened. A customer is a
 * key of the caller's (orders/empties.ts: `customer:<WooCommerce id>`, or `guest:<e-mail>`).
 *
 * Every step appends a batch under a key (`delivered:<order>`, `returned:<order>`,
 * `credited:<checkout>`, `refunded:<request>`): a key is used once, so a replayed step never counts
 * twice. The events are decided from the customer's ledger as it is and appended in one
 * transaction, one customer at a time, so that two checkouts cannot spend the same credit.
 */
export interface EmptiesStore {
  /** The customer's events in order, voided batches left out. */
  ledger(customer: string): Promise<EmptiesEvent[]>
  /**
   * Appends once per `key` the events `decide` gives from the customer's ledger: read, decided and
   * written in one transaction. A key already used decides nothing and answers what it recorded.
   * `decide` runs inside the transaction: it must be quick, synchronous, and call no other store.
   * The events are checked (@shop/deposits emptiesAccount over the new ledger) before they are kept.
   */
  append(
    customer: string,
    key: string,
    decide: (ledger: readonly EmptiesEvent[]) => readonly EmptiesEvent[],
    at: number,
  ): Promise<EmptiesAppend>
  /**
   * Voids the batch of `key` (a checkout's credit whose order was not made or was cancelled): its
   * events leave the ledger, the key stays used. The events voided now; none when the key is
   * unknown or was voided before.
   */
  voidBatch(key: string, at: number): Promise<EmptiesEvent[]>
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS empties_batches (
  key TEXT PRIMARY KEY, customer TEXT NOT NULL, at INTEGER NOT NULL, voided_at INTEGER
);
CREATE TABLE IF NOT EXISTS empties_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT, customer TEXT NOT NULL, batch TEXT NOT NULL REFERENCES empties_batches (key),
  event TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS empties_events_customer ON empties_events (customer, id);
`

const LEDGER_SQL = `SELECT e.event FROM empties_events e JOIN empties_batches b ON b.key = e.batch
  WHERE e.customer = $customer AND b.voided_at IS NULL ORDER BY e.id`
const BATCH_SQL = 'SELECT customer, voided_at FROM empties_batches WHERE key = $key'
const BATCH_EVENTS_SQL = 'SELECT event FROM empties_events WHERE batch = $key ORDER BY id'

/** SQLite's named parameters ($name) as PostgreSQL's positional ones. */
const positional = (sql: string, names: readonly string[]) =>
  names.reduce((text, name, index) => text.replaceAll(`$${name}`, `$${index + 1}`), sql)

const parse = (rows: readonly { event: string }[]) => rows.map((row) => JSON.parse(row.event) as EmptiesEvent)

/** The events to append, checked: the ledger they make must read (emptiesAccount throws a TypeError naming a bad event). */
function checked(ledger: readonly EmptiesEvent[], events: readonly EmptiesEvent[]): readonly EmptiesEvent[] {
  if (events.length > 0) emptiesAccount([...ledger, ...events])
  return events
}

export class SqliteEmptiesStore implements EmptiesStore {
  constructor(private readonly database: ShopDatabase) {
    database.db.exec(SCHEMA)
  }

  async ledger(customer: string): Promise<EmptiesEvent[]> {
    return parse(this.database.prepare(LEDGER_SQL).all({ customer }) as { event: string }[])
  }

  async append(
    customer: string,
    key: string,
    decide: (ledger: readonly EmptiesEvent[]) => readonly EmptiesEvent[],
    at: number,
  ): Promise<EmptiesAppend> {
    const { prepare } = this.database
    return this.database.transaction(() => {
      const batch = prepare(BATCH_SQL).get({ key }) as { voided_at: number | null } | undefined
      if (batch) {
        const events = parse(prepare(BATCH_EVENTS_SQL).all({ key }) as { event: string }[])
        return { appended: false, events, voided: batch.voided_at !== null }
      }
      const ledger = parse(prepare(LEDGER_SQL).all({ customer }) as { event: string }[])
      const events = checked(ledger, decide(ledger))
      prepare('INSERT INTO empties_batches (key, customer, at) VALUES (?, ?, ?)').run(key, customer, at)
      const insert = prepare('INSERT INTO empties_events (customer, batch, event) VALUES (?, ?, ?)')
      for (const event of events) insert.run(customer, key, JSON.stringify(event))
      return { appended: true, events: [...events], voided: false }
    })
  }

  async voidBatch(key: string, at: number): Promise<EmptiesEvent[]> {
    const { prepare } = this.database
    return this.database.transaction(() => {
      const changed = prepare(
        'UPDATE empties_batches SET voided_at = ? WHERE key = ? AND voided_at IS NULL',
      ).run(at, key).changes
      return changed === 0 ? [] : parse(prepare(BATCH_EVENTS_SQL).all({ key }) as { event: string }[])
    })
  }
}

/**
 * The empties ledger on PostgreSQL: the customer's advisory lock, taken first in the transaction,
 * makes reading the ledger, deciding and appending one step for that customer across every API
 * instance; the batch's primary key makes each step happen once.
 */
export class PgEmptiesStore implements EmptiesStore {
  constructor(private readonly database: PgDatabase) {}

  private readLedger(customer: string, on?: Queryable) {
    return this.database
      .rows<{ event: string }>(positional(LEDGER_SQL, ['customer']), [customer], on)
      .then(parse)
  }

  private readBatch(key: string, on?: Queryable) {
    return this.database.rows<{ event: string }>(positional(BATCH_EVENTS_SQL, ['key']), [key], on).then(parse)
  }

  async ledger(customer: string): Promise<EmptiesEvent[]> {
    return this.readLedger(customer)
  }

  async append(
    customer: string,
    key: string,
    decide: (ledger: readonly EmptiesEvent[]) => readonly EmptiesEvent[],
    at: number,
  ): Promise<EmptiesAppend> {
    return this.database.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock(hashtext('shop-api:empties'), hashtext($1))", [customer])
      const batch = await this.database.row<{ voided_at: number | null }>(
        positional(BATCH_SQL, ['key']),
        [key],
        tx,
      )
      if (batch)
        return { appended: false, events: await this.readBatch(key, tx), voided: batch.voided_at !== null }
      const ledger = await this.readLedger(customer, tx)
      const events = checked(ledger, decide(ledger))
      await this.database.run(
        'INSERT INTO empties_batches (key, customer, at) VALUES ($1, $2, $3)',
        [key, customer, at],
        tx,
      )
      for (const event of events)
        await this.database.run(
          'INSERT INTO empties_events (customer, batch, event) VALUES ($1, $2, $3)',
          [customer, key, JSON.stringify(event)],
          tx,
        )
      return { appended: true, events: [...events], voided: false }
    })
  }

  async voidBatch(key: string, at: number): Promise<EmptiesEvent[]> {
    return this.database.transaction(async (tx) => {
      const changed = await this.database.run(
        'UPDATE empties_batches SET voided_at = $1 WHERE key = $2 AND voided_at IS NULL',
        [at, key],
        tx,
      )
      return changed === 0 ? [] : this.readBatch(key, tx)
    })
  }
}
