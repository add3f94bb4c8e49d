import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type OpenedStores, STORE_BACKENDS } from '../../test/postgres/store-backends'

const code = (requester: string, codeHash: string, expiresAt = 600_000) => ({
  phone: '3471112233',
  requester,
  userId: 7,
  codeHash,
  expiresAt,
  wooToken: 'token-of-the-phone-login-plugin',
})

describe.each(STORE_BACKENDS)('phone codes on $name', (backend) => {
  let opened: OpenedStores
  beforeEach(async () => {
    opened = await backend.open()
  })
  afterEach(() => opened.close())

  it('keeps one live code per phone and asking browser: a new one replaces the old', async () => {
    const store = opened.stores.phoneCodes
    await store.saveCode(code('browser-a', 'first'))
    await store.saveCode(code('browser-a', 'second'))
    await store.saveCode(code('browser-b', 'other'))
    expect(await store.latestCode('3471112233', 'browser-a', 0)).toMatchObject({
      codeHash: 'second',
      attempts: 0,
      wooToken: 'token-of-the-phone-login-plugin',
    })
    expect((await store.latestCode('3471112233', 'browser-b', 0))?.codeHash).toBe('other')
    expect(await store.latestCode('3471112233', 'browser-c', 0)).toBeNull()
    expect(await store.latestCode('3471112233', 'browser-a', 600_000)).toBeNull()
  })

  it('counts the attempts on a code; a deleted code has no attempts left', async () => {
    const store = opened.stores.phoneCodes
    await store.saveCode(code('browser-a', 'h'))
    const { id } = (await store.latestCode('3471112233', 'browser-a', 0)) ?? { id: -1 }
    expect(await store.countCodeAttempt(id)).toBe(1)
    expect(await store.countCodeAttempt(id)).toBe(2)
    await store.deleteCode(id)
    expect(await store.countCodeAttempt(id)).toBe(Number.POSITIVE_INFINITY)
  })

  it('deletes every code of a phone at once (its owner logged in), and sweeps the expired ones', async () => {
    const store = opened.stores.phoneCodes
    await store.saveCode(code('browser-a', 'a'))
    await store.saveCode(code('browser-b', 'b'))
    await store.deleteCodes('3471112233')
    expect(await store.latestCode('3471112233', 'browser-a', 0)).toBeNull()
    expect(await store.latestCode('3471112233', 'browser-b', 0)).toBeNull()
    await store.saveCode(code('browser-a', 'old', 1_000))
    await store.saveCode(code('browser-b', 'live', 5_000))
    await opened.stores.sweep(2_000)
    expect(await store.latestCode('3471112233', 'browser-a', 0)).toBeNull()
    expect((await store.latestCode('3471112233', 'browser-b', 0))?.codeHash).toBe('live')
    expect(await opened.count('phone_codes')).toBe(1)
  })
})
