import type { PgDatabase } from './pg-database'
import type { ShopDatabase } from './shop-database'

/** How long idempotency keys are kept (DECISIONS.md section 2.10: at least 24 h). */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000
/** A key still pending after this long belongs to a request that died (a crash): another may take it over. */
export const IDEMPOTENCY_STALE_MS = 2 * 60_000

export type IdempotencyBegin =
  | { state: 'new' }
  | { state: 'pending' }
  | { state: 'done'; status: number; body: unknown }
  | { state: 'mismatch' }

/** The Idempotency-Key of each write (a checkout, a payment) with its request's hash and its answer. */
export interface IdempotencyStore {
  /**
   * Starts the work of a key: 'new' (yours to do), 'pending' (another request is doing it),
   * 'done' (its answer), 'mismatch' (the key was used with another body). A key left pending for
   * over two minutes (its request died) is handed over as 'new'.
   */
  beginIdempotent(key: string, bodyHash: string, now: number): Promise<IdempotencyBegin>
  completeIdempotent(key: string, status: number, body: unknown): Promise<void>
  abandonIdempotent(key: string): Promise<void>
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS idempotency (
  key TEXT PRIMARY KEY, body_hash TEXT NOT NULL, status INTEGER, body TEXT, created_at INTEGER NOT NULL
);
`

/** Where a kept answer lives (sealed: it carries the order key), authenticated with its key. */
const sealedIn = (key: string) => `idempotency.body:${key}`

interface IdempotencyRow {
  body_hash: string
  status: number | null
  body: string | null
  created_at: number
}

/**
 * What beginIdempotent answers for the key's row (none: never used); 'new' means the caller takes
 * the key (its row is then written anew). `open` unseals the kept answer (null when it does not open).
 */
function decideIdempotent(
  row: IdempotencyRow | undefined,
  bodyHash: string,
  now: number,
  open: (sealed: string) => string | null,
): IdempotencyBegin {
  const stalePending =
    row !== undefined && row.status === null && row.created_at + IDEMPOTENCY_STALE_MS <= now
  // The kept answer (sealed: it carries the order key) opens, or the key starts over: the
  // checkout's marker in WooCommerce still keeps a second order from being made.
  const answer = row?.body == null ? null : open(row.body)
  const unreadable = row?.body != null && answer === null
  if (
    !row ||
    row.created_at + IDEMPOTENCY_TTL_MS <= now ||
    (stalePending && row.body_hash === bodyHash) ||
    (unreadable && row.body_hash === bodyHash)
  )
    return { state: 'new' }
  if (row.body_hash !== bodyHash) return { state: 'mismatch' }
  if (row.status === null) return { state: 'pending' }
  return { state: 'done', status: row.status, body: answer === null ? null : JSON.parse(answer) }
}

export class SqliteIdempotencyStore implements IdempotencyStore {
  constructor(private readonly database: ShopDatabase) {
    database.db.exec(SCHEMA)
  }

  async beginIdempotent(key: string, bodyHash: string, now: number): Promise<IdempotencyBegin> {
    return this.database.transaction(() => {
      const row = this.database.db
        .prepare('SELECT body_hash, status, body, created_at FROM idempotency WHERE key = ?')
        .get(key) as IdempotencyRow | undefined
      const begin = decideIdempotent(row, bodyHash, now, (body) =>
        this.database.box.open(body, sealedIn(key)),
      )
      if (begin.state === 'new')
        this.database.db
          .prepare(
            'INSERT OR REPLACE INTO idempotency (key, body_hash, status, body, created_at) VALUES (?, ?, NULL, NULL, ?)',
          )
          .run(key, bodyHash, now)
      return begin
    })
  }

  async completeIdempotent(key: string, status: number, body: unknown): Promise<void> {
    this.database.db
      .prepare('UPDATE idempotency SET status = ?, body = ? WHERE key = ?')
      .run(status, this.database.box.seal(JSON.stringify(body) ?? 'null', sealedIn(key)), key)
  }

  async abandonIdempotent(key: string): Promise<void> {
    this.database.prepare('DELETE FROM idempotency WHERE key = ? AND status IS NULL').run(key)
  }

  async sweep(now: number): Promise<void> {
    this.database.prepare('DELETE FROM idempotency WHERE created_at + ? <= ?').run(IDEMPOTENCY_TTL_MS, now)
  }
}

/**
 * The idempotency keys on PostgreSQL: a key's first use is decided by the primary key, a later one
 * with the key's row locked (FOR UPDATE), so that of parallel requests with one key one works.
 */
export class PgIdempotencyStore implements IdempotencyStore {
  constructor(private readonly database: PgDatabase) {}

  async beginIdempotent(key: string, bodyHash: string, now: number): Promise<IdempotencyBegin> {
    return this.database.transaction(async (tx) => {
      const inserted = await this.database.run(
        `INSERT INTO idempotency (key, body_hash, status, body, created_at) VALUES ($1, $2, NULL, NULL, $3)
         ON CONFLICT (key) DO NOTHING`,
        [key, bodyHash, now],
        tx,
      )
      if (inserted === 1) return { state: 'new' }
      const row = await this.database.row<IdempotencyRow>(
        'SELECT body_hash, status, body, created_at FROM idempotency WHERE key = $1 FOR UPDATE',
        [key],
        tx,
      )
      const begin = decideIdempotent(row, bodyHash, now, (body) =>
        this.database.box.open(body, sealedIn(key)),
      )
      if (begin.state === 'new')
        await this.database.run(
          'UPDATE idempotency SET body_hash = $2, status = NULL, body = NULL, created_at = $3 WHERE key = $1',
          [key, bodyHash, now],
          tx,
        )
      return begin
    })
  }

  async completeIdempotent(key: string, status: number, body: unknown): Promise<void> {
    await this.database.run('UPDATE idempotency SET status = $1, body = $2 WHERE key = $3', [
      status,
      this.database.box.seal(JSON.stringify(body) ?? 'null', sealedIn(key)),
      key,
    ])
  }

  async abandonIdempotent(key: string): Promise<void> {
    await this.database.run('DELETE FROM idempotency WHERE key = $1 AND status IS NULL', [key])
  }

  async sweep(now: number): Promise<void> {
    await this.database.run('DELETE FROM idempotency WHERE created_at + $1 <= $2', [IDEMPOTENCY_TTL_MS, now])
  }
}
