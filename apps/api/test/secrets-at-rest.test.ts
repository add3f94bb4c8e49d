/**
 * Nothing secret at rest in clear (issue 17), over HTTP: the server on a store file, a customer
 * logging in by password, by phone code and by auto-login link and asking for a password reset;
 * then the file's bytes hold none of the tokens, codes and links, and one altered byte of a
 * session's sealed token signs its user out (never a 500). Mail and SMS are caught in memory here:
 * the demo outbox keeps the messages' text in the store, as it may.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MailAdapter, SmsAdapter } from '../src/adapters/messaging'
import { issueAutoLogin } from '../src/security/auto-login'
import { sha256 } from '../src/security/crypto'
import { type Browser, startApi, type TestApi, unique } from './harness'

let t: TestApi
let dir = ''
let file = ''
const sent: { to: string; text: string }[] = []
const mail: MailAdapter = {
  available: () => true,
  async send({ to, text }) {
    sent.push({ to, text })
  },
}
const sms: SmsAdapter = {
  available: () => true,
  async send({ to, text }) {
    sent.push({ to, text })
  },
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'api-at-rest-'))
  file = join(dir, 'api.sqlite')
  t = await startApi({ storePath: file, messaging: () => ({ mail, sms }) })
}, 120_000)
afterAll(async () => {
  await t?.stop()
  rmSync(dir, { recursive: true, force: true })
})

const uniqueEmail = (prefix: string) => `${unique(prefix)}@example.it`

/** Every byte of the store on disk: the database and its WAL. */
const bytesOnDisk = () =>
  Buffer.concat([file, `${file}-wal`].filter((path) => existsSync(path)).map((path) => readFileSync(path)))

/** The message sent to `to`, once it arrived (codes and reset links are sent after the answer). */
async function message(to: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const found = sent.findLast((m) => m.to === to)
    if (found) return found.text
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`nothing was sent to ${to}`)
}

/** The session the browser's cookie names, as the store reads it. */
const sessionOf = async (browser: Browser) => {
  const id = browser.cookies.get('shop_session') ?? ''
  return { id, session: await t.stores.sessions.getSession(sha256(id), t.deps.now().getTime()) }
}

describe('the store file of a running shop', () => {
  it('keeps no WooCommerce token, phone code, reset link, auto-login nonce or session id in clear', async () => {
    const password = 'Primitivo#2026'
    const email = uniqueEmail('cifrato')
    const customer = await t.deps.woo.createCustomer({
      email,
      password,
      first_name: 'Anna',
      last_name: 'Loiacono',
      billing: { phone: '+39 347 555 1212' },
    })
    const secrets: Record<string, string> = {}

    // A password login: the session keeps the customer's WooCommerce JWT.
    const byPassword = t.browser()
    expect((await byPassword.post('/api/auth/login', { login: email, password })).status).toBe(200)
    const passwordSession = await sessionOf(byPassword)
    expect(passwordSession.session?.wooToken).toMatch(/^ey/)
    secrets.jwt = passwordSession.session?.wooToken ?? ''
    secrets.cookie = passwordSession.id

    // A phone code, looked at while it waits in the store (the asking browser's), then used.
    const byPhone = t.browser()
    expect((await byPhone.post('/api/auth/phone/request', { phone: '347 555 1212' })).status).toBe(202)
    const code = /\b(\d{6})\b/.exec(await message('3475551212'))?.[1] ?? ''
    expect(code).toMatch(/^\d{6}$/)
    const requester = sha256(byPhone.cookies.get('shop_login') ?? '')
    const waiting = await t.stores.phoneCodes.latestCode('3475551212', requester, t.deps.now().getTime())
    expect(waiting?.wooToken).toBeTruthy()
    secrets.pluginToken = waiting?.wooToken ?? ''
    expect(bytesOnDisk().includes(`${code}`)).toBe(false)
    expect((await byPhone.post('/api/auth/phone/verify', { phone: '3475551212', code })).status).toBe(200)
    expect((await sessionOf(byPhone)).session?.wooToken).toBe(secrets.pluginToken)

    // A password reset link, still valid in the store.
    expect((await t.browser().post('/api/auth/password-reset', { emailOrUsername: email })).status).toBe(202)
    secrets.resetToken = /reset-password\?token=([\w-]+)/.exec(await message(email))?.[1] ?? ''
    expect(secrets.resetToken.length).toBeGreaterThan(30)

    // An auto-login link, used (its nonce is kept so that it is used once).
    const link = issueAutoLogin(t.deps, customer.id)
    expect(
      (await t.browser().post(`/api/auth/auto-login/${customer.id}`, { token: link.token })).status,
    ).toBe(200)
    secrets.nonce = link.token.split('.')[1] ?? ''
    secrets.linkSignature = link.token.split('.')[2] ?? ''

    const bytes = bytesOnDisk()
    // The search finds what the store keeps readable.
    expect(bytes.includes(email)).toBe(true)
    for (const [what, secret] of Object.entries(secrets)) {
      expect(secret.length, what).toBeGreaterThan(5)
      expect(bytes.includes(secret), `${what} in clear in the store file`).toBe(false)
    }
    expect(bytes.includes(code), 'the phone code').toBe(false)
    // The link still works: hashed is not lost.
    const reset = await t.browser().post('/api/auth/password-reset/complete', {
      token: secrets.resetToken,
      password: 'Negroamaro#2027',
    })
    expect(reset.status).toBe(200)
  })

  it('signs the user out, without an error, when one byte of their sealed token was altered', async () => {
    const email = uniqueEmail('alterato')
    await t.deps.woo.createCustomer({
      email,
      password: 'Primitivo#2026',
      first_name: 'Vito',
      last_name: 'Dileo',
    })
    const browser = t.browser()
    expect((await browser.post('/api/auth/login', { login: email, password: 'Primitivo#2026' })).status).toBe(
      200,
    )
    expect((await browser.get('/api/auth/me')).body.user.email).toBe(email)
    const idHash = sha256(browser.cookies.get('shop_session') ?? '')

    const raw = new DatabaseSync(file)
    const row = raw.prepare('SELECT woo_token FROM sessions WHERE id_hash = ?').get(idHash) as {
      woo_token: string
    }
    const at = Math.floor(row.woo_token.length / 2)
    const altered = `${row.woo_token.slice(0, at)}${row.woo_token[at] === 'x' ? 'y' : 'x'}${row.woo_token.slice(at + 1)}`
    raw.prepare('UPDATE sessions SET woo_token = ? WHERE id_hash = ?').run(altered, idHash)
    raw.close()

    const me = await browser.get('/api/auth/me')
    expect(me.status).toBe(200)
    expect(me.body).toEqual({ user: null })
    const account = await browser.get('/api/account')
    expect(account.status).toBe(401)
    expect(account.body.error.message).toBe('Devi accedere per continuare')
    expect(
      t.logs.some((line) => line.includes('Sessione chiusa: il suo token WooCommerce non si decifra')),
    ).toBe(true)
    // Logging in again opens a new session.
    expect((await browser.post('/api/auth/login', { login: email, password: 'Primitivo#2026' })).status).toBe(
      200,
    )
    expect((await browser.get('/api/auth/me')).body.user.email).toBe(email)
  })
})
