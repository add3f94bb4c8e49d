import { deliveryDateLabel } from '@shop/slots'
import { failureOf } from '../../lib/account/use-submit'
import { ApiError } from '../../lib/api'
import type { RescheduleAnswer } from './api/reschedule'

/** The order the page's address names: its number ('ordine', digits only) and key ('chiave'), or null. */
export interface RescheduleTarget {
  id: string | null
  key: string | null
}

/**
 * Reads `?ordine=&chiave=` (the 'non consegnato' mail's link). An order number that is not one (absent,
 * letters, too long) is null, and nothing is asked of the API; an empty key is none (a customer's
 * order is read by the session), any other is the API's to judge.
 */
export function readRescheduleTarget(params: URLSearchParams): RescheduleTarget {
  const id = params.get('ordine')?.trim() ?? ''
  const key = params.get('chiave')?.trim() ?? ''
  return { id: /^\d{1,12}$/.test(id) ? id : null, key: key || null }
}

/** What the page shows. */
export type RescheduleScreen =
  /** The address names no order. */
  | { kind: 'no-order' }
  | { kind: 'loading' }
  /** Not found, and nobody is signed in: it may be a customer's order, read by the session. */
  | { kind: 'sign-in' }
  /** The API's message (a wrong key or another's order: 'Ordine non trovato'; the shop down). */
  | { kind: 'failed'; message: string }
  /** Brought back from the door: a new day and slot to choose. */
  | { kind: 'waiting'; answer: RescheduleAnswer }
  /** Nothing to choose (delivered, on its way, cancelled, or its new delivery already chosen). */
  | { kind: 'not-waiting'; answer: RescheduleAnswer }
  /** Just moved by this page: the new day and slot. */
  | { kind: 'moved'; answer: RescheduleAnswer }

/**
 * The page's state from the address, the order's answer (or its error), the session (a 404 waits
 * for the session to be known: with nobody signed in it offers the login) and the answer of the
 * customer's choice, once made.
 */
export function rescheduleScreen(input: {
  target: RescheduleTarget
  data: RescheduleAnswer | undefined
  error: unknown
  auth: { isAuthenticated: boolean; isLoading: boolean }
  moved: RescheduleAnswer | null
}): RescheduleScreen {
  const { target, data, error, auth, moved } = input
  if (moved) return { kind: 'moved', answer: moved }
  if (target.id === null) return { kind: 'no-order' }
  if (data) return data.open ? { kind: 'waiting', answer: data } : { kind: 'not-waiting', answer: data }
  if (!error) return { kind: 'loading' }
  if (error instanceof ApiError && error.status === 404) {
    if (auth.isLoading) return { kind: 'loading' }
    if (!auth.isAuthenticated) return { kind: 'sign-in' }
  }
  return { kind: 'failed', message: failureOf(error).message }
}

/** 'L’autista è passato mercoledì 25 novembre 2026 ma non ha potuto consegnarlo: {reason}.' */
export function failedDeliverySentence(failed: { date: string; reason: string }): string {
  return `L’autista è passato ${deliveryDateLabel(failed.date)} ma non ha potuto consegnarlo: ${failed.reason}.`
}

export { choiceRefused, movedSentence } from '../../lib/delivery/delivery-change'
