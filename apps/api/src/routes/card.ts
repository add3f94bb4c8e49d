/**
 * Paying an order by card (the card-payment checkout screen, /paga):
 *
 * POST /api/orders/:id/card   { token, key? } → 200 OrderView (paid)
 *
 * `token` is the provider's single-use token made in the browser by the provider's script: the
 * card data never reaches the shop. The order is the customer's own, or a guest's with its key.
 * Charged once whatever arrives in parallel (pay-order.ts payOnce: a per-order lock, and the
 * provider's Idempotency-Key made from the order and the attempt).
 * 402 'card_declined' with an Italian message (declined, insufficient funds, an old token); 409
 * 'already_paid', 'payment_in_progress' (another attempt is running), 'products_unavailable' (the
 * order's stock hold lapsed and the stock is gone), 'payment_in_review' (an earlier attempt's
 * outcome is unknown and a different card was sent); 503 without a card provider; 502 when the
 * provider fails.
 */
import { wooCents } from '@shop/orders'
import type { Hono } from 'hono'
import { z } from 'zod'
import { CardError } from '../adapters/card'
import { ApiError } from '../http/api-error'
import { readBody, readId } from '../http/validate'
import { ORDER_MSG } from '../orders/order-messages'
import { toOrderView } from '../orders/order-view'
import { type ChargeResult, PAY_MSG, payableOrder, paymentKey, payOnce } from '../orders/pay-order'
import { bankAccountOf, CARD_GATEWAY } from '../orders/payment-gateways'
import { shopRoute } from '../orders/shop-failure'
import type { AppEnv, ServerDeps } from '../server-deps'

/** How WooCommerce names a card payment on the order. */
export const CARD_TITLE = 'Carta di credito o debito'

export const CARD_MSG = {
  declined: 'La carta è stata rifiutata: controlla i dati o usa un’altra carta.',
  insufficientFunds: 'La carta non ha fondi sufficienti: usa un’altra carta o un altro metodo.',
  unavailable: 'Il pagamento con carta non è disponibile in questo momento: scegli un altro metodo.',
  failed:
    'Problema con il sistema di pagamento con carta. Ricarica la pagina o prova un altro metodo di pagamento.',
  mismatch: 'Il pagamento ricevuto non corrisponde a questo ordine: contattaci prima di riprovare.',
} as const

const cardSchema = z.object({
  key: z.string().trim().max(100, { error: ORDER_MSG.orderNotFound }).optional(),
  token: z
    .string({ error: 'Mancano i dati della carta' })
    .regex(/^tok_[A-Za-z0-9_]{4,64}$/, { error: 'Dati della carta non validi: inseriscili di nuovo' }),
})

export function cardRoutes(app: Hono<AppEnv>, deps: ServerDeps): void {
  app.post(
    '/api/orders/:id/card',
    shopRoute(deps, 'card payment', async (c) => {
      const id = readId(c, 'id', ORDER_MSG.invalidOrderId)
      const body = await readBody(c, cardSchema)
      const card = deps.card
      if (!card) throw new ApiError(503, 'card_unavailable', CARD_MSG.unavailable)
      const order = await payableOrder(deps, c, id, body.key)
      const amountCents = wooCents(order.total) ?? 0
      const paid = await payOnce(deps, order, async (attempt): Promise<ChargeResult> => {
        let charge: Awaited<ReturnType<typeof card.charge>>
        try {
          charge = await card.charge({
            amountCents,
            currency: order.currency ?? 'EUR',
            token: body.token,
            reference: String(order.id),
            idempotencyKey: paymentKey(order, `card-${attempt}`),
          })
        } catch (error) {
          if (!(error instanceof CardError)) throw error
          deps.log.warn('card provider failed', { error })
          return { state: 'unknown', error: new ApiError(502, 'card_failed', CARD_MSG.failed) }
        }
        if (charge.status === 'declined') {
          const message =
            charge.code === 'insufficient_funds' ? CARD_MSG.insufficientFunds : CARD_MSG.declined
          return { state: 'failed', error: new ApiError(402, 'card_declined', message) }
        }
        if (charge.status === 'conflict') {
          // This attempt's key was spent on another card before its answer got lost: never charge
          // again with a new key; an operator checks the provider's dashboard.
          deps.log.error('card charge key already used for another charge', { orderId: order.id, attempt })
          return { state: 'unknown', error: new ApiError(409, 'payment_in_review', PAY_MSG.inReview) }
        }
        if (charge.reference !== String(order.id) || charge.amountCents !== amountCents) {
          deps.log.error('card charge does not match the order', { orderId: order.id, charge })
          return { state: 'unknown', error: new ApiError(409, 'card_mismatch', CARD_MSG.mismatch) }
        }
        return { state: 'paid', gateway: CARD_GATEWAY, title: CARD_TITLE, transactionId: charge.id }
      })
      return c.json(toOrderView(paid, bankAccountOf(deps)))
    }),
  )
}
