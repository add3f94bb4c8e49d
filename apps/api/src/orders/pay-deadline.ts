import { orderMetaText, PAYABLE_STATUSES } from '@shop/orders'
import { GATEWAY_IDS } from '@shop/payments'
import { type CutoffRules, isPastCutoff } from '@shop/slots'
import type { Order } from '@shop/woo-client'
import type { ServerDeps } from '../server-deps'
import { currentSettings } from '../settings'
import { CHECKOUT_MARKER_KEY } from './checkout-marker'
import { ONLINE_GATEWAYS } from './payment-gateways'

/*
 * By when an unpaid order must be paid (unpaid-orders.ts says what happens then): what the van
 * places' claims of unpaid orders last (delivery/van-places.ts).
 */

/** What an order waits for: an online payment, a bank transfer, or nothing (paid, at the door, given up). */
export function awaitedPayment(order: Order): 'online' | 'transfer' | null {
  if (!(Number(order.total ?? 0) > 0)) return null
  const method = order.payment_method ?? ''
  const status = order.status ?? ''
  if (method === GATEWAY_IDS.bankTransfer)
    return (status === 'on-hold' || status === 'pending') && !order.date_paid_gmt ? 'transfer' : null
  if (ONLINE_GATEWAYS.has(method)) return PAYABLE_STATUSES.has(status) ? 'online' : null
  return null
}

/**
 * The first instant, from `from` on and to the minute, at which `slot` of `date` can no longer be
 * ordered under `rules` (isPastCutoff, which is monotonic in time: found by halving).
 */
export function slotCutoffAt(
  date: string,
  slot: string,
  rules: Partial<CutoffRules> | null,
  from: number,
): number {
  const past = (at: number) => isPastCutoff({ date, slot, now: new Date(at), rules })
  if (past(from)) return from
  // 23:59 UTC on the day is after every slot's start in Rome (UTC+1 or +2): past by then.
  let hi = Date.parse(`${date}T23:59:00Z`)
  if (!Number.isFinite(hi) || !past(hi)) return Number.isFinite(hi) ? hi : from
  let lo = from
  while (hi - lo > 60_000) {
    const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000
    if (past(mid)) hi = mid
    else lo = mid
  }
  return hi
}

/** When an order placed at `placedAt` with `gateway` must be paid by; null when it may wait (at the door). */
export function payDeadline(
  deps: ServerDeps,
  gateway: string,
  delivery: { date: string; slot: string },
  placedAt: number,
): number | null {
  const hold = placedAt + deps.config.stockHoldMinutes * 60_000
  if (ONLINE_GATEWAYS.has(gateway)) return hold
  if (gateway === GATEWAY_IDS.bankTransfer)
    return Math.max(
      hold,
      slotCutoffAt(delivery.date, delivery.slot, currentSettings(deps).deliveryRules.cutoffs, placedAt),
    )
  return null
}

/**
 * An unpaid order's deadline as WooCommerce's order tells it (the start's reconciliation, an order
 * the ledger has no claim for): null when it waits for nothing, or the shop's checkout did not make
 * it. An online one gets the hold time twice (it may have been extended once).
 */
export function orderPayDeadline(
  deps: ServerDeps,
  order: Order,
  delivery: { date: string; slot: string },
): number | null {
  const awaited = awaitedPayment(order)
  if (!awaited || !orderMetaText(order, CHECKOUT_MARKER_KEY)) return null
  const created = Date.parse(`${order.date_created_gmt ?? ''}Z`)
  if (!Number.isFinite(created)) return null
  const deadline = payDeadline(deps, order.payment_method ?? '', delivery, created)
  if (deadline === null) return null
  return awaited === 'online' ? deadline + deps.config.stockHoldMinutes * 60_000 : deadline
}
