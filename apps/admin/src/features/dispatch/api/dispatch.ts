import type { Departure, DispatchAnswer } from '@shop/api/contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api'

/** GET /api/admin/dispatch: the vans' rounds of one delivery date (YYYY-MM-DD). */
export const dispatchQuery = (date: string) =>
  queryOptions({
    queryKey: ['dispatch', date] as const,
    queryFn: ({ signal }) => api<DispatchAnswer>('GET', '/admin/dispatch', { query: { date }, signal }),
  })

/**
 * POST /api/admin/dispatch/departed: `vehicle` left with its orders of `date`; they go 'In consegna'
 * (and their customers are told), but those whose payment has not arrived.
 */
export const markDeparted = (body: { date: string; vehicle: string }) =>
  api<Departure>('POST', '/admin/dispatch/departed', { body })
