import { describe, expect, it } from 'vitest'
import { STORE_BACKENDS } from '../../test/postgres/store-backends'
import { openSqliteStores } from './stores'

describe('watching the shop data (what the fuzz test checks a refusal against)', () => {
  it('names the tables a change touched, leaves attempt counters out, and ignores a row put back', async () => {
    const store = openSqliteStores()
    await store.settings.saveSettings({ brand: 'Prima' })
    const quiet = store.watchData()
    await store.rateLimits.hit('login:1.2.3.4', 60_000, 0)
    store.settings.getSettings()
    expect(quiet()).toEqual([])

    const touched = store.watchData()
    await store.settings.saveSettings({ brand: 'Seconda' })
    expect(touched()).toEqual(['settings'])

    const restored = store.watchData()
    await store.settings.saveSettings({ brand: 'Terza' })
    await store.settings.saveSettings({ brand: 'Seconda' })
    expect(restored()).toEqual([])
  })
})

describe.each(STORE_BACKENDS)('the sweep of expired rows on $name', (backend) => {
  it('runs over every store and deletes what expired, nothing live', async () => {
    const { stores, count, close } = await backend.open()
    const HOUR = 3_600_000
    const session = (idHash: string, expiresAt: number) => ({
      idHash,
      userId: 7,
      email: 'anna@example.it',
      role: 'customer' as const,
      method: 'password' as const,
      wooToken: null,
      remember: false,
      createdAt: 0,
      expiresAt,
    })
    await stores.sessions.createSession(session('old', HOUR))
    await stores.sessions.createSession(session('live', 3 * HOUR))
    await stores.resetLinks.saveResetToken('old-link', 7, HOUR)
    await stores.nonces.useNonce('old-nonce', HOUR, 0)
    await stores.rateLimits.hit('old-window', HOUR, 0)
    await stores.locks.claimLock('old-lock', 'a', 0, HOUR)
    await stores.bookings.ledger({ capacityOf: () => 10, maxHoldsPerHolder: 2, maxExtensions: 1 }).claim(
      {
        id: 'hold:1',
        holders: ['hold:a'],
        takes: [{ resource: 'place', amount: 1 }],
        state: 'held',
        expiresAt: HOUR,
      },
      0,
    )

    await stores.sweep(2 * HOUR)

    expect(await count('sessions')).toBe(1)
    expect(await count('reset_tokens')).toBe(0)
    expect(await count('nonces')).toBe(0)
    expect(await count('rate_limits')).toBe(0)
    expect(await count('locks')).toBe(0)
    // A hold that lapsed is kept 30 days (for inspection), then goes.
    expect(await count('claims')).toBe(1)
    await stores.sweep(HOUR + 30 * 24 * HOUR)
    expect(await count('claims')).toBe(0)
    expect(await count('claim_takes')).toBe(0)
    expect(await count('claim_holders')).toBe(0)
    await close()
  })
})
