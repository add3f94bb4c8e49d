import type { BankAccount, OnDeliveryStatus } from '@shop/payments'
import type { DeliveryRules } from '@shop/slots'
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
}

/** The shop's settings as operators saved them, and the log of who changed what. */
export interface SettingsStore {
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
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS settings_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, user_id INTEGER NOT NULL, email TEXT NOT NULL,
  role TEXT NOT NULL, key TEXT NOT NULL, before TEXT, after TEXT
);
`

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
    this.database
      .prepare(
        'INSERT INTO settings_log (at, user_id, email, role, key, before, after) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(change.at, change.userId, change.email, change.role, change.key, change.before, change.after)
  }

  settingsLog(limit: number): SettingsChange[] {
    const rows = this.database.prepare('SELECT * FROM settings_log ORDER BY id DESC LIMIT ?').all(limit) as {
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
}
