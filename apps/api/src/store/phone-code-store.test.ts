import { describe, expect, it } from 'vitest'
import { SqlitePhoneCodeStore } from './phone-code-store'
import { ShopDatabase } from './shop-database'

const code = (requester: string, codeHash: string, expiresAt = 600_000) => ({
  phone: '3471112233',
  requester,
  userId: 7,
  codeHash,
  expiresAt,
  wooToken: 'token-of-the-phone-login-plugin',
})

describe('phone codes', () => {
  it('keeps one live code per phone and asking browser: a new one replaces the old', async () => {
    const store = new SqlitePhoneCodeStore(new ShopDatabase())
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
    const store = new SqlitePhoneCodeStore(new ShopDatabase())
    await store.saveCode(code('browser-a', 'h'))
    const { id } = (await store.latestCode('3471112233', 'browser-a', 0)) ?? { id: -1 }
    expect(await store.countCodeAttempt(id)).toBe(1)
    expect(await store.countCodeAttempt(id)).toBe(2)
    await store.deleteCode(id)
    expect(await store.countCodeAttempt(id)).toBe(Number.POSITIVE_INFINITY)
  })

  it('deletes every code of a phone at once (its owner logged in), and sweeps the expired ones', async () => {
    const database = new ShopDatabase()
    const store = new SqlitePhoneCodeStore(database)
    await store.saveCode(code('browser-a', 'a'))
    await store.saveCode(code('browser-b', 'b'))
    await store.deleteCodes('3471112233')
    expect(await store.latestCode('3471112233', 'browser-a', 0)).toBeNull()
    expect(await store.latestCode('3471112233', 'browser-b', 0)).toBeNull()
    await store.saveCode(code('browser-a', 'old', 1_000))
    await store.saveCode(code('browser-b', 'live', 5_000))
    await store.sweep(2_000)
    expect(database.prepare('SELECT code_hash FROM phone_codes').all()).toEqual([{ code_hash: 'live' }])
  })
})
