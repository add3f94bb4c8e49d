import type { CheckoutInput } from '../../lib/checkout/checkout-api'

/** Where the checkout's current attempt is kept (this tab only). */
export const ATTEMPT_STORAGE_KEY = 'shop-checkout-attempt'

export interface AttemptStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

function newKey(): string {
  return `checkout-${crypto.randomUUID()}`
}

/**
 * The Idempotency-Key for sending `input` (DECISIONS.md section 2.10): the key of the last attempt
 * when the order sent is the same (a double click, a retry after a lost answer, a reload), a new
 * one when anything in it changed. Kept in sessionStorage, so a reload does not make a second order.
 */
export function attemptKey(input: CheckoutInput, storage: AttemptStorage | null): string {
  const body = JSON.stringify(input)
  try {
    const stored = storage?.getItem(ATTEMPT_STORAGE_KEY)
    const last = stored ? (JSON.parse(stored) as { key?: unknown; body?: unknown }) : null
    if (last && typeof last.key === 'string' && last.body === body) return last.key
  } catch {
    // An unreadable attempt is a new attempt.
  }
  const key = newKey()
  try {
    storage?.setItem(ATTEMPT_STORAGE_KEY, JSON.stringify({ key, body }))
  } catch (error) {
    console.warn('Tentativo di ordine non salvato', error)
  }
  return key
}

/** The order exists: the next checkout is a new attempt. */
export function forgetAttempt(storage: AttemptStorage | null): void {
  try {
    storage?.removeItem(ATTEMPT_STORAGE_KEY)
  } catch {
    // Nothing to forget.
  }
}

export function sessionStore(): AttemptStorage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}
