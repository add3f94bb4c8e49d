import type { CashVan } from '@shop/api/contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api'

/** GET /api/admin/cash's answer (apps/api/src/driver/cash-report.ts); amounts in euros with 2 decimals. */
export type { CashStop, CashVan } from '@shop/api/contract'

export interface CashAnswer {
  date: string
  vans: CashVan[]
}

/** GET /api/admin/cash?date=: the day's cash per van. */
export const cashQuery = (date: string) =>
  queryOptions({
    queryKey: ['cash', date] as const,
    queryFn: ({ signal }) => api<CashAnswer>('GET', '/admin/cash', { query: { date }, signal }),
  })
