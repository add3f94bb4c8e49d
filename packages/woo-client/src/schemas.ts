import { z } from 'zod'

// Every answer the client reads goes through one of these. They name what the shop reads and
// let everything else pass through (z.looseObject), so a newer WooCommerce that adds fields does
// not break the shop, while a missing or mistyped field it relies on is caught at the door.

const id = z.number().int()
const text = z.string()
const metaEntrySchema = z.looseObject({ id: id.optional(), key: text, value: z.unknown() })
export type MetaEntry = z.infer<typeof metaEntrySchema>

export const addressSchema = z.looseObject({
  first_name: text.optional(),
  last_name: text.optional(),
  company: text.optional(),
  address_1: text.optional(),
  address_2: text.optional(),
  city: text.optional(),
  state: text.optional(),
  postcode: text.optional(),
  country: text.optional(),
  email: text.nullable().optional(),
  phone: text.optional(),
})
export type Address = z.infer<typeof addressSchema>

export const productImageSchema = z.looseObject({
  id: z.union([id, text]).optional(),
  src: text,
  name: text.optional(),
  alt: text.optional(),
})

export const productSchema = z.looseObject({
  id,
  name: text,
  slug: text,
  permalink: text.optional(),
  type: text.optional(),
  status: text.optional(),
  featured: z.boolean().optional(),
  description: text.optional(),
  short_description: text.optional(),
  sku: text.optional(),
  price: text,
  regular_price: text.optional(),
  sale_price: text.optional(),
  on_sale: z.boolean().optional(),
  purchasable: z.boolean().optional(),
  manage_stock: z.boolean().optional(),
  stock_quantity: z.number().nullable().optional(),
  stock_status: text.optional(),
  /** Shipping weight in the store's weight unit (kg by default), '' when not set. */
  weight: text.optional(),
  date_created: text.optional(),
  categories: z.array(z.looseObject({ id, name: text, slug: text })).optional(),
  images: z.array(productImageSchema).optional(),
  meta_data: z.array(metaEntrySchema).optional(),
})
export type Product = z.infer<typeof productSchema>

export const productCategorySchema = z.looseObject({
  id,
  name: text,
  slug: text,
  parent: id.optional(),
  description: text.optional(),
  count: z.number().optional(),
  image: z.looseObject({ src: text }).nullable().optional(),
})
export type ProductCategory = z.infer<typeof productCategorySchema>

export const customerSchema = z.looseObject({
  id,
  email: text,
  first_name: text.optional(),
  last_name: text.optional(),
  username: text.optional(),
  role: text.optional(),
  date_created: text.optional(),
  billing: addressSchema.optional(),
  shipping: addressSchema.optional(),
  is_paying_customer: z.boolean().optional(),
  meta_data: z.array(metaEntrySchema).optional(),
})
export type Customer = z.infer<typeof customerSchema>

export const orderLineItemSchema = z.looseObject({
  id,
  name: text,
  product_id: id,
  quantity: z.number(),
  subtotal: text.optional(),
  /** Without tax when the store charges tax (prices entered with tax: the shelf price is total + total_tax). */
  total: text,
  total_tax: text.optional(),
  price: z.number().optional(),
  sku: text.nullable().optional(),
  image: z.looseObject({ id: z.union([id, text]).optional(), src: text }).optional(),
  meta_data: z.array(metaEntrySchema).optional(),
})

/** A shipping line or a fee of an order: its total without tax and its tax. */
const orderChargeSchema = z.looseObject({
  id: id.optional(),
  total: text,
  total_tax: text.optional(),
  method_title: text.optional(),
  name: text.optional(),
})

export const orderSchema = z.looseObject({
  id,
  number: text.optional(),
  status: text,
  currency: text.optional(),
  date_created: text.optional(),
  date_paid: text.nullable().optional(),
  total: text,
  /** The tax the total includes. */
  total_tax: text.optional(),
  /** WooCommerce's "prices entered with tax" when the order was made. */
  prices_include_tax: z.boolean().optional(),
  shipping_total: text.optional(),
  customer_id: id,
  order_key: text.optional(),
  billing: addressSchema.optional(),
  shipping: addressSchema.optional(),
  payment_method: text.optional(),
  payment_method_title: text.optional(),
  customer_note: text.optional(),
  meta_data: z.array(metaEntrySchema).optional(),
  line_items: z.array(orderLineItemSchema).optional(),
  shipping_lines: z.array(orderChargeSchema).optional(),
  fee_lines: z.array(orderChargeSchema).optional(),
  payment_url: text.optional(),
  needs_payment: z.boolean().optional(),
  /** The order's refunds, newest first: `total` negative ('-2.50'; '-0.00' for a refund of nothing). */
  refunds: z.array(z.looseObject({ id, reason: text, total: text })).optional(),
})
export type Order = z.infer<typeof orderSchema>

/**
 * A refund of an order (wc/v3/orders/{id}/refunds), as a real WooCommerce 10.0.2 answers it:
 * `amount` positive with 2 decimals, `reason` '' when none was given, `refunded_payment` whether the
 * store's gateway paid it back (false when the shop did it itself), `line_items` the refunded lines
 * with negative quantities and totals. Dates without offset, as the order's.
 */
export const orderRefundSchema = z.looseObject({
  id,
  date_created: text,
  date_created_gmt: text,
  amount: text,
  reason: text,
  refunded_by: z.number().optional(),
  refunded_payment: z.boolean(),
  line_items: z
    .array(
      z.looseObject({
        id,
        product_id: z.number(),
        quantity: z.number(),
        total: text,
        total_tax: text.optional(),
      }),
    )
    .optional(),
})
export type OrderRefund = z.infer<typeof orderRefundSchema>

/**
 * A note on an order (wc/v3/orders/{id}/notes), as WooCommerce's back office lists it. `author` is
 * 'WooCommerce' for the store's own notes and for notes written over REST (a real store never says
 * 'system', whatever its schema claims); `customer_note` true is a note the customer was sent.
 * Dates without offset: `date_created` in the site's time zone, `date_created_gmt` in GMT.
 */
export const orderNoteSchema = z.looseObject({
  id,
  author: text,
  date_created: text,
  date_created_gmt: text,
  note: text,
  customer_note: z.boolean(),
})
export type OrderNote = z.infer<typeof orderNoteSchema>

export const paymentGatewaySchema = z.looseObject({
  id: text,
  title: text,
  description: text.optional(),
  enabled: z.boolean(),
  order: z.union([z.number(), text]).optional(),
  method_title: text.optional(),
  settings: z.record(z.string(), z.unknown()).optional(),
})
export type PaymentGateway = z.infer<typeof paymentGatewaySchema>

/** JWT Authentication for WP-API's token answer; user_id is not sent by the plugin, but some setups add it. */
export const tokenSchema = z.looseObject({
  token: text.optional(),
  user_id: z.union([id, text]).optional(),
  user_email: text.optional(),
  user_nicename: text.optional(),
  user_display_name: text.optional(),
})

export const phoneLoginSchema = z.looseObject({
  success: z.boolean(),
  user_id: z.union([id, text]).optional(),
  token: text.optional(),
})

export const wpUserSchema = z.looseObject({
  id,
  name: text.optional(),
  username: text.optional(),
  email: text.optional(),
  first_name: text.optional(),
  last_name: text.optional(),
  roles: z.array(text).optional(),
})
export type WpUser = z.infer<typeof wpUserSchema>

/** orddd's ?date= answer: the day's slots. */
export const ordddTimeSlotsSchema = z.array(
  z.looseObject({
    time_slot: text,
    time_slot_i18n: text.optional(),
    charges: z.union([text, z.number()]).optional(),
  }),
)
export type OrdddTimeSlot = z.infer<typeof ordddTimeSlotsSchema>[number]

/** orddd's ?number_of_dates= answer: 'select' then j-n-Y keys. */
export const ordddDatesSchema = z.record(z.string(), z.string())

/** The error body orddd sends with HTTP 200 (rule 24). */
export const wpErrorSchema = z.looseObject({
  code: text,
  message: text.optional(),
  data: z.unknown().optional(),
})

/** timeslot.php: a list of strings, a list of {time_slot}, or an object holding one (SPEC.md section 7). */
export const vehicleSlotsAnswerSchema = z.union([
  z.array(z.union([text, z.looseObject({ time_slot: text })])),
  z.looseObject({
    available_slots: z.unknown().optional(),
    slots: z.unknown().optional(),
    availableSlots: z.unknown().optional(),
  }),
])
export type VehicleSlotsAnswer = z.infer<typeof vehicleSlotsAnswerSchema>
