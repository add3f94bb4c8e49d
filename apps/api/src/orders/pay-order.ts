import type { Order } from '@shop/woo-client'
import type { Context } from 'hono'
import { ApiError } from '../http/api-error'
import type { AppEnv, ServerDeps } from '../server-deps'
import { needsPayment } from './order-view'
import { readableOrder } from './readable-order'

export const PAY_MSG = {
  alreadyPaid: 'Questo ordine è già pagato.',
} as const

/** An order the requester may pay: readable by them (own, or a guest's with its key), not paid yet. */
export async function payableOrder(
  deps: ServerDeps,
  c: Context<AppEnv>,
  id: number,
  key: string | undefined,
): Promise<Order> {
  const order = await readableOrder(deps, c.get('session'), id, key)
  if (!needsPayment(order)) throw new ApiError(409, 'already_paid', PAY_MSG.alreadyPaid)
  return order
}

/** WooCommerce marks the order paid by `gateway`, with the provider's transaction id. */
export async function markPaid(
  deps: ServerDeps,
  order: Order,
  payment: { gateway: string; title: string; transactionId: string },
): Promise<Order> {
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
