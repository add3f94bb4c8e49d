/**
 * PostgreSQL ending the stores' connections (a restart, a failover, an operator's
 * pg_terminate_backend): the process goes on, the pool opens new connections, and the connection
 * that listens for changes comes back and reads the settings and zones again.
 */
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { freshPostgresUrl } from '../../test/postgres/store-backends'
import { openPostgresStores } from './stores'

const SECRET = 'the-session-secret-of-the-connection-tests-0123456789'

describe('PostgreSQL connections ended by the server', () => {
  it('the stores answer again, and a save made meanwhile is seen by the other instance', async () => {
    const url = await freshPostgresUrl()
    const said: string[] = []
    const log = (message: string) => said.push(message)
    const first = await openPostgresStores(url, { secret: SECRET, log })
    const second = await openPostgresStores(url, { secret: SECRET, log })
    try {
      await second.rateLimits.hit('warm', 60_000, 0)
      const killer = new pg.Client({ connectionString: url })
      await killer.connect()
      const ended = await killer.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      )
      await killer.end()
      // Both pools' connections and both listening ones (2 each at least).
      expect(ended.rowCount).toBeGreaterThanOrEqual(4)

      await expect.poll(() => second.rateLimits.hit('after', 60_000, 0).then((hit) => hit.count)).toBe(1)
      await first.settings.saveSettings({ brand: 'Dopo la riconnessione' })
      await expect
        .poll(() => second.settings.getSettings().brand, { timeout: 5_000 })
        .toBe('Dopo la riconnessione')
      expect(said.some((line) => line.startsWith('Connessione a PostgreSQL chiusa dal server'))).toBe(true)
    } finally {
      await first.close()
      await second.close()
    }
  })
})

describe('opening the PostgreSQL stores', () => {
  it('fails with the reason when the database cannot be migrated, leaving no connection open', async () => {
    const url = await freshPostgresUrl()
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    // The database as it was before migration 0002, but with a table of that name another program made.
    await admin.query('DROP TABLE settings, settings_log, zones')
    await admin.query("DELETE FROM schema_migrations WHERE name = '0002_settings_and_zones.sql'")
    await admin.query('CREATE TABLE zones (other TEXT)')
    await expect(openPostgresStores(url, { secret: SECRET })).rejects.toThrow(/zones/)
    // A closed connection's server process ends a moment after the client has gone.
    const others = async () =>
      (
        await admin.query(
          'SELECT COUNT(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
        )
      ).rows[0]?.n
    await expect.poll(others, { timeout: 3_000 }).toBe(0)
    await admin.end()
  })
})
