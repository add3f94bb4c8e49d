import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs'

/** A warning line of the store: what it narrowed or ended, and details (never a secret). */
export type StoreLog = (message: string, details: Record<string, unknown>) => void

const FILE_MODE = 0o600
const DIR_MODE = 0o700

/** Narrows an existing file to 0600 when group or others may read it, and says so. */
export function tightenPrivateFile(path: string, log: StoreLog): void {
  if (existsSync(path)) tighten(path, FILE_MODE, log)
}

/** Narrows an existing path to `mode` when group or others may read it, and says so. */
function tighten(path: string, mode: number, log: StoreLog): void {
  const current = statSync(path).mode & 0o777
  if ((current & 0o077) === 0) return
  chmodSync(path, mode)
  log('Permessi troppo larghi ristretti', {
    path,
    from: `0${current.toString(8)}`,
    to: `0${mode.toString(8)}`,
  })
}

/** The data folder, created 0700, or narrowed to it when it exists with wider permissions. */
export function preparePrivateDir(dir: string, log: StoreLog): void {
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: DIR_MODE })
  tighten(dir, DIR_MODE, log)
}

/**
 * A SQLite database file and its companions (-wal, -shm, -journal), 0600: the file is created empty
 * with that mode before SQLite opens it (SQLite gives its companions the database's mode), and
 * existing ones with wider permissions are narrowed.
 */
export function preparePrivateDatabase(path: string, log: StoreLog): void {
  if (!existsSync(path)) closeSync(openSync(path, 'a', FILE_MODE))
  for (const file of [path, `${path}-wal`, `${path}-shm`, `${path}-journal`]) tightenPrivateFile(file, log)
}
