import type { Order, Product } from '@shop/woo-client'
import type { ServerDeps } from '../server-deps'
import { orderLines } from './order-lines'

/**
 * What an order weighs, in whole kilograms rounded up: each line's product weight (WooCommerce's
 * `weight`, in the store's unit, kg by default) times its quantity. A product without a weight
 * weighs nothing here.
 */
export function orderWeightKg(
  items: readonly { productId: number; quantity: number }[],
  products: readonly Product[],
): number {
  const weights = new Map(products.map((product) => [product.id, Number.parseFloat(product.weight ?? '')]))
  let total = 0
  for (const item of items) {
    const weight = weights.get(item.productId)
    if (weight !== undefined && Number.isFinite(weight) && weight > 0) total += weight * item.quantity
  }
  // A hundredth of a gram of rounding must not cost a whole kilogram.
  return Math.ceil(Math.round(total * 1000) / 1000)
}

/**
 * What each of `orders` weighs (orderWeightKg), by order id, with its products' weights as
 * WooCommerce has them now: one products call per 100 products. For orders the shop did not make
 * (WooCommerce's back office, phone orders), whose kilograms the van carries all the same.
 */
export async function ordersWeightKg(
  deps: ServerDeps,
  orders: readonly Order[],
): Promise<Map<number, number>> {
  const ids = [...new Set(orders.flatMap((order) => orderLines(order).map((line) => line.productId)))]
  const products: Product[] = []
  for (let i = 0; i < ids.length; i += 100)
    products.push(...(await deps.woo.listProducts({ include: ids.slice(i, i + 100), per_page: 100 })).items)
  return new Map(orders.map((order) => [order.id, orderWeightKg(orderLines(order), products)]))
}
