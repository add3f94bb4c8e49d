import { randomUUID } from 'node:crypto'
import { TIME_SLOTS } from '@shop/slots'
import { WALLET_CLIENT_ID, WALLET_SECRET } from '@shop/woo-emulator'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { sandboxWallet } from '../src/adapters/wallet'
import { deliveryCalendar } from '../src/delivery-service'
import { type Browser, startApi, type TestApi } from './harness'

let t: TestApi
let date: string
let productId: number

const JAPIGIA = {
  shipping: {
    firstName: 'Giuseppe',
    lastName: 'Abbrescia',
    address1: 'Via Peucetia, 22',
    city: 'Bari',
    postcode: '70126',
    province: 'BA',
    phone: '080 555 0102',
  },
  coordinates: { lat: 41.11158, lng: 16.89587 },
}

async function login(index: number): Promise<Browser> {
  const browser = t.browser()
  const account = t.demo('customer', index)
  expect(
    (await browser.post('/api/auth/login', { login: account.email, password: account.password })).status,
  ).toBe(200)
  return browser
}

/** A PayPal order placed by `browser`, not paid yet. */
async function walletOrder(browser: Browser) {
  const reply = await browser.request('POST', '/api/orders', {
    body: {
      items: [{ productId, quantity: 1 }],
      ...JAPIGIA,
      delivery: { date, slot: '10:00 - 11:00' },
      paymentMethod: 'ppcp-gateway',
    },
    headers: { 'Idempotency-Key': `wallet-${randomUUID()}` },
  })
  expect(reply.status, reply.text).toBe(201)
  expect(reply.body.needsPayment).toBe(true)
  return reply.body as { id: number; total: number; orderKey: string }
}

const approve = (providerOrderId: string) =>
  fetch(`${t.emulator.url}/sandbox/paypal/approve/${providerOrderId}`, { method: 'POST' })

beforeAll(async () => {
  t = await startApi()
  const dates = (await deliveryCalendar(t.deps)).dates.map((d) => d.date)
  date = dates[dates.length - 1] as string
  const [product] = (await t.deps.woo.listProducts({ stock_status: 'instock', per_page: 20 })).items.filter(
    (p) => (p.stock_quantity ?? 99) > 20,
  )
  productId = product?.id as number
  for (const vehicle of ['Molisia', 'Fiat new Ducato'])
    await t.control('/timeslots', 'POST', { vehicle, slots: [...TIME_SLOTS] })
})
afterAll(async () => {
  await t?.stop()
})
afterEach(async () => {
  await t.control('/faults', 'DELETE')
})

describe('paying with the wallet (PayPal sandbox)', () => {
  it('uses the sandbox of the embedded emulator, with its client id and secret', () => {
    expect(sandboxWallet('http://x')).toMatchObject({ clientId: WALLET_CLIENT_ID, secret: WALLET_SECRET })
  })

  it('tells the browser where the script is, and lets it in through the CSP', async () => {
    const reply = await t.browser().get('/api/config')
    expect(reply.body.wallet).toEqual({
      name: 'PayPal',
      scriptUrl: `${t.emulator.url}/sandbox/paypal/sdk.js?client-id=${WALLET_CLIENT_ID}&currency=EUR`,
    })
    const csp = reply.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(new RegExp(`script-src 'self' ${t.emulator.url}`))
    expect(csp).toMatch(new RegExp(`connect-src 'self' ${t.emulator.url}`))
    const script = await fetch(`${t.emulator.url}/sandbox/paypal/sdk.js?client-id=${WALLET_CLIENT_ID}`)
    expect(script.headers.get('content-type')).toContain('javascript')
    expect(await script.text()).toContain('window.paypal')
  })

  it('creates the payment, refuses a capture before approval, then marks the order paid, once', async () => {
    const browser = await login(1)
    const order = await walletOrder(browser)
    const start = await browser.post(`/api/orders/${order.id}/wallet`, {})
    expect(start.status, start.text).toBe(201)
    const providerOrderId = start.body.providerOrderId as string

    const early = await browser.post(`/api/orders/${order.id}/wallet/capture`, { providerOrderId })
    expect(early.status).toBe(409)
    expect(early.body.error.code).toBe('wallet_not_approved')

    expect((await approve(providerOrderId)).ok).toBe(true)
    const paid = await browser.post(`/api/orders/${order.id}/wallet/capture`, { providerOrderId })
    expect(paid.status, paid.text).toBe(200)
    expect(paid.body).toMatchObject({ id: order.id, status: 'processing', needsPayment: false })
    const stored = await t.deps.woo.getOrder(order.id)
    expect(stored?.status).toBe('processing')
    expect(stored?.payment_method).toBe('ppcp-gateway')
    expect(stored?.transaction_id).toMatch(/^CAP-/)

    const again = await browser.post(`/api/orders/${order.id}/wallet`, {})
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe('Questo ordine è già pagato.')
  })

  it("refuses another customer's order, and a payment made for another order", async () => {
    const owner = await login(1)
    const order = await walletOrder(owner)
    const other = await login(2)
    expect((await other.post(`/api/orders/${order.id}/wallet`, {})).status).toBe(404)

    const second = await walletOrder(owner)
    const forSecond = (await owner.post(`/api/orders/${second.id}/wallet`, {})).body.providerOrderId as string
    await approve(forSecond)
    const swapped = await owner.post(`/api/orders/${order.id}/wallet/capture`, { providerOrderId: forSecond })
    expect(swapped.status).toBe(409)
    expect(swapped.body.error.code).toBe('wallet_mismatch')
    expect((await t.deps.woo.getOrder(order.id))?.status).toBe('pending')
  })

  it("answers 502 with SPEC.md's message naming the provider when the provider fails", async () => {
    const browser = await login(1)
    const order = await walletOrder(browser)
    await t.control('/faults', 'POST', { path: '/sandbox/paypal/v2', status: 500, times: 1 })
    const reply = await browser.post(`/api/orders/${order.id}/wallet`, {})
    expect(reply.status).toBe(502)
    expect(reply.body.error.message).toBe(
      'Problema con il sistema di pagamento PayPal. Ricarica la pagina o prova un altro metodo di pagamento.',
    )
  })

  it('refuses a malformed payment id in Italian', async () => {
    const browser = await login(1)
    const order = await walletOrder(browser)
    const reply = await browser.post(`/api/orders/${order.id}/wallet/capture`, { providerOrderId: '../x' })
    expect(reply.status).toBe(400)
    expect(reply.body.error.message).toBe('Pagamento da confermare non valido')
  })
})
