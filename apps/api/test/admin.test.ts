import { randomUUID } from 'node:crypto'
import { FORM_MESSAGES } from '@shop/forms'
import { ORDER_META_KEYS } from '@shop/orders'
import { TIME_SLOTS } from '@shop/slots'
import type { Customer, Order, Product } from '@shop/woo-client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { deliveryCalendar } from '../src/delivery-service'
import { type Browser, JAPIGIA_HOME, startApi, type TestApi } from './harness'

let t: TestApi
let admin: Browser
let manager: Browser
let customer: Browser
/** Every order of the emulator, newest first (the seed holds about 600, well under the scan cap). */
let allOrders: Order[]
let product: Product

const meta = (order: Order, key: string) => order.meta_data?.find((m) => m.key === key)?.value

async function everyOrder(): Promise<Order[]> {
  const out: Order[] = []
  for (let page = 1; page <= 10; page++) {
    const result = await t.deps.woo.listOrders({ per_page: 100, page, orderby: 'id', order: 'desc' })
    out.push(...result.items)
    if (page >= result.totalPages) break
  }
  return out
}

beforeAll(async () => {
  t = await startApi()
  ;[admin, manager, customer] = await Promise.all([
    t.loggedIn('administrator'),
    t.loggedIn('shop_manager'),
    t.loggedIn('customer', 1),
  ])
  allOrders = await everyOrder()
  expect(allOrders.length).toBeGreaterThan(300)
  const products = await t.deps.woo.listProducts({ stock_status: 'instock', per_page: 20, status: 'publish' })
  product = products.items.find((p) => p.manage_stock && p.type === 'simple') as Product
  expect(product).toBeDefined()
})

afterAll(async () => {
  await t?.stop()
})

afterEach(async () => {
  await t.control('/faults', 'DELETE')
})

describe('admin access', () => {
  it('gives the admin login (staff: true) a session for operators only, never for a customer', async () => {
    for (const role of ['administrator', 'shop_manager']) {
      const browser = t.browser()
      const account = t.demo(role)
      const reply = await browser.post('/api/auth/login', {
        login: account.username,
        password: account.password,
        staff: true,
      })
      expect(reply.status, reply.text).toBe(200)
      expect(reply.body.user.role).toBe(role)
      expect((await browser.get('/api/admin/orders?perPage=1')).status).toBe(200)
    }
    const browser = t.browser()
    const account = t.demo('customer', 2)
    const refused = await browser.post('/api/auth/login', {
      login: account.username,
      password: account.password,
      staff: true,
    })
    expect(refused.status).toBe(403)
    expect(refused.body.error).toMatchObject({
      code: 'staff_only',
      message: 'Questa sezione è riservata agli operatori del negozio',
    })
    expect(refused.headers.get('set-cookie')).toBeNull()
    expect((await browser.get('/api/auth/me')).body.user).toBeNull()
  })

  it('answers 401 to visitors and 403 to customers on every admin route, and changes nothing', async () => {
    const order = allOrders.find((o) => o.status === 'processing') as Order
    const customerId = allOrders.find((o) => o.customer_id > 0)?.customer_id as number
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/orders'],
      ['GET', '/api/admin/orders?deliveryDate=2026-01-01'],
      ['GET', `/api/admin/orders/${order.id}`],
      ['PUT', `/api/admin/orders/${order.id}/status`, { status: 'cancelled' }],
      ['GET', '/api/admin/customers?q=mario'],
      ['GET', `/api/admin/customers/${customerId}`],
      ['POST', `/api/admin/customers/${customerId}/auto-login-link`, {}],
      ['GET', '/api/admin/products'],
      ['PUT', `/api/admin/products/${product.id}/stock`, { stockQuantity: 1 }],
      ['GET', '/api/admin/config'],
      ['PUT', '/api/admin/config', { brand: 'Negozio Pirata' }],
      ['PUT', '/api/admin/payment-gateways/cod', { enabled: true }],
      ['POST', '/api/admin/connection-test', {}],
    ]
    const anonymous = t.browser()
    for (const [method, path, body] of routes) {
      const options = body === undefined ? {} : { body }
      const visitor = await anonymous.request(method, path, options)
      expect(visitor.status, `${method} ${path}`).toBe(401)
      expect(visitor.body.error.message).toBe('Questa sezione è riservata agli operatori del negozio')
      const shopper = await customer.request(method, path, options)
      expect(shopper.status, `${method} ${path}`).toBe(403)
      expect(shopper.body.error.code).toBe('staff_only')
      expect((await manager.request('GET', '/api/admin/config')).status).toBe(200)
    }
    expect((await t.deps.woo.getOrder(order.id))?.status).toBe('processing')
    expect((await t.deps.woo.getProduct(product.id))?.stock_quantity).toBe(product.stock_quantity)
    expect((await admin.get('/api/admin/config')).body.settings.brand).toBe('Bari Bevande')
    expect((await t.deps.woo.listPaymentGateways()).find((g) => g.id === 'cod')?.enabled).toBe(false)
  })
})

describe('admin orders', () => {
  it('filters by status through WooCommerce', async () => {
    const reply = await manager.get('/api/admin/orders?status=completed&perPage=50')
    expect(reply.status).toBe(200)
    const expected = allOrders.filter((o) => o.status === 'completed')
    expect(reply.body.total).toBe(expected.length)
    expect(reply.body.totalPages).toBe(Math.ceil(expected.length / 50))
    expect(reply.body.orders).toHaveLength(Math.min(50, expected.length))
    expect(reply.body.orders.every((o: { status: string }) => o.status === 'completed')).toBe(true)
    const first = reply.body.orders[0]
    const source = expected[0] as Order
    expect(first.id).toBe(source.id)
    expect(first.customer).toEqual({
      id: source.customer_id,
      name: `${source.billing?.first_name} ${source.billing?.last_name}`.trim(),
      email: source.billing?.email ?? '',
      phone: source.billing?.phone || source.shipping?.phone || '',
    })
    expect(first.address).toContain(source.shipping?.address_1 ?? 'missing')
    expect(first.dateCreated).toBe(source.date_created)
    expect(first.paymentMethodTitle).toBe(source.payment_method_title)
    expect(first.delivery.zoneName).toBe(meta(source, ORDER_META_KEYS.zone) ?? null)
    expect((await manager.get('/api/admin/orders?status=shipped')).status).toBe(400)
    expect((await manager.get('/api/admin/orders?perPage=101')).status).toBe(400)
  })

  it('filters by delivery date, zone, vehicle and slot over the recent orders', async () => {
    const sample = allOrders.find(
      (o) => meta(o, ORDER_META_KEYS.deliveryDate) && meta(o, ORDER_META_KEYS.vehicle),
    ) as Order
    const date = meta(sample, ORDER_META_KEYS.deliveryDate) as string
    const zone = meta(sample, ORDER_META_KEYS.zone) as string
    const vehicle = meta(sample, ORDER_META_KEYS.vehicle) as string
    const slot = meta(sample, ORDER_META_KEYS.timeSlot) as string

    const byDay = allOrders.filter((o) => meta(o, ORDER_META_KEYS.deliveryDate) === date)
    const dayReply = await manager.get(`/api/admin/orders?deliveryDate=${date}&perPage=100`)
    expect(dayReply.status).toBe(200)
    expect(dayReply.body.total).toBe(byDay.length)
    expect(dayReply.body.capped).toBe(false)
    expect(dayReply.body.orders.map((o: { id: number }) => o.id)).toEqual(byDay.map((o) => o.id))

    const byZone = byDay.filter((o) => meta(o, ORDER_META_KEYS.zone) === zone)
    const zoneReply = await manager.get(
      `/api/admin/orders?deliveryDate=${date}&zone=${encodeURIComponent(zone.toUpperCase())}&perPage=100`,
    )
    expect(zoneReply.body.orders.map((o: { id: number }) => o.id)).toEqual(byZone.map((o) => o.id))
    expect(byZone.length).toBeLessThan(allOrders.length)

    const byVehicleSlot = allOrders.filter(
      (o) => meta(o, ORDER_META_KEYS.vehicle) === vehicle && meta(o, ORDER_META_KEYS.timeSlot) === slot,
    )
    const compact = slot.replace(/\s+/g, '')
    const vsReply = await manager.get(
      `/api/admin/orders?vehicle=${encodeURIComponent(vehicle)}&slot=${encodeURIComponent(compact)}&perPage=2`,
    )
    expect(vsReply.body.total).toBe(byVehicleSlot.length)
    expect(vsReply.body.totalPages).toBe(Math.ceil(byVehicleSlot.length / 2))
    expect(vsReply.body.orders.map((o: { id: number }) => o.id)).toEqual(
      byVehicleSlot.slice(0, 2).map((o) => o.id),
    )
    const page2 = await manager.get(
      `/api/admin/orders?vehicle=${encodeURIComponent(vehicle)}&slot=${encodeURIComponent(compact)}&perPage=2&page=2`,
    )
    expect(page2.body.orders.map((o: { id: number }) => o.id)).toEqual(
      byVehicleSlot.slice(2, 4).map((o) => o.id),
    )

    const status = sample.status
    const withStatus = byDay.filter((o) => o.status === status)
    const statusReply = await manager.get(
      `/api/admin/orders?deliveryDate=${date}&status=${status}&perPage=100`,
    )
    expect(statusReply.body.orders.map((o: { id: number }) => o.id)).toEqual(withStatus.map((o) => o.id))
  })

  it('builds the dispatch sheet of a date: every order going out, one van at a time, stops in slot order', async () => {
    const sample = allOrders.find(
      (o) =>
        meta(o, ORDER_META_KEYS.deliveryDate) &&
        meta(o, ORDER_META_KEYS.vehicle) &&
        o.status === 'processing',
    ) as Order
    const date = meta(sample, ORDER_META_KEYS.deliveryDate) as string
    const going = allOrders.filter(
      (o) =>
        meta(o, ORDER_META_KEYS.deliveryDate) === date &&
        !['cancelled', 'refunded', 'failed'].includes(o.status),
    )
    const reply = await manager.get(`/api/admin/dispatch?date=${date}`)
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body).toMatchObject({ date, capped: false })
    const vans = reply.body.vans as {
      vehicle: string | null
      orders: number
      pieces: number
      stops: { slot: string | null; order: { id: number } }[]
    }[]
    expect(vans.flatMap((van) => van.stops.map((stop) => stop.order.id)).sort()).toEqual(
      going.map((o) => o.id).sort(),
    )
    expect(new Set(vans.map((van) => van.vehicle)).size).toBe(vans.length)
    for (const van of vans) {
      for (const { order } of van.stops) {
        const stored = going.find((o) => o.id === order.id) as Order
        expect(meta(stored, ORDER_META_KEYS.vehicle) ?? null).toBe(van.vehicle)
      }
      const slots = van.stops.map((stop) => stop.slot).filter((slot): slot is string => slot !== null)
      expect(slots).toEqual([...slots].sort())
    }
    const vanOrders = going.filter(
      (o) => meta(o, ORDER_META_KEYS.vehicle) === meta(sample, ORDER_META_KEYS.vehicle),
    )
    expect(vans.find((van) => van.vehicle === meta(sample, ORDER_META_KEYS.vehicle))).toMatchObject({
      orders: vanOrders.length,
      pieces: vanOrders.flatMap((o) => o.line_items ?? []).reduce((sum, item) => sum + item.quantity, 0),
    })
    const bad = await manager.get('/api/admin/dispatch?date=22-11-2026')
    expect(bad.status).toBe(400)
    expect(bad.body.error.message).toBe('La data di consegna deve avere la forma AAAA-MM-GG')
    expect((await customer.get(`/api/admin/dispatch?date=${date}`)).status).toBe(403)
  })

  it("gives the driver each stop's note, phone and what to collect, and the customer's note in the order", async () => {
    const date = '2031-03-04'
    const delivery = (slot: string) => [
      { key: ORDER_META_KEYS.deliveryDate, value: date },
      { key: ORDER_META_KEYS.timeSlot, value: slot },
      { key: ORDER_META_KEYS.vehicle, value: 'Furgone delle note' },
    ]
    const address = {
      first_name: 'Nicola',
      last_name: 'Stop',
      address_1: 'Via Peucetia, 22',
      city: 'Bari',
      postcode: '70126',
      state: 'BA',
      country: 'IT',
      phone: '+39 333 123 4567',
    }
    const create = (
      payment_method: string,
      slot: string,
      extra: { customer_note?: string; set_paid?: boolean },
    ) =>
      t.deps.woo.createOrder({
        payment_method,
        status: 'on-hold',
        billing: { ...address, email: `stop-${randomUUID()}@example.com` },
        shipping: address,
        line_items: [{ product_id: product.id, quantity: 1 }],
        meta_data: delivery(slot),
        ...extra,
      })
    const cod = await create('cod', '11:00 - 12:00', { customer_note: '  Citofono 12, terzo piano  ' })
    const transfer = await create('bacs', '09:00 - 10:00', {
      customer_note: 'Lasciare al vicino, sig. Abbrescia',
    })
    const paid = await create('stripe', '10:00 - 11:00', { set_paid: true })

    const reply = await manager.get(`/api/admin/dispatch?date=${date}`)
    expect(reply.status, reply.text).toBe(200)
    const [van, ...others] = reply.body.vans
    expect(others).toEqual([])
    expect(van.vehicle).toBe('Furgone delle note')
    const stops = van.stops.map(
      (stop: {
        slot: string
        collect: { text: string } | null
        order: { id: number; note: string; shipping: { phone: string } }
      }) => [
        stop.order.id,
        stop.slot,
        stop.order.note,
        stop.order.shipping.phone,
        stop.collect?.text ?? null,
      ],
    )
    const total = (order: Order) => Number(order.total).toFixed(2).replace('.', ',')
    expect(stops).toEqual([
      [
        transfer.id,
        '09:00 - 10:00',
        'Lasciare al vicino, sig. Abbrescia',
        '+39 333 123 4567',
        'Bonifico non ricevuto',
      ],
      [paid.id, '10:00 - 11:00', '', '+39 333 123 4567', null],
      [
        cod.id,
        '11:00 - 12:00',
        'Citofono 12, terzo piano',
        '+39 333 123 4567',
        `Da incassare ${total(cod)}\u00a0€`,
      ],
    ])
    expect(van.toCollect).toBe(Number(cod.total))

    // The order detail shows the note too; an order without one says ''.
    expect((await manager.get(`/api/admin/orders/${cod.id}`)).body.note).toBe('Citofono 12, terzo piano')
    expect((await manager.get(`/api/admin/orders/${paid.id}`)).body.note).toBe('')
  })

  it('shows an order and changes its status in WooCommerce', async () => {
    const order = allOrders.find((o) => o.status === 'processing') as Order
    const shown = await admin.get(`/api/admin/orders/${order.id}`)
    expect(shown.status).toBe(200)
    expect(shown.body.id).toBe(order.id)
    expect(shown.body.status).toBe('processing')

    const changed = await admin.put(`/api/admin/orders/${order.id}/status`, { status: 'completed' })
    expect(changed.status).toBe(200)
    expect(changed.body.status).toBe('completed')
    expect((await t.deps.woo.getOrder(order.id))?.status).toBe('completed')

    expect((await admin.put(`/api/admin/orders/${order.id}/status`, { status: 'shipped' })).status).toBe(400)
    const unknown = await admin.put('/api/admin/orders/999999/status', { status: 'completed' })
    expect(unknown.status).toBe(404)
    expect(unknown.body.error.message).toBe('Ordine non trovato')
    expect((await admin.get('/api/admin/orders/999999')).status).toBe(404)
  })
})

describe('admin customers', () => {
  let seeded: Customer

  it('lists the newest customers, paged, when the search is blank', async () => {
    const newest = await t.deps.woo.listCustomers({
      role: 'customer',
      orderby: 'id',
      order: 'desc',
      per_page: 10,
      page: 2,
    })
    const reply = await manager.get('/api/admin/customers?q=%20&perPage=10&page=2')
    expect(reply.status).toBe(200)
    expect(reply.body.customers.map((c: { id: number }) => c.id)).toEqual(newest.items.map((c) => c.id))
    expect(reply.body).toMatchObject({ totalCustomers: newest.total, currentPage: 2 })
    expect(reply.body.totalCustomers).toBeGreaterThan(100)
  })

  beforeAll(async () => {
    const recent = await t.deps.woo.listCustomers({
      per_page: 100,
      orderby: 'registered_date',
      order: 'desc',
    })
    const national = (phone: string) => phone.replace(/\D/g, '').replace(/^39(?=0)/, '')
    seeded = recent.items.find(
      (c) => national(c.billing?.phone ?? '').startsWith('080') && c.id < 10_000,
    ) as Customer
    expect(seeded).toBeDefined()
  })

  const ids = (reply: { body: { customers: { id: number }[] } }) => reply.body.customers.map((c) => c.id)

  it('finds a customer by id, email, name and phone in three written forms', async () => {
    const byId = await admin.get(`/api/admin/customers?q=${seeded.id}`)
    expect(byId.status).toBe(200)
    expect(byId.body.searchType).toBe('id')
    expect(ids(byId)[0]).toBe(seeded.id)
    expect(byId.body.customers[0]).toMatchObject({
      id: seeded.id,
      email: seeded.email,
      username: seeded.username,
      phone: seeded.billing?.phone,
      registeredAt: seeded.date_created,
    })

    const byEmail = await admin.get(
      `/api/admin/customers?q=${encodeURIComponent(seeded.email.toUpperCase())}`,
    )
    expect(byEmail.body.searchType).toBe('email')
    expect(ids(byEmail)).toEqual([seeded.id])

    const byName = await admin.get(
      `/api/admin/customers?q=${encodeURIComponent(seeded.last_name ?? '')}&perPage=100`,
    )
    expect(byName.status).toBe(200)
    expect(byName.body.searchType).toBe('name')
    expect(ids(byName)).toContain(seeded.id)

    // WooCommerce's search reads neither first nor last names: the full name, in either order,
    // is found through the word searches and the name scan.
    for (const full of [
      `${seeded.first_name} ${seeded.last_name}`,
      `${seeded.last_name} ${seeded.first_name}`,
    ]) {
      const byFullName = await admin.get(`/api/admin/customers?q=${encodeURIComponent(full)}`)
      expect(byFullName.status, full).toBe(200)
      expect(byFullName.body.searchType, full).toBe('name')
      expect(ids(byFullName), full).toContain(seeded.id)
    }

    const digits = (seeded.billing?.phone ?? '').replace(/\D/g, '').replace(/^39(?=0)/, '')
    const forms = [
      `+39 ${digits.slice(0, 3)} ${digits.slice(3)}`,
      digits,
      `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`,
    ]
    for (const form of forms) {
      const reply = await admin.get(`/api/admin/customers?q=${encodeURIComponent(form)}`)
      expect(reply.status, form).toBe(200)
      expect(ids(reply), form).toContain(seeded.id)
      expect(reply.body.customers[0].id, form).toBe(seeded.id)
    }

    const nothing = await admin.get(`/api/admin/customers?q=${encodeURIComponent('zzz-nessuno-qui-zzz')}`)
    expect(nothing.body).toMatchObject({ customers: [], totalCustomers: 0 })
  })

  it("shows a customer's page with their orders", async () => {
    const withOrders = allOrders.find((o) => o.customer_id > 0) as Order
    const cid = withOrders.customer_id
    const theirs = allOrders.filter((o) => o.customer_id === cid)
    const reply = await manager.get(`/api/admin/customers/${cid}`)
    expect(reply.status).toBe(200)
    expect(reply.body.customer.id).toBe(cid)
    expect(reply.body.customer.billing.email).toBeTypeOf('string')
    expect(reply.body.orders.map((o: { id: number }) => o.id)).toEqual(theirs.slice(0, 20).map((o) => o.id))
    expect(reply.body.orders[0].customer.id).toBe(cid)
    expect((await manager.get('/api/admin/customers/999999')).status).toBe(404)
  })

  it('issues a signed auto-login link for customers only', async () => {
    const before = t.deps.now().getTime()
    const reply = await admin.post(`/api/admin/customers/${seeded.id}/auto-login-link`)
    expect(reply.status).toBe(200)
    expect(reply.body.url).toMatch(new RegExp(`^${t.url}/auto-login/${seeded.id}\\?token=[^&\\s]+$`))
    expect(reply.body.expiresAt).toBeGreaterThan(before)
    expect(reply.body.expiresAt).toBeLessThanOrEqual(t.deps.now().getTime() + 24 * 3600_000)
    const another = await admin.post(`/api/admin/customers/${seeded.id}/auto-login-link`)
    expect(another.body.url).not.toBe(reply.body.url)

    const staff = await t.deps.woo.listCustomers({ email: t.demo('shop_manager').email, role: 'all' })
    const staffId = staff.items[0]?.id as number
    const refused = await admin.post(`/api/admin/customers/${staffId}/auto-login-link`)
    expect(refused.status).toBe(400)
    expect(refused.body.error.code).toBe('not_a_customer')
    expect((await admin.post('/api/admin/customers/999999/auto-login-link')).status).toBe(404)
    expect((await admin.post('/api/admin/customers/abc/auto-login-link')).status).toBe(400)
  })
})

describe('admin products', () => {
  it('lists products and updates the stock in WooCommerce', async () => {
    const list = await manager.get('/api/admin/products?search=acqua&perPage=10')
    expect(list.status).toBe(200)
    const woo = await t.deps.woo.listProducts({ search: 'acqua', per_page: 10 })
    expect(list.body.total).toBe(woo.total)
    expect(list.body.products.length).toBeGreaterThan(0)
    expect(list.body.products[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      sku: expect.any(String),
      stockQuantity: expect.toBeOneOf([expect.any(Number), null]),
      manageStock: expect.any(Boolean),
      stockStatus: expect.any(String),
      price: expect.any(Number),
      categories: expect.any(Array),
      returnable: null,
      returnableProblem: null,
    })
    const category = product.categories?.[0]?.id as number
    const inCategory = await manager.get(`/api/admin/products?category=${category}&perPage=100`)
    expect(inCategory.body.products.map((p: { id: number }) => p.id)).toContain(product.id)
    expect((await manager.get('/api/admin/products?category=abc')).status).toBe(400)

    const updated = await manager.put(`/api/admin/products/${product.id}/stock`, { stockQuantity: 42 })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ id: product.id, stockQuantity: 42, manageStock: true })
    expect((await t.deps.woo.getProduct(product.id))?.stock_quantity).toBe(42)
    const negative = await manager.put(`/api/admin/products/${product.id}/stock`, { stockQuantity: -1 })
    expect(negative.status).toBe(400)
    // @shop/catalog's message, the one the admin screen shows before sending.
    expect(negative.body.error.fields.stockQuantity).toBe('La giacenza non può essere negativa')
    expect(
      (await manager.put(`/api/admin/products/${product.id}/stock`, { stockQuantity: 1.5 })).status,
    ).toBe(400)
    expect((await manager.put('/api/admin/products/999999/stock', { stockQuantity: 1 })).status).toBe(404)
  })

  it('shows a stock update on the storefront at once, through the catalogue cache', async () => {
    const slug = product.slug as string
    const before = await t.browser().get(`/api/products/${slug}`)
    expect(before.status).toBe(200)
    expect(before.headers.get('cache-control')).toMatch(/max-age=[1-9]/)
    const next = (before.body.stockQuantity ?? 0) + 7
    expect(
      (await manager.put(`/api/admin/products/${product.id}/stock`, { stockQuantity: next })).status,
    ).toBe(200)
    const after = await t.browser().get(`/api/products/${slug}`)
    expect(after.body.stockQuantity).toBe(next)
  })

  it('stops and restarts counting a stock, and refuses a body that says both or neither', async () => {
    const off = await manager.put(`/api/admin/products/${product.id}/stock`, { manageStock: false })
    expect(off.status, off.text).toBe(200)
    expect(off.body).toMatchObject({ id: product.id, manageStock: false, stockQuantity: null })
    expect((await t.deps.woo.getProduct(product.id))?.manage_stock).toBe(false)
    for (const body of [{}, { manageStock: false, stockQuantity: 3 }, { manageStock: true }]) {
      const refused = await manager.put(`/api/admin/products/${product.id}/stock`, body)
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.body.error.message).toMatch(/quantità/)
    }
    expect((await t.deps.woo.getProduct(product.id))?.manage_stock).toBe(false)
    const on = await manager.put(`/api/admin/products/${product.id}/stock`, {
      manageStock: true,
      stockQuantity: 12,
    })
    expect(on.body).toMatchObject({ manageStock: true, stockQuantity: 12 })
    expect((await t.deps.woo.getProduct(product.id))?.stock_quantity).toBe(12)
  })
})

describe('admin configuration', () => {
  it('saves settings, reads them back, and the payment methods restrict checkout', async () => {
    const first = await admin.get('/api/admin/config')
    expect(first.status).toBe(200)
    expect(first.body.settings).toMatchObject({ brand: 'Bari Bevande', paymentMethods: [] })
    expect(first.body.gateways).toEqual(
      expect.arrayContaining([
        { id: 'bacs', title: 'Bonifico bancario', enabled: true },
        { id: 'cod', title: 'Pagamento alla consegna', enabled: false },
      ]),
    )
    expect(JSON.stringify(first.body)).not.toContain(t.emulator.credentials.consumerSecret)

    const saved = await admin.put('/api/admin/config', {
      brand: 'Bari Bevande Express',
      paymentMethods: ['bacs'],
      slotSource: 'orddd',
    })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.body.settings).toMatchObject({ brand: 'Bari Bevande Express', paymentMethods: ['bacs'] })
    const read = await manager.get('/api/admin/config')
    expect(read.body.settings).toMatchObject({ brand: 'Bari Bevande Express', paymentMethods: ['bacs'] })
    expect((await t.browser().get('/api/config')).body.brand).toBe('Bari Bevande Express')

    for (const bad of [
      { paymentMethods: ['bonifico-magico'] },
      { consumerSecret: 'nuovo' },
      { brand: '' },
      { brand: 'x'.repeat(61) },
      { calendarSource: 'google' },
      {},
    ]) {
      const reply = await admin.put('/api/admin/config', bad)
      expect(reply.status, JSON.stringify(bad)).toBe(400)
    }
    expect((await admin.get('/api/admin/config')).body.settings.paymentMethods).toEqual(['bacs'])

    // Checkout now takes bank transfers only.
    const dates = (await deliveryCalendar(t.deps)).dates.map((d) => d.date)
    for (const vehicle of ['Molisia', 'Fiat new Ducato']) {
      await t.control('/timeslots', 'POST', { vehicle, slots: [...TIME_SLOTS] })
    }
    const body = (paymentMethod: string) => ({
      items: [{ productId: product.id, quantity: 1 }],
      ...JAPIGIA_HOME,
      delivery: { date: dates[dates.length - 1], slot: '10:00 - 11:00' },
      paymentMethod,
    })
    const headers = () => ({ 'Idempotency-Key': `admin-test-${randomUUID()}` })
    const card = await customer.post('/api/orders', body('stripe'), headers())
    expect(card.status).toBe(400)
    expect(card.body.error.code).toBe('payment_method_unavailable')
    const transfer = await customer.post('/api/orders', body('bacs'), headers())
    expect(transfer.status, transfer.text).toBe(201)
    const payment = await customer.get(`/api/orders/${transfer.body.id}/payment`)
    expect(payment.body.gateways.map((g: { id: string }) => g.id)).toEqual(['bacs'])

    const reset = await admin.put('/api/admin/config', { paymentMethods: [] })
    expect(reset.body.settings.paymentMethods).toEqual([])
    expect((await customer.post('/api/orders', body('stripe'), headers())).status).toBe(201)
  })

  it('refuses payment methods that leave checkout none WooCommerce has enabled (422, nothing saved)', async () => {
    const before = (await admin.get('/api/admin/config')).body.settings.paymentMethods
    // Cash on delivery and cheques are installed but disabled in WooCommerce.
    const cod = await admin.put('/api/admin/config', { paymentMethods: ['cod'] })
    expect(cod.status).toBe(422)
    expect(cod.body.error).toMatchObject({
      code: 'no_payment_method',
      message:
        'Il metodo scelto è disattivato in WooCommerce (Pagamento alla consegna): i clienti non potrebbero pagare. Scegli almeno un metodo attivo, o attivalo prima in WooCommerce.',
    })
    expect(cod.body.error.fields.paymentMethods).toBe(cod.body.error.message)
    const both = await admin.put('/api/admin/config', { paymentMethods: ['cod', 'cheque'], brand: 'Altro' })
    expect(both.status).toBe(422)
    expect(both.body.error.message).toMatch(/^I metodi scelti sono disattivati in WooCommerce/)
    const after = (await admin.get('/api/admin/config')).body.settings
    expect(after.paymentMethods).toEqual(before)
    expect(after.brand).not.toBe('Altro')
    // One enabled method among them is enough.
    const mixed = await admin.put('/api/admin/config', { paymentMethods: ['cod', 'bacs'] })
    expect(mixed.status, mixed.text).toBe(200)
    expect(
      (await t.browser().get('/api/payment-methods')).body.methods.map((m: { id: string }) => m.id),
    ).toEqual(['bacs'])
    expect((await admin.put('/api/admin/config', { paymentMethods: before })).status).toBe(200)
  })

  it('tests the connection to WooCommerce, also when customers fail', async () => {
    const ok = await admin.post('/api/admin/connection-test')
    expect(ok.status).toBe(200)
    expect(ok.body).toEqual({
      ok: true,
      products: true,
      customers: true,
      message: 'Connessione API funzionante per prodotti e clienti',
    })
    await t.control('/faults', 'POST', { path: '/wp-json/wc/v3/customers', status: 500, times: 1 })
    const failing = await admin.post('/api/admin/connection-test')
    expect(failing.status).toBe(200)
    expect(failing.body).toMatchObject({ ok: false, products: true, customers: false })
    expect(failing.body.message).toMatch(/^Prodotti OK, ma clienti falliti: 500 - \S/)
  })

  it('answers 503 with an Italian message when WooCommerce fails', async () => {
    await t.control('/faults', 'POST', { path: '/wp-json/wc/v3/orders', status: 503, times: 1 })
    const reply = await admin.get('/api/admin/orders')
    expect(reply.status).toBe(503)
    expect(reply.body.error).toEqual({
      code: 'shop_unavailable',
      message: 'Il negozio non risponde in questo momento. Riprova tra poco.',
    })
  })
})

it('never answered with an unexpected error', () => {
  expect(t.logs.filter((line) => / ERROR /.test(line))).toEqual([])
})

describe('zone saves that remove most zones', () => {
  it('asks for confirm: true before saving no zone, or removing more than half (409, nothing saved)', async () => {
    const before = await t.browser().get('/api/zones')
    const version = before.body.version as number
    const zones = before.body.zones as { id: string; name: string }[]
    expect(zones).toHaveLength(26)

    const empty = await admin.put('/api/admin/zones', { version, zones: [] })
    expect(empty.status).toBe(409)
    expect(empty.body.error).toMatchObject({
      code: 'confirm_zone_removal',
      message: 'Stai eliminando 26 zone: confermi?',
    })
    expect(empty.body.error.data.removed).toHaveLength(26)
    const most = await admin.put('/api/admin/zones', { version, zones: zones.slice(0, 12) })
    expect(most.status).toBe(409)
    expect(most.body.error.message).toBe('Stai eliminando 14 zone: confermi?')
    expect(most.body.error.data.removed.map((z: { name: string }) => z.name)).toEqual(
      zones.slice(12).map((z) => z.name),
    )
    // confirm: false is no confirmation; nothing was saved by any of them.
    expect((await admin.put('/api/admin/zones', { version, zones: [], confirm: false })).status).toBe(409)
    const unchanged = await t.browser().get('/api/zones')
    expect(unchanged.body.version).toBe(version)
    expect(unchanged.body.zones).toHaveLength(26)

    // Half of them go without a question.
    const half = await admin.put('/api/admin/zones', { version, zones: zones.slice(0, 13) })
    expect(half.status, half.text).toBe(200)
    expect(half.body.zones).toHaveLength(13)
    // The restore brings back 26 and removes none: no question.
    const restored = await admin.post('/api/admin/zones/restore', { version: half.body.version })
    expect(restored.status, restored.text).toBe(200)
    // Confirmed, the shop may even be left without zones; the storefront then delivers nowhere.
    const confirmed = await admin.put('/api/admin/zones', {
      version: restored.body.version,
      zones: [],
      confirm: true,
    })
    expect(confirmed.status, confirmed.text).toBe(200)
    expect((await t.browser().get('/api/zones')).body.zones).toEqual([])
    const back = await admin.post('/api/admin/zones/restore', { version: confirmed.body.version })
    expect(back.status, back.text).toBe(200)
    expect((await t.browser().get('/api/zones')).body.zones).toHaveLength(26)
  })
})

describe('roles and the settings log', () => {
  it('a shop manager gets 403 on bank details, payment methods and removing zones; nothing changes; an administrator may', async () => {
    const before = (await admin.get('/api/admin/config')).body.settings
    const iban = { iban: 'IT60 X054 2811 1010 0000 0123 456', holder: 'Truffa S.r.l.', bank: 'Altra Banca' }
    const refusals = [
      [await manager.put('/api/admin/config', { bankAccount: iban }), 'cambiare il conto per i bonifici'],
      [
        await manager.put('/api/admin/config', { brand: 'Nuovo nome', paymentMethods: ['bacs'] }),
        'cambiare i metodi di pagamento',
      ],
      [
        await manager.put('/api/admin/payment-gateways/bacs', { enabled: false }),
        'accendere o spegnere i metodi di pagamento',
      ],
    ] as const
    for (const [reply, what] of refusals) {
      expect(reply.status, reply.text).toBe(403)
      expect(reply.body.error).toEqual({
        code: 'administrators_only',
        message: `Solo un amministratore può ${what}.`,
      })
    }
    expect((await admin.get('/api/admin/config')).body.settings).toEqual(before)
    const gateways = (await admin.get('/api/admin/config')).body.gateways
    expect(gateways.find((g: { id: string }) => g.id === 'bacs')?.enabled).toBe(true)

    // Zones: a shop manager may move them (same ids), not remove one.
    const zones = (await t.browser().get('/api/zones')).body
    const removal = await manager.put('/api/admin/zones', {
      version: zones.version,
      zones: zones.zones.slice(1),
    })
    expect(removal.status).toBe(403)
    expect(removal.body.error.message).toBe('Solo un amministratore può togliere zone di consegna.')
    expect((await t.browser().get('/api/zones')).body.version).toBe(zones.version)
    const same = await manager.put('/api/admin/zones', { version: zones.version, zones: zones.zones })
    expect(same.status, same.text).toBe(200)

    // What a shop manager does run: the guests' allowance, the delivery rules.
    expect((await manager.put('/api/admin/config', { guestOrdersPerDay: 4 })).status).toBe(200)
    const savedFrom = t.deps.now().getTime()
    const saved = await admin.put('/api/admin/config', { bankAccount: iban, guestOrdersPerDay: 3 })
    const savedBy = t.deps.now().getTime()
    expect(saved.status, saved.text).toBe(200)
    expect(saved.body.settings.bankAccount).toMatchObject({ holder: 'Truffa S.r.l.' })

    // Every change is in the log: who, when, before, after; newest first; refusals are not.
    const log = await manager.get('/api/admin/settings-log')
    expect(log.status).toBe(200)
    const changes = log.body.changes as {
      key: string
      email: string
      role: string
      before: unknown
      after: unknown
      at: string
    }[]
    // One save, two keys: logged in the order the API reads them (the allowance, then the account).
    const [bank, allowanceBack, allowance, zonesSaved] = changes
    expect(bank).toMatchObject({
      key: 'bankAccount',
      email: t.demo('administrator').email,
      role: 'administrator',
      before: before.bankAccount,
      after: { iban: 'IT60X0542811101000000123456', holder: 'Truffa S.r.l.', bank: 'Altra Banca' },
    })
    expect(allowanceBack).toMatchObject({ key: 'guestOrdersPerDay', before: 4, after: 3 })
    expect(allowance).toMatchObject({ key: 'guestOrdersPerDay', role: 'shop_manager', after: 4 })
    expect(zonesSaved).toMatchObject({ key: 'zones', role: 'shop_manager', after: { zones: 26 } })
    expect(Date.parse(bank?.at ?? '')).toBeGreaterThanOrEqual(savedFrom)
    expect(Date.parse(bank?.at ?? '')).toBeLessThanOrEqual(savedBy)
    expect(changes.some((change) => change.key.startsWith('gateway:'))).toBe(false)
    expect((await t.browser().get('/api/admin/settings-log')).status).toBe(401)
    expect((await customer.get('/api/admin/settings-log')).status).toBe(403)

    // The seller's identity: an administrator's, every field checked, nothing saved when one is wrong.
    const seller = { ...before.seller, companyName: 'Bevande Baresi S.r.l.', vatNumber: 'IT 06363391001' }
    expect((await manager.put('/api/admin/config', { seller })).status).toBe(403)
    const wrongSeller = await admin.put('/api/admin/config', {
      seller: { ...seller, vatNumber: '06363391002' },
    })
    expect(wrongSeller.status).toBe(400)
    expect(wrongSeller.body.error.fields).toEqual({ 'seller.vatNumber': FORM_MESSAGES.vatNumberInvalid })
    expect((await admin.get('/api/admin/config')).body.settings.seller).toEqual(before.seller)
    const sellerSaved = await admin.put('/api/admin/config', { seller })
    expect(sellerSaved.status, sellerSaved.text).toBe(200)
    expect(sellerSaved.body.settings.seller).toMatchObject({
      companyName: 'Bevande Baresi S.r.l.',
      vatNumber: '06363391001',
    })

    // Put back what this test changed.
    expect(
      (await admin.put('/api/admin/config', { bankAccount: before.bankAccount, seller: before.seller }))
        .status,
    ).toBe(200)
  })
})
