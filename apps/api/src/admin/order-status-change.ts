import {
  DELIVERY_FAILED,
  GIVEN_UP_STATUSES,
  hasLeft,
  holdBackReason,
  isDispatched,
  type OperatorStatus,
} from '@shop/orders'
import { isoDateOf, romeDayNumber } from '@shop/slots'
import { type Order, WooError } from '@shop/woo-client'
import { claimPlaceBeforeReopening } from '../delivery/van-places'
import { ApiError } from '../http/api-error'
import type { CancelReason } from '../messages/order-mails'
import { orderStatusChanged } from '../orders/order-mail-events'
import { bankAccountOf } from '../orders/payment-gateways'
import { releaseOrderHolds, settlesStock } from '../orders/stock-holds'
import type { ServerDeps } from '../server-deps'
import { ADMIN_MSG } from './admin-messages'
import { toAdminOrderView } from './admin-order-view'
import { findOrders, SCAN_MAX_PAGES, SCAN_PAGE_SIZE } from './find-orders'
import { mapLimited } from './map-limited'

/**
 * Moves `existing` to `status` in WooCommerce for operator `by`, then lets its stock hold go when
 * WooCommerce settled the stock, and sends the event's messages (order-mail-events.ts). A store
 * that has not registered the shop's 'out-for-delivery' status refuses it: 409
 * `status_not_registered`, saying what to install.
 */
export async function changeOrderStatus(
  deps: ServerDeps,
  existing: Order,
  status: OperatorStatus,
  by: number,
  /** Why, for the cancelled mail: the customer cancelling from the order page (orders/order-changes.ts). */
  because?: CancelReason,
): Promise<Order> {
  // Out of failed or cancelled into the vans again: its place is claimed first (a past day or a full
  // slot is refused, in Italian, and nothing changes). Delivered ('completed') needs no place.
  const reopening =
    GIVEN_UP_STATUSES.has(existing.status ?? '') && !GIVEN_UP_STATUSES.has(status) && status !== 'completed'
  const undoPlace = reopening ? await claimPlaceBeforeReopening(deps, existing, 'operator') : async () => {}
  let order: Order
  try {
    order = await deps.woo.updateOrderStatus(existing.id, status)
  } catch (error) {
    await undoPlace()
    if (status === 'out-for-delivery' && error instanceof WooError && error.code === 'rest_invalid_param')
      throw new ApiError(409, 'status_not_registered', ADMIN_MSG.onTheWayNotRegistered)
    if (status === DELIVERY_FAILED && error instanceof WooError && error.code === 'rest_invalid_param')
      throw new ApiError(409, 'status_not_registered', ADMIN_MSG.failedDeliveryNotRegistered)
    throw error
  }
  // WooCommerce took the stock (processing, on-hold, out-for-delivery, completed) or gave it back
  // (cancelled, failed, refunded): the order's stock hold has done its work (orders/stock-holds.ts).
  if (settlesStock(order.status)) await releaseOrderHolds(deps, existing.id)
  deps.log.info('order status changed', { orderId: existing.id, from: existing.status, to: status, by })
  await orderStatusChanged(deps, existing, order, because)
  return order
}

export interface Departure {
  date: string
  vehicle: string
  /** Now 'In consegna'. */
  departed: { id: number; number: string }[]
  /** Not moved: their payment has not arrived ('Bonifico non ricevuto', …: @shop/orders holdBackReason). */
  left: { id: number; number: string; reason: string }[]
  /** Already in consegna or delivered. */
  already: number
}

/**
 * The dispatch sheet's 'Partito': van `vehicle` left with its orders of `date`, which must be
 * today in Rome by the shop's clock (`deps.now`): a van leaves on its day, so another date is
 * refused with 409 `departure_not_today`, naming both days, before anything is read or changed.
 * Each order on its sheet (not cancelled, refunded or failed) goes 'In consegna' (with the
 * customer's e-mail and, when asked for, SMS), except those whose payment has not arrived (a bank
 * transfer awaited, an online payment due or in review: @shop/orders holdBackReason, the rule the
 * sheet's rows word it with), which stay and are listed with the reason. Pressed twice, nothing is
 * sent twice.
 */
export async function vanDeparted(
  deps: ServerDeps,
  { date, vehicle }: { date: string; vehicle: string },
  by: number,
): Promise<Departure> {
  const today = isoDateOf(romeDayNumber(deps.now()))
  if (date !== today) throw new ApiError(409, 'departure_not_today', ADMIN_MSG.departureNotToday(date, today))
  const found = await findOrders(deps, {
    deliveryDate: date,
    vehicle,
    page: 1,
    perPage: SCAN_MAX_PAGES * SCAN_PAGE_SIZE,
  })
  const bank = bankAccountOf(deps)
  const departure: Departure = { date, vehicle, departed: [], left: [], already: 0 }
  const toMove: Order[] = []
  for (const order of found.orders) {
    if (hasLeft(order.status ?? '')) {
      departure.already++
      continue
    }
    if (!isDispatched(order.status ?? '')) continue
    const view = toAdminOrderView(order, bank)
    const reason = holdBackReason(view)
    if (reason !== null) departure.left.push({ id: order.id, number: view.number, reason })
    else toMove.push(order)
  }
  // One at a time: the first refusal (a store without the status) stops the rest.
  await mapLimited(toMove, 1, async (order) => {
    const moved = await changeOrderStatus(deps, order, 'out-for-delivery', by)
    departure.departed.push({ id: moved.id, number: moved.number ?? String(moved.id) })
  })
  return departure
}

/**
 * At start: whether the store has the shop's 'out-for-delivery' status (asking for orders in it is
 * refused with 400 `rest_invalid_param` when it is not registered). Without it, 'In consegna' and
 * the dispatch sheet's 'Partito' answer 409 and no 'in consegna' message can go: one warning says
 * so. Null when the store could not be asked (the connection check reports that).
 */
export async function checkOnTheWayStatus(deps: ServerDeps): Promise<boolean | null> {
  try {
    await deps.woo.listOrders({ status: 'out-for-delivery', per_page: 1 })
    return true
  } catch (error) {
    if (error instanceof WooError && error.code === 'rest_invalid_param') {
      deps.log.warn(
        "WooCommerce: the order status 'out-for-delivery' ('In consegna') is not registered; register wc-out-for-delivery (apps/api/docs/out-for-delivery-status.php) for the dispatch sheet's 'Partito' and the 'in consegna' messages",
        {},
      )
      return false
    }
    return null
  }
}
