/**
 * Sessions across restarts of the real server process (started as `npm start` starts it, on a
 * store through WOO_BASE_URL, so in production): the same SESSION_SECRET keeps a customer logged
 * in, another one signs them out (never a 500); the data folder is narrowed to 0700 and the store's
 * files to 0600, each with a log line (issue 17).
 */
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunningEmulator, startEmulator } from '@shop/woo-emulator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { realStoreEnv, type SpawnedShop, spawnShop } from '../dev/spawn-shop'

const SECRET = 'the-session-secret-before-the-restart-0123456789'
const ROTATED = 'the-session-secret-after-a-rotation-9876543210ab'
let emulator: RunningEmulator
let customer: { email: string; password: string }
let dataDir = ''

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, customers: 40 })
  const info = (await (await fetch(`${emulator.url}/__emulator`)).json()) as {
    demoAccounts: { role: string; email: string; password: string }[]
  }
  const found = info.demoAccounts.find((account) => account.role === 'customer')
  if (!found) throw new Error('the emulator has no demo customer')
  customer = found
  dataDir = mkdtempSync(join(tmpdir(), 'shop-restart-'))
  // A folder anyone may read, as `mkdir data` under a usual umask makes it.
  chmodSync(dataDir, 0o755)
}, 60_000)

afterAll(async () => {
  await emulator?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const start = (secret: string) =>
  spawnShop({
    dataDir,
    env: realStoreEnv(emulator, { SESSION_SECRET: secret, PUBLIC_URL: 'https://www.baribevande.example' }),
  })

const mode = (path: string) => statSync(path).mode & 0o777

/** Who the cookie's session belongs to, as the storefront asks at start. */
async function me(shop: SpawnedShop, cookie: string) {
  const reply = await fetch(`${shop.url}/api/auth/me`, { headers: { cookie } })
  return { status: reply.status, body: (await reply.json()) as { user: { email: string } | null } }
}

describe('a session across restarts of the server', () => {
  let cookie = ''

  it('is created in a data folder narrowed to 0700, in a store file and companions of 0600', async () => {
    const shop = await start(SECRET)
    try {
      const login = await fetch(`${shop.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: customer.email, password: customer.password, remember: true }),
      })
      expect(login.status).toBe(200)
      cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] ?? ''
      expect(cookie).toMatch(/^__Host-shop_session=.+/)
      expect((await me(shop, cookie)).body.user?.email).toBe(customer.email)
      expect(shop.output()).toMatch(/WARN Permessi troppo larghi ristretti .*"from":"0755","to":"0700"/)
      expect(mode(dataDir)).toBe(0o700)
      for (const file of ['api.sqlite', 'api.sqlite-wal', 'api.sqlite-shm']) {
        expect(mode(join(dataDir, file)), file).toBe(0o600)
      }
    } finally {
      await shop.stop()
    }
  }, 120_000)

  it('goes on after a restart with the same SESSION_SECRET; a store file made readable is narrowed', async () => {
    chmodSync(join(dataDir, 'api.sqlite'), 0o644)
    const shop = await start(SECRET)
    try {
      expect(await me(shop, cookie)).toEqual({
        status: 200,
        body: expect.objectContaining({ user: expect.objectContaining({ email: customer.email }) }),
      })
      expect(shop.output()).toMatch(
        /WARN Permessi troppo larghi ristretti .*api\.sqlite","from":"0644","to":"0600"/,
      )
      expect(shop.output()).not.toContain('Sessioni chiuse')
      expect(mode(join(dataDir, 'api.sqlite'))).toBe(0o600)
    } finally {
      await shop.stop()
    }
  }, 120_000)

  it('ends, with no error, after a restart with another SESSION_SECRET, and says so at start', async () => {
    const shop = await start(ROTATED)
    try {
      expect(await me(shop, cookie)).toEqual({ status: 200, body: { user: null } })
      const account = await fetch(`${shop.url}/api/account`, { headers: { cookie } })
      expect(account.status).toBe(401)
      expect(shop.output()).toMatch(/WARN Sessioni chiuse: .*"sessions":1,/)
    } finally {
      await shop.stop()
    }
  }, 120_000)
})
