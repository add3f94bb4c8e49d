import { z } from 'zod'
import { saveAddressSchema } from './address-book-schema'
import { addressSchema, billingAddressSchema } from './address-schema'
import { emailSchema, firstNameSchema, lastNameSchema, optionalText, phoneSchema } from './field-schemas'
import { FORM_LIMITS, FORM_MESSAGES as M } from './form-messages'
import { invoiceRequestSchema } from './invoice-request-schema'

/** Whether 'YYYY-MM-DD' names a day of the calendar (not 2026-02-30). */
function isCalendarDay(value: string): boolean {
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** A delivery date: 'YYYY-MM-DD' and a day the calendar has. */
export const deliveryDateSchema = z
  .string({ error: M.dateRequired })
  .min(1, { error: M.dateRequired, abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.dateFormat, abort: true })
  .refine(isCalendarDay, { error: M.dateUnknown })

const itemSchema = z.object({
  productId: z
    .number({ error: M.productIdInvalid })
    .int({ error: M.productIdInvalid })
    .positive({ error: M.productIdInvalid }),
  quantity: z
    .number({ error: M.quantityInvalid })
    .int({ error: M.quantityInvalid })
    .min(1, { error: M.quantityTooSmall })
    .max(FORM_LIMITS.lineQuantity, { error: M.quantityTooLarge }),
})

/**
 * POST /api/orders, what the checkout sends: the cart's lines (one per product), the delivery
 * address and its coordinates when known, day and slot, the payment method, an optional note, the
 * buyer when not logged in (`guest`) and an optional billing address.
 */
export const checkoutSchema = z.object({
  items: z
    .array(itemSchema, { error: M.itemsInvalid })
    .min(1, { error: M.cartEmpty })
    .max(FORM_LIMITS.orderLines, { error: M.tooManyLines })
    .refine((items) => new Set(items.map((item) => item.productId)).size === items.length, {
      error: M.duplicateLine,
    }),
  shipping: addressSchema,
  billing: billingAddressSchema.optional(),
  coordinates: z
    .object({
      lat: z.number({ error: M.latitudeInvalid }).min(-90, { error: M.latitudeInvalid }).max(90, {
        error: M.latitudeInvalid,
      }),
      lng: z
        .number({ error: M.longitudeInvalid })
        .min(-180, { error: M.longitudeInvalid })
        .max(180, { error: M.longitudeInvalid }),
    })
    .optional(),
  delivery: z.object({
    date: deliveryDateSchema,
    slot: z
      .string({ error: M.slotRequired })
      .trim()
      .min(1, { error: M.slotRequired, abort: true })
      .max(FORM_LIMITS.slot, { error: M.slotTooLong }),
  }),
  paymentMethod: z
    .string({ error: M.paymentRequired })
    .trim()
    .min(1, { error: M.paymentRequired, abort: true })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: M.paymentInvalid }),
  note: optionalText(M.noteTooLong, FORM_LIMITS.note).optional(),
  /** The place held in the slot while the customer fills the checkout in (POST /api/delivery/holds). */
  slotHold: z
    .string({ error: M.slotHoldInvalid })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: M.slotHoldInvalid })
    .optional(),
  /** The customer wants an SMS on the delivery phone when the van leaves with the order. */
  smsUpdates: z.boolean({ error: M.smsUpdatesInvalid }).optional(),
  /**
   * The buyer declares being 18 or older (art. 14-ter L. 125/2001): required, true, when the cart
   * holds beer or wine (the API knows from the products' categories and refuses the order without it).
   */
  ageDeclared: z.boolean({ error: M.ageDeclaredInvalid }).optional(),
  /** 'Richiedo la fattura': the business's data for an electronic invoice of this order. */
  invoice: invoiceRequestSchema.optional(),
  /** 'Salva questo indirizzo nella rubrica': present only when the logged-in customer ticked it. */
  saveAddress: saveAddressSchema.optional(),
  guest: z
    .object({ firstName: firstNameSchema, lastName: lastNameSchema, email: emailSchema, phone: phoneSchema })
    .optional(),
})
export type CheckoutInput = z.infer<typeof checkoutSchema>
