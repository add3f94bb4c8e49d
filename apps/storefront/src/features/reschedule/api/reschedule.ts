import type { RescheduleAnswer } from '@shop/api/contract'
import { queryOptions } from '@tanstack/react-query'
import { apiGet, apiPost } from '../../../lib/api'

/**
 * GET and POST /api/orders/:id/reschedule (apps/api routes/orders.ts, orders/reschedule.ts): the
 * order, whether it waits for a new delivery (`open`: its status is 'Consegna non riuscita'), the
 * zone whose calendar and slots it is chosen from (null when the shop does not know it), and when
 * and why the driver could not deliver it.
 */
export type { RescheduleAnswer } from '@shop/api/contract'

export const loadReschedule = (id: string, key: string | null, signal?: AbortSignal) =>
  apiGet<RescheduleAnswer>(`/orders/${encodeURIComponent(id)}/reschedule`, key ? { key } : undefined, signal)

/**
 * The new date and slot (once per failed delivery). Refusals, each with the API's Italian message:
 * 409 `slot_full`, `slot_unavailable`, `date_unavailable` (choose again), `already_rescheduled`,
 * `not_reschedulable` (nothing left to choose); 404 'Ordine non trovato'.
 */
export const rescheduleOrder = (id: string, body: { key: string | null; date: string; slot: string }) =>
  apiPost<RescheduleAnswer>(`/orders/${encodeURIComponent(id)}/reschedule`, {
    ...(body.key ? { key: body.key } : {}),
    date: body.date,
    slot: body.slot,
  })

/**
 * The order as the page reads it, asked again whoever signs in (`userId` in the key: a customer's
 * order is read by the session). Never kept once the page is left (`gcTime: 0`): the order moves on.
 */
export const rescheduleQuery = (id: string, key: string | null, userId: number | null) =>
  queryOptions({
    queryKey: ['reschedule', id, key ?? '', userId ?? 0] as const,
    queryFn: ({ signal }) => loadReschedule(id, key, signal),
    staleTime: 0,
    gcTime: 0,
  })
