import type { ConfigAnswer, GatewaySwitchAnswer, SettingsLogAnswer } from '@shop/api/contract'
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

/** GET /api/admin/settings-log: who changed which setting, when, from what to what. */
export const settingsLogQuery = () =>
  queryOptions({
    queryKey: ['config', 'settings-log'] as const,
    queryFn: ({ signal }) => api<SettingsLogAnswer>('GET', '/admin/settings-log', { signal }),
  })
