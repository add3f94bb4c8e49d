/**
 * Returnable glass and the age declaration at checkout (issue 26), over HTTP: the deposit as one
 * WooCommerce fee line outside the VAT, the customer's empties ledger (delivered, returned, credited
 * on the next order, released when that order is cancelled or not made, refunded by an operator),
 * and beer or wine refused without the declaration.
 */
import { randomUUID } from 'node:crypto'
import { emptiesAccount, ORDER_DEPOSIT_META_KEY } from '@shop/deposits'
import { AGE_META_KEYS } from '@shop/orders'
import type { Order, Product } from '@shop/woo-client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { deliveryCalendar } from '../src/delivery-service'
import { emptiesDelivered, emptiesHeld, emptiesReturned } from '../src/orders/empties'
import { type Browser, freeEveryVan, JAPIGIA_HOME, startApi, type TestApi } from './harness'

let t: TestApi
let dates: string[]
let water: Product
let beer: Product
let plain: Product
let admin: Browser

const newKey = () => `test-${randomUUID()}`
const order = (browser: Browser, body: unknown, key = newKey()) =>
  browser.request('POST', '/api/orders', { body, headers: { 'Idempotency-Key': key } })
const wooOrder = async (id: number) => (await t.deps.woo.getOrder(id)) as Order
const meta = (o: Order, key: string) => o.meta_data?.find((entry) => entry.key === key)?.value
const cents = (value: string | undefined) => Math.round(Number(value ?? '0') * 100)

/** A crate of 12 glass bottles: 12 × 0,20 € + the crate 3,00 € = 5,40 € per unit. */
const CRATE = {
  empties: [
    { kind: 'bottiglia', count: 12, depositCents: 20 },
    { kind: 'cassa', count: 1, depositCents: 300 },
  ],
}

let dateIndex = 0
function checkout(items: { productId: number; quantity: number }[], overrides: Record<string, unknown> = {}) {
  dateIndex = (dateIndex + 1) % dates.length
  return {
    items,
    ...JAPIGIA_HOME,
    delivery: { date: dates[dateIndex], slot: '10:00 - 11:00' },
    paymentMethod: 'bacs',
    ...overrides,
  }
}
const guest = (email: string) => ({
  guest: { firstName: 'Lucia', lastName: 'Di Bari', email, phone: '3331234567' },
})

const inCategory = (products: Product[], slug: string) =>
  products.find(
    (p) =>
      p.categories?.some((category) => category.slug === slug) &&
      p.type === 'simple' &&
      p.purchasable !== false,
  ) as Product

beforeAll(async () => {
  t = await startApi()
  dates = (await deliveryCalendar(t.deps)).dates.map((d) => d.date).slice(2)
  const all = await t.deps.woo.listAllProducts({ status: 'publish' })
  water = inCategory(all, 'acqua-in-vetro')
  beer = inCategory(all, 'birra')
  plain = inCategory(all, 'acqua-naturale')
  expect([water, beer, plain].every(Boolean)).toBe(true)
  for (const p of [water, beer, plain]) await t.deps.woo.updateStock(p.id, 5000)
  await freeEveryVan(t)
  admin = await t.loggedIn('shop_manager')
  const marked = await admin.put(`/api/admin/products/${water.id}/returnable`, CRATE)
  expect(marked.status, marked.text).toBe(200)
})

afterAll(async () => {
  await t?.stop()
})

afterEach(async () => {
  await t.control('/faults', 'DELETE')
})

describe('the operators mark a product returnable', () => {
  it('writes _shop_returnable in WooCommerce, and shows it on the products page', async () => {
    const product = await t.deps.woo.getProduct(water.id)
    expect(product?.meta_data?.find((entry) => entry.key === '_shop_returnable')?.value).toBe(
      '[{"kind":"bottiglia","count":12,"depositCents":20},{"kind":"cassa","count":1,"depositCents":300}]',
    )
    const listed = await admin.get(`/api/admin/products?search=${encodeURIComponent(water.name)}`)
    const row = listed.body.products.find((p: { id: number }) => p.id === water.id)
    expect(row.returnable).toEqual(CRATE)
    expect(row.returnableProblem).toBeNull()
  })

  it('refuses a bad configuration in Italian (422) and writes nothing; customers may not', async () => {
    const bad = await admin.put(`/api/admin/products/${plain.id}/returnable`, {
      empties: [{ kind: 'bottiglia', count: 1, depositCents: 0.2 }],
    })
    expect(bad.status).toBe(422)
    expect(bad.body.error.code).toBe('invalid_returnable')
    expect(bad.body.error.message).toContain('0,2 sembra un importo in euro: in centesimi è 20.')
    const unknown = await admin.put('/api/admin/products/99999999/returnable', CRATE)
    expect(unknown.status).toBe(404)
    const customer = await t.loggedIn('customer', 2)
    expect((await customer.put(`/api/admin/products/${plain.id}/returnable`, CRATE)).status).toBe(403)
    const product = await t.deps.woo.getProduct(plain.id)
    expect(product?.meta_data?.some((entry) => entry.key === '_shop_returnable')).toBe(false)
  })

  it('the cart learns the deposit and the alcohol of its products', async () => {
    const reply = await t
      .browser()
      .get(`/api/cart/availability?ids=${[water.id, beer.id, plain.id].join(',')}`)
    expect(reply.status).toBe(200)
    const byId = new Map(reply.body.products.map((p: { id: number }) => [p.id, p]))
    expect(byId.get(water.id)).toMatchObject({ returnable: CRATE, alcohol: false })
    expect(byId.get(beer.id)).toMatchObject({ returnable: null, alcohol: true })
    expect(byId.get(plain.id)).toMatchObject({ returnable: null, alcohol: false })
  })
})

describe('the deposit at checkout', () => {
  it('is one fee line with no VAT: the total is goods + deposit, the VAT that of the goods alone', async () => {
    const email = `vetro-${randomUUID()}@example.it`
    const reply = await order(t.browser(), checkout([{ productId: water.id, quantity: 2 }], guest(email)))
    expect(reply.status, reply.text).toBe(201)
    const placed = await wooOrder(reply.body.id)
    expect(placed.fee_lines).toHaveLength(1)
    const fee = placed.fee_lines?.[0]
    expect(fee).toMatchObject({ name: 'Cauzione vuoti', total: '10.80' })
    expect(cents(fee?.total_tax)).toBe(0)
    const goods = (placed.line_items ?? []).reduce(
      (sum, line) => sum + cents(line.total) + cents(line.total_tax),
      0,
    )
    const goodsTax = (placed.line_items ?? []).reduce((sum, line) => sum + cents(line.total_tax), 0)
    expect(cents(placed.total)).toBe(goods + 1080)
    expect(cents(placed.total_tax)).toBe(goodsTax)
    expect(JSON.parse(String(meta(placed, ORDER_DEPOSIT_META_KEY)))).toEqual({
      lines: [
        { kind: 'bottiglia', count: 24, unitCents: 20 },
        { kind: 'cassa', count: 2, unitCents: 300 },
      ],
      creditCents: 0,
    })
    expect(reply.body.charges).toContainEqual({ label: 'Cauzione vuoti', total: 10.8, outsideVat: true })
    expect(reply.body.tax).toBe(goodsTax / 100)
    expect(reply.body).toMatchObject({ alcohol: false, ageDeclared: false })
    // A guest's ledger is their e-mail's, lower-cased; the delivery lends the empties, once.
    const upper = { ...placed, billing: { ...placed.billing, email: email.toUpperCase() } }
    await emptiesDelivered(t.deps, upper)
    await emptiesDelivered(t.deps, placed)
    expect(await emptiesHeld(t.deps, placed)).toEqual({ bottiglia: 24, cassa: 2 })
    expect(await t.stores.empties.ledger(`guest:${email}`)).toHaveLength(2)
  })

  it('an order without returnable products has no fee line and no deposit meta', async () => {
    const reply = await order(
      t.browser(),
      checkout([{ productId: plain.id, quantity: 1 }], guest('piano@example.it')),
    )
    expect(reply.status, reply.text).toBe(201)
    const placed = await wooOrder(reply.body.id)
    expect(placed.fee_lines ?? []).toEqual([])
    expect(meta(placed, ORDER_DEPOSIT_META_KEY)).toBeUndefined()
  })
})

describe('a customer’s empties, from one order to the next', () => {
  it('lends on delivery, credits the returns on the next order, gives the credit back when that order is cancelled', async () => {
    const anna = await t.loggedIn('customer', 0)
    const me = (await anna.get('/api/auth/me')).body.user.id as number
    const ledger = () => t.stores.empties.ledger(`customer:${me}`)
    expect((await anna.get('/api/account/empties')).body).toEqual({
      held: { bottiglia: 0, cassa: 0 },
      heldText: 'nessun vuoto',
      heldValue: 0,
      credit: 0,
    })

    const first = await order(anna, checkout([{ productId: water.id, quantity: 1 }]))
    expect(first.status, first.text).toBe(201)
    // Placed is not delivered: nothing is lent yet.
    expect(await ledger()).toEqual([])
    // The operator marks it delivered, twice: lent once.
    for (let i = 0; i < 2; i++) {
      const done = await admin.put(`/api/admin/orders/${first.body.id}/status`, { status: 'completed' })
      expect(done.status, done.text).toBe(200)
    }
    const delivered = await wooOrder(first.body.id)
    expect((await anna.get('/api/account/empties')).body).toEqual({
      held: { bottiglia: 12, cassa: 1 },
      heldText: '12 bottiglie e 1 cassa',
      heldValue: 5.4,
      credit: 0,
    })

    // At the door the driver collects 12 bottles (replayed: counted once) and refuses bad counts.
    await emptiesReturned(t.deps, delivered, { bottiglia: 12 })
    await emptiesReturned(t.deps, delivered, { bottiglia: 12, cassa: 1 })
    await expect(emptiesReturned(t.deps, delivered, { bottiglia: -1 })).rejects.toMatchObject({
      status: 422,
      code: 'invalid_empties',
    })
    expect(await emptiesHeld(t.deps, delivered)).toEqual({ bottiglia: 0, cassa: 1 })
    expect((await anna.get('/api/account/empties')).body).toMatchObject({ heldText: '1 cassa', credit: 2.4 })

    // The next order with a deposit takes the credit off its deposit line; a replay takes it once.
    const key = newKey()
    const body = checkout([{ productId: water.id, quantity: 1 }])
    const second = await order(anna, body, key)
    expect(second.status, second.text).toBe(201)
    expect((await order(anna, body, key)).body.id).toBe(second.body.id)
    const credited = await wooOrder(second.body.id)
    expect(credited.fee_lines).toHaveLength(1)
    expect(credited.fee_lines?.[0]).toMatchObject({
      name: 'Cauzione vuoti (5,40 € meno 2,40 € di vuoti resi)',
      total: '3.00',
    })
    expect(cents(credited.fee_lines?.[0]?.total_tax)).toBe(0)
    expect(JSON.parse(String(meta(credited, ORDER_DEPOSIT_META_KEY))).creditCents).toBe(240)
    expect(emptiesAccount(await ledger()).creditCents).toBe(0)
    expect((await anna.get('/api/account/empties')).body.credit).toBe(0)

    // Cancelled: the credit is the customer's again (once, however often it is cancelled).
    const cancelled = await admin.put(`/api/admin/orders/${second.body.id}/status`, { status: 'cancelled' })
    expect(cancelled.status, cancelled.text).toBe(200)
    expect(emptiesAccount(await ledger()).creditCents).toBe(240)
    // A third order takes it again; a refund by the operator then finds nothing.
    const third = await order(anna, checkout([{ productId: water.id, quantity: 1 }]))
    expect((await wooOrder(third.body.id)).fee_lines?.[0]?.total).toBe('3.00')
    const refund = await admin.request('POST', `/api/admin/customers/${me}/empties/refund`, {
      body: {},
      headers: { 'Idempotency-Key': newKey() },
    })
    expect(refund.status, refund.text).toBe(200)
    expect(refund.body.refunded).toBe(0)
  })

  it('gives the credit back when WooCommerce refuses the order, and the operator refunds it once', async () => {
    const giuseppe = await t.loggedIn('customer', 1)
    const me = (await giuseppe.get('/api/auth/me')).body.user.id as number
    const customer = `customer:${me}`
    await t.stores.empties.append(
      customer,
      'test:opening',
      () => [
        { type: 'delivered', kind: 'bottiglia', count: 6, depositCents: 20 },
        { type: 'returned', kind: 'bottiglia', count: 6 },
      ],
      0,
    )
    await t.control('/faults', 'POST', {
      path: '/wp-json/wc/v3/orders',
      method: 'POST',
      status: 400,
      times: 1,
    })
    const refused = await order(giuseppe, checkout([{ productId: water.id, quantity: 1 }]))
    expect(refused.status).toBeGreaterThanOrEqual(400)
    expect(emptiesAccount(await t.stores.empties.ledger(customer)).creditCents).toBe(120)

    const key = newKey()
    const refund = () =>
      admin.request('POST', `/api/admin/customers/${me}/empties/refund`, {
        body: { note: 'contanti alla consegna' },
        headers: { 'Idempotency-Key': key },
      })
    const [a, b] = await Promise.all([refund(), refund()])
    expect([a?.body.refunded, b?.body.refunded]).toEqual([1.2, 1.2])
    expect(a?.body.empties).toMatchObject({ credit: 0, heldText: 'nessun vuoto' })
    const events = await t.stores.empties.ledger(customer)
    expect(events.filter((event) => event.type === 'refunded')).toEqual([
      { type: 'refunded', cents: 120, note: 'contanti alla consegna' },
    ])
    expect((await admin.get(`/api/admin/customers/${me}/empties`)).body.credit).toBe(0)
    const noKey = await admin.post(`/api/admin/customers/${me}/empties/refund`, {})
    expect(noKey.status).toBe(400)
    expect((await giuseppe.get(`/api/admin/customers/${me}/empties`)).status).toBe(403)
  })
})

describe('the age declaration', () => {
  it('refuses beer without it (422, in Italian, nothing made) and records it on the order', async () => {
    const counted = async () =>
      ((await (await t.control('', 'GET')).json()) as { counts: { orders: number } }).counts.orders
    const before = await counted()
    const watch = t.stores.watchData()
    for (const declared of [undefined, false]) {
      const refused = await order(
        t.browser(),
        checkout(
          [
            { productId: beer.id, quantity: 1 },
            { productId: water.id, quantity: 1 },
          ],
          {
            ...guest('birra@example.it'),
            ...(declared === undefined ? {} : { ageDeclared: declared }),
          },
        ),
      )
      expect(refused.status).toBe(422)
      expect(refused.body.error).toMatchObject({
        code: 'age_declaration_required',
        message:
          'Il carrello contiene birra o vino: per ordinarli devi dichiarare di avere almeno 18 anni (art. 14-ter, legge 125/2001).',
      })
    }
    expect(watch()).toEqual([])
    expect(await counted()).toBe(before)
    const notBoolean = await order(
      t.browser(),
      checkout([{ productId: beer.id, quantity: 1 }], { ...guest('birra@example.it'), ageDeclared: 'sì' }),
    )
    expect(notBoolean.status).toBe(400)

    const asked = t.deps.now().getTime()
    const placed = await order(
      t.browser(),
      checkout([{ productId: beer.id, quantity: 1 }], { ...guest('birra@example.it'), ageDeclared: true }),
    )
    expect(placed.status, placed.text).toBe(201)
    expect(placed.body).toMatchObject({ alcohol: true, ageDeclared: true })
    const kept = await wooOrder(placed.body.id)
    expect(meta(kept, AGE_META_KEYS.alcohol)).toBe('yes')
    const declaredAt = Date.parse(String(meta(kept, AGE_META_KEYS.declaredAt)))
    expect(declaredAt).toBeGreaterThanOrEqual(asked)
    expect(declaredAt).toBeLessThanOrEqual(t.deps.now().getTime())
    const read = await t.browser().get(`/api/orders/${placed.body.id}?key=${placed.body.orderKey}`)
    expect(read.body).toMatchObject({ alcohol: true, ageDeclared: true })
  })
})
