import type { Cart } from './cart'
import { normalizeCart } from './normalize-cart'

/**
 * The cart as a JSON string `{"items":[…],"total":…}` for local storage, read back by
 * parseStoredCart. A malformed cart is repaired first, as cartReducer does.
 *
 * @throws TypeError only if a product field cannot be turned into JSON (a BigInt or a cycle);
 *   SPEC.md section 8 wants storage write failures only logged, so call it inside the try.
 */
export function serializeCart<Product extends object>(cart: Cart<Product>): string {
  const { items, total } = normalizeCart(cart)
  return JSON.stringify({ items, total })
}
