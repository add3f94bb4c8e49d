/**
 * What the client writes to WooCommerce's orders (POST and PUT wc/v3/orders): the order body and
 * its address, line and meta types. One file, so that the order types can come from one home
 * (an orders package) later without touching the resources.
 */

/**
 * WooCommerce's order statuses (without the `wc-` prefix), and the shop's own: 'out-for-delivery'
 * ('In consegna') and 'delivery-failed' ('Consegna non riuscita'), which a store has only once it
 * registered wc-out-for-delivery and wc-delivery-failed; a store that has not refuses them with 400
 * `rest_invalid_param` (WooError kind 'invalid').
 */
export type WooOrderStatus =
  | 'pending'
  | 'processing'
  | 'on-hold'
  | 'completed'
  | 'cancelled'
  | 'refunded'
  | 'failed'
  | 'checkout-draft'
  | 'out-for-delivery'
  | 'delivery-failed'

/** A billing or shipping address as WooCommerce writes it; unset fields keep the store's value. */
export interface WooAddressInput {
  first_name?: string
  last_name?: string
  company?: string
  address_1?: string
  address_2?: string
  city?: string
  /** The province (Italy: the two-letter code, e.g. BA). */
  state?: string
  postcode?: string
  /** ISO 3166-1 alpha-2, e.g. IT. */
  country?: string
  phone?: string
  /** Billing only. */
  email?: string
}

/** A meta entry to write: a new `key`, or the entry `id` to change. */
export interface WooMetaInput {
  id?: number
  key: string
  value: unknown
}

/** A line of a new order: a product and how many. */
export interface NewOrderLine {
  product_id: number
  quantity: number
  variation_id?: number
}

/**
 * A shipping line of a new order: the method's id and title and its `total` **without** tax
 * (WooCommerce adds the VAT of the rates that apply to shipping).
 */
export interface NewShippingLine {
  method_id: string
  method_title: string
  total: string
}

/**
 * A fee line of a new order: a `name` and its `total`, **without** tax. With `tax_status` 'none'
 * WooCommerce adds no VAT to it (the shop's deposit on returnable glass, 'Cauzione vuoti', outside
 * the VAT base, and its credit, a negative total); with 'taxable' (WooCommerce's default when left
 * out) it adds the VAT of the fee's tax class on top. As a real store answered:
 * REAL-STORE-DIFFERENCES.md.
 */
export interface NewFeeLine {
  name: string
  total: string
  tax_status: 'none' | 'taxable'
  tax_class?: string
}

/** The fields of an order the client may write, on create and on update. */
export interface OrderFields {
  status?: WooOrderStatus
  /** True marks the order paid (WooCommerce then sets its paid date and reduces stock). */
  set_paid?: boolean
  payment_method?: string
  payment_method_title?: string
  transaction_id?: string
  customer_note?: string
  billing?: WooAddressInput
  shipping?: WooAddressInput
  meta_data?: WooMetaInput[]
}

/** POST wc/v3/orders: the order to create; `customer_id` 0 (or unset) is a guest's order. */
export interface NewOrder extends OrderFields {
  customer_id?: number
  line_items?: NewOrderLine[]
  shipping_lines?: NewShippingLine[]
  fee_lines?: NewFeeLine[]
}

/** PUT wc/v3/orders/{id}: the fields to change. */
export type OrderUpdate = OrderFields

/**
 * POST wc/v3/orders/{id}/notes: the note's text, and whether it is the customer's (`customer_note`
 * true: WooCommerce shows it to them and emails it). Left out, the note is private to the shop.
 */
export interface NewOrderNote {
  note: string
  customer_note?: boolean
}

/** Which notes GET wc/v3/orders/{id}/notes lists: all, the customer's, or the shop's own (internal). */
export type OrderNoteType = 'any' | 'customer' | 'internal'

/** One line of a refund by lines: the order line's `id`, how many units go back, the net amount and its tax per rate. */
export interface NewRefundLine {
  id: number
  /** Units refunded; with `restock` (the default) they go back in stock once. */
  quantity?: number
  /** The line's refunded amount without tax. */
  refund_total: number
  /** The refunded tax per rate id (the order line's `taxes[].id`). */
  refund_tax?: { id: number; refund_total: number }[]
}

/**
 * POST wc/v3/orders/{id}/refunds: a refund of `amount` euros ('12.50', more than 0, at most 2
 * decimals, at most what is left to refund). `api_refund` true asks WooCommerce's own payment
 * gateway to pay it back (a bank transfer or cash gateway cannot: the store refuses); left out it is
 * false here, where WooCommerce's default is true, because the shop's own adapters hold the money and
 * the record is all WooCommerce needs. `restock` (default true, the store's api_restock) puts the
 * `line_items` quantities back in stock; an amount alone never touches stock.
 */
export interface NewRefund {
  amount: string
  reason?: string
  api_refund?: boolean
  restock?: boolean
  line_items?: NewRefundLine[]
}
