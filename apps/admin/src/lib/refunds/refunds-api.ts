import type { RefundRecord } from '@shop/api/contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../api'

export type { RefundRecord } from '@shop/api/contract'

export const refundKeys = { queued: ['refunds', 'queued'] as const }

/** GET /api/admin/refunds: the bank-transfer refunds still to make, oldest first. */
export const queuedRefundsQuery = () =>
  queryOptions({
    queryKey: refundKeys.queued,
    queryFn: ({ signal }) => api<{ refunds: RefundRecord[] }>('GET', '/admin/refunds', { signal }),
  })

/**
 * POST /api/admin/orders/:id/refund: card and PayPal paid back now (200, state 'done'), anything
 * else queued for 'Rimborsi da fare' (202, state 'queued'). `requestId` makes a repeated click one refund.
 */
export const refundOrder = (id: number, body: { amountCents: number; reason: string; requestId: string }) =>
  api<{ refund: RefundRecord }>('POST', `/admin/orders/${id}/refund`, { body })

/** POST /api/admin/refunds/:key/paid: the operator made the transfer; WooCommerce's refund is written once. */
export const markRefundPaid = (key: string) =>
  api<{ refund: RefundRecord }>('POST', `/admin/refunds/${encodeURIComponent(key)}/paid`)
