import { fromCents } from '@shop/cart-core'
import {
  creditForNextOrder,
  deliveredEvents,
  EMPTY_KINDS,
  type EmptiesAccount,
  type EmptyKind,
  emptiesAccount,
  emptiesText,
  type PerEmptyKind,
  readOrderDeposit,
  refundCredit,
  returnedEvents,
} from '@shop/deposits'
import type { Order } from '@shop/woo-client'
import type { EmptiesAnswer } from '../contract'
import { ApiError } from '../http/api-error'
import type { ServerDeps } from '../server-deps'
import { CHECKOUT_MARKER_KEY } from './checkout-marker'

/**
 * The ledger key of a customer: `customer:<WooCommerce id>` for an account, `guest:<billing
 * e-mail, lower-cased>` for a guest's order (the same address on two guest orders is one ledger);
 * null for a guest order without an e-mail.
 */
export function emptiesCustomerKey(customerId: number, email: string | undefined | null): string | null {
  if (customerId > 0) return `customer:${customerId}`
  const address = (email ?? '').trim().toLowerCase()
  return address === '' ? null : `guest:${address}`
}

/** The ledger key of an order's customer (emptiesCustomerKey). */
export function orderCustomerKey(order: Order): string | null {
  return emptiesCustomerKey(order.customer_id ?? 0, order.billing?.email)
}

const NO_EMPTIES: PerEmptyKind = Object.freeze({ bottiglia: 0, cassa: 0 })

/**
 * The order was handed over: the customer now holds the empties its deposit lent (the deposit the
 * order recorded when it was placed, `_shop_deposit`, at the deposit charged then). Once per order:
 * the driver's 'Consegnato', an operator's 'Completato' and a replay record it once. An order
 * without a deposit lends nothing.
 */
export async function emptiesDelivered(deps: ServerDeps, order: Order): Promise<void> {
  const customer = orderCustomerKey(order)
  const deposit = readOrderDeposit(order)
  if (!customer || !deposit || deposit.lines.length === 0) return
  await deps.stores.empties.append(
    customer,
    `delivered:${order.id}`,
    () => deliveredEvents(deposit, order.id),
    deps.now().getTime(),
  )
}

/** The Italian refusal of counts that are not whole numbers 0 … 999 of known kinds. */
function checkedCounts(counts: Partial<Record<EmptyKind, number>>): Partial<Record<EmptyKind, number>> {
  const problems = Object.entries(counts ?? {}).flatMap(([kind, count]) => {
    if (!(EMPTY_KINDS as readonly string[]).includes(kind))
      return [`'${kind}' non è un tipo di vuoto: si contano ${EMPTY_KINDS.join(' e ')}.`]
    if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0 || count > 999)
      return [
        `I vuoti '${kind}' vanno contati con un numero intero da 0 a 999 (per esempio 12); ricevuto ${String(count)}.`,
      ]
    return []
  })
  if (problems.length > 0) throw new ApiError(422, 'invalid_empties', problems.join(' '))
  return counts
}

/**
 * Empties collected at the order's door, as the driver counted them (`{ bottiglia: 12, cassa: 1 }`);
 * more than the customer holds is kept as counted and earns nothing (@shop/deposits). Once per
 * order: a replay with any counts records nothing more. Bad counts: 422 `invalid_empties`, in
 * Italian, nothing recorded.
 */
export async function emptiesReturned(
  deps: ServerDeps,
  order: Order,
  counts: Partial<Record<EmptyKind, number>>,
): Promise<void> {
  const events = returnedEvents(checkedCounts(counts), order.id)
  const customer = orderCustomerKey(order)
  if (!customer) return
  await deps.stores.empties.append(customer, `returned:${order.id}`, () => events, deps.now().getTime())
}

/** The empties the order's customer holds now (for the driver's 'vuoti da ritirare'). */
export async function emptiesHeld(deps: ServerDeps, order: Order): Promise<PerEmptyKind> {
  const customer = orderCustomerKey(order)
  if (!customer) return NO_EMPTIES
  return emptiesAccount(await deps.stores.empties.ledger(customer)).held
}

/** A customer's empties as the account page and the admin app show them. */
export function emptiesAnswer(account: EmptiesAccount): EmptiesAnswer {
  return {
    held: account.held,
    heldText: emptiesText(account.held),
    heldValue: fromCents(account.heldValueCents),
    credit: fromCents(account.creditCents),
  }
}

/** A customer's empties account (what they hold, their credit). */
export async function emptiesAccountOf(deps: ServerDeps, customerId: number): Promise<EmptiesAccount> {
  return emptiesAccount(await deps.stores.empties.ledger(`customer:${customerId}`))
}

/** The ledger key of a checkout's credit. */
const creditKey = (marker: string) => `credited:${marker}`

/**
 * The credit a logged-in customer's checkout takes off its deposit (@shop/deposits
 * creditForNextOrder, at most the order's own deposit, since the fee line must not go negative),
 * appended to the ledger now, once per checkout: a retried checkout takes the same credit. Guests
 * take none (anyone may type an e-mail). Give it back with releaseCheckoutCredit if no order is
 * made.
 */
export async function takeCheckoutCredit(
  deps: ServerDeps,
  customerId: number,
  marker: string,
  depositCents: number,
): Promise<number> {
  if (customerId <= 0 || depositCents <= 0) return 0
  const taken = await deps.stores.empties.append(
    `customer:${customerId}`,
    creditKey(marker),
    (ledger) => creditForNextOrder(ledger, depositCents).events,
    deps.now().getTime(),
  )
  if (taken.voided) return 0
  return taken.events.reduce((cents, event) => cents + (event.type === 'credited' ? event.cents : 0), 0)
}

/** A checkout's credit goes back to the customer (its order was not made). */
export async function releaseCheckoutCredit(deps: ServerDeps, marker: string): Promise<void> {
  await deps.stores.empties.voidBatch(creditKey(marker), deps.now().getTime())
}

/** Statuses in which an order took nothing: its credit goes back to the customer. */
const GIVEN_BACK = new Set(['cancelled', 'failed'])

/**
 * What the empties ledger does when an order's status changes (order-mail-events.ts
 * orderStatusChanged: operators, the back office, the shop's own cancellations): delivered
 * ('completed') lends its empties; cancelled or failed gives its credit back. Refunded keeps both
 * (the goods were delivered; the operator settles the deposit with the refund).
 */
export async function emptiesFollowStatus(deps: ServerDeps, order: Order): Promise<void> {
  if (order.status === 'completed') await emptiesDelivered(deps, order)
  if (GIVEN_BACK.has(order.status ?? '')) {
    const marker = order.meta_data?.find((meta) => meta.key === CHECKOUT_MARKER_KEY)?.value
    if (typeof marker === 'string' && marker !== '') await releaseCheckoutCredit(deps, marker)
  }
}

/**
 * The operator gives the customer's whole credit back in money ('Rimborsa il credito'): the
 * refunded event, once per `requestKey` (a double click refunds once). The cents refunded: 0 when
 * there was no credit.
 */
export async function refundEmptiesCredit(
  deps: ServerDeps,
  customerId: number,
  requestKey: string,
  note: string | undefined,
): Promise<number> {
  const refund = await deps.stores.empties.append(
    `customer:${customerId}`,
    `refunded:${customerId}:${requestKey}`,
    (ledger) => refundCredit(ledger, note).events,
    deps.now().getTime(),
  )
  return refund.events.reduce((cents, event) => cents + (event.type === 'refunded' ? event.cents : 0), 0)
}
