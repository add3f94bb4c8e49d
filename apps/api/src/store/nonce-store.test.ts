import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type OpenedStores, STORE_BACKENDS } from '../../test/postgres/store-backends'

describe.each(STORE_BACKENDS)('used link nonces on $name', (backend) => {
  let opened: OpenedStores
  beforeEach(async () => {
    opened = await backend.open()
  })
  afterEach(() => opened.close())

  it('lets a nonce be used once until it expires, and says whether it was', async () => {
    const store = opened.stores.nonces
    expect(await store.isNonceUsed('n', 0)).toBe(false)
    expect(await store.useNonce('n', 1_000, 0)).toBe(true)
    expect(await store.isNonceUsed('n', 999)).toBe(true)
    expect(await store.useNonce('n', 1_000, 500)).toBe(false)
    // Past its expiry the link is refused anyway (auth.ts checks the expiry first); the row goes.
    expect(await store.isNonceUsed('n', 1_000)).toBe(false)
  })
})
