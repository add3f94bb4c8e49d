import type { Cart, ProductFields } from './cart'
import type { CartAction } from './cart-action'
import { MAX_QUANTITY } from './cart-limits'
import { cartTotal } from './cart-total'
import { emptyCart } from './empty-cart'
import {
  cartCategory,
  cartPrice,
  cartQuantity,
  type Item,
  idKey,
  isCartItemId,
  isRecord,
  toCartItem,
} from './item-rules'
import { normalizeCart } from './normalize-cart'

function withItems(items: Item[]): Cart {
  return { items, total: cartTotal(items) }
}

function addItem(cart: Cart, product: unknown): Cart {
  if (!isRecord(product) || !isCartItemId(product.id)) return cart
  const price = cartPrice(product.price)
  if (price === null) return cart
  const category = cartCategory(product.category)
  const key = idKey(product.id)
  const index = cart.items.findIndex((item) => idKey(item.id) === key)
  const items = [...cart.items] as Item[]
  if (index === -1) {
    // A new line: the product's fields, quantity 1; invalid fields are corrected or left out.
    items.push(toCartItem({ ...product, price, quantity: 1, category }) as Item)
    return withItems(items)
  }
  const existing = items[index] as Item
  const quantity = Math.min(MAX_QUANTITY, existing.quantity + 1)
  if (quantity === existing.quantity && (category === undefined || category === existing.category))
    return cart
  items[index] = category === undefined ? { ...existing, quantity } : { ...existing, quantity, category }
  return withItems(items)
}

function removeItem(cart: Cart, id: unknown): Cart {
  if (!isCartItemId(id)) return cart
  const key = idKey(id)
  const items = cart.items.filter((item) => idKey(item.id) !== key)
  return items.length === cart.items.length ? cart : withItems(items)
}

function updateQuantity(cart: Cart, id: unknown, requested: unknown): Cart {
  const quantity = cartQuantity(requested)
  if (!isCartItemId(id) || quantity === null) return cart
  if (quantity < 1) return removeItem(cart, id)
  const key = idKey(id)
  const index = cart.items.findIndex((item) => idKey(item.id) === key)
  const existing = cart.items[index]
  if (existing === undefined || existing.quantity === quantity) return cart
  const items = [...cart.items] as Item[]
  items[index] = { ...existing, quantity }
  return withItems(items)
}

/**
 * The cart after an action (SPEC.md section 4). Pure: the input is never changed; when nothing
 * changes, the same cart object comes back (so React skips the re-render).
 *
 * - ADD_ITEM: an item with the same id (5 and '5' are the same) goes up by 1, capped at
 *   MAX_QUANTITY, and takes the action's category when it gives a non-empty one; its price and
 *   other fields stay as first added. Otherwise the product is added with quantity 1 and its price
 *   rounded to cents. A product without a usable id, or whose price is not a number in
 *   0 … MAX_PRICE, changes nothing.
 * - REMOVE_ITEM: removes the item with that id.
 * - UPDATE_QUANTITY: sets the quantity, rounded down and capped at MAX_QUANTITY (Infinity too);
 *   0 or less (-Infinity too) removes the item. NaN, a string or any non-number changes nothing,
 *   and so does an id that is not in the cart.
 * - CLEAR_CART: the empty cart (items [], total 0).
 * - Any other action, or no action: the cart unchanged.
 *
 * After every action the total is the sum of price × quantity, added up in whole cents. A malformed
 * cart is repaired first: not an object with an `items` list → the empty cart; unusable items
 * dropped; quantities rounded down and capped; items with the same id merged; total recomputed.
 */
export function cartReducer<Product extends object = ProductFields>(
  cart: Cart<Product>,
  action: CartAction<Product>,
): Cart<Product>
export function cartReducer(cart: Cart, action: CartAction): Cart {
  const state = normalizeCart(cart)
  if (!isRecord(action)) return state
  switch (action.type) {
    case 'ADD_ITEM':
      return addItem(state, action.item)
    case 'REMOVE_ITEM':
      return removeItem(state, action.id)
    case 'UPDATE_QUANTITY':
      return updateQuantity(state, action.id, action.quantity)
    case 'CLEAR_CART':
      return emptyCart
    default:
      return state
  }
}
