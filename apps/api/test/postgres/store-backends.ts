/**
 * The stores on both databases, for the tests each store runs on both (issue 25): SQLite in memory,
 * and a fresh PostgreSQL database cloned from the migrated template of the run (global-setup.ts).
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import type { StoreLog } from '../../src/store/private-files'
import { openPostgresStores, openSqliteStores, type PostgresStores } from '../../src/store/stores'

/** What both databases keep (PostgresStores without its connection). */
export type AsyncStores = Omit<PostgresStores, 'database' | 'close'>

export interface OpenedStores {
  stores: AsyncStores
  /** How many rows `table` holds (for the sweeps' tests). */
  count(table: string): Promise<number>
  /** Every value of `column` in `table`, as the database keeps it (for the tests of what is sealed). */
  column(table: string, column: string): Promise<unknown[]>
  close(): Promise<void>
}

export interface StoreBackend {
  name: 'SQLite' | 'PostgreSQL'
  open(options?: { secret?: string; log?: StoreLog }): Promise<OpenedStores>
  /** `count` sets of stores on one database, as `count` API processes sharing it have. */
  openShared(count: number): Promise<OpenedStores[]>
}

const TEST_SECRET = 'the-session-secret-of-the-store-tests-0123456789'

/** A new database of the run's PostgreSQL server, cloned from the migrated template. */
export async function freshPostgresUrl(): Promise<string> {
  const { url, template } = inject('postgres')
  const name = `shop_${randomUUID().replaceAll('-', '')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`)
  } finally {
    await admin.end()
  }
  return `${url.slice(0, url.lastIndexOf('/'))}/${name}`
}

export const STORE_BACKENDS: StoreBackend[] = [
  {
    name: 'SQLite',
    async open(options = {}) {
      return sqliteOn(':memory:', options)
    },
    async openShared(count) {
      const file = join(mkdtempSync(join(tmpdir(), 'shop-stores-')), 'api.sqlite')
      return Array.from({ length: count }, () => sqliteOn(file))
    },
  },
  {
    name: 'PostgreSQL',
    async open(options = {}) {
      return postgresOn(await freshPostgresUrl(), options)
    },
    async openShared(count) {
      const url = await freshPostgresUrl()
      const opened: OpenedStores[] = []
      for (let index = 0; index < count; index++) opened.push(await postgresOn(url))
      return opened
    },
  },
]

function sqliteOn(path: string, options: { secret?: string; log?: StoreLog } = {}): OpenedStores {
  const stores = openSqliteStores(path, { secret: TEST_SECRET, ...options })
  return {
    stores,
    count: async (table) =>
      (stores.database.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n,
    column: async (table, column) =>
      (stores.database.prepare(`SELECT ${column} AS v FROM ${table}`).all() as { v: unknown }[]).map(
        (row) => row.v,
      ),
    close: async () => stores.close(),
  }
}

async function postgresOn(
  url: string,
  options: { secret?: string; log?: StoreLog } = {},
): Promise<OpenedStores> {
  const stores = await openPostgresStores(url, { secret: TEST_SECRET, ...options })
  return {
    stores,
    count: async (table) =>
      (await stores.database.row<{ n: number }>(`SELECT COUNT(*)::int AS n FROM ${table}`))?.n ?? 0,
    column: async (table, column) =>
      (await stores.database.rows<{ v: unknown }>(`SELECT ${column} AS v FROM ${table}`)).map((row) => row.v),
    close: () => stores.close(),
  }
}
