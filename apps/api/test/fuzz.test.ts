/**
 * Sends thousands of malformed requests across every route: wrong types, missing fields, invalid
 * JSON, huge strings, oversized bodies, odd encodings and content types, hostile paths and queries.
 * No answer may be a 5xx; every refusal is a JSON error with an Italian message; and where a
 * request was refused, neither the API's database nor the store behind it changed.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Browser, startApi, type TestApi } from './harness'

let t: TestApi
let identities: Record<'anonymous' | 'customer' | 'staff', Browser>

const ROUTES: [method: string, path: string][] = [
  ['GET', '/api/health'],
  ['GET', '/api/ready'],
  ['GET', '/api/config'],
  ['GET', '/api/categories'],
  ['GET', '/api/products'],
  ['GET', '/api/products/:slug'],
  ['GET', '/api/zones'],
  ['POST', '/api/zones/resolve'],
  ['GET', '/api/delivery/calendar'],
  ['GET', '/api/delivery/slots'],
  ['POST', '/api/auth/register'],
  ['POST', '/api/auth/login'],
  ['POST', '/api/auth/logout'],
  ['GET', '/api/auth/me'],
  ['POST', '/api/auth/phone/request'],
  ['POST', '/api/auth/phone/verify'],
  ['GET', '/api/auth/auto-login/:id'],
  ['POST', '/api/auth/auto-login/:id'],
  ['POST', '/api/auth/password-reset'],
  ['POST', '/api/auth/password-reset/complete'],
  ['GET', '/api/account'],
  ['PUT', '/api/account'],
  ['POST', '/api/account/password'],
  ['POST', '/api/orders'],
  ['GET', '/api/orders'],
  ['GET', '/api/orders/:id'],
  ['GET', '/api/orders/:id/payment'],
  ['GET', '/api/admin/orders'],
  ['GET', '/api/admin/orders/:id'],
  ['PUT', '/api/admin/orders/:id/status'],
  ['GET', '/api/admin/customers'],
  ['GET', '/api/admin/customers/:id'],
  ['POST', '/api/admin/customers/:id/auto-login-link'],
  ['GET', '/api/admin/products'],
  ['PUT', '/api/admin/products/:id/stock'],
  ['GET', '/api/admin/config'],
  ['PUT', '/api/admin/config'],
  ['POST', '/api/admin/connection-test'],
  ['PUT', '/api/admin/zones'],
  ['POST', '/api/admin/zones/restore'],
  ['GET', '/api/admin/zones/history'],
  ['GET', '/api/dev/outbox'],
]

const big = 'è'.repeat(60_000)
const junkValue = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1e308,
    Number.MAX_SAFE_INTEGER,
    '',
    ' ',
    '0',
    'null',
    'NaN',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    '\u0000',
    '\uD800',
    '%00',
    '💧🍺',
    big,
  ),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 4 }),
)
const FIELDS = [
  'email',
  'password',
  'login',
  'phone',
  'code',
  'token',
  'firstName',
  'lastName',
  'privacy',
  'remember',
  'items',
  'shipping',
  'billing',
  'delivery',
  'paymentMethod',
  'status',
  'stockQuantity',
  'zones',
  'version',
  'address',
  'checkout',
  'newPassword',
  'currentPassword',
  'emailOrUsername',
  'brand',
  'paymentMethods',
  '__proto__',
  'constructor',
]

/** A body: a JSON text that may be broken, huge, deeply nested, or a value of the wrong shape. */
const bodyArb = fc.oneof(
  fc.record({
    kind: fc.constant('json' as const),
    value: fc.dictionary(fc.constantFrom(...FIELDS), junkValue, { maxKeys: 6 }),
  }),
  fc.record({ kind: fc.constant('json' as const), value: junkValue }),
  fc.record({
    kind: fc.constant('raw' as const),
    value: fc.constantFrom(
      '{',
      '{"email": ',
      '[1,2',
      'nul',
      '\uFEFF{"a":1}',
      '{"a":"\\ud800"}',
      `{"x":"${'a'.repeat(120_000)}"}`,
      '{"a":'.repeat(2000),
      '',
    ),
  }),
  fc.record({ kind: fc.constant('deep' as const), value: fc.integer({ min: 50, max: 5000 }) }),
)

const segmentArb = fc.oneof(
  fc.constantFrom(
    '1',
    '0',
    '-1',
    '999999999',
    '99999999999999',
    'abc',
    '%00',
    '..%2F..',
    'zona-1',
    'acqua',
    "'",
    '%F0%9F%8D%BA',
    'a'.repeat(300),
  ),
  fc.string({ maxLength: 12 }).map((s) => encodeURIComponent(s) || 'x'),
)
const queryArb = fc.array(
  fc.tuple(
    fc.constantFrom(
      'page',
      'perPage',
      'category',
      'subcategory',
      'search',
      'sort',
      'date',
      'zoneId',
      'token',
      'key',
      'q',
      'status',
      'deliveryDate',
      'to',
      'onSale',
      'x[]',
      'page',
    ),
    fc.oneof(
      fc.constantFrom(
        '',
        '0',
        '-5',
        '1e9',
        'abc',
        '2026-02-30',
        '2026-11-23',
        'zona-1735689600012',
        'true',
        'x'.repeat(3000),
      ),
      fc.string({ maxLength: 10 }),
    ),
  ),
  { maxLength: 4 },
)
const contentTypeArb = fc.constantFrom(
  'application/json',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  '',
)

interface Sent {
  route: string
  status: number
  body: unknown
}

function emulatorFingerprint(): string {
  const store = t.emulator.context.store
  const tables = ['products', 'categories', 'users', 'orders']
  return JSON.stringify(
    tables.map((table) =>
      store.get(`SELECT COUNT(*) AS n, MAX(id) AS m, SUM(LENGTH(doc)) AS s FROM ${table}`),
    ),
  )
}

beforeAll(async () => {
  t = await startApi()
  const customer = t.demo('customer', 0)
  const staff = t.demo('shop_manager')
  identities = { anonymous: t.browser(), customer: t.browser(), staff: t.browser() }
  expect(
    (
      await identities.customer.post('/api/auth/login', {
        login: customer.email,
        password: customer.password,
      })
    ).status,
  ).toBe(200)
  expect(
    (await identities.staff.post('/api/auth/login', { login: staff.username, password: staff.password }))
      .status,
  ).toBe(200)
})

afterAll(async () => {
  await t?.stop()
})

describe('malformed requests', () => {
  it('never get a 5xx, always get an Italian JSON error, and change nothing when refused', async () => {
    const sent: Sent[] = []
    const problems: string[] = []
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        fc.constantFrom('anonymous', 'customer', 'staff'),
        segmentArb,
        queryArb,
        bodyArb,
        contentTypeArb,
        async ([method, template], who, segment, query, body, contentType) => {
          const path = template.replace(/:[a-z]+/, segment)
          const search =
            query.length > 0 ? `?${query.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}` : ''
          const unsafe = method !== 'GET'
          let raw: string | undefined
          if (unsafe) {
            if (body.kind === 'raw') raw = body.value
            else if (body.kind === 'deep') raw = `${'['.repeat(body.value)}${']'.repeat(body.value)}`
            else raw = JSON.stringify(body.value) ?? ''
          }
          const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {}
          const before = unsafe ? `${t.store.fingerprint()}|${emulatorFingerprint()}` : ''
          const reply = await identities[who].request(method, `${path}${search}`, {
            headers,
            ...(raw !== undefined ? { raw } : {}),
          })
          sent.push({ route: `${method} ${template}`, status: reply.status, body: reply.body })
          if (reply.status >= 500 && !(template === '/api/ready' && reply.status === 503)) {
            problems.push(
              `${reply.status} for ${method} ${path}${search.slice(0, 80)} as ${who}: ${reply.text.slice(0, 200)}`,
            )
          }
          if (reply.status >= 400) {
            const message = reply.body?.error?.message
            if (typeof message !== 'string' || message.length === 0) {
              problems.push(
                `no error message for ${method} ${path} (${reply.status}): ${reply.text.slice(0, 120)}`,
              )
            }
            if (unsafe) {
              const after = `${t.store.fingerprint()}|${emulatorFingerprint()}`
              if (after !== before)
                problems.push(`a refused ${method} ${path} (${reply.status}) changed data`)
            }
          }
        },
      ),
      { numRuns: 2200, endOnFailure: true },
    )
    expect(problems.slice(0, 20)).toEqual([])
    expect(sent.length).toBeGreaterThanOrEqual(2000)
    // The requests reached every route and most were refused, as malformed requests should be.
    expect(new Set(sent.map((s) => s.route)).size).toBe(ROUTES.length)
    expect(sent.filter((s) => s.status >= 400).length).toBeGreaterThan(sent.length / 2)
  }, 600_000)

  it('refuses a body over 100 KB with 413 before reading it', async () => {
    const reply = await identities.anonymous.request('POST', '/api/auth/login', {
      raw: JSON.stringify({ login: 'x'.repeat(150_000), password: 'y' }),
    })
    expect(reply.status).toBe(413)
    expect(reply.body.error.message).toBe('La richiesta è troppo grande (al massimo 100 KB)')
  })

  it('refuses a form post (no JSON) with 415, and a request from another origin with 403', async () => {
    const form = await identities.anonymous.request('POST', '/api/auth/login', {
      raw: 'login=a&password=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(form.status).toBe(415)
    const cross = await identities.customer.request('PUT', '/api/account', {
      body: { firstName: 'Hacker' },
      headers: { origin: 'https://evil.example' },
    })
    expect(cross.status).toBe(403)
    expect(cross.body.error.message).toBe("Richiesta rifiutata: proviene da un'origine non consentita")
  })
})
