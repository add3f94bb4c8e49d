import { requestId } from '@shop/api-client'
import type { CheckoutInput } from '../../lib/checkout/checkout-api'

/** Where the checkout's current attempt is kept (this tab only). */
export const ATTEMPT_STORAGE_KEY = 'shop-checkout-attempt'

export interface AttemptStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

function newKey(): string {
  return `checkout-${requestId()}`
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

/** Where the checkout's slot hold id is kept (this tab only). */
export const SLOT_HOLD_STORAGE_KEY = 'shop-checkout-slot-hold'

/**
 * The id this checkout holds its slot with (POST /api/delivery/holds, then `slotHold` of the
 * order): 32 random letters and digits, made once and kept in sessionStorage like the attempt, so
 * a reload keeps the same place rather than taking a second one.
 */
export function slotHoldId(storage: AttemptStorage | null): string {
  try {
    const stored = storage?.getItem(SLOT_HOLD_STORAGE_KEY)
    if (stored && /^[A-Za-z0-9_-]{16,64}$/.test(stored)) return stored
  } catch {
    // An unreadable id is replaced.
  }
  const id = requestId().replaceAll('-', '')
  try {
    storage?.setItem(SLOT_HOLD_STORAGE_KEY, id)
  } catch (error) {
    console.warn('Prenotazione della fascia non salvata', error)
  }
  return id
}

/** The order took the held place: the next checkout holds with a new id. */
export function forgetSlotHold(storage: AttemptStorage | null): void {
  try {
    storage?.removeItem(SLOT_HOLD_STORAGE_KEY)
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
