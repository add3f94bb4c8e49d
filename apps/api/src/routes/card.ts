/**
 * Paying an order by card (the card-payment checkout screen, /paga):
 *
 * POST /api/orders/:id/card   { token, key? } → 200 OrderView (paid)
 *
 * `token` is the provider's single-use token made in the browser by the provider's script: the
 * card data never reaches the shop. The order is the customer's own, or a guest's with its key.
 * 402 'card_declined' with an Italian message (declined, insufficient funds, an old token); 409
 * 'already_paid'; 503 without a card provider; 502 when the provider fails.
 */
import type { Hono } from 'hono'
import { z } from 'zod'
import { CardError } from '../adapters/card'
import { ApiError } from '../http/api-error'
import { readBody, readId } from '../http/validate'
import { ORDER_MSG } from '../orders/order-messages'
import { money, toOrderView } from '../orders/order-view'
import { markPaid, payableOrder } from '../orders/pay-order'
import { shopRoute } from '../orders/shop-failure'
import type { AppEnv, ServerDeps } from '../server-deps'

export const CARD_GATEWAY = 'stripe'

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
      if (!deps.card) throw new ApiError(503, 'card_unavailable', CARD_MSG.unavailable)
      const order = await payableOrder(deps, c, id, body.key)
      const amountCents = Math.round(money(order.total) * 100)
      let charge: Awaited<ReturnType<typeof deps.card.charge>>
      try {
        charge = await deps.card.charge({
          amountCents,
          currency: order.currency ?? 'EUR',
          token: body.token,
          reference: String(order.id),
        })
      } catch (error) {
        if (!(error instanceof CardError)) throw error
        deps.log.warn('card provider failed', { error })
        throw new ApiError(502, 'card_failed', CARD_MSG.failed)
      }
      if (charge.status === 'declined') {
        throw new ApiError(
          402,
          'card_declined',
          charge.code === 'insufficient_funds' ? CARD_MSG.insufficientFunds : CARD_MSG.declined,
        )
      }
      if (charge.reference !== String(order.id) || charge.amountCents !== amountCents) {
        deps.log.error('card charge does not match the order', { orderId: order.id, charge })
        throw new ApiError(409, 'card_mismatch', CARD_MSG.mismatch)
      }
      const paid = await markPaid(deps, order, {
        gateway: CARD_GATEWAY,
        title: 'Carta di credito o debito',
        transactionId: charge.id,
      })
      return c.json(toOrderView(paid, null))
    }),
  )
}
