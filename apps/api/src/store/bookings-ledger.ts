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
  type Ledger,
  type LedgerRules,
  type Overbooked,
  releaseClaim,
} from '@shop/bookings'
import { inTransaction, statementCache } from './sqlite-transaction'

/** The ledger as the store keeps it: plus the live amounts of a range of resources (one query). */
export interface StoredLedger extends Ledger {
  /** The live amount of each resource from `from` (inclusive) to `to` (exclusive), in key order. */
  takenBetween(from: string, to: string, now: number): { resource: string; taken: number }[]
  /**
   * Deletes a hold (state `held`, live or not) as if it had never been: for the place a refused
   * checkout took for itself, so that a refusal leaves nothing behind. An order's claim is never
   * discarded (false).
   */
  discard(id: string): boolean
  /**
   * The booked claims, not released, whose first holder starts with `holderPrefix`, that end by
   * `until` (lapsed ones included: expired is not released), soonest first, at most `limit`: the
   * unpaid orders whose time to pay is up or near (`order:`).
   */
  bookedEndingBy(until: number, limit: number, holderPrefix: string): Claim[]
  /** The live claims that take `resource`, oldest first. */
  liveOn(resource: string, now: number): Claim[]
  /**
   * The release counter: each release moves it on by one. Read it before reading a capacity from
   * elsewhere (WooCommerce's stock) and give it to releasedSince when deciding.
   */
  releaseMark(): number
  /**
   * What the claims released after `mark` took of each of `resources`: a stock read made before
   * they were released may predate the reduction WooCommerce made just before (a paid order), so
   * their units still count against that read.
   */
  releasedSince(mark: number, resources: readonly string[]): Map<string, number>
  /**
   * Runs `work` (reads and claims on this ledger) as one transaction: what a caller reads to
   * decide its claim (a holder's live claims) cannot change before the claim, in this process or
   * another sharing the store.
   */
  atomically<T>(work: () => T): T
}

/**
 * The bookings ledger's tables (issue 23): every claim on van places, kilograms and stock, and two
 * indexes of the live ones, by resource and by holder. A claim leaves the indexes when it stops
 * counting (released, or found expired); its row stays, so that its id is never claimed again.
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

/**
 * The bookings ledger in SQLite: each call is one `BEGIN IMMEDIATE` transaction (a savepoint when
 * the caller already has one open), which reads the claims sharing a resource or a holder with the
 * request, asks `@shop/bookings` for the decision and writes it. Two API processes on one file
 * decide one after the other; nothing is sold twice.
 */
export class SqliteBookingsLedger implements StoredLedger {
  private readonly prepare: (sql: string) => StatementSync

  constructor(
    private readonly db: DatabaseSync,
    private readonly rules: LedgerRules,
  ) {
    db.exec(BOOKINGS_LEDGER_SCHEMA)
    addReleaseCounter(db)
    this.prepare = statementCache(db)
  }

  claim(request: ClaimRequest, now: number): Decision<Granted> {
    return this.transaction(() => {
      const ids = new Set<string>([request.id])
      if (request.replaces !== undefined) ids.add(request.replaces)
      const byResource = this.prepare('SELECT claim_id FROM claim_takes WHERE resource = ?')
      for (const take of request.takes)
        for (const row of byResource.all(take.resource) as { claim_id: string }[]) ids.add(row.claim_id)
      const byHolder = this.prepare('SELECT claim_id FROM claim_holders WHERE holder = ?')
      for (const holder of request.holders)
        for (const row of byHolder.all(holder) as { claim_id: string }[]) ids.add(row.claim_id)
      const concerned = [...ids].flatMap((id) => this.read(id) ?? [])
      const decision = decideClaim(request, concerned, now, this.rules)
      if (decision.ok) {
        this.insert(decision.value.claim)
        if (decision.value.released) this.write(decision.value.released, now)
      }
      // Expired claims met on the way leave the indexes: they never count again.
      for (const claim of concerned) if (!isLive(claim, now)) this.unindex(claim.id)
      return decision
    })
  }

  book(id: string, expiresAt: number | null, now: number): Decision<Claim> {
    return this.transaction(() => {
      const decision = bookClaim(this.read(id), expiresAt, now)
      if (decision.ok) this.write(decision.value, now)
      return decision
    })
  }

  extend(id: string, expiresAt: number | null, now: number): Decision<Claim> {
    return this.transaction(() => {
      const decision = extendClaim(this.read(id), expiresAt, now, this.rules)
      if (decision.ok) this.write(decision.value, now)
      return decision
    })
  }

  release(id: string, now: number): Claim | null {
    return this.transaction(() => {
      const claim = this.read(id)
      if (!claim) return null
      const released = releaseClaim(claim, now)
      this.write(released, now)
      return released
    })
  }

  get(id: string): Claim | undefined {
    return this.read(id)
  }

  taken(resource: string, now: number): number {
    const row = this.prepare(
      `SELECT COALESCE(SUM(t.amount), 0) AS n FROM claim_takes t JOIN claims c ON c.id = t.claim_id
       WHERE t.resource = ? AND c.state != 'released' AND (c.expires_at IS NULL OR c.expires_at > ?)`,
    ).get(resource, now) as { n: number }
    return row.n
  }

  takenBetween(from: string, to: string, now: number): { resource: string; taken: number }[] {
    return this.prepare(
      `SELECT t.resource AS resource, SUM(t.amount) AS taken FROM claim_takes t JOIN claims c ON c.id = t.claim_id
       WHERE t.resource >= ? AND t.resource < ? AND c.state != 'released' AND (c.expires_at IS NULL OR c.expires_at > ?)
       GROUP BY t.resource ORDER BY t.resource`,
    ).all(from, to, now) as { resource: string; taken: number }[]
  }

  atomically<T>(work: () => T): T {
    return this.transaction(work)
  }

  discard(id: string): boolean {
    return this.transaction(() => {
      const claim = this.read(id)
      if (claim?.state !== 'held') return false
      this.unindex(id)
      this.prepare('DELETE FROM claims WHERE id = ?').run(id)
      return true
    })
  }

  bookedEndingBy(until: number, limit: number, holderPrefix: string): Claim[] {
    // A claim's first holder, as stored (JSON): '["order:12",…'. LIKE's wildcards in the prefix are escaped.
    const pattern = `${JSON.stringify([holderPrefix])
      .slice(0, -2)
      .replace(/[\\%_]/g, '\\$&')}%`
    const rows = this.prepare(
      `SELECT * FROM claims WHERE state = 'booked' AND expires_at IS NOT NULL AND expires_at <= ?
         AND holders LIKE ? ESCAPE '\\'
       ORDER BY expires_at, id LIMIT ?`,
    ).all(until, pattern, limit) as unknown as ClaimRow[]
    return rows.map(claimOf)
  }

  releaseMark(): number {
    const row = this.prepare('SELECT MAX(released_seq) AS m FROM claims').get() as { m: number | null }
    return row.m ?? 0
  }

  releasedSince(mark: number, resources: readonly string[]): Map<string, number> {
    const wanted = new Set(resources)
    const amounts = new Map<string, number>()
    const rows = this.prepare('SELECT takes FROM claims WHERE released_seq > ?').all(mark) as {
      takes: string
    }[]
    for (const row of rows)
      for (const take of JSON.parse(row.takes) as Claim['takes'])
        if (wanted.has(take.resource))
          amounts.set(take.resource, (amounts.get(take.resource) ?? 0) + take.amount)
    return amounts
  }

  liveOn(resource: string, now: number): Claim[] {
    return this.liveIn('claim_takes', 'resource', resource, now)
  }

  liveOf(holder: string, now: number): Claim[] {
    return this.liveIn('claim_holders', 'holder', holder, now)
  }

  /** The live claims an index (by resource or by holder) lists under `key`, oldest first. */
  private liveIn(
    index: 'claim_takes' | 'claim_holders',
    column: 'resource' | 'holder',
    key: string,
    now: number,
  ): Claim[] {
    const rows = this.prepare(
      `SELECT c.* FROM ${index} i JOIN claims c ON c.id = i.claim_id
       WHERE i.${column} = ? AND c.state != 'released' AND (c.expires_at IS NULL OR c.expires_at > ?)
       ORDER BY c.created_at, c.id`,
    ).all(key, now) as unknown as ClaimRow[]
    return rows.map(claimOf)
  }

  overbooked(now: number): Overbooked[] {
    const rows = this.prepare(
      `SELECT t.resource AS resource, SUM(t.amount) AS taken FROM claim_takes t JOIN claims c ON c.id = t.claim_id
       WHERE c.state != 'released' AND (c.expires_at IS NULL OR c.expires_at > ?)
       GROUP BY t.resource ORDER BY t.resource`,
    ).all(now) as { resource: string; taken: number }[]
    return rows
      .map(({ resource, taken }) => ({ resource, capacity: this.rules.capacityOf(resource), taken }))
      .filter((row) => row.taken > row.capacity)
  }

  private read(id: string): Claim | undefined {
    const row = this.prepare('SELECT * FROM claims WHERE id = ?').get(id) as ClaimRow | undefined
    return row ? claimOf(row) : undefined
  }

  private insert(claim: Claim): void {
    this.prepare(
      `INSERT INTO claims (id, state, holders, takes, created_at, expires_at, extensions, released_at, forced)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      claim.id,
      claim.state,
      JSON.stringify(claim.holders),
      JSON.stringify(claim.takes),
      claim.createdAt,
      claim.expiresAt,
      claim.extensions,
      claim.releasedAt,
      claim.forced ? 1 : 0,
    )
    const take = this.prepare('INSERT INTO claim_takes (claim_id, resource, amount) VALUES (?, ?, ?)')
    for (const { resource, amount } of claim.takes) take.run(claim.id, resource, amount)
    const holder = this.prepare('INSERT INTO claim_holders (claim_id, holder) VALUES (?, ?)')
    for (const name of claim.holders) holder.run(claim.id, name)
  }

  /** Writes a claim's new state; one that no longer counts leaves the indexes. */
  private write(claim: Claim, now: number): void {
    this.prepare(
      'UPDATE claims SET state = ?, expires_at = ?, extensions = ?, released_at = ? WHERE id = ?',
    ).run(claim.state, claim.expiresAt, claim.extensions, claim.releasedAt, claim.id)
    if (claim.state === 'released')
      this.prepare(
        `UPDATE claims SET released_seq = (SELECT COALESCE(MAX(released_seq), 0) + 1 FROM claims)
         WHERE id = ? AND released_seq IS NULL`,
      ).run(claim.id)
    if (!isLive(claim, now)) this.unindex(claim.id)
  }

  private unindex(id: string): void {
    this.prepare('DELETE FROM claim_takes WHERE claim_id = ?').run(id)
    this.prepare('DELETE FROM claim_holders WHERE claim_id = ?').run(id)
  }

  private transaction<T>(work: () => T): T {
    return inTransaction(this.db, work)
  }
}
