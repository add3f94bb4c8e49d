import { isPaidOnDelivery } from '@shop/payments'
import type { Order } from '@shop/woo-client'
import type { Context } from 'hono'
import { claimPlaceBeforeReopening, recordPlaceChange, refuseDayPast } from '../delivery/van-places'
import { ApiError } from '../http/api-error'
import type { AppEnv, ServerDeps } from '../server-deps'
import type { PaidWith } from '../store/payment-attempts'
import { orderPaidOnline } from './order-mail-events'
import { needsPayment } from './order-view'
import { readableOrder } from './readable-order'
import { keepOrderHeld, releaseOrderHolds } from './stock-holds'

export const PAY_MSG = {
  alreadyPaid: 'Questo ordine è già pagato.',
  paidOnDelivery: 'Questo ordine si paga alla consegna: non serve pagarlo online.',
  inProgress:
    'Il pagamento di questo ordine è già in corso: attendi qualche secondo, poi ricarica la pagina per vederne l’esito.',
  inReview:
    'Stiamo verificando un pagamento precedente di questo ordine: non riprovare, ti confermiamo noi l’esito. Se non ricevi notizie, contattaci.',
} as const

/**
 * A running attempt is taken over after this long: its request died (provider calls give up
 * after 10 s, so a live one never takes this long).
 */
export const PAYMENT_STALE_MS = 2 * 60_000

/**
 * An order the requester may pay: readable by them (own, or a guest's with its key), not paid yet,
 * not paid at the door (cash on delivery, cheque: 409 paid_on_delivery), and not for a delivery
 * day already past (409 delivery_day_past).
 */
export async function payableOrder(
  deps: ServerDeps,
  c: Context<AppEnv>,
  id: number,
  key: string | undefined,
): Promise<Order> {
  const order = await readableOrder(deps, c.get('session'), id, key)
  if (isPaidOnDelivery(order.payment_method ?? ''))
    throw new ApiError(409, 'paid_on_delivery', PAY_MSG.paidOnDelivery)
  if (!needsPayment(order)) throw new ApiError(409, 'already_paid', PAY_MSG.alreadyPaid)
  // Not for a day already past (before the customer is sent to PayPal or the card form is used).
  refuseDayPast(deps, order, 'customer')
  return order
}

/**
 * The idempotency key a provider gets for one charge or capture of an order: made from the order
 * (its id and its order key, so that two stores sharing a provider account never collide) and what
 * is being done. The same key sent again makes the provider answer what it answered the first
 * time instead of charging again.
 */
export function paymentKey(order: Pick<Order, 'id' | 'order_key'>, what: string): string {
  return `wc-order-${order.id}-${order.order_key ?? ''}-${what}`.slice(0, 255)
}

/** What a provider said about one charge or capture. */
export type ChargeResult =
  | ({ state: 'paid' } & PaidWith)
  /** No money was taken (declined, not approved): the error to answer, and the next attempt is a new one. */
  | { state: 'failed'; error: ApiError }
  /** The money may or may not have been taken: the error to answer, and the next attempt repeats this one. */
  | { state: 'unknown'; error: ApiError }

/**
 * Pays an order once, whatever arrives in parallel (issue 14): the per-order lock of the store
 * (409 payment_in_progress while another attempt runs, 409 already_paid after one succeeded), the
 * order's stock kept held while it is paid, then `charge(attempt)`, which sends the provider an
 * idempotency key made with paymentKey. A charge that succeeded is recorded before WooCommerce is
 * told, so that a retry after a WooCommerce failure marks the order paid without charging again.
 * Then WooCommerce marks the order paid (it takes the stock), the holds go, and the customer gets
 * the receipt (order-mail-events.ts orderPaidOnline).
 */
export async function payOnce(
  deps: ServerDeps,
  order: Order,
  charge: (attempt: number) => Promise<ChargeResult>,
): Promise<Order> {
  const begun = await deps.stores.payments.beginPayment(order.id, deps.now().getTime(), PAYMENT_STALE_MS)
  if (begun.state === 'running') {
    throw new ApiError(409, 'payment_in_progress', PAY_MSG.inProgress, { headers: { 'Retry-After': '5' } })
  }
  if (begun.state === 'paid') throw new ApiError(409, 'already_paid', PAY_MSG.alreadyPaid)
  let paidWith: PaidWith
  if (begun.state === 'charged') {
    deps.log.warn('order charged before but not marked paid: marking it now', { orderId: order.id })
    paidWith = begun.paidWith
  } else {
    // An attempt whose outcome is unknown stays so if this one stops before the provider.
    const stopped = begun.resumed ? 'unknown' : 'failed'
    // Its van place first (an order given up, or unpaid past its hold, claims it again; a past day or
    // a full slot is refused here, before any charge), then its stock.
    let undoPlace = async () => {}
    try {
      undoPlace = await claimPlaceBeforeReopening(deps, order, 'customer')
      await keepOrderHeld(deps, order)
    } catch (error) {
      await undoPlace()
      await deps.stores.payments.endPayment(order.id, begun.attempt, stopped)
      throw error
    }
    let result: ChargeResult
    try {
      result = await charge(begun.attempt)
    } catch (error) {
      await deps.stores.payments.endPayment(order.id, begun.attempt, 'unknown')
      throw error
    }
    if (result.state !== 'paid') {
      // Declined: no money, and the place goes back; unknown: the money may be taken, the place stays.
      if (result.state === 'failed') await undoPlace()
      await deps.stores.payments.endPayment(order.id, begun.attempt, result.state)
      throw result.error
    }
    paidWith = { gateway: result.gateway, title: result.title, transactionId: result.transactionId }
    await deps.stores.payments.recordCharge(order.id, begun.attempt, paidWith)
  }
  let paid: Order
  try {
    paid = await markPaid(deps, order, paidWith)
  } catch (error) {
    await deps.stores.payments.endPayment(order.id, begun.attempt, 'charged')
    throw error
  }
  await deps.stores.payments.endPayment(order.id, begun.attempt, 'paid')
  // Paid: its van place is the order's until it is given up (no longer until a deadline).
  await recordPlaceChange(deps, paid)
  await releaseOrderHolds(deps, order.id)
  await orderPaidOnline(deps, paid)
  return paid
}

/** WooCommerce marks the order paid by `gateway`, with the provider's transaction id. */
export async function markPaid(deps: ServerDeps, order: Order, payment: PaidWith): Promise<Order> {
  const paid = await deps.woo.updateOrder(order.id, {
    status: 'processing',
    set_paid: true,
    payment_method: payment.gateway,
    payment_method_title: payment.title,
    transaction_id: payment.transactionId,
  })
  deps.log.info('order paid', { orderId: order.id, gateway: payment.gateway })
  return paid
}
