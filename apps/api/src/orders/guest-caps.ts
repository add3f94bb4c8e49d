import type { Take } from '@shop/bookings'
import { normalizePhone } from '@shop/customer-search'
import { isoDateOf, romeDayNumber } from '@shop/slots'
import { ApiError } from '../http/api-error'
import { sha256 } from '../security/crypto'
import { visitorHolders } from '../security/visitor'
import type { ServerDeps } from '../server-deps'
import { currentSettings } from '../settings'
import type { CheckoutInput } from './order-input'

/**
 * Guests' orders per day (issue 23): an order without an account takes, besides its van place, one
 * unit of four daily allowances in the bookings ledger: its e-mail's, its phone's, its delivery
 * address's and its client address's, each of `guestOrdersPerDay` (settings; 3 by default). The
 * ledger decides them with the place, in one transaction, so that 20 checkouts at once with one
 * e-mail place exactly the allowance, and a checkout refused for any reason gives its units back.
 * An order given up or left unpaid past its time gives them back too (its claim is released).
 * Customers with an account have no allowance: they can be reached and answer for their orders.
 */

const KINDS = ['email', 'phone', 'address', 'client'] as const
type GuestCapKind = (typeof KINDS)[number]

const RESOURCE = /^guests:(email|phone|address|client):/

const fold = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()

/** A phone as the shop compares them (@shop/customer-search): '+39 333 765 4321' and '333 7654321' alike. */
const phoneKey = (phone: string) => normalizePhone(phone, { exact: true })

/** The allowances a guest's checkout takes one unit of, on the shop's today in Rome. */
export function guestCapTakes(input: CheckoutInput, client: string, now: Date): Take[] {
  if (!input.guest) return []
  const day = isoDateOf(romeDayNumber(now))
  const { shipping } = input
  const keys: Record<GuestCapKind, string[]> = {
    email: [input.guest.email, input.billing?.email ?? '']
      .filter(Boolean)
      .map((email) => sha256(fold(email))),
    phone: [input.guest.phone, shipping.phone].map(phoneKey).filter(Boolean),
    address: [sha256(fold(`${shipping.address1}|${shipping.postcode}|${shipping.city}`))],
    client: visitorHolders({ address: client, userId: null }),
  }
  return KINDS.flatMap((kind) =>
    [...new Set(keys[kind])].map((key) => ({ resource: `guests:${kind}:${day}:${key}`, amount: 1 })),
  )
}

/** The allowance of a guests' resource (null for another resource). */
export function guestCapOf(deps: ServerDeps, resource: string): number | null {
  return RESOURCE.test(resource) ? currentSettings(deps).guestOrdersPerDay : null
}

const REFUSAL: Record<GuestCapKind, string> = {
  email: 'Oggi sono già stati fatti troppi ordini senza account con questa email',
  phone: 'Oggi sono già stati fatti troppi ordini senza account con questo numero di telefono',
  address: 'Oggi sono già stati fatti troppi ordini senza account per questo indirizzo di consegna',
  client: 'Oggi sono già stati fatti troppi ordini senza account da questa connessione',
}

/** 429 `too_many_guest_orders`, in Italian, for the allowance that ran out (`resource`). */
export function guestCapRefusal(resource: string): ApiError {
  const kind = (RESOURCE.exec(resource)?.[1] ?? 'client') as GuestCapKind
  return new ApiError(
    429,
    'too_many_guest_orders',
    `${REFUSAL[kind]}: accedi o registrati per ordinare ancora, oppure contattaci.`,
  )
}
