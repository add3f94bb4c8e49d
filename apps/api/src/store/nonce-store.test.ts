import { describe, expect, it } from 'vitest'
import { SqliteNonceStore } from './nonce-store'
import { ShopDatabase } from './shop-database'

describe('used link nonces', () => {
  it('lets a nonce be used once until it expires, and says whether it was', async () => {
    const store = new SqliteNonceStore(new ShopDatabase())
    expect(await store.isNonceUsed('n', 0)).toBe(false)
    expect(await store.useNonce('n', 1_000, 0)).toBe(true)
    expect(await store.isNonceUsed('n', 999)).toBe(true)
    expect(await store.useNonce('n', 1_000, 500)).toBe(false)
    // Past its expiry the link is refused anyway (auth.ts checks the expiry first); the row goes.
    expect(await store.isNonceUsed('n', 1_000)).toBe(false)
  })
})
