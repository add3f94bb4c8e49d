import { CART_STORAGE_KEY } from '@shop/cart-core'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ProductView } from '../catalog-types'
import { CartProvider, useCart } from './cart-context'

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  }
}

const product = (id: number, price: number): ProductView => ({
  id,
  name: `Prodotto ${id}`,
  slug: `prodotto-${id}`,
  price,
  regularPrice: price,
  salePrice: null,
  onSale: false,
  featured: false,
  purchasable: true,
  stockStatus: 'instock',
  stockQuantity: 10,
  packSize: 6,
  category: { slug: 'acqua', name: 'Acqua', color: '#1B5AAB', tint: 'rgba(27, 90, 171, 0.08)' },
  subcategory: null,
  images: [{ src: 'https://img.example/1.svg', alt: 'x' }],
  shortDescription: '',
  description: [],
})

let api: ReturnType<typeof useCart>
function Probe() {
  api = useCart()
  return <output>{`${api.count}|${api.cart.total}`}</output>
}

describe('CartProvider', () => {
  it('runs the four actions through cart-core and saves after each change', () => {
    const storage = memory()
    render(
      <CartProvider storage={storage}>
        <Probe />
      </CartProvider>,
    )
    act(() => api.addProduct(product(1, 3.2)))
    act(() => api.addProduct(product(1, 3.2)))
    act(() => api.addProduct(product(2, 10.9)))
    expect(screen.getByRole('status').textContent).toBe('3|17.3')
    const saved = JSON.parse(storage.data.get(CART_STORAGE_KEY) ?? '')
    expect(saved.items).toHaveLength(2)
    expect(saved.items[0]).toMatchObject({
      id: 1,
      quantity: 2,
      category: 'Acqua',
      slug: 'prodotto-1',
      packSize: 6,
    })

    act(() => api.setQuantity(2, 4))
    expect(api.cart.total).toBe(50)
    act(() => api.setQuantity(1, 0))
    expect(api.cart.items.map((item) => item.id)).toEqual([2])
    act(() => api.remove(2))
    expect(api.count).toBe(0)
    act(() => api.addProduct(product(3, 1)))
    act(() => api.clear())
    expect(JSON.parse(storage.data.get(CART_STORAGE_KEY) ?? '')).toEqual({ items: [], total: 0 })
  })

  it('restores the stored cart on load and leaves a corrupt one alone until a change', () => {
    const restored = memory({
      [CART_STORAGE_KEY]: JSON.stringify({
        items: [{ id: 5, price: 2, quantity: 3, name: 'x', slug: 'x' }],
        total: 6,
      }),
    })
    const { unmount } = render(
      <CartProvider storage={restored}>
        <Probe />
      </CartProvider>,
    )
    expect(api.count).toBe(3)
    unmount()

    const corrupt = memory({ [CART_STORAGE_KEY]: '{"items": "oops"' })
    render(
      <CartProvider storage={corrupt}>
        <Probe />
      </CartProvider>,
    )
    expect(api.count).toBe(0)
    expect(corrupt.data.get(CART_STORAGE_KEY)).toBe('{"items": "oops"')
  })
})
