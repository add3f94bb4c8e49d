import type { Order } from '@shop/woo-client'
import { notFound } from '../http/api-error'
import { sameSecret } from '../security/crypto'
import type { ServerDeps } from '../server-deps'
import type { Session } from '../store/api-store'
import { ORDER_MSG } from './order-messages'

/**
 * An order the requester may read (DECISIONS.md section 2.3): their own (customer_id is the
 * session's user), or a guest order (customer_id 0) whose order_key matches `key`, as after a
 * guest checkout. Anything else is 404 'Ordine non trovato', the same answer as an order that
 * does not exist, so that order numbers reveal nothing.
 */
export async function readableOrder(
  deps: ServerDeps,
  session: Session | null,
  id: number,
  key: string | undefined,
): Promise<Order> {
  const order = await deps.woo.getOrder(id)
  if (!order) throw notFound(ORDER_MSG.orderNotFound)
  const own = session !== null && order.customer_id > 0 && order.customer_id === session.userId
  const guestWithKey =
    order.customer_id === 0 &&
    typeof key === 'string' &&
    key !== '' &&
    typeof order.order_key === 'string' &&
    order.order_key !== '' &&
    sameSecret(key, order.order_key)
  if (!own && !guestWithKey) throw notFound(ORDER_MSG.orderNotFound)
  return order
}
