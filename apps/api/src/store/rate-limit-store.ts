import type { PgDatabase } from './pg-database'
import type { ShopDatabase } from './shop-database'

/** What a fixed window of a limit holds: its hits so far, and when it ends (ms). */
export interface WindowCount {
  count: number
  resetAt: number
}

/**
 * The counters of the rate limits and login budgets: hits per key in fixed windows, shared by every
 * process on the database (security/rate-limit.ts, security/login-limit.ts).
 */
export interface RateLimitStore {
  /** Counts a hit in a fixed window; how many hits the window holds and when it ends. */
  hit(key: string, windowMs: number, now: number): Promise<WindowCount>
  hits(key: string, now: number): Promise<WindowCount>
  clearHits(key: string): Promise<void>
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS rate_limits (key TEXT PRIMARY KEY, count INTEGER NOT NULL, reset_at INTEGER NOT NULL);
`

export class SqliteRateLimitStore implements RateLimitStore {
  constructor(private readonly database: ShopDatabase) {
    database.db.exec(SCHEMA)
  }

  async hit(key: string, windowMs: number, now: number): Promise<WindowCount> {
    const row = this.database.db
      .prepare(
        `INSERT INTO rate_limits (key, count, reset_at) VALUES (?, 1, ?)
         ON CONFLICT(key) DO UPDATE SET
           count = CASE WHEN reset_at <= ? THEN 1 ELSE count + 1 END,
           reset_at = CASE WHEN reset_at <= ? THEN excluded.reset_at ELSE reset_at END
         RETURNING count, reset_at`,
      )
      .get(key, now + windowMs, now, now) as { count: number; reset_at: number }
    return { count: row.count, resetAt: row.reset_at }
  }

  async hits(key: string, now: number): Promise<WindowCount> {
    const row = this.database.db
      .prepare('SELECT count, reset_at FROM rate_limits WHERE key = ? AND reset_at > ?')
      .get(key, now) as { count: number; reset_at: number } | undefined
    return row ? { count: row.count, resetAt: row.reset_at } : { count: 0, resetAt: now }
  }

  async clearHits(key: string): Promise<void> {
    this.database.prepare('DELETE FROM rate_limits WHERE key = ?').run(key)
  }

  async sweep(now: number): Promise<void> {
    this.database.prepare('DELETE FROM rate_limits WHERE reset_at <= ?').run(now)
  }
}

/** The rate-limit windows on PostgreSQL: one upsert per hit, so parallel hits each count. */
export class PgRateLimitStore implements RateLimitStore {
  constructor(private readonly database: PgDatabase) {}

  async hit(key: string, windowMs: number, now: number): Promise<WindowCount> {
    const row = await this.database.row<{ count: number; reset_at: number }>(
      `INSERT INTO rate_limits (key, count, reset_at) VALUES ($1, 1, $2)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN rate_limits.reset_at <= $3 THEN 1 ELSE rate_limits.count + 1 END,
         reset_at = CASE WHEN rate_limits.reset_at <= $3 THEN excluded.reset_at ELSE rate_limits.reset_at END
       RETURNING count, reset_at`,
      [key, now + windowMs, now],
    )
    return { count: row?.count ?? 1, resetAt: row?.reset_at ?? now + windowMs }
  }

  async hits(key: string, now: number): Promise<WindowCount> {
    const row = await this.database.row<{ count: number; reset_at: number }>(
      'SELECT count, reset_at FROM rate_limits WHERE key = $1 AND reset_at > $2',
      [key, now],
    )
    return row ? { count: row.count, resetAt: row.reset_at } : { count: 0, resetAt: now }
  }

  async clearHits(key: string): Promise<void> {
    await this.database.run('DELETE FROM rate_limits WHERE key = $1', [key])
  }

  async sweep(now: number): Promise<void> {
    await this.database.run('DELETE FROM rate_limits WHERE reset_at <= $1', [now])
  }
}
