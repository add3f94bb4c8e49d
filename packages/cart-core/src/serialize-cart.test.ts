import { describe, expect, it } from 'vitest'
import type { Cart } from './cart'
import { emptyCart } from './empty-cart'
import { serializeCart } from './serialize-cart'

describe('serializeCart', () => {
  it('writes { items, total } as JSON', () => {
    const cart = { items: [{ id: 1, name: 'Acqua', price: 0.5, quantity: 6 }], total: 3 }
    expect(JSON.parse(serializeCart(cart))).toEqual(cart)
    expect(serializeCart(emptyCart)).toBe('{"items":[],"total":0}')
  })

  it('repairs a malformed cart before writing it', () => {
    const malformed = { items: [{ id: 1, price: 1, quantity: 2.5 }, null], total: 'x' } as unknown as Cart
    expect(serializeCart(malformed)).toBe('{"items":[{"id":1,"price":1,"quantity":2}],"total":2}')
    expect(serializeCart(null as never)).toBe('{"items":[],"total":0}')
  })

  it('writes only items and total', () => {
    const cart = { items: [], total: 0, coupon: 'X' } as Cart
    expect(serializeCart(cart)).toBe('{"items":[],"total":0}')
  })

  it('throws only on a product field that JSON cannot hold', () => {
    const cart = { items: [{ id: 1, price: 1, quantity: 1, stock: 10n }], total: 1 }
    expect(() => serializeCart(cart)).toThrow(TypeError)
  })
})
