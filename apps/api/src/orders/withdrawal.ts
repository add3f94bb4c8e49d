import { DEPOSIT_LABEL } from '@shop/deposits'
import {
  ORDER_META_KEYS,
  WITHDRAWAL_TERMS,
  type WithdrawalClosedReason,
  withdrawalNextSteps,
  withdrawalWindow,
} from '@shop/orders'
import { isPaidOnDelivery } from '@shop/payments'
import { deliveryDateLabel } from '@shop/slots'
import type { Order } from '@shop/woo-client'
import { ApiError } from '../http/api-error'
import { withdrawalReceiptMail } from '../messages/withdrawal-mail'
import type { ServerDeps } from '../server-deps'
import { currentSettings } from '../settings'
import type { Withdrawal } from '../store/withdrawals-store'
import { orderLinkOf } from './order-mail-events'
import { type OrderView, toOrderView } from './order-view'
import { bankAccountOf } from './payment-gateways'

/** How long one caller may take to write a withdrawal into WooCommerce before another takes over. */
const WOO_RECORD_LEASE_MS = 60_000

/** A product line of the statement, and whether it can be returned. */
export interface WithdrawalLineView {
  name: string
  quantity: number
  /** VAT included, euros. */
  total: number
  /** No product of the shop is excluded as a whole: every line can be returned while sealed. */
  returnable: true
  /** 'Si può restituire se ancora sigillato' (@shop/orders WITHDRAWAL_TERMS.lineIfSealed). */
  condition: string
}

/** A withdrawal as the customer's pages and the receipt show it. */
export interface WithdrawalView {
  orderId: number
  number: string
  /** When the shop received it, ISO 8601 (UTC). */
  at: string
  /** The same in Rome's words: 'mercoledì 25 novembre 2026 alle 10:02'. */
  atText: string
  reason: string
  /** The e-mail the receipt went to. */
  email: string
}

/**
 * Step 1 of the withdrawal (GET /api/orders/:id/withdrawal, POST /api/withdrawals/lookup): what
 * would be withdrawn from, what cannot be returned and why (said before the step), until when, and
 * what happens next; or the withdrawal already made, or why the order can no longer be withdrawn from.
 */
export interface WithdrawalStatement {
  order: OrderView
  /** The customer can withdraw now (not withdrawn yet, and within the window). */
  open: boolean
  /** Why not (withdrawn already is `withdrawal`, not this); null otherwise. */
  closed: { reason: WithdrawalClosedReason; message: string } | null
  /** Delivered on, and the last day to withdraw ('YYYY-MM-DD', Rome); null while not delivered. */
  deliveredOn: string | null
  lastDay: string | null
  /** Until when, in words: 'Puoi recedere fino a lunedì 7 dicembre 2026 compreso.' */
  deadline: string
  lines: WithdrawalLineView[]
  /** The deposit on returnable glass the order charged (euros), 0 when none: it follows the empties. */
  deposit: number
  /** What cannot be returned and why, and the deposit's rule when the order has one. */
  exclusions: string[]
  /** What happens after the confirmation, in order. */
  next: string[]
  /** Who withdraws, and where the receipt goes (the order's billing name and e-mail). */
  customer: { name: string; email: string }
  /** The withdrawal, once made. */
  withdrawal: WithdrawalView | null
}

const ROME_MOMENT = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** 'mercoledì 25 novembre 2026 alle 10:02': an instant as Rome's wall clock reads it. */
export function romeDateTime(at: number): string {
  const parts = Object.fromEntries(ROME_MOMENT.formatToParts(new Date(at)).map((p) => [p.type, p.value]))
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year} alle ${parts.hour}:${parts.minute}`
}

export function withdrawalView(withdrawal: Withdrawal): WithdrawalView {
  return {
    orderId: withdrawal.orderId,
    number: withdrawal.number,
    at: new Date(withdrawal.at).toISOString(),
    atText: romeDateTime(withdrawal.at),
    reason: withdrawal.reason,
    email: withdrawal.email,
  }
}

const customerOf = (order: Order) => ({
  name: `${order.billing?.first_name ?? ''} ${order.billing?.last_name ?? ''}`.trim(),
  email: typeof order.billing?.email === 'string' ? order.billing.email.trim() : '',
})

/**
 * The order's billing name and e-mail; for a customer's order without a billing e-mail (one an
 * operator made in the back office), the account's, so that the receipt has somewhere to go.
 */
async function customerWithEmail(deps: ServerDeps, order: Order): Promise<{ name: string; email: string }> {
  const customer = customerOf(order)
  if (customer.email || !(order.customer_id > 0)) return customer
  const account = await deps.woo.getCustomer(order.customer_id)
  const name = customer.name || `${account?.first_name ?? ''} ${account?.last_name ?? ''}`.trim()
  return { name, email: typeof account?.email === 'string' ? account.email.trim() : '' }
}

/** The deposit on returnable glass among the order's charges (euros). */
const depositOf = (view: OrderView) =>
  view.charges
    .filter((charge) => charge.outsideVat || charge.label.startsWith(DEPOSIT_LABEL))
    .reduce((sum, charge) => sum + charge.total, 0)

/** What happens next for this order: collected or stopped, refunded or nothing to pay. */
function nextSteps(order: Order, view: OrderView, delivered: boolean): string[] {
  return withdrawalNextSteps({
    delivered,
    paid: view.payment.state === 'paid',
    paidAtDoor: isPaidOnDelivery(order.payment_method ?? ''),
  })
}

/** Step 1: the statement of `order` at the shop's now, with its withdrawal when there is one. */
export function withdrawalStatement(
  deps: ServerDeps,
  order: Order,
  withdrawal: Withdrawal | null,
  customer = customerOf(order),
): WithdrawalStatement {
  const view = toOrderView(order, bankAccountOf(deps))
  const window = withdrawalWindow(order, deps.now())
  const deposit = Math.round(depositOf(view) * 100) / 100
  const delivered = window.deliveredOn !== null || order.status === 'completed'
  return {
    order: view,
    open: window.open && withdrawal === null,
    closed: withdrawal === null ? window.closed : null,
    deliveredOn: window.deliveredOn,
    lastDay: window.lastDay,
    deadline: window.lastDay
      ? `Puoi recedere fino a ${deliveryDateLabel(window.lastDay)} compreso.`
      : 'Puoi recedere fin da ora e fino a 14 giorni dopo la consegna.',
    lines: view.items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      total: item.total,
      returnable: true,
      condition: WITHDRAWAL_TERMS.lineIfSealed,
    })),
    deposit,
    exclusions: [WITHDRAWAL_TERMS.sealedGoods, ...(deposit > 0 ? [WITHDRAWAL_TERMS.deposit] : [])],
    next: nextSteps(order, view, delivered),
    customer,
    withdrawal: withdrawal ? withdrawalView(withdrawal) : null,
  }
}

/** Step 1 as the routes answer it: the statement, with the order's withdrawal and the receipt's address. */
export async function readWithdrawalStatement(deps: ServerDeps, order: Order): Promise<WithdrawalStatement> {
  const withdrawal = await deps.stores.withdrawals.withdrawalOf(order.id)
  return withdrawalStatement(deps, order, withdrawal, await customerWithEmail(deps, order))
}

/**
 * Step 2: the customer confirms the withdrawal from `order` (already checked as theirs). One per
 * order, decided by the store: the first confirmation is recorded (`created`), its receipt e-mailed
 * at once (Rome date and time), and the order gets a private note and the 'Recesso' meta in
 * WooCommerce; any later or simultaneous one answers that same withdrawal. An order outside the
 * window (given up, or 14 days past its delivery) is 409 `withdrawal_closed` with the reason,
 * and nothing is recorded. The order's status is left to the operators, who refund.
 */
export async function withdrawFromOrder(
  deps: ServerDeps,
  order: Order,
  reason: string,
): Promise<{ statement: WithdrawalStatement; created: boolean }> {
  const existing = await deps.stores.withdrawals.withdrawalOf(order.id)
  if (existing) {
    await recordInWoo(deps, existing)
    return {
      statement: withdrawalStatement(deps, order, existing, await customerWithEmail(deps, order)),
      created: false,
    }
  }
  const at = deps.now().getTime()
  const window = withdrawalWindow(order, new Date(at))
  if (!window.open && window.closed)
    throw new ApiError(409, 'withdrawal_closed', window.closed.message, {
      data: { reason: window.closed.reason },
    })
  const view = toOrderView(order, bankAccountOf(deps))
  const customer = await customerWithEmail(deps, order)
  const { withdrawal, created } = await deps.stores.withdrawals.recordWithdrawal({
    orderId: order.id,
    number: view.number,
    customerId: order.customer_id,
    name: customer.name,
    email: customer.email,
    reason,
    at,
    lines: view.items.map(({ name, quantity, total }) => ({ name, quantity, total })),
    total: view.total,
  })
  const statement = withdrawalStatement(deps, order, withdrawal, customer)
  if (created) {
    deps.log.info('order withdrawn', { orderId: order.id })
    await sendReceipt(deps, order, statement, withdrawal)
  }
  await recordInWoo(deps, withdrawal)
  return { statement, created }
}

/** The receipt, to the order's billing e-mail, once (its key); a mail that cannot go is logged. */
async function sendReceipt(
  deps: ServerDeps,
  order: Order,
  statement: WithdrawalStatement,
  withdrawal: Withdrawal,
): Promise<void> {
  const key = `order:${order.id}:withdrawn`
  if (!withdrawal.email || !deps.mail.available()) {
    deps.log.warn('withdrawal receipt not sent: no e-mail or no mail transport', { key })
    return
  }
  const content = withdrawalReceiptMail({
    brand: currentSettings(deps).brand,
    shopUrl: deps.config.publicUrl,
    number: withdrawal.number,
    receivedAt: romeDateTime(withdrawal.at),
    name: withdrawal.name,
    reason: withdrawal.reason,
    lines: withdrawal.lines,
    total: withdrawal.total,
    deposit: statement.deposit,
    next: statement.next,
    orderLink: orderLinkOf(deps.config.publicUrl, statement.order, !(order.customer_id > 0)),
  })
  await deps.mail
    .send({ to: withdrawal.email, key, ...content })
    .catch((error: unknown) => deps.log.warn('withdrawal receipt not sent', { key, error }))
}

/** The note WooCommerce's back office shows on the order (private: the customer has the receipt). */
export function withdrawalNote(withdrawal: Withdrawal): string {
  const reason = withdrawal.reason ? ` Motivo indicato: «${withdrawal.reason}».` : ''
  return `Recesso dal contratto ricevuto online ${romeDateTime(withdrawal.at)} (ora italiana), art. 54-bis Codice del Consumo. Da rimborsare entro 14 giorni; ritirare i prodotti se consegnati.${reason}`
}

/**
 * Writes the withdrawal into WooCommerce once, under the store's lease: the private note, then
 * the 'Recesso' meta. A failure is logged and let go, for the next confirmation or look to retry;
 * the withdrawal itself is recorded already, and operators see it in the admin's list.
 */
async function recordInWoo(deps: ServerDeps, withdrawal: Withdrawal): Promise<void> {
  const store = deps.stores.withdrawals
  if (!(await store.claimWooRecord(withdrawal.orderId, deps.now().getTime(), WOO_RECORD_LEASE_MS))) return
  try {
    await deps.woo.createOrderNote(withdrawal.orderId, { note: withdrawalNote(withdrawal) })
    await deps.woo.updateOrder(withdrawal.orderId, {
      meta_data: [{ key: ORDER_META_KEYS.withdrawal, value: new Date(withdrawal.at).toISOString() }],
    })
    await store.endWooRecord(withdrawal.orderId, true)
  } catch (error) {
    deps.log.warn('withdrawal not written into WooCommerce', { orderId: withdrawal.orderId, error })
    await store.endWooRecord(withdrawal.orderId, false)
  }
}

/** Whether and how much WooCommerce refunded an order: its status, and its `refunds` (totals negative). */
export function refundOf(order: Order): { refunded: boolean; amount: number } {
  const refunds = (order as { refunds?: unknown }).refunds
  const cents = Array.isArray(refunds)
    ? refunds.reduce<number>((sum, refund) => {
        const total = Number((refund as { total?: unknown } | null)?.total)
        return Number.isFinite(total) ? sum + Math.round(Math.abs(total) * 100) : sum
      }, 0)
    : 0
  return { refunded: order.status === 'refunded' || cents > 0, amount: cents / 100 }
}
