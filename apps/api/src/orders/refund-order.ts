import type { Order } from '@shop/woo-client'
import { ApiError } from '../http/api-error'
import type { ServerDeps } from '../server-deps'
import type { RefundMethod, RefundRecord } from '../store/refund-requests'
import { CARD_GATEWAY, WALLET_GATEWAY } from './payment-gateways'

export const REFUND_MSG = {
  nothingLeft: 'Su questo ordine non resta nulla da rimborsare.',
  overLeft: (left: string) => `Puoi rimborsare al massimo ${left} €: è quanto resta dell’ordine.`,
  notPaid: 'Questo ordine non è stato pagato: non c’è nulla da rimborsare.',
  providerRefused:
    'Il fornitore del pagamento ha rifiutato il rimborso: nulla è stato restituito. Controlla il pagamento nel suo pannello.',
  providerDown:
    'Il fornitore del pagamento non risponde: riprova tra qualche minuto, il rimborso non è stato fatto due volte.',
  notQueued: 'Questo rimborso non è in attesa: è già stato segnato come fatto.',
  refundNotFound: 'Rimborso non trovato.',
} as const

const cents = (amount: string | undefined) => Math.round(Number(amount ?? '0') * 100)
const euros = (value: number) => (value / 100).toFixed(2)

/** How the money of an order goes back: its card or PayPal payment through the provider, anything else by bank transfer. */
export function refundMethodOf(order: Order): RefundMethod {
  if (order.payment_method === CARD_GATEWAY && order.transaction_id) return 'card'
  if (order.payment_method === WALLET_GATEWAY && order.transaction_id) return 'wallet'
  return 'bank'
}

/** What can still be refunded of an order, in cents: its total less WooCommerce's refunds. */
export function refundableCents(order: Order): number {
  const refunded = (order.refunds ?? []).reduce((sum, refund) => sum - cents(refund.total), 0)
  return Math.max(0, cents(order.total) - refunded)
}

/**
 * Refunds an order once (issue 27): `key` makes it happen once whatever arrives in parallel (the
 * store keeps one record per key and never lets the order's refunds pass its total). Card and PayPal
 * are paid back now through the provider (its own idempotency key made from ours), then written in
 * WooCommerce as a refund record (api_refund false: our adapters hold the money); a bank transfer or
 * cash is queued for an operator, who marks it paid (settleRefund), which writes the record then.
 * Answers the record as it stands (a repeated key answers the first call's record).
 */
export async function refundOrder(
  deps: ServerDeps,
  order: Order,
  request: { key: string; amountCents?: number | undefined; reason: string; by: string },
): Promise<RefundRecord> {
  // The order's total, less refunds written in WooCommerce by someone else (its back office):
  // the store sums our own records against it in the same transaction as it keeps the new one.
  const ours = await deps.stores.refunds.forOrder(order.id)
  const oursInWoo = ours
    .filter((one) => one.wooRefundId !== null)
    .reduce((sum, one) => sum + one.amountCents, 0)
  const ourPending = ours
    .filter((one) => one.wooRefundId === null && one.state !== 'failed')
    .reduce((sum, one) => sum + one.amountCents, 0)
  const wooRefunded = cents(order.total) - refundableCents(order)
  const limit = cents(order.total) - Math.max(0, wooRefunded - oursInWoo)
  const left = Math.max(0, refundableCents(order) - ourPending)
  const amountCents = request.amountCents ?? left
  const method = refundMethodOf(order)
  const begun = await deps.stores.refunds.begin(
    {
      key: request.key,
      orderId: order.id,
      amountCents,
      reason: request.reason,
      method,
      requestedBy: request.by,
      createdAt: deps.now().getTime(),
    },
    amountCents > 0 ? limit : -1,
  )
  if (begun.state === 'exists') return begun.record
  if (begun.state === 'over') {
    if (begun.leftCents <= 0) throw new ApiError(409, 'nothing_to_refund', REFUND_MSG.nothingLeft)
    throw new ApiError(409, 'refund_over_left', REFUND_MSG.overLeft(euros(begun.leftCents).replace('.', ',')))
  }
  const record = begun.record
  if (method === 'bank') {
    deps.log.info('refund queued for an operator', { orderId: order.id, cents: amountCents })
    return record
  }
  const providerKey = `refund-${order.id}-${record.key}`.slice(0, 255)
  let providerRef: string
  try {
    if (method === 'card') {
      if (!deps.card) throw new Error('no card provider')
      const answer = await deps.card.refund(String(order.transaction_id ?? ''), amountCents, providerKey)
      if (answer.status !== 'succeeded') {
        await deps.stores.refunds.finish(record.key, { state: 'failed' })
        throw new ApiError(502, 'refund_refused', REFUND_MSG.providerRefused)
      }
      providerRef = answer.id
    } else {
      if (!deps.wallet) throw new Error('no wallet provider')
      const answer = await deps.wallet.refund(
        String(order.transaction_id ?? ''),
        euros(amountCents),
        providerKey,
      )
      if (answer.status !== 'completed') {
        await deps.stores.refunds.finish(record.key, { state: 'failed' })
        throw new ApiError(502, 'refund_refused', REFUND_MSG.providerRefused)
      }
      providerRef = answer.id
    }
  } catch (error) {
    if (error instanceof ApiError) throw error
    // Not known whether the provider paid: the record stays 'paying'; the same key retried asks the
    // provider again with the same idempotency key, which answers the first refund, never a second.
    await deps.stores.refunds.finish(record.key, { state: 'failed' })
    throw new ApiError(503, 'refund_provider_down', REFUND_MSG.providerDown)
  }
  await deps.stores.refunds.finish(record.key, { state: 'paying', providerRef })
  return writeWooRefund(deps, { ...record, providerRef })
}

/** WooCommerce's record of a refund paid: api_refund false, the reason; then the record is done. */
async function writeWooRefund(deps: ServerDeps, record: RefundRecord): Promise<RefundRecord> {
  const refund = await deps.woo.createRefund(record.orderId, {
    amount: euros(record.amountCents),
    reason: record.reason,
    api_refund: false,
  })
  await deps.stores.refunds.finish(record.key, { state: 'done', wooRefundId: refund.id })
  return { ...record, state: 'done', wooRefundId: refund.id }
}

/** An operator marks a queued bank-transfer refund paid: once, then WooCommerce's record is written. */
export async function settleRefund(deps: ServerDeps, key: string, by: string): Promise<RefundRecord> {
  const settling = await deps.stores.refunds.settle(key, by, deps.now().getTime())
  if (!settling) {
    const known = await deps.stores.refunds.get(key)
    if (!known) throw new ApiError(404, 'not_found', REFUND_MSG.refundNotFound)
    throw new ApiError(409, 'refund_not_queued', REFUND_MSG.notQueued)
  }
  try {
    return await writeWooRefund(deps, settling)
  } catch (error) {
    await deps.stores.refunds.unsettle(key)
    throw error
  }
}
