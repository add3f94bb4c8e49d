import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Cart } from './cart'
import type { CartAction } from './cart-action'
import { MAX_QUANTITY } from './cart-limits'
import { cartReducer } from './cart-reducer'
import { toCents } from './cents'
import { emptyCart } from './empty-cart'
import { parseStoredCart } from './parse-stored-cart'
import { serializeCart } from './serialize-cart'

// Properties of the cart over any sequence of actions, hostile values included.

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key])
  }
  return value
}

const goodId = fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }).map(String))
const hostileId = fc.oneof(
  goodId,
  fc.constantFrom(0, -0, '', ' ', Number.NaN, Number.POSITIVE_INFINITY, null, undefined, true),
  fc.anything(),
)
const goodPrice = fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100)
const hostilePrice = fc.oneof(
  goodPrice,
  fc.double(),
  fc.constantFrom(-1, -0, Number.NaN, Number.POSITIVE_INFINITY, 1_000_000, 1_000_000.01, 1e300, '1.50', null),
  fc.anything(),
)
/** Whole quantities, often at the edges: 0, 1, the cap and above it. */
const goodQuantity = fc.oneof(
  fc.integer({ min: -2, max: 12 }),
  fc.constantFrom(0, 1, MAX_QUANTITY - 1, MAX_QUANTITY, MAX_QUANTITY + 1),
  fc.integer({ min: -2, max: 1200 }),
)
const hostileQuantity = fc.oneof(
  goodQuantity,
  fc.double(),
  fc.constantFrom(
    0,
    -0,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    '3',
    null,
    undefined,
  ),
  fc.anything(),
)
const category = fc.option(fc.constantFrom('Acqua', 'Birra', 'Bevande', 'Vino', ''), { nil: undefined })
/** Product fields that JSON keeps as they are (so that a stored cart can round-trip). */
const productFields = fc.dictionary(
  fc.constantFrom('name', 'slug', 'image', 'stock_quantity', 'on_sale', 'meta'),
  fc.json().map((json) => JSON.parse(json) as unknown),
)

const goodAction: fc.Arbitrary<unknown> = fc.oneof(
  fc.record({
    type: fc.constant('ADD_ITEM'),
    item: fc
      .tuple(productFields, goodId, goodPrice, category)
      .map(([fields, id, price, category]) => ({ ...fields, id, price, category })),
  }),
  fc.record({ type: fc.constant('REMOVE_ITEM'), id: goodId }),
  fc.record({ type: fc.constant('UPDATE_QUANTITY'), id: goodId, quantity: goodQuantity }),
  fc.record({ type: fc.constant('CLEAR_CART') }),
)
const hostileAction: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: goodAction, weight: 5 },
  fc.record({
    type: fc.constant('ADD_ITEM'),
    item: fc.oneof(
      fc.record(
        {
          id: hostileId,
          price: hostilePrice,
          quantity: hostileQuantity,
          category: fc.anything(),
          name: fc.anything(),
        },
        { requiredKeys: [] },
      ),
      fc.anything(),
    ),
  }),
  fc.record({ type: fc.constant('REMOVE_ITEM'), id: hostileId }),
  fc.record({ type: fc.constant('UPDATE_QUANTITY'), id: hostileId, quantity: hostileQuantity }),
  fc.record({ type: fc.constantFrom('UNKNOWN', 'add_item', '', 'CLEAR'), id: hostileId }),
  fc.anything(),
)

/** Reducer-made carts from good actions only, with JSON-safe product fields. */
const reducerCart = fc
  .array(goodAction, { maxLength: 40 })
  .map((actions) =>
    actions.reduce<Cart>((cart, action) => cartReducer(cart, action as CartAction), emptyCart),
  )

function expectValidCart(cart: Cart) {
  const cents = cart.items.reduce((sum, item) => sum + toCents(item.price) * item.quantity, 0)
  expect(cart.total).toBe(cents / 100)
  expect(Math.round(cart.total * 100)).toBe(cents)
  expect(Number(cart.total.toFixed(2))).toBe(cart.total)
  const ids = new Set<string>()
  for (const item of cart.items) {
    expect(Number.isInteger(item.quantity)).toBe(true)
    expect(item.quantity).toBeGreaterThanOrEqual(1)
    expect(item.quantity).toBeLessThanOrEqual(MAX_QUANTITY)
    expect(Number.isFinite(item.price) && item.price >= 0).toBe(true)
    expect(ids.has(String(item.id))).toBe(false)
    ids.add(String(item.id))
  }
}

describe('cart properties', () => {
  it('keeps the total equal to the cent sum of price × quantity, and quantities whole in 1 … MAX_QUANTITY, after any actions', () => {
    fc.assert(
      fc.property(fc.array(hostileAction, { maxLength: 60 }), (actions) => {
        let cart: Cart = emptyCart
        for (const action of actions) {
          cart = cartReducer(cart, action as CartAction)
          expectValidCart(cart)
        }
      }),
      { numRuns: 500 },
    )
  })

  it('never mutates its input', () => {
    fc.assert(
      fc.property(fc.array(hostileAction, { maxLength: 40 }), (actions) => {
        let cart: Cart = emptyCart
        for (const action of actions) {
          const input = { cart, action }
          const snapshot = structuredClone(input)
          // frozen inputs: any write throws in strict-mode modules
          cart = cartReducer(deepFreeze(input.cart), deepFreeze(input.action) as CartAction)
          expect(input).toEqual(snapshot)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('repairs any cart it is given, without throwing', () => {
    const anyCart = fc.oneof(
      fc.anything(),
      fc.record({
        items: fc.array(
          fc.oneof(
            fc.record(
              { id: hostileId, price: hostilePrice, quantity: hostileQuantity },
              { requiredKeys: [] },
            ),
            fc.anything(),
          ),
        ),
        total: fc.anything(),
      }),
    )
    fc.assert(
      fc.property(anyCart, hostileAction, (cart, action) => {
        expectValidCart(cartReducer(deepFreeze(cart) as Cart, deepFreeze(action) as CartAction))
      }),
      { numRuns: 1000 },
    )
  })

  it('follows a simple model of SPEC.md section 4 for well-formed actions', () => {
    fc.assert(
      fc.property(fc.array(goodAction, { maxLength: 60 }), (actions) => {
        let cart: Cart = emptyCart
        const model = new Map<string, { quantity: number; category?: string; price: number }>()
        for (const action of actions as CartAction[]) {
          cart = cartReducer(cart, action)
          if (action.type === 'ADD_ITEM') {
            const key = String(action.item.id)
            const line = model.get(key)
            const given = action.item.category || undefined
            if (line) {
              line.quantity = Math.min(MAX_QUANTITY, line.quantity + 1)
              if (given) line.category = given
            } else model.set(key, { quantity: 1, category: given, price: action.item.price })
          } else if (action.type === 'REMOVE_ITEM') model.delete(String(action.id))
          else if (action.type === 'UPDATE_QUANTITY') {
            const line = model.get(String(action.id))
            if (line && action.quantity <= 0) model.delete(String(action.id))
            else if (line) line.quantity = Math.min(MAX_QUANTITY, action.quantity)
          } else model.clear()
          expect(
            cart.items.map((item) => [String(item.id), item.quantity, item.category, item.price]),
          ).toEqual([...model].map(([id, line]) => [id, line.quantity, line.category, line.price]))
        }
      }),
      { numRuns: 300 },
    )
  })

  it('round-trips any reducer-made cart through storage', () => {
    fc.assert(
      fc.property(reducerCart, (cart) => {
        expect(parseStoredCart(serializeCart(cart))).toEqual(cart)
      }),
      { numRuns: 500 },
    )
  })
})
