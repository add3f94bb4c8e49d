import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { systemClock } from '@shop/clock'
import type { ApiCredentials } from './seed-database'
import type { Store } from './store'

/** How long a cached seed is used: its orders are at most this much older than a fresh seed's. */
export const SEED_CACHE_MINUTES = 5

let sourceHash: string | undefined
/** A hash of the emulator's own source: a change to the seed, the schema or the data is a new key. */
function emulatorSourceHash(): string {
  if (sourceHash) return sourceHash
  const hash = createHash('sha256')
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else hash.update(entry.name).update(readFileSync(path))
    }
  }
  walk(import.meta.dirname)
  sourceHash = hash.digest('hex')
  return sourceHash
}

/**
 * Fills `store` with the seeded shop: from `dir` when the same seed (options, site URL, emulator
 * source, and the same SEED_CACHE_MINUTES of the clock) was made there before, else by `seed()`,
 * whose database is then kept in `dir` for the next emulator. Seeding takes seconds (2,000
 * customers and 600 orders through the REST create logic); loading the copy takes milliseconds.
 * For test suites that start many emulators; the control API's reseed always seeds anew.
 */
export function seedWithCache(
  store: Store,
  dir: string,
  key: { options: unknown; siteUrl: string; now: number },
  seed: () => ApiCredentials,
): ApiCredentials {
  const bucket = Math.floor(key.now / (SEED_CACHE_MINUTES * 60_000))
  const name = createHash('sha256')
    .update(JSON.stringify([key.options, key.siteUrl, bucket, emulatorSourceHash()]))
    .digest('hex')
    .slice(0, 32)
  const file = join(dir, `seed-${name}.sqlite`)
  if (existsSync(file)) {
    try {
      store.loadFrom(file)
      return store.getSetting<ApiCredentials>('api_credentials', { consumerKey: '', consumerSecret: '' })
    } catch {
      // A file another process is still writing cannot be: it is renamed into place whole. An
      // unreadable one is seeded anew and replaced.
    }
  }
  const credentials = seed()
  mkdirSync(dir, { recursive: true })
  const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`
  try {
    store.saveTo(partial)
    renameSync(partial, file)
  } catch {
    rmSync(partial, { force: true })
  }
  forgetOldSeeds(dir)
  return credentials
}

/**
 * Removes the seeds no emulator will take any more (written more than two periods ago), so `dir`
 * stays small. Files age on the machine's clock, whatever clock the emulators run on.
 */
function forgetOldSeeds(dir: string): void {
  const now = systemClock().getTime()
  for (const name of readdirSync(dir)) {
    if (!name.startsWith('seed-')) continue
    const path = join(dir, name)
    try {
      if (now - statSync(path).mtimeMs > 2 * SEED_CACHE_MINUTES * 60_000) rmSync(path, { force: true })
    } catch {
      // Removed by another process meanwhile.
    }
  }
}
