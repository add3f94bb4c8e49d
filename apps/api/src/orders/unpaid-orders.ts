import type { Order } from '@shop/woo-client'
import { bookingsLedger, recordPlaceChange, releaseOrderPlace } from '../delivery/van-places'
import type { ServerDeps } from '../server-deps'
import { orderStatusChanged, remindTransfer } from './order-mail-events'
import { awaitedPayment } from './pay-deadline'
import { PAYMENT_STALE_MS } from './pay-order'
import { releaseOrderHolds } from './stock-holds'

/**
 * Unpaid orders do not keep what others could buy (issue 23). An order the shop's checkout made
 * and that waits for its money keeps its van place until it must be paid by:
 *
 * - by card or PayPal: the hold time (STOCK_HOLD_MINUTES, an hour by default, as WooCommerce's own) from the order,
 *   moved on once by the pay page (`extendPayment`: starting a PayPal payment, say);
 * - by bank transfer: the cut-off of its delivery slot (when the slot can no longer be ordered
 *   under the delivery rules), and at least the hold time. A reminder goes a day before
 *   (TRANSFER_REMINDER_HOURS).
 *
 * Past that, the place no longer counts (the ledger's claim lapsed), and `sweepUnpaidOrders` (every
 * round of the order watch) cancels the order in WooCommerce, which gives back its stock, and mails
 * the customer why. Paying later claims a place again, under the capacity (pay-order.ts). Cash on
 * delivery is paid at the door: its place lasts. Orders made in WooCommerce's back office are the
 * operators': they are never cancelled by the shop.
 */

/** The bank transfer reminder goes this long before the order's time to pay is up. */
export const TRANSFER_REMINDER_HOURS = 24
/** Claims looked at per sweep at most; the rest wait for the next round. */
const SWEEP_BATCH = 50

/**
 * The pay page gives an unpaid online order more time: its place (and stock) is kept the hold time
 * from now, once per order. Answers the new deadline, or null when it was already moved once or has
 * no place waiting (lapsed: paying claims a new one).
 */
export async function extendPayment(deps: ServerDeps, orderId: number): Promise<number | null> {
  const now = deps.now().getTime()
  const ledger = bookingsLedger(deps)
  const until = now + deps.config.stockHoldMinutes * 60_000
  return ledger.atomically(async () => {
    const live = (await ledger.liveOf(`order:${orderId}`, now)).filter((claim) => claim.expiresAt !== null)
    let moved: number | null = null
    for (const claim of live) {
      const extended = await ledger.extend(claim.id, until, now)
      if (extended.ok && extended.value.expiresAt === until) moved = until
    }
    return moved
  })
}

/**
 * One sweep of the unpaid orders: each whose time to pay is up is cancelled in WooCommerce (unless
 * paid meanwhile, or a payment of it is running or its outcome unknown), its place released and
 * the customer told why; a bank transfer whose time is up within a day is reminded, once. Answers
 * how many were cancelled and reminded.
 */
export async function sweepUnpaidOrders(deps: ServerDeps): Promise<{ cancelled: number; reminded: number }> {
  const now = deps.now().getTime()
  const ledger = bookingsLedger(deps)
  const ending = await ledger.bookedEndingBy(now + TRANSFER_REMINDER_HOURS * 3_600_000, SWEEP_BATCH, 'order:')
  let cancelled = 0
  let reminded = 0
  for (const claim of ending) {
    const orderId = Number(/^order:(\d+)$/.exec(claim.holders[0] ?? '')?.[1])
    if (!Number.isSafeInteger(orderId)) continue
    const lapsed = claim.expiresAt !== null && claim.expiresAt <= now
    const reminderMark = `transfer-reminder:${orderId}`
    if (!lapsed && (await deps.stores.marks.getMark(reminderMark)) !== null) continue
    const order = await deps.woo.getOrder(orderId)
    const awaited = order ? awaitedPayment(order) : null
    if (!order || !awaited) {
      // Gone, paid or given up meanwhile: its place as WooCommerce has it now; the old claim goes.
      await ledger.release(claim.id, now)
      if (order) await recordPlaceChange(deps, order)
      continue
    }
    if (!lapsed) {
      if (awaited === 'transfer' && claim.expiresAt !== null) {
        remindTransfer(deps, order, claim.expiresAt)
        reminded++
      }
      await deps.stores.marks.setMark(reminderMark, new Date(now).toISOString())
      continue
    }
    if (await cancelUnpaid(deps, order, awaited)) cancelled++
    await ledger.release(claim.id, now)
  }
  return { cancelled, reminded }
}

/**
 * Cancels an unpaid order whose time is up, under its payment lock, so that no payment starts
 * meanwhile; an order being paid, or whose last payment's outcome is unknown, is left (false).
 */
async function cancelUnpaid(
  deps: ServerDeps,
  order: Order,
  awaited: 'online' | 'transfer',
): Promise<boolean> {
  const begun = await deps.stores.payments.beginPayment(order.id, deps.now().getTime(), PAYMENT_STALE_MS)
  if (begun.state !== 'begun') return false
  if (begun.resumed) {
    await deps.stores.payments.endPayment(order.id, begun.attempt, 'unknown')
    deps.log.warn('unpaid order not cancelled: its last payment may have been taken', { orderId: order.id })
    return false
  }
  let after: Order
  try {
    after = await deps.woo.updateOrderStatus(order.id, 'cancelled')
  } finally {
    await deps.stores.payments.endPayment(order.id, begun.attempt, 'failed')
  }
  await releaseOrderPlace(deps, order.id, deps.now().getTime())
  await releaseOrderHolds(deps, order.id)
  deps.log.info('unpaid order cancelled: its time to pay was up', { orderId: order.id })
  await orderStatusChanged(deps, order, after, awaited === 'transfer' ? 'unpaid-transfer' : 'unpaid-online')
  return true
}
