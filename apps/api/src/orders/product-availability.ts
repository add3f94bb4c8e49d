import { orderableQuantity, stripHtml } from '@shop/catalog'
import type { Product } from '@shop/woo-client'

/** A line that cannot be ordered, as the 409 answer lists it. */
export interface UnavailableItem {
  productId: number
  /** The product's name; null when it does not exist (any more). */
  name: string | null
  /** How many can be ordered now (0 when none). */
  available: number
}

/**
 * The lines of an order that the shop cannot fill, with what is available of each; `held` is what
 * other orders hold of each product (stock-holds.ts).
 */
export function unavailableItems(
  items: readonly { productId: number; quantity: number }[],
  products: readonly Product[],
  held: ReadonlyMap<number, number> = new Map(),
): UnavailableItem[] {
  const byId = new Map(products.map((product) => [product.id, product]))
  const out: UnavailableItem[] = []
  for (const item of items) {
    const product = byId.get(item.productId)
    const available = orderableQuantity(product, item.quantity, held.get(item.productId) ?? 0)
    if (available < item.quantity) {
      out.push({ productId: item.productId, name: product ? stripHtml(product.name) : null, available })
    }
  }
  return out
}
