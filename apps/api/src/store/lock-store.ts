import type { PgDatabase } from './pg-database'
import type { ShopDatabase } from './shop-database'

/**
 * Named locks with a lease, for what must run one at a time in every process sharing the database
 * (store/serialised.ts: the order watch, the reconciliations).
 */
export interface LockStore {
  /**
   * Takes the named lock for `holder` until `now + leaseMs`, in one atomic step: true when it was
   * free (never taken, released, or its lease ran out: a holder that died lets it go), false while
   * another holder has it. Taken again by the same holder, its lease is renewed.
   */
  claimLock(name: string, holder: string, now: number, leaseMs: number): Promise<boolean>
  /** Lets the lock go, if `holder` still has it (a lease taken over meanwhile stays with its new holder). */
  releaseLock(name: string, holder: string): Promise<void>
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS locks (name TEXT PRIMARY KEY, holder TEXT NOT NULL, until INTEGER NOT NULL);
`

export class SqliteLockStore implements LockStore {
  constructor(private readonly database: ShopDatabase) {
    database.db.exec(SCHEMA)
  }

  async claimLock(name: string, holder: string, now: number, leaseMs: number): Promise<boolean> {
    const claimed = this.database
      .prepare(
        `INSERT INTO locks (name, holder, until) VALUES (?, ?, ?)
       ON CONFLICT(name) DO UPDATE SET holder = excluded.holder, until = excluded.until
       WHERE locks.until <= ? OR locks.holder = excluded.holder`,
      )
      .run(name, holder, now + leaseMs, now)
    return Number(claimed.changes) === 1
  }

  async releaseLock(name: string, holder: string): Promise<void> {
    this.database.prepare('DELETE FROM locks WHERE name = ? AND holder = ?').run(name, holder)
  }

  async sweep(now: number): Promise<void> {
    this.database.prepare('DELETE FROM locks WHERE until <= ?').run(now)
  }
}

/** The named locks on PostgreSQL: one upsert decides who holds a lock. */
export class PgLockStore implements LockStore {
  constructor(private readonly database: PgDatabase) {}

  async claimLock(name: string, holder: string, now: number, leaseMs: number): Promise<boolean> {
    const claimed = await this.database.run(
      `INSERT INTO locks (name, holder, until) VALUES ($1, $2, $3)
       ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, until = excluded.until
       WHERE locks.until <= $4 OR locks.holder = excluded.holder`,
      [name, holder, now + leaseMs, now],
    )
    return claimed === 1
  }

  async releaseLock(name: string, holder: string): Promise<void> {
    await this.database.run('DELETE FROM locks WHERE name = $1 AND holder = $2', [name, holder])
  }

  async sweep(now: number): Promise<void> {
    await this.database.run('DELETE FROM locks WHERE until <= $1', [now])
  }
}
