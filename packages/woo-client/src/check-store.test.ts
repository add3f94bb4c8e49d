import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Harness, startHarness } from './testing/start-harness'

let h: Harness

beforeAll(async () => {
  h = await startHarness()
}, 120_000)

afterAll(async () => {
  await h?.stop()
})

/** A store that answers every call with one WordPress error (a fake fetch). */
const answering = (status: number, body: unknown, type = 'application/json') =>
  h.makeClient({
    fetch: async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': type },
      }),
  })

/** The emulator in-process behind an https address (a store served over TLS). */
const overHttps = (overrides: { consumerKey?: string; consumerSecret?: string } = {}) =>
  h.makeClient({
    baseUrl: 'https://negozio.example',
    fetch: (input, init) => Promise.resolve(h.emulator.app.fetch(new Request(input, init))),
    ...overrides,
  })

describe('checkStore: whether the shop can work with the store, and what is wrong when not', () => {
  it('says it works, and how the calls are authenticated', async () => {
    expect(await h.client.checkStore()).toEqual({
      ok: true,
      authentication: 'oauth1',
      problem: null,
      step: null,
      message:
        'Connessione a WooCommerce riuscita: prodotti e metodi di pagamento (su http con la firma OAuth 1.0a)',
      status: 200,
      code: null,
      serverMessage: null,
    })
    const https = await overHttps().checkStore()
    expect(https).toMatchObject({ ok: true, authentication: 'basic' })
    expect(https.message).toContain('su https con le chiavi API')
  })

  it('wrong keys: an unknown key (http or https), a wrong secret over https', async () => {
    const unknown = await h.makeClient({ consumerKey: 'ck_sconosciuta' }).checkStore()
    expect(unknown).toMatchObject({
      ok: false,
      problem: 'wrong-keys',
      step: 'products',
      status: 401,
      code: 'woocommerce_rest_authentication_error',
      serverMessage: 'Consumer key is invalid.',
    })
    expect(unknown.message).toBe(
      "WooCommerce non riconosce la chiave API (consumer key): controlla chiave e segreto ('Consumer key is invalid.')",
    )
    const unknownHttps = await overHttps({ consumerKey: 'ck_sconosciuta' }).checkStore()
    expect(unknownHttps).toMatchObject({ problem: 'wrong-keys', code: 'woocommerce_rest_cannot_view' })
    expect(unknownHttps.message).toMatch(/^WooCommerce non accetta le chiavi API: la chiave non esiste/)
    const secretHttps = await overHttps({ consumerSecret: 'cs_sbagliato' }).checkStore()
    expect(secretHttps).toMatchObject({ problem: 'wrong-keys', serverMessage: 'Consumer secret is invalid.' })
    expect(secretHttps.message).toMatch(/^WooCommerce rifiuta il segreto della chiave API/)
  })

  it('http refused: the signature refused (wrong secret, another address) or ignored by the store', async () => {
    for (const client of [
      h.makeClient({ consumerSecret: 'cs_sbagliato' }),
      // The same emulator under another name than its site address: WooCommerce signs with its own.
      h.makeClient({ baseUrl: h.emulator.url.replace('127.0.0.1', 'localhost') }),
    ]) {
      const check = await client.checkStore()
      expect(check).toMatchObject({
        ok: false,
        problem: 'http-refused',
        serverMessage: 'Invalid signature - provided signature does not match.',
      })
      expect(check.message).toMatch(
        /^Su http WooCommerce accetta le chiavi solo con la firma OAuth 1\.0a, e il negozio rifiuta la firma/,
      )
      expect(check.message).toContain("usa l'indirizzo https")
    }
    const ignored = await answering(401, {
      code: 'woocommerce_rest_cannot_view',
      message: 'Sorry, you cannot list resources.',
      data: { status: 401 },
    }).checkStore()
    expect(ignored).toMatchObject({ problem: 'http-refused', code: 'woocommerce_rest_cannot_view' })
    expect(ignored.message).toBe(
      "Su http WooCommerce non accetta le chiavi API, e il negozio ha ignorato anche la firma OAuth 1.0a (401 woocommerce_rest_cannot_view): usa l'indirizzo https del negozio",
    )
  })

  it("a clock more than 15 minutes off the store's", async () => {
    const check = await h
      .makeClient({ now: () => new Date(h.emulator.context.now().getTime() + 20 * 60_000) })
      .checkStore()
    expect(check).toMatchObject({ problem: 'clock', serverMessage: 'Invalid timestamp.' })
    expect(check.message).toContain('oltre 15 minuti')
  })

  it('unreachable, and an address where WooCommerce does not answer', async () => {
    const down = await h.makeClient({ baseUrl: 'http://127.0.0.1:9' }).checkStore()
    expect(down).toMatchObject({ ok: false, problem: 'unreachable', status: 0, code: 'network_error' })
    expect(down.message).toBe(
      'Il negozio WooCommerce non risponde: Impossibile raggiungere il negozio (prodotti)',
    )
    const page = await answering(404, '<html>Pagina non trovata</html>', 'text/html').checkStore()
    expect(page).toMatchObject({ problem: 'not-woocommerce', status: 404 })
    expect(page.message).toMatch(/^All'indirizzo del negozio non risponde l'API REST di WooCommerce \(404 /)
  })

  it("keys of a user who may not manage the shop, and the store's own errors, naming the failed call", async () => {
    const customerKeys = await answering(403, {
      code: 'woocommerce_rest_cannot_view',
      message: 'Sorry, you cannot list resources.',
      data: { status: 403 },
    }).checkStore()
    expect(customerKeys).toMatchObject({ problem: 'no-permission', status: 403 })
    expect(customerKeys.message).toMatch(/servono chiavi di un amministratore o di un gestore/)
    await h.control('/faults', 'POST', { path: '/wp-json/wc/v3/payment_gateways', status: 500, times: 1 })
    const gateways = await h.client.checkStore()
    expect(gateways).toMatchObject({
      ok: false,
      problem: 'store-error',
      step: 'payment_gateways',
      status: 500,
    })
    expect(gateways.message).toMatch(
      /^Il negozio WooCommerce risponde con un errore \(500.*\(metodi di pagamento\)$/,
    )
  })
})
