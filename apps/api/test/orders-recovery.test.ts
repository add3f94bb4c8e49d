/**
 * A checkout whose answer is lost (WooCommerce creates the order after the server gave up waiting)
 * must not turn into two orders when the customer retries with the same Idempotency-Key.
 */
import { randomUUID } from 'node:crypto'
import { TIME_SLOTS } from '@shop/slots'
import { createWooClient } from '@shop/woo-client'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { deliveryCalendar } from '../src/delivery-service'
import { CHECKOUT_MARKER_KEY } from '../src/orders/checkout-marker'
import { JAPIGIA_HOME, startApi, type TestApi } from './harness'

let t: TestApi

beforeAll(async () => {
  t = await startApi()
  for (const vehicle of ['Molisia', 'Fiat new Ducato'])
    await t.control('/timeslots', 'POST', { vehicle, slots: [...TIME_SLOTS] })
})

afterAll(async () => {
  await t?.stop()
})

it('finds the order of a checkout whose answer was lost instead of making a second one', async () => {
  const customer = t.demo('customer', 1)
  const browser = t.browser()
  expect(
    (await browser.post('/api/auth/login', { login: customer.email, password: customer.password })).status,
  ).toBe(200)
  const dates = (await deliveryCalendar(t.deps)).dates.map((d) => d.date)
  const [product] = (await t.deps.woo.listProducts({ stock_status: 'instock', per_page: 20 })).items.filter(
    (p) => (p.stock_quantity ?? 99) > 10,
  )
  const body = {
    items: [{ productId: product?.id, quantity: 1 }],
    ...JAPIGIA_HOME,
    delivery: { date: dates[dates.length - 1], slot: '10:00 - 11:00' },
    paymentMethod: 'bacs',
  }
  const key = `lost-${randomUUID()}`
  // From here on the server waits 2 s for WooCommerce instead of 10 (the log-in and the look-ups
  // above keep the usual wait: on a loaded machine they may take longer than 2 s).
  t.deps.woo = createWooClient({
    baseUrl: t.emulator.url,
    portalBaseUrl: t.emulator.url,
    consumerKey: t.emulator.credentials.consumerKey,
    consumerSecret: t.emulator.credentials.consumerSecret,
    timeoutMs: 2000,
    now: t.deps.now,
  })
  // WooCommerce takes 4 s to create this order: the server gives up after 2 s.
  await t.control('/faults', 'POST', {
    path: '/wp-json/wc/v3/orders',
    method: 'POST',
    delayMs: 4000,
    times: 1,
  })
  const first = await browser.request('POST', '/api/orders', { body, headers: { 'Idempotency-Key': key } })
  expect(first.status).toBe(503)
  // The shopper retries with the same key until an answer comes. On a loaded machine the first
  // attempt may have timed out before it sent the order (a slow look-up), so that the delayed
  // creation is a retry's: the next retry finds that order.
  let retry = first
  for (let attempt = 0; attempt < 4 && retry.status !== 201; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 2500))
    retry = await browser.request('POST', '/api/orders', { body, headers: { 'Idempotency-Key': key } })
  }
  expect(retry.status, retry.text).toBe(201)
  const created = await t.deps.woo.getOrder(retry.body.id)
  const marker = created?.meta_data?.find((m) => m.key === CHECKOUT_MARKER_KEY)?.value
  expect(marker).toMatch(/^[0-9a-f]{64}$/)
  const recent = await t.deps.woo.listOrders({ per_page: 50, orderby: 'date', order: 'desc' })
  const ofThisCheckout = recent.items.filter((o) =>
    o.meta_data?.some((m) => m.key === CHECKOUT_MARKER_KEY && m.value === marker),
  )
  expect(ofThisCheckout.map((o) => o.id)).toEqual([retry.body.id])
}, 60_000)
