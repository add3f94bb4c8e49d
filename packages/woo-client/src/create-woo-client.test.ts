import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { searchCustomers } from '@shop/customer-search'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createWooClient } from './create-woo-client'
import { ORDER_NOTE_MAX_BYTES, orderNoteBody } from './order-note-rules'
import type { NewOrderNote } from './resources/order-types'
import { signOAuth1Url } from './sign-oauth1-url'
import { type Harness, startHarness } from './testing/start-harness'
import { isMissingRoute, isUnknownId, isWooError, isWooTimeout, WooError, WooTimeoutError } from './woo-error'

let h: Harness

beforeAll(async () => {
  h = await startHarness()
}, 120_000)

afterAll(async () => {
  await h?.stop()
})

afterEach(async () => {
  await h.control('/faults', 'DELETE')
  await h.control('/timeslots', 'DELETE')
  await h.control('/orddd', 'DELETE')
})

async function rejection(promise: Promise<unknown>): Promise<WooError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof WooError) return error
    throw error
  }
  throw new Error('expected the call to fail')
}

describe('authentication on every call', () => {
  it('signs every call over http with OAuth 1.0a HMAC-SHA256 in the query, never sending the secret', async () => {
    expect(h.client.authentication).toBe('oauth1')
    h.requests.length = 0
    await h.client.listProducts({ per_page: 1, search: 'acqua minerale' })
    await h.client.createOrder({ status: 'pending' })
    const { consumerKey, consumerSecret } = h.emulator.credentials
    expect(h.requests).toHaveLength(2)
    for (const request of h.requests) {
      const url = new URL(request.url)
      expect(request.headers.get('authorization')).toBeNull()
      expect(url.searchParams.get('oauth_consumer_key')).toBe(consumerKey)
      expect(url.searchParams.get('oauth_signature_method')).toBe('HMAC-SHA256')
      expect(url.searchParams.get('oauth_nonce')).toMatch(/^[0-9a-f]{32}$/)
      expect(url.searchParams.get('oauth_signature')).toMatch(/^[A-Za-z0-9+/]{43}=$/)
      expect(url.searchParams.has('consumer_secret')).toBe(false)
      expect(request.url).not.toContain(consumerSecret)
    }
    expect(new URL(h.requests[0]?.url ?? '').searchParams.get('search')).toBe('acqua minerale')
  })

  it("signs with the clock it is given: a clock 16 minutes off is refused by the store ('Invalid timestamp.')", async () => {
    const late = h.makeClient({ now: () => new Date(h.emulator.context.now().getTime() - 16 * 60_000) })
    const error = await rejection(late.listProducts({ per_page: 1 }))
    expect(error).toMatchObject({ status: 401, code: 'woocommerce_rest_authentication_error' })
    expect(error.serverMessage).toBe('Invalid timestamp.')
    const onTime = h.makeClient({ now: () => new Date(h.emulator.context.now().getTime() - 14 * 60_000) })
    expect((await onTime.listProducts({ per_page: 1 })).items).toHaveLength(1)
  })

  it('is refused with a wrong secret over http (the signature does not match)', async () => {
    const wrong = h.makeClient({ consumerSecret: 'cs_not_the_secret' })
    const error = await rejection(wrong.listProducts({ per_page: 1 }))
    expect(error.serverMessage).toBe('Invalid signature - provided signature does not match.')
  })

  it('sends the consumer key and secret by Basic auth over https', async () => {
    const seen: Request[] = []
    // The emulator in-process behind an https URL, as a store served over TLS.
    const https = h.makeClient({
      baseUrl: 'https://negozio.example',
      fetch: async (input, init) => {
        const request = new Request(input, init)
        seen.push(request.clone())
        return h.emulator.app.fetch(request)
      },
    })
    expect(https.authentication).toBe('basic')
    expect((await https.listProducts({ per_page: 1 })).items).toHaveLength(1)
    const { consumerKey, consumerSecret } = h.emulator.credentials
    expect(seen[0]?.headers.get('authorization')).toBe(`Basic ${btoa(`${consumerKey}:${consumerSecret}`)}`)
    expect(new URL(seen[0]?.url ?? '').searchParams.has('oauth_signature')).toBe(false)
  })

  it("adds the customer's bearer token for that call only; the keys then signed (http) or in the query (https)", async () => {
    const customer = h.demo('customer')
    const { token } = await h.client.requestToken(customer.username, customer.password)
    h.requests.length = 0
    const me = await h.client.getMe(token)
    expect(me.email).toBe(customer.email)
    expect(h.requests[0]?.headers.get('authorization')).toBe(`Bearer ${token}`)
    await h.client.listProducts({ per_page: 1 })
    expect(h.requests[1]?.headers.get('authorization')).toBeNull()
    await rejection(h.client.listOrders({ per_page: 1 }, { token }))
    expect(h.requests[2]?.headers.get('authorization')).toBe(`Bearer ${token}`)
    expect(new URL(h.requests[2]?.url ?? '').searchParams.has('oauth_signature')).toBe(true)
    const seen: Request[] = []
    const https = h.makeClient({
      baseUrl: 'https://negozio.example',
      fetch: async (input, init) => {
        seen.push(new Request(input, init))
        return new Response('[]', { headers: { 'content-type': 'application/json' } })
      },
    })
    await https.listOrders({ per_page: 1 }, { token })
    const url = new URL(seen[0]?.url ?? '')
    expect(seen[0]?.headers.get('authorization')).toBe(`Bearer ${token}`)
    expect(url.searchParams.get('consumer_key')).toBe(h.emulator.credentials.consumerKey)
    expect(url.searchParams.get('consumer_secret')).toBe(h.emulator.credentials.consumerSecret)
  })

  it('keeps no token of its own: two customers at once on one client', async () => {
    const customers = [h.demo('customer'), h.demo('customer')]
    const staff = h.demo('shop_manager')
    const [a, b] = await Promise.all([
      h.client.requestToken(customers[0]?.username ?? '', customers[0]?.password ?? ''),
      h.client.requestToken(staff.username, staff.password),
    ])
    const [meA, meB] = await Promise.all([h.client.getMe(a?.token ?? ''), h.client.getMe(b?.token ?? '')])
    expect(meA.email).toBe(customers[0]?.email)
    expect(meB.email).toBe(staff.email)
  })
})

describe('products', () => {
  it('lists with totals from X-WP-Total and X-WP-TotalPages', async () => {
    const page = await h.client.listProducts({ per_page: 7, page: 2 })
    expect(page.items).toHaveLength(7)
    expect(page.total).toBeGreaterThanOrEqual(80)
    expect(page.totalPages).toBe(Math.ceil(page.total / 7))
  })

  it('gets one by id (null when there is none) and by slug, with the slug error', async () => {
    const [first] = (await h.client.listProducts({ per_page: 1 })).items
    expect((await h.client.getProduct(first?.id ?? 0))?.slug).toBe(first?.slug)
    expect(await h.client.getProduct(999_999)).toBeNull()
    expect((await h.client.getProductBySlug(first?.slug ?? '')).id).toBe(first?.id)
    const error = await rejection(h.client.getProductBySlug('acqua-che-non-esiste'))
    expect(error).toMatchObject({
      status: 404,
      code: 'product_not_found',
      kind: 'not_found',
      message: "Prodotto con slug 'acqua-che-non-esiste' non trovato",
    })
  })

  it('lists items on sale, featured items and search results', async () => {
    const onSale = await h.client.listOnSale({ per_page: 100 })
    expect(onSale.items.length).toBeGreaterThan(0)
    expect(onSale.items.every((p) => p.on_sale)).toBe(true)
    const featured = await h.client.listFeatured({ per_page: 100 })
    expect(featured.items.every((p) => p.featured)).toBe(true)
    const found = await h.client.searchProducts('birra', { per_page: 100 })
    expect(found.items.length).toBeGreaterThan(0)
  })

  it('lists every category, and updates stock with manage_stock true', async () => {
    const categories = await h.client.listCategories()
    expect(categories.map((c) => c.slug)).toEqual(
      expect.arrayContaining(['acqua', 'birra', 'bevande', 'vino']),
    )
    const [product] = (await h.client.listProducts({ per_page: 1 })).items
    h.requests.length = 0
    const updated = await h.client.updateStock(product?.id ?? 0, 17)
    expect(updated).toMatchObject({ stock_quantity: 17, manage_stock: true })
    expect(JSON.parse(h.requests[0]?.body ?? '{}')).toEqual({ stock_quantity: 17, manage_stock: true })
  })

  it('stops managing a product stock with manage_stock false and stock_status instock', async () => {
    const [product] = (await h.client.listProducts({ per_page: 1 })).items
    await h.client.updateStock(product?.id ?? 0, 5)
    h.requests.length = 0
    const updated = await h.client.stopManagingStock(product?.id ?? 0)
    expect(updated).toMatchObject({ manage_stock: false, stock_quantity: null, stock_status: 'instock' })
    expect(JSON.parse(h.requests[0]?.body ?? '{}')).toEqual({ manage_stock: false, stock_status: 'instock' })
  })

  it('writes a product meta by key: a second write replaces the first, read back in meta_data', async () => {
    const [product] = (await h.client.listProducts({ per_page: 1 })).items
    const id = product?.id ?? 0
    h.requests.length = 0
    await h.client.updateProductMeta(id, [
      { key: '_shop_returnable', value: '[{"kind":"bottiglia","count":1,"depositCents":20}]' },
    ])
    expect(JSON.parse(h.requests[0]?.body ?? '{}')).toEqual({
      meta_data: [{ key: '_shop_returnable', value: '[{"kind":"bottiglia","count":1,"depositCents":20}]' }],
    })
    await h.client.updateProductMeta(id, [{ key: '_shop_returnable', value: '' }])
    const meta = (await h.client.getProduct(id))?.meta_data?.filter(
      (entry) => entry.key === '_shop_returnable',
    )
    expect(meta?.map((entry) => entry.value)).toEqual([''])
  })

  it('a product sold out at 0 that stops being managed can be sold (REAL-STORE-DIFFERENCES row 4)', async () => {
    const [, product] = (await h.client.listProducts({ per_page: 2 })).items
    const soldOut = await h.client.updateStock(product?.id ?? 0, 0)
    expect(soldOut.stock_status).toBe('outofstock')
    const unmanaged = await h.client.stopManagingStock(product?.id ?? 0)
    expect(unmanaged).toMatchObject({ manage_stock: false, stock_status: 'instock' })
    expect((await h.client.getProduct(product?.id ?? 0))?.stock_status).toBe('instock')
  })

  it('lists every product of a query once, by id, when many share a date (REAL-STORE-DIFFERENCES row 6)', async () => {
    // Signed: over http the store takes the keys only as OAuth 1.0a signatures.
    const post = async (path: string, body: unknown) =>
      (await (
        await fetch(
          await signOAuth1Url('POST', `${h.emulator.url}/wp-json/wc/v3/${path}`, h.emulator.credentials, {
            now: h.emulator.context.now,
          }),
          { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
        )
      ).json()) as { id: number }
    const category = await post('products/categories', { name: 'Stesso Secondo' })
    const created: number[] = []
    for (let i = 1; i <= 130; i++) {
      const product = await post('products', {
        name: `Acqua Stesso Secondo ${i} 1,5 L`,
        regular_price: '0.50',
        date_created: '2026-11-24T08:00:00',
        categories: [{ id: category.id }],
      })
      created.push(product.id)
    }
    // Paged by date (the store's default) the pages skip and repeat products.
    const byDate = [1, 2].map((page) => h.client.listProducts({ category: category.id, per_page: 100, page }))
    const dated = (await Promise.all(byDate)).flatMap((page) => page.items.map((p) => p.id))
    expect(new Set(dated).size).toBeLessThan(130)
    h.requests.length = 0
    const all = await h.client.listAllProducts({ category: category.id, orderby: 'date', page: 3 })
    expect(all.map((p) => p.id).sort((a, b) => a - b)).toEqual(created)
    expect(h.requests).toHaveLength(2)
    for (const request of h.requests) {
      const url = new URL(request.url)
      expect(url.searchParams.get('orderby')).toBe('id')
      expect(url.searchParams.get('per_page')).toBe('100')
    }
  })
})

describe('customers', () => {
  it('registers with SPEC.md rules: username = email, names in billing and shipping, email in billing, country IT', async () => {
    const customer = await h.client.createCustomer({
      email: 'rosa.lorusso@example.it',
      first_name: 'Rosa',
      last_name: 'Lorusso',
      password: 'Primitivo#2026',
      billing: {
        address_1: 'Via Sparano da Bari 12',
        city: 'Bari',
        postcode: '70121',
        phone: '+39 333 765 4321',
      },
    })
    expect(customer).toMatchObject({
      username: 'rosa.lorusso@example.it',
      billing: {
        first_name: 'Rosa',
        last_name: 'Lorusso',
        email: 'rosa.lorusso@example.it',
        country: 'IT',
        city: 'Bari',
      },
      shipping: { first_name: 'Rosa', last_name: 'Lorusso', country: 'IT' },
    })
    const again = await rejection(
      h.client.createCustomer({
        email: 'rosa.lorusso@example.it',
        first_name: 'R',
        last_name: 'L',
        password: 'x'.repeat(10),
      }),
    )
    expect(again).toMatchObject({ code: 'registration-error-email-exists', kind: 'conflict' })
    expect(again.message).toBe('Un utente con questa email esiste già')
  })

  it("shows the server's message on other registration failures", async () => {
    const taken = h.demo('shop_manager').username
    const error = await rejection(
      h.client.createCustomer({
        email: 'altro.nome@example.it',
        username: taken,
        first_name: 'A',
        last_name: 'B',
        password: 'x'.repeat(10),
      }),
    )
    expect(error).toMatchObject({ status: 400, code: 'registration-error-username-exists', kind: 'conflict' })
    expect(error.message).toBe('An account is already registered with that username. Please choose another.')
    const malformed = await rejection(
      h.client.createCustomer({
        email: 'non-una-email',
        first_name: 'A',
        last_name: 'B',
        password: 'x'.repeat(10),
      }),
    )
    expect(malformed).toMatchObject({
      status: 400,
      kind: 'invalid',
      message: 'Invalid parameter(s): billing',
    })
  })

  it("refuses an id that is not above 0 with 'ID cliente non valido', without calling the store", async () => {
    h.requests.length = 0
    for (const id of [0, -3, 1.5, Number.NaN]) {
      expect(await rejection(h.client.updateCustomer(id, { first_name: 'X' }))).toMatchObject({
        kind: 'invalid',
        message: 'ID cliente non valido',
      })
    }
    expect(h.requests).toHaveLength(0)
  })

  it('sends only the allowed fields, and only usable meta entries', async () => {
    const [customer] = (await h.client.listCustomers({ per_page: 1 })).items
    h.requests.length = 0
    await h.client.updateCustomer(customer?.id ?? 0, {
      first_name: 'Nicola',
      role: 'administrator',
      is_paying_customer: true,
      meta_data: [
        { key: 'tessera_fedelta', value: 'BA-123' },
        { key: '', value: 'no key' },
        { key: 'vuota', value: '' },
        { key: 'json_rotto', value: '{"a":' },
        { key: 'json_buono', value: '{"a":1}' },
      ],
    } as never)
    expect(JSON.parse(h.requests[0]?.body ?? '{}')).toEqual({
      first_name: 'Nicola',
      meta_data: [
        { key: 'tessera_fedelta', value: 'BA-123' },
        { key: 'json_buono', value: '{"a":1}' },
      ],
    })
    h.requests.length = 0
    await h.client.updateCustomer(customer?.id ?? 0, {
      last_name: 'Decaro',
      meta_data: [{ key: 'x', value: null }],
    } as never)
    expect(JSON.parse(h.requests[0]?.body ?? '{}')).toEqual({ last_name: 'Decaro' })
  })

  it("refuses another customer's email on update with 'Un utente con questa email esiste già' (REAL-STORE-DIFFERENCES row 10)", async () => {
    const [first, second] = (await h.client.listCustomers({ per_page: 2, orderby: 'id' })).items
    const id = first?.id ?? 0
    const taken = await rejection(h.client.updateCustomer(id, { email: second?.email ?? '' }))
    expect(taken).toMatchObject({
      status: 400,
      code: 'registration-error-email-exists',
      message: 'Un utente con questa email esiste già',
    })
    // Also when the look-up first fails (or another customer takes the address meanwhile): the
    // store's "Email address is invalid." is checked again and named for what it is.
    await h.control('/faults', 'POST', {
      path: '/wp-json/wc/v3/customers',
      method: 'GET',
      status: 400,
      times: 1,
    })
    h.requests.length = 0
    const raced = await rejection(h.client.updateCustomer(id, { email: second?.email ?? '' }))
    expect(raced).toMatchObject({
      code: 'registration-error-email-exists',
      message: 'Un utente con questa email esiste già',
    })
    expect(h.requests.map((r) => r.method)).toEqual(['GET', 'PUT', 'GET'])
    expect((await h.client.getCustomer(id))?.email).toBe(first?.email)
    // Its own address, or a free one, is taken.
    expect((await h.client.updateCustomer(id, { email: first?.email ?? '' })).email).toBe(first?.email)
    const moved = await h.client.updateCustomer(id, { email: 'indirizzo.libero@example.it' })
    expect(moved.email).toBe('indirizzo.libero@example.it')
    await h.client.updateCustomer(id, { email: first?.email ?? '' })
  })

  it('reads one customer, null when there is none', async () => {
    const [customer] = (await h.client.listCustomers({ per_page: 1, orderby: 'id' })).items
    expect((await h.client.getCustomer(customer?.id ?? 0))?.email).toBe(customer?.email)
    expect(await h.client.getCustomer(999_999)).toBeNull()
  })

  it('takes only the store\'s "invalid id" 404 for a missing customer: any other 404 is thrown', async () => {
    const [customer] = (await h.client.listCustomers({ per_page: 1, orderby: 'id' })).items
    const id = customer?.id ?? 0
    // A 404 that is not WooCommerce's answer about the id (a missing route, a proxy's page).
    await h.control('/faults', 'POST', { path: `/wp-json/wc/v3/customers/${id}`, status: 404, times: 1 })
    const error = await h.client.getCustomer(id).catch((e: unknown) => e)
    expect(isWooError(error) && error.status).toBe(404)
    expect(isWooError(error) && error.kind).toBe('unavailable')
    expect(isUnknownId(error)).toBe(false)
    // The real "no such user" answer is null.
    const missing = await h.client.getCustomer(999_999)
    expect(missing).toBeNull()
    expect((await h.client.getCustomer(id))?.id).toBe(id)
  })

  it('is the customer search data source: an exact phone in any written form among 2,000 customers', async () => {
    const created = await h.client.createCustomer({
      email: 'vito.cassano@example.it',
      first_name: 'Vito',
      last_name: 'Cassano',
      password: 'Negroamaro#2026',
      billing: { phone: '080 123 4567', city: 'Bari', postcode: '70122', address_1: 'Corso Cavour 44' },
    })
    const total = (await h.client.listCustomers({ per_page: 1, role: 'all' })).total
    expect(total).toBeGreaterThanOrEqual(2000)
    for (const written of ['+39 080 123 4567', '0801234567', '080-123-4567']) {
      const result = await searchCustomers(h.client, written)
      expect(result.searchType, written).toBe('phone')
      expect(result.customers[0]?.id, written).toBe(created.id)
    }
  }, 60_000)
})

describe('orders and payment gateways', () => {
  it("creates an order, reads it, changes its status, lists a customer's orders", async () => {
    const [product] = (await h.client.listProducts({ per_page: 1, stock_status: 'instock' })).items
    const customer = (await h.client.listCustomers({ per_page: 1 })).items[0]
    if (!product || !customer) throw new Error('the emulator has no product in stock or no customer')
    const order = await h.client.createOrder({
      customer_id: customer.id,
      payment_method: 'bacs',
      payment_method_title: 'Bonifico bancario',
      line_items: [{ product_id: product.id, quantity: 2 }],
      meta_data: [{ key: 'Veicolo assegnato', value: 'Fiorino' }],
    })
    expect(order).toMatchObject({ status: 'pending', customer_id: customer?.id })
    expect((await h.client.getOrder(order.id))?.id).toBe(order.id)
    expect(await h.client.getOrder(999_999)).toBeNull()
    expect((await h.client.updateOrderStatus(order.id, 'processing')).status).toBe('processing')
    const mine = await h.client.listOrders({ customer: customer?.id ?? 0, per_page: 100 })
    expect(mine.items.map((o) => o.id)).toContain(order.id)
    expect(mine.items.every((o) => o.customer_id === customer?.id)).toBe(true)
  })

  it('lists the payment gateways, disabled ones too', async () => {
    const gateways = await h.client.listPaymentGateways()
    expect(gateways.filter((g) => g.enabled).map((g) => g.id)).toEqual(['bacs', 'stripe', 'ppcp-gateway'])
    expect(gateways.some((g) => !g.enabled)).toBe(true)
  })

  it('switches a gateway on and off in the store, sending only { enabled }, and parses the gateway it answers', async () => {
    h.requests.length = 0
    try {
      const on = await h.client.updatePaymentGateway('cheque', { enabled: true })
      expect(on).toMatchObject({ id: 'cheque', title: 'Assegno', enabled: true })
      expect(h.requests).toHaveLength(1)
      expect(h.requests[0]?.method).toBe('PUT')
      expect(new URL(h.requests[0]?.url ?? '').pathname).toBe('/wp-json/wc/v3/payment_gateways/cheque')
      expect(JSON.parse(h.requests[0]?.body ?? '')).toEqual({ enabled: true })
      expect((await h.client.listPaymentGateways()).find((g) => g.id === 'cheque')?.enabled).toBe(true)
    } finally {
      const off = await h.client.updatePaymentGateway('cheque', { enabled: false })
      expect(off.enabled).toBe(false)
    }
    expect((await h.client.listPaymentGateways()).find((g) => g.id === 'cheque')?.enabled).toBe(false)
  })

  it('refuses an unknown gateway as the store does (not_found), and a malformed id or enabled before any call', async () => {
    const unknown = await rejection(h.client.updatePaymentGateway('contanti', { enabled: false }))
    expect(unknown).toMatchObject({
      status: 404,
      code: 'woocommerce_rest_payment_gateway_invalid',
      kind: 'not_found',
    })
    expect(isUnknownId(unknown)).toBe(true)
    h.requests.length = 0
    for (const id of ['', 'che que', '../orders/1', 'cod?x=1']) {
      const bad = await rejection(h.client.updatePaymentGateway(id, { enabled: false }))
      expect(bad).toMatchObject({ status: 400, code: 'invalid_gateway_id', kind: 'invalid' })
      expect(bad.message).toBe(
        `ID del metodo di pagamento non valido: '${id}' (lettere, cifre, _ e -, come 'bacs', 'cod' o 'ppcp-gateway')`,
      )
    }
    // A JavaScript caller's null or 'false' would switch the gateway off on the store: never sent.
    for (const enabled of [null, 'false', 0, undefined]) {
      const bad = await rejection(
        h.client.updatePaymentGateway('cod', { enabled } as unknown as { enabled: boolean }),
      )
      expect(bad).toMatchObject({ code: 'invalid_gateway_update', kind: 'invalid' })
      expect(bad.message).toContain("updatePaymentGateway('cod', { enabled: false })")
    }
    expect(h.requests).toEqual([])
    expect((await h.client.listPaymentGateways()).find((g) => g.id === 'cod')?.enabled).toBe(false)
  })

  it('refuses an answer that is not a gateway (invalid_response), with the call named in Italian', async () => {
    const client = h.makeClient({
      fetch: async () =>
        new Response(JSON.stringify({ id: 'cod' }), { headers: { 'content-type': 'application/json' } }),
    })
    const error = await rejection(client.updatePaymentGateway('cod', { enabled: true }))
    expect(error).toMatchObject({ kind: 'invalid_response' })
    expect(error.message).toBe('Risposta non valida dal negozio (metodo di pagamento)')
  })
})

describe('order notes', () => {
  async function newOrder(): Promise<number> {
    return (await h.client.createOrder({ status: 'pending', billing: { first_name: 'Nota' } })).id
  }

  it("writes a note private to the shop as WooCommerce's back office shows it, and lists it first", async () => {
    const orderId = await newOrder()
    h.requests.length = 0
    const text = 'Consegnato da Mario Rossi alle 10:42: contanti 23,40 €, 12 bottiglie rese'
    const note = await h.client.createOrderNote(orderId, { note: text })
    expect(note).toMatchObject({ author: 'WooCommerce', note: text, customer_note: false })
    expect(note.date_created_gmt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/)
    expect(h.requests.map((r) => [r.method, new URL(r.url).pathname])).toEqual([
      ['POST', `/wp-json/wc/v3/orders/${orderId}/notes`],
    ])
    expect(JSON.parse(h.requests[0]?.body ?? '')).toEqual({ note: text, customer_note: false })
    const forCustomer = await h.client.createOrderNote(orderId, {
      note: 'Il suo ordine è in consegna',
      customer_note: true,
    })
    expect(forCustomer.customer_note).toBe(true)
    expect((await h.client.listOrderNotes(orderId)).map((n) => n.id)).toEqual([forCustomer.id, note.id])
    expect((await h.client.listOrderNotes(orderId, { type: 'internal' })).map((n) => n.id)).toEqual([note.id])
    expect((await h.client.listOrderNotes(orderId, { type: 'customer' })).map((n) => n.id)).toEqual([
      forCustomer.id,
    ])
  })

  it('lists newest first by id, though the store sorts notes of one second in no set order', async () => {
    let answered: number[] = []
    const client = h.makeClient({
      fetch: async (input, init) => {
        const response = await fetch(new Request(input, init))
        if (init?.method === 'GET')
          answered = ((await response.clone().json()) as { id: number }[]).map((n) => n.id)
        return response
      },
    })
    let shuffled = 0
    for (let i = 0; i < 4; i++) {
      const orderId = await newOrder()
      const ids: number[] = []
      for (const text of ['uno', 'due', 'tre', 'quattro'])
        ids.push((await client.createOrderNote(orderId, { note: text })).id)
      expect((await client.listOrderNotes(orderId)).map((n) => n.id)).toEqual([...ids].reverse())
      expect([...answered].sort()).toEqual([...ids].sort())
      if (answered.join() !== [...ids].reverse().join()) shuffled++
    }
    // The store (here the emulator, as MySQL does) shuffled some: the order above is the client's.
    expect(shuffled).toBeGreaterThan(0)
  })

  it('keeps backslashes, which the store would drop (wp_unslash), and every other character as written', async () => {
    const orderId = await newOrder()
    const text = 'Citofono \\ interno 3\\B: l\'ha detto "Maria" <b>sì</b>\n🍺 \\0'
    expect((await h.client.createOrderNote(orderId, { note: text })).note).toBe(text)
    expect((await h.client.listOrderNotes(orderId))[0]?.note).toBe(text)
    expect(orderNoteBody({ note: 'a\\b' })).toEqual({ note: 'a\\\\b', customer_note: false })
  })

  it('refuses before any call what the store would save wrongly: an empty or blank note, one too long, a customer_note not boolean, an id not > 0', async () => {
    const orderId = await newOrder()
    h.requests.length = 0
    for (const note of ['', '   ', '\n\t'] as const) {
      const error = await rejection(h.client.createOrderNote(orderId, { note }))
      expect(error).toMatchObject({ status: 400, code: 'invalid_order_note', kind: 'invalid' })
      expect(error.message).toBe(
        "Una nota d'ordine vuota non dice nulla: createOrderNote(1234, { note: 'Non consegnato: cliente assente' })",
      )
    }
    for (const note of ['a'.repeat(ORDER_NOTE_MAX_BYTES + 1), 'è'.repeat(32_768)]) {
      const error = await rejection(h.client.createOrderNote(orderId, { note }))
      expect(error).toMatchObject({ code: 'invalid_order_note', kind: 'invalid' })
      expect(error.message).toBe(
        "Nota d'ordine troppo lunga: 65.536 byte, WooCommerce ne salva al massimo 65.535",
      )
    }
    const notBoolean = await rejection(
      h.client.createOrderNote(orderId, { note: 'x', customer_note: 'true' } as unknown as NewOrderNote),
    )
    expect(notBoolean).toMatchObject({ code: 'invalid_order_note', kind: 'invalid' })
    expect(notBoolean.message).toContain('customer_note: true })')
    for (const id of [0, -1, 1.5, Number.NaN]) {
      for (const call of [
        () => h.client.createOrderNote(id, { note: 'x' }),
        () => h.client.listOrderNotes(id),
      ]) {
        const error = await rejection(call())
        expect(error).toMatchObject({ status: 400, code: 'invalid_order_id', kind: 'invalid' })
        expect(error.message).toBe(
          `ID ordine non valido: '${id}' (un numero intero maggiore di 0, come 1234)`,
        )
      }
    }
    expect(h.requests).toEqual([])
    // The longest note the store saves is written.
    const longest = await h.client.createOrderNote(orderId, { note: 'a'.repeat(ORDER_NOTE_MAX_BYTES) })
    expect(longest.note).toHaveLength(ORDER_NOTE_MAX_BYTES)
  })

  it("an order the store does not have is not_found, with the store's code for each call", async () => {
    const created = await rejection(h.client.createOrderNote(999_999_999, { note: 'nessuno' }))
    expect(created).toMatchObject({
      status: 404,
      code: 'woocommerce_rest_order_invalid_id',
      kind: 'not_found',
      message: 'Invalid order ID.',
    })
    expect(isUnknownId(created)).toBe(true)
    const listed = await rejection(h.client.listOrderNotes(999_999_999))
    expect(listed).toMatchObject({
      status: 404,
      code: 'woocommerce_rest_shop_order_invalid_id',
      kind: 'not_found',
    })
    expect(isUnknownId(listed)).toBe(true)
  })

  it('refuses an answer that is not a note (invalid_response), with the call named in Italian', async () => {
    const client = h.makeClient({
      fetch: async () =>
        new Response(JSON.stringify({ id: 7, note: 'x' }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
    })
    const error = await rejection(client.createOrderNote(1, { note: 'x' }))
    expect(error).toMatchObject({ kind: 'invalid_response' })
    expect(error.message).toBe("Risposta non valida dal negozio (nota dell'ordine)")
  })
})

describe('login, phone login and password change', () => {
  it('gets a token and splits the display name; the plugin sends no user id', async () => {
    const customer = h.demo('customer')
    const result = await h.client.requestToken(customer.email, customer.password)
    expect(result.token.split('.')).toHaveLength(3)
    expect(result.userId).toBeNull()
    expect(result.email).toBe(customer.email)
    expect(result.firstName).toBe(result.displayName.split(' ')[0])
  })

  it("fails with 'Login fallito: token non ricevuto' when the answer has no token", async () => {
    const client = createWooClient({
      baseUrl: 'http://shop.invalid',
      consumerKey: 'ck',
      consumerSecret: 'cs',
      fetch: async () =>
        new Response(JSON.stringify({ user_email: 'a@b.it' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    })
    expect(await rejection(client.requestToken('a', 'b'))).toMatchObject({
      code: 'token_missing',
      kind: 'auth',
      message: 'Login fallito: token non ricevuto',
    })
  })

  it('gives a wrong password as a WooError with the plugin code and a plain-text message', async () => {
    const error = await rejection(h.client.requestToken(h.demo('customer').username, 'sbagliata'))
    expect(error).toMatchObject({ status: 403, code: '[jwt_auth] incorrect_password', kind: 'auth' })
    expect(error.message).not.toContain('<')
  })

  it('phone login: ok, not found, failed; digits only are sent', async () => {
    const [customer] = (await h.client.listCustomers({ per_page: 1, orderby: 'id', order: 'desc' })).items
    const phone = customer?.billing?.phone ?? ''
    h.requests.length = 0
    const ok = await h.client.phoneLogin(phone)
    expect(ok).toMatchObject({ status: 'ok', userId: customer?.id })
    expect(JSON.parse(h.requests[0]?.body ?? '{}').phone).toMatch(/^\d+$/)
    expect(await h.client.phoneLogin('+39 099 000 0000')).toEqual({ status: 'not-found' })
    await h.control('/faults', 'POST', { path: '/wp-json/custom/v1/phone-login', status: 500, times: 1 })
    const failed = await h.client.phoneLogin(phone)
    expect(failed.status).toBe('failed')
  })

  it('phone login gives up after 5 s', async () => {
    // The store answers after 15 s: far enough past the time-out that a process starved of CPU on
    // a loaded machine (both deadlines passed when it runs again, and the answer read before the
    // timer) cannot see the answer first; 6.5 s once did, in CI.
    await h.control('/faults', 'POST', { path: '/wp-json/custom/v1/phone-login', delayMs: 15_000, times: 1 })
    const started = performance.now()
    const result = await h.client.phoneLogin('3331234567')
    const elapsed = performance.now() - started
    expect(result.status).toBe('failed')
    expect(result.status === 'failed' && isWooTimeout(result.error)).toBe(true)
    expect(elapsed).toBeGreaterThanOrEqual(4900)
    expect(elapsed).toBeLessThan(10_000)
  }, 30_000)

  it('changes the password with the bearer token', async () => {
    await h.client.createCustomer({
      email: 'pwd.cambio@example.it',
      first_name: 'Pina',
      last_name: 'Lattanzio',
      password: 'VecchiaPass#1',
    })
    const { token } = await h.client.requestToken('pwd.cambio@example.it', 'VecchiaPass#1')
    expect(await h.client.changePassword(token, 'NuovaPass#2026')).toBe(true)
    expect((await h.client.requestToken('pwd.cambio@example.it', 'NuovaPass#2026')).token).toBeTruthy()
    expect((await rejection(h.client.requestToken('pwd.cambio@example.it', 'VecchiaPass#1'))).status).toBe(
      403,
    )
  })
})

describe('delivery scheduling', () => {
  it("reads orddd's next 30 dates and a date's slots", async () => {
    const dates = await h.client.getDeliveryDates(30)
    expect(Object.keys(dates)[0]).toBe('select')
    expect(Object.keys(dates)).toHaveLength(31)
    const [d, m, y] = (Object.keys(dates)[1] ?? '').split('-')
    const slots = await h.client.getDaySlots(`${y}-${m?.padStart(2, '0')}-${d?.padStart(2, '0')}`)
    expect(slots.length).toBeGreaterThan(0)
    expect(slots[0]?.time_slot).toMatch(/^\d{2}:\d{2} - \d{2}:\d{2}$/)
  })

  it("turns orddd's HTTP-200 error body and its outages into WooErrors", async () => {
    expect((await rejection(h.client.getDaySlots('24/11/2026'))).code).toBe('invalid_dates')
    await h.control('/orddd', 'PUT', { down: 503 })
    expect((await rejection(h.client.getDeliveryDates())).status).toBe(503)
  })

  it('reads timeslot.php per vehicle in all three shapes, and its failures', async () => {
    expect(await h.client.getVehicleSlots('2030-01-07', 'Fiorino')).toHaveLength(9)
    await h.control('/timeslots', 'POST', {
      vehicle: 'Molisia',
      slots: ['07:00 - 08:00'],
      shape: 'available_slots',
    })
    expect(await h.client.getVehicleSlots('2030-01-07', 'Molisia')).toEqual({
      available_slots: ['07:00 - 08:00'],
    })
    await h.control('/timeslots', 'POST', { vehicle: 'Molisia', slots: ['07:00 - 08:00'], shape: 'objects' })
    expect(await h.client.getVehicleSlots('2030-01-07', 'Molisia')).toEqual([{ time_slot: '07:00 - 08:00' }])
    await h.control('/timeslots', 'POST', { vehicle: 'Molisia', status: 502 })
    expect((await rejection(h.client.getVehicleSlots('2030-01-07', 'Molisia'))).status).toBe(502)
    const noPortal = h.makeClient({ portalBaseUrl: undefined })
    expect((await rejection(noPortal.getVehicleSlots('2030-01-07', 'Fiorino'))).kind).toBe('config')
  })

  it('a store without Order Delivery Date and the portal: isMissingRoute, and a fault is not one', async () => {
    try {
      await h.control('/plugins', 'PUT', { orddd: false, portal: false })
      for (const call of [
        () => h.client.getDeliveryDates(30),
        () => h.client.getDaySlots('2030-01-07'),
        () => h.client.getVehicleSlots('2030-01-07', 'Fiorino'),
      ]) {
        const error = await rejection(call())
        expect(error.status).toBe(404)
        expect(isMissingRoute(error)).toBe(true)
      }
      await h.control('/plugins', 'PUT', { orddd: true, portal: true })
      await h.control('/faults', 'POST', { path: '/wp-json/orddd', status: 503 })
      await h.control('/timeslots', 'POST', { vehicle: 'Fiorino', status: 500 })
      expect(isMissingRoute(await rejection(h.client.getDeliveryDates(30)))).toBe(false)
      expect(isMissingRoute(await rejection(h.client.getVehicleSlots('2030-01-07', 'Fiorino')))).toBe(false)
    } finally {
      await h.control('/plugins', 'PUT', { orddd: true, portal: true })
    }
  })
})

describe('connection test and failures', () => {
  it('says the connection works for products and customers', async () => {
    expect(await h.client.testConnection()).toEqual({
      ok: true,
      products: true,
      customers: true,
      message: 'Connessione API funzionante per prodotti e clienti',
    })
  })

  it('says when customers fail and products work', async () => {
    await h.control('/faults', 'POST', { path: '/wp-json/wc/v3/customers', status: 500 })
    const result = await h.client.testConnection()
    expect(result).toMatchObject({ ok: false, products: true, customers: false })
    expect(result.message).toMatch(/^Prodotti OK, ma clienti falliti: 500 - .+/)
  })

  it('says when everything fails, and when the store cannot be reached', async () => {
    await h.control('/faults', 'POST', { path: '/wp-json/wc/v3', status: 503 })
    expect((await h.client.testConnection()).message).toMatch(/^Errore completo API: 503 - .+/)
    const unreachable = h.makeClient({ baseUrl: 'http://127.0.0.1:9' })
    expect(await rejection(h.client.listProducts())).toMatchObject({ status: 503, kind: 'unavailable' })
    expect(await rejection(unreachable.listProducts())).toMatchObject({
      status: 0,
      code: 'network_error',
      kind: 'unavailable',
    })
    expect((await unreachable.testConnection()).message).toBe(
      'Errore completo API: 0 - Impossibile raggiungere il negozio (prodotti)',
    )
    await h.control('/faults', 'DELETE')
    const wrongSecret = h.makeClient({ consumerSecret: 'cs_sbagliato' })
    expect(await rejection(wrongSecret.listProducts())).toMatchObject({ status: 401, kind: 'auth' })
    expect((await wrongSecret.testConnection()).message).toBe(
      'Errore completo API: 401 - Invalid signature - provided signature does not match.',
    )
  })

  it("says the store is not configured when there is no base URL ('non è configurato')", async () => {
    const client = createWooClient({ baseUrl: undefined, consumerKey: '', consumerSecret: '' })
    const error = await rejection(client.listProducts())
    expect(error.kind).toBe('config')
    expect(error.message).toContain('non è configurato')
  })

  it('sends a read once more when the connection closed without an answer, never a write', async () => {
    // The store closes the connection unanswered once, as a web server closing an idle kept-alive one.
    await h.control('/faults', 'POST', {
      path: '/wp-json/wc/v3/products',
      method: 'GET',
      drop: true,
      times: 1,
    })
    h.requests.length = 0
    const page = await h.client.listProducts({ per_page: 1 })
    expect(page.items).toHaveLength(1)
    const reads = h.requests.filter((r) => r.method === 'GET' && r.url.includes('/wc/v3/products'))
    expect(reads).toHaveLength(2)
    // Signed anew: the second attempt has a nonce of its own.
    const nonces = reads.map((r) => new URL(r.url).searchParams.get('oauth_nonce'))
    expect(new Set(nonces).size).toBe(2)

    await h.control('/faults', 'POST', {
      path: '/wp-json/wc/v3/customers',
      method: 'POST',
      drop: true,
      times: 1,
    })
    h.requests.length = 0
    const error = await h.client
      .createCustomer({
        email: `una.volta.${randomUUID().slice(0, 8)}@example.it`,
        password: 'Primitivo#2026',
        first_name: 'Vito',
        last_name: 'Loiacono',
      })
      .catch((e: unknown) => e)
    expect(isWooError(error) && error.code).toBe('network_error')
    expect(h.requests.filter((r) => r.method === 'POST' && r.url.includes('/wc/v3/customers'))).toHaveLength(
      1,
    )
  })

  it('gives up after the time-out with a WooTimeoutError', async () => {
    await h.control('/faults', 'POST', { path: '/wp-json/wc/v3/orders', delayMs: 1500, times: 1 })
    const client = h.makeClient({ timeoutMs: 300 })
    const error = await rejection(client.listOrders())
    expect(error).toBeInstanceOf(WooTimeoutError)
    expect(error).toMatchObject({ status: 0, code: 'timeout', kind: 'unavailable' })
    expect(error.message).toBe('Il negozio non ha risposto entro 0,3 secondi (ordini)')
  })

  it('gives up at its time-out even when a garbage collection cuts the signal off the fetch it was given', async () => {
    // A `fetch` that makes a Request of its own (as a logging wrapper does): fetch then follows the
    // signal through weak links (undici issue 4068), which a collection cuts. vitest.config.ts runs
    // the workers with --expose-gc.
    expect(typeof globalThis.gc).toBe('function')
    const hanging = createServer(() => {}).listen(0, '127.0.0.1')
    await once(hanging, 'listening')
    const { port } = hanging.address() as AddressInfo
    const client = createWooClient({
      baseUrl: `http://127.0.0.1:${port}`,
      consumerKey: 'ck',
      consumerSecret: 'cs',
      timeoutMs: 400,
      fetch: (input, init) => fetch(new Request(input, init)),
    })
    const collecting = setInterval(() => globalThis.gc?.(), 20)
    const started = performance.now()
    try {
      const error = await rejection(client.listProducts())
      expect(error).toBeInstanceOf(WooTimeoutError)
      expect(performance.now() - started).toBeLessThan(2_000)
    } finally {
      clearInterval(collecting)
      hanging.closeAllConnections()
      hanging.close()
    }
  })

  it("stops when the caller's signal aborts, without calling it a time-out", async () => {
    await h.control('/faults', 'POST', { path: '/wp-json/wc/v3/orders', delayMs: 1500, times: 1 })
    const controller = new AbortController()
    setTimeout(() => controller.abort(new Error('non serve più')), 100)
    await expect(h.client.listOrders({}, { signal: controller.signal })).rejects.toThrow('non serve più')
  })

  it('refuses an answer that does not match the schema', async () => {
    const client = createWooClient({
      baseUrl: 'http://shop.invalid',
      consumerKey: 'ck',
      consumerSecret: 'cs',
      fetch: async () =>
        new Response(JSON.stringify([{ id: 'uno' }]), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    })
    const error = await rejection(client.listProducts())
    expect(error).toMatchObject({
      kind: 'invalid_response',
      message: 'Risposta non valida dal negozio (prodotti)',
    })
  })
})
