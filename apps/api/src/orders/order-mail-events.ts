import { GATEWAY_IDS } from '@shop/payments'
import type { Order } from '@shop/woo-client'
import {
  type MailContent,
  type OrderMailInput,
  orderCancelledMail,
  orderDeliveredMail,
  orderPaidMail,
  orderReceivedMail,
} from '../messages/order-mails'
import type { ServerDeps } from '../server-deps'
import { currentSettings } from '../settings'
import { type OrderView, toOrderView } from './order-view'
import { bankAccountOf } from './payment-gateways'

/**
 * The order's e-mails, one per real event, each with a stable key (`order:<id>:<event>`) so that a
 * replayed checkout, a retried capture or a status set twice sends nothing twice (the mail
 * adapter drops a key it has seen):
 *
 * - `received`: at checkout; what happens next for its payment method (orderReceivedMail). An
 *   order to pay online (card, PayPal) is being paid right then, so its mail waits
 *   config.orderMailWaitSeconds (ORDER_MAIL_WAIT_SECONDS, 10 minutes): paid within it, this mail is the receipt and `paid` is not sent; still
 *   unpaid, it goes with the pay-now link.
 * - `paid`: a card or PayPal payment captured after `received` went, or an operator moving a
 *   transfer (or an online order in review) to a paid status.
 * - `cancelled`: an operator cancelled it.
 * - `delivered`: an operator completed it.
 *
 * Each goes to the order's billing e-mail, after the answer; a failure is only logged.
 */
export type OrderMailEvent = 'received' | 'paid' | 'cancelled' | 'delivered'

export const orderMailKey = (orderId: number, event: OrderMailEvent) => `order:${orderId}:${event}`

/** The online orders whose `received` mail is waiting for the payment, per server. */
const waitingByServer = new WeakMap<ServerDeps, Map<number, NodeJS.Timeout>>()

function waiting(deps: ServerDeps): Map<number, NodeJS.Timeout> {
  let map = waitingByServer.get(deps)
  if (!map) {
    map = new Map()
    waitingByServer.set(deps, map)
  }
  return map
}

interface MailOrder {
  view: OrderView
  email: string
}

function mailOrderOf(deps: ServerDeps, order: Order): MailOrder {
  return {
    view: toOrderView(order, bankAccountOf(deps)),
    email: order.billing?.email ?? '',
  }
}

function inputOf(deps: ServerDeps, { view }: MailOrder): OrderMailInput {
  const publicUrl = deps.config.publicUrl
  return {
    brand: currentSettings(deps).brand,
    shopUrl: publicUrl,
    order: view,
    payLink: `${publicUrl}/paga?ordine=${view.id}&chiave=${encodeURIComponent(view.orderKey)}`,
  }
}

function send(deps: ServerDeps, order: MailOrder, event: OrderMailEvent, content: MailContent): void {
  const key = orderMailKey(order.view.id, event)
  if (!order.email) {
    deps.log.warn('order mail not sent: the order has no e-mail', { key })
    return
  }
  deps.mail
    .send({ to: order.email, key, ...content })
    .catch((error: unknown) => deps.log.warn('order mail not sent', { key, error }))
}

/** After the answer: a mail is never why a request fails or waits. */
function later(deps: ServerDeps, what: string, run: () => void | Promise<void>): void {
  setImmediate(() => {
    Promise.resolve()
      .then(run)
      .catch((error: unknown) => deps.log.warn(`order mail not sent: ${what}`, { error }))
  })
}

/**
 * Checkout placed `placed` (or found it again on a retry): its `received` mail, to `email` (the
 * billing e-mail); the customer's note is the view's `note`.
 */
export function orderPlaced(deps: ServerDeps, placed: OrderView, details: { email: string }): void {
  if (!deps.mail.available()) return
  const order: MailOrder = { view: placed, ...details }
  if (placed.payment.state !== 'to-pay-online') {
    later(deps, 'received', () => send(deps, order, 'received', orderReceivedMail(inputOf(deps, order))))
    return
  }
  const pending = waiting(deps)
  if (pending.has(placed.id)) return
  const wait = deps.config.orderMailWaitSeconds * 1000
  const timer = setTimeout(() => {
    pending.delete(placed.id)
    later(deps, 'received', async () => {
      const now = await deps.woo.getOrder(placed.id)
      if (!now) return
      const current = mailOrderOf(deps, now)
      // Paid meanwhile (the receipt went then), or cancelled: nothing to say any more.
      if (current.view.payment.state !== 'to-pay-online') return
      send(deps, current, 'received', orderReceivedMail(inputOf(deps, current)))
    })
  }, wait)
  timer.unref()
  pending.set(placed.id, timer)
}

/**
 * A card or PayPal payment was captured (`paid` is the order WooCommerce marked paid): the receipt.
 * While the order's `received` mail still waits, that mail goes now as the receipt; otherwise the
 * `paid` mail does.
 */
export function orderPaidOnline(deps: ServerDeps, paid: Order): void {
  if (!deps.mail.available()) return
  const pending = waiting(deps)
  const timer = pending.get(paid.id)
  if (timer) {
    clearTimeout(timer)
    pending.delete(paid.id)
  }
  const order = mailOrderOf(deps, paid)
  const input = inputOf(deps, order)
  later(deps, 'paid', () =>
    timer
      ? send(deps, order, 'received', orderReceivedMail(input))
      : send(deps, order, 'paid', orderPaidMail(input, 'online')),
  )
}

/** States in which the shop still waits for the money (a move to 'paid' is a payment received). */
const AWAITED = new Set(['awaiting-transfer', 'to-pay-online', 'in-review'])

/**
 * An operator changed an order's status (`before` → `after`): payment received (a transfer, or
 * an online order in review, now paid), cancelled, delivered (completed).
 */
export function orderStatusChanged(deps: ServerDeps, before: Order, after: Order): void {
  if (!deps.mail.available() || before.status === after.status) return
  const was = mailOrderOf(deps, before)
  const order = mailOrderOf(deps, after)
  const input = inputOf(deps, order)
  later(deps, 'status', () => {
    if (after.status === 'cancelled') {
      send(deps, order, 'cancelled', orderCancelledMail(input, was.view.payment.state === 'paid'))
      return
    }
    if (order.view.payment.state === 'paid' && AWAITED.has(was.view.payment.state)) {
      const by = after.payment_method === GATEWAY_IDS.bankTransfer ? 'transfer' : 'online'
      send(deps, order, 'paid', orderPaidMail(input, by))
    }
    if (after.status === 'completed') send(deps, order, 'delivered', orderDeliveredMail(input))
  })
}
