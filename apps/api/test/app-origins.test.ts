import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Reply, startApi, type TestApi } from './harness'

/**
 * The apps on their own origins (issue 25): APP_ORIGINS lists the origins that may call /api/*
 * with the session cookie. Written as a deployer might (spaces, a trailing slash, upper case).
 */
const ADMIN = 'http://gestione.shop.test:8443'
const STOREFRONT = 'https://www.shop.test'
const OTHERS = [
  'https://evil.example',
  'http://gestione.shop.test:8444',
  'https://gestione.shop.test:8443',
  'https://www.shop.test.evil.example',
  'http://www.shop.test',
  'null',
]

let t: TestApi

beforeAll(async () => {
  t = await startApi({ env: { APP_ORIGINS: ` http://Gestione.shop.test:8443/ , ${STOREFRONT}` } })
})
afterAll(async () => {
  await t?.stop()
})

/** Every Access-Control-* header of an answer. */
const corsHeaders = (reply: Reply) =>
  Object.fromEntries([...reply.headers].filter(([name]) => name.startsWith('access-control-')))

const preflight = (origin: string, method = 'POST', headers = 'content-type') =>
  t.browser().request('OPTIONS', '/api/auth/login', {
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': headers,
    },
  })

describe('CORS for the origins of APP_ORIGINS', () => {
  it("answers a listed origin's preflight with exactly what the apps send", async () => {
    for (const origin of [ADMIN, STOREFRONT]) {
      const reply = await preflight(origin, 'POST', 'content-type,idempotency-key')
      expect(reply.status, origin).toBe(204)
      expect(corsHeaders(reply), origin).toEqual({
        'access-control-allow-origin': origin,
        'access-control-allow-credentials': 'true',
        'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE',
        'access-control-allow-headers': 'content-type,idempotency-key',
        'access-control-max-age': '600',
      })
      expect(reply.headers.get('vary'), origin).toMatch(/\bOrigin\b/)
    }
  })

  it('gives any other origin no CORS header at all, preflight or not', async () => {
    for (const origin of OTHERS) {
      const asked = await preflight(origin)
      expect(corsHeaders(asked), origin).toEqual({})
      expect(asked.status, origin).not.toBe(204)
      const read = await t.browser().get('/api/health', { origin })
      expect(read.status, origin).toBe(200)
      expect(corsHeaders(read), origin).toEqual({})
      // The answer depends on the origin: a cache must not hand it to a listed one, or back.
      expect(read.headers.get('vary'), origin).toMatch(/\bOrigin\b/)
    }
    expect(corsHeaders(await t.browser().get('/api/health'))).toEqual({})
  })

  it('lets a listed origin log in with credentials, keep the session and log out', async () => {
    const admin = t.browser()
    const account = t.demo('shop_manager')
    const login = await admin.post(
      '/api/auth/login',
      { login: account.username, password: account.password, staff: true },
      { origin: ADMIN },
    )
    expect(login.status, login.text).toBe(200)
    expect(corsHeaders(login)).toEqual({
      'access-control-allow-origin': ADMIN,
      'access-control-allow-credentials': 'true',
    })
    // The cookie a browser keeps for the API's host alone and sends to it from the admin's origin
    // on the same site (gestione.shop.it and api.shop.it): HttpOnly, SameSite=Lax, no Domain.
    const [cookie = ''] = login.headers.getSetCookie()
    expect(cookie).toMatch(/^shop_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/)

    const me = await admin.get('/api/auth/me', { origin: ADMIN })
    expect(me.body.user).toMatchObject({ role: 'shop_manager' })
    expect(me.headers.get('access-control-allow-origin')).toBe(ADMIN)
    const orders = await admin.get('/api/admin/orders', { origin: ADMIN })
    expect(orders.status, orders.text).toBe(200)
    expect(orders.body.orders.length).toBeGreaterThan(0)
    expect(orders.headers.get('access-control-allow-credentials')).toBe('true')

    const out = await admin.post('/api/auth/logout', {}, { origin: ADMIN })
    expect(out.status, out.text).toBe(200)
    expect((await admin.get('/api/auth/me', { origin: ADMIN })).body.user).toBeNull()
  })

  it("lets a listed app read a refusal's Italian message", async () => {
    const reply = await t
      .browser()
      .post('/api/auth/login', { login: 'operatore', password: 'sbagliata', staff: true }, { origin: ADMIN })
    expect(reply.status).toBe(401)
    expect(reply.body.error.message).toMatch(/\S/)
    expect(corsHeaders(reply)).toMatchObject({
      'access-control-allow-origin': ADMIN,
      'access-control-allow-credentials': 'true',
    })
  })
})

describe('writes: only from the shop itself and the listed origins (CSRF)', () => {
  it("takes a listed origin's write with the session cookie", async () => {
    const customer = await t.loggedIn('customer', 0)
    const reply = await customer.put('/api/account', { firstName: 'Dal Negozio' }, { origin: STOREFRONT })
    expect(reply.status, reply.text).toBe(200)
    expect(reply.headers.get('access-control-allow-origin')).toBe(STOREFRONT)
    expect((await customer.get('/api/account')).body.user.firstName).toBe('Dal Negozio')
  })

  it("refuses another origin's write, cookie and all, in Italian, and changes nothing", async () => {
    const customer = await t.loggedIn('customer', 1)
    const before = (await customer.get('/api/account')).body.user.firstName
    for (const origin of OTHERS) {
      const reply = await customer.put('/api/account', { firstName: 'Hacker' }, { origin })
      expect(reply.status, origin).toBe(403)
      expect(reply.body.error, origin).toEqual({
        code: 'bad_origin',
        message: "Richiesta rifiutata: proviene da un'origine non consentita",
      })
      expect(corsHeaders(reply), origin).toEqual({})
    }
    expect((await customer.get('/api/account')).body.user.firstName).toBe(before)
  })

  it("refuses a form posted from another site (a simple request, never preflighted), and a listed origin's too", async () => {
    const customer = await t.loggedIn('customer', 2)
    const before = (await customer.get('/api/account')).body
    for (const type of [
      'application/x-www-form-urlencoded',
      'text/plain',
      'multipart/form-data; boundary=x',
    ]) {
      const foreign = await customer.request('POST', '/api/account/password', {
        raw: 'password=Nuova%232026x&currentPassword=x',
        headers: { origin: 'https://evil.example', 'content-type': type },
      })
      expect(foreign.status, type).toBe(403)
      expect(foreign.body.error.code, type).toBe('bad_origin')
      // A listed origin's page cannot post a form either: JSON only.
      const listed = await customer.request('PUT', '/api/account', {
        raw: 'firstName=Modulo',
        headers: { origin: STOREFRONT, 'content-type': type },
      })
      expect(listed.status, type).toBe(415)
      expect(listed.body.error.code, type).toBe('json_only')
    }
    expect((await customer.get('/api/account')).body).toEqual(before)
  })
})
