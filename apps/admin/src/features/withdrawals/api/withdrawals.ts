import type { AdminWithdrawalsPage } from '@shop/api/contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api'

/** GET /api/admin/withdrawals's answer (apps/api/src/admin/admin-withdrawals.ts); amounts in euros. */
export type { AdminWithdrawal, AdminWithdrawalsPage } from '@shop/api/contract'

/** The withdrawals, newest first, 20 a page. */
export const WITHDRAWALS_PER_PAGE = 20

export const withdrawalsQuery = (page: number) =>
  queryOptions({
    queryKey: ['withdrawals', page] as const,
    queryFn: ({ signal }) =>
      api<AdminWithdrawalsPage>('GET', '/admin/withdrawals', {
        query: { page, perPage: WITHDRAWALS_PER_PAGE },
        signal,
      }),
  })
