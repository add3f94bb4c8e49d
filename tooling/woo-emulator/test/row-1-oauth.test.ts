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
