import type { PgDatabase } from './pg-database'
import type { ShopDatabase } from './shop-database'

/** What claimResetToken found: the link's user, another attempt holding it, or no usable link. */
export type ResetClaim = { status: 'claimed'; userId: number } | { status: 'busy' } | { status: 'invalid' }

/** The password-reset links sent by mail (their tokens, hashed) and the attempts holding them. */
export interface ResetLinkStore {
  saveResetToken(tokenHash: string, userId: number, expiresAt: number): Promise<void>
  /**
   * Takes a reset token for one attempt to change the password, for at most `holdMs`, in one
   * atomic step: its user ('claimed'), 'busy' while another attempt holds it, 'invalid' when it is
   * unknown, spent or expired. The token stays valid: spendResetTokens once the password changed,
   * releaseResetToken when the attempt failed (the link works again).
   */
  claimResetToken(tokenHash: string, now: number, holdMs: number): Promise<ResetClaim>
  /** Ends an attempt's hold on a reset token without spending it. */
  releaseResetToken(tokenHash: string): Promise<void>
  /** Spends every reset token of a user: an older link never works after a newer one was used. */
  spendResetTokens(userId: number): Promise<void>
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS reset_tokens (token_hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL, expires_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS reset_claims (token_hash TEXT PRIMARY KEY, until INTEGER NOT NULL);
`

export class SqliteResetLinkStore implements ResetLinkStore {
  constructor(private readonly database: ShopDatabase) {
    database.db.exec(SCHEMA)
  }

  async saveResetToken(tokenHash: string, userId: number, expiresAt: number): Promise<void> {
    this.database.db
      .prepare('INSERT INTO reset_tokens (token_hash, user_id, expires_at) VALUES (?, ?, ?)')
      .run(tokenHash, userId, expiresAt)
  }

  async claimResetToken(tokenHash: string, now: number, holdMs: number): Promise<ResetClaim> {
    return this.database.transaction(() => {
      const row = this.database.db
        .prepare('SELECT user_id FROM reset_tokens WHERE token_hash = ? AND expires_at > ?')
        .get(tokenHash, now) as { user_id: number } | undefined
      if (!row) return { status: 'invalid' }
      const claimed = this.database.db
        .prepare(
          `INSERT INTO reset_claims (token_hash, until) VALUES (?, ?)
           ON CONFLICT(token_hash) DO UPDATE SET until = excluded.until WHERE reset_claims.until <= ?`,
        )
        .run(tokenHash, now + holdMs, now)
      return Number(claimed.changes) === 1 ? { status: 'claimed', userId: row.user_id } : { status: 'busy' }
    })
  }

  async releaseResetToken(tokenHash: string): Promise<void> {
    this.database.prepare('DELETE FROM reset_claims WHERE token_hash = ?').run(tokenHash)
  }

  async spendResetTokens(userId: number): Promise<void> {
    this.database.transaction(() => {
      const hashes = this.database.db
        .prepare('DELETE FROM reset_tokens WHERE user_id = ? RETURNING token_hash')
        .all(userId) as { token_hash: string }[]
      const release = this.database.prepare('DELETE FROM reset_claims WHERE token_hash = ?')
      for (const { token_hash } of hashes) release.run(token_hash)
    })
  }

  async sweep(now: number): Promise<void> {
    this.database.prepare('DELETE FROM reset_tokens WHERE expires_at <= ?').run(now)
    this.database.prepare('DELETE FROM reset_claims WHERE until <= ?').run(now)
  }
}

/** The reset links on PostgreSQL. */
export class PgResetLinkStore implements ResetLinkStore {
  constructor(private readonly database: PgDatabase) {}

  async saveResetToken(tokenHash: string, userId: number, expiresAt: number): Promise<void> {
    await this.database.run(
      'INSERT INTO reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, $3)',
      [tokenHash, userId, expiresAt],
    )
  }

  async claimResetToken(tokenHash: string, now: number, holdMs: number): Promise<ResetClaim> {
    return this.database.transaction(async (tx) => {
      // The link's row locked: a spend of the user's links (a password just changed) waits for
      // this claim, or this one finds the link gone; never a claim on a link spent meanwhile.
      const row = await this.database.row<{ user_id: number }>(
        'SELECT user_id FROM reset_tokens WHERE token_hash = $1 AND expires_at > $2 FOR UPDATE',
        [tokenHash, now],
        tx,
      )
      if (!row) return { status: 'invalid' }
      // Of two attempts at once, the unique key lets one in; the other finds a hold that has not ended.
      const claimed = await this.database.run(
        `INSERT INTO reset_claims (token_hash, until) VALUES ($1, $2)
         ON CONFLICT (token_hash) DO UPDATE SET until = excluded.until WHERE reset_claims.until <= $3`,
        [tokenHash, now + holdMs, now],
        tx,
      )
      return claimed === 1 ? { status: 'claimed', userId: row.user_id } : { status: 'busy' }
    })
  }

  async releaseResetToken(tokenHash: string): Promise<void> {
    await this.database.run('DELETE FROM reset_claims WHERE token_hash = $1', [tokenHash])
  }

  async spendResetTokens(userId: number): Promise<void> {
    await this.database.run(
      `WITH spent AS (DELETE FROM reset_tokens WHERE user_id = $1 RETURNING token_hash)
       DELETE FROM reset_claims WHERE token_hash IN (SELECT token_hash FROM spent)`,
      [userId],
    )
  }

  async sweep(now: number): Promise<void> {
    await this.database.run('DELETE FROM reset_tokens WHERE expires_at <= $1', [now])
    await this.database.run('DELETE FROM reset_claims WHERE until <= $1', [now])
  }
}
