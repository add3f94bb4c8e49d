export interface NormalizePhoneOptions {
  /** The form for exact comparisons: also without '+', '.', '/' and the Italian country code. */
  exact?: boolean
}

const SEPARATORS = /[\s\-()]/g
const EXACT_SEPARATORS = /[\s\-().+/]/g
const DIGITS_ONLY = /^\d+$/
/** An Italian national number: landline 0, a non-zero digit and 4..9 more; mobile 3 and 8..9 more. */
const ITALIAN_NATIONAL = /^(?:0[1-9]\d{4,9}|3\d{8,9})$/

function plausibleItalian(digits: string): boolean {
  return ITALIAN_NATIONAL.test(digits)
}

/**
 * A phone number for comparison (SPEC.md section 5: "compared after removing spaces, hyphens and
 * parentheses; for exact matches the plus sign is removed too").
 *
 * Without `exact`: whitespace, '-', '(' and ')' are removed: '+39 080-123 4567' -> '+390801234567'.
 *
 * With `exact`, so that one Italian number compares equal in every common written form:
 * 1. whitespace, '-', '(', ')', '.', '/' and '+' are removed;
 * 2. an international prefix is read: a number that was written with '+' or starts with '00' is
 *    international ('00' dropped). Italy's code 39 is then dropped when what remains is a plausible
 *    Italian national number (landline: 0, a non-zero digit and 4 to 9 more; mobile: 3 and 8 or 9 more);
 *    Italian numbers keep their leading 0 after +39, so nothing else changes. Other countries keep
 *    their code: '+1 555 555 0199' and '001 555 555 0199' both give '15555550199';
 * 3. a number written without '+' or '00' that starts with 39 loses the 39 only when it is not
 *    itself a plausible Italian number and what remains is ('39 080 1234567' -> '0801234567'), so
 *    that a mobile number such as '393 123 4567' is kept whole.
 *
 * '+39 080 123 4567', '0039 080 1234567', '0801234567', '080-123-4567' and '(080) 123 4567' all
 * give '0801234567'. Text that is not a phone number keeps its letters (only the separators go).
 * A finite number is read as its digits; anything else gives ''.
 */
export function normalizePhone(value: unknown, { exact = false }: NormalizePhoneOptions = {}): string {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value
  if (typeof text !== 'string') return ''
  if (!exact) return text.replace(SEPARATORS, '')
  const trimmed = text.trim()
  const stripped = trimmed.replace(EXACT_SEPARATORS, '')
  if (!DIGITS_ONLY.test(stripped)) return stripped
  const international = trimmed.startsWith('+') || stripped.startsWith('00')
  const digits = !trimmed.startsWith('+') && stripped.startsWith('00') ? stripped.slice(2) : stripped
  if (!digits.startsWith('39')) return digits
  const national = digits.slice(2)
  if (!plausibleItalian(national)) return digits
  if (international || !plausibleItalian(digits)) return national
  return digits
}

/**
 * Whether two phone numbers are the same number: equal normalizePhone(…, { exact: true }) forms of
 * at least one digit. False for blanks, non-strings and text without digits.
 */
export function samePhone(a: unknown, b: unknown): boolean {
  const left = normalizePhone(a, { exact: true })
  return DIGITS_ONLY.test(left) && left === normalizePhone(b, { exact: true })
}

/**
 * Whether a phone number as a customer types it is an Italian number the shop can call or text:
 * digits with spaces, dashes, dots or brackets, an optional +39 or 0039, no other country code,
 * and 6 to 11 digits once normalized for exact comparison ('333 123 4567', '+39 080 555 0102',
 * '(080) 555-0102'). Forms use it; the server checks it again.
 */
export function isItalianPhone(value: string): boolean {
  const phone = value.trim()
  if (!/^[+\d(][\d\s\-().]*$/.test(phone)) return false
  if (/^(\+|00)(?!39)/.test(phone.replace(/[\s().-]/g, ''))) return false
  return /^\d{6,11}$/.test(normalizePhone(phone, { exact: true }))
}

/**
 * An Italian mobile number (3 and 8 or 9 more digits, the form SMS go to), in national digits,
 * or null for a landline, a foreign number or no number: '+39 347 000 1122' gives '3470001122',
 * '080 555 0102' gives null.
 */
export function italianMobile(value: unknown): string | null {
  const digits = normalizePhone(value, { exact: true })
  return /^3\d{8,9}$/.test(digits) ? digits : null
}
