import type { PgDatabase, Queryable } from './pg-database'
import type { ShopDatabase } from './shop-database'

/** What an address of the book holds besides its id: as the caller gives it, kept as it was given. */
export interface AddressBookFields {
  label: string
  /** The delivery address (@shop/forms Address), kept as JSON: the store does not read it. */
  address: Record<string, string>
  coordinates: { lat: number; lng: number } | null
  /** The delivery zone the address was found in when it was saved. */
  zoneId: string
  zoneName: string
}

export interface AddressBookRow extends AddressBookFields {
  id: number
  customerId: number
  isDefault: boolean
  createdAt: number
  updatedAt: number
}

/** Why an address was not added: the book holds `max` already, or (onlyIfEmpty) it is not empty. */
export type AddressAdd = { added: true; row: AddressBookRow } | { added: false; reason: 'full' | 'not_empty' }

/** What removing an address did: the row removed and the default after it (null: the book is empty). */
export interface AddressRemoval {
  removed: AddressBookRow
  defaultAfter: AddressBookRow | null
}

/**
 * Each customer's address book (issue 27): their delivery addresses, each with a name and the zone
 * it was found in, one of them the default. The book's rules are decided here, one customer at a
 * time in one transaction: at most `max` addresses, and exactly one default while the book is not
 * empty (the first address added is it; when the default goes, the oldest left takes its place).
 * A customer only ever reaches their own rows: every call names the customer.
 */
export interface AddressBook {
  /** The customer's addresses, oldest first. */
  list(customerId: number): Promise<AddressBookRow[]>
  /** One of the customer's addresses; null when it is not theirs or does not exist. */
  get(customerId: number, id: number): Promise<AddressBookRow | null>
  /**
   * Adds an address, the default when the book was empty or `makeDefault`; refused when the book
   * holds `max` already, or, with `onlyIfEmpty`, when it holds any.
   */
  add(
    customerId: number,
    fields: AddressBookFields,
    options: { max: number; makeDefault?: boolean; onlyIfEmpty?: boolean },
    at: number,
  ): Promise<AddressAdd>
  /** Replaces an address's fields; null when it is not the customer's. */
  update(
    customerId: number,
    id: number,
    fields: AddressBookFields,
    at: number,
  ): Promise<AddressBookRow | null>
  /** Removes an address; null when it is not the customer's. */
  remove(customerId: number, id: number): Promise<AddressRemoval | null>
  /** Makes an address the default (the one before is no more); null when it is not the customer's. */
  makeDefault(customerId: number, id: number, at: number): Promise<AddressBookRow | null>
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS address_book (
  id INTEGER PRIMARY KEY AUTOINCREMENT, customer_id INTEGER NOT NULL, label TEXT NOT NULL,
  address TEXT NOT NULL, lat REAL, lng REAL, zone_id TEXT NOT NULL, zone_name TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS address_book_customer ON address_book (customer_id, id);
CREATE UNIQUE INDEX IF NOT EXISTS address_book_one_default ON address_book (customer_id) WHERE is_default = 1;
`

interface Row {
  id: number | string
  customer_id: number | string
  label: string
  address: string
  lat: number | null
  lng: number | null
  zone_id: string
  zone_name: string
  is_default: number | boolean
  created_at: number | string
  updated_at: number | string
}

const COLUMNS =
  'id, customer_id, label, address, lat, lng, zone_id, zone_name, is_default, created_at, updated_at'

function toRow(row: Row): AddressBookRow {
  return {
    id: Number(row.id),
    customerId: Number(row.customer_id),
    label: row.label,
    address: JSON.parse(row.address) as Record<string, string>,
    coordinates: row.lat === null || row.lng === null ? null : { lat: Number(row.lat), lng: Number(row.lng) },
    zoneId: row.zone_id,
    zoneName: row.zone_name,
    isDefault: row.is_default === 1 || row.is_default === true,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  }
}

/** The values of a row's fields, in the order of `label, address, lat, lng, zone_id, zone_name`. */
const values = (fields: AddressBookFields) => [
  fields.label,
  JSON.stringify(fields.address),
  fields.coordinates?.lat ?? null,
  fields.coordinates?.lng ?? null,
  fields.zoneId,
  fields.zoneName,
]

export class SqliteAddressBook implements AddressBook {
  constructor(private readonly database: ShopDatabase) {
    database.db.exec(SCHEMA)
  }

  private rows(customerId: number): AddressBookRow[] {
    return (
      this.database
        .prepare(`SELECT ${COLUMNS} FROM address_book WHERE customer_id = ? ORDER BY id`)
        .all(customerId) as unknown as Row[]
    ).map(toRow)
  }

  private one(customerId: number, id: number): AddressBookRow | null {
    const row = this.database
      .prepare(`SELECT ${COLUMNS} FROM address_book WHERE customer_id = ? AND id = ?`)
      .get(customerId, id) as unknown as Row | undefined
    return row ? toRow(row) : null
  }

  async list(customerId: number): Promise<AddressBookRow[]> {
    return this.rows(customerId)
  }

  async get(customerId: number, id: number): Promise<AddressBookRow | null> {
    return this.one(customerId, id)
  }

  async add(
    customerId: number,
    fields: AddressBookFields,
    options: { max: number; makeDefault?: boolean; onlyIfEmpty?: boolean },
    at: number,
  ): Promise<AddressAdd> {
    const { prepare } = this.database
    return this.database.transaction((): AddressAdd => {
      const { n } = prepare('SELECT COUNT(*) AS n FROM address_book WHERE customer_id = ?').get(
        customerId,
      ) as {
        n: number
      }
      if (options.onlyIfEmpty && n > 0) return { added: false, reason: 'not_empty' }
      if (n >= options.max) return { added: false, reason: 'full' }
      const isDefault = n === 0 || options.makeDefault === true
      if (isDefault) prepare('UPDATE address_book SET is_default = 0 WHERE customer_id = ?').run(customerId)
      const inserted = prepare(
        `INSERT INTO address_book (customer_id, label, address, lat, lng, zone_id, zone_name, is_default, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(customerId, ...values(fields), isDefault ? 1 : 0, at, at)
      return { added: true, row: this.one(customerId, Number(inserted.lastInsertRowid)) as AddressBookRow }
    })
  }

  async update(
    customerId: number,
    id: number,
    fields: AddressBookFields,
    at: number,
  ): Promise<AddressBookRow | null> {
    const changed = this.database
      .prepare(
        `UPDATE address_book SET label = ?, address = ?, lat = ?, lng = ?, zone_id = ?, zone_name = ?, updated_at = ?
         WHERE customer_id = ? AND id = ?`,
      )
      .run(...values(fields), at, customerId, id).changes
    return changed === 0 ? null : this.one(customerId, id)
  }

  async remove(customerId: number, id: number): Promise<AddressRemoval | null> {
    const { prepare } = this.database
    return this.database.transaction(() => {
      const removed = this.one(customerId, id)
      if (!removed) return null
      prepare('DELETE FROM address_book WHERE customer_id = ? AND id = ?').run(customerId, id)
      if (removed.isDefault) {
        const oldest = prepare('SELECT id FROM address_book WHERE customer_id = ? ORDER BY id LIMIT 1').get(
          customerId,
        ) as { id: number } | undefined
        if (oldest) prepare('UPDATE address_book SET is_default = 1 WHERE id = ?').run(oldest.id)
      }
      return { removed, defaultAfter: this.rows(customerId).find((row) => row.isDefault) ?? null }
    })
  }

  async makeDefault(customerId: number, id: number, at: number): Promise<AddressBookRow | null> {
    const { prepare } = this.database
    return this.database.transaction(() => {
      if (!this.one(customerId, id)) return null
      prepare('UPDATE address_book SET is_default = 0 WHERE customer_id = ? AND is_default = 1').run(
        customerId,
      )
      prepare('UPDATE address_book SET is_default = 1, updated_at = ? WHERE id = ?').run(at, id)
      return this.one(customerId, id)
    })
  }
}

/**
 * The address book on PostgreSQL (migration 0008): each change that counts or moves the default is
 * one transaction under the customer's advisory lock, so that API instances adding or choosing at
 * once keep the cap and one default (the partial unique index would refuse a second one anyway).
 */
export class PgAddressBook implements AddressBook {
  constructor(private readonly database: PgDatabase) {}

  private async rows(customerId: number, on?: Queryable): Promise<AddressBookRow[]> {
    const rows = await this.database.rows<Row>(
      `SELECT ${COLUMNS} FROM address_book WHERE customer_id = $1 ORDER BY id`,
      [customerId],
      on,
    )
    return rows.map(toRow)
  }

  private async one(customerId: number, id: number, on?: Queryable): Promise<AddressBookRow | null> {
    const row = await this.database.row<Row>(
      `SELECT ${COLUMNS} FROM address_book WHERE customer_id = $1 AND id = $2`,
      [customerId, id],
      on,
    )
    return row ? toRow(row) : null
  }

  /** Runs `work` in a transaction holding the customer's lock. */
  private locked<T>(customerId: number, work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.database.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock(hashtext('shop-api:address-book'), $1::int)", [
        customerId | 0,
      ])
      return work(tx)
    })
  }

  async list(customerId: number): Promise<AddressBookRow[]> {
    return this.rows(customerId)
  }

  async get(customerId: number, id: number): Promise<AddressBookRow | null> {
    return this.one(customerId, id)
  }

  async add(
    customerId: number,
    fields: AddressBookFields,
    options: { max: number; makeDefault?: boolean; onlyIfEmpty?: boolean },
    at: number,
  ): Promise<AddressAdd> {
    return this.locked(customerId, async (tx): Promise<AddressAdd> => {
      const counted = await this.database.row<{ n: number }>(
        'SELECT COUNT(*)::int AS n FROM address_book WHERE customer_id = $1',
        [customerId],
        tx,
      )
      const n = counted?.n ?? 0
      if (options.onlyIfEmpty && n > 0) return { added: false, reason: 'not_empty' }
      if (n >= options.max) return { added: false, reason: 'full' }
      const isDefault = n === 0 || options.makeDefault === true
      if (isDefault)
        await this.database.run(
          'UPDATE address_book SET is_default = 0 WHERE customer_id = $1 AND is_default = 1',
          [customerId],
          tx,
        )
      const inserted = await this.database.row<Row>(
        `INSERT INTO address_book (customer_id, label, address, lat, lng, zone_id, zone_name, is_default, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING ${COLUMNS}`,
        [customerId, ...values(fields), isDefault ? 1 : 0, at],
        tx,
      )
      return { added: true, row: toRow(inserted as Row) }
    })
  }

  async update(
    customerId: number,
    id: number,
    fields: AddressBookFields,
    at: number,
  ): Promise<AddressBookRow | null> {
    const row = await this.database.row<Row>(
      `UPDATE address_book SET label = $1, address = $2, lat = $3, lng = $4, zone_id = $5, zone_name = $6,
         updated_at = $7 WHERE customer_id = $8 AND id = $9 RETURNING ${COLUMNS}`,
      [...values(fields), at, customerId, id],
    )
    return row ? toRow(row) : null
  }

  async remove(customerId: number, id: number): Promise<AddressRemoval | null> {
    return this.locked(customerId, async (tx) => {
      const removed = await this.one(customerId, id, tx)
      if (!removed) return null
      await this.database.run(
        'DELETE FROM address_book WHERE customer_id = $1 AND id = $2',
        [customerId, id],
        tx,
      )
      if (removed.isDefault)
        await this.database.run(
          `UPDATE address_book SET is_default = 1 WHERE id =
             (SELECT id FROM address_book WHERE customer_id = $1 ORDER BY id LIMIT 1)`,
          [customerId],
          tx,
        )
      const after = await this.rows(customerId, tx)
      return { removed, defaultAfter: after.find((row) => row.isDefault) ?? null }
    })
  }

  async makeDefault(customerId: number, id: number, at: number): Promise<AddressBookRow | null> {
    return this.locked(customerId, async (tx) => {
      if (!(await this.one(customerId, id, tx))) return null
      await this.database.run(
        'UPDATE address_book SET is_default = 0 WHERE customer_id = $1 AND is_default = 1',
        [customerId],
        tx,
      )
      await this.database.run(
        'UPDATE address_book SET is_default = 1, updated_at = $1 WHERE id = $2',
        [at, id],
        tx,
      )
      return this.one(customerId, id, tx)
    })
  }
}
