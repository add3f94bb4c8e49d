/**
 * Issue 15: at start the server checks WooCommerce once (the keys and a product list, then the
 * payment gateways), keeps running whatever the answer, and logs one line saying that it works or
 * what is wrong; GET /api/ready answers the same (503 with that Italian message while it is wrong)
 * and checks again when asked. The real server process is started as `npm start` starts it,
 * pointed at a store through WOO_BASE_URL (an emulator standing in for a real store on http).
 */
import { type RunningEmulator, startEmulator } from '@shop/woo-emulator'
import { builtInZones } from '@shop/zones/bari'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, realStoreEnv, type SpawnedShop, spawnShop } from '../dev/spawn-shop'
import { createStoreConnection, STORE_CHECK_REUSE_MS } from '../src/store-connection'
import { startApi, type TestApi } from './harness'

let emulator: RunningEmulator

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, customers: 40 })
})

afterAll(async () => {
  await emulator?.stop()
})

/** A real store's variables (production: a session secret and an https public address). */
const realStore = (env: Record<string, string> = {}) =>
  realStoreEnv(emulator, {
    SESSION_SECRET: 'a-real-session-secret-for-the-store-check-0123456789',
    PUBLIC_URL: 'https://www.baribevande.example',
    ...env,
  })

/**
 * Starts the shop on a store, waits for its WooCommerce line, and gives that line, every line
 * naming WooCommerce, and what GET /api/ready and /api/health answer.
 */
async function startOn(env: Record<string, string>, then?: RegExp) {
  const shop: SpawnedShop = await spawnShop({ env: realStore(env) })
  try {
    const line = await shop.waitForLine(/ WooCommerce: /)
    if (then) await shop.waitForLine(then)
    const ready = await fetch(`${shop.url}/api/ready`)
    const health = await fetch(`${shop.url}/api/health`)
    return {
      line,
      lines: shop
        .output()
        .split('\n')
        .filter((l) => / WooCommerce: /.test(l)),
      ready: { status: ready.status, body: (await ready.json()) as Record<string, unknown> },
      health: health.status,
    }
  } finally {
    await shop.stop()
  }
}

describe('the start-up check of a server with WOO_BASE_URL', () => {
  it('says WooCommerce works (over http, with OAuth 1.0a signatures) and answers ready', async () => {
    // The emulator as a stock store: it has not registered the shop's 'In consegna' status.
    const { line, lines, ready } = await startOn({}, /out-for-delivery/)
    expect(line).toMatch(
      /INFO WooCommerce: Connessione a WooCommerce riuscita: prodotti e metodi di pagamento \(su http con la firma OAuth 1\.0a\)/,
    )
    expect(line).toContain(`"store":"${emulator.url}"`)
    expect(lines).toHaveLength(2)
    expect(lines[1]).toMatch(
      /WARN WooCommerce: the order status 'out-for-delivery' \('In consegna'\) is not registered/,
    )
    expect(ready).toEqual({ status: 200, body: { status: 'ready' } })
  }, 90_000)

  it('wrong keys: one line naming them, the server up, /api/ready 503 with the same message', async () => {
    const { line, lines, ready, health } = await startOn({ WOO_CONSUMER_KEY: 'ck_non_esiste' })
    const message =
      "WooCommerce non riconosce la chiave API (consumer key): controlla chiave e segreto ('Consumer key is invalid.')"
    expect(line).toContain(`ERROR WooCommerce: ${message}`)
    expect(line).toContain('"problem":"wrong-keys"')
    expect(lines).toHaveLength(1)
    expect(health).toBe(200)
    expect(ready).toEqual({ status: 503, body: { status: 'unavailable', problem: 'wrong-keys', message } })
  }, 90_000)

  it('http without OAuth working: the store refuses the signature (it signs with another address)', async () => {
    // The emulator's site address is 127.0.0.1: under another name its signatures never match,
    // and over http it takes no key without one, so nothing gets in.
    const { line, lines, ready } = await startOn({
      WOO_BASE_URL: emulator.url.replace('127.0.0.1', 'localhost'),
    })
    expect(line).toMatch(
      /ERROR WooCommerce: Su http WooCommerce accetta le chiavi solo con la firma OAuth 1\.0a, e il negozio rifiuta la firma/,
    )
    expect(line).toContain('"problem":"http-refused"')
    expect(lines).toHaveLength(1)
    expect(ready.status).toBe(503)
    expect(ready.body.problem).toBe('http-refused')
    expect(line).toContain(String(ready.body.message))
  }, 90_000)

  it('unreachable: one line, and /api/ready 503 saying the store does not answer', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`
    const { line, lines, ready, health } = await startOn({ WOO_BASE_URL: closed })
    const message = 'Il negozio WooCommerce non risponde: Impossibile raggiungere il negozio (prodotti)'
    expect(line).toContain(`ERROR WooCommerce: ${message}`)
    expect(line).toContain(`"store":"${closed}"`)
    expect(lines).toHaveLength(1)
    expect(health).toBe(200)
    expect(ready).toEqual({ status: 503, body: { status: 'unavailable', problem: 'unreachable', message } })
  }, 90_000)
})

describe('the start-up line of the delivery sources (issue 22)', () => {
  const plugins = (installed: boolean) =>
    fetch(`${emulator.url}/__emulator/plugins`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orddd: installed, portal: installed }),
    })

  it("a store without Order Delivery Date and the portal: one INFO line naming the shop's zones and rules, no warning on requests", async () => {
    await plugins(false)
    const shop = await spawnShop({ env: realStore() })
    try {
      const line = await shop.waitForLine(/ Calendario e fasce: /)
      expect(line).toMatch(
        / INFO Calendario e fasce: dalle zone e dalle regole del negozio \(plugin Order Delivery Date assente\); disponibilità dei furgoni: nessun filtro per furgone \(portale consegne assente\)$/,
      )
      const japigia = builtInZones().find((zone) => zone.name === 'Japigia')?.id as string
      for (let i = 0; i < 3; i++) {
        const calendar = (await (
          await fetch(`${shop.url}/api/delivery/calendar?zoneId=${japigia}`)
        ).json()) as {
          dates: { date: string }[]
          source: string
          message?: string
        }
        expect(calendar.source).toBe('fallback')
        expect(calendar.message).toBeUndefined()
        const date = calendar.dates[i]?.date as string
        const slots = (await (
          await fetch(`${shop.url}/api/delivery/slots?date=${date}&zoneId=${japigia}`)
        ).json()) as {
          slots: unknown[]
          source: string
          message?: string
        }
        expect(slots.source).toBe('fallback')
        expect(slots.message).toBeUndefined()
        expect(slots.slots.length).toBeGreaterThan(0)
      }
      const lines = shop.output().split('\n')
      expect(lines.filter((l) => / Calendario e fasce: /.test(l))).toEqual([line])
      // The emulator, a stock store, lacks 'In consegna': that warning is another matter.
      expect(lines.filter((l) => / WARN /.test(l) && !/out-for-delivery/.test(l))).toEqual([])
    } finally {
      await shop.stop()
      await plugins(true)
    }
  }, 90_000)
})

describe('GET /api/ready checks again when asked', () => {
  let t: TestApi
  let clock = 0
  beforeAll(async () => {
    t = await startApi()
    t.deps.connection = createStoreConnection(t.deps.woo, {
      log: t.deps.log,
      storeUrl: t.emulator.url,
      now: () => clock,
    })
  })
  afterAll(async () => {
    await t?.stop()
  })

  it('goes 503 when the store fails and back to ready when it answers, logging each change once', async () => {
    const browser = t.browser()
    const woo = () => t.logs.filter((line) => / WooCommerce: /.test(line))
    expect((await browser.get('/api/ready')).status).toBe(200)
    await t.control('/faults', 'POST', { path: '/wp-json/wc/v3/payment_gateways', status: 500 })
    // Within 5 s the last check is reused.
    clock += STORE_CHECK_REUSE_MS - 1
    expect((await browser.get('/api/ready')).status).toBe(200)
    clock += 2
    const failing = await browser.get('/api/ready')
    expect(failing.status).toBe(503)
    expect(failing.body).toMatchObject({ problem: 'store-error' })
    expect(failing.body.message).toMatch(
      /^Il negozio WooCommerce risponde con un errore \(500.*\(metodi di pagamento\)$/,
    )
    clock += STORE_CHECK_REUSE_MS
    expect((await browser.get('/api/ready')).status).toBe(503)
    await t.control('/faults', 'DELETE')
    clock += STORE_CHECK_REUSE_MS
    expect((await browser.get('/api/ready')).status).toBe(200)
    expect(woo().map((line) => line.split(' ')[1])).toEqual(['INFO', 'ERROR', 'INFO'])
  })
})
