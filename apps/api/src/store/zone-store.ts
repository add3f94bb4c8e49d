import type { DeliveryZone } from '@shop/zones'
import type { PgDatabase } from './pg-database'
import type { ShopDatabase } from './shop-database'

/** One saved version of the delivery zones (the admin's zone editor saves a new one each time). */
export interface SavedZones {
  version: number
  zones: DeliveryZone[]
  savedAt: number
  savedBy: string
}

/** The delivery zones an operator saved, every version kept. */
export interface ZoneStore {
  /** The latest saved zones, synchronously (read on almost every request through zones-service.ts). */
  getZones(): SavedZones | null
  /**
   * The latest saved version (0 when none): cheap, for knowing whether cached zones are current.
   * Another instance's save shows as the SQLite file is read again (each call), or as PostgreSQL's
   * notification of it arrives.
   */
  zonesVersion(): number
  /** Saves when `expectedVersion` is the current one (0 when none was saved); null on a conflict. */
  saveZones(
    expectedVersion: number,
    zones: DeliveryZone[],
    savedBy: string,
    now: number,
  ): Promise<SavedZones | null>
  zoneHistory(limit: number): Promise<Omit<SavedZones, 'zones'>[]>
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS zones (version INTEGER PRIMARY KEY, zones TEXT NOT NULL, saved_at INTEGER NOT NULL, saved_by TEXT NOT NULL);
`

type ZoneRow = { version: number; zones: string; saved_at: number; saved_by: string }

const savedOf = (row: ZoneRow): SavedZones => ({
  version: row.version,
  zones: JSON.parse(row.zones) as DeliveryZone[],
  savedAt: row.saved_at,
  savedBy: row.saved_by,
})

export class SqliteZoneStore implements ZoneStore {
  constructor(private readonly database: ShopDatabase) {
    database.db.exec(SCHEMA)
  }

  getZones(): SavedZones | null {
    const row = this.database.prepare('SELECT * FROM zones ORDER BY version DESC LIMIT 1').get() as
      | ZoneRow
      | undefined
    return row ? savedOf(row) : null
  }

  zonesVersion(): number {
    return (this.database.prepare('SELECT MAX(version) AS v FROM zones').get() as { v: number | null }).v ?? 0
  }

  async saveZones(
    expectedVersion: number,
    zones: DeliveryZone[],
    savedBy: string,
    now: number,
  ): Promise<SavedZones | null> {
    return this.database.transaction(() => {
      if (this.zonesVersion() !== expectedVersion) return null
      const version = expectedVersion + 1
      this.database
        .prepare('INSERT INTO zones (version, zones, saved_at, saved_by) VALUES (?, ?, ?, ?)')
        .run(version, JSON.stringify(zones), now, savedBy)
      return { version, zones, savedAt: now, savedBy }
    })
  }

  async zoneHistory(limit: number): Promise<Omit<SavedZones, 'zones'>[]> {
    const rows = this.database
      .prepare('SELECT version, saved_at, saved_by FROM zones ORDER BY version DESC LIMIT ?')
      .all(limit) as { version: number; saved_at: number; saved_by: string }[]
    return rows.map((r) => ({ version: r.version, savedAt: r.saved_at, savedBy: r.saved_by }))
  }
}

/** The channel a save of the zones is announced on (LISTEN/NOTIFY). */
const ZONES_CHANNEL = 'shop_zones'

/**
 * The zones on PostgreSQL: the latest version read at start and again whenever any instance saves
 * one (a notification sent with the save's commit), so getZones and zonesVersion answer from memory.
 */
export class PgZoneStore implements ZoneStore {
  private latest: SavedZones | null = null

  private constructor(private readonly database: PgDatabase) {}

  static async open(database: PgDatabase): Promise<PgZoneStore> {
    const store = new PgZoneStore(database)
    await store.reload()
    await database.onChange(ZONES_CHANNEL, () => {
      store
        .reload()
        .catch((error: unknown) =>
          database.log('Zone non rilette dopo una modifica', { error: String(error) }),
        )
    })
    return store
  }

  private async reload(): Promise<void> {
    const row = await this.database.row<ZoneRow>('SELECT * FROM zones ORDER BY version DESC LIMIT 1')
    // A notification and a save of this instance may race: the newer version wins.
    if (row && row.version > (this.latest?.version ?? 0)) this.latest = savedOf(row)
  }

  getZones(): SavedZones | null {
    return this.latest
  }

  zonesVersion(): number {
    return this.latest?.version ?? 0
  }

  async saveZones(
    expectedVersion: number,
    zones: DeliveryZone[],
    savedBy: string,
    now: number,
  ): Promise<SavedZones | null> {
    const saved = await this.database.transaction(async (tx) => {
      const current =
        (await this.database.row<{ v: number | null }>('SELECT MAX(version) AS v FROM zones', [], tx))?.v ?? 0
      if (current !== expectedVersion) return null
      // Of two saves on the same version at once, the primary key lets one in.
      const inserted = await this.database.run(
        'INSERT INTO zones (version, zones, saved_at, saved_by) VALUES ($1, $2, $3, $4) ON CONFLICT (version) DO NOTHING',
        [expectedVersion + 1, JSON.stringify(zones), now, savedBy],
        tx,
      )
      if (inserted === 0) return null
      await this.database.notify(ZONES_CHANNEL, tx)
      return { version: expectedVersion + 1, zones, savedAt: now, savedBy }
    })
    if (saved && saved.version > (this.latest?.version ?? 0)) this.latest = saved
    return saved
  }

  async zoneHistory(limit: number): Promise<Omit<SavedZones, 'zones'>[]> {
    const rows = await this.database.rows<Omit<ZoneRow, 'zones'>>(
      'SELECT version, saved_at, saved_by FROM zones ORDER BY version DESC LIMIT $1',
      [limit],
    )
    return rows.map((r) => ({ version: r.version, savedAt: r.saved_at, savedBy: r.saved_by }))
  }
}
