import { ORDER_META_KEYS } from '@shop/orders'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUrl } from '../src/oauth1'
import { type Client, startTestEmulator } from './harness'

let t: Client
const api = (path: string) => `/wp-json/wc/v3${path}`

beforeAll(async () => {
  t = await startTestEmulator()
}, 120_000)

afterAll(async () => {
  await t?.emulator.stop()
})

describe('transport, auth and envelope', () => {
  it('ignores the consumer key sent as query parameters over plain HTTP (rule 2): 401 cannot_view', async () => {
    const { consumerKey, consumerSecret } = t.emulator.credentials
    const res = await t.call(
      'GET',
      api(`/products?per_page=1&consumer_key=${consumerKey}&consumer_secret=${consumerSecret}`),
      { auth: 'none' },
    )
    expect(res.status).toBe(401)
    expect(res.body.code).toBe('woocommerce_rest_cannot_view')
  })

  it('answers 401 cannot_create / cannot_edit without credentials, by method (rule 3)', async () => {
    expect((await t.call('POST', api('/products'), { auth: 'none', body: {} })).body.code).toBe(
      'woocommerce_rest_cannot_create',
    )
    expect((await t.call('PUT', api('/orders/10'), { auth: 'none', body: {} })).body).toMatchObject({
      code: 'woocommerce_rest_cannot_edit',
      data: { status: 401 },
    })
    expect((await t.call('GET', api('/customers/5'), { auth: 'none' })).body.message).toBe(
      'Sorry, you cannot view this resource.',
    )
  })

  it('refuses a malformed bearer token before routing, even on an unknown route (rule 4)', async () => {
    const res = await t.call('GET', '/wp-json/wc/v3/nope', { auth: 'abc.def.ghi' })
    expect(res.status).toBe(403)
    expect(res.body.code).toBe('jwt_auth_invalid_token')
  })

  it('answers rest_no_route for unknown routes and for known routes with another method (rule 5)', async () => {
    expect((await t.call('DELETE', api('/orders'))).body.code).toBe('rest_no_route')
    expect((await t.call('GET', '/wp-json/wc/v3/products/abc')).status).toBe(404)
  })

  it('adds CORS headers when there is an Origin, and answers the preflight (rule 6)', async () => {
    const res = await t.call('GET', api('/products?per_page=1'), {
      headers: { origin: 'http://localhost:5173' },
    })
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(res.headers.get('access-control-allow-credentials')).toBe('true')
    expect(res.headers.get('access-control-expose-headers')).toBe('X-WP-Total, X-WP-TotalPages, Link')
    const preflight = await fetch(`${t.emulator.url}${api('/orders')}`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(200)
    expect(preflight.headers.get('access-control-allow-methods')).toBe(
      'OPTIONS, GET, POST, PUT, PATCH, DELETE',
    )
    const without = await t.call('GET', api('/products?per_page=1'))
    expect(without.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('answers invalid JSON with rest_invalid_json', async () => {
    const res = await fetch(
      signUrl('POST', `${t.emulator.url}${api('/products')}`, t.emulator.credentials, {
        now: t.emulator.context.now(),
      }),
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"name": ',
      },
    )
    expect(res.status).toBe(400)
    expect(((await res.json()) as { code: string }).code).toBe('rest_invalid_json')
  })
})

describe('collections and pagination', () => {
  it('defaults to page 1 of 10, with string totals (rules 7 and 8)', async () => {
    const res = await t.call('GET', api('/products'))
    expect(res.body).toHaveLength(10)
    const total = Number(res.headers.get('x-wp-total'))
    expect(total).toBeGreaterThanOrEqual(80)
    expect(res.headers.get('x-wp-totalpages')).toBe(String(Math.ceil(total / 10)))
    expect(res.headers.get('link')).toContain('rel="next"')
    expect(res.headers.get('link')).not.toContain('rel="prev"')
  })

  it('refuses per_page outside 1..100 and page below 1', async () => {
    for (const bad of ['0', '101']) {
      const res = await t.call('GET', api(`/customers?per_page=${bad}`))
      expect(res.status).toBe(400)
      expect(res.body.data.details.per_page.code).toBe('rest_out_of_bounds')
    }
    const page = await t.call('GET', api('/orders?page=0'))
    expect(page.body.data.params.page).toBe('page must be greater than or equal to 1')
    const type = await t.call('GET', api('/orders?per_page=abc'))
    expect(type.body.data.details.per_page.code).toBe('rest_invalid_type')
  })

  it('orders products by date desc and customers by name asc by default', async () => {
    const products = (await t.call('GET', api('/products?per_page=20'))).body as {
      date_created_gmt: string
    }[]
    const dates = products.map((p) => p.date_created_gmt)
    expect(dates).toEqual([...dates].sort().reverse())
    // By display name: "first last" for customers created with names (REAL-STORE-DIFFERENCES row 11).
    const customers = (await t.call('GET', api('/customers?per_page=20'))).body as {
      first_name: string
      last_name: string
    }[]
    const names = customers.map((c) => `${c.first_name} ${c.last_name}`.toLowerCase())
    expect(names).toEqual([...names].sort())
  })

  it('gives 200 [] past the last page, prev pointing at the last real page', async () => {
    const res = await t.call('GET', api('/products/categories?page=50'))
    expect(res.status).toBe(200)
    expect(res.body).toEqual([])
    const last = res.headers.get('x-wp-totalpages')
    expect(res.headers.get('link')).toContain(`page=${last}>; rel="prev"`)
  })

  it('repeats the query in the Link header, page last (the OAuth parameters too, as WooCommerce does)', async () => {
    const res = await t.call('GET', api('/products?per_page=5&page=2&orderby=title&order=asc'))
    const link = res.headers.get('link') ?? ''
    expect(link).toContain('oauth_signature=')
    expect(link.replace(/oauth_[a-z_]+=[^&>]*&/g, '')).toContain(
      '?per_page=5&orderby=title&order=asc&page=1>; rel="prev"',
    )
  })
})

describe('products', () => {
  it('derives price, on_sale and purchasable (rule 11)', async () => {
    const onSale = (await t.call('GET', api('/products?on_sale=true&per_page=100'))).body as Record<
      string,
      unknown
    >[]
    expect(onSale.length).toBeGreaterThanOrEqual(8)
    for (const p of onSale) {
      expect(p.on_sale).toBe(true)
      expect(p.price).toBe(p.sale_price)
      expect(Number(p.sale_price)).toBeLessThan(Number(p.regular_price))
      expect(p.price_html).toContain('<del')
    }
    const featured = (await t.call('GET', api('/products?featured=true&per_page=100'))).body as {
      featured: boolean
    }[]
    expect(featured.length).toBeGreaterThanOrEqual(4)
    expect(featured.every((p) => p.featured)).toBe(true)
  })

  it('finds a product by slug, and lists a category with its subcategories', async () => {
    const [first] = (await t.call('GET', api('/products?per_page=1'))).body as { slug: string; id: number }[]
    const bySlug = (await t.call('GET', api(`/products?slug=${first?.slug}`))).body as { id: number }[]
    expect(bySlug.map((p) => p.id)).toEqual([first?.id])
    const categories = (await t.call('GET', api('/products/categories?per_page=100'))).body as {
      id: number
      slug: string
      parent: number
    }[]
    const acqua = categories.find((c) => c.slug === 'acqua')
    const children = categories.filter((c) => c.parent === acqua?.id)
    expect(children.length).toBeGreaterThanOrEqual(3)
    const all = await t.call('GET', api(`/products?category=${acqua?.id}&per_page=100`))
    const child = await t.call('GET', api(`/products?category=${children[0]?.id}&per_page=100`))
    expect(Number(all.headers.get('x-wp-total'))).toBeGreaterThan(Number(child.headers.get('x-wp-total')))
  })

  it('updates stock as the shop does ({stock_quantity, manage_stock: true})', async () => {
    const [p] = (await t.call('GET', api('/products?per_page=1'))).body as { id: number }[]
    const res = await t.call('PUT', api(`/products/${p?.id}`), {
      body: { stock_quantity: 0, manage_stock: true },
    })
    expect(res.body).toMatchObject({ stock_quantity: 0, manage_stock: true, stock_status: 'outofstock' })
    const back = await t.call('PUT', api(`/products/${p?.id}`), {
      body: { stock_quantity: 40, manage_stock: true },
    })
    expect(back.body).toMatchObject({ stock_quantity: 40, stock_status: 'instock' })
  })

  it('hides trashed products from lists but still reads them by id (rule 12)', async () => {
    const created = (
      await t.call('POST', api('/products'), { body: { name: 'Da cestinare', regular_price: '1.00' } })
    ).body
    await t.call('DELETE', api(`/products/${created.id}`))
    const list = (await t.call('GET', api('/products?search=cestinare'))).body as unknown[]
    expect(list).toEqual([])
    const trash = (await t.call('GET', api('/products?search=cestinare&status=trash'))).body as {
      id: number
    }[]
    expect(trash.map((p) => p.id)).toEqual([created.id])
    expect((await t.call('GET', api(`/products/${created.id}`))).body.status).toBe('trash')
  })
})

describe('customers', () => {
  it('always makes a customer, whatever role the body asks for (rule 14)', async () => {
    const res = await t.call('POST', api('/customers'), {
      body: { email: 'nuovo.ruolo@example.it', role: 'administrator' },
    })
    expect(res.status).toBe(201)
    expect(res.body.role).toBe('customer')
    const put = await t.call('PUT', api(`/customers/${res.body.id}`), { body: { role: 'administrator' } })
    expect(put.body.role).toBe('customer')
  })

  it('drops _ meta keys, upserts by key keeping the id, merges billing (rule 15)', async () => {
    const created = (
      await t.call('POST', api('/customers'), {
        body: {
          email: 'meta.test@example.it',
          password: 'Secret#2026',
          meta_data: [
            { key: '_secret', value: 'x' },
            { key: 'tessera', value: '1' },
          ],
          billing: { city: 'Bari', phone: '080 1234567' },
        },
      })
    ).body
    expect(created.meta_data.map((m: { key: string }) => m.key)).toEqual(['tessera'])
    const id = created.meta_data[0].id
    const updated = (
      await t.call('PUT', api(`/customers/${created.id}`), {
        body: {
          meta_data: [
            { key: 'tessera', value: '2' },
            { key: 'newsletter', value: 'si' },
          ],
          billing: { postcode: '70121' },
        },
      })
    ).body
    expect(updated.meta_data).toEqual([
      { id, key: 'tessera', value: '2' },
      { id: expect.any(Number), key: 'newsletter', value: 'si' },
    ])
    expect(updated.billing).toMatchObject({ city: 'Bari', phone: '080 1234567', postcode: '70121' })
    expect(updated.is_paying_customer).toBe(false)
  })

  it('lists only customers unless role=all (rule 16), and searches email and login', async () => {
    const customers = await t.call('GET', api('/customers?per_page=100'))
    expect((customers.body as { role: string }[]).every((c) => c.role === 'customer')).toBe(true)
    const all = await t.call('GET', api('/customers?role=all&search=baribevande'))
    expect((all.body as { role: string }[]).map((c) => c.role).sort()).toEqual([
      'administrator',
      'shop_manager',
    ])
    const total = Number(customers.headers.get('x-wp-total'))
    expect(total).toBeGreaterThanOrEqual(2000)
  })

  it('ignores meta_key / meta_value / meta_compare, as WooCommerce does', async () => {
    const plain = await t.call('GET', api('/customers?per_page=5'))
    const meta = await t.call(
      'GET',
      api('/customers?per_page=5&meta_key=first_name&meta_value=Zzz&meta_compare=LIKE'),
    )
    expect(meta.headers.get('x-wp-total')).toBe(plain.headers.get('x-wp-total'))
  })

  it('never deletes an administrator, and deletes customers only with force (rule 14)', async () => {
    const admin = await t.call('DELETE', api('/customers/1?force=true'))
    expect(admin.status).toBe(403)
    expect(admin.body.code).toBe('woocommerce_rest_cannot_delete')
    const created = (await t.call('POST', api('/customers'), { body: { email: 'da.cancellare@example.it' } }))
      .body
    expect((await t.call('DELETE', api(`/customers/${created.id}`))).status).toBe(501)
    const deleted = await t.call('DELETE', api(`/customers/${created.id}?force=true`))
    expect(deleted.body.email).toBe('da.cancellare@example.it')
    expect((await t.call('GET', api(`/customers/${created.id}`))).status).toBe(404)
  })

  it('refuses to change the username', async () => {
    const [c] = (await t.call('GET', api('/customers?per_page=1'))).body as { id: number }[]
    const res = await t.call('PUT', api(`/customers/${c?.id}`), { body: { username: 'altro' } })
    expect(res.status).toBe(400)
    expect(res.body.code).toBe('woocommerce_rest_customer_invalid_argument')
  })
})

describe('orders', () => {
  let productId = 0
  let stock = 0
  beforeAll(async () => {
    const [p] = (await t.call('GET', api('/products?stock_status=instock&per_page=1&orderby=id&order=asc')))
      .body as {
      id: number
      stock_quantity: number
    }[]
    productId = p?.id ?? 0
    stock = p?.stock_quantity ?? 0
  })

  it('creates pending orders with a key, a number and totals from the lines (rules 17 and 19)', async () => {
    const res = await t.call('POST', api('/orders'), {
      body: {
        line_items: [{ product_id: productId, quantity: 2 }],
        shipping_lines: [{ method_id: 'flat_rate', method_title: 'Consegna', total: '3.50' }],
        fee_lines: [{ name: 'Cauzione vetro', total: '1.20' }],
        payment_method_title: '<b>Bonifico</b> bancario',
      },
    })
    expect(res.status).toBe(201)
    const order = res.body
    expect(order).toMatchObject({
      status: 'pending',
      customer_id: 0,
      created_via: 'rest-api',
      number: String(order.id),
      currency: 'EUR',
    })
    expect(order.order_key).toMatch(/^wc_order_[A-Za-z0-9]{13}$/)
    expect(order.payment_method_title).toBe('Bonifico bancario')
    // Every line with its tax (the store charges Italian VAT: row 2 of REAL-STORE-DIFFERENCES.md).
    const cents = (line: { total: string; total_tax: string }) =>
      Math.round(Number(line.total) * 100) + Math.round(Number(line.total_tax) * 100)
    const [item, shipping, fee] = [order.line_items[0], order.shipping_lines[0], order.fee_lines[0]]
    expect(shipping).toMatchObject({ total: '3.50', total_tax: '0.77' })
    expect(fee).toMatchObject({ total: '1.20', total_tax: '0.26' })
    expect(Math.round(Number(order.total) * 100)).toBe(cents(item) + cents(shipping) + cents(fee))
    // a fee sent back with name null is deleted
    const updated = (
      await t.call('PUT', api(`/orders/${order.id}`), { body: { fee_lines: [{ id: fee.id, name: null }] } })
    ).body
    expect(updated.fee_lines).toEqual([])
    expect(Math.round(Number(updated.total) * 100)).toBe(cents(item) + cents(shipping))
  })

  it('moves a paid order to processing and reduces stock; cancelling puts it back', async () => {
    const order = (
      await t.call('POST', api('/orders'), {
        body: { set_paid: true, line_items: [{ product_id: productId, quantity: 3 }] },
      })
    ).body
    expect(order.status).toBe('processing')
    expect(order.date_paid).not.toBeNull()
    expect(order.line_items[0].meta_data).toEqual([
      expect.objectContaining({ key: '_reduced_stock', value: '3' }),
    ])
    expect((await t.call('GET', api(`/products/${productId}`))).body.stock_quantity).toBe(stock - 3)
    await t.call('PUT', api(`/orders/${order.id}`), { body: { status: 'cancelled' } })
    expect((await t.call('GET', api(`/products/${productId}`))).body.stock_quantity).toBe(stock)
  })

  it('refuses coupons the store does not have, and a coupon id (rule 19)', async () => {
    const unknown = await t.call('POST', api('/orders'), { body: { coupon_lines: [{ code: 'ESTATE' }] } })
    expect(unknown.body).toMatchObject({
      code: 'woocommerce_rest_invalid_coupon',
      message: 'Coupon "ESTATE" does not exist!',
    })
    const readonly = await t.call('POST', api('/orders'), { body: { coupon_lines: [{ id: 3, code: 'X' }] } })
    expect(readonly.body.message).toBe('Coupon item ID is readonly.')
  })

  it('deletes an order as WooCommerce does: to the trash, 410 when there already, gone with force', async () => {
    const order = (await t.call('POST', api('/orders'), { body: { status: 'pending' } })).body
    const trashed = await t.call('DELETE', api(`/orders/${order.id}`))
    expect(trashed.status).toBe(200)
    expect(trashed.body).toMatchObject({ id: order.id, status: 'pending' })
    expect((await t.call('GET', api(`/orders/${order.id}`))).body.status).toBe('trash')
    const listed = (await t.call('GET', api(`/orders?include=${order.id}`))).body as unknown[]
    expect(listed).toEqual([])
    expect((await t.call('DELETE', api(`/orders/${order.id}`))).body).toMatchObject({
      code: 'woocommerce_rest_already_trashed',
      data: { status: 410 },
    })
    expect((await t.call('DELETE', api(`/orders/${order.id}?force=true`))).body.id).toBe(order.id)
    expect((await t.call('GET', api(`/orders/${order.id}`))).body.code).toBe(
      'woocommerce_rest_shop_order_invalid_id',
    )
    expect((await t.call('DELETE', api(`/orders/${order.id}?force=true`))).status).toBe(404)
  })

  it('deletes a category only with force and never the default one; its products lose it', async () => {
    const category = (await t.call('POST', api('/products/categories'), { body: { name: 'Da cancellare' } }))
      .body
    const product = (
      await t.call('POST', api('/products'), {
        body: { name: 'Prodotto da cancellare', categories: [{ id: category.id }] },
      })
    ).body
    expect((await t.call('DELETE', api(`/products/categories/${category.id}`))).body).toMatchObject({
      code: 'woocommerce_rest_trash_not_supported',
      data: { status: 501 },
    })
    const deleted = await t.call('DELETE', api(`/products/categories/${category.id}?force=true`))
    expect(deleted.body).toMatchObject({ id: category.id, name: 'Da cancellare' })
    expect((await t.call('GET', api(`/products/categories/${category.id}`))).status).toBe(404)
    const categories = (await t.call('GET', api(`/products/${product.id}`))).body.categories as {
      id: number
    }[]
    expect(categories.map((c) => c.id)).not.toContain(category.id)
    const [uncategorized] = (await t.call('GET', api('/products/categories?slug=senza-categoria'))).body
    expect(
      (await t.call('DELETE', api(`/products/categories/${uncategorized.id}?force=true`))).body,
    ).toMatchObject({
      code: 'woocommerce_rest_cannot_delete',
      message: 'Default product category cannot be deleted.',
    })
  })

  it('keeps _ meta keys on orders and upserts by key (rule 20)', async () => {
    const order = (
      await t.call('POST', api('/orders'), {
        body: {
          meta_data: [
            { key: ORDER_META_KEYS.ordddTimeSlot, value: '09:00 - 10:00' },
            { key: ORDER_META_KEYS.vehicle, value: 'Fiorino' },
          ],
        },
      })
    ).body
    expect(order.meta_data.map((m: { key: string }) => m.key)).toEqual([
      ORDER_META_KEYS.ordddTimeSlot,
      ORDER_META_KEYS.vehicle,
    ])
    const updated = (
      await t.call('PUT', api(`/orders/${order.id}`), {
        body: { meta_data: [{ key: ORDER_META_KEYS.ordddTimeSlot, value: '10:00 - 11:00' }] },
      })
    ).body
    expect(updated.meta_data).toEqual([
      { id: order.meta_data[0].id, key: ORDER_META_KEYS.ordddTimeSlot, value: '10:00 - 11:00' },
      order.meta_data[1],
    ])
  })

  it('has seeded orders in every status, and filters by customer and status', async () => {
    for (const status of [
      'pending',
      'processing',
      'on-hold',
      'completed',
      'cancelled',
      'refunded',
      'failed',
    ]) {
      const res = await t.call('GET', api(`/orders?status=${status}&per_page=1`))
      expect(Number(res.headers.get('x-wp-total')), status).toBeGreaterThan(0)
    }
    const [order] = (await t.call('GET', api('/orders?status=completed&per_page=1'))).body as {
      customer_id: number
    }[]
    const mine = (await t.call('GET', api(`/orders?customer=${order?.customer_id}&per_page=100`))).body as {
      customer_id: number
    }[]
    expect(mine.length).toBeGreaterThan(0)
    expect(mine.every((o) => o.customer_id === order?.customer_id)).toBe(true)
  })
})

describe('payment gateways, JWT, users/me', () => {
  it('lists every gateway, disabled ones too (rule 21)', async () => {
    const gateways = (await t.call('GET', api('/payment_gateways'))).body as {
      id: string
      enabled: boolean
    }[]
    expect(gateways.map((g) => [g.id, g.enabled])).toEqual([
      ['bacs', true],
      ['stripe', true],
      ['ppcp-gateway', true],
      ['cod', false],
      ['cheque', false],
    ])
  })

  it('updates a gateway as the REST API docs show (enabled, title, settings), and refuses a wrong type', async () => {
    const on = await t.call('PUT', api('/payment_gateways/cod'), {
      body: { enabled: true, settings: { title: 'Contanti alla consegna' } },
    })
    expect(on.status).toBe(200)
    expect(on.body).toMatchObject({
      id: 'cod',
      enabled: true,
      title: 'Contanti alla consegna',
      settings: { title: { value: 'Contanti alla consegna' } },
    })
    expect((await t.call('GET', api('/payment_gateways/cod'))).body.enabled).toBe(true)
    const bad = await t.call('PUT', api('/payment_gateways/cod'), { body: { enabled: 'sì' } })
    expect(bad.status).toBe(400)
    expect(bad.body.code).toBe('rest_invalid_param')
    expect((await t.call('PUT', api('/payment_gateways/bonifico'), { body: { enabled: true } })).status).toBe(
      404,
    )
    expect(
      (await t.call('PUT', api('/payment_gateways/cod'), { body: { enabled: false }, auth: 'none' })).status,
    ).toBe(401)
    await t.call('PUT', api('/payment_gateways/cod'), {
      body: { enabled: false, settings: { title: 'Pagamento alla consegna' } },
    })
    expect((await t.call('GET', api('/payment_gateways/cod'))).body.enabled).toBe(false)
  })

  it('reads `enabled` as the real store does (WordPress booleans), answers the gateway as GET does, and 404s unknown ids', async () => {
    const put = (id: string, body: unknown) => t.call('PUT', api(`/payment_gateways/${id}`), { body })
    const enabled = async () => (await t.call('GET', api('/payment_gateways/cheque'))).body.enabled
    // What a real WooCommerce 10.0.2 answered to each body (PUT payment_gateways/cheque).
    const cases: [unknown, boolean][] = [
      [true, true],
      [false, false],
      ['TRUE', true],
      ['false', false],
      ['FALSE', false],
      ['1', true],
      ['0', false],
      [1, true],
      [0, false],
    ]
    for (const [value, after] of cases) {
      await put('cheque', { enabled: !after })
      const reply = await put('cheque', { enabled: value })
      expect(reply.status, JSON.stringify(value)).toBe(200)
      expect(reply.body.enabled, JSON.stringify(value)).toBe(after)
      expect(await enabled(), JSON.stringify(value)).toBe(after)
      expect(reply.headers.get('allow')).toBe('GET, POST, PUT, PATCH')
      expect(reply.body).toEqual((await t.call('GET', api('/payment_gateways/cheque'))).body)
    }
    // null is not validated but sanitised to false: it switches the gateway off.
    await put('cheque', { enabled: true })
    expect((await put('cheque', { enabled: null })).body.enabled).toBe(false)
    // No `enabled` (an empty object, an array, no body at all): 200, nothing changes.
    await put('cheque', { enabled: true })
    for (const body of [{}, [true], undefined]) {
      const reply = await t.call('PUT', api('/payment_gateways/cheque'), body === undefined ? {} : { body })
      expect(reply.status).toBe(200)
      expect(reply.body.enabled).toBe(true)
    }
    for (const value of ['sì', 'no', '', 2, [], {}]) {
      const reply = await put('cheque', { enabled: value })
      expect(reply.status, JSON.stringify(value)).toBe(400)
      expect(reply.body).toEqual({
        code: 'rest_invalid_param',
        message: 'Invalid parameter(s): enabled',
        data: {
          status: 400,
          params: { enabled: 'enabled is not of type boolean.' },
          details: {
            enabled: {
              code: 'rest_invalid_type',
              message: 'enabled is not of type boolean.',
              data: { param: 'enabled' },
            },
          },
        },
      })
    }
    expect(await enabled()).toBe(true)
    // Ids are matched exactly: another case is another (unknown) gateway; a space is no route.
    for (const id of ['nope', 'CHEQUE']) {
      const reply = await put(id, { enabled: false })
      expect(reply.status).toBe(404)
      expect(reply.body).toEqual({
        code: 'woocommerce_rest_payment_gateway_invalid',
        message: 'Resource does not exist.',
        data: { status: 404 },
      })
    }
    expect((await put('che%20que', { enabled: false })).body.code).toBe('rest_no_route')
    const url = signUrl(
      'PUT',
      `${t.emulator.url}${api('/payment_gateways/cheque')}`,
      t.emulator.credentials,
      {
        now: t.emulator.context.now(),
      },
    )
    const broken = await fetch(url, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{bad json',
    })
    expect(broken.status).toBe(400)
    expect(await broken.json()).toEqual({
      code: 'rest_invalid_json',
      message: 'Invalid JSON body passed.',
      data: { status: 400, json_error_code: 4, json_error_message: 'Syntax error' },
    })
    await put('cheque', { enabled: false })
    expect(await enabled()).toBe(false)
  })

  it('issues HS256 tokens for 7 days with data.user.id a string, for demo accounts (rule 22)', async () => {
    const info = (await fetch(`${t.emulator.url}/__emulator`).then((r) => r.json())) as {
      demoAccounts: { username: string; password: string; role: string }[]
    }
    const customer = info.demoAccounts.find((a) => a.role === 'customer')
    const res = await t.call('POST', '/wp-json/jwt-auth/v1/token', {
      auth: 'none',
      body: { username: customer?.username, password: customer?.password },
    })
    expect(res.status).toBe(200)
    expect(Object.keys(res.body).sort()).toEqual([
      'token',
      'user_display_name',
      'user_email',
      'user_nicename',
    ])
    const claims = decodeJwt(res.body.token)
    expect(claims.exp).toBe((claims.iat ?? 0) + 7 * 24 * 3600)
    expect(claims.iss).toBe(t.emulator.url)
    expect(typeof (claims.data as { user: { id: unknown } }).user.id).toBe('string')
    const me = await t.call('GET', '/wp-json/wp/v2/users/me?context=edit', { auth: res.body.token })
    expect(me.body.email).toBe(res.body.user_email)
    // A customer token on wc/v3 is a logged-in user without the capability: 403.
    expect((await t.call('GET', api('/products'), { auth: res.body.token })).status).toBe(403)
  })
})

describe('orddd and the delivery portal', () => {
  it('lists the next 30 dates, select first, j-n-Y keys, no Sundays (rule 24)', async () => {
    const res = await t.call('GET', '/wp-json/orddd/v1/delivery_schedule/0?number_of_dates=30', {
      auth: 'none',
    })
    const keys = Object.keys(res.body)
    expect(keys[0]).toBe('select')
    expect(keys).toHaveLength(31)
    for (const key of keys.slice(1)) {
      expect(key).toMatch(/^\d{1,2}-\d{1,2}-\d{4}$/)
      const [d, m, y] = key.split('-').map(Number) as [number, number, number]
      expect(new Date(Date.UTC(y, m - 1, d)).getUTCDay()).not.toBe(0)
    }
  })

  it("answers a date's slots, and a bad date with an error body and HTTP 200", async () => {
    const next = Object.keys(
      (await t.call('GET', '/wp-json/orddd/v1/delivery_schedule/0?number_of_dates=1', { auth: 'none' })).body,
    )[1] as string
    const [d, m, y] = next.split('-')
    const slots = await t.call('GET', `/wp-json/orddd/v1/delivery_schedule/0?date=${y}-${m}-${d}`, {
      auth: 'none',
    })
    expect(slots.status).toBe(200)
    expect(slots.body.length).toBeGreaterThan(0)
    expect(Object.keys(slots.body[0])).toEqual(['time_slot', 'time_slot_i18n', 'charges'])
    const bad = await t.call('GET', '/wp-json/orddd/v1/delivery_schedule/0?date=24/11/2026', { auth: 'none' })
    expect(bad.status).toBe(200)
    expect(bad.body.code).toBe('invalid_dates')
    expect(
      (await t.call('GET', '/wp-json/orddd/v1/delivery_schedule/7?date=2030-01-07', { auth: 'none' })).body,
    ).toEqual([])
  })

  it('goes down and comes back through the control API', async () => {
    await fetch(`${t.emulator.url}/__emulator/orddd`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ down: 503 }),
    })
    expect(
      (await t.call('GET', '/wp-json/orddd/v1/delivery_schedule/0?number_of_dates=30', { auth: 'none' }))
        .status,
    ).toBe(503)
    await fetch(`${t.emulator.url}/__emulator/orddd`, { method: 'DELETE' })
    expect(
      (await t.call('GET', '/wp-json/orddd/v1/delivery_schedule/0?number_of_dates=30', { auth: 'none' }))
        .status,
    ).toBe(200)
  })

  it('serves timeslot.php per vehicle in the three shapes tests can set, and failures', async () => {
    const base = '/timeslot.php?date=2030-01-07&vehicle='
    const plain = await t.call('GET', `${base}Fiorino`, { auth: 'none' })
    expect(plain.body).toHaveLength(9)
    const set = (override: object) =>
      fetch(`${t.emulator.url}/__emulator/timeslots`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(override),
      })
    await set({ vehicle: 'Molisia', slots: ['07:00 - 08:00'], shape: 'objects' })
    expect((await t.call('GET', `${base}Molisia`, { auth: 'none' })).body).toEqual([
      { time_slot: '07:00 - 08:00' },
    ])
    await set({ vehicle: 'Molisia', slots: ['07:00 - 08:00'], shape: 'availableSlots' })
    expect((await t.call('GET', `${base}Molisia`, { auth: 'none' })).body).toEqual({
      availableSlots: ['07:00 - 08:00'],
    })
    await set({ vehicle: 'Molisia', status: 500 })
    expect((await t.call('GET', `${base}Molisia`, { auth: 'none' })).status).toBe(500)
    await fetch(`${t.emulator.url}/__emulator/timeslots`, { method: 'DELETE' })
    expect(
      (await t.call('GET', '/timeslot.php?date=2030-01-06&vehicle=Fiorino', { auth: 'none' })).body,
    ).toEqual([]) // a Sunday
    expect((await t.call('GET', '/timeslot.php?vehicle=Fiorino', { auth: 'none' })).status).toBe(400)
  })
})

describe('phone login and faults', () => {
  it('finds a customer by the digits of their phone, in any written form', async () => {
    const [customer] = (await t.call('GET', api('/customers?per_page=1&orderby=id&order=desc'))).body as {
      id: number
      billing: { phone: string }
    }[]
    const digits = customer?.billing.phone.replace(/\D/g, '').replace(/^(0039|39)(?=\d{9,10}$)/, '')
    const res = await t.call('POST', '/wp-json/custom/v1/phone-login', {
      auth: 'none',
      body: { phone: digits },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ success: true, user_id: customer?.id })
    expect(typeof res.body.token).toBe('string')
    expect(
      (
        await t.call('POST', '/wp-json/custom/v1/phone-login', {
          auth: 'none',
          body: { phone: '0999999999' },
        })
      ).status,
    ).toBe(404)
    expect((await t.call('POST', '/wp-json/custom/v1/phone-login', { auth: 'none', body: {} })).status).toBe(
      400,
    )
  })

  it('injects a status or a delay on a path, a given number of times', async () => {
    const inject = (fault: object) =>
      fetch(`${t.emulator.url}/__emulator/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(fault),
      })
    await inject({ path: '/wp-json/wc/v3/customers', status: 500, times: 1 })
    expect((await t.call('GET', api('/customers?per_page=1'))).status).toBe(500)
    expect((await t.call('GET', api('/customers?per_page=1'))).status).toBe(200)
    await inject({ path: '/wp-json/wc/v3/payment_gateways', delayMs: 300, times: 1 })
    const started = performance.now()
    await t.call('GET', api('/payment_gateways'))
    expect(performance.now() - started).toBeGreaterThanOrEqual(290)
    expect((await inject({ path: 'no-slash' })).status).toBe(400)
  })

  it('drops the connection without an answer, as a server that is down, and keeps serving others', async () => {
    await fetch(`${t.emulator.url}/__emulator/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/wp-json/wc/v3/products', drop: true, times: 1 }),
    })
    const dropped = await fetch(`${t.emulator.url}/wp-json/wc/v3/products`).then(
      () => 'answered',
      (error: Error) => error.name,
    )
    expect(dropped).toBe('TypeError')
    expect((await t.call('GET', api('/products?per_page=1'))).status).toBe(200)
  })
})
