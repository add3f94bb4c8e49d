import type { Hono } from 'hono'
import { requireShopManager } from '../auth'
import { type EmulatorContext, type MetaEntry, money, randomToken, upsertMeta, wpDates } from '../context'
import { body, type Env, query, routeId, send } from '../http'
import { absoluteUrl } from '../images'
import { WpError } from '../wp/errors'
import { collectionHeaders, paginate } from '../wp/request'
import { ARGS } from '../wp/schemas'
import { toTheSecond, unstableTieBreak } from '../wp/unstable-ties'
import { validateArgs } from '../wp/validate'
import { type Address, getUser } from './customers'
import { changeStock, currentPrice, getProduct, productBySku } from './products'

export interface LineItem {
  id: number
  name: string
  product_id: number
  variation_id: number
  quantity: number
  tax_class: string
  subtotal: string
  total: string
  sku: string | null
  global_unique_id: string | null
  price: number
  image: { id: number | string; src: string }
  meta_data: MetaEntry[]
}

interface ShippingLine {
  id: number
  method_title: string
  method_id: string
  instance_id: string
  total: string
  meta_data: MetaEntry[]
}

interface FeeLine {
  id: number
  name: string
  tax_class: string
  tax_status: string
  total: string
  meta_data: MetaEntry[]
}

export interface OrderDoc {
  id: number
  parent_id: number
  status: string
  date_created: string
  date_modified: string
  date_paid: string | null
  date_completed: string | null
  customer_id: number
  order_key: string
  billing: Address
  shipping: Address
  payment_method: string
  payment_method_title: string
  transaction_id: string
  created_via: string
  customer_note: string
  meta_data: MetaEntry[]
  line_items: LineItem[]
  shipping_lines: ShippingLine[]
  fee_lines: FeeLine[]
  /** Whether stock has been reduced for this order (WooCommerce's _order_stock_reduced). */
  stock_reduced: boolean
  /** Whether total_sales has been counted for this order (_recorded_sales). */
  sales_recorded: boolean
}

const BILLING_FIELDS = [
  'first_name',
  'last_name',
  'company',
  'address_1',
  'address_2',
  'city',
  'state',
  'postcode',
  'country',
  'email',
  'phone',
]
const SHIPPING_FIELDS = [
  'first_name',
  'last_name',
  'company',
  'address_1',
  'address_2',
  'city',
  'state',
  'postcode',
  'country',
  'phone',
]
const REDUCES_STOCK = new Set(['processing', 'completed', 'on-hold'])
const EXCLUDED_FROM_ANY = ['trash', 'auto-draft', 'checkout-draft']

export function getOrder(ctx: EmulatorContext, id: number): OrderDoc | null {
  const row = ctx.store.get<{ doc: string }>('SELECT doc FROM orders WHERE id = ?', id)
  return row ? (JSON.parse(row.doc) as OrderDoc) : null
}

function address(fields: string[], current: Address | undefined, update: unknown): Address {
  const out: Address = Object.fromEntries(fields.map((f) => [f, current?.[f] ?? '']))
  if (update && typeof update === 'object') {
    for (const field of fields) {
      const value = (update as Record<string, unknown>)[field]
      if (typeof value === 'string') out[field] = value
      else if (value === null) out[field] = ''
    }
  }
  return out
}

function totals(doc: OrderDoc) {
  const cents = (value: string) => Math.round(Number(value || 0) * 100)
  const items = doc.line_items.reduce((sum, item) => sum + cents(item.total), 0)
  const shipping = doc.shipping_lines.reduce((sum, line) => sum + cents(line.total), 0)
  const fees = doc.fee_lines.reduce((sum, line) => sum + cents(line.total), 0)
  return { shipping: money(shipping / 100), total: money((items + shipping + fees) / 100) }
}

export function serializeOrder(ctx: EmulatorContext, doc: OrderDoc) {
  const created = wpDates(doc.date_created)
  const modified = wpDates(doc.date_modified)
  const paid = doc.date_paid ? wpDates(doc.date_paid) : null
  const completed = doc.date_completed ? wpDates(doc.date_completed) : null
  const { shipping, total } = totals(doc)
  return {
    id: doc.id,
    parent_id: doc.parent_id,
    status: doc.status,
    currency: 'EUR',
    version: '11.0.1',
    prices_include_tax: true,
    date_created: created.local,
    date_modified: modified.local,
    discount_total: '0.00',
    discount_tax: '0.00',
    shipping_total: shipping,
    shipping_tax: '0.00',
    cart_tax: '0.00',
    total,
    total_tax: '0.00',
    customer_id: doc.customer_id,
    order_key: doc.order_key,
    billing: doc.billing,
    shipping: doc.shipping,
    payment_method: doc.payment_method,
    payment_method_title: doc.payment_method_title,
    transaction_id: doc.transaction_id,
    customer_ip_address: '',
    customer_user_agent: '',
    created_via: doc.created_via,
    customer_note: doc.customer_note,
    date_completed: completed?.local ?? null,
    date_paid: paid?.local ?? null,
    cart_hash: '',
    number: String(doc.id),
    meta_data: doc.meta_data,
    line_items: doc.line_items.map((item) => ({
      id: item.id,
      name: item.name,
      product_id: item.product_id,
      variation_id: item.variation_id,
      quantity: item.quantity,
      tax_class: item.tax_class,
      subtotal: item.subtotal,
      subtotal_tax: '0.00',
      total: item.total,
      total_tax: '0.00',
      taxes: [],
      meta_data: item.meta_data.map((m) => ({ ...m, display_key: m.key, display_value: m.value })),
      sku: item.sku,
      global_unique_id: item.global_unique_id,
      price: item.price,
      image: item.image,
      parent_name: null,
    })),
    tax_lines: [],
    shipping_lines: doc.shipping_lines.map((line) => ({
      ...line,
      total_tax: '0.00',
      taxes: [],
      tax_status: 'taxable',
    })),
    fee_lines: doc.fee_lines.map((line) => ({ ...line, total_tax: '0.00', taxes: [] })),
    coupon_lines: [],
    refunds: [],
    payment_url: `${ctx.siteUrl}/checkout/order-pay/${doc.id}/?pay_for_order=true&key=${doc.order_key}`,
    is_editable: ['pending', 'on-hold', 'auto-draft', 'checkout-draft'].includes(doc.status),
    needs_payment: ['pending', 'failed'].includes(doc.status) && Number(total) > 0,
    needs_processing: doc.line_items.some((item) => item.product_id > 0),
    date_created_gmt: created.gmt,
    date_modified_gmt: modified.gmt,
    date_completed_gmt: completed?.gmt ?? null,
    date_paid_gmt: paid?.gmt ?? null,
    currency_symbol: '€',
    _links: {
      self: [
        {
          href: `${ctx.siteUrl}/wp-json/wc/v3/orders/${doc.id}`,
          targetHints: { allow: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] },
        },
      ],
      collection: [{ href: `${ctx.siteUrl}/wp-json/wc/v3/orders` }],
      email_templates: [
        { embeddable: true, href: `${ctx.siteUrl}/wp-json/wc/v3/orders/${doc.id}/actions/email_templates` },
      ],
      ...(doc.customer_id > 0
        ? { customer: [{ href: `${ctx.siteUrl}/wp-json/wc/v3/customers/${doc.customer_id}` }] }
        : {}),
    },
  }
}

function save(ctx: EmulatorContext, doc: OrderDoc, insert: boolean): void {
  const searchText = [
    doc.id,
    ...Object.values(doc.billing),
    ...Object.values(doc.shipping),
    ...doc.line_items.map((item) => item.name),
  ].join(' ')
  if (insert) {
    ctx.store.run(
      'INSERT INTO orders (id, customer_id, status, date_created, date_modified, search_text, doc) VALUES (?, ?, ?, ?, ?, ?, ?)',
      doc.id,
      doc.customer_id,
      doc.status,
      doc.date_created,
      doc.date_modified,
      searchText,
      JSON.stringify(doc),
    )
  } else {
    ctx.store.run(
      'UPDATE orders SET customer_id = ?, status = ?, date_created = ?, date_modified = ?, search_text = ?, doc = ? WHERE id = ?',
      doc.customer_id,
      doc.status,
      doc.date_created,
      doc.date_modified,
      searchText,
      JSON.stringify(doc),
      doc.id,
    )
  }
}

/** A line item from its request (rule 18): a product reference is required; an unknown product id makes an empty line. */
function lineItem(ctx: EmulatorContext, input: Record<string, unknown>): LineItem {
  const hasId = input.product_id !== undefined && input.product_id !== null && input.product_id !== ''
  const hasSku = typeof input.sku === 'string' && input.sku !== ''
  if (!hasId && !hasSku)
    throw new WpError('woocommerce_rest_required_product_reference', 'Product ID or SKU is required.', 400)
  const product = hasId ? getProduct(ctx, Number(input.product_id)) : productBySku(ctx, String(input.sku))
  const quantity = Number.isFinite(Number(input.quantity)) ? Math.trunc(Number(input.quantity)) : 1
  if (!product) {
    return {
      id: ctx.store.nextId('order_items'),
      name: '',
      product_id: 0,
      variation_id: 0,
      quantity,
      tax_class: '',
      subtotal: '0.00',
      total: '0.00',
      sku: null,
      global_unique_id: null,
      price: 0,
      image: { id: 0, src: '' },
      meta_data: [],
    }
  }
  const price = Number(currentPrice(product) || 0)
  const subtotal = typeof input.subtotal === 'string' ? input.subtotal : money(price * quantity)
  const total = typeof input.total === 'string' ? input.total : subtotal
  const image = product.images[0]
  return {
    id: ctx.store.nextId('order_items'),
    name: product.name,
    product_id: product.id,
    variation_id: 0,
    quantity,
    tax_class: '',
    subtotal,
    total,
    sku: product.sku,
    global_unique_id: product.global_unique_id,
    price: quantity !== 0 ? Number(total) / quantity : price,
    image: image ? { id: String(image.id), src: absoluteUrl(ctx, image.src) } : { id: '', src: '' },
    meta_data: upsertMeta(ctx.store, [], input.meta_data, { dropPrivate: false }),
  }
}

function applyLines(ctx: EmulatorContext, doc: OrderDoc, args: Record<string, unknown>): void {
  if (Array.isArray(args.coupon_lines) && args.coupon_lines.length > 0) {
    const first = args.coupon_lines[0] as { id?: unknown; code?: unknown }
    if (first?.id !== undefined)
      throw new WpError('woocommerce_rest_invalid_coupon', 'Coupon item ID is readonly.', 400)
    throw new WpError(
      'woocommerce_rest_invalid_coupon',
      `Coupon "${String(first?.code ?? '')}" does not exist!`,
      400,
    )
  }
  if (Array.isArray(args.line_items)) {
    for (const raw of args.line_items as Record<string, unknown>[]) {
      const existing =
        typeof raw?.id === 'number' ? doc.line_items.find((item) => item.id === raw.id) : undefined
      if (existing) {
        if (raw.quantity !== undefined && Number(raw.quantity) <= 0)
          doc.line_items.splice(doc.line_items.indexOf(existing), 1)
        else if (raw.quantity !== undefined) {
          existing.quantity = Math.trunc(Number(raw.quantity))
          existing.subtotal = money(existing.price * existing.quantity)
          existing.total = existing.subtotal
        }
      } else {
        doc.line_items.push(lineItem(ctx, raw ?? {}))
      }
    }
  }
  if (Array.isArray(args.shipping_lines)) {
    for (const raw of args.shipping_lines as Record<string, unknown>[]) {
      const existing =
        typeof raw?.id === 'number' ? doc.shipping_lines.find((line) => line.id === raw.id) : undefined
      if (existing && raw.method_id === null)
        doc.shipping_lines.splice(doc.shipping_lines.indexOf(existing), 1)
      else if (existing) Object.assign(existing, { total: String(raw.total ?? existing.total) })
      else {
        doc.shipping_lines.push({
          id: ctx.store.nextId('order_items'),
          method_title: String(raw?.method_title ?? ''),
          method_id: String(raw?.method_id ?? ''),
          instance_id: String(raw?.instance_id ?? ''),
          total: money(Number(raw?.total ?? 0)),
          meta_data: [],
        })
      }
    }
  }
  if (Array.isArray(args.fee_lines)) {
    for (const raw of args.fee_lines as Record<string, unknown>[]) {
      const existing =
        typeof raw?.id === 'number' ? doc.fee_lines.find((line) => line.id === raw.id) : undefined
      if (existing && raw.name === null)
        doc.fee_lines.splice(doc.fee_lines.indexOf(existing), 1) // rule 19
      else if (!existing && raw?.name !== null) {
        doc.fee_lines.push({
          id: ctx.store.nextId('order_items'),
          name: String(raw?.name ?? ''),
          tax_class: '',
          tax_status: 'taxable',
          total: money(Number(raw?.total ?? 0)),
          meta_data: [],
        })
      }
    }
  }
}

/**
 * Stock follows the status as in WooCommerce: reduced once when an order reaches processing,
 * completed or on-hold (each line records _reduced_stock), restored when it is cancelled or
 * refunded after that; total_sales is counted once, at processing or completed.
 */
function applyStatusEffects(ctx: EmulatorContext, doc: OrderDoc): void {
  if (REDUCES_STOCK.has(doc.status) && !doc.stock_reduced) {
    for (const item of doc.line_items) {
      if (item.product_id <= 0) continue
      const left = changeStock(ctx, item.product_id, -item.quantity)
      if (left !== null)
        item.meta_data.push({
          id: ctx.store.nextId('meta'),
          key: '_reduced_stock',
          value: String(item.quantity),
        })
    }
    doc.stock_reduced = true
  }
  if ((doc.status === 'cancelled' || doc.status === 'refunded') && doc.stock_reduced) {
    for (const item of doc.line_items) {
      const reduced = item.meta_data.find((m) => m.key === '_reduced_stock')
      if (!reduced) continue
      changeStock(ctx, item.product_id, Number(reduced.value))
      item.meta_data = item.meta_data.filter((m) => m !== reduced)
    }
    doc.stock_reduced = false
  }
  if ((doc.status === 'processing' || doc.status === 'completed') && !doc.sales_recorded) {
    for (const item of doc.line_items)
      if (item.product_id > 0) changeStock(ctx, item.product_id, 0, item.quantity)
    doc.sales_recorded = true
  }
  if (doc.status === 'completed' && !doc.date_completed) doc.date_completed = ctx.now().toISOString()
}

function stripHtml(text: string): string {
  return text.replace(/<[^>]*>/g, '')
}

function checkCustomer(ctx: EmulatorContext, id: unknown): number {
  const customerId = Number(id ?? 0)
  if (customerId !== 0 && !getUser(ctx, customerId)) {
    throw new WpError('woocommerce_rest_invalid_customer_id', 'Customer ID is invalid.', 400)
  }
  return customerId
}

export interface CreateOrderOptions {
  /** For seeding: when the order was placed (ISO); it is also when it was paid and completed. */
  dateCreated?: string
  /** For seeding a history: leave product stock and sales as they are (they already include it). */
  keepStock?: boolean
}

/** Rule 17 to 20: defaults, validation and totals of a new order. */
export function createOrder(
  ctx: EmulatorContext,
  input: Record<string, unknown>,
  options: CreateOrderOptions = {},
): OrderDoc {
  const args = validateArgs(ARGS.orders.create, input)
  return ctx.store.transaction(() => {
    const now = options.dateCreated ?? ctx.now().toISOString()
    const doc: OrderDoc = {
      id: ctx.store.nextId('posts'),
      parent_id: Number(args.parent_id ?? 0),
      status: String(args.status ?? 'pending'),
      date_created: now,
      date_modified: now,
      date_paid: null,
      date_completed: null,
      customer_id: checkCustomer(ctx, args.customer_id),
      order_key: `wc_order_${randomToken(13)}`,
      billing: address(BILLING_FIELDS, undefined, args.billing),
      shipping: address(SHIPPING_FIELDS, undefined, args.shipping),
      payment_method: String(args.payment_method ?? ''),
      payment_method_title: stripHtml(String(args.payment_method_title ?? '')),
      transaction_id: String(args.transaction_id ?? ''),
      created_via: String(args.created_via ?? 'rest-api'),
      customer_note: String(args.customer_note ?? ''),
      meta_data: upsertMeta(ctx.store, [], args.meta_data, { dropPrivate: false }),
      line_items: [],
      shipping_lines: [],
      fee_lines: [],
      stock_reduced: false,
      sales_recorded: false,
    }
    applyLines(ctx, doc, args)
    if (args.set_paid === true) {
      doc.date_paid = now
      if (doc.status === 'pending') doc.status = 'processing'
    }
    if (doc.status === 'completed' && !doc.date_completed) doc.date_completed = now
    if (options.keepStock) {
      doc.stock_reduced = REDUCES_STOCK.has(doc.status)
      doc.sales_recorded = doc.status === 'processing' || doc.status === 'completed'
    } else {
      applyStatusEffects(ctx, doc)
    }
    save(ctx, doc, true)
    return doc
  })
}

export function updateOrder(ctx: EmulatorContext, id: number, input: Record<string, unknown>): OrderDoc {
  const doc = getOrder(ctx, id)
  if (!doc) throw new WpError('woocommerce_rest_shop_order_invalid_id', 'ID is invalid.', 400) // rule 20
  const args = validateArgs(ARGS.orders.update, input, { requireRequired: false })
  return ctx.store.transaction(() => {
    if (args.customer_id !== undefined) doc.customer_id = checkCustomer(ctx, args.customer_id)
    if (args.billing !== undefined) doc.billing = address(BILLING_FIELDS, doc.billing, args.billing)
    if (args.shipping !== undefined) doc.shipping = address(SHIPPING_FIELDS, doc.shipping, args.shipping)
    for (const key of ['payment_method', 'transaction_id', 'customer_note'] as const) {
      if (typeof args[key] === 'string') doc[key] = args[key] as string
    }
    if (typeof args.payment_method_title === 'string')
      doc.payment_method_title = stripHtml(args.payment_method_title)
    if (args.meta_data !== undefined)
      doc.meta_data = upsertMeta(ctx.store, doc.meta_data, args.meta_data, { dropPrivate: false })
    applyLines(ctx, doc, args)
    if (typeof args.status === 'string') doc.status = args.status
    if (args.set_paid === true && !doc.date_paid) {
      doc.date_paid = ctx.now().toISOString()
      if (['pending', 'failed', 'on-hold'].includes(doc.status)) doc.status = 'processing'
    }
    doc.date_modified = ctx.now().toISOString()
    applyStatusEffects(ctx, doc)
    save(ctx, doc, false)
    return doc
  })
}

/** A date the way WordPress reads `after`/`before`: site time unless it carries its own offset. */
function siteInstant(value: string): string | null {
  const date = /(Z|[+-]\d{2}:?\d{2})$/.test(value) ? new Date(value) : new Date(`${value}Z`)
  if (Number.isNaN(date.getTime())) return null
  if (!/(Z|[+-]\d{2}:?\d{2})$/.test(value)) {
    const local = new Date(`${wpDates(date).local}Z`)
    date.setTime(date.getTime() - (local.getTime() - date.getTime()))
  }
  return date.toISOString()
}

/** The column of each orderby; ties in it come back in MySQL's unstable order (unstableTieBreak). */
const ORDER_BY: Record<string, string> = {
  date: toTheSecond('date_created'),
  id: 'id',
  include: 'id',
  title: 'id',
  slug: 'id',
  modified: toTheSecond('date_modified'),
}

export function orderRoutes(app: Hono<Env>, ctx: EmulatorContext): void {
  app.get('/wp-json/wc/v3/orders', (c) => {
    requireShopManager(c.get('principal'), 'list')
    const q = query(c)
    const args = validateArgs(ARGS.orders.list, q)
    const where: string[] = []
    const params: (string | number)[] = []
    const statuses = (Array.isArray(args.status) ? args.status : [args.status ?? 'any']).map(String)
    if (statuses.includes('any'))
      where.push(`status NOT IN (${EXCLUDED_FROM_ANY.map((s) => `'${s}'`).join(',')})`)
    else {
      where.push(`status IN (${statuses.map(() => '?').join(',')})`)
      params.push(...statuses)
    }
    if (args.customer !== undefined) {
      where.push('customer_id = ?')
      params.push(Number(args.customer))
    }
    if (args.product !== undefined) {
      where.push(
        "EXISTS (SELECT 1 FROM json_each(doc, '$.line_items') WHERE json_extract(value, '$.product_id') = ?)",
      )
      params.push(Number(args.product))
    }
    if (typeof args.search === 'string' && args.search.trim() !== '') {
      where.push('search_text LIKE ?')
      params.push(`%${args.search.trim()}%`)
    }
    for (const [key, op] of [
      ['after', '>'],
      ['before', '<'],
    ] as const) {
      if (typeof args[key] === 'string') {
        const instant = siteInstant(args[key] as string)
        if (instant) {
          where.push(`date_created ${op} ?`)
          params.push(instant)
        }
      }
    }
    for (const [key, op] of [
      ['include', 'IN'],
      ['exclude', 'NOT IN'],
      ['parent', 'IN'],
    ] as const) {
      const ids = Array.isArray(args[key]) ? (args[key] as number[]) : []
      if (ids.length > 0) {
        const column = key === 'parent' ? "json_extract(doc, '$.parent_id')" : 'id'
        where.push(`${column} ${op} (${ids.map(() => '?').join(',')})`)
        params.push(...ids)
      }
    }
    const clause = `WHERE ${where.join(' AND ')}`
    const total =
      ctx.store.get<{ n: number }>(`SELECT COUNT(*) AS n FROM orders ${clause}`, ...params)?.n ?? 0
    const { limit, offset, pagination } = paginate(args, total)
    const direction = args.order === 'asc' ? 'ASC' : 'DESC'
    const rows = ctx.store.all<{ doc: string }>(
      `SELECT doc FROM orders ${clause} ORDER BY ${ORDER_BY[String(args.orderby)] ?? toTheSecond('date_created')} ${direction}, ${unstableTieBreak(limit, offset)} LIMIT ? OFFSET ?`,
      ...params,
      limit,
      offset,
    )
    return send(
      c,
      200,
      rows.map((row) => serializeOrder(ctx, JSON.parse(row.doc) as OrderDoc)),
      { ...collectionHeaders(ctx.siteUrl, 'wc/v3/orders', q, pagination), Allow: 'GET, POST' },
    )
  })

  app.get('/wp-json/wc/v3/orders/:id{[0-9]+}', (c) => {
    requireShopManager(c.get('principal'), 'view')
    const doc = getOrder(ctx, routeId(c))
    if (!doc) throw new WpError('woocommerce_rest_shop_order_invalid_id', 'Invalid ID.', 404)
    return send(c, 200, serializeOrder(ctx, doc), { Allow: 'GET, POST, PUT, PATCH, DELETE' })
  })

  app.post('/wp-json/wc/v3/orders', async (c) => {
    requireShopManager(c.get('principal'), 'create')
    const doc = createOrder(ctx, await body(c))
    return send(c, 201, serializeOrder(ctx, doc), { Allow: 'GET, POST' })
  })

  app.on(['PUT', 'PATCH'], '/wp-json/wc/v3/orders/:id{[0-9]+}', async (c) => {
    requireShopManager(c.get('principal'), 'edit')
    const doc = updateOrder(ctx, routeId(c), await body(c))
    return send(c, 200, serializeOrder(ctx, doc), { Allow: 'GET, POST, PUT, PATCH, DELETE' })
  })

  /**
   * WooCommerce's delete: with force=true the order is gone, otherwise it moves to the trash
   * (410 woocommerce_rest_already_trashed when it is there already); either way the answer is the
   * order as it was. Stock is not given back (cancel the order first for that, as in WooCommerce).
   */
  app.delete('/wp-json/wc/v3/orders/:id{[0-9]+}', (c) => {
    requireShopManager(c.get('principal'), 'delete')
    const doc = getOrder(ctx, routeId(c))
    if (!doc) throw new WpError('woocommerce_rest_shop_order_invalid_id', 'Invalid ID.', 404)
    const shown = serializeOrder(ctx, doc)
    if (query(c).force === 'true') {
      ctx.store.run('DELETE FROM orders WHERE id = ?', doc.id)
      return send(c, 200, shown, { Allow: 'GET, POST, PUT, PATCH, DELETE' })
    }
    if (doc.status === 'trash') {
      throw new WpError('woocommerce_rest_already_trashed', 'The shop_order has already been deleted.', 410)
    }
    doc.status = 'trash'
    save(ctx, doc, false)
    return send(c, 200, shown, { Allow: 'GET, POST, PUT, PATCH, DELETE' })
  })
}
