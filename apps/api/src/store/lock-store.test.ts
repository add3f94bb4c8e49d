import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type OpenedStores, STORE_BACKENDS } from '../../test/postgres/store-backends'

describe.each(STORE_BACKENDS)('named locks on $name', (backend) => {
  let opened: OpenedStores
  beforeEach(async () => {
    opened = await backend.open()
  })
  afterEach(() => opened.close())

  const LEASE = 30_000

  it('lets one holder have a lock at a time; released, the next one takes it', async () => {
    const s = opened.stores.locks
    expect(await s.claimLock('payment-gateways', 'a', 1000, LEASE)).toBe(true)
    expect(await s.claimLock('payment-gateways', 'b', 1001, LEASE)).toBe(false)
    // Another name is another lock.
    expect(await s.claimLock('altro', 'b', 1001, LEASE)).toBe(true)
    // Only the holder lets it go.
    await s.releaseLock('payment-gateways', 'b')
    expect(await s.claimLock('payment-gateways', 'b', 1002, LEASE)).toBe(false)
    await s.releaseLock('payment-gateways', 'a')
    expect(await s.claimLock('payment-gateways', 'b', 1003, LEASE)).toBe(true)
  })

  it('frees the lock of a holder that died when its lease runs out; the holder renews its own', async () => {
    const s = opened.stores.locks
    expect(await s.claimLock('l', 'a', 1000, LEASE)).toBe(true)
    expect(await s.claimLock('l', 'a', 2000, LEASE)).toBe(true)
    expect(await s.claimLock('l', 'b', 1000 + LEASE, LEASE)).toBe(false)
    expect(await s.claimLock('l', 'b', 2000 + LEASE, LEASE)).toBe(true)
    // The one that died comes back: the lock is no longer its own to release.
    await s.releaseLock('l', 'a')
    expect(await s.claimLock('l', 'c', 2001 + LEASE, LEASE)).toBe(false)
  })

  it('is shared by two sets of stores on one database, as two API processes are', async () => {
    const [first, second] = (await backend.openShared(2)) as [OpenedStores, OpenedStores]
    try {
      expect(await first.stores.locks.claimLock('l', 'a', 1000, LEASE)).toBe(true)
      expect(await second.stores.locks.claimLock('l', 'b', 1000, LEASE)).toBe(false)
      await first.stores.locks.releaseLock('l', 'a')
      expect(await second.stores.locks.claimLock('l', 'b', 1001, LEASE)).toBe(true)
    } finally {
      await first.close()
      await second.close()
    }
  })

  it('of 3 instances claiming a free lock 10 times each at once, exactly one holds it', async () => {
    const instances = await backend.openShared(3)
    try {
      const claims = await Promise.all(
        instances.flatMap((instance, i) =>
          Array.from({ length: 10 }, (_, j) =>
            instance.stores.locks.claimLock('watch', `holder-${i}-${j}`, 1000, LEASE),
          ),
        ),
      )
      expect(claims.filter(Boolean)).toHaveLength(1)
    } finally {
      for (const instance of instances) await instance.close()
    }
  })
})
