import { z } from 'zod'
import { savedAddressSchema } from './address-schema'
import { emailSchema, firstNameSchema, lastNameSchema } from './field-schemas'
import { FORM_LIMITS } from './form-messages'

/** A change to a saved address: only the fields sent change, each under the saved-address rule. */
export const addressChangeSchema = savedAddressSchema.partial()
export type AddressChange = z.infer<typeof addressChangeSchema>

/**
 * PUT /api/account: the fields of the profile to change. A new email needs the current password
 * when the session was opened with one (the API checks it).
 */
export const accountUpdateSchema = z.object({
  firstName: firstNameSchema.optional(),
  lastName: lastNameSchema.optional(),
  email: emailSchema.optional(),
  currentPassword: z.string().max(FORM_LIMITS.login).optional(),
  billing: addressChangeSchema.optional(),
  shipping: addressChangeSchema.optional(),
})
export type AccountUpdate = z.infer<typeof accountUpdateSchema>
