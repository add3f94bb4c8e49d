import { AGE_DECLARATION } from '@shop/catalog'
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
  /** 'Dichiaro di avere almeno 18 anni': asked when the cart holds beer or wine. */
  ageDeclared: boolean
}

/** What the checkout's steps hold, as typed. */
export interface CheckoutDraft {
  items: readonly { id: number | string; quantity: number }[]
  /** Only when ordering without an account. */
  guest: GuestForm | null
  address: AddressForm
  /**
   * A guest's 'Consegna a un’altra persona': the address's own name and phone are sent. Otherwise
   * a guest receives the order and gives name and phone once, in step 1 (deliveryAddressOf).
   */
  otherRecipient?: boolean
  coordinates: { lat: number; lng: number } | null
  delivery: DeliveryChoice
  payment: PaymentChoice
  /** The cart holds beer or wine: the age declaration is required (art. 14-ter L. 125/2001). */
  alcohol?: boolean
  /** 'Salva questo indirizzo nella rubrica', ticked (signed-in customers only): the name, maybe blank. */
  saveAddress?: { label: string } | null
}

/** The fields of the delivery address that say who receives it, and how the driver calls them. */
const RECIPIENT_FIELDS = ['firstName', 'lastName', 'phone'] as const

/**
 * Whether a guest's delivery address names someone else: a name or phone in it that is not the
 * guest's (a draft kept from 'Consegna a un’altra persona' opens with the box ticked again).
 */
export function namesOtherRecipient(guest: GuestForm, address: AddressForm): boolean {
  return RECIPIENT_FIELDS.some((key) => {
    const typed = address[key].trim()
    return typed !== '' && typed !== guest[key].trim()
  })
}

/**
 * The address the order is delivered to. A guest who receives it gives name and phone once, in
 * step 1: the order's delivery address carries the guest's (WooCommerce keeps both, billing and
 * shipping). A customer with an account, or a guest who sends it to another person, sends the
 * address as typed.
 */
export function deliveryAddressOf(
  address: AddressForm,
  guest: GuestForm | null,
  otherRecipient: boolean,
): AddressForm {
  if (!guest || otherRecipient) return address
  return { ...address, firstName: guest.firstName, lastName: guest.lastName, phone: guest.phone }
}

/**
 * The order of a draft checked with the checkout schema of @shop/forms (the one the API parses
 * POST /api/orders with): trimmed, the province upper-cased, blank optional fields left out.
 */
export function checkoutRequest(draft: CheckoutDraft) {
  const { guest, payment } = draft
  const address = deliveryAddressOf(draft.address, guest, draft.otherRecipient ?? false)
  const text = (value: string) => (value.trim() ? value : undefined)
  return checkoutSchema
    .superRefine((input, ctx) => {
      if (draft.alcohol && input.ageDeclared !== true)
        ctx.addIssue({ code: 'custom', path: ['ageDeclared'], message: AGE_DECLARATION.required })
    })
    .safeParse({
      items: draft.items.map((item) => ({ productId: Number(item.id), quantity: item.quantity })),
      shipping: { ...address, company: text(address.company), address2: text(address.address2) },
      ...(draft.coordinates ? { coordinates: draft.coordinates } : {}),
      delivery: draft.delivery,
      paymentMethod: payment.method,
      ...(text(payment.note) ? { note: payment.note } : {}),
      ...(payment.smsUpdates ? { smsUpdates: true } : {}),
      ...(draft.alcohol && payment.ageDeclared ? { ageDeclared: true } : {}),
      ...(guest ? { guest } : {}),
      ...(draft.saveAddress
        ? { saveAddress: text(draft.saveAddress.label) ? { label: draft.saveAddress.label } : {} }
        : {}),
    })
}

/**
 * The errors of each step, from the checkout schema's issues or the API's `error.fields` (the same
 * paths: 'shipping.postcode', 'guest.email', 'delivery.slot', 'paymentMethod'). When the guest
 * receives the order (`guestReceives`), the delivery address's name and phone are the guest's and
 * are not on screen: their errors show on the guest's fields.
 */
export function checkoutErrors(issues: Readonly<Record<string, string>>, guestReceives = false) {
  const shipping = fieldErrors<AddressField>(issues, 'shipping')
  const recipient: FieldErrors<GuestField> = {}
  if (guestReceives) for (const key of RECIPIENT_FIELDS) if (shipping[key]) recipient[key] = shipping[key]
  return {
    guest: { ...recipient, ...fieldErrors<GuestField>(issues, 'guest') },
    address: shipping,
    delivery: fieldErrors<keyof DeliveryChoice>(issues, 'delivery'),
    payment: {
      ...(issues.paymentMethod ? { paymentMethod: issues.paymentMethod } : {}),
      ...(issues.ageDeclared ? { ageDeclared: issues.ageDeclared } : {}),
    } satisfies FieldErrors<'paymentMethod' | 'ageDeclared'>,
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
  'ageDeclared',
])
