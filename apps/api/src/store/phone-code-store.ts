import type { PgDatabase } from './pg-database'
import type { SecretBox } from './secret-box'
import type { ShopDatabase } from './shop-database'

/** A code sent by SMS to log in by phone, kept hashed. */
export interface OneTimeCode {
  id: number
  phone: string
  /** Who asked for it: the hash of the asking browser's login cookie (routes/auth.ts); only it may use the code. */
  requester: string
  userId: number
  codeHash: string
  attempts: number
  expiresAt: number
  /** The WooCommerce token the phone-login plugin gave for this customer, if any; sealed at rest. */
  wooToken: string | null
}

/** The phone-login codes on their way: one live code per phone and asking browser. */
export interface PhoneCodeStore {
  saveCode(code: Omit<OneTimeCode, 'id' | 'attempts'>): Promise<void>
  latestCode(phone: string, requester: string, now: number): Promise<OneTimeCode | null>
  countCodeAttempt(id: number): Promise<number>
  /** Every code of a phone (its owner logged in with one). */
  deleteCodes(phone: string): Promise<void>
  /** One code (spent by too many wrong tries from its browser). */
  deleteCode(id: number): Promise<void>
}

const SCHEMA = `
DROP TABLE IF EXISTS codes;
CREATE TABLE IF NOT EXISTS phone_codes (
  id INTEGER PRIMARY KEY AUTOINCREMENT, phone TEXT NOT NULL, requester TEXT NOT NULL, user_id INTEGER NOT NULL,
  code_hash TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, expires_at INTEGER NOT NULL, woo_token TEXT
);
CREATE INDEX IF NOT EXISTS phone_codes_phone ON phone_codes (phone, requester);
`

/** Where a code's sealed token lives: authenticated with it, so it opens only in its own row. */
const sealedIn = (phone: string, userId: number) => `codes.woo_token:${phone}:${userId}`

interface PhoneCodeRow {
  id: number
  phone: string
  requester: string
  user_id: number
  code_hash: string
  attempts: number
  expires_at: number
  woo_token: string | null
}

/** A code as its store gives it: the plugin's token opened (a token that does not open is dropped:
 * the code still logs in, without it). */
function codeOf(row: PhoneCodeRow, box: SecretBox): OneTimeCode {
  return {
    id: row.id,
    phone: row.phone,
    requester: row.requester,
    userId: row.user_id,
    codeHash: row.code_hash,
    attempts: row.attempts,
    expiresAt: row.expires_at,
    wooToken: row.woo_token === null ? null : box.open(row.woo_token, sealedIn(row.phone, row.user_id)),
  }
}

/** A new code's columns, in the order of the inserts (its token sealed). */
const codeValues = (code: Omit<OneTimeCode, 'id' | 'attempts'>, box: SecretBox) => [
  code.phone,
  code.requester,
  code.userId,
  code.codeHash,
  code.expiresAt,
  code.wooToken === null ? null : box.seal(code.wooToken, sealedIn(code.phone, code.userId)),
]

const UNREADABLE_CODES =
  'Codici di accesso annullati: il loro token WooCommerce non si decifra (in chiaro da prima della cifratura, SESSION_SECRET cambiato o dato alterato)'

/**
 * The phone codes in SQLite: the code arrives hashed, the phone-login plugin's WooCommerce token is
 * sealed. Opening drops the codes whose token does not open (as the sessions do).
 */
export class SqlitePhoneCodeStore implements PhoneCodeStore {
  constructor(private readonly database: ShopDatabase) {
    database.db.exec(SCHEMA)
    this.endUnreadable()
  }

  private endUnreadable(): void {
    const rows = this.database.db
      .prepare('SELECT id, phone, user_id, woo_token FROM phone_codes WHERE woo_token IS NOT NULL')
      .all() as { id: number; phone: string; user_id: number; woo_token: string }[]
    const { dropped, clearText } = this.database.dropUnreadable(
      'phone_codes',
      'id',
      rows.map((row) => ({ key: row.id, sealed: row.woo_token, sealedIn: sealedIn(row.phone, row.user_id) })),
    )
    if (dropped > 0) this.database.log(UNREADABLE_CODES, { codes: dropped, clearText })
  }

  async saveCode(code: Omit<OneTimeCode, 'id' | 'attempts'>): Promise<void> {
    this.database.transaction(() => {
      this.database
        .prepare('DELETE FROM phone_codes WHERE phone = ? AND requester = ?')
        .run(code.phone, code.requester)
      this.database.db
        .prepare(
          'INSERT INTO phone_codes (phone, requester, user_id, code_hash, expires_at, woo_token) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(...codeValues(code, this.database.box))
    })
  }

  async latestCode(phone: string, requester: string, now: number): Promise<OneTimeCode | null> {
    const row = this.database.db
      .prepare(
        'SELECT * FROM phone_codes WHERE phone = ? AND requester = ? AND expires_at > ? ORDER BY id DESC LIMIT 1',
      )
      .get(phone, requester, now) as PhoneCodeRow | undefined
    return row ? codeOf(row, this.database.box) : null
  }

  async countCodeAttempt(id: number): Promise<number> {
    const row = this.database.db
      .prepare('UPDATE phone_codes SET attempts = attempts + 1 WHERE id = ? RETURNING attempts')
      .get(id) as { attempts: number } | undefined
    return row?.attempts ?? Number.POSITIVE_INFINITY
  }

  async deleteCodes(phone: string): Promise<void> {
    this.database.prepare('DELETE FROM phone_codes WHERE phone = ?').run(phone)
  }

  async deleteCode(id: number): Promise<void> {
    this.database.prepare('DELETE FROM phone_codes WHERE id = ?').run(id)
  }

  async sweep(now: number): Promise<void> {
    this.database.prepare('DELETE FROM phone_codes WHERE expires_at <= ?').run(now)
  }
}

/** The phone codes on PostgreSQL. */
export class PgPhoneCodeStore implements PhoneCodeStore {
  constructor(private readonly database: PgDatabase) {}

  /** Drops the codes whose token does not open (see SqlitePhoneCodeStore); run once at start. */
  async endUnreadable(): Promise<void> {
    const rows = await this.database.rows<PhoneCodeRow & { woo_token: string }>(
      'SELECT id, phone, user_id, woo_token FROM phone_codes WHERE woo_token IS NOT NULL',
    )
    const { dropped, clearText } = await this.database.dropUnreadable(
      'phone_codes',
      'id',
      rows.map((row) => ({ key: row.id, sealed: row.woo_token, sealedIn: sealedIn(row.phone, row.user_id) })),
    )
    if (dropped > 0) this.database.log(UNREADABLE_CODES, { codes: dropped, clearText })
  }

  async saveCode(code: Omit<OneTimeCode, 'id' | 'attempts'>): Promise<void> {
    await this.database.transaction(async (tx) => {
      await this.database.run(
        'DELETE FROM phone_codes WHERE phone = $1 AND requester = $2',
        [code.phone, code.requester],
        tx,
      )
      await this.database.run(
        `INSERT INTO phone_codes (phone, requester, user_id, code_hash, expires_at, woo_token)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        codeValues(code, this.database.box),
        tx,
      )
    })
  }

  async latestCode(phone: string, requester: string, now: number): Promise<OneTimeCode | null> {
    const row = await this.database.row<PhoneCodeRow>(
      `SELECT * FROM phone_codes WHERE phone = $1 AND requester = $2 AND expires_at > $3
       ORDER BY id DESC LIMIT 1`,
      [phone, requester, now],
    )
    return row ? codeOf(row, this.database.box) : null
  }

  async countCodeAttempt(id: number): Promise<number> {
    const row = await this.database.row<{ attempts: number }>(
      'UPDATE phone_codes SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts',
      [id],
    )
    return row?.attempts ?? Number.POSITIVE_INFINITY
  }

  async deleteCodes(phone: string): Promise<void> {
    await this.database.run('DELETE FROM phone_codes WHERE phone = $1', [phone])
  }

  async deleteCode(id: number): Promise<void> {
    await this.database.run('DELETE FROM phone_codes WHERE id = $1', [id])
  }

  async sweep(now: number): Promise<void> {
    await this.database.run('DELETE FROM phone_codes WHERE expires_at <= $1', [now])
  }
}
