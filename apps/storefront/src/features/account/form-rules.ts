import { isItalianPhone } from '@shop/customer-search'
import { PASSWORD_MAX, PASSWORD_MIN } from './password-strength'

/**
 * The checks the account forms make before sending, in the server's words (apps/api routes/auth.ts
 * and routes/account.ts check the same again): a shopper learns what to fix without a round trip.
 */

export type Errors<K extends string> = Partial<Record<K, string>>

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

export function emailError(value: string): string | undefined {
  const email = value.trim()
  if (!email) return "L'email è obbligatoria"
  if (email.length > 200) return "L'email è troppo lunga"
  if (!EMAIL.test(email)) return "Inserisci un'email valida, per esempio mario.rossi@example.it"
  return undefined
}

export function requiredError(value: string, what: string, max = 80): string | undefined {
  const text = value.trim()
  if (!text) return `${what} è obbligatorio`
  if (text.length > max) return `${what} è troppo lungo`
  return undefined
}

/** An Italian phone number: 6 to 11 digits once spaces, dashes, dots, brackets and +39 are removed; no other country code. */
export function phoneError(value: string, required: boolean): string | undefined {
  const phone = value.trim()
  if (!phone) return required ? 'Il numero di telefono è obbligatorio' : undefined
  if (phone.length > 30) return 'Il numero di telefono è troppo lungo'
  if (!isItalianPhone(phone))
    return 'Inserisci un numero di telefono italiano valido, per esempio 333 123 4567'
  return undefined
}

export function passwordError(value: string, what = 'La password'): string | undefined {
  if (!value) return `${what} è obbligatoria`
  if (value.length < PASSWORD_MIN) return `${what} deve avere almeno ${PASSWORD_MIN} caratteri`
  if (value.length > PASSWORD_MAX) return `${what} può avere al massimo ${PASSWORD_MAX} caratteri`
  return undefined
}

export function usernameError(value: string): string | undefined {
  const username = value.trim()
  if (!username) return undefined
  if (!/^[A-Za-z0-9._@-]{3,60}$/.test(username))
    return 'Il nome utente ha da 3 a 60 caratteri: lettere senza accenti, cifre, punto, trattino, trattino basso o @'
  return undefined
}

export function postcodeError(value: string): string | undefined {
  return /^(\d{5})?$/.test(value.trim()) ? undefined : 'Il CAP ha 5 cifre, per esempio 70121'
}

export function provinceError(value: string): string | undefined {
  return /^([A-Za-z]{2})?$/.test(value.trim())
    ? undefined
    : 'La provincia è una sigla di 2 lettere, per esempio BA'
}

/** The errors that are set, or null when the form may be sent. */
export function firstErrors<K extends string>(errors: Errors<K>): Errors<K> | null {
  const set = Object.entries(errors).filter(([, message]) => message !== undefined)
  return set.length ? (Object.fromEntries(set) as Errors<K>) : null
}
