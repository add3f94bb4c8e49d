import type { OrderChangesAnswer } from '@shop/api/contract'
import { queryOptions } from '@tanstack/react-query'
import { apiGet, apiPost } from '../../../lib/api'

/**
 * GET /api/orders/:id/changes, POST .../move and .../cancel (apps/api orders/order-changes.ts): may
 * the customer still move or cancel the order themselves (before its slot's cut-off, not yet on its
 * way), and the zone whose calendar and slots a new delivery is chosen from. Refusals, with the
 * API's Italian message: 409 `past_cutoff`, `not_changeable`, `slot_full`, `slot_unavailable`,
 * `date_unavailable`.
 */
export type { OrderChangesAnswer } from '@shop/api/contract'

export const orderChangesQuery = (id: number, key: string | null) =>
  queryOptions({
    queryKey: ['order-changes', id, key ?? ''] as const,
    queryFn: ({ signal }) =>
      apiGet<OrderChangesAnswer>(`/orders/${id}/changes`, key ? { key } : undefined, signal),
    staleTime: 0,
    gcTime: 0,
  })

export const moveOrder = (id: number, body: { key: string | null; date: string; slot: string }) =>
  apiPost<OrderChangesAnswer>(`/orders/${id}/move`, {
    ...(body.key ? { key: body.key } : {}),
    date: body.date,
    slot: body.slot,
  })

export const cancelOrder = (id: number, key: string | null) =>
  apiPost<OrderChangesAnswer>(`/orders/${id}/cancel`, key ? { key } : {})
