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
  it('keeps one live code per phone and asking browser: a new one replaces the old', () => {
    const store = new SqlitePhoneCodeStore(new ShopDatabase())
    store.saveCode(code('browser-a', 'first'))
    store.saveCode(code('browser-a', 'second'))
    store.saveCode(code('browser-b', 'other'))
    expect(store.latestCode('3471112233', 'browser-a', 0)).toMatchObject({
      codeHash: 'second',
      attempts: 0,
      wooToken: 'token-of-the-phone-login-plugin',
    })
    expect(store.latestCode('3471112233', 'browser-b', 0)?.codeHash).toBe('other')
    expect(store.latestCode('3471112233', 'browser-c', 0)).toBeNull()
    expect(store.latestCode('3471112233', 'browser-a', 600_000)).toBeNull()
  })

  it('counts the attempts on a code; a deleted code has no attempts left', () => {
    const store = new SqlitePhoneCodeStore(new ShopDatabase())
    store.saveCode(code('browser-a', 'h'))
    const { id } = store.latestCode('3471112233', 'browser-a', 0) ?? { id: -1 }
    expect(store.countCodeAttempt(id)).toBe(1)
    expect(store.countCodeAttempt(id)).toBe(2)
    store.deleteCode(id)
    expect(store.countCodeAttempt(id)).toBe(Number.POSITIVE_INFINITY)
  })

  it('deletes every code of a phone at once (its owner logged in), and sweeps the expired ones', () => {
    const database = new ShopDatabase()
    const store = new SqlitePhoneCodeStore(database)
    store.saveCode(code('browser-a', 'a'))
    store.saveCode(code('browser-b', 'b'))
    store.deleteCodes('3471112233')
    expect(store.latestCode('3471112233', 'browser-a', 0)).toBeNull()
    expect(store.latestCode('3471112233', 'browser-b', 0)).toBeNull()
    store.saveCode(code('browser-a', 'old', 1_000))
    store.saveCode(code('browser-b', 'live', 5_000))
    store.sweep(2_000)
    expect(database.prepare('SELECT code_hash FROM phone_codes').all()).toEqual([{ code_hash: 'live' }])
  })
})
