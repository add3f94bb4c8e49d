import { describe, expect, it } from 'vitest'
import { SqliteLockStore } from './lock-store'
import { serialised } from './serialised'
import { ShopDatabase } from './shop-database'

const OPTIONS = { leaseMs: 60_000, waitMs: 2_000, pollMs: 5, busy: () => new Error('occupato') }
const at = () => new Date('2026-11-26T10:00:00.000Z')

describe('serialised', () => {
  it('runs parallel sections one after the other, each seeing what the one before left', async () => {
    const store = new SqliteLockStore(new ShopDatabase())
    let value = 0
    let inside = 0
    let most = 0
    const section = () =>
      serialised(store, at, 'contatore', OPTIONS, async () => {
        inside++
        most = Math.max(most, inside)
        const read = value
        await new Promise((resolve) => setTimeout(resolve, 10))
        value = read + 1
        inside--
        return read
      })
    const reads = await Promise.all(Array.from({ length: 8 }, section))
    expect(most).toBe(1)
    expect(value).toBe(8)
    expect([...reads].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
  })

  it('lets the lock go when the work fails', async () => {
    const store = new SqliteLockStore(new ShopDatabase())
    await expect(
      serialised(store, at, 'l', OPTIONS, async () => {
        throw new Error('rotto')
      }),
    ).rejects.toThrow('rotto')
    expect(await serialised(store, at, 'l', OPTIONS, async () => 'di nuovo')).toBe('di nuovo')
  })

  it('gives up with busy() when another holder keeps the lock past waitMs', async () => {
    const store = new SqliteLockStore(new ShopDatabase())
    expect(await store.claimLock('l', 'altro processo', at().getTime(), 60_000)).toBe(true)
    let ran = false
    await expect(
      serialised(store, at, 'l', { ...OPTIONS, waitMs: 30 }, async () => {
        ran = true
      }),
    ).rejects.toThrow('occupato')
    expect(ran).toBe(false)
  })
})
