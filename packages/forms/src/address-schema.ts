import { z } from 'zod'
import {
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  optionalPhoneSchema,
  optionalProvinceSchema,
  optionalText,
  phoneSchema,
  postcodeSchema,
  provinceSchema,
  requiredText,
} from './field-schemas'
import { FORM_LIMITS, FORM_MESSAGES as M } from './form-messages'

const addressFields = {
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  company: optionalText(M.companyTooLong, FORM_LIMITS.company).optional(),
  address1: requiredText(M.streetRequired, M.streetTooLong, FORM_LIMITS.street),
  address2: optionalText(M.street2TooLong, FORM_LIMITS.street).optional(),
  city: requiredText(M.cityRequired, M.cityTooLong, FORM_LIMITS.city),
  postcode: postcodeSchema,
  province: provinceSchema,
  phone: phoneSchema,
}

/**
 * An Italian delivery address, in the shop's field names: names, street and number (`address1`),
 * the optional company and second line, town, CAP, province code and an Italian phone.
 */
export const addressSchema = z.object(addressFields)
export type Address = z.infer<typeof addressSchema>
export type AddressField = keyof Address

/** The fields of an address, in the form's order. */
export const ADDRESS_FIELDS = Object.keys(addressFields) as AddressField[]

const comparable = (value: string | undefined) => (value ?? '').trim().replace(/\s+/g, ' ').toLowerCase()

/**
 * Whether two addresses are one: every field alike but for case and spaces (the address book
 * keeps one entry per address; the checkout tells a saved address from a new one).
 */
export function isSameAddress(
  a: Partial<Record<AddressField, string | undefined>>,
  b: Partial<Record<AddressField, string | undefined>>,
): boolean {
  return ADDRESS_FIELDS.every((field) => comparable(a[field]) === comparable(b[field]))
}

/** The billing address of an order: the same fields plus the email. */
export const billingAddressSchema = z.object({ ...addressFields, email: emailSchema })
export type BillingAddress = z.infer<typeof billingAddressSchema>

/**
 * An address saved on the customer's account: as `addressSchema`, but the province and the phone
 * may be left blank (the account's delivery address wants the phone: `savedShippingAddressSchema`).
 */
export const savedAddressSchema = z.object({
  ...addressFields,
  province: optionalProvinceSchema,
  phone: optionalPhoneSchema,
})
export type SavedAddress = z.infer<typeof savedAddressSchema>

/** The account's delivery address: the driver calls the phone, so it is required. */
export const savedShippingAddressSchema = savedAddressSchema.extend({ phone: phoneSchema })
