import type { DeliveryZone } from '@shop/zones'

/** A server-side session. The browser holds only its id, in an HttpOnly cookie; the store keeps its hash. */
export interface Session {
  idHash: string
  userId: number
  email: string
  role: 'customer' | 'administrator' | 'shop_manager'
  /** How the user proved who they are (a password change asks password sessions for the old one). */
  method: 'password' | 'phone' | 'auto-login' | 'register' | 'reset'
  /** The user's WooCommerce JWT, when the login produced one (wp/v2/users/me calls). */
  wooToken: string | null
  remember: boolean
  createdAt: number
  expiresAt: number
}

export interface SavedZones {
  version: number
  zones: DeliveryZone[]
  savedAt: number
  savedBy: string
}

export interface OutboxMessage {
  id: number
  channel: 'email' | 'sms'
  to: string
  subject: string
  body: string
  createdAt: number
}

export interface OneTimeCode {
  id: number
  phone: string
  userId: number
  codeHash: string
  attempts: number
  expiresAt: number
  /** The WooCommerce token the phone-login plugin gave for this customer, if any. */
  wooToken: string | null
}

export type IdempotencyBegin =
  | { state: 'new' }
  | { state: 'pending' }
  | { state: 'done'; status: number; body: unknown }
  | { state: 'mismatch' }

/** The shop configuration an operator can change (admin app, issue 9). */
export interface ShopSettings {
  brand: string
  welcomeDialog: boolean
  /** Gateway ids shown at checkout (among those enabled in WooCommerce); empty = all enabled ones. */
  paymentMethods: string[]
  calendarSource: 'orddd' | 'fallback'
  slotSource: 'orddd' | 'fallback'
}

/**
 * The API server's own data, behind an interface so that a shared database can replace the
 * embedded SQLite one when several API instances run (DECISIONS.md section 4).
 */
export interface ApiStore {
  getZones(): SavedZones | null
  /** The latest saved version (0 when none): cheap, for knowing whether cached zones are current. */
  zonesVersion(): number
  /** Saves when `expectedVersion` is the current one (0 when none was saved); null on a conflict. */
  saveZones(expectedVersion: number, zones: DeliveryZone[], savedBy: string, now: number): SavedZones | null
  zoneHistory(limit: number): Omit<SavedZones, 'zones'>[]

  getSettings(): Partial<ShopSettings>
  saveSettings(settings: Partial<ShopSettings>): void

  createSession(session: Session): void
  getSession(idHash: string, now: number): Session | null
  deleteSession(idHash: string): void
  /** Ends every session of a user but the one given (after a password change or reset). */
  deleteUserSessions(userId: number, exceptIdHash?: string): number

  saveCode(code: Omit<OneTimeCode, 'id' | 'attempts'>): void
  latestCode(phone: string, now: number): OneTimeCode | null
  countCodeAttempt(id: number): number
  deleteCodes(phone: string): void

  saveResetToken(tokenHash: string, userId: number, expiresAt: number): void
  /** The user of a reset token, once: the token is gone afterwards. Null when unknown or expired. */
  consumeResetToken(tokenHash: string, now: number): number | null

  /** True the first time a nonce is used (auto-login links are single use). */
  useNonce(nonce: string, expiresAt: number, now: number): boolean
  /** Whether a nonce has been used already (without using it). */
  isNonceUsed(nonce: string, now: number): boolean

  /** Counts a hit in a fixed window; how many hits the window holds and when it ends. */
  hit(key: string, windowMs: number, now: number): { count: number; resetAt: number }
  hits(key: string, now: number): { count: number; resetAt: number }
  clearHits(key: string): void

  /**
   * Starts the work of a key: 'new' (yours to do), 'pending' (another request is doing it),
   * 'done' (its answer), 'mismatch' (the key was used with another body). A key left pending for
   * over two minutes (its request died) is handed over as 'new'.
   */
  beginIdempotent(key: string, bodyHash: string, now: number): IdempotencyBegin
  completeIdempotent(key: string, status: number, body: unknown): void
  abandonIdempotent(key: string): void

  addOutbox(message: Omit<OutboxMessage, 'id' | 'createdAt'>, now: number): OutboxMessage
  outbox(limit: number): OutboxMessage[]

  /** Deletes what has expired (sessions, codes, tokens, nonces, windows, idempotency keys past 24 h). */
  sweep(now: number): void
  close(): void
}
