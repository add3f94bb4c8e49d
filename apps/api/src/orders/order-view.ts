import { fromCents, toCents } from '@shop/cart-core'
import { ORDER_META_KEYS } from '@shop/slots'
import type { Address, Order } from '@shop/woo-client'

/** An address as the shop's API sends and takes it (the checkout's `shipping` shape). */
export interface AddressView {
  firstName: string
  lastName: string
  company?: string
  address1: string
  address2?: string
  city: string
  postcode: string
  province: string
  phone: string
}

export interface OrderItemView {
  productId: number
  name: string
  quantity: number
  total: number
  image: string | null
}

/** One order as customers (and, extended, operators) see it. */
export interface OrderView {
  id: number
  number: string
  status: string
  total: number
  currency: string
  /** When the order was placed, ISO 8601 in UTC. */
  createdAt: string | null
  orderKey: string
  delivery: { date: string | null; slot: string | null; zoneName: string | null; vehicle: string | null }
  items: OrderItemView[]
  shipping: AddressView
  paymentMethod: { id: string; title: string }
  needsPayment: boolean
  /** The bank transfer instructions, while a transfer is awaited; null otherwise. */
  bankDetails: string | null
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '')

/** A money string of WooCommerce ('12.50') as a number with 2 decimals; 0 when unreadable. */
export function money(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(str(value) || Number.NaN)
  return Number.isFinite(n) ? fromCents(toCents(n)) : 0
}

/** The value of an order meta entry as text, or null when absent or blank. */
export function metaText(order: Pick<Order, 'meta_data'>, key: string): string | null {
  const entry = (order.meta_data ?? []).find((m) => m.key === key)
  const value = entry?.value
  if (typeof value === 'string' && value.trim() !== '') return value.trim()
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return null
}

/** A WooCommerce address in the shop's field names; empty optional fields are left out. */
export function addressView(address: Address | undefined): AddressView {
  const a = address ?? {}
  const company = str(a.company).trim()
  const address2 = str(a.address_2).trim()
  return {
    firstName: str(a.first_name),
    lastName: str(a.last_name),
    ...(company ? { company } : {}),
    address1: str(a.address_1),
    ...(address2 ? { address2 } : {}),
    city: str(a.city),
    postcode: str(a.postcode),
    province: str(a.state),
    phone: str(a.phone),
  }
}

/** WooCommerce's date_created_gmt ('2026-11-22T09:37:30', no zone) as an ISO instant. */
function createdAt(order: Order): string | null {
  const gmt = (order as { date_created_gmt?: unknown }).date_created_gmt
  const source = typeof gmt === 'string' && gmt !== '' ? `${gmt.replace(/Z$/, '')}Z` : order.date_created
  if (!source) return null
  const date = new Date(source)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/** Statuses in which a bank transfer is still awaited. */
const AWAITING_TRANSFER = new Set(['on-hold', 'pending'])

/** Whether WooCommerce still wants this order paid online (its needs_payment; pending/failed otherwise). */
export function needsPayment(order: Order): boolean {
  if (typeof order.needs_payment === 'boolean') return order.needs_payment
  return (order.status === 'pending' || order.status === 'failed') && money(order.total) > 0
}

/**
 * The customer's view of a WooCommerce order. `bankInstructions` are the bank transfer
 * gateway's instructions: shown while a bank transfer order awaits its payment.
 */
export function toOrderView(order: Order, bankInstructions: string | null): OrderView {
  const slot = metaText(order, ORDER_META_KEYS.timeSlot) ?? metaText(order, ORDER_META_KEYS.ordddTimeSlot)
  const paymentId = str(order.payment_method)
  return {
    id: order.id,
    number: order.number ?? String(order.id),
    status: order.status,
    total: money(order.total),
    currency: order.currency ?? 'EUR',
    createdAt: createdAt(order),
    orderKey: str(order.order_key),
    delivery: {
      date: metaText(order, ORDER_META_KEYS.deliveryDate),
      slot,
      zoneName: metaText(order, ORDER_META_KEYS.zone),
      vehicle: metaText(order, ORDER_META_KEYS.vehicle),
    },
    items: (order.line_items ?? []).map((item) => ({
      productId: item.product_id,
      name: item.name,
      quantity: item.quantity,
      total: money(item.total),
      image: item.image?.src ? item.image.src : null,
    })),
    shipping: addressView(order.shipping),
    paymentMethod: { id: paymentId, title: str(order.payment_method_title) },
    needsPayment: needsPayment(order),
    bankDetails: paymentId === 'bacs' && AWAITING_TRANSFER.has(order.status) ? bankInstructions : null,
  }
}
