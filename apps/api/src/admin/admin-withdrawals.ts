import { operatorStatusLabel } from '@shop/orders'
import { refundOf, romeDateTime } from '../orders/withdrawal'
import type { ServerDeps } from '../server-deps'
import { mapLimited } from './map-limited'

/** A withdrawal as the operators' 'Recessi' page lists it, with its order as WooCommerce has it now. */
export interface AdminWithdrawal {
  orderId: number
  number: string
  /** The customer's account, 0 for a guest order. */
  customerId: number
  customer: { name: string; email: string }
  /** When the shop received it: ISO 8601, and in Rome's words. */
  at: string
  atText: string
  reason: string
  /** The order's total when withdrawn, euros. */
  total: number
  /** The order now: its status (and label), and what WooCommerce refunded; null when the order is gone. */
  order: { status: string; statusLabel: string; refunded: boolean; refundedAmount: number } | null
}

/** GET /api/admin/withdrawals. */
export interface AdminWithdrawalsPage {
  withdrawals: AdminWithdrawal[]
  total: number
  totalPages: number
  page: number
}

/**
 * The withdrawals, newest first, a page at a time, each with its order's status and refunds read
 * from WooCommerce (five at a time): operators refund in WooCommerce (the order's page in the
 * admin), and this list shows which are done.
 */
export async function adminWithdrawals(
  deps: ServerDeps,
  page: number,
  perPage: number,
): Promise<AdminWithdrawalsPage> {
  const { items, total } = await deps.stores.withdrawals.listWithdrawals(perPage, (page - 1) * perPage)
  const orders = await mapLimited(items, 5, (withdrawal) => deps.woo.getOrder(withdrawal.orderId))
  return {
    withdrawals: items.map((withdrawal, index) => {
      const order = orders[index] ?? null
      const refund = order ? refundOf(order) : null
      return {
        orderId: withdrawal.orderId,
        number: withdrawal.number,
        customerId: withdrawal.customerId,
        customer: { name: withdrawal.name, email: withdrawal.email },
        at: new Date(withdrawal.at).toISOString(),
        atText: romeDateTime(withdrawal.at),
        reason: withdrawal.reason,
        total: withdrawal.total,
        order:
          order && refund
            ? {
                status: order.status,
                statusLabel: operatorStatusLabel(order.status),
                refunded: refund.refunded,
                refundedAmount: refund.amount,
              }
            : null,
      }
    }),
    total,
    totalPages: Math.max(1, Math.ceil(total / perPage)),
    page,
  }
}
