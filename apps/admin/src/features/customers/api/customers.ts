import type { AutoLoginLink, CustomerAnswer, CustomersPage, EmptiesAnswer } from '@shop/api/contract'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api'

export const customerKeys = {
  all: ['customers'] as const,
  search: (query: { q: string; page: number; perPage: number }) =>
    [...customerKeys.all, 'search', query] as const,
  detail: (id: string) => [...customerKeys.all, 'detail', id] as const,
  empties: (id: number) => [...customerKeys.all, 'empties', id] as const,
}

/**
 * GET /api/admin/customers. The answer keeps its term: while the next search runs, the last
 * results stay on screen with theirs.
 */
export const customersQuery = (query: { q: string; page: number; perPage: number }) =>
  queryOptions({
    queryKey: customerKeys.search(query),
    queryFn: async ({ signal }) => ({
      q: query.q,
      answer: await api<CustomersPage>('GET', '/admin/customers', { query, signal }),
    }),
    placeholderData: keepPreviousData,
  })

/** GET /api/admin/customers/:id: the customer and their newest orders. */
export const customerQuery = (id: string) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }) =>
      api<CustomerAnswer>('GET', `/admin/customers/${encodeURIComponent(id)}`, { signal }),
  })

/** POST /api/admin/customers/:id/auto-login-link */
export const createAutoLoginLink = (id: number) =>
  api<AutoLoginLink>('POST', `/admin/customers/${id}/auto-login-link`, { body: {} })

/** GET /api/admin/customers/:id/empties: the empties the customer holds and their credit. */
export const customerEmptiesQuery = (id: number) =>
  queryOptions({
    queryKey: customerKeys.empties(id),
    queryFn: ({ signal }) => api<EmptiesAnswer>('GET', `/admin/customers/${id}/empties`, { signal }),
  })

/** POST /api/admin/customers/:id/empties/refund: the credit given back in money, recorded once per key. */
export const refundEmptiesCredit = (id: number, requestKey: string, note: string) =>
  api<{ refunded: number; empties: EmptiesAnswer }>('POST', `/admin/customers/${id}/empties/refund`, {
    body: note.trim() ? { note: note.trim() } : {},
    headers: { 'Idempotency-Key': requestKey },
  })
