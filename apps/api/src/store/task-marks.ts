import type { PgDatabase } from './pg-database'
import type { ShopDatabase } from './shop-database'

/** Named bookmarks of background tasks (e.g. up to when the order watch looked at orders). */
export interface TaskMarks {
  getMark(name: string): Promise<string | null>
  setMark(name: string, value: string): Promise<void>
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS marks (name TEXT PRIMARY KEY, value TEXT NOT NULL);
`

export class SqliteTaskMarks implements TaskMarks {
  constructor(private readonly database: ShopDatabase) {
    database.db.exec(SCHEMA)
  }

  async getMark(name: string): Promise<string | null> {
    const row = this.database.prepare('SELECT value FROM marks WHERE name = ?').get(name) as
      | { value: string }
      | undefined
    return row?.value ?? null
  }

  async setMark(name: string, value: string): Promise<void> {
    this.database.db
      .prepare(
        'INSERT INTO marks (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value',
      )
      .run(name, value)
  }
}

/** The task marks on PostgreSQL. */
export class PgTaskMarks implements TaskMarks {
  constructor(private readonly database: PgDatabase) {}

  async getMark(name: string): Promise<string | null> {
    return (
      (await this.database.row<{ value: string }>('SELECT value FROM marks WHERE name = $1', [name]))
        ?.value ?? null
    )
  }

  async setMark(name: string, value: string): Promise<void> {
    await this.database.run(
      'INSERT INTO marks (name, value) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET value = excluded.value',
      [name, value],
    )
  }
}
