import { describe, expect, it } from 'vitest'
import { availableLines, type ReorderItem, type ReorderProduct, reorderPlan } from './reorder-plan'

/** A product as a shop's API might give it: the fields reorderPlan reads, and others it keeps. */
interface ShopProduct extends ReorderProduct {
  slug: string
  packSize: number | null
}

const product = (id: number, price: number, changes: Partial<ShopProduct> = {}): ShopProduct => ({
  id,
  name: `Prodotto ${id}`,
  slug: `prodotto-${id}`,
  price,
  purchasable: true,
  stockStatus: 'instock',
  stockQuantity: null,
  packSize: 6,
  ...changes,
})

const item = (
  productId: number,
  quantity: number,
  total: number,
  name = `Riga ${productId}`,
): ReorderItem => ({
  productId,
  name,
  quantity,
  total,
})

describe('reorderPlan', () => {
  it("offers a line again at today's product, with the unit price paid then", () => {
    const today = product(1, 3.2)
    expect(reorderPlan([item(1, 2, 6.4)], [today])).toEqual([
      {
        kind: 'available',
        name: 'Prodotto 1',
        product: today,
        quantity: 2,
        priceThen: 3.2,
        priceChanged: false,
        limitedTo: null,
      },
    ])
  })

  it('merges the lines of one product, adding quantities and totals, in order of first appearance', () => {
    const plan = reorderPlan([item(2, 1, 5), item(1, 2, 6), item(2, 3, 15)], [product(1, 3), product(2, 5)])
    expect(plan.map((line) => [line.name, line.quantity])).toEqual([
      ['Prodotto 2', 4],
      ['Prodotto 1', 2],
    ])
    expect(plan[0]).toMatchObject({ priceThen: 5, priceChanged: false })
  })

  it('leaves out lines with no quantity', () => {
    const plan = reorderPlan([item(1, 0, 0), item(2, -1, -3), item(3, 1, 2)], [product(1, 1), product(3, 2)])
    expect(plan.map((line) => line.name)).toEqual(['Prodotto 3'])
  })

  it('computes the unit price paid from the line total, rounded to cents', () => {
    const [line] = reorderPlan([item(1, 3, 10)], [product(1, 3.33)])
    expect(line).toMatchObject({ priceThen: 3.33, priceChanged: false })
  })

  it('flags a price that changed since, by a cent or more', () => {
    expect(reorderPlan([item(1, 2, 6.4)], [product(1, 3.5)])[0]).toMatchObject({
      priceThen: 3.2,
      priceChanged: true,
    })
    expect(reorderPlan([item(1, 2, 6.4)], [product(1, 3.19)])[0]).toMatchObject({ priceChanged: true })
    expect(reorderPlan([item(1, 2, 6.4)], [product(1, 3.2000001)])[0]).toMatchObject({ priceChanged: false })
  })

  it.each([
    ['no longer published', []],
    ['not purchasable', [product(1, 3, { purchasable: false })]],
    ['priced 0', [product(1, 0)]],
    ['out of stock', [product(1, 3, { stockStatus: 'outofstock', stockQuantity: 0 })]],
  ])('marks a product %s unavailable, with the quantity ordered', (_, products) => {
    expect(reorderPlan([item(1, 2, 6, 'Acqua Frizzante')], products)).toEqual([
      {
        kind: 'unavailable',
        name: products.length ? 'Prodotto 1' : 'Acqua Frizzante',
        quantity: 2,
      },
    ])
  })

  it('caps the quantity at the stock when fewer are left than were ordered', () => {
    const [line] = reorderPlan([item(1, 10, 32)], [product(1, 3.2, { stockQuantity: 4 })])
    expect(line).toMatchObject({ kind: 'available', quantity: 4, limitedTo: 4, priceThen: 3.2 })
  })

  it('does not cap when the stock covers the order or is not counted', () => {
    expect(reorderPlan([item(1, 4, 12)], [product(1, 3, { stockQuantity: 4 })])[0]).toMatchObject({
      quantity: 4,
      limitedTo: null,
    })
    expect(reorderPlan([item(1, 4, 12)], [product(1, 3, { stockQuantity: null })])[0]).toMatchObject({
      quantity: 4,
      limitedTo: null,
    })
  })

  it('does not cap a product sold on backorder', () => {
    const [line] = reorderPlan(
      [item(1, 10, 30)],
      [product(1, 3, { stockStatus: 'onbackorder', stockQuantity: 2 })],
    )
    expect(line).toMatchObject({ kind: 'available', quantity: 10, limitedTo: null })
  })

  it('caps on the merged quantity, not on each line', () => {
    const [line] = reorderPlan([item(1, 3, 9), item(1, 3, 9)], [product(1, 3, { stockQuantity: 5 })])
    expect(line).toMatchObject({ quantity: 5, limitedTo: 5 })
  })
})

describe('availableLines', () => {
  it('keeps only the lines that can go back into the cart', () => {
    const plan = reorderPlan(
      [item(1, 1, 3), item(2, 1, 4), item(3, 2, 10)],
      [product(1, 3), product(3, 5, { stockQuantity: 1 })],
    )
    const lines = availableLines(plan)
    expect(lines.map((line) => [line.product.id, line.quantity])).toEqual([
      [1, 1],
      [3, 1],
    ])
    expect(plan).toHaveLength(3)
  })

  it('is empty when nothing is available', () => {
    expect(availableLines(reorderPlan([item(1, 1, 3)], []))).toEqual([])
  })
})
