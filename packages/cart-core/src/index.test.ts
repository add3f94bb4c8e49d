import { describe, expect, it } from 'vitest'
import * as cartCore from './index'

describe('the public entry', () => {
  it('exports exactly the documented runtime names', () => {
    expect(Object.keys(cartCore).sort()).toEqual(
      [
        'CART_STORAGE_KEY',
        'MAX_PRICE',
        'MAX_QUANTITY',
        'availableLines',
        'cartReducer',
        'cartTotal',
        'emptyCart',
        'fromCents',
        'parseStoredCart',
        'reorderPlan',
        'serializeCart',
        'toCents',
      ].sort(),
    )
  })

  it('has no default export', () => {
    expect('default' in cartCore).toBe(false)
  })

  it('exports a frozen empty cart', () => {
    expect(cartCore.emptyCart).toEqual({ items: [], total: 0 })
    expect(Object.isFrozen(cartCore.emptyCart)).toBe(true)
    expect(Object.isFrozen(cartCore.emptyCart.items)).toBe(true)
  })

  it('documents its limits and storage key', () => {
    expect(cartCore.MAX_QUANTITY).toBe(999)
    expect(cartCore.MAX_PRICE).toBe(1_000_000)
    expect(cartCore.CART_STORAGE_KEY).toBe('cart')
  })
})
