/*
 * Three API processes on one PostgreSQL database behind a round-robin proxy (issue 25): what a shop
 * with several instances (a rolling deploy, two machines for safety) must still get right. Each
 * process is the shop as index.ts starts it (test/multi-instance/instance.ts: startShop on the
 * environment below), on an emulator standing in for the real store, with a real SMTP server and
 * the emulator's card sandbox; the proxy hands each request to the next process in turn.
 */
import { randomUUID } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_DELIVERY_RULES, isoDateOf, romeDayNumber, TIME_SLOTS } from '@shop/slots'
import { CARD_SECRET, type RunningEmulator, startEmulator } from '@shop/woo-emulator'
import { VEHICLES } from '@shop/zones'
import { builtInZones } from '@shop/zones/bari'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sandboxCard } from '../src/adapters/card'
import { DEMO_SELLER } from '../src/config'
import {
  type Browser,
  cardToken,
  clientAt,
  createBrowser,
  JAPIGIA_HOME,
  type Reply,
  TEST_INSTANT,
  testClock,
  wooRequest,
} from './harness'
import { type RoundRobinProxy, startRoundRobinProxy } from './multi-instance/round-robin-proxy'
import { type Instance, instanceEnv, startInstance } from './multi-instance/spawn-instance'
import { freshPostgresUrl } from './postgres/store-backends'
import { startSmtp, type TestSmtp } from './transports'

const INSTANCES = 3
const MINUTE = 60_000
const JAPIGIA = builtInZones().find((zone) => zone.name === 'Japigia')?.id as string

const clock = testClock()
let emulator: RunningEmulator
let smtp: TestSmtp
let proxy: RoundRobinProxy
const upstreams: string[] = []
const instances: Instance[] = []
let staff: Browser
let woo: Parameters<typeof wooRequest>[0]

/** The shop's time moves on by `ms` everywhere: the store's clock and every instance's. */
function advance(ms: number): void {
  clock.advance(ms)
  for (const instance of instances) instance.advance(ms)
}

async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 20_000,
  everyMs = 100,
): Promise<T> {
  const deadline = performance.now() + timeoutMs
  for (;;) {
    const found = await probe()
    if (found !== undefined) return found
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((done) => setTimeout(done, everyMs))
  }
}

const guest = (n: number, tag: string) => ({
  firstName: 'Cliente',
  lastName: `Numero ${n}`,
  email: `${tag}.${n}.${randomUUID().slice(0, 6)}@example.it`,
  phone: '333 123 4567',
})

/** A guest's checkout through the proxy, from its own address, with its own idempotency key. */
function checkout(
  n: number,
  body: { productId: number; date: string; slot: string; paymentMethod?: string; tag: string },
  key = `multi-${randomUUID()}`,
  buyer = guest(n, body.tag),
) {
  const request = () =>
    createBrowser(proxy.url, clientAt(10 + (n % 200))).request('POST', '/api/orders', {
      body: {
        items: [{ productId: body.productId, quantity: 1 }],
        ...JAPIGIA_HOME,
        delivery: { date: body.date, slot: body.slot },
        paymentMethod: body.paymentMethod ?? 'cod',
        guest: buyer,
      },
      headers: { 'Idempotency-Key': key },
    })
  return { request, key, buyer }
}

async function newProduct(stock: number): Promise<number> {
  const made = await wooRequest(woo, 'POST', '/products', {
    name: `Acqua Minerale ${randomUUID().slice(0, 6)}`,
    // Above the zone's minimum order (15 €) with one unit.
    regular_price: '18.00',
    manage_stock: true,
    stock_quantity: stock,
  })
  expect(made.status, made.text).toBe(201)
  return made.body.id as number
}

/** The orders WooCommerce has with `productId` in them. */
async function ordersWith(productId: number): Promise<{ id: number; email: string; status: string }[]> {
  const found = await wooRequest(woo, 'GET', `/orders?product=${productId}&per_page=100&status=any`)
  expect(found.status, found.text).toBe(200)
  return (found.body as { id: number; billing: { email: string }; status: string }[]).map((order) => ({
    id: order.id,
    email: order.billing.email,
    status: order.status,
  }))
}

/** A weekday a week or more ahead, from the calendar as offered. */
async function workingDay(skip = 0): Promise<string> {
  const reply = await createBrowser(proxy.url).get('/api/delivery/calendar')
  expect(reply.status, reply.text).toBe(200)
  const from = isoDateOf(romeDayNumber(clock()) + 7)
  const days = (reply.body.dates as { date: string }[])
    .map((d) => d.date)
    .filter((d) => d >= from && new Date(`${d}T12:00:00Z`).getUTCDay() !== 6)
  return days[skip] as string
}

/** The `skip`th slot of `date` a shopper in Japigia can book now. */
async function openSlot(date: string, skip = 0): Promise<string> {
  const reply = await createBrowser(proxy.url).get(`/api/delivery/slots?date=${date}&zoneId=${JAPIGIA}`)
  expect(reply.status, reply.text).toBe(200)
  const open = (reply.body.slots as { slot: string; bookable: boolean }[]).filter((s) => s.bookable)
  return open[skip]?.slot as string
}

const statuses = (replies: Reply[]) => replies.map((reply) => reply.status).sort()
const mailsTo = (address: string) =>
  smtp.received.filter((mail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : '').includes(address))

beforeAll(async () => {
  emulator = await startEmulator({
    port: 0,
    customers: 50,
    seedCache: join(tmpdir(), 'woo-emulator-seeds'),
    now: clock,
  })
  emulator.context.store.run(
    "UPDATE gateways SET doc = json_set(doc, '$.enabled', json('true')) WHERE id = 'cod'",
  )
  for (const vehicle of VEHICLES) {
    const reply = await fetch(`${emulator.url}/__emulator/timeslots`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ vehicle, slots: [...TIME_SLOTS] }),
    })
    expect(reply.ok).toBe(true)
  }
  woo = { baseUrl: emulator.url, ...emulator.credentials, now: clock }
  smtp = await startSmtp()
  const databaseUrl = await freshPostgresUrl()
  proxy = await startRoundRobinProxy(upstreams)
  const card = sandboxCard(emulator.url)
  const env = instanceEnv(emulator, proxy.url, databaseUrl, {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'ordini@baribevande.it',
    CARD_API_URL: card.apiUrl ?? '',
    CARD_SCRIPT_URL: card.scriptUrl,
    CARD_PUBLISHABLE_KEY: card.publishableKey,
    CARD_SECRET: card.secret,
    SLOTS_CACHE_SECONDS: '0',
    ORDER_WATCH_SECONDS: '1',
  })
  // One at a time: the first migrates the database (the others would wait on its lock anyway).
  for (let index = 0; index < INSTANCES; index++) instances.push(await startInstance(env, TEST_INSTANT))
  upstreams.push(...instances.map((instance) => instance.url))
  const info = (await (await fetch(`${emulator.url}/__emulator`)).json()) as {
    demoAccounts: { role: string; username: string; password: string }[]
  }
  const manager = info.demoAccounts.find((account) => account.role === 'shop_manager')
  staff = createBrowser(proxy.url)
  const login = await staff.post('/api/auth/login', { login: manager?.username, password: manager?.password })
  expect(login.status, login.text).toBe(200)
  // A real store takes no order before an administrator enters the seller (issue 27); every
  // instance hears of the save (LISTEN/NOTIFY) before the checkouts start.
  const administrator = info.demoAccounts.find((account) => account.role === 'administrator')
  const admin = createBrowser(proxy.url)
  const adminLogin = await admin.post('/api/auth/login', {
    login: administrator?.username,
    password: administrator?.password,
  })
  expect(adminLogin.status, adminLogin.text).toBe(200)
  const saved = await admin.put('/api/admin/config', { seller: DEMO_SELLER })
  expect(saved.status, saved.text).toBe(200)
  for (const instance of instances)
    await until('the seller on every instance', async () =>
      (await createBrowser(instance.url).get('/api/config')).body.seller ? true : undefined,
    )
}, 240_000)

afterAll(async () => {
  for (const instance of instances) instance.stop()
  await proxy?.stop()
  await smtp?.close()
  await emulator?.stop()
})

describe('three API instances on one PostgreSQL database', () => {
  it('a session made on one instance works on the other two', async () => {
    const info = (await (await fetch(`${emulator.url}/__emulator`)).json()) as {
      demoAccounts: { role: string; username: string; password: string }[]
    }
    const customer = info.demoAccounts.find((account) => account.role === 'customer')
    const [first, ...others] = instances as [Instance, ...Instance[]]
    const onFirst = createBrowser(first.url)
    const login = await onFirst.post('/api/auth/login', {
      login: customer?.username,
      password: customer?.password,
    })
    expect(login.status, login.text).toBe(200)
    for (const other of others) {
      const browser = createBrowser(other.url)
      for (const [name, value] of onFirst.cookies) browser.cookies.set(name, value)
      const me = await browser.get('/api/auth/me')
      expect(me.status).toBe(200)
      expect(me.body.user).toMatchObject({ id: login.body.user.id })
    }
    // Logged out on the last one: the first one no longer knows the session either.
    const last = createBrowser(others[others.length - 1]?.url as string)
    for (const [name, value] of onFirst.cookies) last.cookies.set(name, value)
    expect((await last.post('/api/auth/logout')).status).toBeLessThan(300)
    expect((await onFirst.get('/api/auth/me')).body.user).toBeNull()
  })

  it('30 shoppers at once for the last unit, through all three: one order, 29 told it is gone', async () => {
    const productId = await newProduct(1)
    const date = await workingDay(0)
    const slot = await openSlot(date)
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, n) => checkout(n, { productId, date, slot, tag: 'unita' }).request()),
    )
    expect(statuses(replies), replies[0]?.text).toEqual([201, ...Array(29).fill(409)])
    for (const refused of replies.filter((reply) => reply.status === 409))
      expect(refused.body.error.code).toBe('products_unavailable')
    expect(await ordersWith(productId)).toHaveLength(1)
    // Each instance took its share of the requests.
    expect(proxy.given.every((count) => count >= 10)).toBe(true)
  })

  it('30 shoppers at once for the last place in a van, after a change of rules every instance sees', async () => {
    const rules = await staff.put('/api/admin/delivery-rules', {
      ...DEFAULT_DELIVERY_RULES,
      defaultCapacity: { orders: 1 },
    })
    expect(rules.status, rules.text).toBe(200)
    const date = await workingDay(1)
    const slot = await openSlot(date, 1)
    // Each instance hears of the new rules (PostgreSQL's NOTIFY) before the rush.
    for (const instance of instances)
      await until(`the new rules on ${instance.url}`, async () => {
        const reply = await createBrowser(instance.url).get(
          `/api/delivery/slots?date=${date}&zoneId=${JAPIGIA}`,
        )
        const offered = (reply.body.slots as { slot: string; remaining: number | null }[]).find(
          (s) => s.slot === slot,
        )
        return offered?.remaining === 1 ? true : undefined
      })
    const productId = await newProduct(500)
    try {
      const replies = await Promise.all(
        Array.from({ length: 30 }, (_, n) => checkout(n, { productId, date, slot, tag: 'posto' }).request()),
      )
      expect(statuses(replies), replies[0]?.text).toEqual([201, ...Array(29).fill(409)])
      for (const refused of replies.filter((reply) => reply.status === 409))
        expect(refused.body.error.code).toBe('slot_full')
      expect(await ordersWith(productId)).toHaveLength(1)
    } finally {
      expect((await staff.put('/api/admin/delivery-rules', DEFAULT_DELIVERY_RULES)).status).toBe(200)
    }
  })

  it('8 card payments of one order at once, on all three: one charge', async () => {
    const productId = await newProduct(50)
    const date = await workingDay(2)
    const placed = await checkout(0, {
      productId,
      date,
      slot: await openSlot(date, 2),
      paymentMethod: 'stripe',
      tag: 'carta',
    }).request()
    expect(placed.status, placed.text).toBe(201)
    const tokens = await Promise.all(Array.from({ length: 8 }, () => cardToken({ emulator })))
    const replies = await Promise.all(
      tokens.map((token, n) =>
        createBrowser(proxy.url, clientAt(100 + n)).post(`/api/orders/${placed.body.id}/card`, {
          token,
          key: placed.body.orderKey,
        }),
      ),
    )
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1)
    const charges = (await (
      await fetch(`${emulator.url}/sandbox/card/v1/charges`, {
        headers: { authorization: `Bearer ${CARD_SECRET}` },
      })
    ).json()) as { data: { reference: string; status?: string }[] }
    expect(charges.data.filter((charge) => charge.reference === String(placed.body.id))).toHaveLength(1)
  })

  it('one mail per order with three queue workers, and a back-office change told once by the order watch', async () => {
    const productId = await newProduct(50)
    const date = await workingDay(3)
    const slot = await openSlot(date, 3)
    const placed = await Promise.all(
      Array.from({ length: 6 }, (_, n) => {
        const one = checkout(n, { productId, date, slot, tag: 'posta' })
        return one.request().then((reply) => ({ reply, email: one.buyer.email }))
      }),
    )
    for (const { reply } of placed) expect(reply.status, reply.text).toBe(201)
    for (const { email } of placed)
      await until(`the mail to ${email}`, async () => (mailsTo(email).length > 0 ? true : undefined))
    // Every worker has had its rounds meanwhile: still one mail each.
    await new Promise((done) => setTimeout(done, 3_000))
    for (const { email } of placed) expect(mailsTo(email)).toHaveLength(1)

    // Delivered, as an operator marks it in WooCommerce's back office; the watch sees changes 30 s old.
    const [first] = placed
    const completed = await wooRequest(woo, 'PUT', `/orders/${first?.reply.body.id}`, { status: 'completed' })
    expect(completed.status, completed.text).toBe(200)
    advance(MINUTE)
    const email = first?.email as string
    await until('the mail of the delivery', async () => (mailsTo(email).length > 1 ? true : undefined))
    await new Promise((done) => setTimeout(done, 4_000))
    expect(mailsTo(email)).toHaveLength(2)
  })

  it('one instance killed in the middle of a checkout burst: no order lost, nothing sold twice', async () => {
    const STOCK = 10
    const productId = await newProduct(STOCK)
    const date = await workingDay(4)
    const slot = await openSlot(date, 4)
    const shoppers = Array.from({ length: 24 }, (_, n) =>
      checkout(n, { productId, date, slot, tag: 'crash' }),
    )
    const victim = instances[INSTANCES - 1] as Instance
    const givenBefore = proxy.given[INSTANCES - 1] ?? 0
    const answers = shoppers.map((shopper) => shopper.request())
    // Killed as soon as the burst reaches it.
    await until(
      'the burst on the last instance',
      async () => ((proxy.given[INSTANCES - 1] ?? 0) > givenBefore ? true : undefined),
      10_000,
      2,
    )
    victim.child.kill('SIGKILL')
    const first = await Promise.all(answers)
    // A checkout whose instance died answers 502; its key stays taken by the dead request until
    // it is stale (2 minutes), then the shopper's retry, with the same key, finishes it elsewhere.
    advance(3 * MINUTE)
    const final: Reply[] = []
    for (const [index, shopper] of shoppers.entries()) {
      let reply = first[index] as Reply
      for (
        let attempt = 0;
        reply.status === 502 || reply.body?.error?.code === 'idempotency_pending';
        attempt++
      ) {
        expect(attempt).toBeLessThan(5)
        reply = await shopper.request()
      }
      final.push(reply)
    }
    // The requests the killed instance was working on were lost with it (8 of 24 in the runs here),
    // and their retries were answered (an order the dead request had made is found by its marker).
    expect(first.some((reply) => reply.status === 502)).toBe(true)
    for (const reply of final) expect([201, 409]).toContain(reply.status)
    const orders = await ordersWith(productId)
    const answered = final.flatMap((reply) => (reply.status === 201 ? [reply.body.id as number] : []))
    // Every order WooCommerce has is one a shopper was answered with, once: none lost, none twice.
    expect(orders.map((order) => order.id).sort()).toEqual([...answered].sort())
    expect(new Set(orders.map((order) => order.email)).size).toBe(orders.length)
    // Nothing sold twice: at most the stock, and WooCommerce's count agrees.
    expect(orders.length).toBeLessThanOrEqual(STOCK)
    const product = await wooRequest(woo, 'GET', `/products/${productId}`)
    expect(product.body.stock_quantity).toBe(STOCK - orders.length)
    // Nothing held for good by the dead requests: a shopper refused during the burst (the units
    // were held then) who asks again now buys what is left, one unit each, and then no more.
    const left = STOCK - orders.length
    const late = Array.from({ length: left + 1 }, (_, n) =>
      checkout(100 + n, { productId, date, slot, tag: 'dopo' }),
    )
    const lateReplies: Reply[] = []
    for (const shopper of late) lateReplies.push(await shopper.request())
    expect(lateReplies.map((reply) => reply.status)).toEqual([...Array(left).fill(201), 409])
    expect(await ordersWith(productId)).toHaveLength(STOCK)
  })
})
