import { CART_STORAGE_KEY, emptyCart } from '@shop/cart-core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadCart, saveCart } from './cart-storage'

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  }
}

const line = { id: 7, price: 3.2, quantity: 2, name: 'Acqua', slug: 'acqua' }

afterEach(() => vi.restoreAllMocks())

describe('loadCart', () => {
  it('restores a valid stored cart, with the total recomputed', () => {
    const storage = memory({ [CART_STORAGE_KEY]: JSON.stringify({ items: [line], total: 999 }) })
    const cart = loadCart(storage)
    expect(cart.items).toEqual([line])
    expect(cart.total).toBe(6.4)
  })

  it.each([
    ['not JSON', '{items:'],
    ['items not a list', JSON.stringify({ items: {}, total: 0 })],
    ['total not a number', JSON.stringify({ items: [line], total: '6.40' })],
    ['null', 'null'],
  ])('starts empty when the stored cart is %s', (_, raw) => {
    expect(loadCart(memory({ [CART_STORAGE_KEY]: raw }))).toEqual(emptyCart)
  })

  it('starts empty, and only logs, when storage cannot be read', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => undefined,
    }
    expect(loadCart(broken)).toEqual(emptyCart)
    expect(log).toHaveBeenCalled()
    expect(loadCart(null)).toEqual(emptyCart)
  })
})

describe('saveCart', () => {
  it('writes the cart under the shared key', () => {
    const storage = memory()
    saveCart(storage, { items: [line], total: 6.4 })
    expect(JSON.parse(storage.data.get(CART_STORAGE_KEY) ?? '')).toEqual({ items: [line], total: 6.4 })
  })

  it('only logs a write failure (quota exceeded)', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(() => saveCart(full, { items: [line], total: 6.4 })).not.toThrow()
    expect(log).toHaveBeenCalled()
  })
})
