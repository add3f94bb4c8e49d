import type { CartItemId, CartProduct, ProductFields } from './cart'

/** The four cart actions of SPEC.md section 4. */
export type CartAction<Product extends object = ProductFields> =
  | { readonly type: 'ADD_ITEM'; readonly item: CartProduct<Product> }
  | { readonly type: 'REMOVE_ITEM'; readonly id: CartItemId }
  | { readonly type: 'UPDATE_QUANTITY'; readonly id: CartItemId; readonly quantity: number }
  | { readonly type: 'CLEAR_CART' }
