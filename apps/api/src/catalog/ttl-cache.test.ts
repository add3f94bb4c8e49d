import { describe, expect, it } from 'vitest'
import { createTtlCache } from './ttl-cache'

function clock(start = 1_000_000) {
  let time = start
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('createTtlCache', () => {
  it('loads once and answers from memory while the value is fresh', async () => {
    const time = clock()
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10, now: time.now })
    let loads = 0
    const load = async () => `value ${++loads}`
    expect(await cache.get('a', load)).toBe('value 1')
    time.advance(999)
    expect(await cache.get('a', load)).toBe('value 1')
    expect(loads).toBe(1)
  })

  it('loads again once the time to live has passed', async () => {
    const time = clock()
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10, now: time.now })
    let loads = 0
    const load = async () => `value ${++loads}`
    await cache.get('a', load)
    time.advance(1000)
    expect(await cache.get('a', load)).toBe('value 2')
    expect(loads).toBe(2)
  })

  it('keeps keys apart', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10 })
    expect(await cache.get('a', async () => 'A')).toBe('A')
    expect(await cache.get('b', async () => 'B')).toBe('B')
    expect(await cache.get('a', async () => 'other')).toBe('A')
  })

  it('makes one load for concurrent misses of a key (single flight)', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10 })
    const gate = deferred<string>()
    let loads = 0
    const load = () => {
      loads++
      return gate.promise
    }
    const answers = Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)])
    gate.resolve('shared')
    expect(await answers).toEqual(['shared', 'shared', 'shared'])
    expect(loads).toBe(1)
  })

  it('never keeps a failure: every waiter gets the error, the next call loads again', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10 })
    const gate = deferred<string>()
    let loads = 0
    const failing = () => {
      loads++
      return gate.promise
    }
    const first = cache.get('a', failing)
    const second = cache.get('a', failing)
    gate.reject(new Error('down'))
    await expect(first).rejects.toThrow('down')
    await expect(second).rejects.toThrow('down')
    expect(loads).toBe(1)
    expect(cache.size).toBe(0)
    expect(await cache.get('a', async () => 'back')).toBe('back')
  })

  it('turns a load that throws synchronously into a rejection', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10 })
    const load = (): Promise<string> => {
      throw new Error('sync')
    }
    await expect(cache.get('a', load)).rejects.toThrow('sync')
    expect(await cache.get('a', async () => 'ok')).toBe('ok')
  })

  it('drops the least recently used value past maxEntries', async () => {
    const cache = createTtlCache<string>({ ttlMs: 10_000, maxEntries: 2 })
    let loads = 0
    const load = (value: string) => async () => {
      loads++
      return value
    }
    await cache.get('a', load('A'))
    await cache.get('b', load('B'))
    await cache.get('a', load('A again')) // a is now the most recent
    await cache.get('c', load('C')) // b goes
    expect(cache.size).toBe(2)
    expect(loads).toBe(3)
    expect(await cache.get('a', load('A reloaded'))).toBe('A')
    expect(await cache.get('c', load('C reloaded'))).toBe('C')
    expect(await cache.get('b', load('B reloaded'))).toBe('B reloaded')
  })

  it('with a time to live of 0 keeps nothing and merges nothing', async () => {
    const cache = createTtlCache<number>({ ttlMs: 0, maxEntries: 10 })
    let loads = 0
    const load = async () => ++loads
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 2])
    expect(await cache.get('a', load)).toBe(3)
    expect(cache.size).toBe(0)
  })

  it('clear forgets the values, and a load under way during clear is not kept', async () => {
    const cache = createTtlCache<string>({ ttlMs: 10_000, maxEntries: 10 })
    await cache.get('a', async () => 'old')
    const gate = deferred<string>()
    const pending = cache.get('b', () => gate.promise)
    cache.clear()
    gate.resolve('loaded before the clear')
    expect(await pending).toBe('loaded before the clear')
    expect(cache.size).toBe(0)
    expect(await cache.get('a', async () => 'new')).toBe('new')
    expect(await cache.get('b', async () => 'fresh b')).toBe('fresh b')
  })
})
