import type { DeliveredEvent, OrderRef, ReturnedEvent } from './empties-event'
import { EMPTY_KINDS, type PerEmptyKind } from './empty-kind'
import type { OrderDeposit } from './order-deposit'

/**
 * The 'delivered' events of an order handed over at the door: one per line of its deposit
 * (orderDeposit), at the deposit that line charged. Record them when the order is delivered, not
 * when it is placed: a cancelled order lends nothing.
 */
export function deliveredEvents(deposit: OrderDeposit, orderId?: OrderRef): DeliveredEvent[] {
  return deposit.lines
    .filter((line) => line.count > 0)
    .map(({ kind, count, unitCents }) =>
      orderId === undefined
        ? { type: 'delivered', kind, count, depositCents: unitCents }
        : { type: 'delivered', kind, count, depositCents: unitCents, orderId },
    )
}

/**
 * The 'returned' events of the empties a driver collected, as counted: one per kind with a count
 * above 0. More than the customer holds is recorded too; emptiesAccount keeps the excess as
 * eccedenza, with no credit.
 *
 * @throws RangeError when a count is not a whole number 0 or more
 */
export function returnedEvents(counts: Partial<PerEmptyKind>, orderId?: OrderRef): ReturnedEvent[] {
  return EMPTY_KINDS.flatMap((kind): ReturnedEvent[] => {
    const count = counts[kind] ?? 0
    if (!Number.isSafeInteger(count) || count < 0) {
      throw new RangeError(
        `returnedEvents: the count of '${kind}' must be a whole number, 0 or more, such as { ${kind}: 6 }; got ${String(count)}`,
      )
    }
    if (count === 0) return []
    return [
      orderId === undefined ? { type: 'returned', kind, count } : { type: 'returned', kind, count, orderId },
    ]
  })
}
