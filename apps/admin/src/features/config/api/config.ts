import type { ConfigAnswer } from '@shop/api/contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api'

/** GET /api/admin/config: the shop's settings and the payment gateways. */
export const configQuery = () =>
  queryOptions({
    queryKey: ['config'] as const,
    queryFn: ({ signal }) => api<ConfigAnswer>('GET', '/admin/config', { signal }),
  })
