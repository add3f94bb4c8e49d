import type { Order } from '@shop/woo-client'

/** A product and how many of it: a line of an order, for its stock and its weight. */
export interface StockLine {
  productId: number
  quantity: number
}

/** The product lines of a WooCommerce order, one per product (WooCommerce allows repeats). */
export function orderLines(order: Order): StockLine[] {
  const units = new Map<number, number>()
  for (const item of order.line_items ?? []) {
    const { product_id: productId, quantity } = item
    if (typeof productId === 'number' && productId > 0 && typeof quantity === 'number' && quantity > 0)
      units.set(productId, (units.get(productId) ?? 0) + quantity)
  }
  return [...units].map(([productId, quantity]) => ({ productId, quantity }))
}
