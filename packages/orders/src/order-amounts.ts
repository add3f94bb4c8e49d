import { wooCents } from './woo-money'

/** A line of a WooCommerce order as orderAmounts reads it: a line item, a shipping line or a fee. */
export interface OrderAmountLine {
  /** The line's total as WooCommerce writes it: without tax when the store charges tax ('11.07'). */
  total?: string | number | null | undefined
  /** The line's tax ('2.43'); absent or blank when there is none. */
  total_tax?: string | number | null | undefined
}

/** What orderAmounts reads of a WooCommerce order (REST API v3 field names). */
export interface OrderAmountsSource {
  /** What the customer pays, tax included ('33.40'). */
  total?: string | number | null | undefined
  /** The tax the total includes ('6.02'). */
  total_tax?: string | number | null | undefined
  line_items?: readonly OrderAmountLine[] | null | undefined
  shipping_lines?:
    | readonly (OrderAmountLine & { method_title?: string | null | undefined })[]
    | null
    | undefined
  fee_lines?: readonly (OrderAmountLine & { name?: string | null | undefined })[] | null | undefined
}

/** A shipping line or a fee as the customer reads it. */
export interface OrderCharge {
  label: string
  /** Tax included, in cents. */
  cents: number
}

/** An order's amounts as an Italian customer reads them: every amount tax included, in whole cents. */
export interface OrderAmounts {
  /** Each line item (in the order's order), its tax included. */
  items: number[]
  /** Shipping lines, tax included. */
  shipping: OrderCharge[]
  /** Fees (a deposit, a surcharge), tax included. */
  fees: OrderCharge[]
  /** The VAT the total includes: what 'di cui IVA' says. */
  tax: number
  /**
   * What WooCommerce's total differs from the lines by (total − items − shipping − fees): 0 with
   * WooCommerce's default rounding of tax per line; a cent or so when the store rounds tax at
   * subtotal level. Shown as its own line ('Arrotondamento'), so that the lines always add up to
   * the total the customer pays.
   */
  rounding: number
  /** WooCommerce's total: what the customer pays. */
  total: number
}

const cents = (value: unknown): number => wooCents(value) ?? 0
const withTax = (line: OrderAmountLine | null | undefined) => cents(line?.total) + cents(line?.total_tax)
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)
const label = (text: string | null | undefined, fallback: string) =>
  typeof text === 'string' && text.trim() !== '' ? text.trim() : fallback

/**
 * The amounts of a WooCommerce order as the shop shows them to customers and operators: each line
 * item, shipping line and fee with its tax (`total` + `total_tax`), the VAT the total includes, and
 * WooCommerce's total, in whole cents.
 *
 * With prices entered including tax (an Italian store: `prices_include_tax`), WooCommerce keeps
 * each line's `total` without tax and its `total_tax` apart; line plus tax gives the shelf price
 * back (13.50 → 11.07 + 2.43). The same sum is shown when prices are entered without tax, since
 * consumers in Italy are shown prices with VAT. The lines and the total always add up: should
 * WooCommerce's own figures disagree by a cent (tax rounded at subtotal level), the difference is
 * `rounding`, never hidden in a line. Nothing here throws: a missing or unreadable amount is 0.
 */
export function orderAmounts(order: OrderAmountsSource): OrderAmounts {
  const items = (order.line_items ?? []).map(withTax)
  const shipping = (order.shipping_lines ?? []).map((line) => ({
    label: label(line?.method_title, 'Consegna'),
    cents: withTax(line),
  }))
  const fees = (order.fee_lines ?? []).map((line) => ({
    label: label(line?.name, 'Supplemento'),
    cents: withTax(line),
  }))
  const total = cents(order.total)
  const parts = sum(items) + sum(shipping.map((line) => line.cents)) + sum(fees.map((line) => line.cents))
  return { items, shipping, fees, tax: cents(order.total_tax), rounding: total - parts, total }
}
