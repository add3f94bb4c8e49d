import { AsyncLocalStorage } from 'node:async_hooks'
import type { DatabaseSync, StatementSync } from 'node:sqlite'
import {
  bookClaim,
  type Claim,
  type ClaimRequest,
  type Decision,
  decideClaim,
  extendClaim,
  type Granted,
  isLive,
  type LedgerRules,
  type Overbooked,
  releaseClaim,
} from '@shop/bookings'
import type { PgDatabase, Queryable } from './pg-database'
import { statementCache } from './sqlite-transaction'

/**
 * The bookings ledger as the stores keep it (issue 23; on PostgreSQL too since issue 25): the calls
 * of @shop/bookings' ledger, each answered once the database has decided, and what the shop asks
 * besides (the live amounts of a range of resources, the unpaid orders ending soon, the releases
 * since a mark). Every write is decided in a transaction that no other decision of the ledger
 * shares, in this process or in any other on the same database: nothing is sold twice.
 */
export interface StoredLedger {
  claim(request: ClaimRequest, now: number): Promise<Decision<Granted>>
  book(id: string, expiresAt: number | null, now: number): Promise<Decision<Claim>>
  extend(id: string, expiresAt: number | null, now: number): Promise<Decision<Claim>>
  /** Gives a claim back; `null` when there is no such claim. Releasing twice changes nothing. */
  release(id: string, now: number): Promise<Claim | null>
  get(id: string): Promise<Claim | undefined>
  /** The amount of a resource the live claims take. */
  taken(resource: string, now: number): Promise<number>
  /** The live claims held by `holder`, oldest first. */
  liveOf(holder: string, now: number): Promise<Claim[]>
  overbooked(now: number): Promise<Overbooked[]>
  /** The live amount of each resource from `from` (inclusive) to `to` (exclusive), in key order. */
  takenBetween(from: string, to: string, now: number): Promise<{ resource: string; taken: number }[]>
  /** takenBetween for several ranges at once (one query), in key order. */
  takenIn(
    ranges: readonly (readonly [from: string, to: string])[],
    now: number,
  ): Promise<{ resource: string; taken: number }[]>
  /**
   * Deletes a hold (state `held`, live or not) as if it had never been: for the place a refused
   * checkout took for itself, so that a refusal leaves nothing behind. An order's claim is never
   * discarded (false).
   */
  discard(id: string): Promise<boolean>
  /**
   * The booked claims, not released, whose first holder starts with `holderPrefix`, that end by
   * `until` (lapsed ones included: expired is not released), soonest first, at most `limit`: the
   * unpaid orders whose time to pay is up or near (`order:`).
   */
  bookedEndingBy(until: number, limit: number, holderPrefix: string): Promise<Claim[]>
  /** The live claims that take `resource`, oldest first. */
  liveOn(resource: string, now: number): Promise<Claim[]>
  /**
   * The release counter: each release moves it on by one. Read it before reading a capacity from
   * elsewhere (WooCommerce's stock) and give it to releasedSince when deciding.
   */
  releaseMark(): Promise<number>
  /**
   * What the claims released after `mark` took of each of `resources`: a stock read made before
   * they were released may predate the reduction WooCommerce made just before (a paid order), so
   * their units still count against that read.
   */
  releasedSince(mark: number, resources: readonly string[]): Promise<Map<string, number>>
  /**
   * Runs `work` (reads and claims on this ledger, nothing else: no request to WooCommerce, no call
   * to another store, which on PostgreSQL would wait for a pooled connection that the decisions
   * queued on the ledger's lock may all hold) as one
   * transaction that no other decision of the ledger shares: what the work reads to decide its
   * claim (a holder's live claims) cannot change before the claim, in this process or another on
   * the same database. The ledger's calls made inside it, at any depth, are part of it; rolled
   * back when the work throws.
   */
  atomically<T>(work: () => Promise<T>): Promise<T>
}

/**
 * How a ledger reaches its tables: queries (written with `?` for their parameters), and the one
 * transaction at a time in which the ledger's decisions are made.
 */
interface LedgerTables {
  all<R>(sql: string, params?: unknown[]): Promise<R[]>
  run(sql: string, params?: unknown[]): Promise<void>
  /** Runs `work` in a transaction that no other decision shares (joined when one is already open). */
  decide<T>(work: () => Promise<T>): Promise<T>
}

/**
 * The bookings ledger's tables (issue 23): every claim on van places, kilograms and stock, and two
 * indexes of the live ones, by resource and by holder. A claim leaves the indexes when it stops
 * counting (released, or found expired); its row stays, so that its id is never claimed again.
 * PostgreSQL has the same tables (migrations/0003_bookings_ledger.sql).
 */
export const BOOKINGS_LEDGER_SCHEMA = `
CREATE TABLE IF NOT EXISTS claims (
  id TEXT PRIMARY KEY, state TEXT NOT NULL, holders TEXT NOT NULL, takes TEXT NOT NULL,
  created_at INTEGER NOT NULL, expires_at INTEGER, extensions INTEGER NOT NULL DEFAULT 0,
  released_at INTEGER, forced INTEGER NOT NULL DEFAULT 0, released_seq INTEGER
);
CREATE TABLE IF NOT EXISTS claim_takes (
  claim_id TEXT NOT NULL, resource TEXT NOT NULL, amount INTEGER NOT NULL, PRIMARY KEY (resource, claim_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS claim_takes_claim ON claim_takes (claim_id);
CREATE TABLE IF NOT EXISTS claim_holders (
  claim_id TEXT NOT NULL, holder TEXT NOT NULL, PRIMARY KEY (holder, claim_id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS claim_holders_claim ON claim_holders (claim_id);
CREATE INDEX IF NOT EXISTS claims_ending ON claims (state, expires_at);
`

/** Stores made before the release counter get its column (a claim released before it has none). */
function addReleaseCounter(db: DatabaseSync): void {
  const columns = db.prepare('PRAGMA table_info(claims)').all() as { name: string }[]
  if (!columns.some((column) => column.name === 'released_seq'))
    db.exec('ALTER TABLE claims ADD COLUMN released_seq INTEGER')
  db.exec('CREATE INDEX IF NOT EXISTS claims_released ON claims (released_seq)')
}

interface ClaimRow {
  id: string
  state: string
  holders: string
  takes: string
  created_at: number
  expires_at: number | null
  extensions: number
  released_at: number | null
  forced: number
}

function claimOf(row: ClaimRow): Claim {
  return {
    id: row.id,
    state: row.state as Claim['state'],
    holders: JSON.parse(row.holders) as string[],
    takes: JSON.parse(row.takes) as Claim['takes'],
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    extensions: row.extensions,
    releasedAt: row.released_at,
    forced: row.forced === 1,
  }
}

/** A transaction of the ledger's, while it is open (an async call chain may outlive it). */
interface OpenDecision {
  open: boolean
}

/** One transaction after the other, in this process: the next waits until the one before has ended. */
function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve()
  return <T>(work: () => Promise<T>): Promise<T> => {
    const turn = last.then(work, work)
    last = turn.catch(() => {})
    return turn
  }
}

/**
 * The ledger's tables in SQLite. node:sqlite answers at once, but a decision (`atomically`) is async
 * (its steps are awaited), so the ledger's transactions in this process take turns: the next waits
 * until the one before has committed; `BEGIN IMMEDIATE` then keeps other processes on the file out.
 * A write of another store made while a decision is open lands in its transaction (one connection):
 * kept with it; only a decision that throws (a database error) rolls it back.
 */
class SqliteLedgerTables implements LedgerTables {
  private readonly prepare: (sql: string) => StatementSync
  private readonly turn = oneAtATime()
  private readonly current = new AsyncLocalStorage<OpenDecision>()

  constructor(private readonly db: DatabaseSync) {
    db.exec(BOOKINGS_LEDGER_SCHEMA)
    addReleaseCounter(db)
    this.prepare = statementCache(db)
  }

  async all<R>(sql: string, params: unknown[] = []): Promise<R[]> {
    return this.prepare(sql).all(...(params as never[])) as R[]
  }

  async run(sql: string, params: unknown[] = []): Promise<void> {
    this.prepare(sql).run(...(params as never[]))
  }

  decide<T>(work: () => Promise<T>): Promise<T> {
    if (this.current.getStore()?.open) return work()
    return this.turn(async () => {
      const nested = this.db.isTransaction
      this.db.exec(nested ? 'SAVEPOINT ledger' : 'BEGIN IMMEDIATE')
      const decision = { open: true }
      try {
        const result = await this.current.run(decision, work)
        this.db.exec(nested ? 'RELEASE ledger' : 'COMMIT')
        return result
      } catch (error) {
        this.db.exec(nested ? 'ROLLBACK TO ledger; RELEASE ledger' : 'ROLLBACK')
        throw error
      } finally {
        decision.open = false
      }
    })
  }
}

/** The advisory lock every decision of the ledger takes (any number of API processes on the database). */
const LEDGER_LOCK = 0x6c656467 // 'ledg'

/** `?` placeholders as PostgreSQL's `$1, $2, …` (the ledger's queries have no `?` in their text). */
const numbered = new Map<string, string>()
function pgText(sql: string): string {
  let text = numbered.get(sql)
  if (text === undefined) {
    let index = 0
    text = sql.replace(/\?/g, () => `$${++index}`)
    numbered.set(sql, text)
  }
  return text
}

/**
 * The ledger's tables in PostgreSQL: a decision is one transaction on one connection holding the
 * ledger's advisory lock, so the decisions of every API process on the database are made one after
 * the other; reads outside a decision go to the pool.
 */
class PgLedgerTables implements LedgerTables {
  private readonly current = new AsyncLocalStorage<OpenDecision & { tx: Queryable }>()

  constructor(private readonly database: PgDatabase) {}

  private on(): Queryable | undefined {
    const decision = this.current.getStore()
    return decision?.open ? decision.tx : undefined
  }

  all<R>(sql: string, params: unknown[] = []): Promise<R[]> {
    return this.database.rows<R>(pgText(sql), params, this.on())
  }

  async run(sql: string, params: unknown[] = []): Promise<void> {
    await this.database.run(pgText(sql), params, this.on())
  }

  decide<T>(work: () => Promise<T>): Promise<T> {
    if (this.current.getStore()?.open) return work()
    return this.database.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [LEDGER_LOCK])
      const decision = { open: true, tx }
      try {
        return await this.current.run(decision, work)
      } finally {
        decision.open = false
      }
    })
  }
}

const sqliteTables = new WeakMap<DatabaseSync, SqliteLedgerTables>()
const pgTables = new WeakMap<PgDatabase, PgLedgerTables>()

/** The ledger of one database under `rules`: one set of tables (and turns) per database, whatever the rules. */
export function sqliteLedger(db: DatabaseSync, rules: LedgerRules): StoredLedger {
  let tables = sqliteTables.get(db)
  if (!tables) {
    tables = new SqliteLedgerTables(db)
    sqliteTables.set(db, tables)
  }
  return new TablesLedger(tables, rules)
}

export function pgLedger(database: PgDatabase, rules: LedgerRules): StoredLedger {
  let tables = pgTables.get(database)
  if (!tables) {
    tables = new PgLedgerTables(database)
    pgTables.set(database, tables)
  }
  return new TablesLedger(tables, rules)
}

const LIVE = "c.state != 'released' AND (c.expires_at IS NULL OR c.expires_at > ?)"

/**
 * The bookings ledger on its tables, the same on both databases: each write reads the claims
 * sharing a resource or a holder with the request, asks `@shop/bookings` for the decision and
 * writes it, in one decision of the tables.
 */
class TablesLedger implements StoredLedger {
  constructor(
    private readonly tables: LedgerTables,
    private readonly rules: LedgerRules,
  ) {}

  claim(request: ClaimRequest, now: number): Promise<Decision<Granted>> {
    return this.tables.decide(async () => {
      const ids = new Set<string>([request.id])
      if (request.replaces !== undefined) ids.add(request.replaces)
      for (const take of request.takes)
        for (const row of await this.tables.all<{ claim_id: string }>(
          'SELECT claim_id FROM claim_takes WHERE resource = ?',
          [take.resource],
        ))
          ids.add(row.claim_id)
      for (const holder of request.holders)
        for (const row of await this.tables.all<{ claim_id: string }>(
          'SELECT claim_id FROM claim_holders WHERE holder = ?',
          [holder],
        ))
          ids.add(row.claim_id)
      const concerned = await this.readAll([...ids])
      const decision = decideClaim(request, concerned, now, this.rules)
      if (decision.ok) {
        await this.insert(decision.value.claim)
        if (decision.value.released) await this.write(decision.value.released, now)
      }
      // Expired claims met on the way leave the indexes: they never count again.
      for (const claim of concerned) if (!isLive(claim, now)) await this.unindex(claim.id)
      return decision
    })
  }

  book(id: string, expiresAt: number | null, now: number): Promise<Decision<Claim>> {
    return this.tables.decide(async () => {
      const decision = bookClaim(await this.get(id), expiresAt, now)
      if (decision.ok) await this.write(decision.value, now)
      return decision
    })
  }

  extend(id: string, expiresAt: number | null, now: number): Promise<Decision<Claim>> {
    return this.tables.decide(async () => {
      const decision = extendClaim(await this.get(id), expiresAt, now, this.rules)
      if (decision.ok) await this.write(decision.value, now)
      return decision
    })
  }

  release(id: string, now: number): Promise<Claim | null> {
    return this.tables.decide(async () => {
      const claim = await this.get(id)
      if (!claim) return null
      const released = releaseClaim(claim, now)
      await this.write(released, now)
      return released
    })
  }

  async get(id: string): Promise<Claim | undefined> {
    const [row] = await this.tables.all<ClaimRow>('SELECT * FROM claims WHERE id = ?', [id])
    return row ? claimOf(row) : undefined
  }

  async taken(resource: string, now: number): Promise<number> {
    const [row] = await this.tables.all<{ n: number }>(
      `SELECT COALESCE(SUM(t.amount), 0) AS n FROM claim_takes t JOIN claims c ON c.id = t.claim_id
       WHERE t.resource = ? AND ${LIVE}`,
      [resource, now],
    )
    return row?.n ?? 0
  }

  takenBetween(from: string, to: string, now: number): Promise<{ resource: string; taken: number }[]> {
    return this.takenIn([[from, to]], now)
  }

  takenIn(
    ranges: readonly (readonly [from: string, to: string])[],
    now: number,
  ): Promise<{ resource: string; taken: number }[]> {
    if (ranges.length === 0) return Promise.resolve([])
    const inRanges = ranges.map(() => '(t.resource >= ? AND t.resource < ?)').join(' OR ')
    return this.tables.all(
      `SELECT t.resource AS resource, SUM(t.amount) AS taken FROM claim_takes t JOIN claims c ON c.id = t.claim_id
       WHERE (${inRanges}) AND ${LIVE}
       GROUP BY t.resource ORDER BY t.resource`,
      [...ranges.flat(), now],
    )
  }

  atomically<T>(work: () => Promise<T>): Promise<T> {
    return this.tables.decide(work)
  }

  discard(id: string): Promise<boolean> {
    return this.tables.decide(async () => {
      const claim = await this.get(id)
      if (claim?.state !== 'held') return false
      await this.unindex(id)
      await this.tables.run('DELETE FROM claims WHERE id = ?', [id])
      return true
    })
  }

  async bookedEndingBy(until: number, limit: number, holderPrefix: string): Promise<Claim[]> {
    // A claim's first holder, as stored (JSON): '["order:12",…'. LIKE's wildcards in the prefix are escaped.
    const pattern = `${JSON.stringify([holderPrefix])
      .slice(0, -2)
      .replace(/[\\%_]/g, '\\$&')}%`
    const rows = await this.tables.all<ClaimRow>(
      `SELECT * FROM claims WHERE state = 'booked' AND expires_at IS NOT NULL AND expires_at <= ?
         AND holders LIKE ? ESCAPE '\\'
       ORDER BY expires_at, id LIMIT ?`,
      [until, pattern, limit],
    )
    return rows.map(claimOf)
  }

  async releaseMark(): Promise<number> {
    const [row] = await this.tables.all<{ m: number | null }>('SELECT MAX(released_seq) AS m FROM claims')
    return row?.m ?? 0
  }

  async releasedSince(mark: number, resources: readonly string[]): Promise<Map<string, number>> {
    const wanted = new Set(resources)
    const amounts = new Map<string, number>()
    const rows = await this.tables.all<{ takes: string }>('SELECT takes FROM claims WHERE released_seq > ?', [
      mark,
    ])
    for (const row of rows)
      for (const take of JSON.parse(row.takes) as Claim['takes'])
        if (wanted.has(take.resource))
          amounts.set(take.resource, (amounts.get(take.resource) ?? 0) + take.amount)
    return amounts
  }

  liveOn(resource: string, now: number): Promise<Claim[]> {
    return this.liveIn('claim_takes', 'resource', resource, now)
  }

  liveOf(holder: string, now: number): Promise<Claim[]> {
    return this.liveIn('claim_holders', 'holder', holder, now)
  }

  /** The live claims an index (by resource or by holder) lists under `key`, oldest first. */
  private async liveIn(
    index: 'claim_takes' | 'claim_holders',
    column: 'resource' | 'holder',
    key: string,
    now: number,
  ): Promise<Claim[]> {
    const rows = await this.tables.all<ClaimRow>(
      `SELECT c.* FROM ${index} i JOIN claims c ON c.id = i.claim_id
       WHERE i.${column} = ? AND ${LIVE}
       ORDER BY c.created_at, c.id`,
      [key, now],
    )
    return rows.map(claimOf)
  }

  async overbooked(now: number): Promise<Overbooked[]> {
    const rows = await this.tables.all<{ resource: string; taken: number }>(
      `SELECT t.resource AS resource, SUM(t.amount) AS taken FROM claim_takes t JOIN claims c ON c.id = t.claim_id
       WHERE ${LIVE}
       GROUP BY t.resource ORDER BY t.resource`,
      [now],
    )
    return rows
      .map(({ resource, taken }) => ({ resource, capacity: this.rules.capacityOf(resource), taken }))
      .filter((row) => row.taken > row.capacity)
  }

  /** The claims of `ids` that exist, in the order of `ids` (one query). */
  private async readAll(ids: string[]): Promise<Claim[]> {
    const rows = await this.tables.all<ClaimRow>(
      `SELECT * FROM claims WHERE id IN (${ids.map(() => '?').join(', ')})`,
      ids,
    )
    const byId = new Map(rows.map((row) => [row.id, claimOf(row)]))
    return ids.flatMap((id) => byId.get(id) ?? [])
  }

  private async insert(claim: Claim): Promise<void> {
    await this.tables.run(
      `INSERT INTO claims (id, state, holders, takes, created_at, expires_at, extensions, released_at, forced)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        claim.id,
        claim.state,
        JSON.stringify(claim.holders),
        JSON.stringify(claim.takes),
        claim.createdAt,
        claim.expiresAt,
        claim.extensions,
        claim.releasedAt,
        claim.forced ? 1 : 0,
      ],
    )
    for (const { resource, amount } of claim.takes)
      await this.tables.run('INSERT INTO claim_takes (claim_id, resource, amount) VALUES (?, ?, ?)', [
        claim.id,
        resource,
        amount,
      ])
    for (const name of claim.holders)
      await this.tables.run('INSERT INTO claim_holders (claim_id, holder) VALUES (?, ?)', [claim.id, name])
  }

  /** Writes a claim's new state; one that no longer counts leaves the indexes. */
  private async write(claim: Claim, now: number): Promise<void> {
    await this.tables.run(
      'UPDATE claims SET state = ?, expires_at = ?, extensions = ?, released_at = ? WHERE id = ?',
      [claim.state, claim.expiresAt, claim.extensions, claim.releasedAt, claim.id],
    )
    if (claim.state === 'released')
      await this.tables.run(
        `UPDATE claims SET released_seq = (SELECT COALESCE(MAX(released_seq), 0) + 1 FROM claims)
         WHERE id = ? AND released_seq IS NULL`,
        [claim.id],
      )
    if (!isLive(claim, now)) await this.unindex(claim.id)
  }

  private async unindex(id: string): Promise<void> {
    await this.tables.run('DELETE FROM claim_takes WHERE claim_id = ?', [id])
    await this.tables.run('DELETE FROM claim_holders WHERE claim_id = ?', [id])
  }
}
