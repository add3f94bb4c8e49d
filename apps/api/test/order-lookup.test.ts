import { randomUUID } from 'node:crypto'
import { TIME_SLOTS } from '@shop/slots'
import type { Product } from '@shop/woo-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliveryCalendar } from '../src/delivery-service'
import { type Browser, JAPIGIA_HOME, startApi, type TestApi } from './harness'

let t: TestApi
let guestOrder: { id: number; number: string; orderKey: string }
let customerOrder: { id: number; number: string }

const GUEST_EMAIL = 'Lucia.Traccia@example.com'
const NOT_FOUND = { error: { code: 'not_found', message: 'Ordine non trovato' } }

/** A browser from its own address (the server trusts X-Forwarded-For here), so limits do not mix. */
function from(ip: string): Browser {
  const browser = t.browser()
  return {
    ...browser,
    post: (path, body, headers) => browser.post(path, body, { 'X-Forwarded-For': ip, ...headers }),
  }
}

async function placeOrder(browser: Browser, extra: Record<string, unknown>) {
  const dates = (await deliveryCalendar(t.deps)).dates.map((d) => d.date)
  const page = await t.deps.woo.listProducts({ stock_status: 'instock', per_page: 20, status: 'publish' })
  const product = page.items.find(
    (p) => p.type === 'simple' && (!p.manage_stock || (p.stock_quantity ?? 0) >= 20),
  ) as Product
  const reply = await browser.request('POST', '/api/orders', {
    headers: { 'Idempotency-Key': `lookup-${randomUUID()}` },
    body: {
      items: [{ productId: product.id, quantity: 1 }],
      ...JAPIGIA_HOME,
      delivery: { date: dates.at(-1), slot: '10:00 - 11:00' },
      paymentMethod: 'bacs',
      note: 'Citofono Traccia, secondo piano',
      ...extra,
    },
  })
  expect(reply.status, reply.text).toBe(201)
  return reply.body
}

beforeAll(async () => {
  t = await startApi({ env: { TRUST_PROXY: 'true' } })
  await t.control('/timeslots', 'DELETE')
  for (const vehicle of ['Molisia', 'Fiat new Ducato'])
    await t.control('/timeslots', 'POST', { vehicle, slots: [...TIME_SLOTS] })
  guestOrder = await placeOrder(t.browser(), {
    guest: { firstName: 'Lucia', lastName: 'Traccia', email: GUEST_EMAIL, phone: '333 123 4567' },
  })
  const customer = t.browser()
  const account = t.demo('customer', 1)
  expect(
    (await customer.post('/api/auth/login', { login: account.username, password: account.password })).status,
  ).toBe(200)
  customerOrder = await placeOrder(customer, {})
})

afterAll(async () => {
  await t?.stop()
})

describe('POST /api/orders/lookup', () => {
  it('answers a guest order for its number and email (any case, as the mail writes the number)', async () => {
    const guest = from('203.0.113.1')
    const reply = await guest.post('/api/orders/lookup', {
      number: `n. ${guestOrder.number}`,
      email: ' lucia.traccia@EXAMPLE.com ',
    })
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body).toMatchObject({
      id: guestOrder.id,
      number: guestOrder.number,
      orderKey: guestOrder.orderKey,
      note: 'Citofono Traccia, secondo piano',
    })
    // The key it carries reads the order back, as the confirmation mail's link does.
    const read = await t
      .browser()
      .get(`/api/orders/${guestOrder.id}?key=${encodeURIComponent(reply.body.orderKey)}`)
    expect(read.status).toBe(200)
    expect(read.body).toEqual(reply.body)
  })

  it('gives the same 404 for a wrong email, an unknown number and a customer order', async () => {
    const guest = from('203.0.113.2')
    const answers = await Promise.all([
      guest.post('/api/orders/lookup', { number: guestOrder.number, email: 'altra@example.com' }),
      guest.post('/api/orders/lookup', { number: '987654321', email: GUEST_EMAIL }),
      guest.post('/api/orders/lookup', {
        number: customerOrder.number,
        email: t.demo('customer', 1).email,
      }),
    ])
    for (const answer of answers) {
      expect(answer.status).toBe(404)
      expect(answer.body).toEqual(NOT_FOUND)
      expect(answer.headers.get('retry-after')).toBeNull()
    }
  })

  it('refuses a malformed number or email with an Italian message by field', async () => {
    const guest = from('203.0.113.3')
    const bad = await guest.post('/api/orders/lookup', { number: 'abc', email: 'nope' })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body)).toContain("Il numero dell'ordine è fatto di sole cifre")
    expect(JSON.stringify(bad.body)).toContain("Inserisci un'email valida")
    expect((await guest.post('/api/orders/lookup', 'x')).status).toBe(400)
  })

  it('limits the attempts of one address (10 in 15 minutes), the right pair too, with Retry-After', async () => {
    const guest = from('203.0.113.4')
    const statuses: number[] = []
    for (let i = 0; i < 10; i++)
      statuses.push(
        (await guest.post('/api/orders/lookup', { number: String(900000 + i), email: GUEST_EMAIL })).status,
      )
    expect(statuses).toEqual(Array(10).fill(404))
    const limited = await guest.post('/api/orders/lookup', { number: guestOrder.number, email: GUEST_EMAIL })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(limited.body.error.message).toBe('Troppi tentativi, riprova tra qualche minuto.')
    // Another address is not held up.
    const other = await from('203.0.113.5').post('/api/orders/lookup', {
      number: guestOrder.number,
      email: GUEST_EMAIL,
    })
    expect(other.status).toBe(200)
  })

  it('lets exactly 10 of 30 parallel attempts of one address through', async () => {
    const burst = from('203.0.113.6')
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        burst.post('/api/orders/lookup', { number: String(910000 + i), email: GUEST_EMAIL }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 404)).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(20)
  })
})

it('never answered with an unexpected error', () => {
  expect(t.logs.filter((line) => / ERROR /.test(line))).toEqual([])
})
