import type { ConfigAnswer, GatewaySwitchAnswer } from '@shop/api/contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api'

/** GET /api/admin/config: the shop's settings and the payment gateways. */
export const configQuery = () =>
  queryOptions({
    queryKey: ['config'] as const,
    queryFn: ({ signal }) => api<ConfigAnswer>('GET', '/admin/config', { signal }),
  })

/** PUT /api/admin/payment-gateways/:id: the gateway switched on or off in WooCommerce itself. */
export const switchPaymentGateway = (id: string, enabled: boolean) =>
  api<GatewaySwitchAnswer>('PUT', `/admin/payment-gateways/${encodeURIComponent(id)}`, { body: { enabled } })
