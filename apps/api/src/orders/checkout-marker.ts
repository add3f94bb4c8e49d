import { ORDER_META_KEYS, orderMetaText } from '@shop/orders'
import { gmtDateTime, isWooError, type NewOrder, type Order } from '@shop/woo-client'
import type { ServerDeps } from '../server-deps'

/** The private order meta that ties an order to the checkout (idempotency key) that made it. */
export const CHECKOUT_MARKER_KEY = ORDER_META_KEYS.checkoutKey
/** How far back a checkout's order is looked for. */
const LOOKBACK_MS = 15 * 60_000

/**
 * The order a checkout already created, found by its marker among the customer's (or guests')
 * orders of the last minutes; null when there is none. WooCommerce cannot search orders by meta
 * over REST, so the recent ones are read and checked.
 */
export async function findCheckoutOrder(
  deps: ServerDeps,
  customerId: number,
  marker: string,
): Promise<Order | null> {
  // A full date-time in GMT without offset, said to be GMT: WooCommerce refuses a date alone (row
  // 12 of REAL-STORE-DIFFERENCES.md) and misreads one with an offset (row 17).
  const after = gmtDateTime(new Date(deps.now().getTime() - LOOKBACK_MS))
  const recent = await deps.woo.listOrders({
    customer: customerId,
    after,
    dates_are_gmt: true,
    per_page: 50,
    orderby: 'date',
    order: 'desc',
  })
  return (
    // Meta values are compared as text, as WooCommerce gives them back (row 9).
    recent.items.find((order) => orderMetaText(order, CHECKOUT_MARKER_KEY) === marker) ?? null
  )
}

/**
 * Creates the order once. If an earlier attempt of the same checkout created it but the answer was
 * lost (a time-out), the retry finds that order instead of making a second one; and when this
 * attempt times out, the order is looked for once more before giving up.
 */
export async function createOnce(
  deps: ServerDeps,
  body: NewOrder,
  customerId: number,
  marker: string,
  options: { lookedUp?: boolean } = {},
): Promise<Order> {
  // `lookedUp`: the caller has just looked for the earlier order itself.
  const earlier = options.lookedUp ? null : await findCheckoutOrder(deps, customerId, marker)
  if (earlier) {
    deps.log.warn('checkout retried after a lost answer: the order already existed', { orderId: earlier.id })
    return earlier
  }
  try {
    return await deps.woo.createOrder(body)
  } catch (error) {
    // No answer at all (a time-out, the network): the order may have been made.
    if (isWooError(error) && error.kind === 'unavailable' && error.status === 0) {
      const created = await findCheckoutOrder(deps, customerId, marker).catch(() => null)
      if (created) return created
    }
    throw error
  }
}
