import { describe, expect, it } from 'vitest'
import { cartTotal } from './cart-total'

describe('cartTotal', () => {
  it('sums price × quantity in whole cents', () => {
    expect(cartTotal([])).toBe(0)
    expect(
      cartTotal([
        { price: 0.1, quantity: 1 },
        { price: 0.2, quantity: 1 },
      ]),
    ).toBe(0.3)
    expect(cartTotal([{ price: 0.1, quantity: 3 }])).toBe(0.3)
    expect(
      cartTotal([
        { price: 3.49, quantity: 6 },
        { price: 12.9, quantity: 2 },
        { price: 0.99, quantity: 24 },
      ]),
    ).toBe(70.5)
  })

  it('gives a number with at most 2 decimals', () => {
    expect(cartTotal([{ price: 1.005, quantity: 1 }])).toBe(1.01)
    expect(cartTotal([{ price: 0.333, quantity: 3 }])).toBe(0.99)
  })

  it('counts items as the cart keeps them', () => {
    expect(cartTotal([{ price: 2, quantity: 2.9 }])).toBe(4)
    expect(cartTotal([{ price: 1, quantity: 5000 }])).toBe(999)
    expect(cartTotal([{ price: 1, quantity: Number.POSITIVE_INFINITY }])).toBe(999)
  })

  it.each<[string, unknown]>([
    ['a NaN price', { price: Number.NaN, quantity: 1 }],
    ['a negative price', { price: -1, quantity: 1 }],
    ['a price over MAX_PRICE', { price: 2_000_000, quantity: 1 }],
    ['a string price', { price: '1.50', quantity: 1 }],
    ['a NaN quantity', { price: 1, quantity: Number.NaN }],
    ['a zero quantity', { price: 1, quantity: 0 }],
    ['a negative quantity', { price: 1, quantity: -3 }],
    ['a string quantity', { price: 1, quantity: '2' }],
    ['null', null],
    ['a number', 7],
  ])('counts an item with %s as 0', (_, item) => {
    expect(cartTotal([{ price: 1.5, quantity: 2 }, item] as never)).toBe(3)
  })

  it('gives 0 for something that is not a list, and never throws', () => {
    expect(cartTotal(null as never)).toBe(0)
    expect(cartTotal({} as never)).toBe(0)
  })
})
