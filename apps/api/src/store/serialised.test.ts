import { describe, expect, it } from 'vitest'
import { SqliteLockStore } from './lock-store'
import { serialised, whenFree } from './serialised'
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

describe('whenFree', () => {
  it('runs one of two rounds started at once on two instances; the other does nothing', async () => {
    const database = new ShopDatabase()
    const [first, second] = [new SqliteLockStore(database), new SqliteLockStore(database)]
    let rounds = 0
    const round = async () => {
      rounds++
      await new Promise((resolve) => setTimeout(resolve, 20))
      return 'fatto'
    }
    const results = await Promise.all([
      whenFree(first, at, 'order-watch', 60_000, round),
      whenFree(second, at, 'order-watch', 60_000, round),
    ])
    expect(rounds).toBe(1)
    expect(results).toEqual(expect.arrayContaining([{ ran: true, value: 'fatto' }, { ran: false }]))
    // Let go when the round ended: the next round runs.
    expect(await whenFree(second, at, 'order-watch', 60_000, round)).toEqual({ ran: true, value: 'fatto' })
  })

  it('lets the lock go when the round fails, and skips while a dead holder’s lease lasts', async () => {
    const locks = new SqliteLockStore(new ShopDatabase())
    await expect(
      whenFree(locks, at, 'l', 60_000, async () => {
        throw new Error('rotto')
      }),
    ).rejects.toThrow('rotto')
    expect(await whenFree(locks, at, 'l', 60_000, async () => 1)).toEqual({ ran: true, value: 1 })
    expect(await locks.claimLock('l', 'morto', at().getTime(), 60_000)).toBe(true)
    expect(await whenFree(locks, at, 'l', 60_000, async () => 2)).toEqual({ ran: false })
    const later = () => new Date(at().getTime() + 60_000)
    expect(await whenFree(locks, later, 'l', 60_000, async () => 3)).toEqual({ ran: true, value: 3 })
  })
})
