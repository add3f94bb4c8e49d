import type { DatabaseSync, StatementSync } from 'node:sqlite'

/**
 * Runs `work` in one `BEGIN IMMEDIATE` transaction (a savepoint when `db` already has one open),
 * committed when it returns, rolled back when it throws.
 */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  const nested = db.isTransaction
  db.exec(nested ? 'SAVEPOINT nested' : 'BEGIN IMMEDIATE')
  try {
    const result = work()
    db.exec(nested ? 'RELEASE nested' : 'COMMIT')
    return result
  } catch (error) {
    db.exec(nested ? 'ROLLBACK TO nested; RELEASE nested' : 'ROLLBACK')
    throw error
  }
}

/** Statements compiled once and reused (a compile costs more than most of the store's queries). */
export function statementCache(db: DatabaseSync): (sql: string) => StatementSync {
  const statements = new Map<string, StatementSync>()
  return (sql) => {
    let statement = statements.get(sql)
    if (!statement) {
      statement = db.prepare(sql)
      statements.set(sql, statement)
    }
    return statement
  }
}
