import { PAYABLE_STATUSES, STOCK_TAKING_STATUSES } from '@shop/orders'
import type { Hono } from 'hono'
import { requireShopManager } from '../auth'
import {
  type EmulatorContext,
  type MetaEntry,
  randomToken,
  storedDecimal,
  upsertMeta,
  wpDates,
} from '../context'
import { body, type Env, query, routeId, send } from '../http'
import { absoluteUrl } from '../images'
import { WpBareDataError, WpError } from '../wp/errors'
import { collectionHeaders, paginate } from '../wp/request'
import { orderArgs } from '../wp/schemas'
import { toTheSecond, unstableTieBreak } from '../wp/unstable-ties'
import { validateArgs } from '../wp/validate'
import { type Address, getUser } from './customers'
import { addOrderNote, deleteOrderNotes, type StockChange, statusChangedNote, stockNote } from './order-notes'
import { changeStock, currentPrice, getProduct, type ProductDoc, productBySku } from './products'
import {
  deleteOrderRefunds,
  insertRefund,
  type RefundDoc,
  type RefundLine,
  refundedCents,
  refundsOf,
} from './refund-rows'
import {
  exclusiveTaxes,
  findRates,
  phpNumber,
  phpRound,
  priceExcludingTax,
  rateCode,
  roundLineTax,
  type TaxSettings,
  taxSettings,
} from './taxes'

/** Taxes of one line per rate id, unrounded (WooCommerce keeps 6 decimals), as `_line_tax_data` holds them. */
export interface LineTaxes {
  total: Record<string, string>
  subtotal: Record<string, string>
}

export interface LineItem {
  id: number
  name: string
  product_id: number
  variation_id: number
  quantity: number
  tax_class: string
  /** Without tax, unrounded as WooCommerce stores it ('11.065574'); the REST answer rounds to 2 decimals. */
  subtotal: string
  total: string
  /** Taxes per rate (absent in orders stored before taxes were modelled: no tax). */
  taxes?: LineTaxes
  /** Whether the product is taxable (its tax_status); absent counts as taxable. */
  taxable?: boolean
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
  taxes?: LineTaxes
  meta_data: MetaEntry[]
}

interface FeeLine {
  id: number
  name: string
  tax_class: string
  tax_status: string
  total: string
  taxes?: LineTaxes
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
  /** The store's "prices entered with tax" when the order was made (absent in older orders: true). */
  prices_include_tax?: boolean
  /** "Round tax at subtotal level" when the totals were last calculated (absent: false, per line). */
  tax_round_at_subtotal?: boolean
  /** The rates the taxes were calculated with, as the order's tax items keep them. */
  tax_rates?: { id: number; rate_code: string; label: string; compound: boolean; rate_percent: number }[]
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

const round2 = (value: number) => phpRound(value, 2)
/** A money amount as the REST API writes it (wc_format_decimal with 2 decimals). */
const dp2 = (value: string | number) => round2(Number(value || 0)).toFixed(2)

/** How an order's line taxes are rounded (wc_round_tax_total), from what the order keeps of the settings. */
function taxRounding(doc: OrderDoc): { roundAtSubtotal: boolean; pricesIncludeTax: boolean } {
  return {
    roundAtSubtotal: doc.tax_round_at_subtotal ?? false,
    pricesIncludeTax: doc.prices_include_tax ?? true,
  }
}

/** The taxes of a line, summed over its rates: per line rounded to cents unless rounded at subtotal. */
function lineTaxTotal(
  taxes: Record<string, string> | undefined,
  rounding: ReturnType<typeof taxRounding>,
): number {
  return Object.values(taxes ?? {}).reduce((sum, tax) => sum + roundLineTax(rounding, Number(tax)), 0)
}

interface OrderTotals {
  shippingTotal: number
  cartTax: number
  shippingTax: number
  total: number
  totalTax: number
  /** Per rate id: the tax of the items and fees, and of shipping (update_taxes). */
  rates: { id: number; cart: number; shipping: number }[]
}

/**
 * WC_Abstract_Order::calculate_totals and update_taxes, from the lines as stored: line and
 * shipping totals each rounded to cents and summed, fees summed as stored (unrounded: a fee of
 * 1.475410 counts as such); taxes per rate summed line by line (each line's tax rounded to cents,
 * unless tax is rounded at subtotal level); the order total is all of it, rounded to cents.
 */
function orderTotals(doc: OrderDoc): OrderTotals {
  const rounding = taxRounding(doc)
  const cart = new Map<number, number>()
  const shipping = new Map<number, number>()
  const add = (into: Map<number, number>, taxes: LineTaxes | undefined) => {
    for (const [id, tax] of Object.entries(taxes?.total ?? {}))
      into.set(Number(id), (into.get(Number(id)) ?? 0) + roundLineTax(rounding, Number(tax)))
  }
  for (const item of doc.line_items) add(cart, item.taxes)
  for (const fee of doc.fee_lines) add(cart, fee.taxes)
  for (const line of doc.shipping_lines) add(shipping, line.taxes)
  const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0)
  const cartTotal = sum(doc.line_items.map((item) => round2(Number(item.total || 0))))
  const shippingTotal = sum(doc.shipping_lines.map((line) => round2(Number(line.total || 0))))
  const feeTotal = sum(doc.fee_lines.map((line) => Number(line.total || 0)))
  const cartTax = round2(sum(cart.values()))
  const shippingTax = round2(sum(shipping.values()))
  const ids = [...new Set([...cart.keys(), ...shipping.keys()])].sort((a, b) => a - b)
  return {
    shippingTotal,
    cartTax,
    shippingTax,
    total: round2(cartTotal + feeTotal + shippingTotal + cartTax + shippingTax),
    totalTax: round2(cartTax + shippingTax),
    rates: ids.map((id) => ({ id, cart: cart.get(id) ?? 0, shipping: shipping.get(id) ?? 0 })),
  }
}

/** The location taxes are calculated for (woocommerce_tax_based_on: shipping, else billing, else the store). */
function taxCountry(doc: OrderDoc): string {
  return doc.shipping.country || doc.billing.country || 'IT'
}

/** WC_Tax::calc_tax (exclusive) on a line's total and subtotal, per rate; a subtotal tax is never below the total's. */
function lineTaxes(total: number, subtotal: number, rates: ReturnType<typeof findRates>): LineTaxes {
  const strings = (taxes: Map<number, number>) =>
    Object.fromEntries([...taxes].map(([id, tax]) => [String(id), phpNumber(tax)]))
  const onTotal = exclusiveTaxes(total, rates)
  const onSubtotal = exclusiveTaxes(subtotal, rates)
  const sum = (taxes: Map<number, number>) => [...taxes.values()].reduce((a, b) => a + b, 0)
  return { total: strings(onTotal), subtotal: strings(sum(onSubtotal) < sum(onTotal) ? onTotal : onSubtotal) }
}

/**
 * WC_Order_Item_Fee::calculate_taxes for a negative fee (10.0.2): taxed whatever its tax status
 * (a real store gave a 'Cauzione vuoti resi' of -1.20 with tax_status 'none' a tax of -0.11),
 * its total apportioned to the tax classes of the order's other lines in proportion to their
 * totals without tax (get_tax_class_costs: lines of a negative total left out, lines not taxable
 * counted apart and given no tax, shipping's 'inherit' class the items' first), each share taxed
 * with its class's rates. REAL-STORE-DIFFERENCES.md.
 */
function negativeFeeTaxes(
  settings: TaxSettings,
  country: string,
  doc: OrderDoc,
  fee: FeeLine,
): Record<string, string> {
  const itemClasses = [
    ...new Set(doc.line_items.filter((item) => item.taxable !== false).map((item) => item.tax_class)),
  ]
  const costs = new Map<string | null, number>()
  const count = (taxClass: string | null, total: number) => {
    if (total >= 0) costs.set(taxClass, (costs.get(taxClass) ?? 0) + total)
  }
  for (const item of doc.line_items)
    count(item.taxable === false ? null : item.tax_class, Number(item.total || 0))
  for (const other of doc.fee_lines)
    count(other.tax_status === 'taxable' ? other.tax_class : null, Number(other.total || 0))
  for (const line of doc.shipping_lines) count(itemClasses[0] ?? '', Number(line.total || 0))
  const totalCosts = [...costs.values()].reduce((sum, cost) => sum + cost, 0)
  const taxes = new Map<number, number>()
  if (totalCosts === 0) return {}
  for (const [taxClass, cost] of costs) {
    if (taxClass === null || cost === 0) continue
    const share = Number(fee.total || 0) * (cost / totalCosts)
    for (const [id, tax] of exclusiveTaxes(share, findRates(settings, country, taxClass)))
      taxes.set(id, (taxes.get(id) ?? 0) + tax)
  }
  return Object.fromEntries([...taxes].map(([id, tax]) => [String(id), phpNumber(tax)]))
}

/**
 * WC_Abstract_Order::calculate_taxes: every line's taxes from the rates of the order's location,
 * on its total without tax (items and fees by their tax class, shipping with the rates that apply
 * to shipping). What the totals are made of afterwards (orderTotals).
 */
function calculateTaxes(settings: TaxSettings, doc: OrderDoc): void {
  const country = taxCountry(doc)
  for (const item of doc.line_items) {
    const rates =
      item.taxable === false || item.product_id <= 0 ? [] : findRates(settings, country, item.tax_class)
    item.taxes = lineTaxes(Number(item.total || 0), Number(item.subtotal || 0), rates)
  }
  for (const fee of doc.fee_lines) {
    const rates = fee.tax_status === 'taxable' ? findRates(settings, country, fee.tax_class) : []
    fee.taxes = { total: lineTaxes(Number(fee.total || 0), 0, rates).total, subtotal: {} }
  }
  for (const fee of doc.fee_lines)
    if (Number(fee.total || 0) < 0)
      fee.taxes = { total: negativeFeeTaxes(settings, country, doc, fee), subtotal: {} }
  // The store's shipping tax class is 'inherit' (WooCommerce's default): shipping takes the class
  // of the order's taxable items, standard first, and no VAT at all when no item is taxable (as
  // the real 10.0.2 store answered). An item whose product is gone counts as taxable, as in
  // WC_Order_Item_Product::get_tax_status.
  const itemClasses = doc.line_items
    .filter((item) => item.taxable !== false || item.product_id <= 0)
    .map((item) => item.tax_class)
  const shippingClass = itemClasses.includes('') ? '' : itemClasses[0]
  for (const line of doc.shipping_lines) {
    const rates = shippingClass === undefined ? [] : findRates(settings, country, shippingClass, true)
    line.taxes = { total: lineTaxes(Number(line.total || 0), 0, rates).total, subtotal: {} }
  }
  doc.tax_round_at_subtotal = settings.roundAtSubtotal
  doc.tax_rates = settings.rates.map((rate) => ({
    id: rate.id,
    rate_code: rateCode(rate),
    label: rate.name,
    compound: rate.compound,
    rate_percent: rate.rate,
  }))
}

/**
 * A line's taxes as the REST API lists them: [{ id, total, subtotal }], each to 2 decimals as
 * wc_format_decimal writes them (number_format: a tie goes up, so a tax of 0.055 is listed "0.06"
 * while the line's `total_tax` is 0.05 on a store with prices entered with tax, as the real store
 * answered); a line without a subtotal tax (shipping, fees) lists ''.
 */
function restTaxes(taxes: LineTaxes | undefined) {
  const subtotals = taxes?.subtotal ?? {}
  return Object.entries(taxes?.total ?? {}).map(([id, total]) => ({
    id: Number(id),
    total: dp2(total),
    subtotal: subtotals[id] === undefined ? '' : dp2(subtotals[id]),
  }))
}

/**
 * Order meta as WooCommerce reads it back (row 9 of REAL-STORE-DIFFERENCES.md): entries sorted by
 * key the way MySQL's utf8mb4_unicode_520_ci collation sorts them (case- and accent-blind,
 * punctuation such as '_' before letters), ties in the order they were added.
 */
const metaKeyOrder = new Intl.Collator('en', { sensitivity: 'base' })
function sortedMeta(meta: readonly MetaEntry[]): MetaEntry[] {
  return [...meta].sort((a, b) => metaKeyOrder.compare(a.key, b.key) || a.id - b.id)
}

/**
 * A meta value as the database gives it back (row 9): a number or a boolean is stored as text
 * (5 → "5", true → "1", false → ""); text, lists and objects are kept (WordPress serialises those).
 */
export function storedMetaValue(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? '1' : ''
  if (typeof value === 'number') return Number.isFinite(value) ? phpNumber(value) : ''
  return value
}

function storedMeta(meta: MetaEntry[]): MetaEntry[] {
  return meta.map((entry) => ({ ...entry, value: storedMetaValue(entry.value) }))
}

export function serializeOrder(ctx: EmulatorContext, doc: OrderDoc) {
  const created = wpDates(doc.date_created)
  const modified = wpDates(doc.date_modified)
  const paid = doc.date_paid ? wpDates(doc.date_paid) : null
  const completed = doc.date_completed ? wpDates(doc.date_completed) : null
  const totals = orderTotals(doc)
  const total = dp2(totals.total)
  const rounding = taxRounding(doc)
  return {
    id: doc.id,
    parent_id: doc.parent_id,
    status: doc.status,
    currency: 'EUR',
    version: '11.0.1',
    prices_include_tax: doc.prices_include_tax ?? true,
    date_created: created.local,
    date_modified: modified.local,
    discount_total: '0.00',
    discount_tax: '0.00',
    shipping_total: dp2(totals.shippingTotal),
    shipping_tax: dp2(totals.shippingTax),
    cart_tax: dp2(totals.cartTax),
    total,
    total_tax: dp2(totals.totalTax),
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
    meta_data: sortedMeta(doc.meta_data),
    line_items: doc.line_items.map((item) => ({
      id: item.id,
      name: item.name,
      product_id: item.product_id,
      variation_id: item.variation_id,
      quantity: item.quantity,
      tax_class: item.tax_class,
      subtotal: dp2(item.subtotal),
      subtotal_tax: dp2(lineTaxTotal(item.taxes?.subtotal, rounding)),
      total: dp2(item.total),
      total_tax: dp2(lineTaxTotal(item.taxes?.total, rounding)),
      taxes: restTaxes(item.taxes),
      meta_data: item.meta_data.map((m) => ({ ...m, display_key: m.key, display_value: m.value })),
      sku: item.sku,
      global_unique_id: item.global_unique_id,
      // WC_Abstract_Order::get_item_total: the unit price without tax, unrounded.
      price: item.quantity !== 0 ? Number(phpNumber(Number(item.total) / item.quantity)) : 0,
      image: item.image,
      parent_name: null,
    })),
    tax_lines: totals.rates.map((entry) => {
      const rate = doc.tax_rates?.find((r) => r.id === entry.id)
      return {
        id: entry.id,
        rate_code: rate?.rate_code ?? '',
        rate_id: entry.id,
        label: rate?.label ?? '',
        compound: rate?.compound ?? false,
        tax_total: dp2(entry.cart),
        shipping_tax_total: dp2(entry.shipping),
        rate_percent: rate?.rate_percent ?? 0,
        meta_data: [],
      }
    }),
    shipping_lines: doc.shipping_lines.map(({ taxes, ...line }) => ({
      ...line,
      total: dp2(line.total),
      total_tax: dp2(lineTaxTotal(taxes?.total, rounding)),
      taxes: restTaxes(taxes),
      tax_status: 'taxable',
    })),
    fee_lines: doc.fee_lines.map(({ taxes, ...line }) => ({
      ...line,
      total: dp2(line.total),
      total_tax: dp2(lineTaxTotal(taxes?.total, rounding)),
      taxes: restTaxes(taxes),
    })),
    coupon_lines: [],
    // WC_Order::get_refunds, newest first: id, reason and the negative total ('-0.00' for a refund of 0).
    refunds: refundsOf(ctx, doc.id).map((refund) => ({
      id: refund.id,
      reason: refund.reason,
      total: `-${refund.amount}`,
    })),
    payment_url: `${ctx.siteUrl}/checkout/order-pay/${doc.id}/?pay_for_order=true&key=${doc.order_key}`,
    is_editable: ['pending', 'on-hold', 'auto-draft', 'checkout-draft'].includes(doc.status),
    needs_payment: PAYABLE_STATUSES.has(doc.status) && totals.total > 0,
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

/**
 * A new line's quantity of 0 is a fatal error in WooCommerce (row 7 of REAL-STORE-DIFFERENCES.md:
 * 500 internal_server_error "There has been a critical error on this website."), and nothing is
 * saved. A quantity of 0 on an existing line (with its id) removes the line instead.
 */
function criticalError(): WpError {
  return new WpError('internal_server_error', 'There has been a critical error on this website.', 500)
}

/**
 * A line's totals without tax (wc_get_price_excluding_tax): the product's price times the
 * quantity, less the store's own VAT when prices are entered with tax; unrounded, as WooCommerce
 * keeps them.
 */
function lineTotalExcludingTax(settings: TaxSettings, product: ProductDoc, quantity: number): string {
  const price = Number(currentPrice(product) || 0)
  return phpNumber(
    priceExcludingTax(settings, price * quantity, product.tax_status === 'taxable', product.tax_class),
  )
}

/** A line item from its request (rule 18): a product reference is required; an unknown product id makes an empty line. */
function lineItem(ctx: EmulatorContext, settings: TaxSettings, input: Record<string, unknown>): LineItem {
  const hasId = input.product_id !== undefined && input.product_id !== null && input.product_id !== ''
  const hasSku = typeof input.sku === 'string' && input.sku !== ''
  if (!hasId && !hasSku)
    throw new WpError('woocommerce_rest_required_product_reference', 'Product ID or SKU is required.', 400)
  const quantity = Number.isFinite(Number(input.quantity ?? 1)) ? Math.trunc(Number(input.quantity ?? 1)) : 1
  if (quantity === 0) throw criticalError()
  const product = hasId ? getProduct(ctx, Number(input.product_id)) : productBySku(ctx, String(input.sku))
  if (!product) {
    return {
      id: ctx.store.nextId('order_items'),
      name: '',
      product_id: 0,
      variation_id: 0,
      quantity,
      tax_class: '',
      subtotal: '0',
      total: '0',
      taxable: false,
      sku: null,
      global_unique_id: null,
      price: 0,
      image: { id: 0, src: '' },
      meta_data: [],
    }
  }
  const withoutTax = lineTotalExcludingTax(settings, product, quantity)
  // Totals sent with the line are totals without tax (WooCommerce adds the taxes to them).
  const subtotal = typeof input.subtotal === 'string' ? input.subtotal : withoutTax
  const total = typeof input.total === 'string' ? input.total : withoutTax
  const image = product.images[0]
  return {
    id: ctx.store.nextId('order_items'),
    name: product.name,
    product_id: product.id,
    variation_id: 0,
    quantity,
    tax_class: product.tax_class,
    subtotal,
    total,
    taxable: product.tax_status === 'taxable',
    sku: product.sku,
    global_unique_id: product.global_unique_id,
    price: Number(currentPrice(product) || 0),
    image: image ? { id: String(image.id), src: absoluteUrl(ctx, image.src) } : { id: '', src: '' },
    meta_data: upsertMeta(ctx.store, [], input.meta_data, { dropPrivate: false }),
  }
}

function applyLines(
  ctx: EmulatorContext,
  settings: TaxSettings,
  doc: OrderDoc,
  args: Record<string, unknown>,
): void {
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
          const product = existing.product_id > 0 ? getProduct(ctx, existing.product_id) : null
          const withoutTax = product ? lineTotalExcludingTax(settings, product, existing.quantity) : '0'
          existing.subtotal = typeof raw.subtotal === 'string' ? raw.subtotal : withoutTax
          existing.total = typeof raw.total === 'string' ? raw.total : withoutTax
        }
      } else {
        doc.line_items.push(lineItem(ctx, settings, raw ?? {}))
      }
    }
  }
  if (Array.isArray(args.shipping_lines)) {
    for (const raw of args.shipping_lines as Record<string, unknown>[]) {
      const existing =
        typeof raw?.id === 'number' ? doc.shipping_lines.find((line) => line.id === raw.id) : undefined
      if (existing && raw.method_id === null)
        doc.shipping_lines.splice(doc.shipping_lines.indexOf(existing), 1)
      else if (existing) {
        if (raw.total !== undefined) existing.total = storedDecimal(raw.total)
      } else {
        doc.shipping_lines.push({
          id: ctx.store.nextId('order_items'),
          method_title: String(raw?.method_title ?? ''),
          method_id: String(raw?.method_id ?? ''),
          instance_id: String(raw?.instance_id ?? ''),
          total: storedDecimal(raw?.total ?? '0'),
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
          // A fee is taxable unless sent with tax_status 'none' (the real store then adds no VAT).
          tax_status: raw?.tax_status === 'none' ? 'none' : 'taxable',
          total: storedDecimal(raw?.total ?? '0'),
          meta_data: [],
        })
      }
    }
  }
}

/**
 * Stock follows the status as in WooCommerce: reduced once when an order reaches processing,
 * completed or on-hold (each line records _reduced_stock), restored when it is cancelled after
 * that (wc_maybe_increase_stock_levels; not when it turns refunded: a real 10.0.2 gave nothing
 * back, reference/order-refunds.json, only refunded lines with a quantity are restocked); total_sales is counted once, at processing or completed. Returns the
 * products' stock changes, for the store's notes.
 */
function applyStatusEffects(
  ctx: EmulatorContext,
  doc: OrderDoc,
): { reduced: StockChange[]; increased: StockChange[] } {
  const reduced: StockChange[] = []
  const increased: StockChange[] = []
  const change = (item: LineItem, delta: number, into: StockChange[]) => {
    const left = changeStock(ctx, item.product_id, delta)
    const product = left === null ? null : getProduct(ctx, item.product_id)
    if (left !== null && product)
      into.push({ name: product.name, sku: product.sku, productId: product.id, from: left - delta, to: left })
    return left
  }
  if (STOCK_TAKING_STATUSES.has(doc.status) && !doc.stock_reduced) {
    for (const item of doc.line_items) {
      if (item.product_id <= 0) continue
      const left = change(item, -item.quantity, reduced)
      if (left !== null)
        item.meta_data.push({
          id: ctx.store.nextId('meta'),
          key: '_reduced_stock',
          value: String(item.quantity),
        })
    }
    doc.stock_reduced = true
  }
  if (doc.status === 'cancelled' && doc.stock_reduced) {
    for (const item of doc.line_items) {
      const reducedBy = item.meta_data.find((m) => m.key === '_reduced_stock')
      if (!reducedBy) continue
      change(item, Number(reducedBy.value), increased)
      item.meta_data = item.meta_data.filter((m) => m !== reducedBy)
    }
    doc.stock_reduced = false
  }
  if ((doc.status === 'processing' || doc.status === 'completed') && !doc.sales_recorded) {
    for (const item of doc.line_items)
      if (item.product_id > 0) changeStock(ctx, item.product_id, 0, item.quantity)
    doc.sales_recorded = true
  }
  if (doc.status === 'completed' && !doc.date_completed) doc.date_completed = ctx.now().toISOString()
  return { reduced, increased }
}

/**
 * The store's own notes of a request that moved the order from `from` (WC_Order::status_transition,
 * after the order is saved): first what the new status's hooks did to the stock (wc_reduce_stock_levels
 * on on-hold, processing and completed, wc_increase_stock_levels on cancelled), then 'Order status
 * changed from … to ….'. A stock change WooCommerce would not have made here (the emulator's at
 * out-for-delivery or refunded) gets no note.
 */
function addStatusNotes(
  ctx: EmulatorContext,
  doc: OrderDoc,
  from: string,
  stock: ReturnType<typeof applyStatusEffects>,
): void {
  if (from === doc.status) return
  if (stock.reduced.length > 0 && ['on-hold', 'processing', 'completed'].includes(doc.status))
    addOrderNote(ctx, doc.id, stockNote('reduced', stock.reduced))
  if (stock.increased.length > 0 && doc.status === 'cancelled')
    addOrderNote(ctx, doc.id, stockNote('increased', stock.increased))
  addOrderNote(ctx, doc.id, statusChangedNote(from, doc.status))
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

/** Whether an order has a product to send (WC_Order::needs_processing: anything not virtual and downloadable). */
function needsProcessing(doc: OrderDoc): boolean {
  return doc.line_items.some((item) => item.product_id > 0)
}

/** WC_Order::needs_payment: pending or failed, and not free. */
function needsPayment(doc: OrderDoc): boolean {
  return PAYABLE_STATUSES.has(doc.status) && orderTotals(doc).total > 0
}

/**
 * The status a completed payment moves an order to (woocommerce_payment_complete_order_status):
 * processing when there is something to send, completed otherwise; always completed for cash on
 * delivery, whose gateway filters it so (row 8 of REAL-STORE-DIFFERENCES.md: set_paid with cod →
 * completed).
 */
function paymentCompleteStatus(doc: OrderDoc): string {
  if (doc.payment_method === 'cod') return 'completed'
  return needsProcessing(doc) ? 'processing' : 'completed'
}

/** WC_Order::payment_complete: from on-hold, pending, failed or cancelled to the paid status, paid now. */
function paymentComplete(doc: OrderDoc, now: string): void {
  if (!['on-hold', 'pending', 'failed', 'cancelled'].includes(doc.status)) return
  doc.date_paid ??= now
  const from = doc.status
  doc.status = paymentCompleteStatus(doc)
  statusTransition(doc, from, now)
}

/**
 * WC_Order::set_status on a change of status: maybe_set_date_paid (an order reaching the status
 * a payment would move it to counts as paid then: processing, or completed for cash on delivery
 * and orders with nothing to send; completed after processing too) and maybe_set_date_completed.
 */
function statusTransition(doc: OrderDoc, from: string, now: string): void {
  if (from === doc.status) return
  if (!doc.date_paid) {
    const paidStatus = paymentCompleteStatus(doc)
    if (doc.status === paidStatus || (paidStatus === 'processing' && doc.status === 'completed'))
      doc.date_paid = now
  }
  if (doc.status === 'completed' && !doc.date_completed) doc.date_completed = now
}

export interface CreateOrderOptions {
  /** For seeding: when the order was placed (ISO); it is also when it was paid and completed. */
  dateCreated?: string
  /** For seeding a history: leave product stock and sales as they are (they already include it), and write no notes. */
  keepStock?: boolean
}

/** Rule 17 to 20: defaults, validation and totals of a new order. */
export function createOrder(
  ctx: EmulatorContext,
  input: Record<string, unknown>,
  options: CreateOrderOptions = {},
): OrderDoc {
  const args = validateArgs(orderArgs(ctx.plugins).create, input)
  const settings = taxSettings(ctx)
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
      meta_data: storedMeta(upsertMeta(ctx.store, [], args.meta_data, { dropPrivate: false })),
      line_items: [],
      shipping_lines: [],
      fee_lines: [],
      prices_include_tax: settings.pricesIncludeTax,
      stock_reduced: false,
      sales_recorded: false,
    }
    applyLines(ctx, settings, doc, args)
    calculateTaxes(settings, doc)
    // A new order's status moves from pending (WC_Order::get_status' default) to the one asked for.
    statusTransition(doc, 'pending', now)
    if (args.set_paid === true) {
      // The REST API's set_paid on create: WC_Order::payment_complete, date paid included.
      doc.date_paid = now
      paymentComplete(doc, now)
    }
    if (doc.status === 'completed' && !doc.date_completed) doc.date_completed = now
    if (options.keepStock) {
      doc.stock_reduced = STOCK_TAKING_STATUSES.has(doc.status)
      doc.sales_recorded = doc.status === 'processing' || doc.status === 'completed'
      save(ctx, doc, true)
    } else {
      const stock = applyStatusEffects(ctx, doc)
      save(ctx, doc, true)
      addStatusNotes(ctx, doc, 'pending', stock)
    }
    return doc
  })
}

export function updateOrder(ctx: EmulatorContext, id: number, input: Record<string, unknown>): OrderDoc {
  const doc = getOrder(ctx, id)
  if (!doc) throw new WpError('woocommerce_rest_shop_order_invalid_id', 'ID is invalid.', 400) // rule 20
  const args = validateArgs(orderArgs(ctx.plugins).update, input, { requireRequired: false })
  const settings = taxSettings(ctx)
  return ctx.store.transaction(() => {
    const now = ctx.now().toISOString()
    const from = doc.status
    if (args.customer_id !== undefined) doc.customer_id = checkCustomer(ctx, args.customer_id)
    if (args.billing !== undefined) doc.billing = address(BILLING_FIELDS, doc.billing, args.billing)
    if (args.shipping !== undefined) doc.shipping = address(SHIPPING_FIELDS, doc.shipping, args.shipping)
    for (const key of ['payment_method', 'transaction_id', 'customer_note'] as const) {
      if (typeof args[key] === 'string') doc[key] = args[key] as string
    }
    if (typeof args.payment_method_title === 'string')
      doc.payment_method_title = stripHtml(args.payment_method_title)
    if (args.meta_data !== undefined)
      doc.meta_data = storedMeta(upsertMeta(ctx.store, doc.meta_data, args.meta_data, { dropPrivate: false }))
    applyLines(ctx, settings, doc, args)
    // WooCommerce recalculates the totals, taxes included, when the lines or the addresses change.
    if (
      ['billing', 'shipping', 'line_items', 'shipping_lines', 'fee_lines'].some(
        (key) => args[key] !== undefined,
      )
    )
      calculateTaxes(settings, doc)
    if (typeof args.status === 'string') doc.status = args.status
    statusTransition(doc, from, now)
    // set_paid on update completes the payment only of an order that needs one (pending or failed, not free).
    if (args.set_paid === true && needsPayment(doc)) paymentComplete(doc, now)
    doc.date_modified = now
    const stock = applyStatusEffects(ctx, doc)
    save(ctx, doc, false)
    addStatusNotes(ctx, doc, from, stock)
    if (from !== doc.status && doc.status === 'refunded') orderFullyRefunded(ctx, doc)
    return doc
  })
}

/**
 * wc_order_fully_refunded, on any change of status to 'refunded': what is left to refund becomes
 * a refund ('Order fully refunded.', no payment refunded, no stock back) with a note telling the
 * operator to pay it back themselves (a real 10.0.2 on PUT status 'refunded', order-refunds.json).
 */
function orderFullyRefunded(ctx: EmulatorContext, doc: OrderDoc): void {
  const left = Math.round(orderTotals(doc).total * 100) - refundedCents(ctx, doc.id)
  if (left <= 0) return
  insertRefund(ctx, {
    id: ctx.store.nextId('posts'),
    order_id: doc.id,
    date_created: ctx.now().toISOString(),
    amount: (left / 100).toFixed(2),
    reason: 'Order fully refunded.',
    refunded_by: 1,
    refunded_payment: false,
    line_items: [],
    meta_data: [],
  })
  addOrderNote(
    ctx,
    doc.id,
    'Order status set to refunded. To return funds to the customer you will need to issue a refund through your payment gateway.',
  )
}

/** PHP's is_numeric (PHP 8: leading and trailing whitespace allowed). */
const PHP_NUMERIC = /^[ \t\n\r\v\f]*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?[ \t\n\r\v\f]*$/

/**
 * PHP 8's `a > b` for what a refund's amount can be (a number or a string): numbers and numeric
 * strings as numbers, a number and a non-numeric string as strings ('dieci' > '8.07'). So 'dieci' is more than any amount left, and '' less than 0.
 */
function phpGreater(a: number | string, b: number | string): boolean {
  const numeric = (v: number | string) => typeof v === 'number' || PHP_NUMERIC.test(v)
  if (numeric(a) && numeric(b)) return Number(a) > Number(b)
  return String(a) > String(b)
}

/** What a refund's `line_items` asks of one order line (RestApiParameterUtil's shape: qty, refund_total, refund_tax). */
interface RefundLineArgs {
  qty: number
  refundTotal: unknown
  refundTax: Record<string, unknown>
}

/**
 * RestApiParameterUtil::adjust_create_refund_request_parameters: `line_items` as a list of
 * `{ id, quantity, refund_total, refund_tax: [{ id, refund_total }] }` keyed by line id.
 */
function refundLineArgs(lines: unknown): Map<number, RefundLineArgs> {
  const out = new Map<number, RefundLineArgs>()
  if (!Array.isArray(lines)) return out
  for (const raw of lines) {
    if (typeof raw !== 'object' || raw === null) continue
    const line = raw as Record<string, unknown>
    if (line.id === undefined) return new Map()
    const taxes: Record<string, unknown> = {}
    if (Array.isArray(line.refund_tax))
      for (const tax of line.refund_tax as Record<string, unknown>[])
        if (tax && tax.id !== undefined && tax.refund_total !== undefined)
          taxes[String(tax.id)] = tax.refund_total
    out.set(Number(line.id), {
      qty: Number(line.quantity ?? line.qty ?? 0) || 0,
      refundTotal: line.refund_total,
      refundTax: taxes,
    })
  }
  return out
}

/** calculate_refund_amount_from_line_items: the lines' refund_total and taxes summed, or null when one is not numeric. */
function amountFromLines(lines: Map<number, RefundLineArgs>): string | null {
  if (lines.size === 0) return null
  let amount = 0
  for (const line of lines.values()) {
    if (!PHP_NUMERIC.test(String(line.refundTotal ?? ''))) return null
    amount += Number(line.refundTotal)
    for (const tax of Object.values(line.refundTax)) {
      if (!PHP_NUMERIC.test(String(tax))) return null
      amount += Number(tax)
    }
  }
  return String(amount)
}

/** The payment gateways that can refund by themselves: none in this store (bacs, cod and cheque cannot; the card and PayPal stand-ins take no refunds through WooCommerce). */
const GATEWAYS_WITH_REFUNDS: ReadonlySet<string> = new Set()

const refundError = (message: string) =>
  new WpBareDataError('woocommerce_rest_cannot_create_order_refund', message, 500)

/**
 * POST orders/{id}/refunds as a real WooCommerce 10.0.2 answered it (reference/order-refunds.json;
 * WC_REST_Order_Refunds_Controller over wc_create_refund). `args` are already validated against the
 * recorded schema (`amount` a string). Errors are WP_Errors with a bare number as data (HTTP 500).
 * A refund of 0 is made (even on an order refunded in full); the order turns 'refunded' when its
 * refunds reach its total; stock comes back only for `line_items` with a quantity (api_restock).
 * Nothing serialises two refunds of one order on a real store (4 full refunds at once: 3 made):
 * here requests run one at a time, so the emulator never over-refunds where a real store might.
 */
export function createRefund(
  ctx: EmulatorContext,
  orderId: number,
  args: Record<string, unknown>,
): RefundDoc {
  const made = ctx.store.transaction((): RefundDoc | WpError => {
    const doc = getOrder(ctx, orderId)
    if (!doc) throw new WpBareDataError('woocommerce_rest_invalid_order_id', 'Invalid order ID.', 404)
    const lines = refundLineArgs(args.line_items)
    const given =
      args.amount === undefined || args.amount === null ? amountFromLines(lines) : String(args.amount)
    if (given !== null && phpGreater(0, given))
      throw new WpBareDataError(
        'woocommerce_rest_invalid_order_refund',
        'Refund amount must be greater than zero.',
        400,
      )
    const leftCents = Math.round(orderTotals(doc).total * 100) - refundedCents(ctx, doc.id)
    if (given !== null && phpGreater(given, Number((leftCents / 100).toFixed(2))))
      throw refundError('Invalid refund amount.')
    const amount = phpRound(Number.parseFloat(given ?? '0') || 0, 2)
    const now = ctx.now().toISOString()
    const refundLines: RefundLine[] = []
    for (const item of doc.line_items) {
      const line = lines.get(item.id)
      if (!line) continue
      const taxes = Object.fromEntries(
        Object.entries(line.refundTax)
          .filter(([, value]) => Number(value) !== 0)
          .map(([rate, value]) => [rate, (-phpRound(Number(value) || 0, 2)).toFixed(2)]),
      )
      if (!line.qty && !Number(line.refundTotal) && Object.keys(taxes).length === 0) continue
      refundLines.push({
        id: ctx.store.nextId('order_items'),
        name: item.name,
        product_id: item.product_id,
        variation_id: item.variation_id,
        quantity: -line.qty,
        tax_class: item.tax_class,
        total: (-phpRound(Number(line.refundTotal) || 0, 2)).toFixed(2),
        taxes,
        sku: item.sku,
        meta_data: [{ id: ctx.store.nextId('meta'), key: '_refunded_item_id', value: String(item.id) }],
      })
    }
    const refund: RefundDoc = {
      id: ctx.store.nextId('posts'),
      order_id: doc.id,
      date_created: now,
      amount: amount.toFixed(2),
      reason: typeof args.reason === 'string' ? args.reason : '',
      refunded_by: 1,
      refunded_payment: false,
      line_items: refundLines,
      meta_data: [],
    }
    // api_refund (true unless sent false): wc_refund_payment, which no gateway here supports; the
    // refund is deleted again (its id spent, as on a real store).
    if (args.api_refund !== false) {
      const gateway = ctx.store.get<{ id: string }>(
        'SELECT id FROM gateways WHERE id = ?',
        doc.payment_method,
      )
      return refundError(
        !gateway
          ? 'The payment gateway for this order does not exist.'
          : GATEWAYS_WITH_REFUNDS.has(gateway.id)
            ? 'An error occurred while attempting to create the refund using the payment gateway API.'
            : 'The payment gateway for this order does not support automatic refunds.',
      )
    }
    insertRefund(ctx, refund)
    if (args.api_restock !== false) restockRefundedLines(ctx, doc, lines)
    doc.date_modified = now
    const from = doc.status
    // wc_create_refund: nothing left to refund → wc_order_fully_refunded's status change.
    if (leftCents - Math.round(amount * 100) <= 0 && doc.status !== 'refunded') doc.status = 'refunded'
    statusTransition(doc, from, now)
    save(ctx, doc, false)
    addStatusNotes(ctx, doc, from, { reduced: [], increased: [] })
    return refund
  })
  if (made instanceof WpError) throw made
  return made
}

/** wc_restock_refunded_items: a refunded line's quantity back in stock, once per unit the order took. */
function restockRefundedLines(ctx: EmulatorContext, doc: OrderDoc, lines: Map<number, RefundLineArgs>): void {
  for (const item of doc.line_items) {
    const line = lines.get(item.id)
    const reduced = item.meta_data.find((m) => m.key === '_reduced_stock')
    if (!line?.qty || !reduced || Number(reduced.value) === 0) continue
    const product = getProduct(ctx, item.product_id)
    if (!product?.manage_stock) continue
    const from = product.stock_quantity ?? 0
    const to = changeStock(ctx, item.product_id, line.qty)
    reduced.value = String(Number(reduced.value) - line.qty)
    const restocked = item.meta_data.find((m) => m.key === '_restock_refunded_items')
    if (restocked) restocked.value = String(Number(restocked.value) + line.qty)
    else
      item.meta_data.push({
        id: ctx.store.nextId('meta'),
        key: '_restock_refunded_items',
        value: String(line.qty),
      })
    addOrderNote(ctx, doc.id, `Item #${item.product_id} stock increased from ${from} to ${to}.`)
  }
}

/**
 * An `after`/`before`/`modified_*` date-time as the orders list reads it, the way WordPress's
 * WP_Date_Query::build_mysql_datetime does on a real store (rows 12 and 17 of
 * REAL-STORE-DIFFERENCES.md): a value with an offset ('Z', '+01:00') is turned into the site's wall
 * time (Europe/Rome); one without is taken as written; fractions of a second are dropped. That wall
 * time is then compared with the GMT dates when `dates_are_gmt=true`, else with the site's: so
 * '…T11:04:14Z' with `dates_are_gmt=true` names 12:04:14 GMT in winter, an hour late, as on the
 * real store, and only a GMT date-time without offset names the instant meant. The value is already
 * a valid date-time (validateArgs refused a date alone with rest_invalid_param).
 */
export function queryInstant(value: string, datesAreGmt: boolean): string | null {
  const normalised = value.replace(' ', 'T').replace(',', '.')
  const hasOffset = /([Zz]|[+-]\d{2}(:?\d{2})?)$/.test(normalised)
  let wall: string
  if (hasOffset) {
    const instant = new Date(normalised.replace(/z$/, 'Z'))
    if (Number.isNaN(instant.getTime())) return null
    wall = wpDates(instant).local
  } else wall = normalised.slice(0, 19)
  const date = new Date(`${wall}Z`)
  if (Number.isNaN(date.getTime())) return null
  if (!datesAreGmt) {
    // The wall clock in Rome: step back by the zone's offset (twice, in case a DST change lies between).
    const wallClock = date.getTime()
    for (let i = 0; i < 2; i++)
      date.setTime(date.getTime() - (new Date(`${wpDates(date).local}Z`).getTime() - wallClock))
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
    const args = validateArgs(orderArgs(ctx.plugins).list, q)
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
    for (const [key, column, op] of [
      ['after', 'date_created', '>'],
      ['before', 'date_created', '<'],
      ['modified_after', 'date_modified', '>'],
      ['modified_before', 'date_modified', '<'],
    ] as const) {
      if (typeof args[key] === 'string') {
        const instant = queryInstant(args[key] as string, args.dates_are_gmt === true)
        if (instant) {
          // MySQL's DATETIME columns hold whole seconds: the comparison is strict, to the second.
          where.push(`${toTheSecond(column)} ${op} ?`)
          params.push(instant.slice(0, 19))
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
      deleteOrderNotes(ctx, doc.id)
      deleteOrderRefunds(ctx, doc.id)
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
