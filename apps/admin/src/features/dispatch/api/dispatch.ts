import type { DispatchAnswer } from '@shop/api/contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api'

/** GET /api/admin/dispatch: the vans' rounds of one delivery date (YYYY-MM-DD). */
export const dispatchQuery = (date: string) =>
  queryOptions({
    queryKey: ['dispatch', date] as const,
    queryFn: ({ signal }) => api<DispatchAnswer>('GET', '/admin/dispatch', { query: { date }, signal }),
  })
