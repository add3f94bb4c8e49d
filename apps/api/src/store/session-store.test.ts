import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type OpenedStores, STORE_BACKENDS } from '../../test/postgres/store-backends'
import type { Session } from './session-store'

const HOUR = 3_600_000
const session = (idHash: string, userId: number, expiresAt = 10 * HOUR): Session => ({
  idHash,
  userId,
  email: `utente${userId}@example.it`,
  role: 'customer',
  method: 'password',
  wooToken: `jwt-of-${idHash}`,
  remember: false,
  createdAt: 0,
  expiresAt,
})

describe.each(STORE_BACKENDS)('sessions on $name', (backend) => {
  let opened: OpenedStores
  beforeEach(async () => {
    opened = await backend.open()
  })
  afterEach(() => opened.close())

  it('gives a session back as it was made, until it expires', async () => {
    const store = opened.stores.sessions
    await store.createSession(session('a', 7, HOUR))
    expect(await store.getSession('a', HOUR - 1)).toEqual(session('a', 7, HOUR))
    expect(await store.getSession('a', HOUR)).toBeNull()
    expect(await store.getSession('unknown', 0)).toBeNull()
  })

  it("ends one session, or every session of a user but the one kept, and no one else's", async () => {
    const store = opened.stores.sessions
    for (const [id, user] of [
      ['a', 7],
      ['b', 7],
      ['c', 7],
      ['d', 8],
    ] as const)
      await store.createSession(session(id, user))
    await store.deleteSession('a')
    expect(await store.getSession('a', 0)).toBeNull()
    expect(await store.deleteUserSessions(7, 'b')).toBe(1)
    expect((await store.getSession('b', 0))?.userId).toBe(7)
    expect(await store.getSession('c', 0)).toBeNull()
    expect((await store.getSession('d', 0))?.userId).toBe(8)
  })

  it('sweeps the expired sessions only', async () => {
    const store = opened.stores.sessions
    await store.createSession(session('old', 7, HOUR))
    await store.createSession(session('live', 7, 3 * HOUR))
    await opened.stores.sweep(2 * HOUR)
    // Asked as if it were still the start: only a row the sweep deleted is not found.
    expect(await store.getSession('old', 0)).toBeNull()
    expect(await store.getSession('live', 0)).not.toBeNull()
    expect(await opened.count('sessions')).toBe(1)
  })
})
