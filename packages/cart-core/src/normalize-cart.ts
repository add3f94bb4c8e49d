import type { Cart } from './cart'
import { MAX_QUANTITY } from './cart-limits'
import { cartTotal } from './cart-total'
import { emptyCart } from './empty-cart'
import { type Item, idKey, isRecord, toCartItem } from './item-rules'

/**
 * The cart as the reducer keeps it: the same object when it is already valid; otherwise a new cart
 * whose items are corrected (toCartItem), whose unusable items are dropped, whose items with the
 * same id are merged into the first (quantities added, capped) and whose total is recomputed.
 * Anything that is not an object with an `items` list gives the empty cart.
 */
export function normalizeCart<P extends object>(cart: Cart<P>): Cart<P>
export function normalizeCart(cart: unknown): Cart
export function normalizeCart(cart: unknown): Cart {
  if (!isRecord(cart) || !Array.isArray(cart.items)) return emptyCart
  let changed = false
  const items: Item[] = []
  const positions = new Map<string, number>()
  for (const value of cart.items as unknown[]) {
    const item = toCartItem(value)
    if (item !== value) changed = true
    if (item === null) continue
    const position = positions.get(idKey(item.id))
    if (position === undefined) {
      positions.set(idKey(item.id), items.length)
      items.push(item)
    } else {
      const first = items[position] as Item
      items[position] = { ...first, quantity: Math.min(MAX_QUANTITY, first.quantity + item.quantity) }
      changed = true
    }
  }
  const total = cartTotal(items)
  return changed || !Object.is(cart.total, total) ? { items, total } : (cart as unknown as Cart)
}
