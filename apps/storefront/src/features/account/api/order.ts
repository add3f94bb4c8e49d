import type { OrderLookup } from '@shop/forms'
import { queryOptions } from '@tanstack/react-query'
import type { OrderView } from '../../../lib/account/account-api'
import { apiPost } from '../../../lib/api'
import { loadOrder } from '../../../lib/checkout/checkout-api'
import { accountKeys } from './orders'

/**
 * One order as its page follows it (GET /api/orders/:id): the customer's own, or a guest's with
 * its order key. Read again every minute while the page is open and on coming back to it, so a new
 * status shows without a reload; never kept once no screen shows it (`gcTime: 0`).
 */
export const orderQuery = (id: string, key: string | null) =>
  queryOptions({
    queryKey: [...accountKeys.all, 'order', id, key ?? ''] as const,
    queryFn: ({ signal }) => loadOrder(id, key, signal),
    refetchInterval: 60_000,
    gcTime: 0,
  })

/** POST /api/orders/lookup: a guest's order by its number and the email it was placed with. */
export const lookupOrder = (lookup: OrderLookup) => apiPost<OrderView>('/orders/lookup', lookup)
