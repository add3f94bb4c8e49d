import { z } from 'zod'
import { FORM_LIMITS, FORM_MESSAGES as M } from './form-messages'

const passwordRule = (required: string, tooShort: string, tooLong: string) =>
  z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .min(FORM_LIMITS.passwordMin, { error: tooShort })
    .max(FORM_LIMITS.passwordMax, { error: tooLong })

/** A password chosen at registration: 8 to 128 characters, as typed (never trimmed). */
export const passwordSchema = passwordRule(M.passwordRequired, M.passwordTooShort, M.passwordTooLong)

/** A new password (change or reset): the same rule, in the words of the "Nuova password" field. */
export const newPasswordSchema = passwordRule(
  M.newPasswordRequired,
  M.newPasswordTooShort,
  M.newPasswordTooLong,
)

/** POST /api/account/password: the current password (when the session asks for it) and the new one. */
export const passwordChangeSchema = z.object({
  currentPassword: z.string().max(FORM_LIMITS.login).optional(),
  newPassword: newPasswordSchema,
})
export type PasswordChange = z.infer<typeof passwordChangeSchema>

/** The new password typed twice, as the password screens ask for it. */
export const newPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmation: z.string() })
  .refine((form) => form.newPassword === form.confirmation, {
    error: M.passwordMismatch,
    path: ['confirmation'],
    // Said together with a too short password, not after it is fixed.
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  })
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>
