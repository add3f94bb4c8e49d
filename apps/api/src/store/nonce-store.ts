import { sha256 } from '../security/crypto'
import type { PgDatabase } from './pg-database'
import type { ShopDatabase } from './shop-database'

/** The single-use link nonces already used (auto-login links), kept hashed until they expire. */
export interface NonceStore {
  /** True the first time a nonce is used (auto-login links are single use); given hashed, like reset tokens. */
  useNonce(nonceHash: string, expiresAt: number, now: number): Promise<boolean>
  /** Whether a nonce (its hash) has been used already (without using it). */
  isNonceUsed(nonceHash: string, now: number): Promise<boolean>
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS nonces (nonce TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
`

export class SqliteNonceStore implements NonceStore {
  constructor(private readonly database: ShopDatabase) {
    database.db.exec(SCHEMA)
    this.hashClearNonces()
  }

  /** Used link nonces written in clear before they were kept hashed: hashed now, so they stay used. */
  private hashClearNonces(): void {
    const clear = this.database.prepare('SELECT nonce FROM nonces WHERE length(nonce) != 64').all() as {
      nonce: string
    }[]
    if (clear.length === 0) return
    this.database.transaction(() => {
      const rehash = this.database.prepare('UPDATE OR REPLACE nonces SET nonce = ? WHERE nonce = ?')
      for (const { nonce } of clear) rehash.run(sha256(nonce), nonce)
    })
    this.database.checkpoint()
  }

  async useNonce(nonceHash: string, expiresAt: number, now: number): Promise<boolean> {
    this.database.prepare('DELETE FROM nonces WHERE expires_at <= ?').run(now)
    const result = this.database.db
      .prepare('INSERT OR IGNORE INTO nonces (nonce, expires_at) VALUES (?, ?)')
      .run(nonceHash, expiresAt)
    return Number(result.changes) === 1
  }

  async isNonceUsed(nonceHash: string, now: number): Promise<boolean> {
    return (
      this.database.prepare('SELECT 1 FROM nonces WHERE nonce = ? AND expires_at > ?').get(nonceHash, now) !==
      undefined
    )
  }

  async sweep(now: number): Promise<void> {
    this.database.prepare('DELETE FROM nonces WHERE expires_at <= ?').run(now)
  }
}

/** The used nonces on PostgreSQL: the unique key decides which of two uses at once is the first. */
export class PgNonceStore implements NonceStore {
  constructor(private readonly database: PgDatabase) {}

  async useNonce(nonceHash: string, expiresAt: number, now: number): Promise<boolean> {
    await this.database.run('DELETE FROM nonces WHERE nonce = $1 AND expires_at <= $2', [nonceHash, now])
    const inserted = await this.database.run(
      'INSERT INTO nonces (nonce, expires_at) VALUES ($1, $2) ON CONFLICT (nonce) DO NOTHING',
      [nonceHash, expiresAt],
    )
    return inserted === 1
  }

  async isNonceUsed(nonceHash: string, now: number): Promise<boolean> {
    return (
      (await this.database.row('SELECT 1 FROM nonces WHERE nonce = $1 AND expires_at > $2', [
        nonceHash,
        now,
      ])) !== undefined
    )
  }

  async sweep(now: number): Promise<void> {
    await this.database.run('DELETE FROM nonces WHERE expires_at <= $1', [now])
  }
}
