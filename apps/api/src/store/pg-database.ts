import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import type { StoreLog } from './private-files'
import { createSecretBox, isSealed, type SecretBox } from './secret-box'

/** What runs a query: the pool, or one client inside a transaction. */
export type Queryable = Pick<pg.Pool, 'query'>

export interface PgDatabaseOptions {
  /** SESSION_SECRET: the key that seals the credentials the stores keep is derived from it. */
  secret: string
  log?: StoreLog
  /** Connections kept by this process (default 10). */
  maxConnections?: number
}

/** BIGINT columns (times in ms, ids) come back as numbers: every one of them is below 2^53. */
const types = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === pg.types.builtins.INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
}

/** The versioned migrations: numbered SQL files, applied in order, each once (table schema_migrations). */
const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations')

/**
 * The stores' PostgreSQL database (DATABASE_URL): a pool of connections, transactions, the
 * migrations, and the box that seals what must not be kept in clear (the same as SQLite's). It keeps
 * nothing itself: each store owns its tables (created by the migrations).
 */
export class PgDatabase {
  readonly box: SecretBox
  readonly log: StoreLog
  /** What each channel's notifications call (LISTEN on one connection of its own). */
  private readonly listeners = new Map<string, (() => void)[]>()
  private listening: pg.Client | null = null
  private closed = false

  private constructor(
    readonly pool: pg.Pool,
    private readonly url: string,
    options: PgDatabaseOptions,
  ) {
    this.box = createSecretBox(options.secret)
    this.log = options.log ?? (() => {})
  }

  /** Connects to `url` and brings its schema up to date (several instances may start at once). */
  static async open(url: string, options: PgDatabaseOptions): Promise<PgDatabase> {
    const pool = new pg.Pool({ connectionString: url, max: options.maxConnections ?? 10, types })
    const database = new PgDatabase(pool, url, options)
    // An idle connection the server ends (a restart, a failover) is said, and the pool opens
    // another when one is next needed; left unheard, the event would end the process.
    pool.on('error', (error) => {
      if (!database.closed)
        database.log('Connessione a PostgreSQL chiusa dal server: ne apro un’altra', { error: error.message })
    })
    try {
      await database.migrate()
    } catch (error) {
      // Unreachable, refused, or a migration that failed (rolled back): no connection is left open.
      await database.close()
      throw error
    }
    return database
  }

  async rows<R>(sql: string, params: unknown[] = [], on: Queryable = this.pool): Promise<R[]> {
    return (await on.query(sql, params)).rows as R[]
  }

  async row<R>(sql: string, params: unknown[] = [], on: Queryable = this.pool): Promise<R | undefined> {
    return (await this.rows<R>(sql, params, on))[0]
  }

  /** Runs a statement; how many rows it changed. */
  async run(sql: string, params: unknown[] = [], on: Queryable = this.pool): Promise<number> {
    return (await on.query(sql, params)).rowCount ?? 0
  }

  /** Runs `work` in one transaction on one connection: committed when it returns, rolled back when it throws. */
  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect()
    try {
      await client.query('BEGIN')
      const result = await work(client)
      await client.query('COMMIT')
      return result
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {})
      throw error
    } finally {
      client.release()
    }
  }

  /**
   * Deletes the rows of `table` (found by `keyColumn`) whose sealed value does not open where it
   * lives (sealed under another SESSION_SECRET, or altered). How many went, and how many were in clear.
   */
  async dropUnreadable(
    table: string,
    keyColumn: string,
    rows: readonly { key: string | number; sealed: string; sealedIn: string }[],
  ): Promise<{ dropped: number; clearText: number }> {
    const unreadable = rows.filter((row) => this.box.open(row.sealed, row.sealedIn) === null)
    if (unreadable.length > 0)
      await this.run(`DELETE FROM ${table} WHERE ${keyColumn} = ANY($1)`, [unreadable.map((row) => row.key)])
    return { dropped: unreadable.length, clearText: unreadable.filter((row) => !isSealed(row.sealed)).length }
  }

  /**
   * Applies the migrations not applied yet, in order, each in its own transaction, under an
   * advisory lock: of several instances starting at once, one migrates and the others wait.
   */
  private async migrate(): Promise<void> {
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
      .sort()
    await this.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock(hashtext('shop-api:migrations'))")
      await tx.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())',
      )
      const applied = new Set(
        (await this.rows<{ version: number }>('SELECT version FROM schema_migrations', [], tx)).map(
          (row) => row.version,
        ),
      )
      for (const name of files) {
        const version = Number(name.slice(0, 4))
        if (applied.has(version)) continue
        await tx.query(readFileSync(join(MIGRATIONS_DIR, name), 'utf8'))
        await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [version, name])
      }
    })
  }

  /**
   * Calls `changed` whenever another connection (this instance's or another's) says `channel`
   * changed (NOTIFY, sent with the change's transaction, so only once it is committed). The
   * connection that listens is opened on the first call; when it breaks, it is opened again and
   * every listener is called once, since a notification may have been missed meanwhile.
   */
  async onChange(channel: string, changed: () => void): Promise<void> {
    const known = this.listeners.get(channel)
    this.listeners.set(channel, [...(known ?? []), changed])
    if (this.listening) {
      if (!known) await this.listening.query(`LISTEN ${channel}`)
      return
    }
    await this.listen()
  }

  /** Tells every instance listening on `channel` (within `tx`: at its commit). */
  async notify(channel: string, tx: Queryable = this.pool): Promise<void> {
    await tx.query('SELECT pg_notify($1, NULL)', [channel])
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url })
    this.listening = client
    client.on('notification', (message) => {
      for (const changed of this.listeners.get(message.channel) ?? []) changed()
    })
    client.on('error', () => {
      // Broken (a restart of the server, a network cut): listened again, and everything reread.
      if (this.listening === client) this.listening = null
      client.end().catch(() => {})
      this.listenAgainLater()
    })
    try {
      await client.connect()
      for (const channel of this.listeners.keys()) await client.query(`LISTEN ${channel}`)
    } catch (error) {
      if (this.listening === client) this.listening = null
      client.end().catch(() => {})
      throw error
    }
  }

  private listenAgainLater(): void {
    if (this.closed) return
    setTimeout(() => {
      if (this.closed || this.listening) return
      this.listen()
        .then(() => {
          for (const changes of this.listeners.values()) for (const changed of changes) changed()
        })
        .catch((error: unknown) => {
          this.log('Ascolto delle modifiche di PostgreSQL interrotto: riprovo', { error: String(error) })
          this.listenAgainLater()
        })
    }, 1000).unref()
  }

  async close(): Promise<void> {
    this.closed = true
    await this.listening?.end().catch(() => {})
    this.listening = null
    await this.pool.end()
  }
}
