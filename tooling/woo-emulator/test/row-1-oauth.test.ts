/**
 * REAL-STORE-DIFFERENCES.md row 1: over plain http:// a real WooCommerce ignores consumer keys sent
 * as Basic auth or query parameters (401 woocommerce_rest_cannot_*) and accepts only OAuth 1.0a
 * one-legged signatures, which it checks as WC_REST_Authentication does: the key, the signature
 * (HMAC-SHA256 or HMAC-SHA1 with the key `consumer_secret&`), a timestamp within 15 minutes and a
 * nonce not used before. Over https the keys are accepted.
 *
 * The emulator runs in-process here (app.fetch), on a clock the test holds, with fixed keys.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEmulator, type Emulator } from '../src/index'
import { signUrl } from '../src/oauth1'

const KEYS = { consumerKey: 'ck_row1', consumerSecret: 'cs_row1' }
const SITE = 'http://127.0.0.1:8080'
/** 2025-11-24 16:00:00 UTC, the timestamp 1764000000. */
const START = new Date(1_764_000_000_000)

let emulator: Emulator
let clock = START
const at = (seconds: number) => new Date(START.getTime() + seconds * 1000)

beforeAll(() => {
  emulator = createEmulator({ customers: 40, ...KEYS, now: () => clock })
})

afterAll(() => {
  emulator?.close()
})

async function send(
  method: string,
  url: string,
  init: { headers?: Record<string, string>; body?: unknown } = {},
) {
  const headers: Record<string, string> = { ...init.headers }
  if (init.body !== undefined) headers['content-type'] = 'application/json'
  const response = await emulator.app.fetch(
    new Request(url, {
      method,
      headers,
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    }),
  )
  const text = await response.text()
  // biome-ignore lint/suspicious/noExplicitAny: tests read WooCommerce answers of every shape
  let body: any = text
  try {
    body = JSON.parse(text)
  } catch {}
  return { status: response.status, body }
}

/** A call signed now (the test's clock), with a fresh nonce unless one is given. */
const signed = (method: string, path: string, options: Parameters<typeof signUrl>[3] = {}) =>
  signUrl(method, `${SITE}${path}`, KEYS, { now: clock, ...options })

describe('row 1: OAuth 1.0a signatures over http', () => {
  it('accepts a request signed with HMAC-SHA256 or HMAC-SHA1 (signatures computed outside this code)', async () => {
    clock = START
    // Signed per RFC 5849 with Python's hmac (base string: GET&http%3A%2F%2F127.0.0.1%3A8080
    // %2Fwp-json%2Fwc%2Fv3%2Fproducts&oauth_consumer_key%3Dck_row1%26oauth_nonce%3D...).
    const query = 'per_page=2&search=acqua%20frizzante&oauth_consumer_key=ck_row1&oauth_timestamp=1764000000'
    const sha256 = `${SITE}/wp-json/wc/v3/products?${query}&oauth_nonce=row1nonceSHA256&oauth_signature_method=HMAC-SHA256&oauth_signature=${encodeURIComponent('z5fy425AQf8UgRPbXwVyDwuacodkz5+0ujgvZPuoBds=')}`
    const sha1 = `${SITE}/wp-json/wc/v3/products?${query}&oauth_nonce=row1nonceSHA1&oauth_signature_method=HMAC-SHA1&oauth_signature=${encodeURIComponent('9I9CbrdF/rmWh0pQOdB6UrK9GeY=')}`
    for (const url of [sha256, sha1]) {
      const reply = await send('GET', url)
      expect(reply.status, JSON.stringify(reply.body)).toBe(200)
      expect(reply.body.length).toBeGreaterThan(0)
    }
  })

  it("acts as the key's user: writes with a signed POST and PUT", async () => {
    clock = at(60)
    const created = await send('POST', signed('POST', '/wp-json/wc/v3/products'), {
      body: { name: 'Acqua firmata', regular_price: '1.00' },
    })
    expect(created.status).toBe(201)
    const updated = await send('PUT', signed('PUT', `/wp-json/wc/v3/products/${created.body.id}`), {
      body: { regular_price: '1.20' },
    })
    expect(updated.status).toBe(200)
    expect(updated.body.regular_price).toBe('1.20')
  })

  it('reads the parameters from an Authorization: OAuth header too', async () => {
    clock = at(120)
    const url = new URL(signed('GET', '/wp-json/wc/v3/products/categories?per_page=1'))
    const oauth = [...url.searchParams].filter(([name]) => name.startsWith('oauth_'))
    for (const [name] of oauth) url.searchParams.delete(name)
    const header = `OAuth ${oauth.map(([name, value]) => `${name}="${encodeURIComponent(value)}"`).join(', ')}`
    const reply = await send('GET', url.toString(), { headers: { authorization: header } })
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  })
})

describe('row 1: consumer keys themselves only over https', () => {
  const basic = (key: string, secret: string) => ({
    authorization: `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`,
  })
  const keysInQuery = `consumer_key=${KEYS.consumerKey}&consumer_secret=${KEYS.consumerSecret}`

  it('ignores Basic auth over http: 401 woocommerce_rest_cannot_* with the message of each method', async () => {
    const cases: [string, string, string, string][] = [
      ['GET', '/wp-json/wc/v3/products', 'woocommerce_rest_cannot_view', 'Sorry, you cannot list resources.'],
      [
        'GET',
        '/wp-json/wc/v3/orders/10',
        'woocommerce_rest_cannot_view',
        'Sorry, you cannot view this resource.',
      ],
      [
        'POST',
        '/wp-json/wc/v3/customers',
        'woocommerce_rest_cannot_create',
        'Sorry, you are not allowed to create resources.',
      ],
      [
        'PUT',
        '/wp-json/wc/v3/products/10',
        'woocommerce_rest_cannot_edit',
        'Sorry, you are not allowed to edit this resource.',
      ],
    ]
    for (const [method, path, code, message] of cases) {
      const reply = await send(method, `${SITE}${path}`, {
        headers: basic(KEYS.consumerKey, KEYS.consumerSecret),
        ...(method === 'GET' ? {} : { body: {} }),
      })
      expect(reply, `${method} ${path}`).toEqual({
        status: 401,
        body: { code, message, data: { status: 401 } },
      })
    }
  })

  it('ignores the keys as query parameters over http, and a wrong secret is no different there', async () => {
    const inQuery = await send('GET', `${SITE}/wp-json/wc/v3/products?${keysInQuery}`)
    expect(inQuery.status).toBe(401)
    expect(inQuery.body.code).toBe('woocommerce_rest_cannot_view')
    const wrong = await send('GET', `${SITE}/wp-json/wc/v3/products`, {
      headers: basic(KEYS.consumerKey, 'cs_wrong'),
    })
    expect(wrong.body.message).toBe('Sorry, you cannot list resources.')
  })

  it('accepts Basic auth and query keys over https, and refuses a wrong secret there', async () => {
    const https = SITE.replace('http:', 'https:')
    const byBasic = await send('GET', `${https}/wp-json/wc/v3/products?per_page=1`, {
      headers: basic(KEYS.consumerKey, KEYS.consumerSecret),
    })
    expect(byBasic.status).toBe(200)
    const byQuery = await send('GET', `${https}/wp-json/wc/v3/products?per_page=1&${keysInQuery}`)
    expect(byQuery.status).toBe(200)
    const wrong = await send('GET', `${https}/wp-json/wc/v3/products`, {
      headers: basic(KEYS.consumerKey, 'cs_wrong'),
    })
    expect(wrong).toEqual({
      status: 401,
      body: {
        code: 'woocommerce_rest_authentication_error',
        message: 'Consumer secret is invalid.',
        data: { status: 401 },
      },
    })
    // A signature over https is checked against the https address.
    clock = at(180)
    const signedHttps = signUrl('GET', `${https}/wp-json/wc/v3/products?per_page=1`, KEYS, { now: clock })
    expect((await send('GET', signedHttps)).status).toBe(200)
  })
})

describe('row 1: what WooCommerce refuses in a signed call', () => {
  const refused = async (url: string, message: string) => {
    const reply = await send('GET', url)
    expect(reply, url).toEqual({
      status: 401,
      body: { code: 'woocommerce_rest_authentication_error', message, data: { status: 401 } },
    })
  }

  it('an unknown key, a signature made with another secret, or of another request', async () => {
    clock = at(300)
    await refused(
      signUrl(
        'GET',
        `${SITE}/wp-json/wc/v3/products`,
        { ...KEYS, consumerKey: 'ck_unknown' },
        { now: clock },
      ),
      'Consumer key is invalid.',
    )
    await refused(
      signUrl(
        'GET',
        `${SITE}/wp-json/wc/v3/products`,
        { ...KEYS, consumerSecret: 'cs_other' },
        { now: clock },
      ),
      'Invalid signature - provided signature does not match.',
    )
    const tampered = signed('GET', '/wp-json/wc/v3/products?per_page=1').replace('per_page=1', 'per_page=2')
    await refused(tampered, 'Invalid signature - provided signature does not match.')
    // Signed for another address than the site's (the emulator checks against its site URL, as
    // WooCommerce checks against its home URL).
    const elsewhere = signUrl('GET', 'http://localhost:8080/wp-json/wc/v3/products', KEYS, { now: clock })
    await refused(
      elsewhere.replace('http://localhost:8080', SITE),
      'Invalid signature - provided signature does not match.',
    )
  })

  it('a signature method other than HMAC-SHA1 or HMAC-SHA256, and a missing parameter', async () => {
    clock = at(360)
    const plaintext = new URL(signed('GET', '/wp-json/wc/v3/products'))
    plaintext.searchParams.set('oauth_signature_method', 'PLAINTEXT')
    await refused(plaintext.toString(), 'Invalid signature - signature method is invalid.')
    const missing = new URL(signed('GET', '/wp-json/wc/v3/products'))
    missing.searchParams.delete('oauth_nonce')
    missing.searchParams.delete('oauth_timestamp')
    const reply = await send('GET', missing.toString())
    expect(reply).toEqual({
      status: 401,
      body: {
        code: 'woocommerce_rest_authentication_missing_parameter',
        message: 'Missing OAuth parameters oauth_timestamp, oauth_nonce',
        data: { status: 401 },
      },
    })
  })

  it('a timestamp more than 15 minutes off the store clock, either way', async () => {
    clock = at(3600)
    for (const offset of [-15 * 60 - 1, 15 * 60 + 1]) {
      await refused(
        signed('GET', '/wp-json/wc/v3/products', { now: at(3600 + offset) }),
        'Invalid timestamp.',
      )
    }
    for (const offset of [-15 * 60, 15 * 60]) {
      expect(
        (await send('GET', signed('GET', '/wp-json/wc/v3/products', { now: at(3600 + offset) }))).status,
      ).toBe(200)
    }
  })

  it('a nonce already used, even in a call signed anew; forgotten once 15 minutes have passed', async () => {
    clock = at(7200)
    const first = signed('GET', '/wp-json/wc/v3/products', { nonce: 'used-once' })
    expect((await send('GET', first)).status).toBe(200)
    await refused(first, 'Invalid nonce - nonce has already been used.')
    await refused(
      signed('GET', '/wp-json/wc/v3/products/categories', { nonce: 'used-once', now: at(7201) }),
      'Invalid nonce - nonce has already been used.',
    )
    // WooCommerce forgets old nonces after it has checked a call, so 15 minutes later the nonce is
    // still refused once, and the call after that finds it forgotten.
    clock = at(7200 + 15 * 60 + 2)
    await refused(
      signed('GET', '/wp-json/wc/v3/products', { nonce: 'used-once' }),
      'Invalid nonce - nonce has already been used.',
    )
    expect((await send('GET', signed('GET', '/wp-json/wc/v3/products'))).status).toBe(200)
    const again = await send('GET', signed('GET', '/wp-json/wc/v3/products', { nonce: 'used-once' }))
    expect(again.status).toBe(200)
  })

  it('remembers one nonce per timestamp, as WooCommerce does (its list is keyed by timestamp)', async () => {
    clock = at(10_000)
    expect((await send('GET', signed('GET', '/wp-json/wc/v3/products', { nonce: 'a' }))).status).toBe(200)
    expect((await send('GET', signed('GET', '/wp-json/wc/v3/products', { nonce: 'b' }))).status).toBe(200)
    // 'b' took the place of 'a' (same second): WooCommerce lets 'a' through again, and refuses 'b'.
    expect((await send('GET', signed('GET', '/wp-json/wc/v3/products', { nonce: 'a' }))).status).toBe(200)
    await refused(
      signed('GET', '/wp-json/wc/v3/products', { nonce: 'a' }),
      'Invalid nonce - nonce has already been used.',
    )
  })

  it('remembers nonces without writing to the database: a signed read changes nothing there', async () => {
    clock = at(11_000)
    const changes = () => emulator.context.store.get<{ n: number }>('SELECT total_changes() AS n')?.n
    const before = changes()
    expect((await send('GET', signed('GET', '/wp-json/wc/v3/products?per_page=1'))).status).toBe(200)
    expect(changes()).toBe(before)
  })

  it('checks keys and signatures on WooCommerce routes only: orddd stays public whatever is sent', async () => {
    clock = at(12_000)
    const bad = signUrl('GET', `${SITE}/wp-json/orddd/v1/delivery_schedule/0?number_of_dates=3`, {
      ...KEYS,
      consumerKey: 'ck_unknown',
    })
    expect((await send('GET', bad)).status).toBe(200)
  })
})
