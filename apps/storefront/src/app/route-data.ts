import { use } from 'react'

/** How long a screen's data is reused (going back to a list is instant; the API caches 60 s too). */
export const ROUTE_DATA_FRESH_MS = 60_000
const MAX_ENTRIES = 60

interface Entry {
  promise: Promise<unknown>
  expires: number
}

const entries = new Map<string, Entry>()

/**
 * The data of a screen, by key: a fresh answer (or the call under way) is shared, so that the
 * call a navigation starts ahead (routes.tsx `preload`) is the one the screen then reads. A failed
 * call is forgotten at once, so that "Riprova" asks again.
 */
export function loadRouteData<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  const hit = entries.get(key)
  if (hit && hit.expires > now) {
    entries.delete(key)
    entries.set(key, hit)
    return hit.promise as Promise<T>
  }
  const promise = load()
  const entry: Entry = { promise, expires: now + ROUTE_DATA_FRESH_MS }
  entries.set(key, entry)
  promise.catch(() => {
    if (entries.get(key) === entry) entries.delete(key)
  })
  while (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value
    if (oldest === undefined) break
    entries.delete(oldest)
  }
  return promise
}

/** Forgets every screen's data (tests; after changes that make it stale). */
export function clearRouteData(): void {
  entries.clear()
}

/** Reads a screen's data, suspending (full-screen spinner) until it has arrived. */
export function useRouteData<T>(key: string, load: () => Promise<T>): T {
  return use(loadRouteData(key, load))
}
