import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type OpenedStores, STORE_BACKENDS } from '../../test/postgres/store-backends'
import { IDEMPOTENCY_STALE_MS, IDEMPOTENCY_TTL_MS } from './idempotency-store'

describe.each(STORE_BACKENDS)('idempotency keys on $name', (backend) => {
  let opened: OpenedStores
  beforeEach(async () => {
    opened = await backend.open()
  })
  afterEach(() => opened.close())

  it('answers new, then pending, then the stored answer; another body is a mismatch', async () => {
    const store = opened.stores.idempotency
    expect(await store.beginIdempotent('k', 'h1', 0)).toEqual({ state: 'new' })
    expect(await store.beginIdempotent('k', 'h1', 10)).toEqual({ state: 'pending' })
    expect(await store.beginIdempotent('k', 'h2', 10)).toEqual({ state: 'mismatch' })
    await store.completeIdempotent('k', 201, { id: 7 })
    expect(await store.beginIdempotent('k', 'h1', 20)).toEqual({
      state: 'done',
      status: 201,
      body: { id: 7 },
    })
  })

  it('hands a key left pending by a request that died to the next one, after two minutes', async () => {
    const store = opened.stores.idempotency
    await store.beginIdempotent('k', 'h', 0)
    expect((await store.beginIdempotent('k', 'h', IDEMPOTENCY_STALE_MS - 1)).state).toBe('pending')
    expect((await store.beginIdempotent('k', 'h2', IDEMPOTENCY_STALE_MS)).state).toBe('mismatch')
    expect((await store.beginIdempotent('k', 'h', IDEMPOTENCY_STALE_MS)).state).toBe('new')
  })

  it('keeps a finished key for 24 hours, never taking it over', async () => {
    const store = opened.stores.idempotency
    await store.beginIdempotent('k', 'h', 0)
    await store.completeIdempotent('k', 201, { id: 1 })
    expect((await store.beginIdempotent('k', 'h', IDEMPOTENCY_TTL_MS - 1)).state).toBe('done')
    expect((await store.beginIdempotent('k', 'h', IDEMPOTENCY_TTL_MS)).state).toBe('new')
  })

  it('lets a retry start again after the work was abandoned', async () => {
    const store = opened.stores.idempotency
    await store.beginIdempotent('k', 'h', 0)
    await store.abandonIdempotent('k')
    expect((await store.beginIdempotent('k', 'h', 1)).state).toBe('new')
  })
})
