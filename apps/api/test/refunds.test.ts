/**
 * Refunds of orders (issue 27) over HTTP: the operator's 'Rimborsa' on a card order (paid back
 * through the card sandbox, then WooCommerce's refund record read back from the emulator's refunds),
 * on a bank-transfer order (queued for 'Rimborsi da fare', marked paid once), 8 at once, bad input.
 */
import { randomUUID } from 'node:crypto'
import type { Order, Product } from '@shop/woo-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Browser, cardToken, startApi, type TestApi } from './harness'

let t: TestApi
let admin: Browser
let product: Product

beforeAll(async () => {
  t = await startApi()
  admin = await t.loggedIn('administrator')
  const products = await t.deps.woo.listProducts({ stock_status: 'instock', per_page: 20, status: 'publish' })
  product = products.items.find((p) => p.manage_stock && p.type === 'simple') as Product
})

afterAll(async () => {
  await t?.stop()
})

/** A paid order straight in WooCommerce: a bank transfer, or a card charged in the sandbox. */
async function paidOrder(how: 'bacs' | 'stripe'): Promise<Order> {
  const order = await t.deps.woo.createOrder({
    payment_method: how,
    payment_method_title: how === 'bacs' ? 'Bonifico bancario' : 'Carta',
    billing: {
      first_name: 'Rimborso',
      last_name: 'Prova',
      email: `${randomUUID()}@example.com`,
      country: 'IT',
    },
    line_items: [{ product_id: product.id, quantity: 2 }],
  })
  let transactionId = ''
  if (how === 'stripe') {
    const charge = await t.deps.card?.charge({
      amountCents: Math.round(Number(order.total) * 100),
      currency: 'EUR',
      token: await cardToken(t),
      reference: String(order.id),
      idempotencyKey: randomUUID(),
    })
    expect(charge?.status).toBe('succeeded')
    transactionId = charge?.status === 'succeeded' ? charge.id : ''
  }
  return t.deps.woo.updateOrder(order.id, { set_paid: true, transaction_id: transactionId })
}

const refund = (order: number, body: Record<string, unknown>) =>
  admin.post(`/api/admin/orders/${order}/refund`, {
    reason: 'Ordine annullato',
    requestId: randomUUID(),
    ...body,
  })

describe('refunds', () => {
  it('a card order: paid back through the provider once, then WooCommerce’s record (api_refund false); a repeat is the same refund', async () => {
    const order = await paidOrder('stripe')
    const requestId = randomUUID()
    const first = await refund(order.id, { amountCents: 150, requestId })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body.refund).toMatchObject({ method: 'card', state: 'done', amountCents: 150 })
    const again = await refund(order.id, { amountCents: 150, requestId })
    expect(again.body.refund.wooRefundId).toBe(first.body.refund.wooRefundId)
    const refunds = await t.deps.woo.listRefunds(order.id)
    expect(refunds.map((r) => [r.amount, r.reason, r.refunded_payment])).toEqual([
      ['1.50', 'Ordine annullato', false],
    ])
    // The rest: the order is refunded in WooCommerce.
    const rest = await refund(order.id, {})
    expect(rest.body.refund.amountCents).toBe(Math.round(Number(order.total) * 100) - 150)
    expect((await t.deps.woo.getOrder(order.id))?.status).toBe('refunded')
    const none = await refund(order.id, { amountCents: 1 })
    expect([none.status, none.body.error.code]).toEqual([409, 'nothing_to_refund'])
  })

  it('a bank transfer: queued for the operators, 8 "Segna come rimborsato" at once write one WooCommerce refund', async () => {
    const order = await paidOrder('bacs')
    const queued = await refund(order.id, {})
    expect(queued.status).toBe(202)
    expect(queued.body.refund).toMatchObject({ method: 'bank', state: 'queued' })
    expect(await t.deps.woo.listRefunds(order.id)).toEqual([])
    const list = await admin.get('/api/admin/refunds')
    const key = queued.body.refund.key as string
    expect(list.body.refunds.map((r: { key: string }) => r.key)).toContain(key)
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => admin.post(`/api/admin/refunds/${encodeURIComponent(key)}/paid`)),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409])
    expect(await t.deps.woo.listRefunds(order.id)).toHaveLength(1)
    expect((await t.deps.woo.getOrder(order.id))?.status).toBe('refunded')
    expect(
      (await admin.get('/api/admin/refunds')).body.refunds.map((r: { key: string }) => r.key),
    ).not.toContain(key)
  })

  it('8 full refunds of one order at once (different requests): one is made, the others refused', async () => {
    const order = await paidOrder('stripe')
    const answers = await Promise.all(Array.from({ length: 8 }, () => refund(order.id, {})))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7)
    expect(await t.deps.woo.listRefunds(order.id)).toHaveLength(1)
  })

  it('bad input: Italian 400s, an amount over what is left a 409, an unknown order a 404; nothing refunded', async () => {
    const order = await paidOrder('bacs')
    const negative = await refund(order.id, { amountCents: -5 })
    expect([negative.status, negative.body.error.code]).toEqual([400, 'invalid_request'])
    expect(JSON.stringify(negative.body)).toContain('centesimi interi')
    const noReason = await refund(order.id, { reason: ' ' })
    expect(noReason.status).toBe(400)
    const over = await refund(order.id, { amountCents: 100_000 })
    expect([over.status, over.body.error.code]).toEqual([409, 'refund_over_left'])
    expect((await refund(999_999_999, {})).status).toBe(404)
    expect((await admin.post('/api/admin/refunds/nessuno/paid')).status).toBe(404)
    expect(await t.deps.woo.listRefunds(order.id)).toEqual([])
  })
})
