import { expectTypeOf, test } from 'vitest'
import {
  type Cart,
  type CartAction,
  type CartItem,
  type CartItemId,
  cartReducer,
  cartTotal,
  emptyCart,
  parseStoredCart,
  serializeCart,
} from './index'

interface WooProduct {
  id: number
  name: string
  slug: string
  price: string
  images: { src: string }[]
}

test('items keep the product fields, with the cart own fields', () => {
  type Item = CartItem<WooProduct>
  expectTypeOf<Item['name']>().toEqualTypeOf<string>()
  expectTypeOf<Item['images']>().toEqualTypeOf<{ src: string }[]>()
  expectTypeOf<Item['price']>().toEqualTypeOf<number>()
  expectTypeOf<Item['id']>().toEqualTypeOf<CartItemId>()
  expectTypeOf<Item['category']>().toEqualTypeOf<string | undefined>()
  expectTypeOf<CartItem['name']>().toEqualTypeOf<unknown>()
})

test('the reducer keeps the product type', () => {
  const product = { id: 7, name: 'Acqua', slug: 'acqua', price: 3.49, images: [] }
  const cart = cartReducer<WooProduct>(emptyCart, { type: 'ADD_ITEM', item: product })
  expectTypeOf(cart).toEqualTypeOf<Cart<WooProduct>>()
  expectTypeOf(cart.items[0]?.name).toEqualTypeOf<string | undefined>()
  expectTypeOf(cartReducer(cart, { type: 'CLEAR_CART' })).toEqualTypeOf<Cart<WooProduct>>()
  expectTypeOf(parseStoredCart<WooProduct>(null)).toEqualTypeOf<Cart<WooProduct>>()
  expectTypeOf(serializeCart(cart)).toEqualTypeOf<string>()
  expectTypeOf(cartTotal(cart.items)).toEqualTypeOf<number>()
  expectTypeOf(emptyCart).toExtend<Cart<WooProduct>>()
  expectTypeOf(emptyCart.items).toExtend<readonly CartItem[]>()

  // @ts-expect-error WooCommerce's string price must be turned into a number first
  cartReducer<WooProduct>(emptyCart, { type: 'ADD_ITEM', item: { ...product, price: '3.49' } })
  // @ts-expect-error UPDATE_QUANTITY needs a number
  cartReducer(emptyCart, { type: 'UPDATE_QUANTITY', id: 7, quantity: '2' })
  // @ts-expect-error unknown action types are not part of CartAction
  cartReducer(emptyCart, { type: 'ADD_COUPON' })
  // @ts-expect-error the items of a cart are read-only
  cart.items.push(cart.items[0])
})

test('actions form a discriminated union', () => {
  expectTypeOf<CartAction['type']>().toEqualTypeOf<
    'ADD_ITEM' | 'REMOVE_ITEM' | 'UPDATE_QUANTITY' | 'CLEAR_CART'
  >()
  expectTypeOf<Extract<CartAction, { type: 'UPDATE_QUANTITY' }>>().toEqualTypeOf<{
    readonly type: 'UPDATE_QUANTITY'
    readonly id: CartItemId
    readonly quantity: number
  }>()
})
