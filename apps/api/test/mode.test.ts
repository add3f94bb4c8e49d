/**
 * One mode rule (issue 14): the demo conveniences (outbox, generated secret, localhost links, demo
 * logins) exist only with the embedded emulator. The real server process is started as `npm start`
 * starts it, pointed at a store through WOO_BASE_URL (an emulator standing in for a real one) and
 * without NODE_ENV.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { type RunningEmulator, startEmulator } from '@shop/woo-emulator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { realStoreEnv, type SpawnedShop, spawnShop } from '../dev/spawn-shop'
import { SMTP_PASSWORD, startHttp, startSmtp } from './transports'

const SECRET = 'a-real-session-secret-for-the-mode-test-0123456789'
let emulator: RunningEmulator
let customer: { email: string; password: string }

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, customers: 40 })
  const info = (await (await fetch(`${emulator.url}/__emulator`)).json()) as {
    demoAccounts: { role: string; email: string; password: string }[]
  }
  const found = info.demoAccounts.find((account) => account.role === 'customer')
  if (!found) throw new Error('the emulator has no demo customer')
  customer = found
})

afterAll(async () => {
  await emulator?.stop()
})

/** A real store's variables, with NODE_ENV unset. */
const realStore = (env: Record<string, string> = {}) => realStoreEnv(emulator, env)

describe('a server started with WOO_BASE_URL and no NODE_ENV', () => {
  it('refuses to start without SESSION_SECRET and PUBLIC_URL, and says which are missing', async () => {
    const start = spawnShop({ env: realStore(), timeoutMs: 60_000 })
    await expect(start).rejects.toThrow(/exited with 1/)
    const message = await start.catch((error: Error) => error.message)
    expect(message).toContain('SESSION_SECRET è obbligatorio')
    expect(message).toContain('PUBLIC_URL è obbligatorio')
  }, 90_000)

  it('refuses a plain http public address that is not localhost', async () => {
    const message = await spawnShop({
      env: realStore({ SESSION_SECRET: SECRET, PUBLIC_URL: 'http://www.baribevande.it' }),
      timeoutMs: 60_000,
    }).then(
      () => 'started',
      (error: Error) => error.message,
    )
    expect(message).toContain('PUBLIC_URL deve iniziare con https://')
  }, 90_000)

  describe('with a secret and an https public address', () => {
    let shop: SpawnedShop
    beforeAll(async () => {
      shop = await spawnShop({
        env: realStore({ SESSION_SECRET: SECRET, PUBLIC_URL: 'https://www.baribevande.example' }),
      })
    }, 120_000)
    afterAll(async () => {
      await shop?.stop()
    })

    const post = (path: string, body: unknown) =>
      fetch(`${shop.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })

    it('has no outbox route, prints no demo logins and says what cannot be sent', async () => {
      const outbox = await fetch(`${shop.url}/api/dev/outbox`)
      expect(outbox.status).toBe(404)
      expect(shop.banner).not.toContain('Outbox')
      expect(shop.banner).not.toContain('Demo logins')
      expect(shop.banner).toContain('NO mail transport configured')
      expect(shop.banner).toContain('NO SMS gateway configured')
    })

    it('answers 503 with an Italian message for phone codes and password resets (no transport)', async () => {
      const code = await post('/api/auth/phone/request', { phone: '333 123 4567' })
      expect(code.status).toBe(503)
      expect(((await code.json()) as { error: { message: string } }).error.message).toMatch(/SMS/)
      const reset = await post('/api/auth/password-reset', { emailOrUsername: customer.email })
      expect(reset.status).toBe(503)
      expect(((await reset.json()) as { error: { message: string } }).error.message).toMatch(/email/i)
    })

    it('sets a Secure __Host- session cookie at login', async () => {
      const login = await post('/api/auth/login', { login: customer.email, password: customer.password })
      expect(login.status).toBe(200)
      const [cookie] = login.headers.getSetCookie()
      expect(cookie).toMatch(/^__Host-shop_session=[^;]+;/)
      expect(cookie).toMatch(/;\s*Secure/i)
      expect(cookie).toMatch(/;\s*HttpOnly/i)
      expect(cookie).toMatch(/;\s*Path=\//i)
      expect(cookie).not.toMatch(/Domain=/i)
    })
  })
})

describe('a real store with SMTP_URL and SMS_PROVIDER', () => {
  it('says which transports are on, and the password reset mail and the phone code go out through them', async () => {
    const smtp = await startSmtp()
    const sms = await startHttp(() => ({ status: 200, body: '{}' }))
    const shop = await spawnShop({
      env: realStore({
        SESSION_SECRET: SECRET,
        PUBLIC_URL: 'https://www.baribevande.example',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Bari Bevande <ordini@baribevande.example>',
        SMS_PROVIDER: 'generic',
        SMS_URL: `${sms.url}/sms`,
        SMS_TOKEN: 'a-long-sms-provider-token',
        SMS_SENDER: 'BariBevande',
      }),
    })
    try {
      expect(shop.banner).toContain(
        `Email:        SMTP smtp://127.0.0.1:${smtp.port}, from Bari Bevande <ordini@baribevande.example>`,
      )
      expect(shop.banner).toMatch(/SMS: {10}generic 127\.0\.0\.1:\d+, sender BariBevande/)
      expect(shop.banner).not.toContain('NO mail transport')
      expect(shop.banner).not.toContain(SMTP_PASSWORD)
      const reset = await fetch(`${shop.url}/api/auth/password-reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ emailOrUsername: customer.email }),
      })
      expect(reset.status).toBe(202)
      await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(1)
      expect(smtp.received[0]?.text).toContain('https://www.baribevande.example/reset-password?token=')
      const code = await fetch(`${shop.url}/api/auth/phone/request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: '333 123 4567' }),
      })
      expect(code.status).toBe(202)
      expect(shop.output()).not.toContain('a-long-sms-provider-token')
    } finally {
      await shop.stop()
      await smtp.close()
      await sms.close()
    }
  }, 120_000)
})

describe('the embedded emulator comes from tooling/dev-shop, never from the API (issue 16)', () => {
  it('starts the shop on the emulator as npm start does: demo logins and the outbox', async () => {
    const shop = await spawnShop()
    try {
      expect(shop.banner).toMatch(
        /WooCommerce: {2}embedded emulator on http:\/\/127\.0\.0\.1:\d+ \(153 products/,
      )
      expect(shop.banner).toContain('Demo logins')
      expect((await fetch(`${shop.url}/api/dev/outbox`)).status).toBe(200)
      expect((await fetch(`${shop.emulatorUrl}/__emulator`)).status).toBe(200)
    } finally {
      await shop.stop()
    }
  }, 120_000)

  it("refuses to start from the API's own entry without WOO_BASE_URL, and says how to start the demo", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-'))
    try {
      const run = spawnSync(
        process.execPath,
        ['--conditions=@shop/source', '--import', 'tsx', 'src/index.ts'],
        {
          cwd: resolve(import.meta.dirname, '..'),
          env: { ...process.env, WOO_BASE_URL: '', PORT: '0', DATA_DIR: dataDir, NODE_ENV: 'development' },
          encoding: 'utf8',
          timeout: 60_000,
        },
      )
      expect(run.status).toBe(1)
      expect(run.stderr).toContain('WOO_BASE_URL non è impostato')
      expect(run.stderr).toContain('npm start')
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 90_000)
})
