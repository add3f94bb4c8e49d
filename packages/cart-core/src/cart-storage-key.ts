/**
 * The local-storage key the storefront keeps the cart under (SPEC.md section 4: the cart is saved
 * after each change and restored on load). Whatever is found there goes through parseStoredCart,
 * so a value written by an older site under the same key is validated, never trusted.
 */
export const CART_STORAGE_KEY = 'cart'
