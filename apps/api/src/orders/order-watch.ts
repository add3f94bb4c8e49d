import { PAYABLE_STATUSES } from '@shop/orders'
import { isoDateOf, romeDayNumber } from '@shop/slots'
import { gmtDateTime, type Order } from '@shop/woo-client'
import { lacksPlace, recordPlaceChange } from '../delivery/van-places'
import type { ServerDeps } from '../server-deps'
import { whenFree } from '../store/serialised'
import { orderStatusChanged } from './order-mail-events'
import { ordersWeightKg } from './order-weight'
import { sweepUnpaidOrders } from './unpaid-orders'

/**
 * The store's bookmark: every order modified before this instant (ISO, UTC, a whole second) has
 * been looked at.
 */
export const ORDER_WATCH_MARK = 'order-watch:until'
/**
 * A change younger than this is left for the next round: the shop records its own changes
 * (checkout, payment, admin actions) within milliseconds of making them, so by then a change
 * still unrecorded was made elsewhere (WooCommerce's back office, another plugin).
 */
export const ORDER_WATCH_SETTLE_MS = 30_000
/** Pages of 100 orders looked at per round at most; the rest waits for the next round. */
export const ORDER_WATCH_PAGES = 10

/** How far back the start's reconciliation looks: orders modified in the last 60 days. */
export const RECONCILE_DAYS = 60
/** Pages of 100 orders the start's reconciliation looks at, at most. */
export const RECONCILE_PAGES = 50

export interface OrderWatch {
  /** One round: the orders modified since the last one; how many changed status. */
  runOnce(): Promise<number>
  /**
   * The van places of the orders modified in the last RECONCILE_DAYS days, recorded as WooCommerce
   * has them (delivery/van-places.ts recordOrderPlace: orders made in its back office, by phone or
   * before the shop, given-up orders freed): what `start` does first. How many orders it read.
   */
  reconcile(): Promise<number>
  start(): void
  stop(): Promise<void>
}

/**
 * The order as it was before a change, for the mails: the status and payment date the shop last
 * saw, and WooCommerce's needs_payment as it held in that status.
 */
function asBefore(order: Order, seen: { status: string; paidAt: string | null }): Order {
  return {
    ...order,
    status: seen.status as Order['status'],
    date_paid_gmt: seen.paidAt,
    needs_payment: PAYABLE_STATUSES.has(seen.status) && Number(order.total ?? 0) > 0,
  }
}

/**
 * How long one instance's round holds its lock at most (store/serialised.ts whenFree): far longer
 * than a round takes (10 pages of WooCommerce orders); an instance that dies in a round frees it then.
 */
const ROUND_LEASE_MS = 5 * 60_000

/**
 * Watches WooCommerce for order status changes made in its back office (an operator marking a
 * transfer paid, completing or cancelling an order there), which WooCommerce would otherwise
 * announce with its own English mails or not at all: every ORDER_WATCH_SECONDS it lists the orders
 * modified since the last round (`modified_after`/`modified_before` as GMT date-times without
 * offset, with `dates_are_gmt`: the one form a real store reads right, woo-client's gmtDateTime;
 * REAL-STORE-DIFFERENCES.md row 17; oldest first) and
 * compares each one's status with the one the shop last saw (SeenOrders.seeOrder, store/seen-orders.ts). A change sends
 * the event's message (order-mail-events.ts orderStatusChanged; keys make a message go once, so
 * a change seen twice sends nothing twice). An order seen for the first time is only recorded:
 * there is no earlier status to compare with. The first round of a new store starts from now.
 */
export function createOrderWatch(deps: ServerDeps): OrderWatch {
  let timer: NodeJS.Timeout | null = null
  let running: Promise<number> | null = null
  let reconciling: Promise<void> | null = null
  let stopped = false

  async function round(): Promise<number> {
    // WooCommerce compares whole seconds, strictly: a round covers the seconds from its mark up to,
    // not including, `until`; the next one starts at that second (`modified_after` its second
    // before). An order seen twice with the same status changes nothing.
    const until = wholeSecond(deps.now().getTime() - ORDER_WATCH_SETTLE_MS)
    const mark = await deps.stores.marks.getMark(ORDER_WATCH_MARK)
    const since = mark === null ? Number.NaN : wholeSecond(Date.parse(mark))
    if (!Number.isFinite(since)) {
      await deps.stores.marks.setMark(ORDER_WATCH_MARK, new Date(until).toISOString())
      return 0
    }
    if (since >= until) return 0
    let changed = 0
    let lastSeen = since
    for (let page = 1; page <= ORDER_WATCH_PAGES; page++) {
      const found = await deps.woo.listOrders({
        modified_after: gmtDateTime(new Date(since - 1000)),
        modified_before: gmtDateTime(new Date(until)),
        dates_are_gmt: true,
        orderby: 'modified',
        order: 'asc',
        per_page: 100,
        page,
      })
      const weights = await weightsOfNew(found.items)
      for (const order of found.items) {
        const before = await deps.stores.seenOrders.seeOrder(order.id, {
          status: order.status ?? '',
          paidAt: typeof order.date_paid_gmt === 'string' ? order.date_paid_gmt : null,
        })
        if (before && before.status !== order.status) {
          deps.log.info('order status changed outside the shop', {
            orderId: order.id,
            from: before.status,
            to: order.status,
          })
          await orderStatusChanged(deps, asBefore(order, before), order)
          changed++
        } else {
          // New in WooCommerce, or its delivery moved there: its place as WooCommerce has it.
          await recordPlaceChange(deps, order, weights.get(order.id))
        }
        const modified = Date.parse(`${order.date_modified_gmt}Z`)
        if (Number.isFinite(modified)) lastSeen = wholeSecond(modified)
      }
      if (page >= found.totalPages) {
        lastSeen = until
        break
      }
    }
    // Over ORDER_WATCH_PAGES pages: the next round goes on from the second of the last order looked at.
    await deps.stores.marks.setMark(ORDER_WATCH_MARK, new Date(lastSeen).toISOString())
    return changed
  }

  /**
   * What the orders that will get a new place weigh (back-office and phone orders, orders from
   * before): their van carries it. One products call for the page, none when every order has its place.
   */
  async function weightsOfNew(orders: readonly Order[]): Promise<Map<number, number>> {
    const now = deps.now()
    const today = isoDateOf(romeDayNumber(now))
    const fresh: Order[] = []
    for (const order of orders) if (await lacksPlace(deps, order, today, now.getTime())) fresh.push(order)
    return fresh.length === 0 ? new Map() : ordersWeightKg(deps, fresh)
  }

  /** The places of the last RECONCILE_DAYS' orders, as WooCommerce has them; by one instance at a time. */
  async function reconcile(): Promise<number> {
    const result = await whenFree(
      deps.stores.locks,
      deps.now,
      'order-reconcile',
      ROUND_LEASE_MS,
      reconcileNow,
    )
    return result.ran ? result.value : 0
  }

  async function reconcileNow(): Promise<number> {
    const now = deps.now().getTime()
    let read = 0
    for (let page = 1; page <= RECONCILE_PAGES; page++) {
      const found = await deps.woo.listOrders({
        modified_after: gmtDateTime(new Date(now - RECONCILE_DAYS * 86_400_000)),
        dates_are_gmt: true,
        orderby: 'modified',
        order: 'asc',
        per_page: 100,
        page,
      })
      const weights = await weightsOfNew(found.items)
      for (const order of found.items) await recordPlaceChange(deps, order, weights.get(order.id))
      read += found.items.length
      if (page >= found.totalPages) break
    }
    return read
  }

  /** A round, unless another instance sharing the stores is doing one (then 0: nothing changed here). */
  function runOnce(): Promise<number> {
    running ??= whenFree(deps.stores.locks, deps.now, 'order-watch', ROUND_LEASE_MS, round)
      .then((result) => (result.ran ? result.value : 0))
      .finally(() => {
        running = null
      })
    return running
  }

  function next(): void {
    if (stopped || deps.config.orderWatchSeconds === 0) return
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) => deps.log.warn('order watch: WooCommerce could not be asked', { error }))
        // Then the unpaid orders whose time is up (or a transfer's near): cancelled, or reminded;
        // by one instance at a time.
        .then(() =>
          whenFree(deps.stores.locks, deps.now, 'unpaid-orders', ROUND_LEASE_MS, () =>
            sweepUnpaidOrders(deps),
          ),
        )
        .catch((error: unknown) =>
          deps.log.warn('unpaid orders not swept: WooCommerce could not be asked', { error }),
        )
        .finally(next)
    }, deps.config.orderWatchSeconds * 1000)
    timer.unref()
  }

  return {
    runOnce,
    reconcile,
    start() {
      stopped = false
      reconciling = reconcile()
        .then((read) => deps.log.info('van places reconciled with WooCommerce', { orders: read }))
        .catch((error: unknown) =>
          deps.log.warn('van places not reconciled: WooCommerce could not be asked', { error }),
        )
        .finally(() => {
          reconciling = null
          next()
        })
    },
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      timer = null
      await reconciling
      await running?.catch(() => 0)
    },
  }
}

/** The start of the second `ms` falls in. */
function wholeSecond(ms: number): number {
  return Math.floor(ms / 1000) * 1000
}
