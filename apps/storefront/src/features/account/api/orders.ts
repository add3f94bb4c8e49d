import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { listOrders, type OrderView, productsByIds } from '../../../lib/account/account-api'

/**
 * The signed-in customer's data: never kept once no screen shows it (`gcTime: 0`), so a new order
 * is there on the next visit and another customer on this browser never sees it.
 */
export const accountKeys = {
  all: ['account'] as const,
  orders: () => [...accountKeys.all, 'orders'] as const,
  reorder: (ids: number[]) => [...accountKeys.all, 'reorder', ids] as const,
}

/** GET /api/orders, 10 a page, newest first; 'Mostra altri ordini' asks for the next page. */
export const accountOrdersQuery = () =>
  infiniteQueryOptions({
    queryKey: accountKeys.orders(),
    queryFn: ({ pageParam, signal }) => listOrders(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    gcTime: 0,
  })

/** The products of an earlier order still published, at today's prices (the reorder dialog). */
export function reorderProductsQuery(order: OrderView) {
  const ids = [...new Set(order.items.map((item) => item.productId))].filter((id) => id > 0).slice(0, 48)
  return queryOptions({
    queryKey: accountKeys.reorder(ids),
    queryFn: ({ signal }) => productsByIds(ids, signal).then((answer) => answer.products),
    gcTime: 0,
  })
}
