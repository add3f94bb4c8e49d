import { randomBytes } from 'node:crypto'
import { DatabaseSync, type StatementSync } from 'node:sqlite'
import { preparePrivateDatabase, type StoreLog } from './private-files'
import { createSecretBox, isSealed, type SecretBox } from './secret-box'
import { inTransaction, statementCache } from './sqlite-transaction'

export interface ShopDatabaseOptions {
  /**
   * SESSION_SECRET: the key that encrypts the credentials the stores keep is derived from it
   * (secret-box.ts). Required for a file; an in-memory database without it uses a random key.
   */
  secret?: string
  /** Where the stores say what they did on opening (permissions narrowed, sessions ended) and later. */
  log?: StoreLog
}

/**
 * The embedded SQLite database the API's stores share (one file, or memory): the connection, the
 * compiled statements, transactions, and the box that seals what must not be kept in clear. It keeps
 * nothing itself: each store (sessions, limits, the message queue, …) creates and owns its tables.
 * The file and its companions are 0600, deleted rows are overwritten (secure_delete).
 */
export class ShopDatabase {
  readonly db: DatabaseSync
  readonly box: SecretBox
  readonly log: StoreLog
  /** Statements are compiled once and reused (a compile costs more than most of the stores' queries). */
  readonly prepare: (sql: string) => StatementSync

  constructor(path = ':memory:', options: ShopDatabaseOptions = {}) {
    const inMemory = path === ':memory:' || path === ''
    if (!inMemory && !options.secret) {
      throw new Error(
        'ShopDatabase: a database in a file needs the session secret, to encrypt the credentials it keeps',
      )
    }
    this.log = options.log ?? (() => {})
    this.box = createSecretBox(options.secret ?? randomBytes(32).toString('base64url'))
    if (!inMemory) preparePrivateDatabase(path, this.log)
    this.db = new DatabaseSync(path)
    this.prepare = statementCache(this.db)
    this.db.exec(
      'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000; PRAGMA secure_delete = ON;',
    )
  }

  /** Runs `work` as one transaction (a savepoint inside another). */
  transaction<T>(work: () => T): T {
    return inTransaction(this.db, work)
  }

  hasTable(name: string): boolean {
    return (
      this.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined
    )
  }

  /**
   * Deletes the rows of `table` (found by `keyColumn`) whose sealed value does not open where it
   * lives: written in clear before encryption, sealed under another SESSION_SECRET, or altered. The
   * rows are overwritten and the WAL emptied, so that no copy of them stays. How many went, and how
   * many of them were in clear.
   */
  dropUnreadable(
    table: string,
    keyColumn: string,
    rows: readonly { key: string | number; sealed: string; sealedIn: string }[],
  ): { dropped: number; clearText: number } {
    const unreadable = rows.filter((row) => this.box.open(row.sealed, row.sealedIn) === null)
    if (unreadable.length === 0) return { dropped: 0, clearText: 0 }
    this.transaction(() => {
      const drop = this.prepare(`DELETE FROM ${table} WHERE ${keyColumn} = ?`)
      for (const row of unreadable) drop.run(row.key)
    })
    this.checkpoint()
    return { dropped: unreadable.length, clearText: unreadable.filter((row) => !isSealed(row.sealed)).length }
  }

  /** Empties the write-ahead log into the file: no copy of an overwritten row stays there. */
  checkpoint(): void {
    this.db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
  }

  close(): void {
    if (this.db.isOpen) this.db.close()
  }
}

/**
 * Watches `tables` of `db` for changed rows with SQLite's session extension (every table here has a
 * primary key, which the extension needs). The answer, called once, names the tables whose rows
 * changed since the call and stops watching; rows changed and then put back as they were do not
 * count.
 */
export function watchTables(db: DatabaseSync, tables: readonly string[]): () => string[] {
  const sessions = tables.map((table) => ({ table, session: db.createSession({ table }) }))
  return () => {
    const changed = sessions.filter(({ session }) => session.changeset().length > 0)
    for (const { session } of sessions) session.close()
    return changed.map(({ table }) => table)
  }
}
