import type { OrderStatus } from './order-status'
import type { OrderMetaEntry } from './read-delivery'

/**
 * A WooCommerce address as the shop writes it (REST API v3 field names, every field present; an
 * absent optional one is ''). Orders go to Italy only: `country` 'IT', `state` the province ('BA').
 */
export interface WooAddress {
  first_name: string
  last_name: string
  company: string
  address_1: string
  address_2: string
  city: string
  state: string
  postcode: string
  country: string
  phone: string
}

/** A billing address: a WooAddress with the e-mail WooCommerce writes to. */
export interface WooBillingAddress extends WooAddress {
  email: string
}

/**
 * The body of POST /wc/v3/orders for a checkout: not paid, 'on-hold' while a bank transfer is
 * awaited, 'pending' otherwise; one line per product; the delivery meta (deliveryMeta and the
 * vehicle of withAssignedVehicle).
 */
export interface WooOrderBody {
  customer_id: number
  status: Extract<OrderStatus, 'on-hold' | 'pending'>
  set_paid: false
  payment_method: string
  payment_method_title: string
  customer_note: string
  billing: WooBillingAddress
  shipping: WooAddress
  line_items: { product_id: number; quantity: number }[]
  /** The delivery's shipping line (deliveryShippingLine), when the zone charges for delivery. */
  shipping_lines?: WooShippingLine[]
  meta_data: OrderMetaEntry[]
}

/** A shipping line to create: WooCommerce's method id and title, and its total without tax ('1.476136': WooCommerce keeps 6 decimals). */
export interface WooShippingLine {
  method_id: string
  method_title: string
  total: string
}
