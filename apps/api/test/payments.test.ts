import { randomUUID } from 'node:crypto'
import { deliveryDateLabel, TIME_SLOTS } from '@shop/slots'
import { CARD_PUBLISHABLE_KEY, CARD_SECRET, WALLET_CLIENT_ID, WALLET_SECRET } from '@shop/woo-emulator'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { CardError, type CardProvider, sandboxCard } from '../src/adapters/card'
import { sandboxWallet } from '../src/adapters/wallet'
import { deliveryCalendar } from '../src/delivery-service'
import { type Browser, cardToken, JAPIGIA_HOME, startApi, type TestApi, unique } from './harness'

let t: TestApi
let date: string
let productId: number

const JAPIGIA = JAPIGIA_HOME

async function login(index: number): Promise<Browser> {
  const browser = t.browser()
  const account = t.demo('customer', index)
  expect(
    (await browser.post('/api/auth/login', { login: account.email, password: account.password })).status,
  ).toBe(200)
  return browser
}

/** An order placed by `browser` with `paymentMethod`, not paid yet. */
async function walletOrder(browser: Browser, paymentMethod = 'ppcp-gateway') {
  const reply = await browser.request('POST', '/api/orders', {
    body: {
      items: [{ productId, quantity: 1 }],
      ...JAPIGIA,
      delivery: { date, slot: '10:00 - 11:00' },
      paymentMethod,
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

  it('answers 404 for a payment the provider does not know, and the order can still be paid', async () => {
    const browser = await login(1)
    const order = await walletOrder(browser)
    const unknown = await browser.post(`/api/orders/${order.id}/wallet/capture`, {
      providerOrderId: 'PPSB-000000000000',
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body.error).toEqual({
      code: 'wallet_not_found',
      message: 'Questo pagamento PayPal non esiste: riprova con il pulsante PayPal.',
    })
    const providerOrderId = (await browser.post(`/api/orders/${order.id}/wallet`, {})).body.providerOrderId
    await approve(providerOrderId)
    expect((await browser.post(`/api/orders/${order.id}/wallet/capture`, { providerOrderId })).status).toBe(
      200,
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

describe('paying by card (the card sandbox)', () => {
  it('uses the sandbox of the embedded emulator, with its keys, and tells the browser the script', async () => {
    expect(sandboxCard('http://x')).toMatchObject({
      publishableKey: CARD_PUBLISHABLE_KEY,
      secret: CARD_SECRET,
    })
    const config = await t.browser().get('/api/config')
    expect(config.body.card).toEqual({
      scriptUrl: `${t.emulator.url}/sandbox/card/card.js?key=${CARD_PUBLISHABLE_KEY}`,
    })
    expect(JSON.stringify(config.body)).not.toContain(CARD_SECRET)
  })

  it('charges a good card once and marks the order paid; a token works once', async () => {
    const browser = await login(1)
    const order = await walletOrder(browser, 'stripe')
    const token = await cardToken(t, '4242 4242 4242 4242')
    const paid = await browser.post(`/api/orders/${order.id}/card`, { token })
    expect(paid.status, paid.text).toBe(200)
    expect(paid.body).toMatchObject({ status: 'processing', needsPayment: false })
    const stored = await t.deps.woo.getOrder(order.id)
    expect(stored?.payment_method).toBe('stripe')
    expect(stored?.transaction_id).toMatch(/^ch_/)

    const another = await walletOrder(browser, 'stripe')
    const reused = await browser.post(`/api/orders/${another.id}/card`, { token })
    expect(reused.status).toBe(402)
    expect((await t.deps.woo.getOrder(another.id))?.status).toBe('pending')
  })

  it('refuses a declined card and one without funds, in Italian, and the order stays unpaid', async () => {
    const browser = await login(1)
    const order = await walletOrder(browser, 'stripe')
    const declined = await browser.post(`/api/orders/${order.id}/card`, {
      token: await cardToken(t, '4000 0000 0000 0002'),
    })
    expect(declined.status).toBe(402)
    expect(declined.body.error.message).toBe(
      'La carta è stata rifiutata: controlla i dati o usa un’altra carta.',
    )
    const poor = await browser.post(`/api/orders/${order.id}/card`, {
      token: await cardToken(t, '4000000000009995'),
    })
    expect(poor.body.error.message).toBe(
      'La carta non ha fondi sufficienti: usa un’altra carta o un altro metodo.',
    )
    expect((await t.deps.woo.getOrder(order.id))?.status).toBe('pending')
  })

  it('never lets card data through the shop: only a token is accepted', async () => {
    const browser = await login(1)
    const order = await walletOrder(browser, 'stripe')
    const reply = await browser.post(`/api/orders/${order.id}/card`, { token: '4242424242424242' })
    expect(reply.status).toBe(400)
    expect(reply.body.error.message).toBe('Dati della carta non validi: inseriscili di nuovo')
  })

  it('the sandbox refuses a wrong number, a past expiry and a short CVC before any charge', async () => {
    const ask = async (body: Record<string, string>) => {
      const reply = await fetch(`${t.emulator.url}/sandbox/card/v1/tokens`, {
        method: 'POST',
        body: JSON.stringify({
          key: CARD_PUBLISHABLE_KEY,
          expMonth: '12',
          expYear: '39',
          cvc: '123',
          number: '4242424242424242',
          ...body,
        }),
      })
      return (await reply.json()) as { error: { code: string } }
    }
    expect((await ask({ number: '4242424242424241' })).error.code).toBe('invalid_number')
    expect((await ask({ expYear: '20' })).error.code).toBe('invalid_expiry')
    expect((await ask({ cvc: '12' })).error.code).toBe('invalid_cvc')
  })
})

describe('the order confirmation email', () => {
  it('tells a guest what was ordered and, for an online payment not made, links the pay-now screen with the key', async () => {
    // Sent when the wait for the payment is over (test/order-mails.test.ts): here at once.
    t.deps.config.orderMailWaitSeconds = 0
    const guest = t.browser()
    const email = `${unique('ospite')}@example.com`
    const reply = await guest.request('POST', '/api/orders', {
      body: {
        items: [{ productId, quantity: 1 }],
        ...JAPIGIA,
        delivery: { date, slot: '10:00 - 11:00' },
        paymentMethod: 'ppcp-gateway',
        guest: { firstName: 'Ospite', lastName: 'Prova', email, phone: '340 111 2222' },
      },
      headers: { 'Idempotency-Key': `mail-${randomUUID()}` },
    })
    expect(reply.status, reply.text).toBe(201)
    await expect.poll(() => t.outbox(email), { timeout: 5000 }).toBeDefined()
    const mail = await t.outbox(email)
    t.deps.config.orderMailWaitSeconds = 600
    expect(mail?.subject).toBe(`Bari Bevande: ordine n. ${reply.body.number} ricevuto`)
    expect(mail?.body).toContain(
      `${t.url}/paga?ordine=${reply.body.id}&chiave=${encodeURIComponent(reply.body.orderKey)}`,
    )
    expect(mail?.body).toContain(`Consegna: ${deliveryDateLabel(date)}, 10:00 - 11:00`)
  })
})

/** The card sandbox's charges for a shop order (its reference is the order id). */
async function chargesOf(orderId: number): Promise<{ id: string }[]> {
  const reply = await fetch(`${t.emulator.url}/sandbox/card/v1/charges`, {
    headers: { authorization: `Bearer ${CARD_SECRET}` },
  })
  const { data } = (await reply.json()) as { data: { id: string; reference: string }[] }
  return data.filter((charge) => charge.reference === String(orderId))
}

describe('paying once (issue 14)', () => {
  it('charges 1 of 8 cards sent at once for one order; the others get 409', async () => {
    const browser = await login(1)
    const order = await walletOrder(browser, 'stripe')
    const tokens = await Promise.all(Array.from({ length: 8 }, () => cardToken(t, '4242424242424242')))
    const replies = await Promise.all(
      tokens.map((token) => browser.post(`/api/orders/${order.id}/card`, { token })),
    )
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409])
    for (const refused of replies.filter((r) => r.status === 409))
      expect(['payment_in_progress', 'already_paid']).toContain(refused.body.error.code)
    const charges = await chargesOf(order.id)
    expect(charges).toHaveLength(1)
    expect((await t.deps.woo.getOrder(order.id))?.transaction_id).toBe(charges[0]?.id)
    const late = await browser.post(`/api/orders/${order.id}/card`, {
      token: await cardToken(t, '4242424242424242'),
    })
    expect(late.status).toBe(409)
    expect(late.body.error.message).toBe('Questo ordine è già pagato.')
    expect(await chargesOf(order.id)).toHaveLength(1)
  })

  it('never charges again when WooCommerce failed to record a charge: the retry only marks it paid', async () => {
    const browser = await login(1)
    const order = await walletOrder(browser, 'stripe')
    await t.control('/faults', 'POST', {
      path: `/wp-json/wc/v3/orders/${order.id}`,
      method: 'PUT',
      status: 500,
      times: 1,
    })
    const lost = await browser.post(`/api/orders/${order.id}/card`, {
      token: await cardToken(t, '4242424242424242'),
    })
    expect(lost.status).toBe(503)
    expect(await chargesOf(order.id)).toHaveLength(1)
    const retry = await browser.post(`/api/orders/${order.id}/card`, {
      token: await cardToken(t, '4242424242424242'),
    })
    expect(retry.status, retry.text).toBe(200)
    const charges = await chargesOf(order.id)
    expect(charges).toHaveLength(1)
    expect((await t.deps.woo.getOrder(order.id))?.transaction_id).toBe(charges[0]?.id)
  })

  it('sends the provider a key made from the order: an attempt whose answer was lost is repeated, not doubled', async () => {
    const browser = await login(1)
    const real = t.deps.card as CardProvider
    /** The real sandbox charges, but the first answer is lost on the way back (a network failure). */
    const losing = (): CardProvider => {
      let lose = true
      return {
        refund: (...args) => real.refund(...args),
        async charge(payment) {
          const answer = await real.charge(payment)
          if (lose) {
            lose = false
            throw new CardError('connection reset after the charge')
          }
          return answer
        },
      }
    }
    try {
      // The same card again: the provider answers the first charge again.
      t.deps.card = losing()
      const order = await walletOrder(browser, 'stripe')
      const token = await cardToken(t, '4242424242424242')
      expect((await browser.post(`/api/orders/${order.id}/card`, { token })).status).toBe(502)
      expect(await chargesOf(order.id)).toHaveLength(1)
      const again = await browser.post(`/api/orders/${order.id}/card`, { token })
      expect(again.status, again.text).toBe(200)
      expect(await chargesOf(order.id)).toHaveLength(1)

      // Another card: the key is spent on the first one, so nothing is charged and a person checks.
      t.deps.card = losing()
      const second = await walletOrder(browser, 'stripe')
      expect(
        (
          await browser.post(`/api/orders/${second.id}/card`, {
            token: await cardToken(t, '4242424242424242'),
          })
        ).status,
      ).toBe(502)
      const other = await browser.post(`/api/orders/${second.id}/card`, {
        token: await cardToken(t, '4242424242424242'),
      })
      expect(other.status).toBe(409)
      expect(other.body.error.code).toBe('payment_in_review')
      expect(await chargesOf(second.id)).toHaveLength(1)
      expect((await t.deps.woo.getOrder(second.id))?.status).toBe('pending')
    } finally {
      t.deps.card = real
    }
  })

  it('a declined card leaves the order payable with another card, under a new key', async () => {
    const browser = await login(1)
    const order = await walletOrder(browser, 'stripe')
    const declined = await browser.post(`/api/orders/${order.id}/card`, {
      token: await cardToken(t, '4000000000000002'),
    })
    expect(declined.status).toBe(402)
    const paid = await browser.post(`/api/orders/${order.id}/card`, {
      token: await cardToken(t, '4242424242424242'),
    })
    expect(paid.status, paid.text).toBe(200)
    expect(await chargesOf(order.id)).toHaveLength(1)
  })

  it('captures a PayPal payment once for 8 captures sent at once', async () => {
    const browser = await login(1)
    const order = await walletOrder(browser)
    const providerOrderId = (await browser.post(`/api/orders/${order.id}/wallet`, {})).body
      .providerOrderId as string
    await approve(providerOrderId)
    const replies = await Promise.all(
      Array.from({ length: 8 }, () =>
        browser.post(`/api/orders/${order.id}/wallet/capture`, { providerOrderId }),
      ),
    )
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409])
    const stored = await t.deps.woo.getOrder(order.id)
    expect(stored?.status).toBe('processing')
    const captured = await fetch(`${t.emulator.url}/sandbox/paypal/v2/checkout/orders/${providerOrderId}`, {
      headers: {
        authorization: `Basic ${Buffer.from(`${WALLET_CLIENT_ID}:${WALLET_SECRET}`).toString('base64')}`,
      },
    })
    expect(((await captured.json()) as { capture_id: string }).capture_id).toBe(stored?.transaction_id)
  })
})
