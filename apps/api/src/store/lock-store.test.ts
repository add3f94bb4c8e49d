import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SqliteLockStore } from './lock-store'
import { ShopDatabase } from './shop-database'

describe('named locks', () => {
  const LEASE = 30_000

  it('lets one holder have a lock at a time; released, the next one takes it', async () => {
    const s = new SqliteLockStore(new ShopDatabase())
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
    const s = new SqliteLockStore(new ShopDatabase())
    expect(await s.claimLock('l', 'a', 1000, LEASE)).toBe(true)
    expect(await s.claimLock('l', 'a', 2000, LEASE)).toBe(true)
    expect(await s.claimLock('l', 'b', 1000 + LEASE, LEASE)).toBe(false)
    expect(await s.claimLock('l', 'b', 2000 + LEASE, LEASE)).toBe(true)
    // The one that died comes back: the lock is no longer its own to release.
    await s.releaseLock('l', 'a')
    expect(await s.claimLock('l', 'c', 2001 + LEASE, LEASE)).toBe(false)
  })

  it('is shared by two stores on one database file, as two API processes are', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'api-locks-')), 'api.sqlite')
    const secret = 'a-session-secret-long-enough-for-the-store-0123456789'
    const firstDatabase = new ShopDatabase(file, { secret })
    const secondDatabase = new ShopDatabase(file, { secret })
    const first = new SqliteLockStore(firstDatabase)
    const second = new SqliteLockStore(secondDatabase)
    try {
      expect(await first.claimLock('l', 'a', 1000, LEASE)).toBe(true)
      expect(await second.claimLock('l', 'b', 1000, LEASE)).toBe(false)
      await first.releaseLock('l', 'a')
      expect(await second.claimLock('l', 'b', 1001, LEASE)).toBe(true)
    } finally {
      firstDatabase.close()
      secondDatabase.close()
    }
  })
})
