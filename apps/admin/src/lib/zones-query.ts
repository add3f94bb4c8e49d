import type { ZonesAnswer } from '@shop/api/contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from './api'

/** GET /api/zones, shared by the orders' zone filter and the zone editor (features/zones/api). */
export const zonesQuery = () =>
  queryOptions({
    queryKey: ['zones', 'current'] as const,
    queryFn: ({ signal }) => api<ZonesAnswer>('GET', '/zones', { signal }),
  })
