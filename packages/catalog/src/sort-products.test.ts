import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PRODUCT_SORTS, type SortableProduct, sortProducts } from './sort-products'

const product = (id: number, fields: Partial<SortableProduct> = {}): SortableProduct => ({
  id,
  name: `Prodotto ${id}`,
  price: '1.00',
  date_created_gmt: '2026-11-24T09:00:00',
  total_sales: 0,
  ...fields,
})
const ids = (products: SortableProduct[]) => products.map((p) => p.id)

describe('sortProducts', () => {
  it('sorts newest first by creation date (GMT), ties by the newer id', () => {
    const list = [
      product(1, { date_created_gmt: '2026-11-20T10:00:00' }),
      product(2, { date_created_gmt: '2026-11-24T09:00:00' }),
      product(3, { date_created_gmt: '2026-11-24T09:00:00' }),
      product(4, { date_created_gmt: null, date_created: '2026-11-22T11:00:00' }),
      product(5, { date_created_gmt: 'mai' }),
    ]
    expect(ids(sortProducts(list, 'newest'))).toEqual([3, 2, 4, 1, 5])
  })

  it('sorts by price both ways, unpriced products last, ties by the newer id', () => {
    const list = [
      product(1, { price: '3.50' }),
      product(2, { price: '0.99' }),
      product(3, { price: '' }),
      product(4, { price: '3.50' }),
      product(5, { price: 12 }),
    ]
    expect(ids(sortProducts(list, 'price-asc'))).toEqual([2, 4, 1, 5, 3])
    expect(ids(sortProducts(list, 'price-desc'))).toEqual([5, 4, 1, 2, 3])
  })

  it('sorts names in Italian order, ignoring case, accents and HTML', () => {
    const list = [
      product(1, { name: 'birra Peroni 33 cl' }),
      product(2, { name: 'Acqua Lete 1,5 L' }),
      product(3, { name: '<b>Àcqua</b> Lete 1,5 L' }),
      product(4, { name: 'Vino Primitivo' }),
      product(5, { name: 'Acqua Sant&#8217;Anna' }),
    ]
    expect(ids(sortProducts(list, 'name'))).toEqual([3, 2, 5, 1, 4])
  })

  it('sorts by sales, most sold first, ties by the newer id', () => {
    const list = [
      product(1, { total_sales: 4 }),
      product(2, { total_sales: '9' }),
      product(3),
      product(4, { total_sales: 4 }),
    ]
    expect(ids(sortProducts(list, 'popularity'))).toEqual([2, 4, 1, 3])
  })

  it('returns a new array and leaves the given one alone', () => {
    const list = [product(1), product(2)]
    const sorted = sortProducts(list, 'newest')
    expect(sorted).not.toBe(list)
    expect(ids(list)).toEqual([1, 2])
  })

  const products = fc.uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 10_000 }),
      name: fc.constantFrom('Acqua', 'acqua', 'Birra', 'Vino', ''),
      price: fc.constantFrom('1.00', '2.50', '', '2.5', 'gratis'),
      date_created_gmt: fc.constantFrom('2026-11-24T09:00:00', '2026-11-24T09:00:01', ''),
      total_sales: fc.constantFrom(0, 1, '3', 'molti'),
    }),
    { selector: (p) => p.id, maxLength: 60 },
  )

  it('is a total order: any cut into pages shows each product exactly once, whatever the input order', () => {
    fc.assert(
      fc.property(
        products,
        fc.constantFrom(...PRODUCT_SORTS),
        fc.integer({ min: 1, max: 7 }),
        (list, sort, size) => {
          const sorted = sortProducts(list, sort)
          const reversed = sortProducts([...list].reverse(), sort)
          expect(ids(reversed)).toEqual(ids(sorted))
          const pages = Array.from({ length: Math.ceil(sorted.length / size) }, (_, i) =>
            sorted.slice(i * size, (i + 1) * size),
          )
          const seen = pages.flat().map((p) => p.id)
          expect(seen.sort((a, b) => a - b)).toEqual(ids(list).sort((a, b) => a - b))
        },
      ),
    )
  })
})
