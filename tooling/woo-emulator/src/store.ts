import { DatabaseSync, type SQLInputValue } from 'node:sqlite'

/**
 * The emulator's SQLite database (node:sqlite, file-backed or in memory). Each resource is a row
 * with the columns WordPress would query on, plus the whole document as JSON in `doc`.
 */
export class Store {
  readonly db: DatabaseSync

  constructor(path = ':memory:') {
    this.db = new DatabaseSync(path)
    this.db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;')
    this.db.exec(SCHEMA)
  }

  close(): void {
    if (this.db.isOpen) this.db.close()
  }

  /** Runs `work` in one transaction: all of it or none of it. */
  transaction<T>(work: () => T): T {
    if (this.db.isTransaction) return work()
    this.db.exec('BEGIN IMMEDIATE')
    try {
      const result = work()
      this.db.exec('COMMIT')
      return result
    } catch (error) {
      this.db.exec('ROLLBACK')
      throw error
    }
  }

  /** The next value of a sequence (posts share one, as WordPress's posts table does). */
  nextId(sequence: 'posts' | 'users' | 'terms' | 'meta' | 'order_items' | 'media' | 'comments'): number {
    const row = this.db
      .prepare(
        'INSERT INTO sequences (name, value) VALUES (?, 1) ON CONFLICT(name) DO UPDATE SET value = value + 1 RETURNING value',
      )
      .get(sequence) as { value: number }
    return row.value
  }

  /** Sets where a sequence starts (the next id it gives is `value + 1`). */
  setSequence(sequence: string, value: number): void {
    this.db
      .prepare(
        'INSERT INTO sequences (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value',
      )
      .run(sequence, value)
  }

  getSetting<T>(key: string, fallback: T): T {
    const row = this.db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as
      | { value: string }
      | undefined
    return row ? (JSON.parse(row.value) as T) : fallback
  }

  setSetting(key: string, value: unknown): void {
    this.db
      .prepare(
        'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
      )
      .run(key, JSON.stringify(value))
  }

  all<T>(sql: string, ...params: SQLInputValue[]): T[] {
    return this.db.prepare(sql).all(...params) as T[]
  }

  get<T>(sql: string, ...params: SQLInputValue[]): T | undefined {
    return this.db.prepare(sql).get(...params) as T | undefined
  }

  run(sql: string, ...params: SQLInputValue[]): void {
    this.db.prepare(sql).run(...params)
  }

  /** Whether the database holds no users yet (a new file, or one after `reset`). */
  isEmpty(): boolean {
    return (this.get<{ n: number }>('SELECT COUNT(*) AS n FROM users')?.n ?? 0) === 0
  }

  /** Empties every table. */
  reset(): void {
    this.transaction(() => {
      for (const table of TABLES) this.db.exec(`DELETE FROM ${table}`)
    })
  }

  /** Writes the whole database to the new file `file` (SQLite's VACUUM INTO). */
  saveTo(file: string): void {
    this.db.exec(`VACUUM INTO ${sqlText(file)}`)
  }

  /** Replaces every table's rows with those of a file `saveTo` wrote, in one transaction. */
  loadFrom(file: string): void {
    this.db.exec(`ATTACH DATABASE ${sqlText(file)} AS snapshot`)
    try {
      this.transaction(() => {
        for (const table of TABLES) {
          this.db.exec(`DELETE FROM main.${table}`)
          this.db.exec(`INSERT INTO main.${table} SELECT * FROM snapshot.${table}`)
        }
      })
    } finally {
      this.db.exec('DETACH DATABASE snapshot')
    }
  }
}

/** A string as an SQL literal. */
const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`

const TABLES = [
  'sequences',
  'settings',
  'products',
  'product_categories',
  'categories',
  'users',
  'orders',
  'order_notes',
  'order_refunds',
  'gateways',
  'api_keys',
]

const SCHEMA = `
CREATE TABLE IF NOT EXISTS sequences (name TEXT PRIMARY KEY, value INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS products (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, slug TEXT NOT NULL, sku TEXT NOT NULL, status TEXT NOT NULL,
  type TEXT NOT NULL, featured INTEGER NOT NULL, on_sale INTEGER NOT NULL, price REAL, stock_status TEXT NOT NULL,
  total_sales INTEGER NOT NULL, menu_order INTEGER NOT NULL, date_created TEXT NOT NULL, date_modified TEXT NOT NULL,
  search_text TEXT NOT NULL, doc TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS products_slug ON products (slug);
CREATE INDEX IF NOT EXISTS products_sku ON products (sku);
CREATE TABLE IF NOT EXISTS product_categories (
  product_id INTEGER NOT NULL, category_id INTEGER NOT NULL, PRIMARY KEY (product_id, category_id)
);
CREATE INDEX IF NOT EXISTS product_categories_category ON product_categories (category_id);
CREATE TABLE IF NOT EXISTS categories (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, slug TEXT NOT NULL UNIQUE, parent INTEGER NOT NULL,
  description TEXT NOT NULL, menu_order INTEGER NOT NULL, doc TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY, email TEXT NOT NULL, username TEXT NOT NULL, nicename TEXT NOT NULL,
  display_name TEXT NOT NULL, url TEXT NOT NULL, role TEXT NOT NULL, password_hash TEXT NOT NULL,
  registered TEXT NOT NULL, doc TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS users_email ON users (email COLLATE NOCASE);
CREATE UNIQUE INDEX IF NOT EXISTS users_username ON users (username COLLATE NOCASE);
CREATE INDEX IF NOT EXISTS users_registered ON users (registered);
CREATE INDEX IF NOT EXISTS users_nicename ON users (nicename);
CREATE TABLE IF NOT EXISTS orders (
  id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL, status TEXT NOT NULL, date_created TEXT NOT NULL,
  date_modified TEXT NOT NULL, search_text TEXT NOT NULL, doc TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS orders_customer ON orders (customer_id);
CREATE INDEX IF NOT EXISTS orders_status ON orders (status);
CREATE TABLE IF NOT EXISTS order_notes (
  id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL, author TEXT NOT NULL, date_created TEXT NOT NULL,
  note TEXT NOT NULL, customer_note INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS order_notes_order ON order_notes (order_id);
CREATE TABLE IF NOT EXISTS order_refunds (
  id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL, date_created TEXT NOT NULL, doc TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS order_refunds_order ON order_refunds (order_id);
CREATE TABLE IF NOT EXISTS gateways (id TEXT PRIMARY KEY, position INTEGER NOT NULL, doc TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS api_keys (
  consumer_key TEXT PRIMARY KEY, consumer_secret TEXT NOT NULL, user_id INTEGER NOT NULL, permissions TEXT NOT NULL
);
`
