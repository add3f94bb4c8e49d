/**
 * Order refunds (wc/v3/orders/{order_id}/refunds) as a real WooCommerce 10.0.2 answered them:
 * reference/order-refunds.json. The same steps as the recording, on the emulator, each refusal
 * compared with the real store's body to the letter; the amounts follow the same order (2 × 3.90
 * of a product + shipping 2.38 net: 10.70).
 */
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BARI, type Client, startTestEmulator } from './harness'

interface Recorded {
  request: { method: string; path: string; body: unknown }
  status: number
  headers: Record<string, string>
  // biome-ignore lint/suspicious/noExplicitAny: WooCommerce answers of every shape
  body: any
}
const REAL = (
  JSON.parse(readFileSync(new URL('../reference/order-refunds.json', import.meta.url), 'utf8')) as {
    observed_wc_10_0_2: Record<string, Recorded>
  }
).observed_wc_10_0_2
const real = (name: string): Recorded => {
  const record = REAL[name]
  if (!record) throw new Error(`no record ${name} in reference/order-refunds.json`)
  return record
}

let t: Client
const api = (path: string) => `/wp-json/wc/v3${path}`
const refundsOf = (order: number, rest = '') => api(`/orders/${order}/refunds${rest}`)

async function product(sku: string, price: string, stock: number): Promise<number> {
  const res = await t.call('POST', api('/products'), {
    body: { name: `Prova ${sku}`, sku, regular_price: price, manage_stock: true, stock_quantity: stock },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body.id as number
}

const stockOf = async (id: number) =>
  (await t.call('GET', api(`/products/${id}`))).body.stock_quantity as number

/** A paid bank-transfer order (set_paid: processing, stock taken), as the recording's. */
async function paidOrder(productId: number, quantity: number, shipping = true) {
  const res = await t.call('POST', api('/orders'), {
    body: {
      payment_method: 'bacs',
      payment_method_title: 'Bonifico bancario',
      set_paid: true,
      billing: { ...BARI, email: 'rimborso.prova@example.com' },
      shipping: BARI,
      line_items: [{ product_id: productId, quantity }],
      ...(shipping
        ? {
            shipping_lines: [{ method_id: 'flat_rate', method_title: 'Consegna a domicilio', total: '2.38' }],
          }
        : {}),
    },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body as {
    id: number
    total: string
    status: string
    line_items: { id: number; taxes: { id: number }[] }[]
  }
}

const refund = (order: number, body: unknown) => t.call('POST', refundsOf(order), { body })

beforeAll(async () => {
  t = await startTestEmulator()
}, 120_000)

afterAll(async () => {
  await t?.emulator.stop()
})

describe('order refunds', () => {
  it('partial then full: the answer, the order’s refunds, the status refunded, no stock back for an amount', async () => {
    const id = await product('RIMB-01', '3.90', 40)
    const order = await paidOrder(id, 2)
    expect(order.total).toBe(real('create_order_a').body.total)
    expect(await stockOf(id)).toBe(38)
    expect((await t.call('GET', refundsOf(order.id))).body).toEqual([])

    const partial = await refund(order.id, real('partial').request.body)
    expect(partial.status).toBe(201)
    expect(Object.keys(partial.body)).toEqual(Object.keys(real('partial').body))
    expect(partial.body).toMatchObject({
      amount: '2.50',
      reason: 'Bottiglia rotta alla consegna',
      refunded_by: 1,
      refunded_payment: false,
      line_items: [],
      tax_lines: [],
    })
    expect(partial.headers.get('location')).toBe(
      `${t.emulator.url}/wp-json/wc/v3/orders/(?P<order_id>[\\d]+)/refunds/${partial.body.id}`,
    )
    const rounded = await refund(order.id, real('three_decimals').request.body)
    expect(rounded.body.amount).toBe(real('three_decimals').body.amount)
    let read = (await t.call('GET', api(`/orders/${order.id}`))).body
    expect(read.status).toBe('processing')
    expect(read.refunds.map((r: { total: string }) => r.total).sort()).toEqual(['-0.13', '-2.50'])
    expect(await stockOf(id)).toBe(38)

    // What is left (10.70 − 2.63 = 8.07): one cent more is refused, exactly that is made.
    const tooMuch = await refund(order.id, { amount: '8.08', api_refund: false })
    expect([tooMuch.status, tooMuch.body]).toEqual([
      real('one_cent_too_much').status,
      real('one_cent_too_much').body,
    ])
    const rest = await refund(order.id, real('the_rest').request.body)
    expect([rest.status, rest.body.amount]).toEqual([201, real('the_rest').body.amount])
    read = (await t.call('GET', api(`/orders/${order.id}`))).body
    expect(read.status).toBe('refunded')
    expect(await stockOf(id)).toBe(38)
    const notes = (await t.call('GET', api(`/orders/${order.id}/notes`))).body.map(
      (n: { note: string }) => n.note,
    )
    expect(notes).toContain('Order status changed from Processing to Refunded.')

    // Fully refunded: a cent more is refused, a refund of 0 is still made (the real store's).
    const after = await refund(order.id, real('after_full_one_cent').request.body)
    expect([after.status, after.body]).toEqual([
      real('after_full_one_cent').status,
      real('after_full_one_cent').body,
    ])
    const zero = await refund(order.id, real('after_full_zero').request.body)
    expect([zero.status, zero.body.amount]).toEqual([201, '0.00'])
    const list = await t.call('GET', refundsOf(order.id, '?per_page=1&page=2'))
    expect(list.headers.get('x-wp-total')).toBe('4')
    expect(list.body).toHaveLength(1)
  })

  it('every refusal as the real store answered it, and nothing kept', async () => {
    const id = await product('RIMB-02', '3.90', 10)
    const order = await paidOrder(id, 2)
    for (const name of [
      'negative_amount',
      'amount_not_number',
      'amount_as_number',
      'too_much',
      'api_refund_default_bacs',
      'api_refund_true_bacs',
    ]) {
      const res = await refund(order.id, real(name).request.body)
      expect([name, res.status, res.body]).toEqual([name, real(name).status, real(name).body])
    }
    expect((await t.call('GET', refundsOf(order.id))).body).toEqual([])
    const unknown = await refund(999_999_999, real('unknown_order_create').request.body)
    expect([unknown.status, unknown.body]).toEqual([
      real('unknown_order_create').status,
      real('unknown_order_create').body,
    ])
    const unknownList = await t.call('GET', refundsOf(999_999_999))
    expect([unknownList.status, unknownList.body]).toEqual([200, []])
    const noAuth = await t.call('POST', refundsOf(order.id), { body: { amount: '1.00' }, auth: 'none' })
    expect([noAuth.status, noAuth.body]).toEqual([401, real('create_without_credentials').body])
    const badNoAuth = await t.call('POST', refundsOf(order.id), { body: { amount: 5 }, auth: 'none' })
    expect([badNoAuth.status, badNoAuth.body]).toEqual([400, real('bad_amount_without_credentials').body])
    const unknownRefund = await t.call('GET', refundsOf(order.id, '/999999999'))
    expect([unknownRefund.status, unknownRefund.body]).toEqual([404, real('read_unknown_refund').body])
    expect((await t.call('GET', api(`/orders/${order.id}`))).body.status).toBe('processing')
  })

  it('a refunded line with a quantity is restocked once, with the store’s note; the rest gives no stock back', async () => {
    const id = await product('RIMB-03', '3.50', 30)
    const order = await paidOrder(id, 3, false)
    expect(await stockOf(id)).toBe(27)
    const line = order.line_items[0] as { id: number; taxes: { id: number }[] }
    const res = await refund(order.id, {
      amount: '3.50',
      reason: 'Una confezione resa',
      api_refund: false,
      line_items: [
        {
          id: line.id,
          quantity: 1,
          refund_total: 2.87,
          refund_tax: [{ id: line.taxes[0]?.id, refund_total: 0.63 }],
        },
      ],
    })
    expect(res.status).toBe(201)
    const recorded = real('line_items_restock').body
    expect(res.body.line_items[0]).toMatchObject({
      quantity: -1,
      subtotal: '-2.87',
      total: '-2.87',
      total_tax: '-0.63',
      price: 2.87,
      meta_data: [{ key: '_refunded_item_id', value: String(line.id) }],
    })
    expect(Object.keys(res.body.line_items[0])).toEqual(Object.keys(recorded.line_items[0]))
    expect(res.body.tax_lines[0]).toMatchObject({
      rate_code: 'IT-IVA-1',
      label: 'IVA',
      tax_total: '-0.63',
      rate_percent: 22,
    })
    expect(await stockOf(id)).toBe(28)
    const read = (await t.call('GET', api(`/orders/${order.id}`))).body
    expect(read.line_items[0].meta_data.map((m: { key: string; value: string }) => [m.key, m.value])).toEqual(
      [
        ['_reduced_stock', '2'],
        ['_restock_refunded_items', '1'],
      ],
    )
    const notes = (await t.call('GET', api(`/orders/${order.id}/notes`))).body.map(
      (n: { note: string }) => n.note,
    )
    expect(notes).toContain(`Item #${id} stock increased from 27 to 28.`)
    // The rest as an amount alone: refunded, no more stock.
    const rest = await refund(order.id, { amount: '7.00', api_refund: false })
    expect(rest.status).toBe(201)
    expect(await stockOf(id)).toBe(28)
    expect((await t.call('GET', api(`/orders/${order.id}`))).body.status).toBe('refunded')
  })

  it('a cancelled order gives its stock back once; refunded after, it turns refunded and gives nothing more', async () => {
    const id = await product('RIMB-04', '13.50', 20)
    const order = await paidOrder(id, 1, false)
    await t.call('PUT', api(`/orders/${order.id}`), { body: { status: 'cancelled' } })
    expect(await stockOf(id)).toBe(20)
    const res = await refund(order.id, { amount: order.total, reason: 'Annullato', api_refund: false })
    expect(res.status).toBe(201)
    expect((await t.call('GET', api(`/orders/${order.id}`))).body.status).toBe('refunded')
    expect(await stockOf(id)).toBe(20)
    const notes = (await t.call('GET', api(`/orders/${order.id}/notes`))).body.map(
      (n: { note: string }) => n.note,
    )
    expect(notes).toContain('Order status changed from Cancelled to Refunded.')
  })

  it('PUT status refunded: a refund of what is left, reason “Order fully refunded.”, the note, no stock back', async () => {
    const id = await product('RIMB-05', '19.90', 15)
    const order = await paidOrder(id, 2, false)
    const res = await t.call('PUT', api(`/orders/${order.id}`), { body: { status: 'refunded' } })
    expect(res.body.status).toBe('refunded')
    expect(res.body.refunds).toEqual([
      {
        id: expect.any(Number),
        reason: 'Order fully refunded.',
        total: real('put_status_refunded').body.refunds[0].total,
      },
    ])
    expect(await stockOf(id)).toBe(13)
    const notes = (await t.call('GET', api(`/orders/${order.id}/notes`))).body.map(
      (n: { note: string }) => n.note,
    )
    expect(notes).toContain(
      'Order status set to refunded. To return funds to the customer you will need to issue a refund through your payment gateway.',
    )
  })

  it('a pending order can be refunded (no status change); DELETE without force deletes the refund', async () => {
    const id = await product('RIMB-06', '3.90', 10)
    const created = await t.call('POST', api('/orders'), {
      body: { payment_method: 'cod', billing: BARI, line_items: [{ product_id: id, quantity: 1 }] },
    })
    const order = created.body.id as number
    const res = await refund(order, { amount: '1.00', api_refund: false })
    expect(res.status).toBe(201)
    expect((await t.call('GET', api(`/orders/${order}`))).body.status).toBe('pending')
    const trash = await t.call('DELETE', refundsOf(order, `/${res.body.id}?force=false`))
    expect([trash.status, trash.body]).toEqual([501, real('delete_force_false').body])
    const gone = await t.call('DELETE', refundsOf(order, `/${res.body.id}`))
    expect(gone.status).toBe(200)
    const again = await t.call('DELETE', refundsOf(order, `/${res.body.id}?force=true`))
    expect([again.status, again.body]).toEqual([404, real('delete_force').body])
    expect((await t.call('GET', api(`/orders/${order}`))).body.refunds).toEqual([])
  })
})
