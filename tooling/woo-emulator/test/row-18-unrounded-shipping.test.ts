/**
 * REAL-STORE-DIFFERENCES.md row 18: a real WooCommerce 10.0.2 keeps a shipping line's total as
 * sent (6 decimals or more), takes its VAT on that unrounded total, rounds each line's VAT to
 * cents (towards zero on a tie, since its prices are entered with tax) and the line's total to
 * cents; the order's shipping_total and shipping_tax are the sums of those. Fees are kept unrounded
 * too, and summed unrounded into the order's total. Every figure below is what the real store
 * answered to the same request (27 Nov 2026; the second and third orders were made to check this
 * file, then deleted).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { BARI, type Client, startTestEmulator } from './harness'

let t: Client
const api = (path: string) => `/wp-json/wc/v3${path}`

/** Fanta 1,5 L x6 of the real store: 8.70, VAT included. */
let fanta = 0

const shipping = (...totals: string[]) =>
  totals.map((total, index) => ({ method_id: 'flat_rate', method_title: `Linea ${index + 1}`, total }))

async function order(body: Record<string, unknown>) {
  const res = await t.call('POST', api('/orders'), {
    body: { billing: { ...BARI, email: 'lucia.dibari@example.it' }, shipping: BARI, ...body },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body
}

/** Each line's total, total_tax and the total of its one tax. */
const lines = (list: { total: string; total_tax: string; taxes: { total: string }[] }[]) =>
  list.map((line) => [line.total, line.total_tax, line.taxes.map((tax) => tax.total).join()])

const taxes = (body: unknown) => t.taxes(body)

beforeAll(async () => {
  t = await startTestEmulator({ customers: 40 })
  const res = await t.call('POST', api('/products'), {
    body: { name: 'Fanta 1,5 L x6', regular_price: '8.70', manage_stock: true, stock_quantity: 100 },
  })
  expect(res.status).toBe(201)
  fanta = res.body.id
}, 120_000)

afterAll(async () => {
  await t?.emulator.stop()
})

afterEach(async () => {
  await taxes(null)
})

describe('row 18: shipping lines with more than 2 decimals', () => {
  it('row 18: the tax is on the unrounded total: 1.475410 is 1.48 + 0.32 (the observed order)', async () => {
    const res = await order({
      line_items: [{ product_id: fanta, quantity: 1 }],
      shipping_lines: shipping('1.475410', '1.065574', '0.008197'),
    })
    expect(lines(res.shipping_lines)).toEqual([
      ['1.48', '0.32', '0.32'],
      ['1.07', '0.23', '0.23'],
      ['0.01', '0.00', '0.00'],
    ])
    expect(res).toMatchObject({ shipping_total: '2.56', shipping_tax: '0.55', total: '11.81' })
    // Read back, the same.
    const again = (await t.call('GET', api(`/orders/${res.id}`))).body
    expect([again.shipping_total, again.shipping_tax, again.total]).toEqual(['2.56', '0.55', '11.81'])
  })

  it("row 18: a line's tax is rounded towards zero on a tie, its listed tax away from it", async () => {
    const res = await order({
      line_items: [{ product_id: fanta, quantity: 1 }],
      shipping_lines: shipping('1.475410', '1.065574', '0.008197', '0.25', '0.75', '1.234567891'),
    })
    expect(lines(res.shipping_lines)).toEqual([
      ['1.48', '0.32', '0.32'],
      ['1.07', '0.23', '0.23'],
      ['0.01', '0.00', '0.00'],
      ['0.25', '0.05', '0.06'], // a tax of 0.055
      ['0.75', '0.16', '0.17'], // 0.165
      ['1.23', '0.27', '0.27'],
    ])
    expect(res.shipping_lines[0].taxes).toEqual([{ id: 1, total: '0.32', subtotal: '' }])
    expect(lines(res.line_items)).toEqual([['7.13', '1.57', '1.57']])
    expect(res.line_items[0].taxes).toEqual([{ id: 1, total: '1.57', subtotal: '1.57' }])
    expect(res).toMatchObject({
      total: '14.52',
      total_tax: '2.60',
      shipping_total: '4.79',
      shipping_tax: '1.03',
      cart_tax: '1.57',
    })
    expect(res.tax_lines).toEqual([
      expect.objectContaining({ rate_code: 'IT-IVA-1', tax_total: '1.57', shipping_tax_total: '1.03' }),
    ])
  })

  it('row 18: line items and fees too: taxes on unrounded totals, fees summed unrounded', async () => {
    const res = await order({
      line_items: [{ product_id: fanta, quantity: 1, subtotal: '0.25', total: '0.25' }],
      fee_lines: [
        { name: 'Supplemento', total: '1.475410', tax_status: 'taxable' },
        { name: 'Cauzione', total: '1.475410', tax_status: 'none' },
      ],
    })
    expect(res.line_items[0]).toMatchObject({
      subtotal: '0.25',
      total: '0.25',
      subtotal_tax: '0.05',
      total_tax: '0.05',
    })
    expect(res.line_items[0].taxes).toEqual([{ id: 1, total: '0.06', subtotal: '0.06' }])
    expect(lines(res.fee_lines)).toEqual([
      ['1.48', '0.32', '0.32'],
      ['1.48', '0.00', ''],
    ])
    // 0.25 + 1.475410 + 1.475410 + 0.05 + 0.32 = 3.57082: the fees are not rounded first (3.58).
    expect(res).toMatchObject({ total: '3.57', total_tax: '0.37', cart_tax: '0.37', shipping_total: '0.00' })
  })

  it('row 18: an updated shipping line keeps its decimals too', async () => {
    const res = await order({
      line_items: [{ product_id: fanta, quantity: 1 }],
      shipping_lines: shipping('2.38'),
    })
    expect(lines(res.shipping_lines)).toEqual([['2.38', '0.52', '0.52']])
    const updated = await t.call('PUT', api(`/orders/${res.id}`), {
      body: { shipping_lines: [{ id: res.shipping_lines[0].id, total: '1.475410' }] },
    })
    expect(updated.status).toBe(200)
    expect(lines(updated.body.shipping_lines)).toEqual([['1.48', '0.32', '0.32']])
    expect(updated.body).toMatchObject({ shipping_total: '1.48', shipping_tax: '0.32', total: '10.50' })
  })

  it('row 18: with prices entered without tax, a tie goes away from zero', async () => {
    expect((await taxes({ pricesIncludeTax: false })).status).toBe(200)
    const res = await order({
      line_items: [{ product_id: fanta, quantity: 1 }],
      shipping_lines: shipping('0.25'),
    })
    expect(lines(res.shipping_lines)).toEqual([['0.25', '0.06', '0.06']])
  })
})

describe('shipping VAT follows the items (shipping tax class "inherit")', () => {
  it('no VAT on shipping when no item is taxable, as the real 10.0.2 store answered', async () => {
    const free = await t.call('POST', api('/products'), {
      body: { name: 'Buono regalo', regular_price: '10.00', tax_status: 'none' },
    })
    expect(free.status, JSON.stringify(free.body)).toBe(201)
    const untaxed = await order({
      line_items: [{ product_id: free.body.id, quantity: 1 }],
      shipping_lines: shipping('2.38'),
    })
    expect(lines(untaxed.shipping_lines)).toEqual([['2.38', '0.00', '']])
    expect(untaxed).toMatchObject({ shipping_total: '2.38', shipping_tax: '0.00', total: '12.38' })
    // One taxable item is enough for the shipping to carry its VAT.
    const mixed = await order({
      line_items: [
        { product_id: free.body.id, quantity: 1 },
        { product_id: fanta, quantity: 1 },
      ],
      shipping_lines: shipping('2.38'),
    })
    expect(lines(mixed.shipping_lines)).toEqual([['2.38', '0.52', '0.52']])
  })
})
