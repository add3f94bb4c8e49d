import { type AddressBook, PgAddressBook, SqliteAddressBook } from './address-book'
import { type BookingsStore, PgBookingsStore, SqliteBookingsStore } from './bookings-store'
import { type DeliveryProofs, PgDeliveryProofs, SqliteDeliveryProofs } from './delivery-proofs'
import { type DriverRoster, PgDriverRoster, SqliteDriverRoster } from './driver-roster'
import { type EmptiesStore, PgEmptiesStore, SqliteEmptiesStore } from './empties-store'
import { type IdempotencyStore, PgIdempotencyStore, SqliteIdempotencyStore } from './idempotency-store'
import { type InvoiceNumbers, PgInvoiceNumbers, SqliteInvoiceNumbers } from './invoice-numbers'
import { type LockStore, PgLockStore, SqliteLockStore } from './lock-store'
import { type MessageStore, PgMessageStore, SqliteMessageStore } from './message-store'
import { type NonceStore, PgNonceStore, SqliteNonceStore } from './nonce-store'
import { type OrderMailWaits, PgOrderMailWaits, SqliteOrderMailWaits } from './order-mail-waits'
import { type OutboxStore, PgOutboxStore, SqliteOutboxStore } from './outbox-store'
import { type PaymentAttempts, PgPaymentAttempts, SqlitePaymentAttempts } from './payment-attempts'
import { PgDatabase, type PgDatabaseOptions } from './pg-database'
import { PgPhoneCodeStore, type PhoneCodeStore, SqlitePhoneCodeStore } from './phone-code-store'
import { PgRateLimitStore, type RateLimitStore, SqliteRateLimitStore } from './rate-limit-store'
import { PgRefundRequests, type RefundRequests, SqliteRefundRequests } from './refund-requests'
import { PgResetLinkStore, type ResetLinkStore, SqliteResetLinkStore } from './reset-link-store'
import { PgSeenOrders, type SeenOrders, SqliteSeenOrders } from './seen-orders'
import { PgSessionStore, type SessionStore, SqliteSessionStore } from './session-store'
import { PgSettingsStore, type SettingsStore, SqliteSettingsStore } from './settings-store'
import { ShopDatabase, type ShopDatabaseOptions, watchTables } from './shop-database'
import { PgTaskMarks, SqliteTaskMarks, type TaskMarks } from './task-marks'
import { PgWithdrawalsStore, SqliteWithdrawalsStore, type WithdrawalsStore } from './withdrawals-store'
import { PgZoneStore, SqliteZoneStore, type ZoneStore } from './zone-store'

/**
 * The API server's own data, one store per concern, each named after what it keeps. A caller takes
 * the store it uses (`deps.stores.sessions`), never the whole set; each store is an interface, so
 * that a shared database can stand in for the embedded SQLite one when several API instances run
 * (DECISIONS.md section 4).
 */
export interface Stores {
  zones: ZoneStore
  settings: SettingsStore
  sessions: SessionStore
  phoneCodes: PhoneCodeStore
  resetLinks: ResetLinkStore
  nonces: NonceStore
  rateLimits: RateLimitStore
  idempotency: IdempotencyStore
  /** The demo outbox (embedded emulator only). */
  outbox: OutboxStore
  messages: MessageStore
  payments: PaymentAttempts
  seenOrders: SeenOrders
  mailWaits: OrderMailWaits
  locks: LockStore
  marks: TaskMarks
  bookings: BookingsStore
  /** Who drives for the shop, and which van each day (issue 26). */
  drivers: DriverRoster
  /** The signatures and photos taken at the door. */
  proofs: DeliveryProofs
  /** Each customer's returnable-glass ledger (issue 26). */
  empties: EmptiesStore
  /** The electronic invoices' numbers, sequential per year (issue 27). */
  invoiceNumbers: InvoiceNumbers
  /** Each customer's delivery addresses, one the default (issue 27). */
  addresses: AddressBook
  /** The customers' withdrawals from their orders (issue 27). */
  withdrawals: WithdrawalsStore
  /** The refunds of orders, once each, and the bank-transfer ones operators still have to make (issue 27). */
  refunds: RefundRequests
}

/** The stores of one open database, with what concerns them all: the sweep of expired rows and closing. */
export interface OpenStores extends Stores {
  /**
   * Deletes what has expired (sessions, codes, tokens, nonces, windows, locks, idempotency keys past
   * 24 h, delivered or abandoned messages past 30 days, claims that stopped counting 30 days ago):
   * each store sweeps its own.
   */
  sweep(now: number): Promise<void>
  close(): void | Promise<void>
}

/** The stores on the embedded SQLite database, and what only tests ask of it. */
export interface SqliteStores extends OpenStores {
  readonly database: ShopDatabase
  close(): void
  /**
   * Starts watching the shop's data: tests use it to prove a refused request changed nothing. The
   * answer, called later, names the tables whose rows changed since, and stops watching. The
   * records of attempts are left out, since counting a refused attempt is their purpose: rate-limit
   * counters, idempotency keys (a refused checkout's answer is kept for its retries) and payment
   * attempts (a declined card still spent an attempt and its provider key). SQLite's session
   * extension records the rows each statement changes, so a check costs what changed, not a read
   * of every table; a row written back as it was is no change.
   */
  watchData(): () => string[]
}

/** Tables whose rows a refused request must leave as they were (SqliteStores.watchData). */
const WATCHED_TABLES = [
  'zones',
  'settings',
  'settings_log',
  'sessions',
  'phone_codes',
  'reset_tokens',
  'nonces',
  'outbox',
  'message_queue',
  'claims',
  'claim_takes',
  'claim_holders',
  'drivers',
  'van_drivers',
  'delivery_proofs',
  'empties_batches',
  'empties_events',
  'invoice_numbers',
  'address_book',
  'withdrawals',
  'refund_requests',
]

interface Sweeps {
  sweep(now: number): void | Promise<void>
}

/** The stores whose rows expire, of either database. */
function expiring<T extends Record<(typeof EXPIRING)[number], Sweeps>>(stores: T): Sweeps[] {
  return EXPIRING.map((name) => stores[name])
}

const EXPIRING = [
  'sessions',
  'phoneCodes',
  'resetLinks',
  'nonces',
  'rateLimits',
  'idempotency',
  'messages',
  'locks',
  'bookings',
] as const

/** One sweep of every store given, one after the other. */
const sweeper = (stores: Sweeps[]) => async (now: number) => {
  for (const store of stores) await store.sweep(now)
}

/**
 * Opens the embedded stores on one SQLite file (or memory), created on first use. Nothing secret is
 * kept in clear: WooCommerce tokens, queued messages and replayed answers (which carry order keys)
 * are sealed with AES-256-GCM; session ids, codes, link tokens and link nonces arrive hashed.
 */
export function openSqliteStores(path = ':memory:', options: ShopDatabaseOptions = {}): SqliteStores {
  const database = new ShopDatabase(path, options)
  const stores = {
    zones: new SqliteZoneStore(database),
    settings: new SqliteSettingsStore(database),
    sessions: new SqliteSessionStore(database),
    phoneCodes: new SqlitePhoneCodeStore(database),
    resetLinks: new SqliteResetLinkStore(database),
    nonces: new SqliteNonceStore(database),
    rateLimits: new SqliteRateLimitStore(database),
    idempotency: new SqliteIdempotencyStore(database),
    outbox: new SqliteOutboxStore(database),
    messages: new SqliteMessageStore(database),
    payments: new SqlitePaymentAttempts(database),
    seenOrders: new SqliteSeenOrders(database),
    mailWaits: new SqliteOrderMailWaits(database),
    locks: new SqliteLockStore(database),
    marks: new SqliteTaskMarks(database),
    bookings: new SqliteBookingsStore(database),
    drivers: new SqliteDriverRoster(database),
    proofs: new SqliteDeliveryProofs(database),
    empties: new SqliteEmptiesStore(database),
    invoiceNumbers: new SqliteInvoiceNumbers(database),
    addresses: new SqliteAddressBook(database),
    withdrawals: new SqliteWithdrawalsStore(database),
    refunds: new SqliteRefundRequests(database),
  }
  return {
    ...stores,
    database,
    sweep: sweeper(expiring(stores)),
    watchData: () => watchTables(database.db, WATCHED_TABLES),
    close: () => database.close(),
  }
}

/** The stores on PostgreSQL (DATABASE_URL): every one the embedded database has. */
export interface PostgresStores extends OpenStores {
  readonly database: PgDatabase
  close(): Promise<void>
}

/**
 * Opens the stores on the PostgreSQL database at `url` (DATABASE_URL), bringing its schema up to
 * date first (migrations/, numbered SQL files). Several API instances may share it: every store
 * decides in the database (unique keys, row locks, `FOR UPDATE SKIP LOCKED`), never in memory.
 */
export async function openPostgresStores(url: string, options: PgDatabaseOptions): Promise<PostgresStores> {
  const database = await PgDatabase.open(url, options)
  try {
    return await postgresStoresOn(database)
  } catch (error) {
    // A store that could not read what it keeps (its settings, its zones): nothing is left open.
    await database.close()
    throw error
  }
}

async function postgresStoresOn(database: PgDatabase): Promise<PostgresStores> {
  const sessions = new PgSessionStore(database)
  const phoneCodes = new PgPhoneCodeStore(database)
  await sessions.endUnreadable()
  await phoneCodes.endUnreadable()
  const stores = {
    zones: await PgZoneStore.open(database),
    settings: await PgSettingsStore.open(database),
    sessions,
    phoneCodes,
    resetLinks: new PgResetLinkStore(database),
    nonces: new PgNonceStore(database),
    rateLimits: new PgRateLimitStore(database),
    idempotency: new PgIdempotencyStore(database),
    outbox: new PgOutboxStore(database),
    messages: new PgMessageStore(database),
    payments: new PgPaymentAttempts(database),
    seenOrders: new PgSeenOrders(database),
    mailWaits: new PgOrderMailWaits(database),
    locks: new PgLockStore(database),
    marks: new PgTaskMarks(database),
    bookings: new PgBookingsStore(database),
    drivers: new PgDriverRoster(database),
    proofs: new PgDeliveryProofs(database),
    empties: new PgEmptiesStore(database),
    invoiceNumbers: new PgInvoiceNumbers(database),
    addresses: new PgAddressBook(database),
    withdrawals: new PgWithdrawalsStore(database),
    refunds: new PgRefundRequests(database),
  }
  return {
    ...stores,
    database,
    sweep: sweeper(expiring(stores)),
    close: () => database.close(),
  }
}
