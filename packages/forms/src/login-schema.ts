import { z } from 'zod'
import { phoneSchema, rememberSchema } from './field-schemas'
import { FORM_LIMITS, FORM_MESSAGES as M } from './form-messages'

/** The email or the login name of an account, as the login and reset forms take it. */
export const loginNameSchema = z
  .string({ error: M.loginRequired })
  .trim()
  .min(1, { error: M.loginRequired, abort: true })
  .max(FORM_LIMITS.login, { error: M.loginTooLong })

/** POST /api/auth/login: email or login name, password; `staff` for the operators' app. */
export const loginSchema = z.object({
  login: loginNameSchema,
  password: z
    .string({ error: M.loginPasswordRequired })
    .min(1, { error: M.loginPasswordRequired, abort: true })
    .max(FORM_LIMITS.login, { error: M.loginPasswordTooLong }),
  remember: rememberSchema.optional(),
  /** The operators' login (apps/admin): only administrators and shop managers get a session. */
  staff: z.boolean({ error: 'staff è true o false' }).optional(),
  /** The drivers' login (apps/driver): only accounts on the shop's driver roster get a session. */
  driver: z.boolean({ error: 'driver è true o false' }).optional(),
})
export type Login = z.infer<typeof loginSchema>

/** POST /api/auth/phone/request: the phone a one-time code is sent to. */
export const phoneCodeRequestSchema = z.object({ phone: phoneSchema })
export type PhoneCodeRequest = z.infer<typeof phoneCodeRequestSchema>

/** POST /api/auth/phone/verify: the phone and the 6-digit code it received. */
export const phoneCodeSchema = z.object({
  phone: phoneSchema,
  code: z
    .string({ error: M.codeInvalid })
    .trim()
    .regex(/^\d{6}$/, { error: M.codeInvalid }),
  remember: rememberSchema.optional(),
})
export type PhoneCode = z.infer<typeof phoneCodeSchema>

/** POST /api/auth/password-reset: the account whose password is to be reset. */
export const passwordResetRequestSchema = z.object({ emailOrUsername: loginNameSchema })
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>
