/**
 * The check digits of Italy's tax numbers, as the Agenzia delle Entrate computes them:
 *
 * - **Partita IVA** (and a company's codice fiscale, the same 11 digits): 7 digits of the number,
 *   3 of the tax office, 1 check digit by the Luhn rule — the digits in odd places summed, those
 *   in even places doubled (less 9 above 9) and summed, the check digit brings the total to a
 *   multiple of 10 (DM 23 dicembre 1976; DPR 633/1972 art. 35).
 * - **Codice fiscale** of a person: 16 characters (surname, name, birth date and sex, birth place,
 *   check letter); the check letter is the sum of the 15 characters' values — odd places by the
 *   ministry's odd table, even places by their rank (0–9, A–Z as 0–25) — modulo 26, as a letter.
 *   A digit of the date or place may be replaced by a letter (L M N P Q R S T U V for 0–9) when
 *   two people would share a code ('omocodia'); such codes are valid too.
 *
 * Written here rather than taken from a library: the checks are a few lines of the ministry's
 * published rules, and the libraries that know the codes also carry the list of municipalities
 * (hundreds of kB) that the storefront's bundle does not need.
 */

/** The value of a character in an odd place (1st, 3rd, … 15th) of a codice fiscale. */
const ODD_VALUES: Record<string, number> = {
  '0': 1,
  '1': 0,
  '2': 5,
  '3': 7,
  '4': 9,
  '5': 13,
  '6': 15,
  '7': 17,
  '8': 19,
  '9': 21,
  A: 1,
  B: 0,
  C: 5,
  D: 7,
  E: 9,
  F: 13,
  G: 15,
  H: 17,
  I: 19,
  J: 21,
  K: 2,
  L: 4,
  M: 18,
  N: 20,
  O: 11,
  P: 3,
  Q: 6,
  R: 8,
  S: 12,
  T: 14,
  U: 16,
  V: 10,
  W: 22,
  X: 25,
  Y: 24,
  Z: 23,
}

/** Digits, or the letters that stand for them in an 'omocodia' code. */
const DIGIT = '[0-9LMNPQRSTUV]'
const PERSON_CODE = new RegExp(`^[A-Z]{6}${DIGIT}{2}[ABCDEHLMPRST]${DIGIT}{2}[A-Z]${DIGIT}{3}[A-Z]$`)

/** The Luhn check digit of the first 10 digits of a partita IVA. */
export function partitaIvaCheckDigit(first10: string): number {
  let sum = 0
  for (let i = 0; i < 10; i++) {
    const digit = first10.charCodeAt(i) - 48
    if (i % 2 === 0) sum += digit
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2
  }
  return (10 - (sum % 10)) % 10
}

/** An 11-digit partita IVA whose last digit checks the others (not all zeros). */
export function isPartitaIva(value: string): boolean {
  if (!/^\d{11}$/.test(value) || /^0+$/.test(value)) return false
  return partitaIvaCheckDigit(value.slice(0, 10)) === Number(value[10])
}

/** The check letter of the first 15 characters (upper case) of a person's codice fiscale. */
export function codiceFiscaleCheckLetter(first15: string): string {
  let sum = 0
  for (let i = 0; i < 15; i++) {
    const char = first15.charAt(i)
    if (i % 2 === 0) sum += ODD_VALUES[char] ?? Number.NaN
    else sum += /\d/.test(char) ? char.charCodeAt(0) - 48 : char.charCodeAt(0) - 65
  }
  return String.fromCharCode(65 + (sum % 26))
}

/**
 * A codice fiscale: a person's 16 characters with their check letter, or a company's 11 digits
 * (a partita IVA's rule). Upper case, no spaces: normalise with normaliseFiscalCode first.
 */
export function isCodiceFiscale(value: string): boolean {
  if (/^\d{11}$/.test(value)) return isPartitaIva(value)
  if (!PERSON_CODE.test(value)) return false
  return codiceFiscaleCheckLetter(value.slice(0, 15)) === value[15]
}

/** A code as people type it ('rss mra…', 'IT 01234567897') made comparable: upper case, no spaces, no 'IT' before a partita IVA. */
export function normaliseFiscalCode(value: string): string {
  const compact = value.replace(/[\s.-]/g, '').toUpperCase()
  return /^IT\d{11}$/.test(compact) ? compact.slice(2) : compact
}

/**
 * A Codice Destinatario of the Sistema di Interscambio for a business: 7 letters or digits
 * ('0000000' when the invoice goes to a PEC address or to the customer's tax drawer).
 */
export function isCodiceDestinatario(value: string): boolean {
  return /^[A-Z0-9]{7}$/.test(value)
}

/** The Codice Destinatario that means 'no channel of its own': the invoice goes by PEC or to the drawer. */
export const NO_RECIPIENT_CODE = '0000000'
