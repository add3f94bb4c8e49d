import { randomBytes } from 'node:crypto'
import { DatabaseSync, type StatementSync } from 'node:sqlite'
import type { LedgerRules } from '@shop/bookings'
import type { DeliveryZone } from '@shop/zones'
import { sha256 } from '../security/crypto'
import type {
  ApiStore,
  ChangeAuthor,
  IdempotencyBegin,
  OneTimeCode,
  OutboxMessage,
  PaidWith,
  PaymentBegin,
  PaymentOutcome,
  QueuedMessage,
  ResetClaim,
  SavedZones,
  SeenOrder,
  Session,
  SettingsChange,
  ShopSettings,
  StoredLedger,
} from './api-store'
import { BOOKINGS_LEDGER_SCHEMA, SqliteBookingsLedger } from './bookings-ledger'
import { preparePrivateDatabase, type StoreLog } from './private-files'
import { createSecretBox, isSealed, type SecretBox } from './secret-box'
import { inTransaction, statementCache } from './sqlite-transaction'

/** How long idempotency keys are kept (DECISIONS.md section 2.10: at least 24 h). */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000
/** A key still pending after this long belongs to a request that died (a crash): another may take it over. */
export const IDEMPOTENCY_STALE_MS = 2 * 60_000
/** How long a delivered or abandoned message is kept (its key keeps a replayed event from sending twice). */
export const MESSAGE_KEEP_MS = 30 * 24 * 3600_000
/** How long a released stock hold is kept (far longer than any stock check takes). */
const RELEASED_HOLD_KEEP_MS = 15 * 60_000
/** Claims of the bookings ledger are kept 30 days after they stop counting (for inspection). */
const CLAIM_KEEP_MS = 30 * 24 * 3_600_000

type QueuedMessageRow = {
  id: number
  channel: QueuedMessage['channel']
  key: string | null
  payload: string
  state: QueuedMessage['state']
  attempts: number
  created_at: number
  next_at: number
  last_error: string | null
}

const queuedMessageOf = (row: QueuedMessageRow): QueuedMessage => ({
  id: row.id,
  channel: row.channel,
  key: row.key,
  payload: row.payload,
  state: row.state,
  attempts: row.attempts,
  createdAt: row.created_at,
  nextAt: row.next_at,
  lastError: row.last_error,
})

const SCHEMA = `
CREATE TABLE IF NOT EXISTS zones (version INTEGER PRIMARY KEY, zones TEXT NOT NULL, saved_at INTEGER NOT NULL, saved_by TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS settings_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, user_id INTEGER NOT NULL, email TEXT NOT NULL,
  role TEXT NOT NULL, key TEXT NOT NULL, before TEXT, after TEXT
);
CREATE TABLE IF NOT EXISTS sessions (
  id_hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL, email TEXT NOT NULL, role TEXT NOT NULL, method TEXT NOT NULL,
  woo_token TEXT, remember INTEGER NOT NULL, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_user ON sessions (user_id);
DROP TABLE IF EXISTS codes;
CREATE TABLE IF NOT EXISTS phone_codes (
  id INTEGER PRIMARY KEY AUTOINCREMENT, phone TEXT NOT NULL, requester TEXT NOT NULL, user_id INTEGER NOT NULL,
  code_hash TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, expires_at INTEGER NOT NULL, woo_token TEXT
);
CREATE INDEX IF NOT EXISTS phone_codes_phone ON phone_codes (phone, requester);
CREATE TABLE IF NOT EXISTS reset_tokens (token_hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL, expires_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS reset_claims (token_hash TEXT PRIMARY KEY, until INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS nonces (nonce TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS rate_limits (key TEXT PRIMARY KEY, count INTEGER NOT NULL, reset_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS idempotency (
  key TEXT PRIMARY KEY, body_hash TEXT NOT NULL, status INTEGER, body TEXT, created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT, channel TEXT NOT NULL, recipient TEXT NOT NULL, subject TEXT NOT NULL,
  body TEXT NOT NULL, created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS message_queue (
  id INTEGER PRIMARY KEY AUTOINCREMENT, channel TEXT NOT NULL, key TEXT UNIQUE, payload TEXT NOT NULL,
  state TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL, next_at INTEGER NOT NULL,
  claimed_until INTEGER, last_error TEXT, done_at INTEGER
);
CREATE INDEX IF NOT EXISTS message_queue_due ON message_queue (state, next_at);
CREATE TABLE IF NOT EXISTS order_seen (order_id INTEGER PRIMARY KEY, status TEXT NOT NULL, paid_at TEXT);
CREATE TABLE IF NOT EXISTS order_mail_waits (order_id INTEGER PRIMARY KEY, due_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS marks (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS locks (name TEXT PRIMARY KEY, holder TEXT NOT NULL, until INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS payments (
  order_id INTEGER PRIMARY KEY, attempt INTEGER NOT NULL, state TEXT NOT NULL, paid_with TEXT,
  started_at INTEGER NOT NULL
);
${BOOKINGS_LEDGER_SCHEMA}
`

/** A claim moved from a table of before the bookings ledger. */
interface MovedClaim {
  owner: string
  state: 'held' | 'booked'
  takes: { resource: string; amount: number }[]
  createdAt: number
  expiresAt: number | null
}

interface SlotBookingRow {
  hold: string
  date: string
  slot: string
  vehicle: string
  order_id: number | null
  expires_at: number | null
}

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

export interface SqliteStoreOptions {
  /**
   * SESSION_SECRET: the key that encrypts the credentials the store keeps is derived from it
   * (secret-box.ts). Required for a file; an in-memory store without it uses a random key.
   */
  secret?: string
  /** Where the store says what it did on opening (permissions narrowed, sessions ended) and later. */
  log?: StoreLog
}

/** Where a sealed value lives: authenticated with it, so it opens only in its own row. */
const sealedIn = {
  session: (idHash: string) => `sessions.woo_token:${idHash}`,
  code: (phone: string, userId: number) => `codes.woo_token:${phone}:${userId}`,
  idempotency: (key: string) => `idempotency.body:${key}`,
  // A queued mail or SMS may carry a code or a reset link until it is delivered.
  message: (channel: string) => `message_queue.payload:${channel}`,
}

/**
 * Watches `tables` of `db` for changed rows with SQLite's session extension (every table here has a
 * primary key, which the extension needs). The answer, called once, names the tables whose rows
 * changed since the call and stops watching; rows changed and then put back as they were do not
 * count.
 */
export function watchTables(db: DatabaseSync, tables: readonly string[]): () => string[] {
  const sessions = tables.map((table) => ({ table, session: db.createSession({ table }) }))
  return () => {
    const changed = sessions.filter(({ session }) => session.changeset().length > 0)
    for (const { session } of sessions) session.close()
    return changed.map(({ table }) => table)
  }
}

/** How long getSettings reuses what it read (saves through this store drop it at once). */
const SETTINGS_REUSE_MS = 1000

/**
 * The embedded store: one SQLite file (or memory), created on first use. Nothing secret is kept
 * in clear: WooCommerce tokens and replayed answers (which carry order keys) are sealed with
 * AES-256-GCM; session ids, codes, link tokens and link nonces arrive hashed. The file and its
 * companions are 0600, and deleted rows are overwritten (secure_delete).
 */
export class SqliteApiStore implements ApiStore {
  private settingsCache: { settings: Partial<ShopSettings>; at: number } | null = null
  private readonly db: DatabaseSync
  private readonly box: SecretBox
  private readonly log: StoreLog

  constructor(path = ':memory:', options: SqliteStoreOptions = {}) {
    const inMemory = path === ':memory:' || path === ''
    if (!inMemory && !options.secret) {
      throw new Error(
        'SqliteApiStore: a store in a file needs the session secret, to encrypt the credentials it keeps',
      )
    }
    this.log = options.log ?? (() => {})
    this.box = createSecretBox(options.secret ?? randomBytes(32).toString('base64url'))
    if (!inMemory) preparePrivateDatabase(path, this.log)
    this.db = new DatabaseSync(path)
    this.prepare = statementCache(this.db)
    this.db.exec(
      'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000; PRAGMA secure_delete = ON;',
    )
    this.db.exec(SCHEMA)
    this.moveSlotBookings()
    this.moveStockHolds()
    this.hashClearNonces()
    this.endUnreadableSessions()
  }

  /**
   * The places of a store from before the bookings ledger (table slot_bookings): each live one
   * becomes a claim as it was (an order's for good, a hold until it lapses), then the table goes.
   */
  private moveSlotBookings(): void {
    if (!this.hasTable('slot_bookings')) return
    this.transaction(() => {
      const rows = this.prepare(
        'SELECT hold, date, slot, vehicle, order_id, expires_at FROM slot_bookings WHERE released_at IS NULL',
      ).all() as unknown as SlotBookingRow[]
      for (const row of rows)
        this.insertMovedClaim({
          owner: row.order_id === null ? `hold:${row.hold}` : `order:${row.order_id}`,
          state: row.order_id === null ? 'held' : 'booked',
          takes: [{ resource: `place:${row.date}:${row.slot}:${row.vehicle}`, amount: 1 }],
          createdAt: 0,
          expiresAt: row.order_id === null ? (row.expires_at ?? 0) : null,
        })
      this.db.exec('DROP TABLE slot_bookings')
    })
  }

  /**
   * The stock holds of a store from before they joined the bookings ledger (table stock_holds):
   * each checkout's or order's live ones become one claim as they were, then the table goes.
   */
  private moveStockHolds(): void {
    if (!this.hasTable('stock_holds')) return
    this.transaction(() => {
      const rows = this.prepare(
        `SELECT checkout, order_id, product_id, SUM(quantity) AS quantity, MIN(created_at) AS created_at,
           MAX(expires_at) AS expires_at
         FROM stock_holds WHERE released_seq IS NULL GROUP BY checkout, order_id, product_id`,
      ).all() as {
        checkout: string
        order_id: number | null
        product_id: number
        quantity: number
        created_at: number
        expires_at: number
      }[]
      const claims = new Map<string, MovedClaim & { expiresAt: number }>()
      for (const row of rows) {
        const owner = row.order_id === null ? `stock-checkout:${row.checkout}` : `stock-order:${row.order_id}`
        const claim = claims.get(owner) ?? {
          owner,
          state: row.order_id === null ? 'held' : 'booked',
          takes: [],
          createdAt: row.created_at,
          expiresAt: row.expires_at,
        }
        claim.takes.push({ resource: `stock:${row.product_id}`, amount: row.quantity })
        claim.createdAt = Math.min(claim.createdAt, row.created_at)
        claim.expiresAt = Math.max(claim.expiresAt, row.expires_at)
        claims.set(owner, claim)
      }
      for (const claim of claims.values()) this.insertMovedClaim(claim)
      this.db.exec('DROP TABLE stock_holds')
    })
  }

  private hasTable(name: string): boolean {
    return (
      this.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined
    )
  }

  /** A claim from an older table, recorded as it was (forced: it was a fact), id `<owner>:moved`. */
  private insertMovedClaim(claim: MovedClaim): void {
    const id = `${claim.owner}:moved`
    this.prepare(
      `INSERT OR IGNORE INTO claims (id, state, holders, takes, created_at, expires_at, forced)
       VALUES (?, ?, ?, ?, ?, ?, 1)`,
    ).run(
      id,
      claim.state,
      JSON.stringify([claim.owner]),
      JSON.stringify(claim.takes),
      claim.createdAt,
      claim.expiresAt,
    )
    const take = this.prepare(
      'INSERT OR IGNORE INTO claim_takes (claim_id, resource, amount) VALUES (?, ?, ?)',
    )
    for (const { resource, amount } of claim.takes) take.run(id, resource, amount)
    this.prepare('INSERT OR IGNORE INTO claim_holders (claim_id, holder) VALUES (?, ?)').run(id, claim.owner)
  }

  /** Used link nonces written in clear before they were kept hashed: hashed now, so they stay used. */
  private hashClearNonces(): void {
    const clear = this.prepare('SELECT nonce FROM nonces WHERE length(nonce) != 64').all() as {
      nonce: string
    }[]
    if (clear.length === 0) return
    this.transaction(() => {
      const rehash = this.prepare('UPDATE OR REPLACE nonces SET nonce = ? WHERE nonce = ?')
      for (const { nonce } of clear) rehash.run(sha256(nonce), nonce)
    })
    this.db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
  }

  /**
   * Ends the sessions and codes whose token does not open: written in clear before encryption,
   * sealed under another SESSION_SECRET, or altered. Their users are signed out (a login gives a
   * new token); the rows are overwritten, and the WAL emptied so no copy of them stays there.
   */
  private endUnreadableSessions(): void {
    const sessions = this.db
      .prepare('SELECT id_hash, woo_token FROM sessions WHERE woo_token IS NOT NULL')
      .all() as { id_hash: string; woo_token: string }[]
    const codes = this.db
      .prepare('SELECT id, phone, user_id, woo_token FROM phone_codes WHERE woo_token IS NOT NULL')
      .all() as { id: number; phone: string; user_id: number; woo_token: string }[]
    const badSessions = sessions.filter(
      (s) => this.box.open(s.woo_token, sealedIn.session(s.id_hash)) === null,
    )
    const badCodes = codes.filter(
      (c) => this.box.open(c.woo_token, sealedIn.code(c.phone, c.user_id)) === null,
    )
    if (badSessions.length === 0 && badCodes.length === 0) return
    this.transaction(() => {
      const dropSession = this.prepare('DELETE FROM sessions WHERE id_hash = ?')
      for (const s of badSessions) dropSession.run(s.id_hash)
      const dropCode = this.prepare('DELETE FROM phone_codes WHERE id = ?')
      for (const c of badCodes) dropCode.run(c.id)
    })
    this.db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
    this.log(
      'Sessioni chiuse: il loro token WooCommerce non si decifra (in chiaro da prima della cifratura, SESSION_SECRET cambiato o dato alterato); gli utenti rientrano con un nuovo accesso',
      {
        sessions: badSessions.length,
        codes: badCodes.length,
        clearText: badSessions.filter((s) => !isSealed(s.woo_token)).length,
      },
    )
  }

  /** Statements are compiled once and reused (a compile costs more than most of these queries). */
  private readonly prepare: (sql: string) => StatementSync

  private transaction<T>(work: () => T): T {
    return inTransaction(this.db, work)
  }

  getZones(): SavedZones | null {
    const row = this.prepare('SELECT * FROM zones ORDER BY version DESC LIMIT 1').get() as
      | { version: number; zones: string; saved_at: number; saved_by: string }
      | undefined
    return row
      ? {
          version: row.version,
          zones: JSON.parse(row.zones) as DeliveryZone[],
          savedAt: row.saved_at,
          savedBy: row.saved_by,
        }
      : null
  }

  zonesVersion(): number {
    return (this.prepare('SELECT MAX(version) AS v FROM zones').get() as { v: number | null }).v ?? 0
  }

  saveZones(expectedVersion: number, zones: DeliveryZone[], savedBy: string, now: number): SavedZones | null {
    return this.transaction(() => {
      const current =
        (this.prepare('SELECT MAX(version) AS v FROM zones').get() as { v: number | null }).v ?? 0
      if (current !== expectedVersion) return null
      const version = current + 1
      this.db
        .prepare('INSERT INTO zones (version, zones, saved_at, saved_by) VALUES (?, ?, ?, ?)')
        .run(version, JSON.stringify(zones), now, savedBy)
      return { version, zones, savedAt: now, savedBy }
    })
  }

  zoneHistory(limit: number): Omit<SavedZones, 'zones'>[] {
    const rows = this.db
      .prepare('SELECT version, saved_at, saved_by FROM zones ORDER BY version DESC LIMIT ?')
      .all(limit) as {
      version: number
      saved_at: number
      saved_by: string
    }[]
    return rows.map((r) => ({ version: r.version, savedAt: r.saved_at, savedBy: r.saved_by }))
  }

  getSettings(): Partial<ShopSettings> {
    // Read on most requests: kept a second (another instance's save shows within it), and
    // dropped at once by this instance's own save.
    const now = performance.now()
    if (this.settingsCache && now - this.settingsCache.at < SETTINGS_REUSE_MS)
      return this.settingsCache.settings
    const rows = this.prepare('SELECT key, value FROM settings').all() as { key: string; value: string }[]
    const settings = Object.fromEntries(
      rows.map((r) => [r.key, JSON.parse(r.value)]),
    ) as Partial<ShopSettings>
    this.settingsCache = { settings, at: now }
    return settings
  }

  saveSettings(
    settings: Partial<ShopSettings>,
    by?: ChangeAuthor,
    defaults: Partial<ShopSettings> = {},
  ): void {
    this.settingsCache = null
    this.transaction(() => {
      const statement = this.prepare(
        'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
      )
      const read = this.prepare('SELECT value FROM settings WHERE key = ?')
      for (const [key, value] of Object.entries(settings)) {
        if (value === undefined) continue
        const after = JSON.stringify(value)
        const fallback = defaults[key as keyof ShopSettings]
        const before =
          (read.get(key) as { value: string } | undefined)?.value ??
          (fallback === undefined ? null : JSON.stringify(fallback))
        statement.run(key, after)
        if (by && before !== after) this.logChange({ ...by, key, before, after })
      }
    })
  }

  logSettingsChange(change: Omit<SettingsChange, 'id'>): void {
    this.logChange({
      ...change,
      before: change.before === undefined ? null : JSON.stringify(change.before),
      after: change.after === undefined ? null : JSON.stringify(change.after),
    })
  }

  private logChange(
    change: ChangeAuthor & { key: string; before: string | null; after: string | null },
  ): void {
    this.prepare(
      'INSERT INTO settings_log (at, user_id, email, role, key, before, after) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(change.at, change.userId, change.email, change.role, change.key, change.before, change.after)
  }

  settingsLog(limit: number): SettingsChange[] {
    const rows = this.prepare('SELECT * FROM settings_log ORDER BY id DESC LIMIT ?').all(limit) as {
      id: number
      at: number
      user_id: number
      email: string
      role: string
      key: string
      before: string | null
      after: string | null
    }[]
    return rows.map((row) => ({
      id: row.id,
      at: row.at,
      userId: row.user_id,
      email: row.email,
      role: row.role,
      key: row.key,
      before: row.before === null ? null : JSON.parse(row.before),
      after: row.after === null ? null : JSON.parse(row.after),
    }))
  }

  createSession(s: Session): void {
    this.db
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
        s.wooToken === null ? null : this.box.seal(s.wooToken, sealedIn.session(s.idHash)),
        s.remember ? 1 : 0,
        s.createdAt,
        s.expiresAt,
      )
  }

  getSession(idHash: string, now: number): Session | null {
    const row = this.db
      .prepare('SELECT * FROM sessions WHERE id_hash = ? AND expires_at > ?')
      .get(idHash, now) as SessionRow | undefined
    if (!row) return null
    let wooToken: string | null = null
    if (row.woo_token !== null) {
      wooToken = this.box.open(row.woo_token, sealedIn.session(row.id_hash))
      if (wooToken === null) {
        // Another secret or an altered row: the session ends, its user is signed out.
        this.deleteSession(idHash)
        this.log(
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

  deleteSession(idHash: string): void {
    this.prepare('DELETE FROM sessions WHERE id_hash = ?').run(idHash)
  }

  deleteUserSessions(userId: number, exceptIdHash?: string): number {
    const result = this.db
      .prepare('DELETE FROM sessions WHERE user_id = ? AND id_hash != ?')
      .run(userId, exceptIdHash ?? '')
    return Number(result.changes)
  }

  saveCode(code: Omit<OneTimeCode, 'id' | 'attempts'>): void {
    this.transaction(() => {
      this.prepare('DELETE FROM phone_codes WHERE phone = ? AND requester = ?').run(
        code.phone,
        code.requester,
      )
      this.db
        .prepare(
          'INSERT INTO phone_codes (phone, requester, user_id, code_hash, expires_at, woo_token) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(
          code.phone,
          code.requester,
          code.userId,
          code.codeHash,
          code.expiresAt,
          code.wooToken === null
            ? null
            : this.box.seal(code.wooToken, sealedIn.code(code.phone, code.userId)),
        )
    })
  }

  latestCode(phone: string, requester: string, now: number): OneTimeCode | null {
    const row = this.db
      .prepare(
        'SELECT * FROM phone_codes WHERE phone = ? AND requester = ? AND expires_at > ? ORDER BY id DESC LIMIT 1',
      )
      .get(phone, requester, now) as
      | {
          id: number
          phone: string
          requester: string
          user_id: number
          code_hash: string
          attempts: number
          expires_at: number
          woo_token: string | null
        }
      | undefined
    if (!row) return null
    // A token that does not open is dropped: the code still logs in, without the plugin's token.
    const wooToken =
      row.woo_token === null ? null : this.box.open(row.woo_token, sealedIn.code(row.phone, row.user_id))
    return {
      id: row.id,
      phone: row.phone,
      requester: row.requester,
      userId: row.user_id,
      codeHash: row.code_hash,
      attempts: row.attempts,
      expiresAt: row.expires_at,
      wooToken,
    }
  }

  countCodeAttempt(id: number): number {
    const row = this.db
      .prepare('UPDATE phone_codes SET attempts = attempts + 1 WHERE id = ? RETURNING attempts')
      .get(id) as { attempts: number } | undefined
    return row?.attempts ?? Number.POSITIVE_INFINITY
  }

  deleteCodes(phone: string): void {
    this.prepare('DELETE FROM phone_codes WHERE phone = ?').run(phone)
  }

  deleteCode(id: number): void {
    this.prepare('DELETE FROM phone_codes WHERE id = ?').run(id)
  }

  saveResetToken(tokenHash: string, userId: number, expiresAt: number): void {
    this.db
      .prepare('INSERT INTO reset_tokens (token_hash, user_id, expires_at) VALUES (?, ?, ?)')
      .run(tokenHash, userId, expiresAt)
  }

  claimResetToken(tokenHash: string, now: number, holdMs: number): ResetClaim {
    return this.transaction(() => {
      const row = this.db
        .prepare('SELECT user_id FROM reset_tokens WHERE token_hash = ? AND expires_at > ?')
        .get(tokenHash, now) as { user_id: number } | undefined
      if (!row) return { status: 'invalid' }
      const claimed = this.db
        .prepare(
          `INSERT INTO reset_claims (token_hash, until) VALUES (?, ?)
           ON CONFLICT(token_hash) DO UPDATE SET until = excluded.until WHERE reset_claims.until <= ?`,
        )
        .run(tokenHash, now + holdMs, now)
      return Number(claimed.changes) === 1 ? { status: 'claimed', userId: row.user_id } : { status: 'busy' }
    })
  }

  releaseResetToken(tokenHash: string): void {
    this.prepare('DELETE FROM reset_claims WHERE token_hash = ?').run(tokenHash)
  }

  spendResetTokens(userId: number): void {
    this.transaction(() => {
      const hashes = this.db
        .prepare('DELETE FROM reset_tokens WHERE user_id = ? RETURNING token_hash')
        .all(userId) as { token_hash: string }[]
      const release = this.prepare('DELETE FROM reset_claims WHERE token_hash = ?')
      for (const { token_hash } of hashes) release.run(token_hash)
    })
  }

  useNonce(nonceHash: string, expiresAt: number, now: number): boolean {
    this.prepare('DELETE FROM nonces WHERE expires_at <= ?').run(now)
    const result = this.db
      .prepare('INSERT OR IGNORE INTO nonces (nonce, expires_at) VALUES (?, ?)')
      .run(nonceHash, expiresAt)
    return Number(result.changes) === 1
  }

  isNonceUsed(nonceHash: string, now: number): boolean {
    return (
      this.prepare('SELECT 1 FROM nonces WHERE nonce = ? AND expires_at > ?').get(nonceHash, now) !==
      undefined
    )
  }

  hit(key: string, windowMs: number, now: number): { count: number; resetAt: number } {
    const row = this.db
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

  hits(key: string, now: number): { count: number; resetAt: number } {
    const row = this.db
      .prepare('SELECT count, reset_at FROM rate_limits WHERE key = ? AND reset_at > ?')
      .get(key, now) as { count: number; reset_at: number } | undefined
    return row ? { count: row.count, resetAt: row.reset_at } : { count: 0, resetAt: now }
  }

  clearHits(key: string): void {
    this.prepare('DELETE FROM rate_limits WHERE key = ?').run(key)
  }

  beginIdempotent(key: string, bodyHash: string, now: number): IdempotencyBegin {
    return this.transaction(() => {
      const row = this.db
        .prepare('SELECT body_hash, status, body, created_at FROM idempotency WHERE key = ?')
        .get(key) as
        | { body_hash: string; status: number | null; body: string | null; created_at: number }
        | undefined
      const stalePending =
        row !== undefined && row.status === null && row.created_at + IDEMPOTENCY_STALE_MS <= now
      // The kept answer (sealed: it carries the order key) opens, or the key starts over: the
      // checkout's marker in WooCommerce still keeps a second order from being made.
      const answer = row?.body == null ? null : this.box.open(row.body, sealedIn.idempotency(key))
      const unreadable = row?.body != null && answer === null
      if (
        !row ||
        row.created_at + IDEMPOTENCY_TTL_MS <= now ||
        (stalePending && row.body_hash === bodyHash) ||
        (unreadable && row.body_hash === bodyHash)
      ) {
        this.db
          .prepare(
            'INSERT OR REPLACE INTO idempotency (key, body_hash, status, body, created_at) VALUES (?, ?, NULL, NULL, ?)',
          )
          .run(key, bodyHash, now)
        return { state: 'new' }
      }
      if (row.body_hash !== bodyHash) return { state: 'mismatch' }
      if (row.status === null) return { state: 'pending' }
      return { state: 'done', status: row.status, body: answer === null ? null : JSON.parse(answer) }
    })
  }

  completeIdempotent(key: string, status: number, body: unknown): void {
    this.db
      .prepare('UPDATE idempotency SET status = ?, body = ? WHERE key = ?')
      .run(status, this.box.seal(JSON.stringify(body) ?? 'null', sealedIn.idempotency(key)), key)
  }

  abandonIdempotent(key: string): void {
    this.prepare('DELETE FROM idempotency WHERE key = ? AND status IS NULL').run(key)
  }

  addOutbox(message: Omit<OutboxMessage, 'id' | 'createdAt'>, now: number): OutboxMessage {
    const row = this.db
      .prepare(
        'INSERT INTO outbox (channel, recipient, subject, body, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id',
      )
      .get(message.channel, message.to, message.subject, message.body, now) as { id: number }
    return { ...message, id: row.id, createdAt: now }
  }

  outbox(limit: number): OutboxMessage[] {
    const rows = this.prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT ?').all(limit) as {
      id: number
      channel: 'email' | 'sms'
      recipient: string
      subject: string
      body: string
      created_at: number
    }[]
    return rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      to: r.recipient,
      subject: r.subject,
      body: r.body,
      createdAt: r.created_at,
    }))
  }

  enqueueMessage(
    message: { channel: QueuedMessage['channel']; key: string | null; payload: string },
    now: number,
  ): QueuedMessage | null {
    const row = this.db
      .prepare(
        `INSERT INTO message_queue (channel, key, payload, state, created_at, next_at) VALUES (?, ?, ?, 'queued', ?, ?)
         ON CONFLICT(key) DO NOTHING RETURNING *`,
      )
      .get(
        message.channel,
        message.key,
        this.box.seal(message.payload, sealedIn.message(message.channel)),
        now,
        now,
      ) as QueuedMessageRow | undefined
    return row ? { ...queuedMessageOf(row), payload: message.payload } : null
  }

  claimMessage(
    channels: readonly QueuedMessage['channel'][],
    now: number,
    leaseMs: number,
  ): QueuedMessage | null {
    if (channels.length === 0) return null
    return this.transaction(() => {
      for (;;) {
        const row = this.db
          .prepare(
            `SELECT id FROM message_queue WHERE state = 'queued' AND next_at <= ?
               AND (claimed_until IS NULL OR claimed_until <= ?) AND channel IN (${channels.map(() => '?').join(', ')})
             ORDER BY next_at, id LIMIT 1`,
          )
          .get(now, now, ...channels) as { id: number } | undefined
        if (!row) return null
        const claimed = this.db
          .prepare(
            'UPDATE message_queue SET claimed_until = ?, attempts = attempts + 1 WHERE id = ? RETURNING *',
          )
          .get(now + leaseMs, row.id) as QueuedMessageRow
        const payload = this.box.open(claimed.payload, sealedIn.message(claimed.channel))
        if (payload !== null) return { ...queuedMessageOf(claimed), payload }
        // Sealed under another SESSION_SECRET, or altered: it cannot be sent, and it is said once.
        this.messageFailed(claimed.id, now, 'the queued message cannot be opened (SESSION_SECRET changed?)')
        this.log('Messaggio in coda illeggibile: non inviato', { id: claimed.id })
      }
    })
  }

  messageSent(id: number, now: number): void {
    this.db
      .prepare(
        "UPDATE message_queue SET state = 'sent', payload = '', claimed_until = NULL, last_error = NULL, done_at = ? WHERE id = ?",
      )
      .run(now, id)
  }

  messageRetry(id: number, nextAt: number, error: string): void {
    this.db
      .prepare('UPDATE message_queue SET next_at = ?, claimed_until = NULL, last_error = ? WHERE id = ?')
      .run(nextAt, error.slice(0, 500), id)
  }

  messageFailed(id: number, now: number, error: string): void {
    this.db
      .prepare(
        "UPDATE message_queue SET state = 'failed', payload = '', claimed_until = NULL, last_error = ?, done_at = ? WHERE id = ?",
      )
      .run(error.slice(0, 500), now, id)
  }

  nextMessageAt(channels: readonly QueuedMessage['channel'][]): number | null {
    if (channels.length === 0) return null
    const row = this.db
      .prepare(
        `SELECT MIN(MAX(next_at, COALESCE(claimed_until, 0))) AS at FROM message_queue
         WHERE state = 'queued' AND channel IN (${channels.map(() => '?').join(', ')})`,
      )
      .get(...channels) as { at: number | null }
    return row.at
  }

  queuedMessages(limit: number): QueuedMessage[] {
    const rows = this.db
      .prepare('SELECT * FROM message_queue ORDER BY id DESC LIMIT ?')
      .all(limit) as QueuedMessageRow[]
    return rows.map((row) => ({
      ...queuedMessageOf(row),
      payload: row.payload === '' ? '' : (this.box.open(row.payload, sealedIn.message(row.channel)) ?? ''),
    }))
  }

  beginPayment(orderId: number, now: number, staleMs: number): PaymentBegin {
    return this.transaction(() => {
      const row = this.db
        .prepare('SELECT attempt, state, paid_with, started_at FROM payments WHERE order_id = ?')
        .get(orderId) as
        | { attempt: number; state: PaymentOutcome | 'running'; paid_with: string | null; started_at: number }
        | undefined
      const start = (attempt: number) =>
        this.db
          .prepare(
            `INSERT INTO payments (order_id, attempt, state, paid_with, started_at) VALUES (?, ?, 'running', NULL, ?)
             ON CONFLICT(order_id) DO UPDATE SET attempt = excluded.attempt, state = 'running',
               started_at = excluded.started_at`,
          )
          .run(orderId, attempt, now)
      if (!row) {
        start(1)
        return { state: 'begun', attempt: 1, resumed: false }
      }
      if (row.state === 'paid') return { state: 'paid' }
      if (row.state === 'running' && row.started_at + staleMs > now) return { state: 'running' }
      // Charged (a running attempt that died after the charge, or WooCommerce failed): tell it only.
      if (row.paid_with !== null) {
        start(row.attempt)
        return { state: 'charged', attempt: row.attempt, paidWith: JSON.parse(row.paid_with) as PaidWith }
      }
      // A running attempt whose request died, or one whose outcome is unknown: again, with its key.
      if (row.state === 'running' || row.state === 'unknown') {
        start(row.attempt)
        return { state: 'begun', attempt: row.attempt, resumed: true }
      }
      start(row.attempt + 1)
      return { state: 'begun', attempt: row.attempt + 1, resumed: false }
    })
  }

  recordCharge(orderId: number, attempt: number, paidWith: PaidWith): void {
    this.db
      .prepare("UPDATE payments SET paid_with = ? WHERE order_id = ? AND attempt = ? AND state = 'running'")
      .run(JSON.stringify(paidWith), orderId, attempt)
  }

  endPayment(orderId: number, attempt: number, outcome: PaymentOutcome): void {
    this.db
      .prepare("UPDATE payments SET state = ? WHERE order_id = ? AND attempt = ? AND state = 'running'")
      .run(outcome, orderId, attempt)
  }

  seeOrder(orderId: number, state: SeenOrder): SeenOrder | null {
    return this.transaction(() => {
      const before = this.db
        .prepare('SELECT status, paid_at FROM order_seen WHERE order_id = ?')
        .get(orderId) as { status: string; paid_at: string | null } | undefined
      this.db
        .prepare(
          `INSERT INTO order_seen (order_id, status, paid_at) VALUES (?, ?, ?)
           ON CONFLICT(order_id) DO UPDATE SET status = excluded.status, paid_at = excluded.paid_at`,
        )
        .run(orderId, state.status, state.paidAt)
      return before ? { status: before.status, paidAt: before.paid_at } : null
    })
  }

  waitOrderMail(orderId: number, dueAt: number): boolean {
    const row = this.db
      .prepare(
        'INSERT INTO order_mail_waits (order_id, due_at) VALUES (?, ?) ON CONFLICT DO NOTHING RETURNING order_id',
      )
      .get(orderId, dueAt)
    return row !== undefined
  }

  endOrderMailWait(orderId: number): boolean {
    return (
      this.prepare('DELETE FROM order_mail_waits WHERE order_id = ? RETURNING order_id').get(orderId) !==
      undefined
    )
  }

  orderMailWaits(): { orderId: number; dueAt: number }[] {
    const rows = this.prepare('SELECT order_id, due_at FROM order_mail_waits ORDER BY due_at').all() as {
      order_id: number
      due_at: number
    }[]
    return rows.map((row) => ({ orderId: row.order_id, dueAt: row.due_at }))
  }

  bookings(rules: LedgerRules): StoredLedger {
    return new SqliteBookingsLedger(this.db, rules)
  }

  claimLock(name: string, holder: string, now: number, leaseMs: number): boolean {
    const claimed = this.prepare(
      `INSERT INTO locks (name, holder, until) VALUES (?, ?, ?)
       ON CONFLICT(name) DO UPDATE SET holder = excluded.holder, until = excluded.until
       WHERE locks.until <= ? OR locks.holder = excluded.holder`,
    ).run(name, holder, now + leaseMs, now)
    return Number(claimed.changes) === 1
  }

  releaseLock(name: string, holder: string): void {
    this.prepare('DELETE FROM locks WHERE name = ? AND holder = ?').run(name, holder)
  }

  getMark(name: string): string | null {
    const row = this.prepare('SELECT value FROM marks WHERE name = ?').get(name) as
      | { value: string }
      | undefined
    return row?.value ?? null
  }

  setMark(name: string, value: string): void {
    this.db
      .prepare(
        'INSERT INTO marks (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value',
      )
      .run(name, value)
  }

  sweep(now: number): void {
    this.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(now)
    this.prepare('DELETE FROM phone_codes WHERE expires_at <= ?').run(now)
    this.prepare('DELETE FROM reset_tokens WHERE expires_at <= ?').run(now)
    this.prepare('DELETE FROM reset_claims WHERE until <= ?').run(now)
    this.prepare('DELETE FROM locks WHERE until <= ?').run(now)
    this.prepare('DELETE FROM nonces WHERE expires_at <= ?').run(now)
    this.prepare('DELETE FROM rate_limits WHERE reset_at <= ?').run(now)
    this.prepare('DELETE FROM idempotency WHERE created_at + ? <= ?').run(IDEMPOTENCY_TTL_MS, now)
    this.db
      .prepare("DELETE FROM message_queue WHERE state != 'queued' AND done_at + ? <= ?")
      .run(MESSAGE_KEEP_MS, now)
    // Claims that stopped counting long ago: their ids are never asked for again (each claim has its own).
    const gone = now - CLAIM_KEEP_MS
    this.prepare(
      `DELETE FROM claim_takes WHERE claim_id IN (SELECT id FROM claims WHERE released_at <= ? OR expires_at <= ?)`,
    ).run(gone, gone)
    this.prepare(
      `DELETE FROM claim_holders WHERE claim_id IN (SELECT id FROM claims WHERE released_at <= ? OR expires_at <= ?)`,
    ).run(gone, gone)
    this.prepare('DELETE FROM claims WHERE released_at <= ? OR expires_at <= ?').run(gone, gone)
    // Released holds are kept a while: a stock check that began before a release still counts it.
    this.db
      .prepare('DELETE FROM stock_holds WHERE expires_at <= ? OR released_at <= ?')
      .run(now, now - RELEASED_HOLD_KEEP_MS)
  }

  /**
   * Starts watching the shop's data: tests use it to prove a refused request changed nothing. The
   * answer, called later, names the tables whose rows changed since, and stops watching. The
   * records of attempts are left out, since counting a refused attempt is their purpose: rate-limit
   * counters, idempotency keys (a refused checkout's answer is kept for its retries) and payment
   * attempts (a declined card still spent an attempt and its provider key). SQLite's session
   * extension records the rows each statement changes, so a check costs what changed, not a read
   * of every table; a row written back as it was is no change.
   */
  watchData(): () => string[] {
    const tables = [
      'zones',
      'settings',
      'sessions',
      'phone_codes',
      'reset_tokens',
      'nonces',
      'outbox',
      'message_queue',
      'stock_holds',
      'claims',
      'claim_takes',
      'claim_holders',
      'settings_log',
    ]
    return watchTables(this.db, tables)
  }

  close(): void {
    if (this.db.isOpen) this.db.close()
  }
}
