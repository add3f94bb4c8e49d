/**
 * The contract of @shop/woo-client with a WooCommerce store: every call the shop makes, against a
 * real store (WOO_CONTRACT_URL, WOO_CONSUMER_KEY, WOO_CONSUMER_SECRET: `pnpm --filter
 * @shop/woo-client contract`) or, without WOO_CONTRACT_URL, against the emulator (what `pnpm test`
 * and CI run). The suite makes its own category, products, customer and orders, all named with one
 * run's prefix (shop-contract-<run>), and removes them afterwards, also when a check fails.
 *
 * Plugins the shop relies on (JWT Authentication, the phone login, Order Delivery Date, the delivery
 * portal's timeslot.php) are checked where the store has them; where a real store has not, the check
 * is that the client reports the missing route as WooCommerce answers it (404), which the shop's
 * fallbacks handle. The emulator has them all.
 */
import { randomInt, randomUUID } from 'node:crypto'
import { searchCustomers } from '@shop/customer-search'
import { deliveryShippingLine } from '@shop/orders'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWooClient } from '../src/create-woo-client'
import { gmtDateTime } from '../src/gmt-date-time'
import type { Customer, Order } from '../src/schemas'
import type { WooClient } from '../src/woo-client'
import { isWooError, WooError } from '../src/woo-error'
import { type ContractStore, openContractStore } from './contract-store'

const RUN = `shop-contract-${randomUUID().slice(0, 8)}`
const EMAIL = `${RUN}@example.com`
const PASSWORD = `Contratto#${Math.random().toString(36).slice(2, 10)}A1`
const PHONE = `3${String(randomInt(100_000_000, 999_999_999))}`
/** The run's billing and shipping address on the orders it makes. */
const RUN_ADDRESSES = {
  billing: {
    first_name: 'Contratto',
    last_name: RUN,
    country: 'IT',
    city: 'Bari',
    postcode: '70121',
    email: EMAIL,
  },
  shipping: { first_name: 'Contratto', last_name: RUN, country: 'IT', city: 'Bari', postcode: '70121' },
}
/** The VAT the shop takes off a delivery fee (its SHIPPING_VAT_PERCENT): Italy's IVA, which the store must have on shipping. */
const SHIPPING_VAT = 22
/** Shipping lines to an order when every fee is sent: a real store saves about 90 lines a second. */
const FEES_PER_ORDER = 250

let store: ContractStore
let woo: WooClient
const created = {
  orders: [] as number[],
  customers: [] as number[],
  products: [] as number[],
  categories: [] as number[],
}
let category = 0
let productA = 0
let productB = 0
let customer: Customer
const orders: Order[] = []

async function rejection(promise: Promise<unknown>): Promise<WooError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof WooError) return error
    throw error
  }
  throw new Error('expected the call to fail')
}

/** A WooCommerce amount ('1.48') in cents. */
const cents = (amount: string) => Math.round(Number(amount) * 100)

/** A route the store does not have (a plugin that is not installed): WordPress's 404 rest_no_route or a web page. */
const missingRoute = (error: unknown) =>
  isWooError(error) && error.status === 404 && (error.code === 'rest_no_route' || error.code === 'http_404')

/** The fixtures the client cannot make: a category and two products, through the REST API itself. */
async function make(path: string, body: Record<string, unknown>, list: number[]): Promise<number> {
  const reply = await store.rest('POST', path, body)
  expect(reply.status, `POST ${path}: ${JSON.stringify(reply.body).slice(0, 300)}`).toBe(201)
  const id = (reply.body as { id: number }).id
  list.push(id)
  return id
}

beforeAll(async () => {
  store = await openContractStore(process.env)
  woo = createWooClient({
    baseUrl: store.baseUrl,
    portalBaseUrl: store.portalBaseUrl,
    consumerKey: store.consumerKey,
    consumerSecret: store.consumerSecret,
    timeoutMs: 30_000,
    now: store.now,
  })
  category = await make(
    'products/categories',
    { name: `${RUN} acqua`, slug: `${RUN}-acqua` },
    created.categories,
  )
  const product = (suffix: string, price: string) => ({
    name: `${RUN} Acqua ${suffix}`,
    slug: `${RUN}-${suffix}`,
    regular_price: price,
    manage_stock: true,
    stock_quantity: 50,
    categories: [{ id: category }],
  })
  productA = await make('products', product('a', '1.50'), created.products)
  productB = await make('products', product('b', '2.40'), created.products)
})

/** Removes everything the run made, newest kind first; a leftover fails the run, naming it. */
afterAll(async () => {
  if (!store) return
  const leftovers: string[] = []
  const remove = async (kind: keyof typeof created, path: (id: number) => string) => {
    for (const id of created[kind]) {
      const reply = await store
        .rest('DELETE', path(id))
        .catch((error: Error) => ({ status: 0, body: error.message }))
      if (reply.status !== 200 && reply.status !== 404) leftovers.push(`${kind} ${id} (${reply.status})`)
    }
  }
  try {
    // An order whose answer timed out was made all the same: the run's orders are found by its name.
    const found = await store.rest('GET', `orders?search=${RUN}&per_page=100&_fields=id`).catch(() => null)
    if (found?.status === 200 && Array.isArray(found.body))
      for (const { id } of found.body as { id: number }[])
        if (!created.orders.includes(id)) created.orders.push(id)
    await remove('orders', (id) => `orders/${id}?force=true`)
    await remove('customers', (id) => `customers/${id}?force=true&reassign=0`)
    await remove('products', (id) => `products/${id}?force=true`)
    await remove('categories', (id) => `products/categories/${id}?force=true`)
  } finally {
    await store.stop()
  }
  console.info(
    `contract (${store.name}): made and removed ${created.orders.length} orders, ${created.customers.length} customers, ${created.products.length} products, ${created.categories.length} categories named ${RUN}`,
  )
  if (leftovers.length > 0)
    throw new Error(`contract: could not remove ${leftovers.join(', ')} (prefix ${RUN})`)
}, 300_000)

describe(`@shop/woo-client's contract with the store`, () => {
  it('the store check: keys, a product list, payment gateways; and the connection test', async () => {
    const check = await woo.checkStore()
    expect(check, check.message).toMatchObject({
      ok: true,
      authentication: store.baseUrl.startsWith('https:') ? 'basic' : 'oauth1',
    })
    expect((await woo.testConnection()).message).toBe('Connessione API funzionante per prodotti e clienti')
  })

  it('products: pages with totals, by id, by slug, search, category; null and the slug error for none', async () => {
    const query = { search: RUN, orderby: 'id', order: 'asc', per_page: 1 }
    const first = await woo.listProducts({ ...query, page: 1 })
    const second = await woo.listProducts({ ...query, page: 2 })
    expect([first.total, first.totalPages]).toEqual([2, 2])
    expect([...first.items, ...second.items].map((p) => p.id)).toEqual([productA, productB])
    expect((await woo.listProducts({ ...query, page: 3 })).items).toEqual([])
    const a = await woo.getProduct(productA)
    expect(a).toMatchObject({ id: productA, slug: `${RUN}-a`, regular_price: '1.50', manage_stock: true })
    expect(a?.categories?.map((c) => c.id)).toContain(category)
    expect(await woo.getProduct(999_999_999)).toBeNull()
    expect((await woo.getProductBySlug(`${RUN}-b`)).id).toBe(productB)
    expect((await rejection(woo.getProductBySlug(`${RUN}-nessuno`))).message).toBe(
      `Prodotto con slug '${RUN}-nessuno' non trovato`,
    )
    expect((await woo.searchProducts(RUN)).items.map((p) => p.id).sort()).toEqual([productA, productB].sort())
    expect((await woo.listProducts({ category, per_page: 10 })).items.map((p) => p.id).sort()).toEqual(
      [productA, productB].sort(),
    )
    const onSale = await woo.listOnSale({ per_page: 5 })
    expect(onSale.items.every((p) => p.on_sale)).toBe(true)
    const featured = await woo.listFeatured({ per_page: 5 })
    expect(featured.items.every((p) => p.featured)).toBe(true)
  })

  it('categories: every page of them, the run’s own among them', async () => {
    const categories = await woo.listCategories()
    expect(categories.find((c) => c.id === category)).toMatchObject({
      name: `${RUN} acqua`,
      slug: `${RUN}-acqua`,
    })
    expect(new Set(categories.map((c) => c.id)).size).toBe(categories.length)
  })

  it('stock: a quantity, and a product no longer managed', async () => {
    expect(await woo.updateStock(productA, 7)).toMatchObject({
      id: productA,
      manage_stock: true,
      stock_quantity: 7,
    })
    expect(await woo.stopManagingStock(productB)).toMatchObject({ id: productB, manage_stock: false })
  })

  it('customers: registration rules, a taken email, read, update, find by email, search', async () => {
    customer = await woo.createCustomer({
      email: EMAIL,
      first_name: 'Contratto',
      last_name: 'Di Prova',
      password: PASSWORD,
      billing: { address_1: 'Via Sparano da Bari, 1', city: 'Bari', postcode: '70121', phone: PHONE },
    })
    created.customers.push(customer.id)
    expect(customer).toMatchObject({
      email: EMAIL,
      username: EMAIL,
      role: 'customer',
      first_name: 'Contratto',
    })
    expect(customer.billing).toMatchObject({
      email: EMAIL,
      country: 'IT',
      first_name: 'Contratto',
      phone: PHONE,
    })
    expect(customer.shipping).toMatchObject({ first_name: 'Contratto', country: 'IT' })
    const taken = await rejection(
      woo.createCustomer({ email: EMAIL, first_name: 'Altro', last_name: 'Utente', password: PASSWORD }),
    )
    expect(taken.message).toBe('Un utente con questa email esiste già')
    expect((await woo.getCustomer(customer.id))?.email).toBe(EMAIL)
    expect(await woo.getCustomer(999_999_999)).toBeNull()
    const updated = await woo.updateCustomer(customer.id, {
      first_name: 'Contratta',
      billing: { ...customer.billing, city: 'Modugno', postcode: '70026' },
      meta_data: [{ key: 'shop_contract', value: RUN }],
    })
    expect(updated).toMatchObject({ first_name: 'Contratta', billing: { city: 'Modugno', phone: PHONE } })
    expect(updated.meta_data?.find((m) => m.key === 'shop_contract')?.value).toBe(RUN)
    // A first order's delivery address saved as the account's (the API's rememberDeliveryAddress):
    // the shipping address alone, with its phone; the billing address stays as it was.
    const shipping = {
      first_name: 'Contratta',
      last_name: 'Di Prova',
      company: '',
      address_1: 'Via Napoli, 5',
      address_2: 'Scala B, interno 4',
      city: 'Bari',
      state: 'BA',
      postcode: '70123',
      country: 'IT',
      phone: PHONE,
    }
    const shipped = await woo.updateCustomer(customer.id, { shipping })
    expect(shipped.shipping).toMatchObject(shipping)
    expect(shipped.billing).toMatchObject({ city: 'Modugno', postcode: '70026', phone: PHONE })
    expect((await woo.getCustomer(customer.id))?.shipping).toMatchObject(shipping)
    expect((await rejection(woo.updateCustomer(0, { first_name: 'x' }))).message).toBe(
      'ID cliente non valido',
    )
    const byEmail = await woo.listCustomers({ email: EMAIL, role: 'all' })
    expect(byEmail.items.map((c) => c.id)).toEqual([customer.id])
    expect((await woo.listCustomers({ search: RUN })).items.map((c) => c.id)).toContain(customer.id)
    const found = await searchCustomers(woo, EMAIL)
    expect(found.customers.map((c) => c.id)).toContain(customer.id)
  })

  it("orders: create, read, status and fields, a customer's orders page by page, stock following the status", async () => {
    for (const slot of ['09:00 - 10:00', '10:00 - 11:00', '11:00 - 12:00']) {
      const order = await woo.createOrder({
        customer_id: customer.id,
        status: 'pending',
        payment_method: 'bacs',
        payment_method_title: 'Bonifico bancario',
        billing: { ...customer.billing, email: EMAIL },
        shipping: {
          ...customer.shipping,
          // A shipping address has no email to write (WooCommerce reads it back as null or '').
          email: undefined,
          address_1: 'Via Sparano da Bari, 1',
          city: 'Bari',
          postcode: '70121',
        },
        line_items: [{ product_id: productA, quantity: 1 }],
        meta_data: [{ key: 'Fascia oraria', value: slot }],
      })
      created.orders.push(order.id)
      orders.push(order)
      expect(order).toMatchObject({ customer_id: customer.id, status: 'pending' })
      expect(order.line_items?.map((line) => [line.product_id, line.quantity])).toEqual([[productA, 1]])
      expect(Number(order.total)).toBeGreaterThan(0)
      expect(order.meta_data?.find((m) => m.key === 'Fascia oraria')?.value).toBe(slot)
    }
    const [first] = orders as [Order]
    expect((await woo.getOrder(first.id))?.order_key).toBe(first.order_key)
    expect(await woo.getOrder(999_999_999)).toBeNull()
    const pages = await Promise.all(
      [1, 2, 3].map((page) =>
        woo.listOrders({ customer: customer.id, orderby: 'id', order: 'asc', per_page: 1, page }),
      ),
    )
    expect(pages.map((p) => [p.total, p.totalPages])).toEqual([
      [3, 3],
      [3, 3],
      [3, 3],
    ])
    expect(pages.flatMap((p) => p.items.map((o) => o.id))).toEqual(orders.map((o) => o.id))
    // WooCommerce takes the stock when an order is on hold, and gives it back when it is cancelled.
    expect((await woo.updateOrderStatus(first.id, 'on-hold')).status).toBe('on-hold')
    expect((await woo.getProduct(productA))?.stock_quantity).toBe(6)
    expect(
      (await woo.listOrders({ customer: customer.id, status: 'on-hold' })).items.map((o) => o.id),
    ).toEqual([first.id])
    const withVan = await woo.updateOrder(first.id, {
      meta_data: [{ key: 'Veicolo assegnato', value: store.vehicle }],
    })
    expect(withVan.meta_data?.find((m) => m.key === 'Veicolo assegnato')?.value).toBe(store.vehicle)
    expect((await woo.updateOrderStatus(first.id, 'cancelled')).status).toBe('cancelled')
    expect((await woo.getProduct(productA))?.stock_quantity).toBe(7)
  })

  it("orders changed in a window, as the shop's order watch asks: GMT date-times without offset find them, '…Z' does not (row 17)", async () => {
    const order = await woo.createOrder({
      status: 'pending',
      payment_method: 'bacs',
      payment_method_title: 'Bonifico bancario',
      billing: { first_name: 'Finestra', last_name: RUN, email: EMAIL, country: 'IT' },
      line_items: [{ product_id: productB, quantity: 1 }],
    })
    created.orders.push(order.id)
    const changed = await woo.updateOrderStatus(order.id, 'on-hold')
    const gmt = Date.parse(`${changed.date_modified_gmt}Z`)
    const local = Date.parse(`${changed.date_modified}Z`)
    // The store's zone (Europe/Rome for the shop): its wall time is ahead of GMT.
    const zoneMs = local - gmt
    expect(zoneMs).toBeGreaterThan(0)
    const inWindow = async (query: Record<string, string | boolean>) =>
      (await woo.listOrders({ ...query, orderby: 'modified', order: 'asc', per_page: 100 })).items.some(
        (o) => o.id === order.id,
      )
    const at = (ms: number) => gmtDateTime(new Date(ms))
    // The order watch's form: GMT without offset, with dates_are_gmt.
    expect(
      await inWindow({
        modified_after: at(gmt - 1000),
        modified_before: at(gmt + 1000),
        dates_are_gmt: true,
      }),
    ).toBe(true)
    // Whole seconds, strictly after and before.
    expect(
      await inWindow({ modified_after: at(gmt), modified_before: at(gmt + 1000), dates_are_gmt: true }),
    ).toBe(false)
    // The same window in '…Z' is read as the site's wall time: it misses the order...
    expect(
      await inWindow({
        modified_after: `${at(gmt - 1000)}Z`,
        modified_before: `${at(gmt + 1000)}Z`,
        dates_are_gmt: true,
      }),
    ).toBe(false)
    // ...and finds it written as many hours earlier as the site is ahead of GMT.
    expect(
      await inWindow({
        modified_after: `${at(gmt - zoneMs - 1000)}Z`,
        modified_before: `${at(gmt - zoneMs + 1000)}Z`,
        dates_are_gmt: true,
      }),
    ).toBe(true)
    // Without dates_are_gmt, a date-time without offset is the site's wall time.
    expect(await inWindow({ modified_after: at(local - 1000), modified_before: at(local + 1000) })).toBe(true)
  })

  it('delivery fees: every fee from 0,01 € to 50,00 €, sent without VAT to 6 decimals (@shop/orders deliveryShippingLine), is charged exactly', async () => {
    // REAL-STORE-DIFFERENCES.md row 18: WooCommerce takes a shipping line's VAT on its unrounded
    // total and rounds the line and its VAT to cents apart, each line on its own. The store must
    // charge the shop's VAT on shipping (IVA 22 %, SHIPPING_VAT_PERCENT), as Italian stores do.
    const missed: string[] = []
    for (let first = 1; first <= 5000; first += FEES_PER_ORDER) {
      const fees = Array.from({ length: Math.min(FEES_PER_ORDER, 5001 - first) }, (_, index) => first + index)
      const order = await woo.createOrder({
        status: 'pending',
        payment_method: 'bacs',
        payment_method_title: 'Bonifico bancario',
        ...RUN_ADDRESSES,
        // With an item, as a checkout: a store taxing shipping like its items ('inherit') taxes only then.
        line_items: [{ product_id: productA, quantity: 1 }],
        shipping_lines: fees.map((fee) => deliveryShippingLine(fee, SHIPPING_VAT)),
      })
      created.orders.push(order.id)
      const lines = order.shipping_lines ?? []
      expect(lines).toHaveLength(fees.length)
      for (const [index, line] of lines.entries()) {
        const charged = cents(line.total) + cents(line.total_tax ?? '0')
        if (charged !== fees[index])
          missed.push(`${fees[index]} → ${charged} (${line.total} + ${line.total_tax})`)
      }
      const sum = fees.reduce((total, fee) => total + fee, 0)
      expect(cents(order.shipping_total ?? '0') + cents(String(order.shipping_tax ?? '0'))).toBe(sum)
    }
    expect(missed).toEqual([])
    // 5,000 shipping lines: a real store on a busy machine takes minutes.
  }, 900_000)

  it("returnable glass: the deposit as a fee line outside the VAT base; a negative fee is taxed whatever its status ('Cauzione vuoti', issue 26)", async () => {
    // The deposit is no part of the VAT base when its refund on return is agreed (art. 15, primo
    // comma, n. 4, DPR 633/1972): fee lines with tax_status 'none' get no VAT. A negative fee (a
    // credit of empties returned) is taxed all the same, spread over the order's tax classes in
    // proportion to the lines' totals without tax (WC_Order_Item_Fee::calculate_taxes): which is
    // why the shop takes a credit off the deposit line instead (@shop/deposits depositFeeLines).
    const order = await woo.createOrder({
      status: 'pending',
      payment_method: 'cod',
      payment_method_title: 'Pagamento alla consegna',
      ...RUN_ADDRESSES,
      line_items: [{ product_id: productB, quantity: 2 }],
      fee_lines: [
        { name: 'Cauzione vuoti: bottiglie', total: '2.40', tax_status: 'none' },
        { name: 'Cauzione vuoti (3,00 € meno 1,20 € di vuoti resi)', total: '1.80', tax_status: 'none' },
        { name: 'Cauzione vuoti resi', total: '-1.20', tax_status: 'none' },
      ],
    })
    created.orders.push(order.id)
    const [bottles, crates, credit] = order.fee_lines ?? []
    expect([bottles?.total, bottles?.total_tax, crates?.total, crates?.total_tax]).toEqual([
      '2.40',
      '0.00',
      '1.80',
      '0.00',
    ])
    const items = order.line_items ?? []
    const itemsNet = items.reduce((sum, item) => sum + cents(item.total), 0)
    const itemsTax = items.reduce((sum, item) => sum + cents(item.total_tax ?? '0'), 0)
    // The credit's share of the taxable lines (the items against the items and the two fees), at 22 %.
    const creditTax = Math.round(((-120 * itemsNet) / (itemsNet + 240 + 180)) * 0.22)
    expect(creditTax).toBeLessThan(0)
    expect([credit?.total, cents(credit?.total_tax ?? '0')]).toEqual(['-1.20', creditTax])
    expect(cents(String(order.total_tax ?? '0'))).toBe(itemsTax + creditTax)
    expect(cents(order.total ?? '0')).toBe(itemsNet + itemsTax + 240 + 180 - 120 + creditTax)
  })

  it("order notes: the driver's note at the door, private to the shop; the customer's; listed by type; an empty note; an unknown order (issue 26)", async () => {
    const order = await woo.createOrder({
      status: 'pending',
      payment_method: 'cod',
      payment_method_title: 'Pagamento alla consegna',
      ...RUN_ADDRESSES,
      line_items: [{ product_id: productB, quantity: 1 }],
    })
    created.orders.push(order.id)
    // A new pending order has no note yet.
    expect(await woo.listOrderNotes(order.id)).toEqual([])
    const text = 'Consegnato da Mario Rossi alle 10:42: contanti 23,40 €, 12 bottiglie rese'
    const delivered = await woo.createOrderNote(order.id, { note: text })
    // As the back office shows it: by WooCommerce (the store's own author, never 'system'), not the customer's.
    expect(delivered).toMatchObject({ author: 'WooCommerce', note: text, customer_note: false })
    expect(delivered).not.toHaveProperty('added_by_user')
    expect(Math.abs(Date.parse(`${delivered.date_created_gmt}Z`) - store.now().getTime())).toBeLessThan(
      120_000,
    )
    const notDelivered = await woo.createOrderNote(order.id, { note: 'Non consegnato: cliente assente' })
    const forCustomer = await woo.createOrderNote(order.id, {
      note: 'Il suo ordine arriva domani tra le 10 e le 11',
      customer_note: true,
    })
    expect(forCustomer).toMatchObject({ author: 'WooCommerce', customer_note: true })
    // The store drops backslashes (wp_unslash); the client doubles them, so the note is kept as written.
    const intercom = await woo.createOrderNote(order.id, { note: 'Citofono 3\\B, scala C' })
    expect(intercom.note).toBe('Citofono 3\\B, scala C')
    const ids = (notes: { id: number }[]) => notes.map((n) => n.id)
    expect(ids(await woo.listOrderNotes(order.id))).toEqual([
      intercom.id,
      forCustomer.id,
      notDelivered.id,
      delivered.id,
    ])
    expect(ids(await woo.listOrderNotes(order.id, { type: 'any' }))).toEqual(
      ids(await woo.listOrderNotes(order.id)),
    )
    expect(ids(await woo.listOrderNotes(order.id, { type: 'internal' }))).toEqual([
      intercom.id,
      notDelivered.id,
      delivered.id,
    ])
    expect(ids(await woo.listOrderNotes(order.id, { type: 'customer' }))).toEqual([forCustomer.id])

    // An empty note: the store itself saves it (201, a note saying nothing), so the client refuses it before any call.
    const rawEmpty = await store.rest('POST', `orders/${order.id}/notes`, { note: '' })
    expect([rawEmpty.status, (rawEmpty.body as { note?: unknown }).note]).toEqual([201, ''])
    const empty = await rejection(woo.createOrderNote(order.id, { note: ' ' }))
    expect(empty).toMatchObject({ status: 400, code: 'invalid_order_note', kind: 'invalid' })
    // No note at all is the store's own 400.
    expect(await store.rest('POST', `orders/${order.id}/notes`, {})).toEqual({
      status: 400,
      body: {
        code: 'rest_missing_callback_param',
        message: 'Missing parameter(s): note',
        data: { status: 400, params: ['note'] },
      },
    })
    const raw = (await woo.listOrderNotes(order.id)).map((n) => n.note)
    expect(raw).toEqual(['', 'Citofono 3\\B, scala C', expect.any(String), expect.any(String), text])

    // An order the store does not have: not_found, with a code of its own on each call.
    const unknown = await rejection(woo.createOrderNote(999_999_999, { note: 'nessuno' }))
    expect(unknown).toMatchObject({
      status: 404,
      code: 'woocommerce_rest_order_invalid_id',
      kind: 'not_found',
      serverMessage: 'Invalid order ID.',
    })
    expect(await rejection(woo.listOrderNotes(999_999_999))).toMatchObject({
      status: 404,
      code: 'woocommerce_rest_shop_order_invalid_id',
      kind: 'not_found',
      serverMessage: 'Invalid order ID.',
    })

    // A change of status adds the store's own note, private and by WooCommerce ('Order status
    // changed from Pending payment to Cancelled.' on a store in English).
    const before = new Set(ids(await woo.listOrderNotes(order.id)))
    await woo.updateOrderStatus(order.id, 'cancelled')
    const added = (await woo.listOrderNotes(order.id)).filter((n) => !before.has(n.id))
    expect(added).toHaveLength(1)
    expect(added[0]).toMatchObject({ author: 'WooCommerce', customer_note: false })
    expect((await woo.listOrderNotes(order.id, { type: 'internal' }))[0]?.id).toBe(added[0]?.id)
  })

  it('refunds: a partial one, what is left, the order refunded with its stock untouched; an amount over what is left, 0, a gateway that cannot refund, an unknown order (issue 27)', async () => {
    const order = await woo.createOrder({
      payment_method: 'bacs',
      payment_method_title: 'Bonifico bancario',
      set_paid: true,
      ...RUN_ADDRESSES,
      line_items: [{ product_id: productB, quantity: 2 }],
    })
    created.orders.push(order.id)
    expect(order.status).toBe('processing')
    const stock = (await woo.getProduct(productB))?.stock_quantity
    expect(await woo.listRefunds(order.id)).toEqual([])
    const totalCents = Math.round(Number(order.total) * 100)

    const partial = await woo.createRefund(order.id, {
      amount: '1.00',
      reason: 'Bottiglia rotta alla consegna',
    })
    expect(partial).toMatchObject({
      amount: '1.00',
      reason: 'Bottiglia rotta alla consegna',
      refunded_payment: false,
    })
    expect((await woo.getOrder(order.id))?.status).toBe('processing')

    // More than is left: the store's 500 'Invalid refund amount.', read as a refusal; nothing made.
    const left = ((totalCents - 100) / 100).toFixed(2)
    const over = await rejection(woo.createRefund(order.id, { amount: ((totalCents - 99) / 100).toFixed(2) }))
    expect(over).toMatchObject({
      status: 500,
      code: 'woocommerce_rest_cannot_create_order_refund',
      kind: 'invalid',
      serverMessage: 'Invalid refund amount.',
    })
    // api_refund true on a bank transfer: the gateway cannot refund; nothing made.
    const gateway = await rejection(woo.createRefund(order.id, { amount: '0.50', api_refund: true }))
    expect(gateway).toMatchObject({
      status: 500,
      kind: 'invalid',
      serverMessage: 'The payment gateway for this order does not support automatic refunds.',
    })
    // 0 and a number: refused before any call (the store would make a refund of 0.00, or answer 400).
    expect(await rejection(woo.createRefund(order.id, { amount: '0' }))).toMatchObject({
      code: 'invalid_refund_amount',
      kind: 'invalid',
    })
    expect(await rejection(woo.createRefund(order.id, { amount: '0.125' }))).toMatchObject({
      code: 'invalid_refund_amount',
      kind: 'invalid',
    })
    expect(await rejection(woo.createRefund(order.id, { amount: 5 as unknown as string }))).toMatchObject({
      code: 'invalid_refund_amount',
    })

    const rest = await woo.createRefund(order.id, { amount: left, reason: 'Ordine annullato dal cliente' })
    expect(rest.amount).toBe(left)
    const refunded = await woo.getOrder(order.id)
    expect(refunded?.status).toBe('refunded')
    expect(refunded?.refunds?.map((r) => r.id).sort()).toEqual([partial.id, rest.id].sort())
    expect(refunded?.refunds?.find((r) => r.id === rest.id)?.total).toBe(`-${left}`)
    expect((await woo.listRefunds(order.id)).map((r) => [r.id, r.amount])).toEqual([
      [rest.id, left],
      [partial.id, '1.00'],
    ])
    // An amount alone never gives stock back, even when the order turns refunded.
    expect((await woo.getProduct(productB))?.stock_quantity).toBe(stock)
    // Fully refunded: one cent more is refused.
    expect(await rejection(woo.createRefund(order.id, { amount: '0.01' }))).toMatchObject({ kind: 'invalid' })

    const unknown = await rejection(woo.createRefund(999_999_999, { amount: '1.00' }))
    expect(unknown).toMatchObject({
      status: 500,
      code: 'woocommerce_rest_invalid_order_id',
      kind: 'not_found',
    })
    expect(await woo.listRefunds(999_999_999)).toEqual([])
  })

  it('payment gateways: every one, disabled ones too, with its enabled flag', async () => {
    const gateways = await woo.listPaymentGateways()
    expect(gateways.length).toBeGreaterThan(0)
    expect(new Set(gateways.map((g) => g.id)).size).toBe(gateways.length)
    for (const gateway of gateways) expect(typeof gateway.enabled, gateway.id).toBe('boolean')
  })

  it('payment gateways: one switched off and on again (or on and off), put back as it was', async () => {
    const gateways = await woo.listPaymentGateways()
    // Cheques: the gateway a shop misses least for the few seconds of the check.
    const gateway = gateways.find((g) => g.id === 'cheque') ?? gateways.at(-1)
    if (!gateway) throw new Error('the store lists no payment gateway')
    const was = gateway.enabled
    try {
      const flipped = await woo.updatePaymentGateway(gateway.id, { enabled: !was })
      expect(flipped).toMatchObject({ id: gateway.id, title: gateway.title, enabled: !was })
      expect((await woo.listPaymentGateways()).find((g) => g.id === gateway.id)?.enabled).toBe(!was)
    } finally {
      const back = await woo.updatePaymentGateway(gateway.id, { enabled: was })
      expect(back.enabled).toBe(was)
    }
    expect((await woo.listPaymentGateways()).find((g) => g.id === gateway.id)?.enabled).toBe(was)
    const unknown = await rejection(woo.updatePaymentGateway(`${RUN}-nessuno`, { enabled: false }))
    expect(unknown).toMatchObject({
      status: 404,
      code: 'woocommerce_rest_payment_gateway_invalid',
      kind: 'not_found',
    })
  })

  it('JWT login, users/me and a password change, for the run’s customer and the given user', async () => {
    const login = await woo.requestToken(EMAIL, PASSWORD).catch((error: unknown) => error)
    if (missingRoute(login)) {
      // No JWT plugin on this store: logins cannot work, and the client says so as the store does.
      expect(store.real, 'the emulator has the JWT plugin').toBe(true)
      return
    }
    if (login instanceof Error) throw login
    const { token, email } = login as Awaited<ReturnType<WooClient['requestToken']>>
    expect(token.split('.')).toHaveLength(3)
    expect(email).toBe(EMAIL)
    const me = await woo.getMe(token)
    expect(me).toMatchObject({ id: customer.id, email: EMAIL })
    const wrong = await rejection(woo.requestToken(EMAIL, `${PASSWORD}x`))
    expect(wrong).toMatchObject({ status: 403, code: '[jwt_auth] incorrect_password' })
    const changed = `${PASSWORD}Nuova`
    expect(await woo.changePassword(token, changed)).toBe(true)
    expect((await woo.requestToken(EMAIL, changed)).email).toBe(EMAIL)
    if (store.user) {
      const user = await woo.requestToken(store.user.username, store.user.password)
      expect((await woo.getMe(user.token)).email).toBe(user.email)
    }
  })

  it("the shop's phone login: the run's customer by the digits of their phone", async () => {
    const result = await woo.phoneLogin(`+39 ${PHONE.slice(0, 3)} ${PHONE.slice(3)}`)
    if (result.status === 'not-found') {
      // Either the plugin is missing (404 rest_no_route) or it did not find the phone: only the first is allowed.
      const probe = await fetch(`${store.baseUrl}/wp-json/custom/v1/phone-login`, { method: 'POST' })
      const body = (await probe.json().catch(() => null)) as { code?: string } | null
      expect(
        store.real && probe.status === 404 && body?.code === 'rest_no_route',
        'phone login found nobody',
      ).toBe(true)
      return
    }
    expect(result).toMatchObject({ status: 'ok', userId: customer.id })
  })

  it('delivery: orddd dates and a day’s slots, the portal’s slots of a van', async () => {
    const dates = await woo.getDeliveryDates(30).catch((error: unknown) => error)
    if (missingRoute(dates)) {
      expect(store.real, 'the emulator has orddd').toBe(true)
    } else {
      if (dates instanceof Error) throw dates
      const keys = Object.keys(dates as Record<string, string>)
      expect(keys[0]).toBe('select')
      expect(keys.length).toBeGreaterThan(1)
      for (const key of keys.slice(1)) expect(key).toMatch(/^\d{1,2}-\d{1,2}-\d{4}$/)
      const [day, month, year] = (keys[1] as string).split('-')
      const date = `${year}-${month?.padStart(2, '0')}-${day?.padStart(2, '0')}`
      const slots = await woo.getDaySlots(date)
      for (const slot of slots) expect(typeof slot.time_slot).toBe('string')
      const van = await woo.getVehicleSlots(date, store.vehicle).catch((error: unknown) => error)
      if (missingRoute(van)) expect(store.real, 'the emulator serves timeslot.php').toBe(true)
      else if (van instanceof Error) throw van
      else expect(Array.isArray(van) || (typeof van === 'object' && van !== null)).toBe(true)
    }
  })
})
