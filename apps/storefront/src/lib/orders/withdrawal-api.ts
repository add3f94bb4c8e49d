import type { WithdrawalStatement } from '@shop/api/contract'
import type { OrderLookup } from '@shop/forms'
import { queryOptions } from '@tanstack/react-query'
import { apiGet, apiPost } from '../api'

/**
 * The online withdrawal (apps/api routes/withdrawals.ts): the statement of an order (step 1), read
 * by the order page (whether to offer 'Recedi dal contratto qui') and by /recesso, and the
 * confirmation (step 2). Shared by both features.
 */
export type { WithdrawalStatement } from '@shop/api/contract'

/** GET /api/orders/:id/withdrawal: a customer's own order (the session), or a guest's with its key. */
export const loadWithdrawal = (id: string, key: string | null, signal?: AbortSignal) =>
  apiGet<WithdrawalStatement>(
    `/orders/${encodeURIComponent(id)}/withdrawal`,
    key ? { key } : undefined,
    signal,
  )

/**
 * The statement as a query, asked again whoever signs in (`userId` in the key) and never kept
 * once no screen shows it: a withdrawal or a refund changes it.
 */
export const withdrawalQuery = (id: string, key: string | null, userId: number | null) =>
  queryOptions({
    queryKey: ['withdrawal', id, key ?? '', userId ?? 0] as const,
    queryFn: ({ signal }) => loadWithdrawal(id, key, signal),
    staleTime: 0,
    gcTime: 0,
  })

/** POST /api/withdrawals/lookup: a guest's order by its number and e-mail (404 'Ordine non trovato'). */
export const lookupWithdrawal = (lookup: OrderLookup) =>
  apiPost<WithdrawalStatement>('/withdrawals/lookup', lookup)

/**
 * POST /api/orders/:id/withdrawal: the confirmation, with the guest's key (a customer's own order
 * needs none) and the optional reason. Answers the statement with its `withdrawal`, also when the
 * order was withdrawn from already; 409 `withdrawal_closed` with the reason in Italian.
 */
export const confirmWithdrawal = (id: string, body: { key: string | null; reason: string }) =>
  apiPost<WithdrawalStatement>(`/orders/${encodeURIComponent(id)}/withdrawal`, {
    ...(body.key ? { key: body.key } : {}),
    reason: body.reason,
  })
