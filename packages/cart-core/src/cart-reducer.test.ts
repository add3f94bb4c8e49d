import { describe, expect, it } from 'vitest'
import type { Cart, CartItem } from './cart'
import type { CartAction } from './cart-action'
import { MAX_QUANTITY } from './cart-limits'
import { cartReducer } from './cart-reducer'
import { emptyCart } from './empty-cart'

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key])
  }
  return value
}

/** Runs the reducer on frozen copies, so that any mutation throws. */
function run(cart: unknown, ...actions: unknown[]): Cart {
  let state = deepFreeze(structuredClone(cart)) as Cart
  for (const action of actions) state = cartReducer(state, deepFreeze(structuredClone(action)) as CartAction)
  return state
}

const water = { id: 101, name: 'Acqua Lete 1,5 L x 6', slug: 'acqua-lete', price: 3.49, category: 'Acqua' }
const beer = { id: 202, name: 'Birra Peroni 33cl x 24', price: 19.9, category: 'Birra' }
const add = (item: unknown) => ({ type: 'ADD_ITEM', item })
const update = (id: unknown, quantity: unknown) => ({ type: 'UPDATE_QUANTITY', id, quantity })
const remove = (id: unknown) => ({ type: 'REMOVE_ITEM', id })

describe('cartReducer: ADD_ITEM', () => {
  it('adds a new product with quantity 1 and keeps its other fields', () => {
    expect(run(emptyCart, add(water))).toEqual({ items: [{ ...water, quantity: 1 }], total: 3.49 })
  })

  it('ignores a quantity given with the product', () => {
    expect(run(emptyCart, add({ ...water, quantity: 12 })).items[0]?.quantity).toBe(1)
  })

  it('raises the quantity of an item already in the cart by 1', () => {
    const cart = run(emptyCart, add(water), add(beer), add(water))
    expect(cart.items.map((item) => [item.id, item.quantity])).toEqual([
      [101, 2],
      [202, 1],
    ])
    expect(cart.total).toBe(26.88)
  })

  it('updates the category of an item already in the cart when the action gives one', () => {
    const cart = run(emptyCart, add(water), add({ ...water, category: 'Acqua in vetro' }))
    expect(cart.items).toEqual([{ ...water, category: 'Acqua in vetro', quantity: 2 }])
  })

  it.each<[string, unknown]>([
    ['no category', undefined],
    ['an empty category', ''],
    ['a category that is not a string', 7],
  ])('keeps the category when the action gives %s', (_, category) => {
    const cart = run(emptyCart, add(water), add({ ...water, category }))
    expect(cart.items[0]?.category).toBe('Acqua')
  })

  it('keeps the price and other fields of the first ADD_ITEM', () => {
    const cart = run(emptyCart, add(water), add({ ...water, price: 9.99, name: 'other' }))
    expect(cart.items).toEqual([{ ...water, quantity: 2 }])
    expect(cart.total).toBe(6.98)
  })

  it('adds a product without a category, and leaves out a category that is not a non-empty string', () => {
    const { category: _, ...plain } = water
    expect(run(emptyCart, add(plain)).items[0]).toEqual({ ...plain, quantity: 1 })
    expect(run(emptyCart, add({ ...plain, category: '' })).items[0]).not.toHaveProperty('category')
    expect(run(emptyCart, add({ ...plain, category: null })).items[0]).not.toHaveProperty('category')
  })

  it('treats 5 and "5" as the same item, keeping the id it was first added with', () => {
    const cart = run(emptyCart, add({ id: 5, price: 1 }), add({ id: '5', price: 1 }))
    expect(cart.items).toEqual([{ id: 5, price: 1, quantity: 2 }])
    expect(run(cart, remove('5')).items).toEqual([])
    expect(run(cart, update('5', 7)).items[0]?.quantity).toBe(7)
    expect(run(emptyCart, add({ id: 5, price: 1 }), add({ id: '05', price: 1 })).items).toHaveLength(2)
  })

  it('rounds the price to whole cents', () => {
    expect(run(emptyCart, add({ id: 1, price: 1.005 })).items[0]?.price).toBe(1.01)
    expect(Object.is(run(emptyCart, add({ id: 1, price: -0 })).items[0]?.price, 0)).toBe(true)
  })

  it('accepts a free product (price 0)', () => {
    expect(run(emptyCart, add({ id: 1, price: 0 }))).toEqual({
      items: [{ id: 1, price: 0, quantity: 1 }],
      total: 0,
    })
  })

  it(`stops at MAX_QUANTITY (${MAX_QUANTITY})`, () => {
    const full = run(emptyCart, add(water), update(101, MAX_QUANTITY))
    expect(run(full, add(water)).items[0]?.quantity).toBe(MAX_QUANTITY)
    expect(cartReducer(full, add(water) as CartAction)).toBe(full)
  })

  it.each<[string, unknown]>([
    ['a NaN price', { id: 1, price: Number.NaN }],
    ['a negative price', { id: 1, price: -2 }],
    ['an infinite price', { id: 1, price: Number.POSITIVE_INFINITY }],
    ['a price over MAX_PRICE', { id: 1, price: 1_000_000.01 }],
    ['a string price', { id: 1, price: '1.50' }],
    ['no price', { id: 1 }],
    ['no id', { price: 1 }],
    ['a NaN id', { id: Number.NaN, price: 1 }],
    ['a blank id', { id: '  ', price: 1 }],
    ['an object id', { id: { value: 1 }, price: 1 }],
    ['a null product', null],
    ['a list', [1, 2]],
    ['a string', 'acqua'],
  ])('changes nothing for a product with %s', (_, item) => {
    const cart = run(emptyCart, add(water))
    expect(cartReducer(cart, add(item) as CartAction)).toBe(cart)
  })
})

describe('cartReducer: REMOVE_ITEM', () => {
  it('removes the item with the given id', () => {
    expect(run(emptyCart, add(water), add(beer), remove(101))).toEqual({
      items: [{ ...beer, quantity: 1 }],
      total: 19.9,
    })
  })

  it('returns the same cart when the id is not in the cart or is not an id', () => {
    const cart = run(emptyCart, add(water))
    for (const id of [999, 'nope', null, undefined, Number.NaN, {}]) {
      expect(cartReducer(cart, remove(id) as CartAction)).toBe(cart)
    }
  })

  it('gives total 0 when the last item goes', () => {
    expect(run(emptyCart, add(water), remove(101))).toEqual({ items: [], total: 0 })
  })
})

describe('cartReducer: UPDATE_QUANTITY', () => {
  const cart = run(emptyCart, add(water), add(beer))
  const quantityOf = (next: Cart, id: number) => next.items.find((item) => item.id === id)?.quantity

  it('sets the quantity and recomputes the total', () => {
    const next = run(cart, update(101, 6))
    expect(quantityOf(next, 101)).toBe(6)
    expect(next.total).toBe(40.84)
  })

  it.each([0, -1, -0.5, Number.NEGATIVE_INFINITY, 0.99])('removes the item for quantity %s', (quantity) => {
    expect(run(cart, update(101, quantity)).items.map((item) => item.id)).toEqual([202])
  })

  it.each([
    [2.7, 2],
    [1.2, 1],
    [1000, MAX_QUANTITY],
    [1e308, MAX_QUANTITY],
    [Number.POSITIVE_INFINITY, MAX_QUANTITY],
  ])('reads quantity %s as %s', (quantity, expected) => {
    expect(quantityOf(run(cart, update(101, quantity)), 101)).toBe(expected)
  })

  it.each<[string, unknown]>([
    ['NaN', Number.NaN],
    ['a numeric string', '3'],
    ['a string', 'tre'],
    ['null', null],
    ['undefined', undefined],
    ['a boolean', true],
  ])('changes nothing for quantity %s', (_, quantity) => {
    expect(cartReducer(cart, update(101, quantity) as CartAction)).toBe(cart)
  })

  it('changes nothing for an id that is not in the cart, or for the same quantity', () => {
    expect(cartReducer(cart, update(999, 3) as CartAction)).toBe(cart)
    expect(cartReducer(cart, update(999, 0) as CartAction)).toBe(cart)
    expect(cartReducer(cart, update(101, 1) as CartAction)).toBe(cart)
  })
})

describe('cartReducer: CLEAR_CART', () => {
  it('empties the cart and sets the total to 0', () => {
    const cleared = run(emptyCart, add(water), add(beer), { type: 'CLEAR_CART' })
    expect(cleared).toEqual({ items: [], total: 0 })
    expect(cartReducer(run(emptyCart, add(water)), { type: 'CLEAR_CART' })).toBe(emptyCart)
  })
})

describe('cartReducer: totals', () => {
  it('sums in whole cents: 0.10 + 0.20 is 0.3', () => {
    expect(run(emptyCart, add({ id: 1, price: 0.1 }), add({ id: 2, price: 0.2 })).total).toBe(0.3)
    expect(run(emptyCart, add({ id: 1, price: 0.1 }), update(1, 3)).total).toBe(0.3)
  })

  it('recomputes a wrong stored total on any action', () => {
    const stale = { items: [{ id: 1, price: 2, quantity: 3 }], total: 99 }
    expect(run(stale, { type: 'NOPE' }).total).toBe(6)
  })
})

describe('cartReducer: unknown actions and malformed carts', () => {
  it.each<[string, unknown]>([
    ['an unknown type', { type: 'ADD_COUPON', code: 'X' }],
    ['a lower-case type', { type: 'add_item', item: water }],
    ['no type', {}],
    ['null', null],
    ['undefined', undefined],
    ['a string', 'CLEAR_CART'],
  ])('returns the same valid cart for %s', (_, action) => {
    const cart = run(emptyCart, add(water))
    expect(cartReducer(cart, action as CartAction)).toBe(cart)
  })

  it.each<[string, unknown]>([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'cart'],
    ['a list', []],
    ['items that are not a list', { items: {}, total: 0 }],
    ['no items', { total: 3 }],
  ])('starts from the empty cart when the cart is %s', (_, cart) => {
    expect(run(cart, { type: 'NOPE' })).toEqual(emptyCart)
    expect(run(cart, add(water))).toEqual({ items: [{ ...water, quantity: 1 }], total: 3.49 })
  })

  it('repairs a malformed cart: drops unusable items, fixes quantities, merges ids, recomputes the total', () => {
    const malformed = {
      items: [
        { id: 1, price: 1.5, quantity: 2.8 },
        null,
        'acqua',
        { id: 2, price: Number.NaN, quantity: 1 },
        { id: 3, price: -1, quantity: 1 },
        { id: 4, price: 1, quantity: 0 },
        { id: 5, price: 1, quantity: Number.NaN },
        { id: 6, price: 1, quantity: '2' },
        { price: 1, quantity: 1 },
        { id: '1', price: 7, quantity: 1, category: 'ignored' },
        { id: 7, price: 2, quantity: 5000, category: 42 },
      ],
      total: 'many',
    }
    expect(run(malformed, { type: 'NOPE' })).toEqual({
      items: [
        { id: 1, price: 1.5, quantity: 3 },
        { id: 7, price: 2, quantity: MAX_QUANTITY },
      ],
      total: 2002.5,
    })
  })

  it('never returns a NaN, negative or fractional quantity', () => {
    const hostile = {
      items: [
        { id: 1, price: 1, quantity: -2 },
        { id: 2, price: 1, quantity: 1.5 },
        { id: 3, price: 1, quantity: Number.POSITIVE_INFINITY },
      ],
      total: 0,
    }
    const quantities = run(hostile, add({ id: 1, price: 1 })).items.map((item: CartItem) => item.quantity)
    expect(quantities).toEqual([1, MAX_QUANTITY, 1])
  })
})
