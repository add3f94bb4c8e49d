import type { Cart, ProductFields } from './cart'
import { emptyCart } from './empty-cart'
import { isRecord } from './item-rules'
import { normalizeCart } from './normalize-cart'

/**
 * The cart kept in local storage (SPEC.md sections 4 and 5), or the empty cart. Never throws.
 *
 * The stored cart is used only when it is JSON of an object whose `items` is a list of objects and
 * whose `total` is a number. Anything else gives the empty cart: null, malformed JSON, items that
 * are not a list, a total that is not a number, any item that is not an object.
 * Within a used cart, an item whose id, price or quantity is unusable is dropped and the others are
 * kept (a customer keeps the rest of the cart); quantities are rounded down and capped, prices
 * rounded to cents, items with the same id merged. The stored total is not trusted: it is
 * recomputed from the items.
 *
 * Only the cart's fields (id, price, quantity, category) are checked; the product's other fields
 * come back as they were stored, typed as `Product`.
 */
export function parseStoredCart<Product extends object = ProductFields>(
  raw: string | null | undefined,
): Cart<Product>
export function parseStoredCart(raw: unknown): Cart {
  if (typeof raw !== 'string') return emptyCart
  let stored: unknown
  try {
    stored = JSON.parse(raw)
  } catch {
    return emptyCart
  }
  if (!isRecord(stored) || !Array.isArray(stored.items) || typeof stored.total !== 'number') return emptyCart
  if (!(stored.items as unknown[]).every(isRecord)) return emptyCart
  return normalizeCart(stored)
}
