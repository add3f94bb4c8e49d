import { describe, expect, it } from 'vitest'
import { IDEMPOTENCY_STALE_MS, IDEMPOTENCY_TTL_MS, SqliteIdempotencyStore } from './idempotency-store'
import { ShopDatabase } from './shop-database'

describe('idempotency keys', () => {
  it('answers new, then pending, then the stored answer; another body is a mismatch', () => {
    const store = new SqliteIdempotencyStore(new ShopDatabase())
    expect(store.beginIdempotent('k', 'h1', 0)).toEqual({ state: 'new' })
    expect(store.beginIdempotent('k', 'h1', 10)).toEqual({ state: 'pending' })
    expect(store.beginIdempotent('k', 'h2', 10)).toEqual({ state: 'mismatch' })
    store.completeIdempotent('k', 201, { id: 7 })
    expect(store.beginIdempotent('k', 'h1', 20)).toEqual({ state: 'done', status: 201, body: { id: 7 } })
  })

  it('hands a key left pending by a request that died to the next one, after two minutes', () => {
    const store = new SqliteIdempotencyStore(new ShopDatabase())
    store.beginIdempotent('k', 'h', 0)
    expect(store.beginIdempotent('k', 'h', IDEMPOTENCY_STALE_MS - 1).state).toBe('pending')
    expect(store.beginIdempotent('k', 'h2', IDEMPOTENCY_STALE_MS).state).toBe('mismatch')
    expect(store.beginIdempotent('k', 'h', IDEMPOTENCY_STALE_MS).state).toBe('new')
  })

  it('keeps a finished key for 24 hours, never taking it over', () => {
    const store = new SqliteIdempotencyStore(new ShopDatabase())
    store.beginIdempotent('k', 'h', 0)
    store.completeIdempotent('k', 201, { id: 1 })
    expect(store.beginIdempotent('k', 'h', IDEMPOTENCY_TTL_MS - 1).state).toBe('done')
    expect(store.beginIdempotent('k', 'h', IDEMPOTENCY_TTL_MS).state).toBe('new')
  })

  it('lets a retry start again after the work was abandoned', () => {
    const store = new SqliteIdempotencyStore(new ShopDatabase())
    store.beginIdempotent('k', 'h', 0)
    store.abandonIdempotent('k')
    expect(store.beginIdempotent('k', 'h', 1).state).toBe('new')
  })
})
