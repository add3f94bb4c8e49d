import { isItalianPhone } from '@shop/customer-search'
import { z } from 'zod'
import { FORM_LIMITS, FORM_MESSAGES as M } from './form-messages'

/** A required text: trimmed, not blank, at most `max` characters. */
export const requiredText = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, { error: tooLong })

/** An optional text: trimmed, blank allowed, at most `max` characters. */
export const optionalText = (tooLong: string, max: number) =>
  z.string({ error: tooLong }).trim().max(max, { error: tooLong })

export const firstNameSchema = requiredText(M.firstNameRequired, M.firstNameTooLong, FORM_LIMITS.name)
export const lastNameSchema = requiredText(M.lastNameRequired, M.lastNameTooLong, FORM_LIMITS.name)

/** An email: trimmed, required, at most 100 characters, of the form name@domain.tld. */
export const emailSchema = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, { error: M.emailRequired, abort: true })
  .max(FORM_LIMITS.email, { error: M.emailTooLong, abort: true })
  .pipe(z.email({ error: M.emailInvalid }))

/**
 * An Italian phone number: 6 to 11 digits once spaces, dashes, dots, brackets and a leading +39
 * are removed; no other country code (@shop/customer-search isItalianPhone).
 */
export const phoneSchema = z
  .string({ error: M.phoneRequired })
  .trim()
  .min(1, { error: M.phoneRequired, abort: true })
  .max(FORM_LIMITS.phone, { error: M.phoneTooLong, abort: true })
  .refine(isItalianPhone, { error: M.phoneInvalid })

/** The same phone rule, where the phone may be left blank. */
export const optionalPhoneSchema = z
  .string({ error: M.phoneInvalid })
  .trim()
  .max(FORM_LIMITS.phone, { error: M.phoneTooLong, abort: true })
  .refine((value) => value === '' || isItalianPhone(value), { error: M.phoneInvalid })

/** A CAP: 5 digits. */
export const postcodeSchema = z
  .string({ error: M.postcodeRequired })
  .trim()
  .min(1, { error: M.postcodeRequired, abort: true })
  .regex(/^\d{5}$/, { error: M.postcodeInvalid })

/** A province: its 2-letter code, upper-cased ('ba' → 'BA'). */
export const provinceSchema = z
  .string({ error: M.provinceInvalid })
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: M.provinceInvalid })
  .transform((value) => value.toUpperCase())

/** The same province rule, where the province may be left blank. */
export const optionalProvinceSchema = z
  .string({ error: M.provinceInvalid })
  .trim()
  .regex(/^([A-Za-z]{2})?$/, { error: M.provinceInvalid })
  .transform((value) => value.toUpperCase())

/** The "remember me" box of the login forms. */
export const rememberSchema = z.boolean({ error: M.rememberInvalid })
