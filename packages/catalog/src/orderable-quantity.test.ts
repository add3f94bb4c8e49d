import { describe, expect, it } from 'vitest'
import { orderableQuantity } from './orderable-quantity'

const product = {
  status: 'publish',
  type: 'simple',
  purchasable: true,
  stock_status: 'instock',
  manage_stock: true,
  stock_quantity: 5,
}

describe('orderableQuantity', () => {
  it('gives what is wanted up to the managed stock', () => {
    expect(orderableQuantity(product, 3)).toBe(3)
    expect(orderableQuantity(product, 8)).toBe(5)
    expect(orderableQuantity({ ...product, stock_quantity: -2 }, 1)).toBe(0)
  })

  it('ignores stock when it is not managed or backorders are allowed', () => {
    expect(orderableQuantity({ ...product, manage_stock: false }, 8)).toBe(8)
    expect(orderableQuantity({ ...product, backorders_allowed: true }, 8)).toBe(8)
    expect(orderableQuantity({ ...product, manage_stock: false }, 8, 100)).toBe(8)
  })

  it('leaves out what other orders hold of a managed stock', () => {
    expect(orderableQuantity(product, 3, 2)).toBe(3)
    expect(orderableQuantity(product, 3, 3)).toBe(2)
    expect(orderableQuantity(product, 1, 5)).toBe(0)
    expect(orderableQuantity(product, 1, 9)).toBe(0)
    // A nonsense holding never adds stock.
    expect(orderableQuantity(product, 9, -4)).toBe(5)
    expect(orderableQuantity(product, 9, Number.NaN)).toBe(5)
    expect(orderableQuantity(product, 9, 0.5)).toBe(4)
  })

  it.each([
    ['missing', null],
    ['not published', { ...product, status: 'draft' }],
    ['not purchasable', { ...product, purchasable: false }],
    ['variable', { ...product, type: 'variable' }],
    ['out of stock', { ...product, stock_status: 'outofstock', manage_stock: false }],
  ])('gives 0 when the product is %s', (_label, value) => {
    expect(orderableQuantity(value, 2)).toBe(0)
  })

  it('never gives a fraction, a negative or more than wanted', () => {
    expect(orderableQuantity({ ...product, manage_stock: false }, 2.7)).toBe(2)
    expect(orderableQuantity(product, -3)).toBe(0)
    expect(orderableQuantity(product, Number.NaN)).toBe(0)
  })
})
