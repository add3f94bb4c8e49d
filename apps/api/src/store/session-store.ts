import type { ShopDatabase } from './shop-database'

/** A server-side session. The browser holds only its id, in an HttpOnly cookie; the store keeps its hash. */
export interface Session {
  idHash: string
  userId: number
  email: string
  role: 'customer' | 'administrator' | 'shop_manager'
  /** How the user proved who they are (a password change asks password sessions for the old one). */
  method: 'password' | 'phone' | 'auto-login' | 'register' | 'reset'
  /** The user's WooCommerce JWT, when the login produced one (wp/v2/users/me calls); sealed at rest. */
  wooToken: string | null
  remember: boolean
  createdAt: number
  expiresAt: number
}

/** The signed-in sessions: each browser's, found by the hash of its cookie. */
export interface SessionStore {
  createSession(session: Session): Promise<void>
  /** The session, or null: unknown, expired, or ended because its sealed token did not open. */
  getSession(idHash: string, now: number): Promise<Session | null>
  deleteSession(idHash: string): Promise<void>
  /** Ends every session of a user but the one given (after a password change or reset). */
  deleteUserSessions(userId: number, exceptIdHash?: string): Promise<number>
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS sessions (
  id_hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL, email TEXT NOT NULL, role TEXT NOT NULL, method TEXT NOT NULL,
  woo_token TEXT, remember INTEGER NOT NULL, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_user ON sessions (user_id);
`

interface SessionRow {
  id_hash: string
  user_id: number
  email: string
  role: Session['role']
  method: Session['method']
  woo_token: string | null
  remember: number
  created_at: number
  expires_at: number
}

/** Where a session's sealed token lives: authenticated with it, so it opens only in its own row. */
const sealedIn = (idHash: string) => `sessions.woo_token:${idHash}`

/**
 * The sessions in SQLite. A session's WooCommerce token is sealed (AES-256-GCM); its id arrives
 * hashed. Opening ends the sessions whose token does not open: written in clear before encryption,
 * sealed under another SESSION_SECRET, or altered (their users sign in again).
 */
export class SqliteSessionStore implements SessionStore {
  constructor(private readonly database: ShopDatabase) {
    database.db.exec(SCHEMA)
    this.endUnreadable()
  }

  private endUnreadable(): void {
    const rows = this.database.db
      .prepare('SELECT id_hash, woo_token FROM sessions WHERE woo_token IS NOT NULL')
      .all() as { id_hash: string; woo_token: string }[]
    const { dropped, clearText } = this.database.dropUnreadable(
      'sessions',
      'id_hash',
      rows.map((row) => ({ key: row.id_hash, sealed: row.woo_token, sealedIn: sealedIn(row.id_hash) })),
    )
    if (dropped > 0)
      this.database.log(
        'Sessioni chiuse: il loro token WooCommerce non si decifra (in chiaro da prima della cifratura, SESSION_SECRET cambiato o dato alterato); gli utenti rientrano con un nuovo accesso',
        { sessions: dropped, clearText },
      )
  }

  async createSession(s: Session): Promise<void> {
    this.database.db
      .prepare(
        `INSERT INTO sessions (id_hash, user_id, email, role, method, woo_token, remember, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        s.idHash,
        s.userId,
        s.email,
        s.role,
        s.method,
        s.wooToken === null ? null : this.database.box.seal(s.wooToken, sealedIn(s.idHash)),
        s.remember ? 1 : 0,
        s.createdAt,
        s.expiresAt,
      )
  }

  async getSession(idHash: string, now: number): Promise<Session | null> {
    const row = this.database.db
      .prepare('SELECT * FROM sessions WHERE id_hash = ? AND expires_at > ?')
      .get(idHash, now) as SessionRow | undefined
    if (!row) return null
    let wooToken: string | null = null
    if (row.woo_token !== null) {
      wooToken = this.database.box.open(row.woo_token, sealedIn(row.id_hash))
      if (wooToken === null) {
        // Another secret or an altered row: the session ends, its user is signed out.
        this.database.prepare('DELETE FROM sessions WHERE id_hash = ?').run(idHash)
        this.database.log(
          'Sessione chiusa: il suo token WooCommerce non si decifra (SESSION_SECRET cambiato o dato alterato)',
          {
            userId: row.user_id,
          },
        )
        return null
      }
    }
    return {
      idHash: row.id_hash,
      userId: row.user_id,
      email: row.email,
      role: row.role,
      method: row.method,
      wooToken,
      remember: row.remember === 1,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
    }
  }

  async deleteSession(idHash: string): Promise<void> {
    this.database.prepare('DELETE FROM sessions WHERE id_hash = ?').run(idHash)
  }

  async deleteUserSessions(userId: number, exceptIdHash?: string): Promise<number> {
    const result = this.database.db
      .prepare('DELETE FROM sessions WHERE user_id = ? AND id_hash != ?')
      .run(userId, exceptIdHash ?? '')
    return Number(result.changes)
  }

  async sweep(now: number): Promise<void> {
    this.database.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(now)
  }
}
