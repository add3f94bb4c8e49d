import { fromCents } from '@shop/cart-core'
import { DEPOSIT_LABEL } from '@shop/deposits'
import {
  type OrderDelivery,
  orderAmounts,
  PAYABLE_STATUSES,
  readAgeDeclaration,
  readDelivery,
  wooCents,
} from '@shop/orders'
import {
  type BankAccount,
  formatIban,
  GATEWAY_IDS,
  isPaidOnDelivery,
  type OrderPayment,
  type OrderWording,
  orderWording,
} from '@shop/payments'
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
  /** What the line costs, VAT included (euros): WooCommerce's total + total_tax. */
  total: number
  image: string | null
}

/** A shipping line or a fee, VAT included (euros). */
export interface OrderChargeView {
  label: string
  total: number
  /**
   * The deposit on returnable glass ('Cauzione vuoti', less any credit for empties returned): outside
   * the VAT base (art. 15, primo comma, n. 4, DPR 633/1972), a fee WooCommerce charged no VAT on.
   */
  outsideVat?: true
}

/** One order as customers (and, extended, operators) see it. */
export interface OrderView {
  id: number
  number: string
  status: string
  /** What the customer pays (WooCommerce's total, VAT included), euros with 2 decimals. */
  total: number
  /** The VAT the total includes ('di cui IVA'); 0 when the store charges none. */
  tax: number
  /** Shipping lines and fees, VAT included (the shop sends none today; a store may add them). */
  charges: OrderChargeView[]
  /**
   * What WooCommerce's total differs from the lines by (usually 0; a cent when the store rounds
   * VAT at subtotal level): shown as 'Arrotondamento', so that the lines add up to the total.
   */
  rounding: number
  currency: string
  /** When the order was placed, ISO 8601 in UTC. */
  createdAt: string | null
  orderKey: string
  /** The delivery the order's meta records (@shop/orders readDelivery). */
  delivery: OrderDelivery
  items: OrderItemView[]
  shipping: AddressView
  /**
   * What the customer wrote for the delivery at checkout (WooCommerce's customer_note: intercom,
   * floor, a neighbour), trimmed; '' when none.
   */
  note: string
  paymentMethod: { id: string; title: string }
  /** Whether the order is to be paid online now (the pay-now link): never for cash or cheques. */
  needsPayment: boolean
  /** How the order is paid, as the customer reads it (@shop/payments orderPayment). */
  payment: OrderPayment
  /**
   * What the customer reads of the order (@shop/payments orderWording, for its status and payment):
   * the short status label, the headline and what happens next. The confirmation page, the order
   * page, the account's list and the order mails all say these words.
   */
  wording: Omit<OrderWording, 'payment'>
  /**
   * The shop's bank account (IBAN in groups of four) while a bank transfer is awaited; null
   * otherwise, and null too when the shop has none configured (the details follow by e-mail).
   */
  bankDetails: { holder: string; iban: string; bank: string } | null
  /** The order holds beer or wine (recorded at checkout): the driver checks an identity document. */
  alcohol: boolean
  /** The buyer declared being 18 or older at checkout (art. 14-ter L. 125/2001). */
  ageDeclared: boolean
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '')

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

/**
 * Whether the customer may pay this order online now: WooCommerce's needs_payment (pending or
 * failed, not free), except for cash on delivery and cheques, which are paid at the door (a real
 * store leaves them pending: REAL-STORE-DIFFERENCES.md row 14).
 */
export function needsPayment(order: Order): boolean {
  if (isPaidOnDelivery(str(order.payment_method))) return false
  if (typeof order.needs_payment === 'boolean') return order.needs_payment
  return PAYABLE_STATUSES.has(order.status) && (wooCents(order.total) ?? 0) > 0
}

const euros = (cents: number) => fromCents(cents)

/**
 * The customer's view of a WooCommerce order. Every amount is VAT included and the lines add up
 * to the total (@shop/orders orderAmounts). `bank` is the shop's bank account (its
 * configuration): shown while a bank transfer is awaited.
 */
export function toOrderView(order: Order, bank: BankAccount | null): OrderView {
  const paymentId = str(order.payment_method)
  const amounts = orderAmounts(order)
  const payable = needsPayment(order)
  const number = order.number ?? String(order.id)
  const age = readAgeDeclaration(order)
  const { payment, ...wording } = orderWording({
    number,
    paymentMethod: paymentId,
    status: order.status,
    needsPayment: payable,
  })
  return {
    id: order.id,
    number,
    status: order.status,
    total: euros(amounts.total),
    tax: euros(amounts.tax),
    charges: [
      ...amounts.shipping.map((charge) => ({ label: charge.label, total: euros(charge.cents) })),
      ...amounts.fees.map((charge, index) => ({
        label: charge.label,
        total: euros(charge.cents),
        ...(isDepositFee(order.fee_lines?.[index]) ? { outsideVat: true as const } : {}),
      })),
    ],
    rounding: euros(amounts.rounding),
    currency: order.currency ?? 'EUR',
    createdAt: createdAt(order),
    orderKey: str(order.order_key),
    delivery: readDelivery(order),
    items: (order.line_items ?? []).map((item, index) => ({
      productId: item.product_id,
      name: item.name,
      quantity: item.quantity,
      total: euros(amounts.items[index] ?? 0),
      image: item.image?.src ? item.image.src : null,
    })),
    shipping: addressView(order.shipping),
    note: str(order.customer_note).trim(),
    paymentMethod: { id: paymentId, title: str(order.payment_method_title) },
    needsPayment: payable,
    payment,
    wording,
    bankDetails:
      paymentId === GATEWAY_IDS.bankTransfer && payment.state === 'awaiting-transfer' && bank
        ? { holder: bank.holder, iban: formatIban(bank.iban), bank: bank.bank }
        : null,
    alcohol: age.alcohol,
    ageDeclared: age.ageDeclared,
  }
}

/** The shop's deposit line: named 'Cauzione vuoti…' and charged no VAT. */
function isDepositFee(
  line: { name?: string | undefined; total_tax?: string | undefined } | undefined,
): boolean {
  return (
    typeof line?.name === 'string' &&
    line.name.startsWith(DEPOSIT_LABEL) &&
    (wooCents(line.total_tax) ?? 0) === 0
  )
}
