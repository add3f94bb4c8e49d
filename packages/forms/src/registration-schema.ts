import { z } from 'zod'
import { emailSchema, firstNameSchema, lastNameSchema, phoneSchema, rememberSchema } from './field-schemas'
import { FORM_MESSAGES as M } from './form-messages'
import { passwordSchema } from './password-schema'

/** An optional login name: 3 to 60 letters without accents, digits, . _ - @; blank means the email. */
export const usernameSchema = z
  .string({ error: M.usernameInvalid })
  .trim()
  .refine((value) => value === '' || /^[A-Za-z0-9._@-]{3,60}$/.test(value), {
    error: M.usernameInvalid,
  })
  .transform((value) => value || undefined)

/** POST /api/auth/register: a new customer, who must accept the privacy notice. */
export const registrationSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  username: usernameSchema.optional(),
  phone: phoneSchema.optional(),
  password: passwordSchema,
  privacy: z.literal(true, { error: M.privacyRequired }),
  remember: rememberSchema.optional(),
})
export type Registration = z.infer<typeof registrationSchema>
