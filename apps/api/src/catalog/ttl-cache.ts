/** A small in-memory cache of loaded values: a time to live, a size bound, one load per key at a time. */
export interface TtlCache<V> {
  /**
   * The value of `key`: the cached one while it is fresh, else what `load` gives. Concurrent calls
   * for a key that is not cached share one `load` (single flight). A `load` that fails is not
   * cached: every caller waiting on it gets its error, and the next call loads again.
   */
  get(key: string, load: () => Promise<V>): Promise<V>
  /** Forgets every value (loads under way still finish for their callers, and are not kept). */
  clear(): void
  /** How many values are kept now (fresh or not yet swept). */
  readonly size: number
}

export interface TtlCacheOptions {
  /** How long a value stays fresh, in ms; 0 or less turns the cache off (every get loads). */
  ttlMs: number
  /** At most this many values are kept; the least recently used goes first. */
  maxEntries: number
  /** The clock, in ms (tests pass their own). */
  now?: () => number
}

/**
 * A TTL cache with least-recently-used eviction and single-flight loads. With `ttlMs` 0 it is a
 * pass-through: nothing is kept and concurrent calls are not merged, so a disabled cache never
 * answers with anything older than the call itself.
 */
export function createTtlCache<V>(options: TtlCacheOptions): TtlCache<V> {
  const now = options.now ?? Date.now
  const maxEntries = Math.max(1, Math.floor(options.maxEntries))
  const enabled = options.ttlMs > 0
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recent first.
  const entries = new Map<string, { value: V; expiresAt: number }>()
  const loading = new Map<string, Promise<V>>()
  let generation = 0

  function fresh(key: string): { value: V } | undefined {
    const entry = entries.get(key)
    if (!entry) return undefined
    entries.delete(key)
    if (entry.expiresAt <= now()) return undefined
    entries.set(key, entry)
    return entry
  }

  function keep(key: string, value: V): void {
    entries.delete(key)
    entries.set(key, { value, expiresAt: now() + options.ttlMs })
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value
      if (oldest === undefined) break
      entries.delete(oldest)
    }
  }

  return {
    get(key, load) {
      if (!enabled) return Promise.resolve().then(load)
      const hit = fresh(key)
      if (hit) return Promise.resolve(hit.value)
      const pending = loading.get(key)
      if (pending !== undefined) return pending
      const started = generation
      const promise: Promise<V> = Promise.resolve()
        .then(load)
        .then((value) => {
          if (started === generation) keep(key, value)
          return value
        })
        .finally(() => {
          if (loading.get(key) === promise) loading.delete(key)
        })
      loading.set(key, promise)
      return promise
    },
    clear() {
      generation++
      entries.clear()
      loading.clear()
    },
    get size() {
      return entries.size
    },
  }
}
