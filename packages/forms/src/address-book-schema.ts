import { z } from 'zod'
import { addressSchema } from './address-schema'
import { optionalText, requiredText } from './field-schemas'
import { FORM_LIMITS, FORM_MESSAGES as M } from './form-messages'

/** Where the address search placed an address, when the customer chose one of its suggestions. */
export const coordinatesSchema = z.object({
  lat: z.number({ error: M.latitudeInvalid }).min(-90, { error: M.latitudeInvalid }).max(90, {
    error: M.latitudeInvalid,
  }),
  lng: z
    .number({ error: M.longitudeInvalid })
    .min(-180, { error: M.longitudeInvalid })
    .max(180, { error: M.longitudeInvalid }),
})
export type Coordinates = z.infer<typeof coordinatesSchema>

/** The name a customer gives an address of the book ('Casa', 'Ufficio', 'Bar'). */
export const addressLabelSchema = requiredText(
  M.addressLabelRequired,
  M.addressLabelTooLong,
  FORM_LIMITS.addressLabel,
)

/**
 * POST /api/account/addresses and PUT /api/account/addresses/:id: an address of the account's
 * book, with its name, the delivery address (`addressSchema`, the checkout's rules) and, when the
 * customer chose a suggestion of the address search, its coordinates.
 */
export const addressBookEntrySchema = z.object({
  label: addressLabelSchema,
  address: addressSchema,
  coordinates: coordinatesSchema.optional(),
})
export type AddressBookEntry = z.infer<typeof addressBookEntrySchema>

/**
 * The checkout's 'Salva questo indirizzo nella rubrica' (POST /api/orders `saveAddress`): sent only
 * when the customer ticked it; the name may be left blank (the street names it then).
 */
export const saveAddressSchema = z.object(
  { label: optionalText(M.addressLabelTooLong, FORM_LIMITS.addressLabel).optional() },
  { error: M.saveAddressInvalid },
)
export type SaveAddress = z.infer<typeof saveAddressSchema>
