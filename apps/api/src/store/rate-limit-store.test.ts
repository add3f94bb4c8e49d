import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type OpenedStores, STORE_BACKENDS } from '../../test/postgres/store-backends'

describe.each(STORE_BACKENDS)('rate-limit windows on $name', (backend) => {
  let opened: OpenedStores
  beforeEach(async () => {
    opened = await backend.open()
  })
  afterEach(() => opened.close())

  it('counts hits in a fixed window, starting a new one when it ends', async () => {
    const store = opened.stores.rateLimits
    expect(await store.hit('login:1.2.3.4', 60_000, 1_000)).toEqual({ count: 1, resetAt: 61_000 })
    expect(await store.hit('login:1.2.3.4', 60_000, 30_000)).toEqual({ count: 2, resetAt: 61_000 })
    expect(await store.hits('login:1.2.3.4', 60_999)).toEqual({ count: 2, resetAt: 61_000 })
    expect(await store.hits('login:1.2.3.4', 61_000)).toEqual({ count: 0, resetAt: 61_000 })
    expect(await store.hit('login:1.2.3.4', 60_000, 61_000)).toEqual({ count: 1, resetAt: 121_000 })
    expect(await store.hits('other', 0)).toEqual({ count: 0, resetAt: 0 })
  })

  it('clears a key, and sweeps the windows that ended', async () => {
    const store = opened.stores.rateLimits
    await store.hit('a', 1_000, 0)
    await store.hit('b', 5_000, 0)
    await store.clearHits('a')
    expect((await store.hits('a', 0)).count).toBe(0)
    await store.hit('c', 1_000, 0)
    await opened.stores.sweep(2_000)
    expect((await store.hits('c', 0)).count).toBe(0)
    expect((await store.hits('b', 0)).count).toBe(1)
    expect(await opened.count('rate_limits')).toBe(1)
  })
})
