import type { PgDatabase } from './pg-database'
import type { SecretBox } from './secret-box'
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
  remember: number | boolean
  created_at: number
  expires_at: number
}

/** Where a session's sealed token lives: authenticated with it, so it opens only in its own row. */
const sealedIn = (idHash: string) => `sessions.woo_token:${idHash}`

/**
 * A session as its store gives it, or 'unreadable' when its token does not open (another
 * SESSION_SECRET, or an altered row: the session then ends, its user is signed out).
 */
function sessionOf(row: SessionRow, box: SecretBox): Session | 'unreadable' {
  const wooToken = row.woo_token === null ? null : box.open(row.woo_token, sealedIn(row.id_hash))
  if (row.woo_token !== null && wooToken === null) return 'unreadable'
  return {
    idHash: row.id_hash,
    userId: row.user_id,
    email: row.email,
    role: row.role,
    method: row.method,
    wooToken,
    remember: row.remember === 1 || row.remember === true,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  }
}

/** A new session's first columns, in the order of the inserts (its token sealed). */
const sessionValues = (s: Session, box: SecretBox) => [
  s.idHash,
  s.userId,
  s.email,
  s.role,
  s.method,
  s.wooToken === null ? null : box.seal(s.wooToken, sealedIn(s.idHash)),
]

const UNREADABLE_SESSION =
  'Sessione chiusa: il suo token WooCommerce non si decifra (SESSION_SECRET cambiato o dato alterato)'
const UNREADABLE_SESSIONS =
  'Sessioni chiuse: il loro token WooCommerce non si decifra (in chiaro da prima della cifratura, SESSION_SECRET cambiato o dato alterato); gli utenti rientrano con un nuovo accesso'

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
    if (dropped > 0) this.database.log(UNREADABLE_SESSIONS, { sessions: dropped, clearText })
  }

  async createSession(s: Session): Promise<void> {
    this.database.db
      .prepare(
        `INSERT INTO sessions (id_hash, user_id, email, role, method, woo_token, remember, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(...sessionValues(s, this.database.box), s.remember ? 1 : 0, s.createdAt, s.expiresAt)
  }

  async getSession(idHash: string, now: number): Promise<Session | null> {
    const row = this.database.db
      .prepare('SELECT * FROM sessions WHERE id_hash = ? AND expires_at > ?')
      .get(idHash, now) as SessionRow | undefined
    if (!row) return null
    const session = sessionOf(row, this.database.box)
    if (session !== 'unreadable') return session
    this.database.prepare('DELETE FROM sessions WHERE id_hash = ?').run(idHash)
    this.database.log(UNREADABLE_SESSION, { userId: row.user_id })
    return null
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

/** The sessions on PostgreSQL: the same rows, the same sealing. */
export class PgSessionStore implements SessionStore {
  constructor(private readonly database: PgDatabase) {}

  /** Ends the sessions whose token does not open (see SqliteSessionStore); run once at start. */
  async endUnreadable(): Promise<void> {
    const rows = await this.database.rows<{ id_hash: string; woo_token: string }>(
      'SELECT id_hash, woo_token FROM sessions WHERE woo_token IS NOT NULL',
    )
    const { dropped, clearText } = await this.database.dropUnreadable(
      'sessions',
      'id_hash',
      rows.map((row) => ({ key: row.id_hash, sealed: row.woo_token, sealedIn: sealedIn(row.id_hash) })),
    )
    if (dropped > 0) this.database.log(UNREADABLE_SESSIONS, { sessions: dropped, clearText })
  }

  async createSession(s: Session): Promise<void> {
    await this.database.run(
      `INSERT INTO sessions (id_hash, user_id, email, role, method, woo_token, remember, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [...sessionValues(s, this.database.box), s.remember, s.createdAt, s.expiresAt],
    )
  }

  async getSession(idHash: string, now: number): Promise<Session | null> {
    const row = await this.database.row<SessionRow>(
      'SELECT * FROM sessions WHERE id_hash = $1 AND expires_at > $2',
      [idHash, now],
    )
    if (!row) return null
    const session = sessionOf(row, this.database.box)
    if (session !== 'unreadable') return session
    await this.deleteSession(idHash)
    this.database.log(UNREADABLE_SESSION, { userId: row.user_id })
    return null
  }

  async deleteSession(idHash: string): Promise<void> {
    await this.database.run('DELETE FROM sessions WHERE id_hash = $1', [idHash])
  }

  async deleteUserSessions(userId: number, exceptIdHash?: string): Promise<number> {
    return this.database.run('DELETE FROM sessions WHERE user_id = $1 AND id_hash <> $2', [
      userId,
      exceptIdHash ?? '',
    ])
  }

  async sweep(now: number): Promise<void> {
    await this.database.run('DELETE FROM sessions WHERE expires_at <= $1', [now])
  }
}
