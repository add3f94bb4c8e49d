import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { emptyCart } from './empty-cart'
import { parseStoredCart } from './parse-stored-cart'

const stored = (value: unknown) => JSON.stringify(value)

describe('parseStoredCart', () => {
  it('reads a stored cart and keeps the product fields', () => {
    const cart = {
      items: [
        {
          id: 101,
          name: 'Acqua Lete',
          slug: 'acqua-lete',
          images: [{ src: 'a.jpg' }],
          price: 3.49,
          quantity: 2,
        },
        { id: 'gift-box', price: 0, quantity: 1, category: 'Vino' },
      ],
      total: 6.98,
    }
    expect(parseStoredCart(stored(cart))).toEqual(cart)
  })

  it.each<[string, string | null | undefined]>([
    ['null (nothing stored)', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['malformed JSON', '{"items": ['],
    ['JSON null', 'null'],
    ['a JSON list', '[]'],
    ['a JSON string', '"cart"'],
    ['a JSON number', '3'],
    ['items that are not a list', stored({ items: { 0: { id: 1, price: 1, quantity: 1 } }, total: 1 })],
    ['no items', stored({ total: 0 })],
    ['a total that is not a number', stored({ items: [], total: '0' })],
    ['a null total', stored({ items: [], total: null })],
    ['no total', stored({ items: [{ id: 1, price: 1, quantity: 1 }] })],
    ['an item that is null', stored({ items: [{ id: 1, price: 1, quantity: 1 }, null], total: 1 })],
    ['an item that is a string', stored({ items: ['acqua'], total: 1 })],
    ['an item that is a number', stored({ items: [{ id: 1, price: 1, quantity: 1 }, 3], total: 1 })],
    ['an item that is a list', stored({ items: [[1, 1, 1]], total: 1 })],
  ])('gives the empty cart for %s', (_, raw) => {
    expect(parseStoredCart(raw)).toBe(emptyCart)
  })

  it('gives the empty cart for something that is not a string, without throwing', () => {
    expect(parseStoredCart(42 as never)).toBe(emptyCart)
    expect(parseStoredCart({ items: [], total: 0 } as never)).toBe(emptyCart)
  })

  it('drops the items whose id, price or quantity is unusable and keeps the others', () => {
    const raw = stored({
      items: [
        { id: 1, price: 1.5, quantity: 2 },
        { id: 2, price: '1.50', quantity: 1 },
        { id: 3, price: -1, quantity: 1 },
        { id: 4, price: 1, quantity: 0 },
        { id: 5, price: 1, quantity: '2' },
        { id: null, price: 1, quantity: 1 },
        { id: '', price: 1, quantity: 1 },
        { price: 1, quantity: 1 },
        { id: 6, price: 1, quantity: 1 },
      ],
      total: 4,
    })
    expect(parseStoredCart(raw)).toEqual({
      items: [
        { id: 1, price: 1.5, quantity: 2 },
        { id: 6, price: 1, quantity: 1 },
      ],
      total: 4,
    })
  })

  it('recomputes the total rather than trusting the stored one', () => {
    expect(parseStoredCart(stored({ items: [{ id: 1, price: 0.1, quantity: 3 }], total: 1000 })).total).toBe(
      0.3,
    )
    expect(parseStoredCart(stored({ items: [], total: -5 }))).toEqual({ items: [], total: 0 })
  })

  it('repairs quantities, prices and categories, and merges items with the same id', () => {
    const raw = stored({
      items: [
        { id: 1, price: 1.239, quantity: 2.5, category: 7 },
        { id: '1', price: 9, quantity: 1 },
        { id: 2, price: 1, quantity: 100_000, category: 'Birra' },
      ],
      total: 0,
    })
    expect(parseStoredCart(raw)).toEqual({
      items: [
        { id: 1, price: 1.24, quantity: 3 },
        { id: 2, price: 1, quantity: 999, category: 'Birra' },
      ],
      total: 1002.72,
    })
  })

  it('keeps a "__proto__" field as plain data', () => {
    const cart = parseStoredCart(
      '{"items":[{"id":1,"price":1,"quantity":1,"__proto__":{"polluted":true}}],"total":1}',
    )
    expect(cart.items).toHaveLength(1)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.getPrototypeOf(cart.items[0])).toBe(Object.prototype)
  })

  it('never throws, and always gives a valid cart, on any string', () => {
    const raws = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.json(),
      fc.anything().map((value) => JSON.stringify(value) ?? 'undefined'),
      fc
        .record({ items: fc.array(fc.anything()), total: fc.oneof(fc.double(), fc.anything()) })
        .map((value) => JSON.stringify(value)),
      fc
        .record({
          items: fc.array(
            fc.record(
              { id: fc.anything(), price: fc.anything(), quantity: fc.anything(), category: fc.anything() },
              { requiredKeys: [] },
            ),
          ),
          total: fc.double(),
        })
        .map((value) => JSON.stringify(value)),
    )
    fc.assert(
      fc.property(raws, (raw) => {
        const cart = parseStoredCart(raw)
        expect(Array.isArray(cart.items)).toBe(true)
        for (const item of cart.items) {
          expect(Number.isInteger(item.quantity) && item.quantity >= 1 && item.quantity <= 999).toBe(true)
          expect(item.price >= 0 && Number.isFinite(item.price)).toBe(true)
        }
        expect(Number.isFinite(cart.total)).toBe(true)
      }),
      { numRuns: 2000 },
    )
  })
})
