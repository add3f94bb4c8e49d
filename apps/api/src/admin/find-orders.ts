import { readDelivery } from '@shop/orders'
import { normalizeSlotLabel, sameSlot } from '@shop/slots'
import type { Order, Query } from '@shop/woo-client'
import type { ServerDeps } from '../server-deps'
import type { AdminOrdersQuery } from './admin-input'
import { mapLimited } from './map-limited'

/** The delivery filters scan at most SCAN_MAX_PAGES pages of SCAN_PAGE_SIZE recent orders, SCAN_CONCURRENCY at a time. */
export const SCAN_PAGE_SIZE = 100
export const SCAN_MAX_PAGES = 10
export const SCAN_CONCURRENCY = 4

export interface FoundOrders {
  orders: Order[]
  total: number
  totalPages: number
  page: number
  /** True when a delivery filter stopped at the scan cap: older orders were not looked at. */
  capped: boolean
}

const fold = (value: string | null | undefined) => (value ?? '').trim().toLocaleLowerCase('it')

/** Whether an order's delivery meta matches the delivery filters that are set. */
export function matchesDelivery(order: Order, query: AdminOrdersQuery): boolean {
  const delivery = readDelivery(order)
  if (query.deliveryDate && delivery.date !== query.deliveryDate) return false
  if (query.zone && fold(delivery.zoneName) !== fold(query.zone)) return false
  if (query.vehicle && fold(delivery.vehicle) !== fold(query.vehicle)) return false
  if (query.slot) {
    const slot = delivery.slot
    if (slot === null || !sameSlot(normalizeSlotLabel(slot), normalizeSlotLabel(query.slot))) return false
  }
  return true
}

const hasDeliveryFilter = (query: AdminOrdersQuery) =>
  Boolean(query.deliveryDate || query.zone || query.vehicle || query.slot)

/**
 * The operators' order list, newest first: by id, the order WooCommerce created them in (its date
 * sort has no tie-break, so pages by date skip and repeat orders placed in the same second).
 * Status and search go to WooCommerce. WooCommerce's
 * REST API cannot filter orders by meta, so with a delivery filter (date, zone, vehicle, slot) the
 * most recent orders are scanned (pages of 100, at most 10 pages = 1000 orders, 4 requests in
 * flight), filtered here and paged here; `capped` tells when older orders were left out.
 */
export async function findOrders(deps: ServerDeps, query: AdminOrdersQuery): Promise<FoundOrders> {
  const base: Query = {
    orderby: 'id',
    order: 'desc',
    ...(query.status ? { status: query.status } : {}),
    ...(query.search ? { search: query.search } : {}),
  }
  if (!hasDeliveryFilter(query)) {
    const result = await deps.woo.listOrders({ ...base, page: query.page, per_page: query.perPage })
    return {
      orders: result.items,
      total: result.total,
      totalPages: result.totalPages,
      page: query.page,
      capped: false,
    }
  }
  const first = await deps.woo.listOrders({ ...base, page: 1, per_page: SCAN_PAGE_SIZE })
  const pages = Math.min(first.totalPages, SCAN_MAX_PAGES)
  const rest = await mapLimited(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => i + 2),
    SCAN_CONCURRENCY,
    (page) => deps.woo.listOrders({ ...base, page, per_page: SCAN_PAGE_SIZE }),
  )
  // New orders arriving during the scan shift the pages: an order may come twice.
  const seen = new Set<number>()
  const matched: Order[] = []
  for (const order of [first, ...rest].flatMap((result) => result.items)) {
    if (seen.has(order.id)) continue
    seen.add(order.id)
    if (matchesDelivery(order, query)) matched.push(order)
  }
  const start = (query.page - 1) * query.perPage
  return {
    orders: matched.slice(start, start + query.perPage),
    total: matched.length,
    totalPages: Math.ceil(matched.length / query.perPage),
    page: query.page,
    capped: first.totalPages > SCAN_MAX_PAGES,
  }
}
