import type { PgDatabase } from './pg-database'
import type { ShopDatabase } from './shop-database'

/** A van and who drives it on a day. */
export interface VanDriver {
  vehicle: string
  userId: number
}

/**
 * Who drives for the shop (issue 26): the WooCommerce accounts an operator put on the roster (a
 * driver is no WordPress role: apps/api/docs/driver-api.md), and which of them drives which van on
 * each day. A driver drives one van a day and a van has one driver a day.
 */
export interface DriverRoster {
  /** The accounts on the roster, in the order they were added. */
  drivers(): Promise<number[]>
  isDriver(userId: number): Promise<boolean>
  /** Puts an account on the roster; false when it already was. */
  addDriver(userId: number, at: number): Promise<boolean>
  /** Takes an account off the roster and out of the vans of `fromDate` on; false when it was not on it. */
  removeDriver(userId: number, fromDate: string): Promise<boolean>
  /**
   * `userId` drives `vehicle` on `date` (YYYY-MM-DD), or nobody does (null): one step, which also
   * takes the driver off any other van of that day.
   */
  assignVan(date: string, vehicle: string, userId: number | null): Promise<void>
  /** The vans that have a driver on `date`. */
  vanDrivers(date: string): Promise<VanDriver[]>
  /** The van `userId` drives on `date`, or null. */
  vanOf(date: string, userId: number): Promise<string | null>
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS drivers (user_id INTEGER PRIMARY KEY, added_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS van_drivers (
  date TEXT NOT NULL, vehicle TEXT NOT NULL, user_id INTEGER NOT NULL,
  PRIMARY KEY (date, vehicle), UNIQUE (date, user_id)
);
`

export class SqliteDriverRoster implements DriverRoster {
  constructor(private readonly database: ShopDatabase) {
    database.db.exec(SCHEMA)
  }

  async drivers(): Promise<number[]> {
    const rows = this.database.prepare('SELECT user_id FROM drivers ORDER BY added_at, user_id').all() as {
      user_id: number
    }[]
    return rows.map((row) => row.user_id)
  }

  async isDriver(userId: number): Promise<boolean> {
    return this.database.prepare('SELECT 1 FROM drivers WHERE user_id = ?').get(userId) !== undefined
  }

  async addDriver(userId: number, at: number): Promise<boolean> {
    const added = this.database
      .prepare('INSERT INTO drivers (user_id, added_at) VALUES (?, ?) ON CONFLICT(user_id) DO NOTHING')
      .run(userId, at)
    return added.changes > 0
  }

  async removeDriver(userId: number, fromDate: string): Promise<boolean> {
    return this.database.transaction(() => {
      this.database.prepare('DELETE FROM van_drivers WHERE user_id = ? AND date >= ?').run(userId, fromDate)
      return this.database.prepare('DELETE FROM drivers WHERE user_id = ?').run(userId).changes > 0
    })
  }

  async assignVan(date: string, vehicle: string, userId: number | null): Promise<void> {
    this.database.transaction(() => {
      this.database.prepare('DELETE FROM van_drivers WHERE date = ? AND vehicle = ?').run(date, vehicle)
      if (userId === null) return
      this.database.prepare('DELETE FROM van_drivers WHERE date = ? AND user_id = ?').run(date, userId)
      this.database
        .prepare('INSERT INTO van_drivers (date, vehicle, user_id) VALUES (?, ?, ?)')
        .run(date, vehicle, userId)
    })
  }

  async vanDrivers(date: string): Promise<VanDriver[]> {
    const rows = this.database
      .prepare('SELECT vehicle, user_id FROM van_drivers WHERE date = ? ORDER BY vehicle')
      .all(date) as { vehicle: string; user_id: number }[]
    return rows.map((row) => ({ vehicle: row.vehicle, userId: row.user_id }))
  }

  async vanOf(date: string, userId: number): Promise<string | null> {
    const row = this.database
      .prepare('SELECT vehicle FROM van_drivers WHERE date = ? AND user_id = ?')
      .get(date, userId) as { vehicle: string } | undefined
    return row?.vehicle ?? null
  }
}

/**
 * The roster on PostgreSQL (migration 0004): an assignment is one transaction under the day's
 * advisory lock, so two operators assigning at once leave one driver per van and one van per driver.
 */
export class PgDriverRoster implements DriverRoster {
  constructor(private readonly database: PgDatabase) {}

  async drivers(): Promise<number[]> {
    const rows = await this.database.rows<{ user_id: string }>(
      'SELECT user_id FROM drivers ORDER BY added_at, user_id',
    )
    return rows.map((row) => Number(row.user_id))
  }

  async isDriver(userId: number): Promise<boolean> {
    return (await this.database.row('SELECT 1 FROM drivers WHERE user_id = $1', [userId])) !== undefined
  }

  async addDriver(userId: number, at: number): Promise<boolean> {
    const added = await this.database.run(
      'INSERT INTO drivers (user_id, added_at) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING',
      [userId, at],
    )
    return added > 0
  }

  async removeDriver(userId: number, fromDate: string): Promise<boolean> {
    return this.database.transaction(async (tx) => {
      await this.database.run(
        'DELETE FROM van_drivers WHERE user_id = $1 AND date >= $2',
        [userId, fromDate],
        tx,
      )
      return (await this.database.run('DELETE FROM drivers WHERE user_id = $1', [userId], tx)) > 0
    })
  }

  async assignVan(date: string, vehicle: string, userId: number | null): Promise<void> {
    await this.database.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock(hashtext('shop-api:van-drivers'), hashtext($1))", [date])
      await this.database.run('DELETE FROM van_drivers WHERE date = $1 AND vehicle = $2', [date, vehicle], tx)
      if (userId === null) return
      await this.database.run('DELETE FROM van_drivers WHERE date = $1 AND user_id = $2', [date, userId], tx)
      await this.database.run(
        'INSERT INTO van_drivers (date, vehicle, user_id) VALUES ($1, $2, $3)',
        [date, vehicle, userId],
        tx,
      )
    })
  }

  async vanDrivers(date: string): Promise<VanDriver[]> {
    const rows = await this.database.rows<{ vehicle: string; user_id: string }>(
      'SELECT vehicle, user_id FROM van_drivers WHERE date = $1 ORDER BY vehicle',
      [date],
    )
    return rows.map((row) => ({ vehicle: row.vehicle, userId: Number(row.user_id) }))
  }

  async vanOf(date: string, userId: number): Promise<string | null> {
    const row = await this.database.row<{ vehicle: string }>(
      'SELECT vehicle FROM van_drivers WHERE date = $1 AND user_id = $2',
      [date, userId],
    )
    return row?.vehicle ?? null
  }
}
