import type { DeliveryZone } from '@shop/zones'
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
  getZones(): SavedZones | null
  /** The latest saved version (0 when none): cheap, for knowing whether cached zones are current. */
  zonesVersion(): number
  /** Saves when `expectedVersion` is the current one (0 when none was saved); null on a conflict. */
  saveZones(expectedVersion: number, zones: DeliveryZone[], savedBy: string, now: number): SavedZones | null
  zoneHistory(limit: number): Omit<SavedZones, 'zones'>[]
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS zones (version INTEGER PRIMARY KEY, zones TEXT NOT NULL, saved_at INTEGER NOT NULL, saved_by TEXT NOT NULL);
`

export class SqliteZoneStore implements ZoneStore {
  constructor(private readonly database: ShopDatabase) {
    database.db.exec(SCHEMA)
  }

  getZones(): SavedZones | null {
    const row = this.database.prepare('SELECT * FROM zones ORDER BY version DESC LIMIT 1').get() as
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
    return (this.database.prepare('SELECT MAX(version) AS v FROM zones').get() as { v: number | null }).v ?? 0
  }

  saveZones(expectedVersion: number, zones: DeliveryZone[], savedBy: string, now: number): SavedZones | null {
    return this.database.transaction(() => {
      if (this.zonesVersion() !== expectedVersion) return null
      const version = expectedVersion + 1
      this.database
        .prepare('INSERT INTO zones (version, zones, saved_at, saved_by) VALUES (?, ?, ?, ?)')
        .run(version, JSON.stringify(zones), now, savedBy)
      return { version, zones, savedAt: now, savedBy }
    })
  }

  zoneHistory(limit: number): Omit<SavedZones, 'zones'>[] {
    const rows = this.database
      .prepare('SELECT version, saved_at, saved_by FROM zones ORDER BY version DESC LIMIT ?')
      .all(limit) as { version: number; saved_at: number; saved_by: string }[]
    return rows.map((r) => ({ version: r.version, savedAt: r.saved_at, savedBy: r.saved_by }))
  }
}
