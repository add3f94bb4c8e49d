import { DELIVERY_FAILED, ORDER_META_KEYS, readDelivery } from '@shop/orders'
import { sameSlot } from '@shop/slots'
import type { Order } from '@shop/woo-client'
import { zoneName } from '@shop/zones'
import { moveOrderDelivery } from '../admin/move-order'
import { changeOrderStatus } from '../admin/order-status-change'
import { failureWords, readOutcome } from '../driver/delivery-outcome'
import { attemptsOf } from '../driver/record-outcome'
import { ApiError } from '../http/api-error'
import { sha256 } from '../security/crypto'
import type { ServerDeps } from '../server-deps'
import { canonicalJson } from './canonical-json'
import { runIdempotent } from './run-idempotent'

export const RESCHEDULE_MSG = {
  notWaiting: 'Questo ordine non aspetta una nuova consegna: puoi seguirlo dalla sua pagina.',
  already: 'La nuova consegna di questo ordine è già stata scelta.',
} as const

/** What the reschedule page reads: whether the order waits for a new slot, why, and its zone. */
export interface RescheduleState {
  open: boolean
  /** The zone whose calendar and slots the customer chooses from; null when the order has none the shop knows. */
  zone: { id: string; name: string } | null
  /** When the driver came, and why it failed, in the customer's words. */
  failed: { date: string; reason: string } | null
}

export function rescheduleState(deps: ServerDeps, order: Order): RescheduleState {
  const outcome = readOutcome(order)
  const current = readDelivery(order)
  const zone = deps.zones.current().zones.find((candidate) => zoneName(candidate) === current.zoneName)
  return {
    open: order.status === DELIVERY_FAILED,
    zone: zone ? { id: zone.id, name: zoneName(zone) } : null,
    failed:
      outcome?.result === 'failed' ? { date: outcome.date, reason: failureWords(outcome.reason) } : null,
  }
}

/**
 * The customer chooses a new date and slot for an order brought back from the door ('Consegna non
 * riuscita'): the move follows the operators' rules (moveOrderDelivery: a date of the zone's
 * calendar, a slot offered that day, the van's place and kilograms claimed in one decision, the
 * old place given back), the failed outcome goes into the order's attempts, and the order is 'In
 * lavorazione' again, for the new date's van. Once per failed delivery: a second choice (another
 * tab) is 409 `already_rescheduled`; the same choice again answers the order. Each step is safe
 * to repeat, so a retry after a lost answer finishes the work.
 */
export async function rescheduleOrder(
  deps: ServerDeps,
  existing: Order,
  to: { date: string; slot: string },
): Promise<Order> {
  const outcome = readOutcome(existing)
  const key = `reschedule:${existing.id}:${outcome?.date ?? ''}`
  const hash = sha256(canonicalJson(to))
  try {
    const answer = await runIdempotent(deps, key, hash, async () => {
      const order = await reschedule(deps, existing, to)
      return { status: 200, body: { id: order.id } }
    })
    // The order as it is now (a replay answers the first request's work).
    return (await deps.woo.getOrder((answer.body as { id: number }).id)) ?? existing
  } catch (error) {
    if (error instanceof ApiError && error.code === 'idempotency_mismatch')
      throw new ApiError(409, 'already_rescheduled', RESCHEDULE_MSG.already)
    throw error
  }
}

async function reschedule(
  deps: ServerDeps,
  existing: Order,
  to: { date: string; slot: string },
): Promise<Order> {
  const fresh = (await deps.woo.getOrder(existing.id)) ?? existing
  if (fresh.status !== DELIVERY_FAILED)
    throw new ApiError(409, 'not_reschedulable', RESCHEDULE_MSG.notWaiting)
  const current = readDelivery(fresh)
  const by = fresh.customer_id
  // A retry after the move went through: the order is already there.
  const moved =
    current.date === to.date && current.slot !== null && sameSlot(current.slot, to.slot)
      ? fresh
      : await moveOrderDelivery(deps, fresh, to, by)
  const outcome = readOutcome(moved)
  const cleared = outcome
    ? await deps.woo.updateOrder(moved.id, {
        meta_data: [
          { key: ORDER_META_KEYS.deliveryOutcome, value: '' },
          { key: ORDER_META_KEYS.deliveryAttempts, value: JSON.stringify([...attemptsOf(moved), outcome]) },
        ],
      })
    : moved
  return changeOrderStatus(deps, cleared, 'processing', by)
}
