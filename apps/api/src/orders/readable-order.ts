import type { Order } from '@shop/woo-client'
import { notFound } from '../http/api-error'
import { sameSecret } from '../security/crypto'
import type { ServerDeps } from '../server-deps'
import type { Session } from '../store/session-store'
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

/**
 * A guest order found by its number and the email it was placed with (POST /api/orders/lookup):
 * the number is the order's id (WooCommerce numbers orders by id), and the order must be a guest's
 * (customer_id 0: a customer reads theirs in the account) with that billing email, compared without
 * case. A wrong email and an unknown number are the same 404 'Ordine non trovato'.
 */
export async function lookedUpOrder(deps: ServerDeps, number: string, email: string): Promise<Order> {
  const id = Number(number)
  const order = Number.isSafeInteger(id) && id > 0 ? await deps.woo.getOrder(id) : null
  const billingEmail =
    typeof order?.billing?.email === 'string' ? order.billing.email.trim().toLowerCase() : ''
  const matches =
    order !== null &&
    order.customer_id === 0 &&
    String(order.number ?? order.id) === number &&
    billingEmail !== '' &&
    sameSecret(billingEmail, email.trim().toLowerCase())
  if (!matches) throw notFound(ORDER_MSG.orderNotFound)
  return order
}
