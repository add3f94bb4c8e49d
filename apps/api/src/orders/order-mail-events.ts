import { italianMobile } from '@shop/customer-search'
import { DELIVERY_FAILED, ON_THE_WAY_STATUSES, ORDER_META_KEYS } from '@shop/orders'
import { GATEWAY_IDS } from '@shop/payments'
import type { Order } from '@shop/woo-client'
import { recordPlaceChange } from '../delivery/van-places'
import { failureWords, readOutcome } from '../driver/delivery-outcome'
import {
  type CancelReason,
  type MailContent,
  type OrderMailInput,
  orderCancelledMail,
  orderDeliveredMail,
  orderMovedMail,
  orderNotDeliveredMail,
  orderNotDeliveredSms,
  orderOnTheWayMail,
  orderOnTheWaySms,
  orderPaidMail,
  orderReceivedMail,
  transferReminderMail,
} from '../messages/order-mails'
import type { ServerDeps } from '../server-deps'
import { currentSettings } from '../settings'
import { emptiesFollowStatus } from './empties'
import { type OrderView, toOrderView } from './order-view'
import { bankAccountOf } from './payment-gateways'

/**
 * The order's messages, one per real event, each with a stable key (`order:<id>:<event>`) so that a
 * replayed checkout, a retried capture or a status set twice sends nothing twice (the queue drops a
 * key it has seen):
 *
 * - `received`: at checkout; what happens next for its payment method (orderReceivedMail). An
 *   order to pay online (card, PayPal) is being paid right then, so its mail waits
 *   config.orderMailWaitSeconds (ORDER_MAIL_WAIT_SECONDS, 10 minutes): paid within it, this mail
 *   is the receipt and `paid` is not sent; still unpaid, it goes with the pay-now link. The wait is
 *   kept in the API's store, so a restart takes it up again (resumeOrderMails).
 * - `paid`: a card or PayPal payment captured after `received` went, or a move (by an operator in
 *   the admin app or in WooCommerce's back office) of an order awaiting its money to a paid status.
 * - `on-the-way`: the order went 'In consegna' (out-for-delivery): e-mail, and an SMS to the
 *   delivery phone when the customer asked for it at checkout and it is a mobile number.
 * - `cancelled`, `delivered` (completed).
 * - `not-delivered`: the driver could not hand it over ('Consegna non riuscita', delivery-failed):
 *   why, and the link to choose a new slot (e-mail, and SMS as for `on-the-way`); one per delivery
 *   date (its key ends with the date), since a rescheduled order may fail again.
 * - `transfer-reminder`: a bank transfer still awaited a day before its time is up (unpaid-orders.ts).
 * - `moved`: the customer moved the order to another day and slot (order-changes.ts); one per new
 *   day and slot (its key ends with them), since an order may be moved again.
 *
 * Each goes to the order's billing e-mail, after the answer; a failure is only logged.
 */
export type OrderMailEvent =
  | 'received'
  | 'paid'
  | 'on-the-way'
  | 'cancelled'
  | 'delivered'
  | 'not-delivered'
  | 'transfer-reminder'
  | 'moved'

export const orderMailKey = (orderId: number, event: OrderMailEvent) => `order:${orderId}:${event}`

/** The timers of the `received` mails waiting for their payment, per server (the waits are in the store). */
const timersByServer = new WeakMap<ServerDeps, Map<number, NodeJS.Timeout>>()

function timers(deps: ServerDeps): Map<number, NodeJS.Timeout> {
  let map = timersByServer.get(deps)
  if (!map) {
    map = new Map()
    timersByServer.set(deps, map)
  }
  return map
}

interface MailOrder {
  view: OrderView
  email: string
  /** A guest's order (no customer account): its link opens /ordine with its key. */
  guest: boolean
}

function mailOrderOf(deps: ServerDeps, order: Order): MailOrder {
  return {
    view: toOrderView(order, bankAccountOf(deps)),
    email: order.billing?.email ?? '',
    guest: !(order.customer_id > 0),
  }
}

/**
 * The order's own page, built from PUBLIC_URL (never from a request): a guest's is /ordine with
 * its id and key, the link the confirmation page gives too (the API reads a guest order with its
 * key only); a customer's is their account's order page, behind the login.
 */
export function orderLinkOf(
  publicUrl: string,
  view: Pick<OrderView, 'id' | 'orderKey'>,
  guest: boolean,
): string {
  return guest
    ? `${publicUrl}/ordine?ordine=${view.id}&chiave=${encodeURIComponent(view.orderKey)}`
    : `${publicUrl}/account/ordini/${view.id}`
}

function inputOf(deps: ServerDeps, { view, guest }: MailOrder): OrderMailInput {
  const publicUrl = deps.config.publicUrl
  return {
    brand: currentSettings(deps).brand,
    shopUrl: publicUrl,
    order: view,
    payLink: `${publicUrl}/paga?ordine=${view.id}&chiave=${encodeURIComponent(view.orderKey)}`,
    orderLink: orderLinkOf(publicUrl, view, guest),
  }
}

function send(
  deps: ServerDeps,
  order: MailOrder,
  event: OrderMailEvent,
  content: MailContent,
  /** Another occurrence of the same event (a second failed delivery): its own key. */
  occurrence?: string,
): void {
  const key = `${orderMailKey(order.view.id, event)}${occurrence ? `:${occurrence}` : ''}`
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

/** When the wait of `orderId`'s `received` mail ends: the mail goes unless the order was paid or given up. */
function armWait(deps: ServerDeps, orderId: number, dueAt: number): void {
  const armed = timers(deps)
  const previous = armed.get(orderId)
  if (previous) clearTimeout(previous)
  const timer = setTimeout(
    () => {
      armed.delete(orderId)
      later(deps, 'received', async () => {
        // The one that ends the wait sends: a capture that ended it first sent the receipt.
        if (!(await deps.stores.mailWaits.endOrderMailWait(orderId))) return
        const now = await deps.woo.getOrder(orderId)
        if (!now) return
        const current = mailOrderOf(deps, now)
        // Paid meanwhile (the receipt went then), or cancelled: nothing to say any more.
        if (current.view.payment.state !== 'to-pay-online') return
        send(deps, current, 'received', orderReceivedMail(inputOf(deps, current)))
      })
    },
    Math.max(0, dueAt - deps.now().getTime()),
  )
  timer.unref()
  armed.set(orderId, timer)
}

/**
 * At start: the `received` mails that were waiting for a payment when the server stopped wait on
 * (or go now, when their time has passed).
 */
export async function resumeOrderMails(deps: ServerDeps): Promise<number> {
  if (!deps.mail.available()) return 0
  const waits = await deps.stores.mailWaits.orderMailWaits()
  for (const { orderId, dueAt } of waits) armWait(deps, orderId, dueAt)
  return waits.length
}

/** Stops the timers (the waits stay in the store for the next start). */
export function pauseOrderMails(deps: ServerDeps): void {
  const armed = timers(deps)
  for (const timer of armed.values()) clearTimeout(timer)
  armed.clear()
}

/**
 * Checkout placed `placed` (or found it again on a retry): its `received` mail, to `email` (the
 * billing e-mail), `guest` when placed without an account; the customer's note is the view's `note`.
 */
export async function orderPlaced(
  deps: ServerDeps,
  placed: OrderView,
  details: { email: string; guest: boolean },
): Promise<void> {
  if (!deps.mail.available()) return
  const order: MailOrder = { view: placed, ...details }
  if (placed.payment.state !== 'to-pay-online') {
    later(deps, 'received', () => send(deps, order, 'received', orderReceivedMail(inputOf(deps, order))))
    return
  }
  const dueAt = deps.now().getTime() + deps.config.orderMailWaitSeconds * 1000
  if (await deps.stores.mailWaits.waitOrderMail(placed.id, dueAt)) armWait(deps, placed.id, dueAt)
}

/**
 * A card or PayPal payment was captured (`paid` is the order WooCommerce marked paid): the receipt.
 * While the order's `received` mail still waits, that mail goes now as the receipt; otherwise the
 * `paid` mail does.
 */
export async function orderPaidOnline(deps: ServerDeps, paid: Order): Promise<void> {
  await noteOrderSeen(deps, paid)
  if (!deps.mail.available()) return
  const waited = await deps.stores.mailWaits.endOrderMailWait(paid.id)
  const timer = timers(deps).get(paid.id)
  if (timer) {
    clearTimeout(timer)
    timers(deps).delete(paid.id)
  }
  const order = mailOrderOf(deps, paid)
  const input = inputOf(deps, order)
  later(deps, 'paid', () =>
    waited
      ? send(deps, order, 'received', orderReceivedMail(input))
      : send(deps, order, 'paid', orderPaidMail(input, 'online')),
  )
}

/** States in which the shop still waits for the money (a move to 'paid' is a payment received). */
const AWAITED = new Set(['awaiting-transfer', 'to-pay-online', 'in-review'])

/** The delivery phone as an Italian mobile number (national digits), or null: SMS go to mobiles only. */
export function mobileOf(order: Order): string | null {
  return italianMobile(order.shipping?.phone) ?? italianMobile(order.billing?.phone)
}

/** Whether the customer asked at checkout for an SMS when the van leaves (ORDER_META_KEYS.smsUpdates). */
export function wantsSms(order: Order): boolean {
  return (order.meta_data ?? []).some(
    (entry) => entry.key === ORDER_META_KEYS.smsUpdates && entry.value === 'yes',
  )
}

function sendOnTheWaySms(deps: ServerDeps, order: Order, view: OrderView): void {
  if (!wantsSms(order) || !deps.sms.available()) return
  const to = mobileOf(order)
  // Its own key: a key is one message of one channel (the queue's keys are unique across channels).
  const key = `${orderMailKey(order.id, 'on-the-way')}:sms`
  if (!to) {
    deps.log.info('on-the-way SMS not sent: the order has no mobile number', { key })
    return
  }
  deps.sms
    .send({ to, key, text: orderOnTheWaySms({ brand: currentSettings(deps).brand, order: view }) })
    .catch((error: unknown) => deps.log.warn('on-the-way SMS not sent', { key, error }))
}

/**
 * An order's status changed (`before` → `after`), by an operator in the admin app, by the
 * dispatch sheet's 'Partito', or in WooCommerce's back office (order-watch.ts): payment received
 * (a transfer, or an online order in review, now paid), on its way, cancelled, delivered.
 */
export async function orderStatusChanged(
  deps: ServerDeps,
  before: Order,
  after: Order,
  /** The shop cancelled it, its payment not arrived in time (unpaid-orders.ts), or the customer did. */
  because?: CancelReason,
): Promise<void> {
  await noteOrderSeen(deps, after)
  if (before.status === after.status) return
  // Given up: its place in the van's slot is free again; back from given up: it holds one again,
  // past the van's capacity if need be, since WooCommerce already has it so (delivery/van-places.ts;
  // the shop's own reopening and payments claim first, and refuse a full slot).
  await recordPlaceChange(deps, after)
  // Delivered: the customer now holds its empties; cancelled or failed: its credit goes back.
  await emptiesFollowStatus(deps, after)
  const was = mailOrderOf(deps, before)
  const order = mailOrderOf(deps, after)
  const input = inputOf(deps, order)
  later(deps, 'status', () => {
    if (ON_THE_WAY_STATUSES.has(after.status ?? '')) sendOnTheWaySms(deps, after, order.view)
    if (!deps.mail.available()) return
    if (after.status === 'cancelled') {
      send(deps, order, 'cancelled', orderCancelledMail(input, was.view.payment.state === 'paid', because))
      return
    }
    if (order.view.payment.state === 'paid' && AWAITED.has(was.view.payment.state)) {
      const by = after.payment_method === GATEWAY_IDS.bankTransfer ? 'transfer' : 'online'
      send(deps, order, 'paid', orderPaidMail(input, by))
    }
    if (ON_THE_WAY_STATUSES.has(after.status ?? '')) send(deps, order, 'on-the-way', orderOnTheWayMail(input))
    if (after.status === 'completed') send(deps, order, 'delivered', orderDeliveredMail(input))
  })
  if (after.status === DELIVERY_FAILED) notDelivered(deps, after, order, input)
}

/**
 * The link to choose a new date and slot after a failed delivery: the order's id, and for a guest
 * its key (what the API reads a guest's order with); a customer's order is theirs behind the login,
 * as their order link is, so their link carries no key.
 */
export function rescheduleLinkOf(
  publicUrl: string,
  view: Pick<OrderView, 'id' | 'orderKey'>,
  guest: boolean,
): string {
  const key = guest ? `&chiave=${encodeURIComponent(view.orderKey)}` : ''
  return `${publicUrl}/ordine/nuova-consegna?ordine=${view.id}${key}`
}

/** A failed delivery: why (the driver's reason) and where to choose a new slot, by e-mail and SMS. */
function notDelivered(deps: ServerDeps, after: Order, order: MailOrder, input: OrderMailInput): void {
  const outcome = readOutcome(after)
  const why =
    outcome?.result === 'failed' ? failureWords(outcome.reason) : 'non è stato possibile consegnarlo'
  const date = outcome?.date ?? order.view.delivery.date ?? ''
  const link = rescheduleLinkOf(deps.config.publicUrl, order.view, order.guest)
  later(deps, 'not-delivered', () => {
    if (wantsSms(after) && deps.sms.available()) {
      const to = mobileOf(after)
      const key = `${orderMailKey(after.id, 'not-delivered')}:${date}:sms`
      if (to)
        deps.sms
          .send({ to, key, text: orderNotDeliveredSms({ brand: input.brand, order: order.view }, why, link) })
          .catch((error: unknown) => deps.log.warn('not-delivered SMS not sent', { key, error }))
    }
    if (deps.mail.available())
      send(deps, order, 'not-delivered', orderNotDeliveredMail(input, why, link), date)
  })
}

/** 'venerdì 4 dicembre alle 18:00': an instant as Rome reads it, for a customer. */
export function romeMoment(at: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('it-IT', {
      timeZone: 'Europe/Rome',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(at))
      .map((part) => [part.type, part.value]),
  )
  return `${parts.weekday} ${parts.day} ${parts.month} alle ${parts.hour}:${parts.minute}`
}

/** A bank transfer still awaited a day before its time to pay is up (`payBy`, ms): the reminder, once. */
export function remindTransfer(deps: ServerDeps, order: Order, payBy: number): void {
  const mail = mailOrderOf(deps, order)
  send(deps, mail, 'transfer-reminder', transferReminderMail(inputOf(deps, mail), romeMoment(payBy)))
}

/**
 * Records the status the shop itself gave an order (checkout, a payment, an admin action), so that
 * the watch of WooCommerce's back office (order-watch.ts) does not take it for a change made there.
 */
export async function noteOrderSeen(deps: ServerDeps, order: Order): Promise<void> {
  await deps.stores.seenOrders.seeOrder(order.id, {
    status: order.status ?? '',
    paidAt: typeof order.date_paid_gmt === 'string' ? order.date_paid_gmt : null,
  })
}

/** The customer moved `order` to another day and slot (order-changes.ts): the new delivery by e-mail. */
export function orderMoved(deps: ServerDeps, after: Order): void {
  if (!deps.mail.available()) return
  const order = mailOrderOf(deps, after)
  const { date, slot } = order.view.delivery
  later(deps, 'moved', () =>
    send(deps, order, 'moved', orderMovedMail(inputOf(deps, order)), `${date}:${slot}`),
  )
}
