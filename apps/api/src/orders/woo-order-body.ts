import {
  deliveryMeta,
  ORDER_META_KEYS,
  type WooAddress,
  type WooOrderBody,
  withAssignedVehicle,
} from '@shop/orders'
import { type DeliveryZone, zoneName } from '@shop/zones'
import { invoiceMetaEntry } from '../invoices/invoice-request'
import type { BillingInput, CheckoutInput, ShippingInput } from './order-input'
import { BANK_TRANSFER } from './payment-gateways'

/** Orders are delivered in Italy only. */
const COUNTRY = 'IT'

/** A checkout address as WooCommerce keeps it on an order or a customer (country IT). */
export function wooAddress(address: ShippingInput): WooAddress {
  return {
    first_name: address.firstName,
    last_name: address.lastName,
    company: address.company ?? '',
    address_1: address.address1,
    address_2: address.address2 ?? '',
    city: address.city,
    state: address.province,
    postcode: address.postcode,
    country: COUNTRY,
    phone: address.phone,
  }
}

export interface WooOrderParts {
  input: CheckoutInput
  /** The customer's WooCommerce id; 0 for a guest. */
  customerId: number
  /** The billing email when the checkout sent no billing address (the session's or the guest's). */
  email: string
  gateway: { id: string; title: string }
  zone: DeliveryZone
  /** Every zone in force (withAssignedVehicle reads them). */
  zones: readonly DeliveryZone[]
  /** The slot label as offered for the day (the client's label may differ in spacing). */
  slot: string
}

/**
 * The WooCommerce order for a checkout (SPEC.md section 7, DECISIONS.md section 3): billing and
 * shipping with WooCommerce's field names (country IT, state = province), one line per product,
 * not paid; 'on-hold' for a bank transfer (awaiting it), 'pending' otherwise; the delivery meta
 * (@shop/orders deliveryMeta: the date, the slot, the zone's name, orddd's timestamp and slot) and
 * then the vehicle of the slot, by withAssignedVehicle.
 */
export function wooOrderBody({
  input,
  customerId,
  email,
  gateway,
  zone,
  zones,
  slot,
}: WooOrderParts): WooOrderBody {
  const shipping = wooAddress(input.shipping)
  const billing: BillingInput = input.billing ?? {
    ...input.shipping,
    ...(input.guest && customerId === 0
      ? { firstName: input.guest.firstName, lastName: input.guest.lastName, phone: input.guest.phone }
      : {}),
    email,
  }
  const date = input.delivery.date
  const order: WooOrderBody = {
    customer_id: customerId,
    status: gateway.id === BANK_TRANSFER ? 'on-hold' : 'pending',
    set_paid: false,
    payment_method: gateway.id,
    payment_method_title: gateway.title,
    customer_note: input.note ?? '',
    billing: { ...wooAddress(billing), email: billing.email },
    shipping,
    line_items: input.items.map((item) => ({ product_id: item.productId, quantity: item.quantity })),
    meta_data: deliveryMeta({ date, slot, zoneName: zoneName(zone) }),
  }
  // The customer asked for an SMS when the van leaves ('In consegna'): order-mail-events.ts.
  if (input.smsUpdates) order.meta_data.push({ key: ORDER_META_KEYS.smsUpdates, value: 'yes' })
  // 'Richiedo la fattura' (issue 27): the business's data with the order, its name on the billing.
  if (input.invoice) {
    order.billing.company = input.invoice.companyName
    order.meta_data.push(invoiceMetaEntry(ORDER_META_KEYS.invoice, input.invoice))
  }
  // Where the address search found the address: the driver's route starts from it (issue 26).
  if (input.coordinates)
    order.meta_data.push({
      key: ORDER_META_KEYS.location,
      value: `${input.coordinates.lat},${input.coordinates.lng}`,
    })
  return withAssignedVehicle(order, zones, { zone, slot })
}
