import type { Seller } from '@shop/forms'
import type { BankAccount, OnDeliveryStatus } from '@shop/payments'
import type { DeliveryRules } from '@shop/slots'
import type { PgDatabase, Queryable } from './pg-database'
import type { ShopDatabase } from './shop-database'

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
  /**
   * The seller's identity (@shop/forms sellerSchema): the legal pages, the checkout's
   * pre-contract information and the invoices show it. Null until operators enter it; the
   * embedded emulator's shop has DEMO_SELLER.
   */
  seller: Seller | null
}

/** The shop's settings as operators saved them, and the log of who changed what. */
export interface SettingsStore {
  /**
   * The settings in force, synchronously (read on almost every request): what this instance read
   * last. Its own saves show at once; another instance's within a second (SQLite: read again after
   * SETTINGS_REUSE_MS; PostgreSQL: told by a notification as the save commits).
   */
  getSettings(): Partial<ShopSettings>
  /**
   * Saves settings; with `by`, each key whose value changes is logged (who, when, before, after)
   * in the same transaction (settingsLog); a key never saved before was `defaults`' value.
   */
  saveSettings(
    settings: Partial<ShopSettings>,
    by?: ChangeAuthor,
    defaults?: Partial<ShopSettings>,
  ): Promise<void>
  /** Logs a change made elsewhere (a payment gateway switched in WooCommerce, the zones saved). */
  logSettingsChange(change: Omit<SettingsChange, 'id'>): Promise<void>
  /** The latest logged changes, newest first. */
  settingsLog(limit: number): Promise<SettingsChange[]>
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS settings_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, user_id INTEGER NOT NULL, email TEXT NOT NULL,
  role TEXT NOT NULL, key TEXT NOT NULL, before TEXT, after TEXT
);
`

interface SettingsLogRow {
  id: number
  at: number
  user_id: number
  email: string
  role: string
  key: string
  before: string | null
  after: string | null
}

const changeOf = (row: SettingsLogRow): SettingsChange => ({
  id: row.id,
  at: row.at,
  userId: row.user_id,
  email: row.email,
  role: row.role,
  key: row.key,
  before: row.before === null ? null : JSON.parse(row.before),
  after: row.after === null ? null : JSON.parse(row.after),
})

/** A change given by a caller, with its values as the log keeps them (JSON; null when unset). */
const loggedChange = (change: Omit<SettingsChange, 'id'>) => ({
  ...change,
  before: change.before === undefined ? null : JSON.stringify(change.before),
  after: change.after === undefined ? null : JSON.stringify(change.after),
})

/** The rows of `settings` as the settings they are. */
const settingsOf = (rows: { key: string; value: string }[]) =>
  Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value)])) as Partial<ShopSettings>

/** How long getSettings reuses what it read (saves through this store drop it at once). */
const SETTINGS_REUSE_MS = 1000

export class SqliteSettingsStore implements SettingsStore {
  private settingsCache: { settings: Partial<ShopSettings>; at: number } | null = null

  constructor(private readonly database: ShopDatabase) {
    database.db.exec(SCHEMA)
  }

  getSettings(): Partial<ShopSettings> {
    // Read on most requests: kept a second (another instance's save shows within it), and
    // dropped at once by this instance's own save.
    const now = performance.now()
    if (this.settingsCache && now - this.settingsCache.at < SETTINGS_REUSE_MS)
      return this.settingsCache.settings
    const rows = this.database.prepare('SELECT key, value FROM settings').all() as {
      key: string
      value: string
    }[]
    const settings = settingsOf(rows)
    this.settingsCache = { settings, at: now }
    return settings
  }

  async saveSettings(
    settings: Partial<ShopSettings>,
    by?: ChangeAuthor,
    defaults: Partial<ShopSettings> = {},
  ): Promise<void> {
    this.settingsCache = null
    this.database.transaction(() => {
      const statement = this.database.prepare(
        'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
      )
      const read = this.database.prepare('SELECT value FROM settings WHERE key = ?')
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

  async logSettingsChange(change: Omit<SettingsChange, 'id'>): Promise<void> {
    this.logChange(loggedChange(change))
  }

  private logChange(
    change: ChangeAuthor & { key: string; before: string | null; after: string | null },
  ): void {
    this.database
      .prepare(
        'INSERT INTO settings_log (at, user_id, email, role, key, before, after) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(change.at, change.userId, change.email, change.role, change.key, change.before, change.after)
  }

  async settingsLog(limit: number): Promise<SettingsChange[]> {
    const rows = this.database
      .prepare('SELECT * FROM settings_log ORDER BY id DESC LIMIT ?')
      .all(limit) as unknown as SettingsLogRow[]
    return rows.map(changeOf)
  }
}

/** The channel a save of the settings is announced on (LISTEN/NOTIFY). */
const SETTINGS_CHANNEL = 'shop_settings'

/**
 * The settings on PostgreSQL: read whole at start and again whenever any instance saves (a
 * notification sent with the save's commit), so getSettings answers from memory.
 */
export class PgSettingsStore implements SettingsStore {
  private snapshot: Partial<ShopSettings> = {}
  private reloading: Promise<void> = Promise.resolve()

  private constructor(private readonly database: PgDatabase) {}

  static async open(database: PgDatabase): Promise<PgSettingsStore> {
    const store = new PgSettingsStore(database)
    await store.reload()
    await database.onChange(SETTINGS_CHANNEL, () => {
      store
        .reload()
        .catch((error: unknown) =>
          database.log('Impostazioni non rilette dopo una modifica', { error: String(error) }),
        )
    })
    return store
  }

  private async reload(): Promise<void> {
    this.snapshot = settingsOf(
      await this.database.rows<{ key: string; value: string }>('SELECT key, value FROM settings'),
    )
  }

  getSettings(): Partial<ShopSettings> {
    return this.snapshot
  }

  async saveSettings(
    settings: Partial<ShopSettings>,
    by?: ChangeAuthor,
    defaults: Partial<ShopSettings> = {},
  ): Promise<void> {
    await this.database.transaction(async (tx) => {
      for (const [key, value] of Object.entries(settings)) {
        if (value === undefined) continue
        const after = JSON.stringify(value)
        const fallback = defaults[key as keyof ShopSettings]
        // The row locked: of two saves of one key at once, the second logs what the first wrote.
        const row = await this.database.row<{ value: string }>(
          'SELECT value FROM settings WHERE key = $1 FOR UPDATE',
          [key],
          tx,
        )
        const before = row?.value ?? (fallback === undefined ? null : JSON.stringify(fallback))
        await this.database.run(
          'INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
          [key, after],
          tx,
        )
        if (by && before !== after) await this.logChange({ ...by, key, before, after }, tx)
      }
      await this.database.notify(SETTINGS_CHANNEL, tx)
    })
    await this.reload()
  }

  async logSettingsChange(change: Omit<SettingsChange, 'id'>): Promise<void> {
    await this.logChange(loggedChange(change), this.database.pool)
  }

  private async logChange(
    change: ChangeAuthor & { key: string; before: string | null; after: string | null },
    tx: Queryable,
  ): Promise<void> {
    await this.database.run(
      'INSERT INTO settings_log (at, user_id, email, role, key, before, after) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [change.at, change.userId, change.email, change.role, change.key, change.before, change.after],
      tx,
    )
  }

  async settingsLog(limit: number): Promise<SettingsChange[]> {
    return (
      await this.database.rows<SettingsLogRow>('SELECT * FROM settings_log ORDER BY id DESC LIMIT $1', [
        limit,
      ])
    ).map(changeOf)
  }
}
