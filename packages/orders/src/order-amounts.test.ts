import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { orderAmounts } from './order-amounts'

/** Row 2 of REAL-STORE-DIFFERENCES.md: a real store with IVA 22 %, prices entered with tax, 13.50 + 19.90. */
const ITALIAN_ORDER = {
  prices_include_tax: true,
  total: '33.40',
  total_tax: '6.02',
  line_items: [
    { total: '11.07', total_tax: '2.43' },
    { total: '16.31', total_tax: '3.59' },
  ],
  shipping_lines: [],
  fee_lines: [],
}

describe('orderAmounts', () => {
  it('gives each line back with its tax, so that the lines add up to the total', () => {
    expect(orderAmounts(ITALIAN_ORDER)).toEqual({
      items: [1350, 1990],
      shipping: [],
      fees: [],
      tax: 602,
      rounding: 0,
      total: 3340,
    })
  })

  it('counts shipping and fees with their tax, under their names', () => {
    const amounts = orderAmounts({
      total: '12.63',
      total_tax: '2.27',
      line_items: [{ total: '5.66', total_tax: '1.24' }],
      shipping_lines: [{ method_title: 'Consegna a domicilio', total: '3.50', total_tax: '0.77' }],
      fee_lines: [
        { name: 'Cauzione vetro', total: '1.20', total_tax: '0.26' },
        { name: ' ', total: '-0.50' },
      ],
    })
    expect(amounts.shipping).toEqual([{ label: 'Consegna a domicilio', cents: 427 }])
    expect(amounts.fees).toEqual([
      { label: 'Cauzione vetro', cents: 146 },
      { label: 'Supplemento', cents: -50 },
    ])
    expect(amounts.rounding).toBe(50) // the -0.50 fee is not in this made-up total
  })

  it('with VAT off, shows the lines as they are', () => {
    expect(
      orderAmounts({
        prices_include_tax: false,
        total: '27.00',
        total_tax: '0.00',
        line_items: [{ total: '27.00', total_tax: '0.00' }],
      } as Parameters<typeof orderAmounts>[0]),
    ).toMatchObject({ items: [2700], tax: 0, rounding: 0, total: 2700 })
  })

  it("puts a disagreement of WooCommerce's own figures in `rounding`, never in a line", () => {
    // Tax rounded at subtotal level: three lines of 0.34 + 0.08, the order 1.02 + 0.23.
    const amounts = orderAmounts({
      total: '1.25',
      total_tax: '0.23',
      line_items: [
        { total: '0.34', total_tax: '0.08' },
        { total: '0.34', total_tax: '0.08' },
        { total: '0.34', total_tax: '0.08' },
      ],
    })
    expect(amounts.items).toEqual([42, 42, 42])
    expect(amounts.rounding).toBe(-1)
    expect(amounts.total).toBe(125)
  })

  it('reads numbers too, and counts what it cannot read as 0 without throwing', () => {
    expect(orderAmounts({ total: 12.5, line_items: [{ total: 10.25, total_tax: 2.25 }] })).toMatchObject({
      items: [1250],
      rounding: 0,
    })
    expect(
      orderAmounts({
        total: 'abc',
        total_tax: null,
        line_items: [{ total: '1,50' }, { total: undefined, total_tax: '' }],
        shipping_lines: null,
      }),
    ).toEqual({ items: [0, 0], shipping: [], fees: [], tax: 0, rounding: 0, total: 0 })
    expect(orderAmounts({})).toEqual({ items: [], shipping: [], fees: [], tax: 0, rounding: 0, total: 0 })
  })

  it('always adds up: items + shipping + fees + rounding is the total, for any figures', () => {
    const amount = fc.integer({ min: -100_000, max: 1_000_000 }).map((c) => (c / 100).toFixed(2))
    const line = fc.record({ total: amount, total_tax: amount })
    fc.assert(
      fc.property(
        fc.record({
          total: amount,
          total_tax: amount,
          line_items: fc.array(line, { maxLength: 8 }),
          shipping_lines: fc.array(line, { maxLength: 2 }),
          fee_lines: fc.array(line, { maxLength: 2 }),
        }),
        (order) => {
          const a = orderAmounts(order)
          const parts =
            a.items.reduce((s, c) => s + c, 0) +
            a.shipping.reduce((s, c) => s + c.cents, 0) +
            a.fees.reduce((s, c) => s + c.cents, 0)
          expect(parts + a.rounding).toBe(a.total)
          expect(Number.isSafeInteger(a.rounding)).toBe(true)
        },
      ),
    )
  })

  it("adds up to the cent with WooCommerce's per-line VAT rounding, for any prices and quantities", () => {
    // WooCommerce's arithmetic for prices entered with 22 % VAT, rounded per line (its default):
    // the line without tax and its tax each rounded to cents, the order's tax the sum of the lines'.
    const round6 = (x: number) => Math.round(x * 1e6) / 1e6
    const round2 = (x: number) => Math.round(Number((x * 100).toPrecision(15))) / 100
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 1, max: 20_000 }),
            quantity: fc.integer({ min: 1, max: 48 }),
          }),
          {
            minLength: 1,
            maxLength: 10,
          },
        ),
        (lines) => {
          const woo = lines.map(({ price, quantity }) => {
            const gross = (price * quantity) / 100
            const ex = gross - round6((0.22 / 1.22) * gross)
            return { total: round2(ex).toFixed(2), total_tax: round2(round6(ex * 0.22)).toFixed(2) }
          })
          const totalTax = woo.reduce((s, l) => s + Number(l.total_tax), 0)
          const total = woo.reduce((s, l) => s + round2(Number(l.total)), 0) + totalTax
          const a = orderAmounts({
            total: round2(total).toFixed(2),
            total_tax: totalTax.toFixed(2),
            line_items: woo,
          })
          // Every line is back at its shelf price, and nothing is left over.
          expect(a.items).toEqual(lines.map(({ price, quantity }) => price * quantity))
          expect(a.rounding).toBe(0)
        },
      ),
    )
  })
})
