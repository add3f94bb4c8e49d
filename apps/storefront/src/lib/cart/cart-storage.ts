import { CART_STORAGE_KEY, type Cart, emptyCart, parseStoredCart, serializeCart } from '@shop/cart-core'
import type { CartLineProduct } from './cart-line-product'

/** Where the cart is kept: the browser's local storage, or none when it cannot even be reached. */
export type CartStorage = Pick<Storage, 'getItem' | 'setItem'> | null

/** The browser's local storage; null when reaching it throws (privacy modes, blocked storage). */
export function browserStorage(): CartStorage {
  // The server's render of a page has no storage (and no cart): app/hydration.tsx.
  if (typeof window === 'undefined') return null
  try {
    return window.localStorage
  } catch (error) {
    console.error('Carrello: archivio locale non disponibile', error)
    return null
  }
}

/**
 * The stored cart, or the empty cart (SPEC.md sections 4, 5 and 8): a stored cart is used only
 * when items is a list and total is a number; a read failure is only logged.
 */
export function loadCart(storage: CartStorage): Cart<CartLineProduct> {
  if (!storage) return emptyCart
  try {
    return parseStoredCart<CartLineProduct>(storage.getItem(CART_STORAGE_KEY))
  } catch (error) {
    console.error('Carrello: lettura non riuscita', error)
    return emptyCart
  }
}

/** Saves the cart after a change; a write failure is only logged (SPEC.md section 8). */
export function saveCart(storage: CartStorage, cart: Cart<CartLineProduct>): void {
  if (!storage) return
  try {
    storage.setItem(CART_STORAGE_KEY, serializeCart(cart))
  } catch (error) {
    console.error('Carrello: salvataggio non riuscito', error)
  }
}
