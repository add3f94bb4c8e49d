/**
 * Paying an order with the wallet provider (PayPal), from /paga or right after checkout:
 *
 * POST /api/orders/:id/wallet           { key? } → 201 { providerOrderId }
 * POST /api/orders/:id/wallet/capture   { providerOrderId, key? } → 200 OrderView (paid)
 *
 * The order is the customer's own, or a guest's with its order key (readable-order.ts). The
 * provider order carries the shop order's id and total; the capture is accepted only when the
 * provider says COMPLETED for that id and that amount. Then WooCommerce marks the order paid
 * (processing, set_paid, PayPal and the capture id as transaction). Captured once whatever
 * arrives in parallel (pay-order.ts payOnce: a per-order lock, and PayPal-Request-Id made from the
 * order and the provider order). 409 'already_paid' for an order that needs no payment,
 * 'payment_in_progress' while another payment of it runs, 'wallet_not_approved' before the buyer
 * approved, 'products_unavailable' when the order's stock hold lapsed and the stock is gone; 404
 * 'wallet_not_found' for a provider order the provider does not know; 503
 * when no wallet is configured, 502 when the provider fails: SPEC.md section 8's message naming it.
 */
import { wooCents, wooEuros } from '@shop/orders'
import type { Hono } from 'hono'
import { z } from 'zod'
import { WalletError } from '../adapters/wallet'
import { ApiError } from '../http/api-error'
import { readBody, readId } from '../http/validate'
import { ORDER_MSG } from '../orders/order-messages'
import { toOrderView } from '../orders/order-view'
import { type ChargeResult, payableOrder, paymentKey, payOnce } from '../orders/pay-order'
import { bankAccountOf, WALLET_GATEWAY } from '../orders/payment-gateways'
import { shopRoute } from '../orders/shop-failure'
import { keepOrderHeld } from '../orders/stock-holds'
import { extendPayment } from '../orders/unpaid-orders'
import type { AppEnv, ServerDeps } from '../server-deps'

export const WALLET_MSG = {
  notApproved: 'Il pagamento non è stato approvato: riprova con il pulsante PayPal.',
  notFound: 'Questo pagamento PayPal non esiste: riprova con il pulsante PayPal.',
  unavailable: 'Il pagamento con PayPal non è disponibile in questo momento: scegli un altro metodo.',
  failed: (provider: string) =>
    `Problema con il sistema di pagamento ${provider}. Ricarica la pagina o prova un altro metodo di pagamento.`,
  mismatch: 'Il pagamento ricevuto non corrisponde a questo ordine: contattaci prima di riprovare.',
} as const

const keySchema = z.string().trim().max(100, { error: ORDER_MSG.orderNotFound }).optional()
const startSchema = z.object({ key: keySchema })
const captureSchema = z.object({
  key: keySchema,
  providerOrderId: z
    .string({ error: 'Manca il pagamento da confermare (providerOrderId)' })
    .regex(/^[A-Za-z0-9_-]{3,64}$/, { error: 'Pagamento da confermare non valido' }),
})

export function walletRoutes(app: Hono<AppEnv>, deps: ServerDeps): void {
  const provider = () => {
    if (!deps.wallet) throw new ApiError(503, 'wallet_unavailable', WALLET_MSG.unavailable)
    return deps.wallet
  }
  const failed = (error: unknown) => {
    if (!(error instanceof WalletError)) return error
    deps.log.warn('wallet provider failed', { error })
    return new ApiError(502, 'wallet_failed', WALLET_MSG.failed(deps.wallet?.name ?? 'PayPal'))
  }

  app.post(
    '/api/orders/:id/wallet',
    shopRoute(deps, 'wallet start', async (c) => {
      const id = readId(c, 'id', ORDER_MSG.invalidOrderId)
      const body = await readBody(c, startSchema)
      const wallet = provider()
      const order = await payableOrder(deps, c, id, body.key)
      // The buyer is about to pay in the provider's window: the order's place and stock are kept the
      // hold time from now, once per order (unpaid-orders.ts extendPayment); after that, no longer
      // than they already were (lapsed stock is taken again if it is still there).
      const until = await extendPayment(deps, order.id)
      await keepOrderHeld(deps, order, until === null ? 0 : until - deps.now().getTime())
      try {
        const created = await wallet.createOrder({
          amount: (wooEuros(order.total) ?? 0).toFixed(2),
          currency: order.currency ?? 'EUR',
          reference: String(order.id),
        })
        return c.json({ providerOrderId: created.id }, 201)
      } catch (error) {
        throw failed(error)
      }
    }),
  )

  app.post(
    '/api/orders/:id/wallet/capture',
    shopRoute(deps, 'wallet capture', async (c) => {
      const id = readId(c, 'id', ORDER_MSG.invalidOrderId)
      const body = await readBody(c, captureSchema)
      const wallet = provider()
      const order = await payableOrder(deps, c, id, body.key)
      const paid = await payOnce(deps, order, async (): Promise<ChargeResult> => {
        let capture: Awaited<ReturnType<typeof wallet.capture>>
        try {
          // One capture per provider order: a repeat answers the first capture's result.
          capture = await wallet.capture(
            body.providerOrderId,
            paymentKey(order, `capture-${body.providerOrderId}`),
          )
        } catch (error) {
          if (!(error instanceof WalletError)) throw error
          return { state: 'unknown', error: failed(error) as ApiError }
        }
        if (capture.status === 'not_found') {
          return { state: 'failed', error: new ApiError(404, 'wallet_not_found', WALLET_MSG.notFound) }
        }
        if (capture.status === 'not_approved') {
          return { state: 'failed', error: new ApiError(409, 'wallet_not_approved', WALLET_MSG.notApproved) }
        }
        if (
          capture.reference !== String(order.id) ||
          wooCents(capture.amount) !== (wooCents(order.total) ?? 0)
        ) {
          deps.log.error('wallet capture does not match the order', { orderId: order.id, capture })
          return { state: 'unknown', error: new ApiError(409, 'wallet_mismatch', WALLET_MSG.mismatch) }
        }
        return {
          state: 'paid',
          gateway: WALLET_GATEWAY,
          title: wallet.name,
          transactionId: capture.captureId,
        }
      })
      return c.json(toOrderView(paid, bankAccountOf(deps)))
    }),
  )
}
