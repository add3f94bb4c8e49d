import { readDelivery } from '@shop/orders'
import { isPastCutoff, sameSlot } from '@shop/slots'
import type { Order } from '@shop/woo-client'
import { zoneName } from '@shop/zones'
import { moveOrderDelivery } from '../admin/move-order'
import { changeOrderStatus } from '../admin/order-status-change'
import { ApiError } from '../http/api-error'
import type { CustomerCancel } from '../messages/order-mails'
import type { ServerDeps } from '../server-deps'
import { currentSettings } from '../settings'
import { serialised } from '../store/serialised'
import { orderMoved } from './order-mail-events'
import { toOrderView } from './order-view'
import { bankAccountOf } from './payment-gateways'
import { refundableCents, refundMethodOf, refundOrder } from './refund-order'

/** The refusals of a customer's change, in Italian. */
export const CHANGE_MSG = {
  pastCutoff:
    'È passato il termine per cambiare questo ordine dal sito: per spostarlo o annullarlo chiama il servizio clienti, trovi il numero nella pagina Contatti.',
  notChangeable: (status: string) =>
    `Questo ordine non si può più cambiare dal sito (stato: ${status}). Per qualsiasi domanda chiama il servizio clienti.`,
  busy: 'Stiamo già cambiando questo ordine: riprova tra qualche secondo.',
} as const

/** The statuses in which the customer may still move or cancel: not yet on its way, delivered or given up. */
const CHANGEABLE = new Set(['pending', 'on-hold', 'processing'])

/** Why the order page offers no change: its status, or its slot's cut-off passed. */
export type ChangeRefusal = 'status' | 'cutoff'

/** What the order page reads: whether it offers 'Cambia data e fascia' and 'Annulla l’ordine', and the zone to choose from. */
export interface OrderChangesState {
  changeable: boolean
  /** Null when changeable. */
  refusal: ChangeRefusal | null
  zone: { id: string; name: string } | null
}

/**
 * Whether the customer may still change the order themselves (issue 27): its status is one before
 * the van (pending, on-hold, processing) and its CURRENT slot is not past its cut-off under the
 * delivery rules in force (@shop/slots isPastCutoff, the shop's clock): the same rule that closes the
 * slot to new orders, since after it the van's load is being prepared. An order without a day or
 * slot has nothing to be late for.
 */
export function orderChangesState(deps: ServerDeps, order: Order): OrderChangesState {
  const current = readDelivery(order)
  const zone = deps.zones.current().zones.find((candidate) => zoneName(candidate) === current.zoneName)
  const zoneView = zone ? { id: zone.id, name: zoneName(zone) } : null
  if (!CHANGEABLE.has(order.status ?? '')) return { changeable: false, refusal: 'status', zone: zoneView }
  const late =
    current.date !== null &&
    current.slot !== null &&
    isPastCutoff({
      date: current.date,
      slot: current.slot,
      now: deps.now(),
      rules: currentSettings(deps).deliveryRules.cutoffs,
    })
  return late
    ? { changeable: false, refusal: 'cutoff', zone: zoneView }
    : { changeable: true, refusal: null, zone: zoneView }
}

function assertChangeable(deps: ServerDeps, order: Order): void {
  const state = orderChangesState(deps, order)
  if (state.refusal === 'cutoff') throw new ApiError(409, 'past_cutoff', CHANGE_MSG.pastCutoff)
  if (state.refusal === 'status') {
    const label = toOrderView(order, bankAccountOf(deps)).wording.status
    throw new ApiError(409, 'not_changeable', CHANGE_MSG.notChangeable(label))
  }
}

/**
 * One change of an order at a time, across the API's processes (store/serialised.ts): a move and a
 * cancel sent together are decided one after the other on the order as the first left it, so a
 * cancelled order is never moved (it would take a van place again) and a moved one is cancelled
 * whole. The order is read again inside.
 */
function oneChangeAtATime<T>(deps: ServerDeps, orderId: number, work: (fresh: Order) => Promise<T>) {
  return serialised(
    deps.stores.locks,
    deps.now,
    `order-change:${orderId}`,
    {
      leaseMs: 60_000,
      waitMs: 30_000,
      pollMs: 25,
      busy: () => new ApiError(409, 'order_change_busy', CHANGE_MSG.busy),
    },
    async () => {
      const fresh = await deps.woo.getOrder(orderId)
      if (!fresh) throw new ApiError(404, 'not_found', 'Ordine non trovato')
      return work(fresh)
    },
  )
}

/**
 * The customer moves their order to another date and slot before its cut-off: the operators' move
 * (admin/move-order.ts moveOrderDelivery: a date of the zone's calendar, a slot offered that day,
 * the new van place claimed first and the old one given back in the same decision, so a full slot
 * keeps the old place), then the 'moved' mail. The same date and slot again answers the order as
 * it is (a retry after a lost answer), never a second mail.
 */
export async function moveOwnOrder(
  deps: ServerDeps,
  orderId: number,
  to: { date: string; slot: string },
  by: number,
): Promise<Order> {
  return oneChangeAtATime(deps, orderId, async (fresh) => {
    const current = readDelivery(fresh)
    const already = current.date === to.date && current.slot !== null && sameSlot(current.slot, to.slot)
    if (already && fresh.status !== 'cancelled') return fresh
    assertChangeable(deps, fresh)
    const moved = await moveOrderDelivery(deps, fresh, to, by)
    orderMoved(deps, moved)
    return moved
  })
}

/**
 * The customer cancels their order before its cut-off. The order becomes cancelled in WooCommerce
 * through the operators' status change (admin/order-status-change.ts: its stock hold and van place
 * go, the empties credit it used comes back, the cancelled mail saying how the money comes back);
 * then, if it was paid, the whole of what is left is refunded (orders/refund-order.ts, key
 * `cancel:<id>`): card and PayPal through the provider now, a bank transfer queued for operators.
 * Once: a cancel of an order already cancelled answers it as it is, and never refunds again.
 */
export async function cancelOwnOrder(deps: ServerDeps, orderId: number, by: number): Promise<Order> {
  return oneChangeAtATime(deps, orderId, async (fresh) => {
    const ours = await deps.stores.refunds.get(`cancel:${orderId}`)
    if (fresh.status === 'cancelled') {
      // Cancelled here before, its refund refused by the provider then: asked again under its key
      // (the provider's own idempotency key answers a refund it did make, never a second one).
      if (ours?.state === 'failed') await refundAfterCancel(deps, fresh, by, ours.amountCents)
      return (await deps.woo.getOrder(orderId)) ?? fresh
    }
    // Cancelled by this, then refunded whole: WooCommerce made it 'refunded' (as the real store does).
    if (fresh.status === 'refunded' && ours) return fresh
    assertChangeable(deps, fresh)
    const payment = toOrderView(fresh, bankAccountOf(deps)).payment.state
    const paid = (payment === 'paid' || payment === 'in-review') && refundableCents(fresh) > 0
    const refund: CustomerCancel['refund'] = paid ? refundMethodOf(fresh) : null
    const cancelled = await changeOrderStatus(deps, fresh, 'cancelled', by, { by: 'customer', refund })
    if (!paid) return cancelled
    await refundAfterCancel(deps, cancelled, by)
    return (await deps.woo.getOrder(orderId)) ?? cancelled
  })
}

/**
 * The refund of a cancelled order, whole unless `amountCents` (a retry asks for what it asked
 * first). The order is cancelled either way: a refund the provider refused stays in the refunds'
 * records as failed, logged, for the customer's next cancel or an operator's 'Rimborsa'.
 */
async function refundAfterCancel(deps: ServerDeps, order: Order, by: number, amountCents?: number) {
  try {
    await refundOrder(deps, order, {
      key: `cancel:${order.id}`,
      amountCents,
      reason: 'Ordine annullato dal cliente',
      by: by > 0 ? `customer:${by}` : 'guest',
    })
  } catch (error) {
    deps.log.error('refund of a cancelled order failed', { orderId: order.id, error })
  }
}
