/**
 * PUT /api/admin/payment-gateways/:id { enabled }: operators switch WooCommerce's payment gateways
 * on and off from /admin/config, over HTTP to the real server and the emulator behind it. Never
 * the last way customers can pay; of parallel changes that would together leave none, one only.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Browser, startApi, type TestApi } from './harness'

let t: TestApi
let admin: Browser

/** The seed: bank transfer, card and PayPal on; cash on delivery and cheques off. */
const SEEDED = { bacs: true, stripe: true, 'ppcp-gateway': true, cod: false, cheque: false }

/** Each gateway's `enabled`, as WooCommerce has it. */
async function inStore(): Promise<Record<string, boolean>> {
  const gateways = await t.deps.woo.listPaymentGateways()
  return Object.fromEntries(gateways.map((g) => [g.id, g.enabled]))
}

/** Straight to WooCommerce, as its back office would (the test's own setup, not the route under test). */
async function setInStore(states: Record<string, boolean>): Promise<void> {
  for (const [id, enabled] of Object.entries(states)) await t.deps.woo.updatePaymentGateway(id, { enabled })
}

const switchGateway = (id: string, enabled: unknown, browser = admin) =>
  browser.put(`/api/admin/payment-gateways/${id}`, { enabled })

/** The methods the storefront's checkout offers now. */
async function checkoutMethods(): Promise<string[]> {
  const reply = await t.browser().get('/api/payment-methods')
  expect(reply.status).toBe(200)
  return reply.body.methods.map((m: { id: string }) => m.id)
}

beforeAll(async () => {
  t = await startApi()
  // Switching gateways is for administrators (a shop admin gets 403: admin.test.ts).
  admin = await t.loggedIn('administrator')
})

afterAll(async () => {
  await t?.stop()
})

afterEach(async () => {
  await t.control('/faults', 'DELETE')
  await setInStore(SEEDED)
  await t.stores.settings.saveSettings({ paymentMethods: [] })
})

describe('switching WooCommerce payment gateways from the admin', () => {
  it('switches cash on delivery on and off in WooCommerce, and checkout follows', async () => {
    expect(await inStore()).toEqual(SEEDED)
    const on = await switchGateway('cod', true)
    expect(on.status, on.text).toBe(200)
    expect(on.body.gateway).toEqual({ id: 'cod', title: 'Pagamento alla consegna', enabled: true })
    expect(on.body.gateways).toEqual([
      { id: 'bacs', title: 'Bonifico bancario', enabled: true },
      { id: 'stripe', title: 'Carta di credito o debito', enabled: true },
      { id: 'ppcp-gateway', title: 'PayPal', enabled: true },
      { id: 'cod', title: 'Pagamento alla consegna', enabled: true },
      { id: 'cheque', title: 'Assegno', enabled: false },
    ])
    expect((await inStore()).cod).toBe(true)
    expect(await checkoutMethods()).toContain('cod')
    // The configuration screen reads the same.
    const config = await admin.get('/api/admin/config')
    expect(config.body.gateways).toEqual(on.body.gateways)

    // Asked again: already so, nothing sent to WooCommerce, the same answer.
    expect((await switchGateway('cod', true)).body.gateway.enabled).toBe(true)

    const off = await switchGateway('cod', false)
    expect(off.status).toBe(200)
    expect(off.body.gateway.enabled).toBe(false)
    expect(await inStore()).toEqual(SEEDED)
    expect(await checkoutMethods()).not.toContain('cod')
    expect(t.logs.some((line) => line.includes('payment gateway switched'))).toBe(true)
  })

  it('refuses visitors, customers, bad ids and bodies in Italian, and changes nothing', async () => {
    const customer = await t.loggedIn('customer')
    const anonymous = await switchGateway('cod', true, t.browser())
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.error.message).toBe('Questa sezione è riservata agli operatori del negozio')
    const shopper = await switchGateway('cod', true, customer)
    expect(shopper.status).toBe(403)
    expect(shopper.body.error.code).toBe('staff_only')

    const unknown = await switchGateway('contanti', true)
    expect(unknown.status).toBe(404)
    expect(unknown.body.error).toEqual({
      code: 'not_found',
      message: 'Metodo di pagamento sconosciuto in WooCommerce: contanti',
    })
    const badId = await switchGateway('co%20d', true)
    expect(badId.status).toBe(400)
    expect(badId.body.error).toEqual({
      code: 'invalid_gateway_id',
      message: 'ID del metodo di pagamento non valido',
    })
    for (const enabled of ['sì', 'true', 1, null, undefined]) {
      const reply = await switchGateway('cod', enabled)
      expect(reply.status, JSON.stringify(enabled)).toBe(400)
      expect(reply.body.error.message).toBe(
        'Indica enabled: true per attivare il metodo, false per disattivarlo',
      )
    }
    const extra = await admin.put('/api/admin/payment-gateways/cod', { enabled: true, title: 'Contanti' })
    expect(extra.status).toBe(400)
    expect(extra.body.error.message).toBe(
      'Qui si attiva o disattiva soltanto il metodo ({ "enabled": true } o false): title non si cambia',
    )
    const broken = await admin.request('PUT', '/api/admin/payment-gateways/cod', { raw: '{"enabled":' })
    expect(broken.status).toBe(400)
    expect(broken.body.error.code).toBe('invalid_json')
    expect(await inStore()).toEqual(SEEDED)
  })

  it('never switches off the last gateway enabled in WooCommerce (422, nothing changed)', async () => {
    await setInStore({ stripe: false, 'ppcp-gateway': false })
    const last = await switchGateway('bacs', false)
    expect(last.status).toBe(422)
    expect(last.body.error).toEqual({
      code: 'no_payment_method',
      message:
        '«Bonifico bancario» è l’ultimo metodo di pagamento attivo in WooCommerce: se lo disattivi, i clienti non possono pagare. Attiva prima un altro metodo. Non è cambiato nulla.',
    })
    expect((await inStore()).bacs).toBe(true)
    expect(await checkoutMethods()).toEqual(['bacs'])
    // With another one on first, it may go.
    expect((await switchGateway('cod', true)).status).toBe(200)
    expect((await switchGateway('bacs', false)).status).toBe(200)
    expect(await checkoutMethods()).toEqual(['cod'])
  })

  it('never switches off the only enabled one among the methods offered at checkout', async () => {
    expect((await admin.put('/api/admin/config', { paymentMethods: ['bacs', 'cod'] })).status).toBe(200)
    const refused = await switchGateway('bacs', false)
    expect(refused.status).toBe(422)
    expect(refused.body.error).toEqual({
      code: 'no_payment_method',
      message:
        '«Bonifico bancario» è l’unico metodo attivo tra quelli offerti al checkout (Metodi di pagamento al checkout): se lo disattivi, i clienti non possono pagare. Offri prima un altro metodo attivo. Non è cambiato nulla.',
    })
    expect((await inStore()).bacs).toBe(true)
    // Card and PayPal are not offered: switching them off leaves checkout as it is.
    expect((await switchGateway('stripe', false)).status).toBe(200)
    expect(await checkoutMethods()).toEqual(['bacs'])
  })

  it('of two operators switching off the last two gateways at once, one succeeds and the other is refused', async () => {
    // WooCommerce reads slowly: without one change at a time, both would see two gateways on,
    // both would switch theirs off, and customers would have no way to pay.
    await t.control('/faults', 'POST', {
      path: '/wp-json/wc/v3/payment_gateways',
      method: 'GET',
      delayMs: 300,
    })
    const other = await t.loggedIn('administrator')
    for (const [first, second] of [
      ['bacs', 'stripe'],
      ['stripe', 'bacs'],
      ['bacs', 'stripe'],
    ] as const) {
      await setInStore({ ...SEEDED, 'ppcp-gateway': false })
      const replies = await Promise.all([switchGateway(first, false), switchGateway(second, false, other)])
      expect(replies.map((r) => r.status).sort()).toEqual([200, 422])
      const refused = replies.find((r) => r.status === 422)
      expect(refused?.body.error.code).toBe('no_payment_method')
      expect(refused?.body.error.message).toMatch(/è l’ultimo metodo di pagamento attivo in WooCommerce/)
      const states = await inStore()
      expect([states.bacs, states.stripe].filter(Boolean)).toHaveLength(1)
      expect(await checkoutMethods()).toHaveLength(1)
    }
  })

  it('of twelve switch-offs at once over four gateways, exactly those that leave one on succeed', async () => {
    await t.control('/faults', 'POST', {
      path: '/wp-json/wc/v3/payment_gateways',
      method: 'GET',
      delayMs: 50,
    })
    const operators = [admin, await t.loggedIn('administrator'), await t.loggedIn('administrator')]
    await setInStore({ ...SEEDED, cod: true })
    const four = ['bacs', 'stripe', 'ppcp-gateway', 'cod'] as const
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        switchGateway(four[i % 4] as string, false, operators[i % operators.length]),
      ),
    )
    // Three gateways can go (the first request of each succeeds, a repeat finds it off already):
    // never the fourth, whoever asks and in whatever order.
    const refused = replies.filter((r) => r.status === 422)
    expect(replies.every((r) => r.status === 200 || r.status === 422)).toBe(true)
    expect(refused.length).toBeGreaterThanOrEqual(1)
    for (const reply of refused) expect(reply.body.error.code).toBe('no_payment_method')
    const states = await inStore()
    expect(four.filter((id) => states[id])).toHaveLength(1)
    expect(await checkoutMethods()).toHaveLength(1)
  })

  it("a switch and a save of checkout's methods at once never leave checkout without a method", async () => {
    // WooCommerce writes slowly: the save, sent while the card is being switched off, would still
    // read it on and offer only the card, which is then off. One change at a time: the save waits,
    // then sees the card off and is refused.
    await t.control('/faults', 'POST', {
      path: '/wp-json/wc/v3/payment_gateways/',
      method: 'PUT',
      delayMs: 400,
    })
    const other = await t.loggedIn('administrator')
    await setInStore({ ...SEEDED, 'ppcp-gateway': false })
    const off = switchGateway('stripe', false, other)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const save = await admin.put('/api/admin/config', { paymentMethods: ['stripe'] })
    expect((await off).status).toBe(200)
    expect(save.status).toBe(422)
    expect(save.body.error.message).toBe(
      'Il metodo scelto è disattivato in WooCommerce (Carta di credito o debito): i clienti non potrebbero pagare. Scegli almeno un metodo attivo, o attivalo prima in WooCommerce.',
    )
    expect(await checkoutMethods()).toEqual(['bacs'])
  })

  it('answers 503 in Italian when WooCommerce does not answer, and lets the next change through', async () => {
    await t.control('/faults', 'POST', { path: '/wp-json/wc/v3/payment_gateways', status: 503, times: 1 })
    const down = await switchGateway('cod', true)
    expect(down.status).toBe(503)
    expect(down.body.error.message).toBe('Il negozio non risponde in questo momento. Riprova tra poco.')
    expect((await inStore()).cod).toBe(false)
    expect((await switchGateway('cod', true)).status).toBe(200)
  })
})
