import { describe, expect, it } from 'vitest'
import { SqliteRateLimitStore } from './rate-limit-store'
import { ShopDatabase } from './shop-database'

describe('rate-limit windows', () => {
  it('counts hits in a fixed window, starting a new one when it ends', () => {
    const store = new SqliteRateLimitStore(new ShopDatabase())
    expect(store.hit('login:1.2.3.4', 60_000, 1_000)).toEqual({ count: 1, resetAt: 61_000 })
    expect(store.hit('login:1.2.3.4', 60_000, 30_000)).toEqual({ count: 2, resetAt: 61_000 })
    expect(store.hits('login:1.2.3.4', 60_999)).toEqual({ count: 2, resetAt: 61_000 })
    expect(store.hits('login:1.2.3.4', 61_000)).toEqual({ count: 0, resetAt: 61_000 })
    expect(store.hit('login:1.2.3.4', 60_000, 61_000)).toEqual({ count: 1, resetAt: 121_000 })
    expect(store.hits('other', 0)).toEqual({ count: 0, resetAt: 0 })
  })

  it('clears a key, and sweeps the windows that ended', () => {
    const database = new ShopDatabase()
    const store = new SqliteRateLimitStore(database)
    store.hit('a', 1_000, 0)
    store.hit('b', 5_000, 0)
    store.clearHits('a')
    expect(store.hits('a', 0).count).toBe(0)
    store.hit('c', 1_000, 0)
    store.sweep(2_000)
    expect(database.prepare('SELECT key FROM rate_limits').all()).toEqual([{ key: 'b' }])
  })
})
