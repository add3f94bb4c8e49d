import { CART_STORAGE_KEY, type Cart, type CartAction, type CartItemId, cartReducer } from '@shop/cart-core'
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
} from 'react'
import { useServerPage } from '../../app/hydration'
import type { ProductView } from '../catalog-types'
import type { CartLineProduct } from './cart-line-product'
import { browserStorage, type CartStorage, loadCart, saveCart } from './cart-storage'

export interface CartApi {
  cart: Cart<CartLineProduct>
  /** Items in the cart, counting quantities (the badge on the cart link). */
  count: number
  addProduct(product: ProductView): void
  setQuantity(id: CartItemId, quantity: number): void
  remove(id: CartItemId): void
  clear(): void
}

const CartContext = createContext<CartApi | null>(null)

/** The cart line of a product: what ADD_ITEM receives. */
export function cartLineOf(product: ProductView) {
  return {
    id: product.id,
    price: product.price,
    name: product.name,
    slug: product.slug,
    ...(product.images[0] ? { image: product.images[0].src } : {}),
    packSize: product.packSize,
    ...(product.category ? { category: product.category.name, color: product.category.color } : {}),
  }
}

/**
 * The cart of SPEC.md section 4 through @shop/cart-core's reducer, restored from local storage on
 * load and saved after every change (failures only logged). Other tabs' changes are picked up
 * through the storage event.
 */
export function CartProvider({ children, storage }: { children: ReactNode; storage?: CartStorage }) {
  const store = useRef<CartStorage>(storage === undefined ? browserStorage() : storage)
  const serverPage = useServerPage()
  const [cart, dispatch] = useReducer(
    (
      state: Cart<CartLineProduct>,
      action: CartAction<CartLineProduct> | { type: 'REPLACE'; cart: Cart<CartLineProduct> },
    ) => (action.type === 'REPLACE' ? action.cart : cartReducer(state, action)),
    undefined,
    // A page the server rendered starts, as the server did, from an empty cart; the kept one right after.
    () => loadCart(serverPage ? null : store.current),
  )
  useEffect(() => {
    if (!serverPage) return
    const kept = loadCart(store.current)
    if (kept.items.length > 0) dispatch({ type: 'REPLACE', cart: kept })
  }, [serverPage])
  // Saved only after the shopper's own changes: not the cart just read (a bad stored cart stays as
  // it was until a change), nor one another tab wrote.
  const changed = useRef(false)
  const act = useCallback((action: CartAction<CartLineProduct>) => {
    changed.current = true
    dispatch(action)
  }, [])

  // Saved with the render that shows it (a layout effect): a reload or a new page right after a
  // click never finds the cart the badge no longer shows. A passive effect waits for the next
  // frame on Preact (the build's React, README 'React on Preact').
  useLayoutEffect(() => {
    if (!changed.current) return
    changed.current = false
    saveCart(store.current, cart)
  }, [cart])

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== store.current || (event.key !== null && event.key !== CART_STORAGE_KEY))
        return
      changed.current = false
      dispatch({ type: 'REPLACE', cart: loadCart(store.current) })
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])

  const addProduct = useCallback(
    (product: ProductView) => act({ type: 'ADD_ITEM', item: cartLineOf(product) }),
    [act],
  )
  const setQuantity = useCallback(
    (id: CartItemId, quantity: number) => act({ type: 'UPDATE_QUANTITY', id, quantity }),
    [act],
  )
  const remove = useCallback((id: CartItemId) => act({ type: 'REMOVE_ITEM', id }), [act])
  const clear = useCallback(() => act({ type: 'CLEAR_CART' }), [act])

  const value = useMemo<CartApi>(
    () => ({
      cart,
      count: cart.items.reduce((sum, item) => sum + item.quantity, 0),
      addProduct,
      setQuantity,
      remove,
      clear,
    }),
    [cart, addProduct, setQuantity, remove, clear],
  )
  return <CartContext value={value}>{children}</CartContext>
}

export function useCart(): CartApi {
  const api = useContext(CartContext)
  if (!api) throw new Error('useCart must be used inside <CartProvider>')
  return api
}
