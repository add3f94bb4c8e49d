import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Client, startTestEmulator } from './harness'

let t: Client

beforeAll(async () => {
  t = await startTestEmulator()
})

afterAll(async () => {
  await t?.emulator.stop()
})

describe("the shop's own order statuses (out-for-delivery and delivery-failed, registered as wc-…)", () => {
  it('is refused, as the real store refuses it, until the store registers it', async () => {
    const created = await t.call('POST', '/wp-json/wc/v3/orders', { body: { status: 'processing' } })
    const refused = await t.call('PUT', `/wp-json/wc/v3/orders/${created.body.id}`, {
      body: { status: 'out-for-delivery' },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.code).toBe('rest_invalid_param')
    const failed = await t.call('PUT', `/wp-json/wc/v3/orders/${created.body.id}`, {
      body: { status: 'delivery-failed' },
    })
    expect(failed.status).toBe(400)
    const listed = await t.call('GET', '/wp-json/wc/v3/orders?status=out-for-delivery')
    expect(listed.status).toBe(400)
  })

  it('moves an order on the van and back, lists it by status, and still refuses an unknown status', async () => {
    const registered = await t.call('PUT', '/__emulator/plugins', {
      auth: 'none',
      body: { shopStatuses: true },
    })
    expect(registered.status).toBe(200)
    const created = await t.call('POST', '/wp-json/wc/v3/orders', { body: { status: 'processing' } })
    expect(created.status).toBe(201)
    const moved = await t.call('PUT', `/wp-json/wc/v3/orders/${created.body.id}`, {
      body: { status: 'out-for-delivery' },
    })
    expect(moved.status).toBe(200)
    expect(moved.body.status).toBe('out-for-delivery')
    const listed = await t.call('GET', '/wp-json/wc/v3/orders?status=out-for-delivery&per_page=100')
    expect(listed.status).toBe(200)
    expect(listed.body.map((order: { id: number }) => order.id)).toContain(created.body.id)
    // Back from the door: 'Consegna non riuscita', listed by its status too.
    const back = await t.call('PUT', `/wp-json/wc/v3/orders/${created.body.id}`, {
      body: { status: 'delivery-failed' },
    })
    expect(back.status).toBe(200)
    expect(back.body.status).toBe('delivery-failed')
    const failed = await t.call('GET', '/wp-json/wc/v3/orders?status=delivery-failed&per_page=100')
    expect(failed.body.map((order: { id: number }) => order.id)).toContain(created.body.id)

    const unknown = await t.call('PUT', `/wp-json/wc/v3/orders/${created.body.id}`, {
      body: { status: 'shipped' },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.data.params.status).toBe(
      'status is not one of auto-draft, pending, processing, on-hold, out-for-delivery, delivery-failed, completed, cancelled, refunded, failed, and checkout-draft.',
    )
  })
})
