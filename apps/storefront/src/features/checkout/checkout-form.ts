import { type AddressField, addressSchema, checkoutSchema, type FieldErrors, fieldErrors } from '@shop/forms'
import type { AddressForm } from './address-section'

/** The buyer who orders without an account (step 1). */
export interface GuestForm {
  firstName: string
  lastName: string
  email: string
  phone: string
}
export type GuestField = keyof GuestForm

/** Day and slot (step 3). */
export interface DeliveryChoice {
  date: string
  slot: string
}

/** How to pay, the note for the driver, and whether to get an SMS when the van leaves (step 4). */
export interface PaymentChoice {
  method: string
  note: string
  smsUpdates: boolean
}

/** What the checkout's steps hold, as typed. */
export interface CheckoutDraft {
  items: readonly { id: number | string; quantity: number }[]
  /** Only when ordering without an account. */
  guest: GuestForm | null
  address: AddressForm
  coordinates: { lat: number; lng: number } | null
  delivery: DeliveryChoice
  payment: PaymentChoice
}

/**
 * The order of a draft checked with the checkout schema of @shop/forms (the one the API parses
 * POST /api/orders with): trimmed, the province upper-cased, blank optional fields left out.
 */
export function checkoutRequest(draft: CheckoutDraft) {
  const { address, guest, payment } = draft
  const text = (value: string) => (value.trim() ? value : undefined)
  return checkoutSchema.safeParse({
    items: draft.items.map((item) => ({ productId: Number(item.id), quantity: item.quantity })),
    shipping: { ...address, company: text(address.company), address2: text(address.address2) },
    ...(draft.coordinates ? { coordinates: draft.coordinates } : {}),
    delivery: draft.delivery,
    paymentMethod: payment.method,
    ...(text(payment.note) ? { note: payment.note } : {}),
    ...(payment.smsUpdates ? { smsUpdates: true } : {}),
    ...(guest ? { guest } : {}),
  })
}

/**
 * The errors of each step, from the checkout schema's issues or the API's `error.fields` (the same
 * paths: 'shipping.postcode', 'guest.email', 'delivery.slot', 'paymentMethod').
 */
export function checkoutErrors(issues: Readonly<Record<string, string>>) {
  return {
    guest: fieldErrors<GuestField>(issues, 'guest'),
    address: fieldErrors<AddressField>(issues, 'shipping'),
    delivery: fieldErrors<keyof DeliveryChoice>(issues, 'delivery'),
    payment: (issues.paymentMethod
      ? { paymentMethod: issues.paymentMethod }
      : {}) satisfies FieldErrors<'paymentMethod'>,
    /** The first problem no field shows (too many lines, a note too long…), for the form's message. */
    other: Object.entries(issues).find(([path]) => !SHOWN.has(path))?.[1] ?? null,
  }
}

/** The paths the steps show beside a field. */
const SHOWN = new Set([
  ...(['firstName', 'lastName', 'email', 'phone'] satisfies GuestField[]).map((name) => `guest.${name}`),
  ...Object.keys(addressSchema.shape).map((name) => `shipping.${name}`),
  'delivery.date',
  'delivery.slot',
  'paymentMethod',
])
