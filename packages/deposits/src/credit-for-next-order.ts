import { emptiesAccount } from './empties-account'
import type { CreditedEvent, EmptiesEvent, OrderRef } from './empties-event'

/** What creditForNextOrder decides. */
export interface NextOrderCredit {
  /** The deposit to give back on this order ('Cauzione vuoti resi'), in cents; 0 when nothing is owed. */
  readonly cents: number
  /** The credit left for later orders (or a refund). */
  readonly remainingCents: number
  /** The events to append to the ledger when the order is placed: one 'credited', or none. */
  readonly events: readonly CreditedEvent[]
}

/**
 * How much of the customer's credit (the deposit of empties returned and not given back yet) to
 * give back on the next order: all of it, but never more than the order's total, so that an order
 * never goes below 0; the rest stays for later. Appending the returned events to the ledger spends
 * the credit: asked again with them, it answers 0 (or what was left).
 *
 * The store appends the events in the same transaction as it reads the ledger, one customer at a
 * time, so that two checkouts of one customer cannot spend the same credit twice.
 *
 * @param orderTotalCents what the order comes to before the credit (goods and deposit), whole cents
 * @param orderId the order the credit is taken off, recorded on the event
 * @throws RangeError when orderTotalCents is not a whole number of cents 0 or more
 * @throws TypeError when the ledger holds an invalid event (emptiesAccount)
 */
export function creditForNextOrder(
  ledger: readonly EmptiesEvent[],
  orderTotalCents: number,
  orderId?: OrderRef,
): NextOrderCredit {
  if (!Number.isSafeInteger(orderTotalCents) || orderTotalCents < 0) {
    throw new RangeError(
      `creditForNextOrder: orderTotalCents must be the order's total in whole cents, 0 or more (1760 for 17,60 €); got ${String(orderTotalCents)}`,
    )
  }
  const { creditCents } = emptiesAccount(ledger)
  const cents = Math.min(creditCents, orderTotalCents)
  const event: CreditedEvent =
    orderId === undefined ? { type: 'credited', cents } : { type: 'credited', cents, orderId }
  return { cents, remainingCents: creditCents - cents, events: cents > 0 ? [event] : [] }
}
