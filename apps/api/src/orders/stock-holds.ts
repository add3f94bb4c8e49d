import { isStockSettled, ordddTimestamp } from '@shop/orders'
import type { Order, Product } from '@shop/woo-client'
import { ApiError } from '../http/api-error'
import type { ServerDeps } from '../server-deps'
import type { StockLine } from '../store/api-store'
import { ORDER_MSG } from './order-messages'
import { ONLINE_GATEWAYS } from './payment-gateways'
import { type UnavailableItem, unavailableItems } from './product-availability'

/**
 * Stock holds (issue 14): WooCommerce takes an order's units from the stock only when the order
 * moves to processing, on-hold or completed, so an unpaid order (cash on delivery, bank transfer,
 * card or PayPal before the capture) reserves nothing there. The server holds them in its own store
 * instead, and counts them against WooCommerce's stock at every checkout:
 *
 * - taken atomically with the stock check (ApiStore.holdStock: one transaction; checkouts of
 *   different products never wait on each other beyond it);
 * - released when WooCommerce takes the stock (paid: card, PayPal) or the order is cancelled,
 *   fails or is refunded (operators' status change), and checked against WooCommerce's own order
 *   statuses whenever a checkout would be refused for them (orders changed in WordPress directly);
 * - lapsing when unpaid: online payments after STOCK_HOLD_MINUTES (default 60, WooCommerce's own
 *   "hold stock" default), offline ones (cash on delivery, bank transfer, cheque) at the end of the
 *   delivery day. Paying an order whose hold lapsed takes it again, if the stock is still there.
 */

/** A hold of a checkout that never got its order (the request died) is dropped after this long. */
const ORPHAN_HOLD_MS = 2 * 60_000

/** The calendar date after 'YYYY-MM-DD'. */
function dayAfter(date: string): string {
  const [year, month, day] = date.split('-').map(Number)
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + 1)).toISOString().slice(0, 10)
}

/**
 * Until when an unpaid order holds its stock: online payments for the configured hold time;
 * payment on delivery or by transfer until the end of the delivery day (Europe/Rome).
 */
export function holdExpiry(deps: ServerDeps, paymentMethod: string, deliveryDate: string | null): number {
  const now = deps.now().getTime()
  const online = now + deps.config.stockHoldMinutes * 60_000
  if (ONLINE_GATEWAYS.has(paymentMethod) || !deliveryDate) return online
  try {
    return Math.max(online, ordddTimestamp(dayAfter(deliveryDate)) * 1000)
  } catch {
    return online
  }
}

/** The product lines of a WooCommerce order, one per product (WooCommerce allows repeats). */
function orderLines(order: Order): StockLine[] {
  const units = new Map<number, number>()
  for (const item of order.line_items ?? []) {
    const { product_id: productId, quantity } = item
    if (typeof productId === 'number' && productId > 0 && typeof quantity === 'number' && quantity > 0)
      units.set(productId, (units.get(productId) ?? 0) + quantity)
  }
  return [...units].map(([productId, quantity]) => ({ productId, quantity }))
}

async function readProducts(deps: ServerDeps, ids: number[]): Promise<Product[]> {
  return (await deps.woo.listProducts({ include: [...new Set(ids)], per_page: 100 })).items
}

/**
 * Releases the holds whose orders WooCommerce shows as settled (stock taken, or cancelled), or that
 * no longer exist, and drops holds of checkouts that never made an order. Answers how many went.
 */
export async function reconcileHolds(deps: ServerDeps, productIds: readonly number[]): Promise<number> {
  const now = deps.now().getTime()
  const holds = deps.store.stockHoldsOn(productIds, now)
  let released = 0
  for (const hold of holds) {
    if (hold.orderId === null && hold.createdAt + ORPHAN_HOLD_MS <= now) {
      deps.store.dropCheckoutHolds(hold.checkout)
      released++
    }
  }
  const orderIds = [...new Set(holds.flatMap((hold) => (hold.orderId === null ? [] : [hold.orderId])))]
  for (let i = 0; i < orderIds.length; i += 4) {
    const batch = orderIds.slice(i, i + 4)
    const orders = await Promise.all(batch.map((id) => deps.woo.getOrder(id)))
    batch.forEach((id, index) => {
      const order = orders[index]
      if (!order || isStockSettled(order.status)) {
        released += deps.store.releaseStockHolds(id, deps.now().getTime())
      }
    })
  }
  if (released > 0) deps.log.info('stock holds released after a check with WooCommerce', { released })
  return released
}

/**
 * Holds the lines for a checkout (or, with orderId, for an order paying again), or throws 409
 * products_unavailable with what is available of each line. `read` is a stock read the caller
 * already made, with the release mark taken before it. When the holds of others are what stands in
 * the way, they are checked against WooCommerce once and the stock read again.
 */
export async function holdStock(
  deps: ServerDeps,
  hold: {
    checkout: string
    orderId?: number
    lines: readonly StockLine[]
    expiresAt: number
    read?: { mark: number; products: readonly Product[] }
  },
): Promise<void> {
  const ids = hold.lines.map((line) => line.productId)
  let read = hold.read
  for (let round = 0; ; round++) {
    const mark = read?.mark ?? deps.store.stockMark()
    const products = read?.products ?? (await readProducts(deps, ids))
    let missing: UnavailableItem[] = []
    const result = deps.store.holdStock({ ...hold, now: deps.now().getTime(), mark }, (held) => {
      missing = unavailableItems(hold.lines, products, held)
      return missing.length === 0
    })
    if (result.ok) return
    const othersInTheWay = [...result.held.values()].some((units) => units > 0)
    if (round > 0 || !othersInTheWay || (await reconcileHolds(deps, ids)) === 0) {
      throw new ApiError(409, 'products_unavailable', ORDER_MSG.productsUnavailable, { data: missing })
    }
    read = undefined
  }
}

/** How long a card charge or a capture needs the stock held at least (the provider answers within 10 s). */
export const PAYING_HOLD_MS = 5 * 60_000

/**
 * Before a payment: the order's holds stay in force for at least `forMs` more (moved when they
 * would lapse sooner; left alone otherwise), or, when they lapsed, are taken again for the hold time
 * if the stock is still there (409 products_unavailable otherwise: the order can no longer be paid
 * as it is).
 */
export async function keepOrderHeld(deps: ServerDeps, order: Order, forMs = PAYING_HOLD_MS): Promise<void> {
  const now = deps.now().getTime()
  const active = deps.store.activeStockHolds(order.id, now)
  if (active.length > 0) {
    if (active.some((hold) => hold.expiresAt < now + forMs))
      deps.store.extendStockHolds(order.id, now + forMs, now)
    return
  }
  const lines = orderLines(order)
  if (lines.length === 0) return
  const until = now + Math.max(forMs, deps.config.stockHoldMinutes * 60_000)
  await holdStock(deps, { checkout: `order:${order.id}`, orderId: order.id, lines, expiresAt: until })
}

/** WooCommerce took the order's stock (paid) or gave it back (cancelled): its holds go. */
export function releaseOrderHolds(deps: ServerDeps, orderId: number): void {
  deps.store.releaseStockHolds(orderId, deps.now().getTime())
}

/** Whether a status WooCommerce moves an order to settles its stock (taken, or given back): @shop/orders isStockSettled. */
export function settlesStock(status: string): boolean {
  return isStockSettled(status)
}

/**
 * A retried checkout found the order its lost answer had made: the order holds its lines again
 * (without a check: the units are already promised), unless it is settled or still holds them.
 */
export function holdFoundOrder(deps: ServerDeps, checkout: string, order: Order, expiresAt: number): void {
  const now = deps.now().getTime()
  if (settlesStock(order.status) || deps.store.activeStockHolds(order.id, now).length > 0) return
  deps.store.holdStock(
    { checkout, orderId: order.id, lines: orderLines(order), expiresAt, now, mark: deps.store.stockMark() },
    () => true,
  )
}
