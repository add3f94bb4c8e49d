/**
 * Orders, payment gateways and order lists as a real WooCommerce answers them, where the emulator
 * used to answer otherwise: rows 2, 3, 7, 8, 9, 12 and 14 of
 * shared/reference/woocommerce/REAL-STORE-DIFFERENCES.md (the real store is right).
 */

import { ORDER_META_KEYS } from '@shop/orders'
import fc from 'fast-check'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { BARI, type Client, startTestEmulator } from './harness'

let t: Client
const api = (path: string) => `/wp-json/wc/v3${path}`

/** A product of the store at this price (tax included, as the store's prices are entered) with a counted stock. */
async function product(price: string, stock = 50): Promise<number> {
  const res = await t.call('POST', api('/products'), {
    body: {
      name: `Prova ${price} ${Math.random()}`,
      regular_price: price,
      manage_stock: true,
      stock_quantity: stock,
    },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.id as number
}

async function stockOf(id: number): Promise<number> {
  return (await t.call('GET', api(`/products/${id}`))).body.stock_quantity as number
}

async function orderCount(): Promise<number> {
  const info = (await fetch(`${t.emulator.url}/__emulator`).then((r) => r.json())) as {
    counts: { orders: number }
  }
  return info.counts.orders
}

const taxes = (body: unknown) => t.taxes(body)

const cents = (amount: string) => Math.round(Number(amount) * 100)

beforeAll(async () => {
  t = await startTestEmulator()
}, 120_000)

afterAll(async () => {
  await t?.emulator.stop()
})

afterEach(async () => {
  await taxes(null)
})

describe('row 2: prices entered with VAT', () => {
  it('row 2: with VAT on, lines are without tax and the order has tax_lines', async () => {
    const water = await product('13.50')
    const wine = await product('19.90')
    const res = await t.call('POST', api('/orders'), {
      body: {
        billing: { ...BARI, email: 'lucia.dibari@example.it' },
        shipping: BARI,
        line_items: [
          { product_id: water, quantity: 1 },
          { product_id: wine, quantity: 1 },
        ],
      },
    })
    expect(res.status).toBe(201)
    const order = res.body
    expect(order).toMatchObject({
      prices_include_tax: true,
      total: '33.40',
      total_tax: '6.02',
      cart_tax: '6.02',
      shipping_tax: '0.00',
      discount_total: '0.00',
    })
    expect(
      order.line_items.map((line: Record<string, unknown>) => [
        line.subtotal,
        line.total,
        line.subtotal_tax,
        line.total_tax,
      ]),
    ).toEqual([
      ['11.07', '11.07', '2.43', '2.43'],
      ['16.31', '16.31', '3.59', '3.59'],
    ])
    // The taxes of each line per rate, to 2 decimals as the REST API lists them (row 18's real orders).
    expect(order.line_items[0].taxes).toEqual([{ id: 1, total: '2.43', subtotal: '2.43' }])
    expect(order.line_items[0].price).toBeCloseTo(11.065574, 6)
    expect(order.tax_lines).toEqual([
      expect.objectContaining({
        rate_code: 'IT-IVA-1',
        rate_id: 1,
        label: 'IVA',
        compound: false,
        rate_percent: 22,
        tax_total: '6.02',
        shipping_tax_total: '0.00',
      }),
    ])
    // Read back, the same figures.
    const again = (await t.call('GET', api(`/orders/${order.id}`))).body
    expect([again.total, again.total_tax, again.line_items[1].total]).toEqual(['33.40', '6.02', '16.31'])
  })

  it('row 2: tax on shipping and fees too, and every line with its tax adds up to the total, to the cent', async () => {
    const prices = ['0.39', '1.99', '2.49', '3.29', '4.15', '6.90', '12.99', '27.50']
    const ids = await Promise.all(prices.map((price) => product(price, 1000)))
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ index: fc.nat(prices.length - 1), quantity: fc.integer({ min: 1, max: 24 }) }), {
          minLength: 1,
          maxLength: 6,
        }),
        async (lines) => {
          const res = await t.call('POST', api('/orders'), {
            body: {
              shipping: BARI,
              line_items: lines.map((line) => ({ product_id: ids[line.index], quantity: line.quantity })),
            },
          })
          expect(res.status).toBe(201)
          const order = res.body
          const gross = order.line_items.reduce(
            (sum: number, line: { total: string; total_tax: string }) =>
              sum + cents(line.total) + cents(line.total_tax),
            0,
          )
          // Each line with its tax is the shelf price times the quantity, and together they are the total.
          const shelf = lines.reduce(
            (sum, line) => sum + cents(prices[line.index] as string) * line.quantity,
            0,
          )
          expect(gross).toBe(shelf)
          expect(cents(order.total)).toBe(gross)
          const lineTaxes = order.line_items.reduce(
            (sum: number, line: { total_tax: string }) => sum + cents(line.total_tax),
            0,
          )
          expect(cents(order.total_tax)).toBe(lineTaxes)
        },
      ),
      { numRuns: 25 },
    )
    // Shipping and fees are entered without tax: WooCommerce adds the VAT to them.
    const res = await t.call('POST', api('/orders'), {
      body: {
        shipping: BARI,
        line_items: [{ product_id: ids[5], quantity: 1 }],
        shipping_lines: [{ method_id: 'flat_rate', method_title: 'Consegna', total: '3.50' }],
        fee_lines: [{ name: 'Cauzione vetro', total: '1.20' }],
      },
    })
    expect(res.body.shipping_lines[0]).toMatchObject({ total: '3.50', total_tax: '0.77' })
    expect(res.body.fee_lines[0]).toMatchObject({ total: '1.20', total_tax: '0.26' })
    expect(res.body).toMatchObject({ shipping_total: '3.50', shipping_tax: '0.77', total_tax: '2.27' })
    expect(res.body.total).toBe('12.63') // 6.90 + 3.50 + 0.77 + 1.20 + 0.26
    expect(res.body.tax_lines[0]).toMatchObject({ tax_total: '1.50', shipping_tax_total: '0.77' })
  })

  it('row 2: with VAT off, lines keep the prices as entered and there is no tax', async () => {
    expect((await taxes({ enabled: false, pricesIncludeTax: false })).status).toBe(200)
    const water = await product('13.50')
    const order = (
      await t.call('POST', api('/orders'), {
        body: { shipping: BARI, line_items: [{ product_id: water, quantity: 2 }] },
      })
    ).body
    expect(order).toMatchObject({
      prices_include_tax: false,
      total: '27.00',
      total_tax: '0.00',
      tax_lines: [],
    })
    expect(order.line_items[0]).toMatchObject({ total: '27.00', total_tax: '0.00', taxes: [] })
  })

  it('row 2: rounding tax at subtotal level sums unrounded line taxes, so lines may miss the total by a cent', async () => {
    await taxes({ roundAtSubtotal: true })
    const ids = await Promise.all(['0.42', '0.42', '0.42'].map((price) => product(price)))
    const order = (
      await t.call('POST', api('/orders'), {
        body: { shipping: BARI, line_items: ids.map((id) => ({ product_id: id, quantity: 1 })) },
      })
    ).body
    // Each 0.42 is 0.344262 + 0.075738 of tax: each line says 0.34 + 0.08, the order sums the
    // unrounded taxes (0.227214 → 0.23): 1.02 + 0.23 = 1.25, a cent below the lines' 1.26.
    expect(
      order.line_items.map((line: { total: string; total_tax: string }) => [line.total, line.total_tax]),
    ).toEqual([
      ['0.34', '0.08'],
      ['0.34', '0.08'],
      ['0.34', '0.08'],
    ])
    expect(order.total_tax).toBe('0.23')
    expect(order.total).toBe('1.25')
    // Rounded per line (the default), the same order adds up.
    await taxes({ roundAtSubtotal: false })
    const perLine = (
      await t.call('POST', api('/orders'), {
        body: { shipping: BARI, line_items: ids.map((id) => ({ product_id: id, quantity: 1 })) },
      })
    ).body
    expect([perLine.total_tax, perLine.total]).toEqual(['0.24', '1.26'])
  })
})

describe('row 3: the bank transfer gateway', () => {
  it('row 3: bacs settings hold only title and instructions; the bank account is not in the REST API', async () => {
    const res = await t.call('GET', api('/payment_gateways/bacs'))
    expect(res.status).toBe(200)
    expect(Object.keys(res.body.settings).sort()).toEqual(['instructions', 'title'])
    expect(JSON.stringify(res.body)).not.toMatch(/IBAN|IT\d\d ?[A-Z]|BIC|account_details/)
    const all = (await t.call('GET', api('/payment_gateways'))).body as unknown[]
    expect(JSON.stringify(all)).not.toMatch(/IBAN|BIC/)
  })
})

describe('row 7: a line of quantity 0', () => {
  it('row 7: a new line with quantity 0 is a critical error (500) and creates nothing', async () => {
    const water = await product('1.00')
    const before = await orderCount()
    const res = await t.call('POST', api('/orders'), {
      body: { shipping: BARI, line_items: [{ product_id: water, quantity: 0 }] },
    })
    expect(res.status).toBe(500)
    expect(res.body).toEqual({
      code: 'internal_server_error',
      message: 'There has been a critical error on this website.',
      data: { status: 500 },
    })
    expect(await orderCount()).toBe(before)
    // On an existing line (with its id), quantity 0 removes the line instead.
    const order = (
      await t.call('POST', api('/orders'), {
        body: { shipping: BARI, line_items: [{ product_id: water, quantity: 2 }] },
      })
    ).body
    const updated = await t.call('PUT', api(`/orders/${order.id}`), {
      body: { line_items: [{ id: order.line_items[0].id, quantity: 0 }] },
    })
    expect(updated.status).toBe(200)
    expect(updated.body.line_items).toEqual([])
    expect(updated.body.total).toBe('0.00')
  })
})

describe('row 8: set_paid with cash on delivery', () => {
  it('row 8: set_paid with cod completes the order; with a card it is processing', async () => {
    const water = await product('2.00', 10)
    const cod = (
      await t.call('POST', api('/orders'), {
        body: { payment_method: 'cod', set_paid: true, line_items: [{ product_id: water, quantity: 1 }] },
      })
    ).body
    expect(cod.status).toBe('completed')
    expect(cod.date_paid).not.toBeNull()
    expect(cod.date_completed).not.toBeNull()
    const card = (
      await t.call('POST', api('/orders'), {
        body: { payment_method: 'stripe', set_paid: true, line_items: [{ product_id: water, quantity: 1 }] },
      })
    ).body
    expect(card.status).toBe('processing')
    // Both took their unit, once.
    expect(await stockOf(water)).toBe(8)
    // set_paid on a pending cash-on-delivery order completes it as well.
    const pending = (
      await t.call('POST', api('/orders'), {
        body: { payment_method: 'cod', line_items: [{ product_id: water, quantity: 1 }] },
      })
    ).body
    expect(pending.status).toBe('pending')
    const paid = (await t.call('PUT', api(`/orders/${pending.id}`), { body: { set_paid: true } })).body
    expect(paid.status).toBe('completed')
    expect(await stockOf(water)).toBe(7)
  })
})

describe('row 9: order meta values', () => {
  it('row 9: meta values are read back as strings (5 → "5", true → "1"), entries sorted by key', async () => {
    const res = await t.call('POST', api('/orders'), {
      body: {
        meta_data: [
          { key: ORDER_META_KEYS.zone, value: 'Japigia' },
          { key: 'pezzi', value: 5 },
          { key: 'Consegna al piano', value: true },
          { key: ORDER_META_KEYS.ordddTimestamp, value: 1795305600 },
          { key: 'bancali', value: false },
        ],
      },
    })
    expect(res.status).toBe(201)
    const read = (await t.call('GET', api(`/orders/${res.body.id}`))).body
    for (const order of [res.body, read]) {
      expect(order.meta_data.map((m: { key: string; value: unknown }) => [m.key, m.value])).toEqual([
        [ORDER_META_KEYS.ordddTimestamp, '1795305600'],
        ['bancali', ''],
        ['Consegna al piano', '1'],
        ['pezzi', '5'],
        [ORDER_META_KEYS.zone, 'Japigia'],
      ])
    }
    const updated = (
      await t.call('PUT', api(`/orders/${res.body.id}`), {
        body: { meta_data: [{ key: 'pezzi', value: 7 }] },
      })
    ).body
    expect(updated.meta_data.find((m: { key: string }) => m.key === 'pezzi').value).toBe('7')
  })
})

describe('row 12: dates and fields of the orders list', () => {
  it('row 12: after with a date alone is refused (400 rest_invalid_param); a full date-time is read in site time unless dates_are_gmt', async () => {
    const res = await t.call('GET', api('/orders?after=2026-11-24'))
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): after',
      data: {
        status: 400,
        params: { after: 'Invalid date.' },
        details: { after: { code: 'rest_invalid_date', message: 'Invalid date.', data: null } },
      },
    })
    for (const bad of ['24/11/2026', '2026-11-24T10:00', 'ieri']) {
      expect((await t.call('GET', api(`/orders?before=${encodeURIComponent(bad)}`))).status, bad).toBe(400)
    }

    const order = (await t.call('POST', api('/orders'), { body: { shipping: BARI } })).body
    const gmt = order.date_created_gmt as string // 'YYYY-MM-DDTHH:MM:SS', GMT
    const local = order.date_created as string // the same instant on Rome's clock (1 or 2 hours ahead)
    expect(local).not.toBe(gmt)
    const shift = (clock: string, seconds: number) =>
      new Date(new Date(`${clock}Z`).getTime() + seconds * 1000).toISOString().slice(0, 19)
    const found = async (query: string) =>
      ((await t.call('GET', api(`/orders?per_page=100&${query}`))).body as { id: number }[])
        .map((o) => o.id)
        .includes(order.id)
    // Without an offset, the site's clock (Rome): a second before finds it, a second after does not.
    expect(await found(`after=${shift(local, -1)}`)).toBe(true)
    expect(await found(`after=${shift(local, 1)}`)).toBe(false)
    // The GMT clock read as Rome's is an hour or two earlier: a second "after" still finds the order.
    expect(await found(`after=${shift(gmt, 1)}`)).toBe(true)
    // With dates_are_gmt=true the same value is GMT.
    expect(await found(`after=${shift(gmt, -1)}&dates_are_gmt=true`)).toBe(true)
    expect(await found(`after=${shift(gmt, 1)}&dates_are_gmt=true`)).toBe(false)
    expect(await found(`before=${shift(gmt, 1)}&dates_are_gmt=true`)).toBe(true)
    // An offset names the instant, whatever dates_are_gmt says.
    expect(await found(`after=${shift(gmt, -1)}Z`)).toBe(true)
    expect(await found(`after=${shift(gmt, 1)}Z`)).toBe(false)
  })

  it('row 17: a modified_* date-time with an offset is read as the site wall time, also with dates_are_gmt; whole seconds, strict', async () => {
    const order = (await t.call('POST', api('/orders'), { body: { shipping: BARI } })).body
    const changed = (await t.call('PUT', api(`/orders/${order.id}`), { body: { status: 'on-hold' } })).body
    const gmt = changed.date_modified_gmt as string // 'YYYY-MM-DDTHH:MM:SS', GMT
    const local = changed.date_modified as string // Rome's clock
    const hours = (new Date(`${local}Z`).getTime() - new Date(`${gmt}Z`).getTime()) / 3_600_000
    expect([1, 2]).toContain(hours)
    const shift = (clock: string, seconds: number) =>
      new Date(new Date(`${clock}Z`).getTime() + seconds * 1000).toISOString().slice(0, 19)
    const window = async (after: string, before: string, gmtFlag: boolean) => {
      const query = `modified_after=${encodeURIComponent(after)}&modified_before=${encodeURIComponent(before)}${gmtFlag ? '&dates_are_gmt=true' : ''}&orderby=modified&order=asc&per_page=100`
      const res = await t.call('GET', api(`/orders?${query}`))
      expect(res.status).toBe(200)
      return (res.body as { id: number }[]).map((o) => o.id).includes(order.id)
    }
    // As on the real store (27 Nov 2026): the GMT window with 'Z' (and fractions) and dates_are_gmt
    // misses the order, because '…Z' becomes Rome's wall time compared with the GMT dates.
    expect(await window(`${shift(gmt, -1)}.100Z`, `${shift(gmt, 1)}.900Z`, true)).toBe(false)
    expect(await window(`${shift(gmt, -1)}+00:00`, `${shift(gmt, 1)}+00:00`, true)).toBe(false)
    // The same window written hours later in 'Z' finds it: 'Z' is shifted by the zone's offset.
    expect(await window(`${shift(gmt, -1 - hours * 3600)}Z`, `${shift(gmt, 1 - hours * 3600)}Z`, true)).toBe(
      true,
    )
    // Without offset and fraction, with dates_are_gmt: the GMT window, as meant.
    expect(await window(shift(gmt, -1), shift(gmt, 1), true)).toBe(true)
    expect(await window(`${shift(gmt, -1)}.100`, `${shift(gmt, 1)}.900`, true)).toBe(true)
    // Rome's wall time without dates_are_gmt, with or without its offset; 'Z' names the instant there.
    expect(await window(shift(local, -1), shift(local, 1), false)).toBe(true)
    expect(await window(`${shift(gmt, -1)}Z`, `${shift(gmt, 1)}Z`, false)).toBe(true)
    // Whole seconds, strict: the order's own second is neither after nor before itself.
    expect(await window(gmt, shift(gmt, 1), true)).toBe(false)
    expect(await window(shift(gmt, -1), gmt, true)).toBe(false)
    expect(await window(`${shift(gmt, -1)}.999`, `${gmt}.001`, true)).toBe(false)
  })

  it('row 12: _fields keeps only the fields asked for, in a list and in one order', async () => {
    const list = await t.call('GET', api('/orders?per_page=3&_fields=id,status,billing.email'))
    expect(list.status).toBe(200)
    for (const order of list.body as Record<string, unknown>[]) {
      expect(Object.keys(order).sort()).toEqual(['billing', 'id', 'status'])
      expect(Object.keys(order.billing as object)).toEqual(['email'])
    }
    const [first] = list.body as { id: number }[]
    const one = (await t.call('GET', api(`/orders/${first?.id}?_fields=id,total`))).body
    expect(Object.keys(one).sort()).toEqual(['_links', 'id', 'total'])
    // Errors are left whole.
    const missing = await t.call('GET', api('/orders/999999?_fields=id'))
    expect(missing.body.code).toBe('woocommerce_rest_shop_order_invalid_id')
  })
})

describe('row 14: orders paid on delivery', () => {
  it('row 14: cod and cheque orders stay pending and needing payment, with the stock untouched, until they move on; then it is taken once', async () => {
    const water = await product('3.00', 10)
    for (const method of ['cod', 'cheque']) {
      const before = await stockOf(water)
      const order = (
        await t.call('POST', api('/orders'), {
          body: { payment_method: method, shipping: BARI, line_items: [{ product_id: water, quantity: 2 }] },
        })
      ).body
      expect(order).toMatchObject({ status: 'pending', needs_payment: true, date_paid: null })
      expect(await stockOf(water)).toBe(before)
      const held = (await t.call('PUT', api(`/orders/${order.id}`), { body: { status: 'on-hold' } })).body
      expect(held).toMatchObject({ status: 'on-hold', needs_payment: false, date_paid: null })
      expect(await stockOf(water)).toBe(before - 2)
      // Processing, then completed: no second reduction.
      await t.call('PUT', api(`/orders/${order.id}`), { body: { status: 'processing' } })
      const done = (await t.call('PUT', api(`/orders/${order.id}`), { body: { status: 'completed' } })).body
      expect(await stockOf(water)).toBe(before - 2)
      expect(done.date_paid).not.toBeNull()
    }
    // A card order not yet paid: pending, the stock untouched too.
    const card = (
      await t.call('POST', api('/orders'), {
        body: { payment_method: 'stripe', shipping: BARI, line_items: [{ product_id: water, quantity: 1 }] },
      })
    ).body
    expect(card).toMatchObject({ status: 'pending', needs_payment: true })
    expect(await stockOf(water)).toBe(6)
  })
})
