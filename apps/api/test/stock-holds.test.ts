/**
 * Stock that cannot be oversold (issue 14): an unpaid order holds its units in the API's store, the
 * hold is taken in the same step as the stock check, and every checkout counts the holds against
 * WooCommerce's stock, whatever the payment method and however many shoppers arrive at once.
 */
import { randomUUID } from 'node:crypto'
import { manualClock } from '@shop/clock'
import { TIME_SLOTS } from '@shop/slots'
import type { Product } from '@shop/woo-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliveryCalendar } from '../src/delivery-service'
import { holdStock, liveStock, stockMark } from '../src/orders/stock-holds'
import {
  type Browser,
  cardToken,
  JAPIGIA_HOME,
  type Reply,
  startApi,
  TEST_INSTANT,
  type TestApi,
} from './harness'

const MINUTE = 60_000

let t: TestApi
let date: string
/** Simple, published products with a managed stock, one per test (each test sets its stock). */
let spare: Product[]

const guest = (n: number) => ({
  firstName: 'Ospite',
  lastName: `Numero ${n}`,
  email: `ospite.${n}.${randomUUID().slice(0, 8)}@example.it`,
  phone: '333 123 4567',
})

/** A guest checkout of `quantity` units of a product, paid with `paymentMethod`. */
const checkout = (api: TestApi, productId: number, paymentMethod: string, n = 0, quantity = 1) =>
  api.browser().request('POST', '/api/orders', {
    body: {
      items: [{ productId, quantity }],
      ...JAPIGIA_HOME,
      delivery: { date, slot: '10:00 - 11:00' },
      paymentMethod,
      guest: guest(n),
      // The spare products include beer and wine: the buyer declares being of age (issue 26).
      ageDeclared: true,
    },
    headers: { 'Idempotency-Key': `holds-${randomUUID()}` },
  })

async function orderCount(api: TestApi): Promise<number> {
  const info = (await (await api.control('', 'GET')).json()) as { counts: { orders: number } }
  return info.counts.orders
}

/** The next spare product, its stock set to `units` (managed) in WooCommerce. */
async function productWithStock(api: TestApi, units: number): Promise<number> {
  const product = spare.shift()
  if (!product) throw new Error('no spare product left for this test')
  await api.deps.woo.updateStock(product.id, units)
  return product.id
}

async function stockOf(api: TestApi, productId: number): Promise<number | null> {
  return (await api.deps.woo.getProduct(productId))?.stock_quantity ?? null
}

/** Turns a payment gateway on or off in the emulator's WooCommerce settings (cash on delivery is off there). */
function setGateway(api: TestApi, id: string, enabled: boolean): void {
  api.emulator.context.store.run(
    "UPDATE gateways SET doc = json_set(doc, '$.enabled', json(?)) WHERE id = ?",
    enabled ? 'true' : 'false',
    id,
  )
}

async function staff(api: TestApi): Promise<Browser> {
  const browser = api.browser()
  const account = api.demo('shop_manager')
  expect(
    (await browser.post('/api/auth/login', { login: account.username, password: account.password })).status,
  ).toBe(200)
  return browser
}

async function prepare(api: TestApi): Promise<void> {
  setGateway(api, 'cod', true)
  setGateway(api, 'cheque', true)
  for (const vehicle of ['Molisia', 'Fiat new Ducato'])
    await api.control('/timeslots', 'POST', { vehicle, slots: [...TIME_SLOTS] })
}

beforeAll(async () => {
  t = await startApi()
  await prepare(t)
  const dates = (await deliveryCalendar(t.deps)).dates.map((d) => d.date)
  date = dates[dates.length - 1] as string
  const page = await t.deps.woo.listProducts({ status: 'publish', per_page: 100 })
  spare = page.items.filter((p) => p.type === 'simple' && p.purchasable !== false)
  expect(spare.length).toBeGreaterThan(30)
})

afterAll(async () => {
  await t?.stop()
})

const statuses = (replies: Reply[]) => replies.map((r) => r.status).sort()

describe('the last unit', () => {
  for (const method of ['cod', 'cheque', 'stripe', 'ppcp-gateway', 'bacs']) {
    it(`goes to exactly 1 of 20 shoppers ordering it at once, paying with ${method}`, async () => {
      const productId = await productWithStock(t, 1)
      const before = await orderCount(t)
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_, n) => checkout(t, productId, method, n)),
      )
      expect(statuses(replies)).toEqual([201, ...Array(19).fill(409)])
      expect(await orderCount(t)).toBe(before + 1)
      for (const refused of replies.filter((r) => r.status === 409)) {
        expect(refused.body.error).toMatchObject({
          code: 'products_unavailable',
          message: 'Alcuni prodotti non sono più disponibili',
          data: [{ productId, available: 0 }],
        })
      }
    })
  }

  it('goes to exactly 1 of 3 unpaid orders placed one after the other', async () => {
    const productId = await productWithStock(t, 1)
    const before = await orderCount(t)
    const first = await checkout(t, productId, 'cod', 1)
    const second = await checkout(t, productId, 'stripe', 2)
    const third = await checkout(t, productId, 'ppcp-gateway', 3)
    expect([first.status, second.status, third.status]).toEqual([201, 409, 409])
    expect(await orderCount(t)).toBe(before + 1)
    // Cash on delivery is moved on-hold right after checkout: WooCommerce took the unit, no hold left.
    expect(first.body.status).toBe('on-hold')
    expect(await stockOf(t, productId)).toBe(0)
    expect(await liveStock(t.deps, first.body.id, t.deps.now().getTime())).toEqual([])
  })

  it('goes to exactly 1 of 3 unpaid online orders placed one after the other, held by the shop until paid', async () => {
    const productId = await productWithStock(t, 1)
    const before = await orderCount(t)
    const first = await checkout(t, productId, 'stripe', 1)
    const second = await checkout(t, productId, 'cod', 2)
    const third = await checkout(t, productId, 'ppcp-gateway', 3)
    expect([first.status, second.status, third.status]).toEqual([201, 409, 409])
    expect(await orderCount(t)).toBe(before + 1)
    // WooCommerce has not taken it yet: the order is unpaid, the hold is what keeps it.
    expect(first.body.status).toBe('pending')
    expect(await stockOf(t, productId)).toBe(1)
  })

  it('counts several units and what other orders hold of them', async () => {
    const productId = await productWithStock(t, 5)
    expect((await checkout(t, productId, 'cod', 1, 3)).status).toBe(201)
    const tooMany = await checkout(t, productId, 'cod', 2, 3)
    expect(tooMany.status).toBe(409)
    expect(tooMany.body.error.data).toEqual([expect.objectContaining({ productId, available: 2 })])
    expect((await checkout(t, productId, 'cod', 3, 2)).status).toBe(201)
    expect((await checkout(t, productId, 'cod', 4, 1)).status).toBe(409)
  })
})

describe('GET /api/cart/availability', () => {
  const left = async (ids: string) => {
    const reply = await t.browser().get(`/api/cart/availability?ids=${ids}`)
    expect(reply.status, reply.text).toBe(200)
    expect(reply.headers.get('cache-control')).toBe('no-store')
    return reply.body.products as { id: number; name: string | null; left: number | null }[]
  }

  it("says how many of each product a new order could have: the stock less the unpaid orders' holds", async () => {
    const counted = await productWithStock(t, 46)
    const soldOut = await productWithStock(t, 0)
    const uncounted = spare.shift() as Product
    await t.deps.woo.stopManagingStock(uncounted.id)
    const ids = [counted, soldOut, uncounted.id].sort((a, b) => a - b)
    const answer = await left(`${ids.join(',')},999999999`)
    expect(answer.map((p) => p.id)).toEqual([...ids, 999999999])
    const of = (id: number) => answer.find((p) => p.id === id)
    expect(of(counted)?.left).toBe(46)
    expect(of(counted)?.name).toEqual(expect.any(String))
    expect(of(soldOut)?.left).toBe(0)
    expect(of(uncounted.id)?.left).toBeNull()
    expect(of(999999999)).toEqual({ id: 999999999, name: null, left: 0, returnable: null, alcohol: false })

    // An unpaid card order holds 5: WooCommerce still says 46, the cart is told 41.
    expect((await checkout(t, counted, 'stripe', 0, 5)).status).toBe(201)
    expect(await stockOf(t, counted)).toBe(46)
    expect((await left(String(counted)))[0]?.left).toBe(41)
    // What the cart is told is what a checkout gets: 42 are refused with 41 available, 41 pass.
    const refused = await checkout(t, counted, 'stripe', 1, 42)
    expect(refused.status).toBe(409)
    expect(refused.body.error.data).toEqual([{ productId: counted, name: of(counted)?.name, available: 41 }])
    expect((await checkout(t, counted, 'stripe', 2, 41)).status).toBe(201)
    expect((await left(String(counted)))[0]?.left).toBe(0)
  })

  it('refuses a list that is not ids, or longer than an order may be, in Italian, and needs one', async () => {
    for (const ids of ['', 'abc', '1,,2', Array.from({ length: 51 }, (_, i) => i + 1).join(',')]) {
      const reply = await t.browser().get(`/api/cart/availability?ids=${ids}`)
      expect(reply.status, ids).toBe(400)
      expect(reply.body.error.message).toBe(
        'ids è un elenco di al massimo 50 id di prodotto separati da virgole, per esempio 12,34',
      )
    }
    const missing = await t.browser().get('/api/cart/availability')
    expect(missing.status).toBe(400)
    expect(missing.body.error.fields).toHaveProperty('ids')
    expect(
      (
        await t
          .browser()
          .get(`/api/cart/availability?ids=${Array.from({ length: 50 }, (_, i) => i + 1).join(',')}`)
      ).status,
    ).toBe(200)
  })
})

describe('releasing a hold', () => {
  it('gives the unit back when an operator cancels the unpaid order', async () => {
    const productId = await productWithStock(t, 1)
    // Paid online and not yet paid: the shop's hold keeps the unit (cash on delivery: see below).
    const held = await checkout(t, productId, 'stripe', 1)
    expect(held.status).toBe(201)
    expect(held.body.status).toBe('pending')
    expect((await checkout(t, productId, 'cod', 2)).status).toBe(409)
    const operator = await staff(t)
    expect(
      (await operator.put(`/api/admin/orders/${held.body.id}/status`, { status: 'cancelled' })).status,
    ).toBe(200)
    expect((await checkout(t, productId, 'cod', 3)).status).toBe(201)
  })

  it('hands over to WooCommerce when the order is paid: the stock goes down once, not twice', async () => {
    const productId = await productWithStock(t, 2)
    const first = await checkout(t, productId, 'stripe', 1)
    expect(first.status).toBe(201)
    const paid = await t.browser().post(`/api/orders/${first.body.id}/card`, {
      token: await cardToken(t),
      key: first.body.orderKey,
    })
    expect(paid.status, paid.text).toBe(200)
    expect(await stockOf(t, productId)).toBe(1)
    // The paid unit is gone from WooCommerce's stock and no longer held: one unit is left.
    expect((await checkout(t, productId, 'cod', 2)).status).toBe(201)
    expect((await checkout(t, productId, 'cod', 3)).status).toBe(409)
  })

  it("still counts a paid order's unit against a stock read made before its claim was released", async () => {
    const productId = await productWithStock(t, 1)
    const first = await checkout(t, productId, 'stripe', 1)
    expect(first.status).toBe(201)
    // Another checkout read the mark and the stock (1 unit) just before the payment…
    const mark = await stockMark(t.deps)
    const before = (await t.deps.woo.getProduct(productId)) as Product
    const paid = await t.browser().post(`/api/orders/${first.body.id}/card`, {
      token: await cardToken(t),
      key: first.body.orderKey,
    })
    expect(paid.status, paid.text).toBe(200)
    expect(await liveStock(t.deps, first.body.id)).toEqual([])
    // …and decides after it: WooCommerce took the unit, the claim is released, the read still says 1.
    const late = {
      checkout: `late-${randomUUID()}`,
      lines: [{ productId, quantity: 1 }],
      expiresAt: t.deps.now().getTime() + 60 * MINUTE,
    }
    await expect(holdStock(t.deps, { ...late, read: { mark, products: [before] } })).rejects.toMatchObject({
      status: 409,
      code: 'products_unavailable',
    })
    await expect(holdStock(t.deps, late)).rejects.toMatchObject({ code: 'products_unavailable' })
  })

  it("hands a cash-on-delivery order's stock to WooCommerce at checkout, once: not again when an operator confirms it", async () => {
    const productId = await productWithStock(t, 2)
    const first = await checkout(t, productId, 'cod', 1)
    expect(first.body.status).toBe('on-hold')
    expect(await stockOf(t, productId)).toBe(1)
    const operator = await staff(t)
    expect(
      (await operator.put(`/api/admin/orders/${first.body.id}/status`, { status: 'processing' })).status,
    ).toBe(200)
    expect(await stockOf(t, productId)).toBe(1)
    expect((await checkout(t, productId, 'cod', 2)).status).toBe(201)
    expect((await checkout(t, productId, 'cod', 3)).status).toBe(409)
  })

  it('finds orders settled in WooCommerce directly before refusing a checkout', async () => {
    const productId = await productWithStock(t, 1)
    const first = await checkout(t, productId, 'stripe', 1)
    expect(first.status).toBe(201)
    // In WordPress, not through the shop: WooCommerce takes the unit; then the operator restocks one.
    await t.deps.woo.updateOrderStatus(first.body.id, 'completed')
    await t.deps.woo.updateStock(productId, 1)
    expect((await checkout(t, productId, 'cod', 2)).status).toBe(201)
    expect((await checkout(t, productId, 'cod', 3)).status).toBe(409)
  })

  it('keeps nothing held when WooCommerce refuses to make the order', async () => {
    const productId = await productWithStock(t, 1)
    await t.control('/faults', 'POST', {
      path: '/wp-json/wc/v3/orders',
      method: 'POST',
      status: 500,
      times: 1,
    })
    const failed = await checkout(t, productId, 'cod', 1)
    expect(failed.status).toBe(503)
    expect((await checkout(t, productId, 'cod', 2)).status).toBe(201)
  })
})

describe('how long an unpaid order holds its stock', () => {
  const clock = manualClock(TEST_INSTANT)
  let timed: TestApi
  beforeAll(async () => {
    timed = await startApi({ now: clock, env: { STOCK_HOLD_MINUTES: '60' } })
    await prepare(timed)
  })
  afterAll(async () => {
    await timed?.stop()
  })

  it('lets an online payment hold it for 60 minutes; paying later takes it again only if it is still there', async () => {
    const productId = await productWithStock(timed, 1)
    const late = await checkout(timed, productId, 'stripe', 1)
    expect(late.status).toBe(201)
    clock.advance(59 * MINUTE)
    expect((await checkout(timed, productId, 'cod', 2)).status).toBe(409)
    clock.advance(2 * MINUTE)
    const next = await checkout(timed, productId, 'cod', 3)
    expect(next.status).toBe(201)
    // The first shopper comes back to pay: the unit is promised to someone else now.
    const token = await cardToken(timed)
    const pay = await timed
      .browser()
      .post(`/api/orders/${late.body.id}/card`, { token, key: late.body.orderKey })
    expect(pay.status).toBe(409)
    expect(pay.body.error.code).toBe('products_unavailable')
    const charges = await fetch(`${timed.emulator.url}/sandbox/card/v1/charges`, {
      headers: { authorization: 'Bearer sk_sandbox_shop' },
    })
    expect(
      ((await charges.json()) as { data: { reference: string }[] }).data.map((c) => c.reference),
    ).not.toContain(String(late.body.id))
  })

  it('lets a cash-on-delivery order WooCommerce left pending hold it until the delivery day is over', async () => {
    const productId = await productWithStock(timed, 1)
    // WooCommerce refuses the move to on-hold: the order stays pending, the stock stays in WooCommerce.
    await timed.control('/faults', 'POST', {
      path: '/wp-json/wc/v3/orders/',
      method: 'PUT',
      status: 500,
      times: 1,
    })
    const cod = await checkout(timed, productId, 'cod', 1)
    expect(cod.status).toBe(201)
    expect(cod.body.status).toBe('pending')
    clock.advance(6 * 60 * MINUTE)
    expect(await stockOf(timed, productId)).toBe(1)
    expect((await checkout(timed, productId, 'stripe', 2)).status).toBe(409)
  })
})
