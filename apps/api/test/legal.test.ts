/**
 * Issue 27, the legal part over HTTP: the seller's identity is public (GET /api/config, for the
 * storefront's footer, legal pages and the checkout's pre-contract information), and a shop
 * without it takes no order (POST /api/orders 503 seller_missing, nothing made, held or spent),
 * until an administrator enters it again.
 */
import { randomUUID } from 'node:crypto'
import { TIME_SLOTS } from '@shop/slots'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_SELLER } from '../src/config'
import { deliveryCalendar } from '../src/delivery-service'
import { ORDER_MSG } from '../src/orders/order-messages'
import { type Browser, JAPIGIA_HOME, startApi, type TestApi } from './harness'

let t: TestApi
let admin: Browser
let productId = 0
let date = ''

beforeAll(async () => {
  t = await startApi()
  admin = await t.loggedIn('administrator')
  for (const vehicle of ['Molisia', 'Fiat new Ducato'])
    await t.control('/timeslots', 'POST', { vehicle, slots: [...TIME_SLOTS] })
  const dates = (await deliveryCalendar(t.deps)).dates.map((d) => d.date)
  date = dates[dates.length - 1] as string
  productId = (
    await t.wooRest<{ id: number }>('POST', '/products', {
      name: `Acqua Frizzante 6 × 1,5 l ${randomUUID().slice(0, 6)}`,
      regular_price: '4.20',
      manage_stock: true,
      stock_quantity: 40,
    })
  ).id
}, 120_000)

afterAll(async () => {
  await t?.stop()
})

const guestCheckout = () => ({
  items: [{ productId, quantity: 2 }],
  ...JAPIGIA_HOME,
  delivery: { date, slot: '10:00 - 11:00' },
  paymentMethod: 'bacs',
  guest: {
    firstName: 'Rosa',
    lastName: 'Loiacono',
    email: `rosa.${randomUUID().slice(0, 8)}@example.it`,
    phone: '333 765 4321',
  },
})

async function orderCount(): Promise<number> {
  const info = (await (await t.control('', 'GET')).json()) as { counts: { orders: number } }
  return info.counts.orders
}

async function stockOf(id: number): Promise<number | null> {
  return (await t.wooRest<{ stock_quantity: number | null }>('GET', `/products/${id}`)).stock_quantity
}

describe('the seller, public', () => {
  it('GET /api/config names the seller as the settings have it, for anyone', async () => {
    const reply = await t.browser().get('/api/config')
    expect(reply.status).toBe(200)
    expect(reply.body.seller).toEqual(DEMO_SELLER)

    // An administrator's change is what the next visitor reads.
    const changed = {
      ...DEMO_SELLER,
      phone: '080 765 4321',
      pec: 'amministrazione@pec.baribevande.example.it',
    }
    const saved = await admin.put('/api/admin/config', { seller: changed })
    expect(saved.status, saved.text).toBe(200)
    expect((await t.browser().get('/api/config')).body.seller).toEqual(changed)
    expect((await admin.put('/api/admin/config', { seller: DEMO_SELLER })).status).toBe(200)
    expect((await t.browser().get('/api/config')).body.seller).toEqual(DEMO_SELLER)
  })
})

describe('no order without the seller', () => {
  it('refuses every checkout with 503 seller_missing while the seller is null, keeps nothing, and takes them once it is back', async () => {
    const customer = await t.loggedIn('customer')
    const cleared = await admin.put('/api/admin/config', { seller: null })
    expect(cleared.status, cleared.text).toBe(200)
    expect(cleared.body.settings.seller).toBeNull()
    expect((await t.browser().get('/api/config')).body.seller).toBeNull()

    const ordersBefore = await orderCount()
    const stockBefore = await stockOf(productId)
    const guestKey = `legal-${randomUUID()}`
    const guestBody = guestCheckout()
    const guest = t.browser()
    const refused = await guest.request('POST', '/api/orders', {
      body: guestBody,
      headers: { 'Idempotency-Key': guestKey },
    })
    expect(refused.status, refused.text).toBe(503)
    expect(refused.body.error).toEqual({ code: 'seller_missing', message: ORDER_MSG.sellerMissing })

    // A customer's, and eight at once: all refused the same way.
    const customerBody = { ...guestCheckout(), guest: undefined }
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        customer.request('POST', '/api/orders', {
          body: customerBody,
          headers: { 'Idempotency-Key': `legal-${randomUUID()}` },
        }),
      ),
    )
    expect(replies.map((reply) => reply.status)).toEqual(Array(8).fill(503))
    for (const reply of replies) expect(reply.body.error.code).toBe('seller_missing')

    // Nothing made in WooCommerce, no stock taken.
    expect(await orderCount()).toBe(ordersBefore)
    expect(await stockOf(productId)).toBe(stockBefore)

    // The administrator enters the seller again: the same attempt (its key was not spent) goes through.
    expect((await admin.put('/api/admin/config', { seller: DEMO_SELLER })).status).toBe(200)
    const placed = await guest.request('POST', '/api/orders', {
      body: guestBody,
      headers: { 'Idempotency-Key': guestKey },
    })
    expect(placed.status, placed.text).toBe(201)
    expect(placed.headers.get('Idempotent-Replayed')).toBeNull()
    expect(await orderCount()).toBe(ordersBefore + 1)
    expect(await stockOf(productId)).toBe((stockBefore ?? 0) - 2)
    const own = await customer.request('POST', '/api/orders', {
      body: customerBody,
      headers: { 'Idempotency-Key': `legal-${randomUUID()}` },
    })
    expect(own.status, own.text).toBe(201)
  })
})
