import { fromCents, toCents } from './cents'

/** What reorderPlan reads of a product as the shop sells it today. */
export interface ReorderProduct {
  id: number
  name: string
  /** Today's unit price in euros. */
  price: number
  purchasable: boolean
  /** WooCommerce's: 'instock' | 'outofstock' | 'onbackorder'. */
  stockStatus: string
  /** The stock when the shop counts it, else null. */
  stockQuantity: number | null
}

/** What reorderPlan reads of a line of the earlier order. */
export interface ReorderItem {
  productId: number
  name: string
  quantity: number
  /** What the line cost then, in euros. */
  total: number
}

/** What happens to one line of an earlier order when it is ordered again. */
export type ReorderLine<P extends ReorderProduct = ReorderProduct> =
  | {
      kind: 'available'
      name: string
      product: P
      quantity: number
      /** The unit price paid then (euros, 2 decimals). */
      priceThen: number
      /** The price changed since (today's is product.price). */
      priceChanged: boolean
      /** Fewer in stock than ordered then: `quantity` is what is left. */
      limitedTo: number | null
    }
  | { kind: 'unavailable'; name: string; quantity: number }

/**
 * The reorder plan of an order: its lines merged by product, each either available again (at
 * today's price, saying whether it changed, and capped at the stock when the shop counts it) or no
 * longer sold (unpublished — not among `products` —, not purchasable, without a price, or out of
 * stock).
 */
export function reorderPlan<P extends ReorderProduct>(
  items: readonly ReorderItem[],
  products: readonly P[],
): ReorderLine<P>[] {
  const byId = new Map(products.map((product) => [product.id, product]))
  const merged = new Map<number, { name: string; quantity: number; total: number }>()
  for (const item of items) {
    if (item.quantity <= 0) continue
    const line = merged.get(item.productId) ?? { name: item.name, quantity: 0, total: 0 }
    line.quantity += item.quantity
    line.total += item.total
    merged.set(item.productId, line)
  }
  return [...merged].map(([productId, line]): ReorderLine<P> => {
    const product = byId.get(productId)
    if (!product?.purchasable || product.price <= 0 || product.stockStatus === 'outofstock')
      return { kind: 'unavailable', name: product?.name ?? line.name, quantity: line.quantity }
    // The unit price paid then, to the cent.
    const priceThen = fromCents(Math.round(toCents(line.total) / line.quantity))
    const stock = product.stockQuantity
    const limited =
      stock !== null && stock > 0 && stock < line.quantity && product.stockStatus !== 'onbackorder'
    return {
      kind: 'available',
      name: product.name,
      product,
      quantity: limited ? stock : line.quantity,
      priceThen,
      priceChanged: toCents(priceThen) !== toCents(product.price),
      limitedTo: limited ? stock : null,
    }
  })
}

/** The lines of a plan that can go back into the cart. */
export function availableLines<P extends ReorderProduct>(
  plan: readonly ReorderLine<P>[],
): Extract<ReorderLine<P>, { kind: 'available' }>[] {
  return plan.filter(
    (line): line is Extract<ReorderLine<P>, { kind: 'available' }> => line.kind === 'available',
  )
}
