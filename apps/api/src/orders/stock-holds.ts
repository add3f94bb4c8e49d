import { randomUUID } from 'node:crypto'
import type { Claim, Take } from '@shop/bookings'
import { orderableQuantity } from '@shop/catalog'
import { isStockSettled, ordddTimestamp } from '@shop/orders'
import type { Order, Product } from '@shop/woo-client'
import { bookingsLedger } from '../delivery/van-places'
import { ApiError } from '../http/api-error'
import type { ServerDeps } from '../server-deps'
import { orderLines, type StockLine } from './order-lines'
import { ORDER_MSG } from './order-messages'
import { ONLINE_GATEWAYS } from './payment-gateways'
import { unavailableItems } from './product-availability'

/**
 * Stock holds (issues 14 and 23): WooCommerce takes an order's units from the stock only when the
 * order moves to processing, on-hold or completed, so an unpaid order (cash on delivery, bank
 * transfer, card or PayPal before the capture) reserves nothing there. The shop holds them in its
 * bookings ledger instead (@shop/bookings, the same one as the vans' places): a product's units are
 * the resource `stock:<id>`, and each claim on them is decided against the stock WooCommerce
 * answered a moment before (its `capacities`), less what others hold:
 *
 * - a checkout's claim (holder `stock-checkout:<marker>`) is decided in one transaction with the
 *   count of the others, and becomes its order's (holder `stock-order:<id>`) once WooCommerce made
 *   it; checkouts of different products never wait on each other beyond it;
 * - released when WooCommerce takes the stock (paid: card, PayPal) or the order is cancelled,
 *   fails or is refunded (operators' status change), and checked against WooCommerce's own order
 *   statuses whenever a checkout would be refused for them (orders changed in WordPress directly);
 * - a claim released after the stock was read still counts against that read (the ledger's
 *   release counter): WooCommerce took the paid order's units just before, which the read may not show;
 * - lapsing when unpaid: online payments after STOCK_HOLD_MINUTES (default 60, WooCommerce's own
 *   "hold stock" default), offline ones (cash on delivery, bank transfer, cheque) at the end of the
 *   delivery day. A payment keeps the stock a few minutes longer at most (PAYING_HOLD_MS); paying
 *   an order whose claim lapsed claims it again, if the stock is still there.
 */

/** The resource of a product's units in the bookings ledger. */
export const stockResource = (productId: number) => `stock:${productId}`
const checkoutHolder = (checkout: string) => `stock-checkout:${checkout}`
const orderHolder = (orderId: number) => `stock-order:${orderId}`
const newId = (holder: string) => `${holder}:${randomUUID()}`
const ORDER_HOLDER = /^stock-order:(\d+)$/

/** How many of a product the stock has for the shop's orders, as WooCommerce answered (@shop/catalog orderableQuantity). */
function stockCapacity(product: Product | undefined): number {
  return orderableQuantity(product, Number.MAX_SAFE_INTEGER)
}

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

const takesOf = (lines: readonly StockLine[]): Take[] =>
  lines.map((line) => ({ resource: stockResource(line.productId), amount: line.quantity }))

export async function readProducts(deps: ServerDeps, ids: number[]): Promise<Product[]> {
  return (await deps.woo.listProducts({ include: [...new Set(ids)], per_page: 100 })).items
}

/**
 * How many units of each product a new order could have now: WooCommerce's stock (@shop/catalog
 * orderableQuantity) less what the shop's unpaid orders and checkouts hold; null for a product
 * whose stock WooCommerce does not count (no limit), 0 for one that cannot be ordered. What the
 * cart shows ('Ne restano 46'); the checkout decides again when it holds the stock.
 */
export async function unitsLeft(
  deps: ServerDeps,
  products: readonly Product[],
): Promise<Map<number, number | null>> {
  const ledger = bookingsLedger(deps)
  const now = deps.now().getTime()
  return new Map(
    await Promise.all(
      products.map(async (product): Promise<[number, number | null]> => {
        const capacity = stockCapacity(product)
        if (capacity === Number.MAX_SAFE_INTEGER) return [product.id, null]
        return [product.id, Math.max(0, capacity - (await ledger.taken(stockResource(product.id), now)))]
      }),
    ),
  )
}

/** The release counter to read before reading WooCommerce's stock, and to give to holdStock with that read. */
export function stockMark(deps: ServerDeps): Promise<number> {
  return bookingsLedger(deps).releaseMark()
}

/** The order's stock claims in force at `now` (not released, not lapsed). */
export function liveStock(deps: ServerDeps, orderId: number, now = deps.now().getTime()): Promise<Claim[]> {
  return bookingsLedger(deps).liveOf(orderHolder(orderId), now)
}

/**
 * Releases the claims whose orders WooCommerce shows as settled (stock taken, or cancelled), or that
 * no longer exist, and drops claims of checkouts that never made an order. Answers how many went.
 */
export async function reconcileHolds(deps: ServerDeps, productIds: readonly number[]): Promise<number> {
  const now = deps.now().getTime()
  const ledger = bookingsLedger(deps)
  const claims = new Map<string, Claim>()
  for (const id of new Set(productIds))
    for (const claim of await ledger.liveOn(stockResource(id), now)) claims.set(claim.id, claim)
  let released = 0
  const orderClaims = new Map<number, string[]>()
  for (const claim of claims.values()) {
    const orderId = claim.holders.map((holder) => ORDER_HOLDER.exec(holder)?.[1]).find(Boolean)
    if (orderId !== undefined)
      orderClaims.set(Number(orderId), [...(orderClaims.get(Number(orderId)) ?? []), claim.id])
    else if (
      claim.state === 'held' &&
      claim.createdAt + ORPHAN_HOLD_MS <= now &&
      (await ledger.discard(claim.id))
    )
      released++
  }
  const orderIds = [...orderClaims.keys()]
  for (let i = 0; i < orderIds.length; i += 4) {
    const batch = orderIds.slice(i, i + 4)
    const orders = await Promise.all(batch.map((id) => deps.woo.getOrder(id)))
    for (const [index, id] of batch.entries()) {
      const order = orders[index]
      if (!order || isStockSettled(order.status)) released += await releaseOrderHolds(deps, id)
    }
  }
  if (released > 0) deps.log.info('stock holds released after a check with WooCommerce', { released })
  return released
}

/**
 * Holds the lines for a checkout (or, with orderId, for an order paying again), or throws 409
 * products_unavailable with what is available of each line. `read` is a stock read the caller
 * already made, with the release mark taken before it. The claim replaces the checkout's (or the
 * order's) earlier one in the same decision. When the holds of others are what stands in the way,
 * they are checked against WooCommerce once and the stock read again.
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
  const ledger = bookingsLedger(deps)
  const holder = hold.orderId === undefined ? checkoutHolder(hold.checkout) : orderHolder(hold.orderId)
  const takes = takesOf(hold.lines)
  let read = hold.read
  for (let round = 0; ; round++) {
    const mark = read?.mark ?? (await stockMark(deps))
    const products = read?.products ?? (await readProducts(deps, ids))
    const byId = new Map(products.map((product) => [product.id, product]))
    const refused = await ledger.atomically(async () => {
      const now = deps.now().getTime()
      const resources = takes.map((take) => take.resource)
      const late = await ledger.releasedSince(mark, resources)
      const capacities = Object.fromEntries(
        hold.lines.map((line) => {
          const resource = stockResource(line.productId)
          return [resource, Math.max(0, stockCapacity(byId.get(line.productId)) - (late.get(resource) ?? 0))]
        }),
      )
      const earlier = (await ledger.liveOf(holder, now))[0]
      const decision = await ledger.claim(
        {
          id: newId(holder),
          holders: [holder],
          takes,
          state: hold.orderId === undefined ? 'held' : 'booked',
          expiresAt: hold.expiresAt,
          capacities,
          ...(earlier ? { replaces: earlier.id } : {}),
        },
        now,
      )
      if (decision.ok) return null
      if (decision.refusal.reason !== 'full')
        throw new Error(`stock: a hold was refused (${decision.refusal.reason})`)
      // What the others hold of each product, as the decision counted it (with the late releases).
      const own = (resource: string) => earlier?.takes.find((take) => take.resource === resource)?.amount ?? 0
      const held = new Map<number, number>()
      for (const line of hold.lines) {
        const resource = stockResource(line.productId)
        held.set(
          line.productId,
          (await ledger.taken(resource, now)) - own(resource) + (late.get(resource) ?? 0),
        )
      }
      return { missing: unavailableItems(hold.lines, products, held), held }
    })
    if (!refused) return
    const othersInTheWay = [...refused.held.values()].some((units) => units > 0)
    if (round > 0 || !othersInTheWay || (await reconcileHolds(deps, ids)) === 0) {
      throw new ApiError(409, 'products_unavailable', ORDER_MSG.productsUnavailable, {
        data: refused.missing,
      })
    }
    read = undefined
  }
}

/** The checkout's stock claim becomes its WooCommerce order's (made now: recorded whatever the stock). */
export async function attachCheckoutStock(
  deps: ServerDeps,
  checkout: string,
  orderId: number,
): Promise<void> {
  const ledger = bookingsLedger(deps)
  await ledger.atomically(async () => {
    const now = deps.now().getTime()
    const held = (await ledger.liveOf(checkoutHolder(checkout), now))[0]
    if (!held) return
    await ledger.claim(
      {
        id: newId(orderHolder(orderId)),
        holders: [orderHolder(orderId)],
        takes: held.takes,
        state: 'booked',
        expiresAt: held.expiresAt,
        replaces: held.id,
        force: true,
      },
      now,
    )
  })
}

/** The stock claim of a checkout that made no order (its WooCommerce order was never created) goes as if never made. */
export async function dropCheckoutStock(deps: ServerDeps, checkout: string): Promise<void> {
  const ledger = bookingsLedger(deps)
  await ledger.atomically(async () => {
    for (const claim of await ledger.liveOf(checkoutHolder(checkout), deps.now().getTime()))
      await ledger.discard(claim.id)
  })
}

/** How long a card charge or a capture needs the stock held at least (the provider answers within 10 s). */
export const PAYING_HOLD_MS = 5 * 60_000

/**
 * Before a payment: the order's stock stays claimed for at least `forMs` more (moved on when it
 * would lapse sooner: once by the ledger's rule, then by a new claim of the same units under the
 * stock, for that long only), or, when it lapsed, is claimed again for at least PAYING_HOLD_MS if
 * the stock is still there (409 products_unavailable otherwise: the order can no longer be paid as
 * it is). An unpaid order cannot keep its stock forever this way: it is cancelled when its time to
 * pay is up (unpaid-orders.ts).
 */
export async function keepOrderHeld(deps: ServerDeps, order: Order, forMs = PAYING_HOLD_MS): Promise<void> {
  const now = deps.now().getTime()
  const until = now + forMs
  const ledger = bookingsLedger(deps)
  const active = await liveStock(deps, order.id, now)
  if (active.length > 0) {
    const short = active.filter((claim) => claim.expiresAt !== null && claim.expiresAt < until)
    let kept = true
    for (const claim of short) if (kept) kept = (await ledger.extend(claim.id, until, now)).ok
    if (kept) return
  }
  const lines = orderLines(order)
  if (lines.length === 0) return
  await holdStock(deps, {
    checkout: `order:${order.id}`,
    orderId: order.id,
    lines,
    expiresAt: active.length > 0 ? until : Math.max(until, now + PAYING_HOLD_MS),
  })
}

/** WooCommerce took the order's stock (paid) or gave it back (cancelled): its claims go. How many. */
export async function releaseOrderHolds(deps: ServerDeps, orderId: number): Promise<number> {
  const ledger = bookingsLedger(deps)
  return ledger.atomically(async () => {
    const now = deps.now().getTime()
    const live = await ledger.liveOf(orderHolder(orderId), now)
    for (const claim of live) await ledger.release(claim.id, now)
    return live.length
  })
}

/** Whether a status WooCommerce moves an order to settles its stock (taken, or given back): @shop/orders isStockSettled. */
export function settlesStock(status: string): boolean {
  return isStockSettled(status)
}

/**
 * A retried checkout found the order its lost answer had made: the order claims its lines again
 * (recorded without a check: the units are already promised), unless it is settled or still holds them.
 */
export async function holdFoundOrder(deps: ServerDeps, order: Order, expiresAt: number): Promise<void> {
  const ledger = bookingsLedger(deps)
  await ledger.atomically(async () => {
    const now = deps.now().getTime()
    const lines = orderLines(order)
    if (settlesStock(order.status) || lines.length === 0 || (await liveStock(deps, order.id, now)).length > 0)
      return
    await ledger.claim(
      {
        id: newId(orderHolder(order.id)),
        holders: [orderHolder(order.id)],
        takes: takesOf(lines),
        state: 'booked',
        expiresAt,
        force: true,
      },
      now,
    )
  })
}
