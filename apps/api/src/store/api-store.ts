import type { Claim, Ledger, LedgerRules } from '@shop/bookings'
import type { BankAccount, OnDeliveryStatus } from '@shop/payments'
import type { DeliveryRules } from '@shop/slots'
import type { DeliveryZone } from '@shop/zones'

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

/**
 * A message waiting in the durable queue for its transport (SMTP, the SMS provider), or its record
 * once delivered or given up (the payload is then emptied: no code or link stays at rest).
 */
export interface QueuedMessage {
  id: number
  channel: 'email' | 'sms'
  /** Makes a send idempotent: a second message with a key already queued or sent is dropped. */
  key: string | null
  /** The message as JSON (to, subject, text, html for an email; to, text for an SMS). */
  payload: string
  state: 'queued' | 'sent' | 'failed'
  /** Delivery attempts made so far. */
  attempts: number
  createdAt: number
  /** When the next attempt is due (ms since the epoch). */
  nextAt: number
  lastError: string | null
}

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

export type IdempotencyBegin =
  | { state: 'new' }
  | { state: 'pending' }
  | { state: 'done'; status: number; body: unknown }
  | { state: 'mismatch' }

/** A payment attempt on an order: the per-order lock, and what the provider's idempotency key is made from. */
export type PaymentBegin =
  /** Yours to run, with this attempt's key; `resumed`: an earlier attempt whose outcome is unknown, run again with its key. */
  | { state: 'begun'; attempt: number; resumed: boolean }
  /** Another request is paying this order right now. */
  | { state: 'running' }
  /** The provider took the money but WooCommerce was not told: yours to tell it (nothing to charge). */
  | { state: 'charged'; attempt: number; paidWith: PaidWith }
  /** Paid, and WooCommerce knows. */
  | { state: 'paid' }

/** What paid an order: the WooCommerce gateway, its title and the provider's transaction. */
export interface PaidWith {
  gateway: string
  title: string
  transactionId: string
}

/**
 * How a payment attempt ended: paid (WooCommerce knows); charged (the money was taken, WooCommerce
 * could not be told: the next request tells it); failed (definitely not charged: declined, or stopped
 * before the provider; the next attempt is a new one); unknown (the provider may or may not have
 * charged: the next attempt repeats this one, with the same key).
 */
export type PaymentOutcome = 'paid' | 'charged' | 'failed' | 'unknown'

/** What claimResetToken found: the link's user, another attempt holding it, or no usable link. */
export type ResetClaim = { status: 'claimed'; userId: number } | { status: 'busy' } | { status: 'invalid' }

/** Who changes a setting, and when (ms). */
export interface ChangeAuthor {
  userId: number
  email: string
  role: string
  at: number
}

/** One logged settings change: a key's value before and after (JSON values; null when unset). */
export interface SettingsChange extends ChangeAuthor {
  id: number
  key: string
  before: unknown
  after: unknown
}

/** The shop configuration an operator can change (admin app, issue 9). */
export interface ShopSettings {
  brand: string
  welcomeDialog: boolean
  /** Gateway ids shown at checkout (among those enabled in WooCommerce); empty = all enabled ones. */
  paymentMethods: string[]
  calendarSource: 'orddd' | 'fallback'
  slotSource: 'orddd' | 'fallback'
  /**
   * The account bank transfers are paid to (WooCommerce's REST API does not give the gateway's);
   * null when the shop has none: bank transfer orders then say the details follow by e-mail.
   * Defaults to BANK_IBAN, BANK_HOLDER, BANK_NAME.
   */
  bankAccount: BankAccount | null
  /**
   * Where an order paid on delivery (cash, cheque) goes right after checkout, so that WooCommerce
   * takes its stock: on-hold (default) or processing.
   */
  onDeliveryStatus: OnDeliveryStatus
  /** Capacity per van and slot, cut-offs and closures (delivery/delivery-rules.ts). */
  deliveryRules: DeliveryRules
  /**
   * How many orders a guest may place per day (Rome) with one e-mail, one phone, one delivery
   * address or from one client address (orders/guest-caps.ts); default GUEST_ORDERS_PER_DAY (3).
   */
  guestOrdersPerDay: number
}

/** The ledger as the store keeps it: plus the live amounts of a range of resources (one query). */
export interface StoredLedger extends Ledger {
  /** The live amount of each resource from `from` (inclusive) to `to` (exclusive), in key order. */
  takenBetween(from: string, to: string, now: number): { resource: string; taken: number }[]
  /**
   * Deletes a hold (state `held`, live or not) as if it had never been: for the place a refused
   * checkout took for itself, so that a refusal leaves nothing behind. An order's claim is never
   * discarded (false).
   */
  discard(id: string): boolean
  /**
   * The booked claims, not released, whose first holder starts with `holderPrefix`, that end by
   * `until` (lapsed ones included: expired is not released), soonest first, at most `limit`: the
   * unpaid orders whose time to pay is up or near (`order:`).
   */
  bookedEndingBy(until: number, limit: number, holderPrefix: string): Claim[]
  /** The live claims that take `resource`, oldest first. */
  liveOn(resource: string, now: number): Claim[]
  /**
   * The release counter: each release moves it on by one. Read it before reading a capacity from
   * elsewhere (WooCommerce's stock) and give it to releasedSince when deciding.
   */
  releaseMark(): number
  /**
   * What the claims released after `mark` took of each of `resources`: a stock read made before
   * they were released may predate the reduction WooCommerce made just before (a paid order), so
   * their units still count against that read.
   */
  releasedSince(mark: number, resources: readonly string[]): Map<string, number>
  /**
   * Runs `work` (reads and claims on this ledger) as one transaction: what a caller reads to
   * decide its claim (a holder's live claims) cannot change before the claim, in this process or
   * another sharing the store.
   */
  atomically<T>(work: () => T): T
}

/** The places taken in one van's slot of one date (orders and live holds). */
export interface SlotBookingCount {
  date: string
  slot: string
  vehicle: string
  orders: number
}

/** What the shop last saw of an order: its WooCommerce status and when it was paid (date_paid_gmt). */
export interface SeenOrder {
  status: string
  paidAt: string | null
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
  /**
   * Saves settings; with `by`, each key whose value changes is logged (who, when, before, after)
   * in the same transaction (settingsLog); a key never saved before was `defaults`' value.
   */
  saveSettings(settings: Partial<ShopSettings>, by?: ChangeAuthor, defaults?: Partial<ShopSettings>): void
  /** Logs a change made elsewhere (a payment gateway switched in WooCommerce, the zones saved). */
  logSettingsChange(change: Omit<SettingsChange, 'id'>): void
  /** The latest logged changes, newest first. */
  settingsLog(limit: number): SettingsChange[]

  createSession(session: Session): void
  /** The session, or null: unknown, expired, or ended because its sealed token did not open. */
  getSession(idHash: string, now: number): Session | null
  deleteSession(idHash: string): void
  /** Ends every session of a user but the one given (after a password change or reset). */
  deleteUserSessions(userId: number, exceptIdHash?: string): number

  saveCode(code: Omit<OneTimeCode, 'id' | 'attempts'>): void
  latestCode(phone: string, requester: string, now: number): OneTimeCode | null
  countCodeAttempt(id: number): number
  /** Every code of a phone (its owner logged in with one). */
  deleteCodes(phone: string): void
  /** One code (spent by too many wrong tries from its browser). */
  deleteCode(id: number): void

  saveResetToken(tokenHash: string, userId: number, expiresAt: number): void
  /**
   * Takes a reset token for one attempt to change the password, for at most `holdMs`, in one
   * atomic step: its user ('claimed'), 'busy' while another attempt holds it, 'invalid' when it is
   * unknown, spent or expired. The token stays valid: spendResetTokens once the password changed,
   * releaseResetToken when the attempt failed (the link works again).
   */
  claimResetToken(tokenHash: string, now: number, holdMs: number): ResetClaim
  /** Ends an attempt's hold on a reset token without spending it. */
  releaseResetToken(tokenHash: string): void
  /** Spends every reset token of a user: an older link never works after a newer one was used. */
  spendResetTokens(userId: number): void

  /** True the first time a nonce is used (auto-login links are single use); given hashed, like reset tokens. */
  useNonce(nonceHash: string, expiresAt: number, now: number): boolean
  /** Whether a nonce (its hash) has been used already (without using it). */
  isNonceUsed(nonceHash: string, now: number): boolean

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

  /**
   * Queues a message for delivery; null (nothing queued) when its key was used already, by a
   * message queued, sent or given up.
   */
  enqueueMessage(
    message: { channel: QueuedMessage['channel']; key: string | null; payload: string },
    now: number,
  ): QueuedMessage | null
  /**
   * Takes the oldest message due at `now` on one of `channels` for one delivery attempt, in one
   * atomic step, for at most `leaseMs` (an attempt that died lets it go after that): counts the
   * attempt. Null when none is due.
   */
  claimMessage(
    channels: readonly QueuedMessage['channel'][],
    now: number,
    leaseMs: number,
  ): QueuedMessage | null
  /** The claimed message was delivered: kept as sent (its key stays used), its payload emptied. */
  messageSent(id: number, now: number): void
  /** The attempt failed: the message is due again at `nextAt`. */
  messageRetry(id: number, nextAt: number, error: string): void
  /** Given up (too old, or refused for good): kept as failed, its payload emptied. */
  messageFailed(id: number, now: number, error: string): void
  /** When the next queued message on these channels is due; null when none is queued. */
  nextMessageAt(channels: readonly QueuedMessage['channel'][]): number | null
  /** The newest messages of the queue, any state (for tests and inspection). */
  queuedMessages(limit: number): QueuedMessage[]

  /** Starts a payment of an order: the per-order lock (an attempt running for over `staleMs` is taken over). */
  beginPayment(orderId: number, now: number, staleMs: number): PaymentBegin
  /** The provider took the money for the running attempt: kept before WooCommerce is told (the lock stays). */
  recordCharge(orderId: number, attempt: number, paidWith: PaidWith): void
  /** Ends the running attempt. */
  endPayment(orderId: number, attempt: number, outcome: PaymentOutcome): void

  /**
   * Records the status (and payment date) an order was last seen with, and returns what was
   * recorded before (null the first time): how a status change made elsewhere is noticed
   * (orders/order-watch.ts). Atomic: of two callers seeing the same change, one gets the old state.
   */
  seeOrder(orderId: number, state: SeenOrder): SeenOrder | null

  /** An order's `received` mail waits for its online payment until `dueAt`; false when it already waits. */
  waitOrderMail(orderId: number, dueAt: number): boolean
  /** Ends the wait: true for the one caller that found it waiting (it then sends the mail). */
  endOrderMailWait(orderId: number): boolean
  /** The mails still waiting (after a restart, each is taken up again). */
  orderMailWaits(): { orderId: number; dueAt: number }[]

  /**
   * The bookings ledger (@shop/bookings) kept in this store under `rules`: van places (and, later,
   * stock) as claims, each call decided in one transaction, so that concurrent requests in every
   * process sharing the store are decided one after the other (delivery/van-places.ts).
   */
  bookings(rules: LedgerRules): StoredLedger

  /**
   * Takes the named lock for `holder` until `now + leaseMs`, in one atomic step: true when it was
   * free (never taken, released, or its lease ran out: a holder that died lets it go), false while
   * another holder has it. Taken again by the same holder, its lease is renewed. What a section that
   * must run one at a time, in every process sharing the store, waits on (store/serialised.ts).
   */
  claimLock(name: string, holder: string, now: number, leaseMs: number): boolean
  /** Lets the lock go, if `holder` still has it (a lease taken over meanwhile stays with its new holder). */
  releaseLock(name: string, holder: string): void

  /** A named bookmark of a background task (e.g. up to when orders were looked at). */
  getMark(name: string): string | null
  setMark(name: string, value: string): void

  /**
   * Deletes what has expired (sessions, codes, tokens, nonces, windows, idempotency keys past 24 h,
   * delivered or abandoned messages past 30 days).
   */
  sweep(now: number): void
  close(): void
}
