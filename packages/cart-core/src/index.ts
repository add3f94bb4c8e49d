export type { Cart, CartItem, CartItemId, CartProduct, ProductFields } from './cart'
export type { CartAction } from './cart-action'
export { MAX_PRICE, MAX_QUANTITY } from './cart-limits'
export { cartReducer } from './cart-reducer'
export { CART_STORAGE_KEY } from './cart-storage-key'
export { cartTotal } from './cart-total'
export { fromCents, toCents } from './cents'
export { type EmptyCart, emptyCart } from './empty-cart'
export { parseStoredCart } from './parse-stored-cart'
export {
  availableLines,
  type ReorderItem,
  type ReorderLine,
  type ReorderProduct,
  reorderPlan,
} from './reorder-plan'
export { serializeCart } from './serialize-cart'
