import type { EmulatorContext, MetaEntry } from '../context'
import { toTheSecond, unstableTieBreak } from '../wp/unstable-ties'

/**
 * The refunds of orders as the store keeps them: in WooCommerce a refund is an order of its own
 * (type shop_order_refund, its parent the order), with ids from the same sequence as orders.
 * Kept apart from the routes so the orders (their `refunds` field, the status 'refunded') and the
 * refunds' routes both read them.
 */

/** One refunded line of an order (a negative copy of it, `_refunded_item_id` naming the line). */
export interface RefundLine {
  id: number
  name: string
  product_id: number
  variation_id: number
  quantity: number
  tax_class: string
  /** Negative, 2 decimals ('-2.87'). */
  total: string
  /** Per rate id, negative, 2 decimals. */
  taxes: Record<string, string>
  sku: string | null
  meta_data: MetaEntry[]
}

export interface RefundDoc {
  id: number
  order_id: number
  date_created: string
  /** Rounded to cents, positive ('2.50'). */
  amount: string
  reason: string
  refunded_by: number
  refunded_payment: boolean
  line_items: RefundLine[]
  meta_data: MetaEntry[]
}

export function insertRefund(ctx: EmulatorContext, doc: RefundDoc): void {
  ctx.store.run(
    'INSERT INTO order_refunds (id, order_id, date_created, doc) VALUES (?, ?, ?, ?)',
    doc.id,
    doc.order_id,
    doc.date_created,
    JSON.stringify(doc),
  )
}

export function deleteRefund(ctx: EmulatorContext, id: number): void {
  ctx.store.run('DELETE FROM order_refunds WHERE id = ?', id)
}

/** An order deleted for good takes its refunds along (they are its children). */
export function deleteOrderRefunds(ctx: EmulatorContext, orderId: number): void {
  ctx.store.run('DELETE FROM order_refunds WHERE order_id = ?', orderId)
}

export function getRefund(ctx: EmulatorContext, orderId: number, id: number): RefundDoc | null {
  const row = ctx.store.get<{ doc: string }>(
    'SELECT doc FROM order_refunds WHERE id = ? AND order_id = ?',
    id,
    orderId,
  )
  return row ? (JSON.parse(row.doc) as RefundDoc) : null
}

/**
 * An order's refunds newest first, as WC_Order::get_refunds and the list's default (orderby date
 * desc) give them: to the second, refunds of the same second in MySQL's unstable order (a real
 * store listed 40, 38, 39, 36, 37 where 38 and 39 shared a second, and 36 and 37).
 */
export function refundsOf(ctx: EmulatorContext, orderId: number): RefundDoc[] {
  return ctx.store
    .all<{ doc: string }>(
      `SELECT doc FROM order_refunds WHERE order_id = ? ORDER BY ${toTheSecond('date_created')} DESC, ${unstableTieBreak(0, orderId)}`,
      orderId,
    )
    .map((row) => JSON.parse(row.doc) as RefundDoc)
}

/** WC_Order::get_total_refunded: the refunds' amounts summed, in cents to avoid float drift. */
export function refundedCents(ctx: EmulatorContext, orderId: number): number {
  return refundsOf(ctx, orderId).reduce((sum, refund) => sum + Math.round(Number(refund.amount) * 100), 0)
}
