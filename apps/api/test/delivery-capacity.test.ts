/**
 * Issue 18: van capacity per slot, slot holds, cut-offs and closures, decided by the API over HTTP
 * on the emulator. The check-then-act on a slot's last place is tested with 30 shoppers at once.
 * Issue 23: every order with a delivery counts, whoever made it (WooCommerce's back office
 * included, recorded by the order watch); an order given up and brought back claims its place
 * again, refused before any charge when the slot is full or the day past.
 */
import { randomUUID } from 'node:crypto'
import {
  DEFAULT_DELIVERY_RULES,
  type DeliveryRules,
  dayNumberOfIso,
  deliveryDateLabel,
  isoDateOf,
  italianHolidays,
  romeDayNumber,
} from '@shop/slots'
import { CARD_SECRET } from '@shop/woo-emulator'
import { builtInZones } from '@shop/zones/bari'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createOrderWatch } from '../src/orders/order-watch'
import { sweepUnpaidOrders } from '../src/orders/unpaid-orders'
import {
  type Browser,
  cardToken,
  clientAt,
  freeEveryVan,
  JAPIGIA_HOME,
  startApi,
  type TestApi,
  testClock,
} from './harness'

let t: TestApi
let staff: Browser
const clock = testClock()
let productId = 0
const JAPIGIA = builtInZones().find((zone) => zone.name === 'Japigia')?.id as string

beforeAll(async () => {
  t = await startApi({ now: clock })
  await freeEveryVan(t)
  t.emulator.context.store.run(
    "UPDATE gateways SET doc = json_set(doc, '$.enabled', json('true')) WHERE id = 'cod'",
  )
  productId = (
    await t.wooRest<{ id: number }>('POST', '/products', {
      name: 'Acqua Frizzante 6 × 1,5 l',
      regular_price: '3.60',
      manage_stock: true,
      stock_quantity: 5000,
    })
  ).id
  staff = t.browser()
  const account = t.demo('shop_manager')
  expect(
    (await staff.post('/api/auth/login', { login: account.username, password: account.password })).status,
  ).toBe(200)
}, 60_000)

afterAll(async () => {
  await t?.stop()
})

afterEach(async () => {
  clock.reset()
  await setRules({})
})

async function setRules(rules: Partial<DeliveryRules>) {
  const reply = await staff.put('/api/admin/delivery-rules', { ...DEFAULT_DELIVERY_RULES, ...rules })
  expect(reply.status, reply.text).toBe(200)
  return reply
}

async function calendar(zoneId?: string): Promise<string[]> {
  const reply = await t.browser().get(`/api/delivery/calendar${zoneId ? `?zoneId=${zoneId}` : ''}`)
  expect(reply.status).toBe(200)
  return reply.body.dates.map((d: { date: string }) => d.date)
}

/** A weekday (not Saturday) a week or more ahead, from the calendar as offered. */
async function workingDay(skip = 0): Promise<string> {
  const today = isoDateOf(romeDayNumber(clock()) + 7)
  const days = (await calendar()).filter((d) => d >= today && new Date(`${d}T12:00:00Z`).getUTCDay() !== 6)
  return days[skip] as string
}

interface OfferedSlot {
  slot: string
  vehicle: string | null
  state: string
  remaining: number | null
  label: string | null
  bookable: boolean
}

async function slotsOf(date: string): Promise<OfferedSlot[]> {
  const reply = await t.browser().get(`/api/delivery/slots?date=${date}&zoneId=${JAPIGIA}`)
  expect(reply.status, reply.text).toBe(200)
  return reply.body.slots
}

const order = (date: string, slot: string, extra: Record<string, unknown> = {}) =>
  t.browser().request('POST', '/api/orders', {
    body: {
      items: [{ productId, quantity: 1 }],
      ...JAPIGIA_HOME,
      delivery: { date, slot },
      paymentMethod: 'cod',
      guest: {
        firstName: 'Anna',
        lastName: 'Loiacono',
        email: `anna.${randomUUID().slice(0, 6)}@example.it`,
        phone: '333 765 4321',
      },
      ...extra,
    },
    headers: { 'Idempotency-Key': `cap-${randomUUID()}` },
  })

const holdId = () => randomUUID().replaceAll('-', '')

describe('capacity per van and slot', () => {
  it('shows Ultimi posti, then Esaurita (listed, not bookable), and a cancelled order frees its place', async () => {
    await setRules({ defaultCapacity: { orders: 2 } })
    const date = await workingDay()
    const slot = '10:00 - 11:00'
    const before = (await slotsOf(date)).find((s) => s.slot === slot)
    expect(before).toMatchObject({ state: 'few', remaining: 2, label: 'Ultimi posti', bookable: true })

    const first = await order(date, slot)
    expect(first.status, first.text).toBe(201)
    expect((await slotsOf(date)).find((s) => s.slot === slot)).toMatchObject({
      remaining: 1,
      label: 'Ultimi posti',
    })
    expect((await order(date, slot)).status).toBe(201)
    const full = (await slotsOf(date)).find((s) => s.slot === slot)
    expect(full).toMatchObject({ state: 'full', remaining: 0, label: 'Esaurita', bookable: false })

    const refused = await order(date, slot)
    expect(refused.status).toBe(409)
    expect(refused.body.error).toMatchObject({
      code: 'slot_full',
      message: "La fascia oraria scelta è esaurita: scegline un'altra.",
    })
    // Another slot of the same van and day is untouched.
    expect((await slotsOf(date)).find((s) => s.slot === '11:00 - 12:00')).toMatchObject({ remaining: 2 })

    expect(
      (await staff.put(`/api/admin/orders/${first.body.id}/status`, { status: 'cancelled' })).status,
    ).toBe(200)
    expect((await slotsOf(date)).find((s) => s.slot === slot)).toMatchObject({ state: 'few', remaining: 1 })
    expect((await order(date, slot)).status).toBe(201)
  })

  it('30 shoppers at once for the last place: exactly one order, 29 told the slot is full, nothing else made', async () => {
    await setRules({ defaultCapacity: { orders: 1 } })
    const date = await workingDay(1)
    const slot = '15:00 - 16:00'
    const replies = await Promise.all(Array.from({ length: 30 }, () => order(date, slot)))
    const statuses = replies.map((r) => r.status).sort()
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(29)
    for (const reply of replies.filter((r) => r.status === 409))
      expect(reply.body.error.code).toBe('slot_full')
    const recent = await t.wooRest<{ meta_data: { key: string; value: string }[] }[]>(
      'GET',
      '/orders?per_page=100',
    )
    const inSlot = recent.filter(
      (o) =>
        o.meta_data.some((m) => m.key === 'Data di consegna' && m.value === date) &&
        o.meta_data.some((m) => m.key === 'Fascia oraria' && m.value === slot),
    )
    expect(inSlot).toHaveLength(1)
    expect((await slotsOf(date)).find((s) => s.slot === slot)).toMatchObject({
      state: 'full',
      label: 'Esaurita',
    })
  })

  it('30 holds at once from 30 addresses for the last place: one held; the order takes it; a lapsed hold frees it', async () => {
    await setRules({ defaultCapacity: { orders: 1 } })
    const date = await workingDay(2)
    const [slot, other] = (await slotsOf(date)).map((s) => s.slot) as [string, string]
    const holds = Array.from({ length: 30 }, holdId)
    const replies = await Promise.all(
      holds.map((hold, i) =>
        t.browser(clientAt(i + 1)).post('/api/delivery/holds', { zoneId: JAPIGIA, date, slot, hold }),
      ),
    )
    const held = replies.filter((r) => r.status === 201)
    expect(held).toHaveLength(1)
    expect(replies.filter((r) => r.status === 409)).toHaveLength(29)
    const winner = holds[replies.indexOf(held[0] as (typeof replies)[number])] as string
    expect(Date.parse(held[0]?.body.expiresAt) - clock().getTime()).toBeGreaterThan(14 * 60_000)

    // Someone else cannot order it while it is held; the holder can, with the hold.
    expect((await order(date, slot)).status).toBe(409)
    const mine = await order(date, slot, { slotHold: winner })
    expect(mine.status, mine.text).toBe(201)
    // The hold is now the order's: used again, it cannot take a second place.
    expect(
      (await t.browser().post('/api/delivery/holds', { zoneId: JAPIGIA, date, slot, hold: winner })).status,
    ).toBe(409)

    // A hold in another slot, left to lapse: after 15 minutes its place is free again.
    const lapsing = holdId()
    expect(
      (await t.browser().post('/api/delivery/holds', { zoneId: JAPIGIA, date, slot: other, hold: lapsing }))
        .status,
    ).toBe(201)
    expect((await slotsOf(date)).find((s) => s.slot === other)).toMatchObject({ state: 'full' })
    expect(
      (await t.browser().post('/api/delivery/holds', { zoneId: JAPIGIA, date, slot: other, hold: holdId() }))
        .status,
    ).toBe(409)
    clock.advance(16 * 60_000)
    expect((await slotsOf(date)).find((s) => s.slot === other)).toMatchObject({ state: 'few', remaining: 1 })
    expect((await order(date, other)).status).toBe(201)
  })

  it('moves a hold to another slot, frees it on DELETE, and refuses bad holds in Italian', async () => {
    await setRules({ defaultCapacity: { orders: 1 } })
    const date = await workingDay(3)
    const [first, second] = (await slotsOf(date)).map((s) => s.slot) as [string, string]
    const hold = holdId()
    const post = (slot: string, id = hold) =>
      t.browser().post('/api/delivery/holds', { zoneId: JAPIGIA, date, slot, hold: id })
    expect((await post(first)).status).toBe(201)
    expect((await post(first)).status).toBe(201) // renewed, not counted twice
    expect((await post(second)).status).toBe(201) // moved
    const slots = await slotsOf(date)
    expect(slots.find((s) => s.slot === first)).toMatchObject({ remaining: 1 })
    expect(slots.find((s) => s.slot === second)).toMatchObject({ remaining: 0, state: 'full' })
    expect((await t.browser().request('DELETE', `/api/delivery/holds/${hold}`)).status).toBe(204)
    expect((await slotsOf(date)).find((s) => s.slot === second)).toMatchObject({ remaining: 1 })

    const bad = await post(first, 'x')
    expect(bad.status).toBe(400)
    expect(bad.body.error.message).toContain('Prenotazione della fascia oraria non valida')
    const noSlot = await post('23:00 - 24:00', holdId())
    expect(noSlot.status).toBe(409)
    expect(noSlot.body.error.code).toBe('slot_unavailable')

    // A day past the zone's calendar (which ends weeks before the 60 days a slot may be asked
    // for): no hold, since no order could use it.
    const offered = await calendar(JAPIGIA)
    const beyond = isoDateOf((dayNumberOfIso(offered[offered.length - 1] as string) as number) + 7)
    expect((await t.browser().get(`/api/delivery/slots?date=${beyond}&zoneId=${JAPIGIA}`)).status).toBe(200)
    const late = await t
      .browser()
      .post('/api/delivery/holds', { zoneId: JAPIGIA, date: beyond, slot: first, hold: holdId() })
    expect(late.status, late.text).toBe(409)
    expect(late.body.error.code).toBe('slot_unavailable')
  })
})

describe('fair shares: nobody hoards the places', () => {
  /** Every bookable (zone, slot) of `date` in the 26 zones, Japigia's first. */
  async function placesOf(date: string): Promise<{ zoneId: string; slot: string }[]> {
    const zones = [JAPIGIA, ...builtInZones().flatMap((zone) => (zone.id === JAPIGIA ? [] : [zone.id]))]
    const days = await Promise.all(
      zones.map(async (zoneId) => {
        const reply = await t.browser().get(`/api/delivery/slots?date=${date}&zoneId=${zoneId}`)
        expect(reply.status, reply.text).toBe(200)
        return (reply.body.slots as OfferedSlot[])
          .filter((slot) => slot.bookable)
          .map((slot) => ({ zoneId, slot: slot.slot }))
      }),
    )
    return days.flat()
  }

  it('41 holds from one address, at once, over every zone: 2 held, 39 refused in Italian, the day still bookable', async () => {
    await setRules({ defaultCapacity: { orders: 1 } })
    const date = await workingDay(12)
    const places = (await placesOf(date)).slice(0, 41)
    expect(places).toHaveLength(41)
    const attacker = clientAt(40)
    const replies = await Promise.all(
      places.map((place) =>
        t.browser(attacker).post('/api/delivery/holds', { ...place, date, hold: holdId() }),
      ),
    )
    const statuses = replies.map((reply) => reply.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(2)
    expect(statuses.filter((status) => status === 429)).toHaveLength(39)
    const refused = replies.find((reply) => reply.status === 429)
    expect(refused?.body.error).toEqual({
      code: 'too_many_holds',
      message:
        'Stai già tenendo due fasce orarie: completa un ordine o aspetta qualche minuto prima di sceglierne un’altra.',
    })
    // Japigia's day: at most the two held places went; a shopper elsewhere holds and orders.
    const japigia = (await slotsOf(date)).filter((slot) => slot.bookable)
    const total = (await placesOf(date)).filter((place) => place.zoneId === JAPIGIA).length
    expect(japigia.length).toBeGreaterThanOrEqual(total)
    const free = japigia[japigia.length - 1] as OfferedSlot
    const hold = holdId()
    const neighbour = t.browser(clientAt(41))
    expect(
      (await neighbour.post('/api/delivery/holds', { zoneId: JAPIGIA, date, slot: free.slot, hold })).status,
    ).toBe(201)
    expect((await order(date, free.slot, { slotHold: hold })).status).toBe(201)
  })

  it('a visitor moving its own hold is not refused; a third place is, until one of the two is given up', async () => {
    const date = await workingDay(13)
    const [a, b, c] = (await slotsOf(date)).map((slot) => slot.slot) as [string, string, string]
    const visitor = t.browser(clientAt(42))
    const first = holdId()
    const second = holdId()
    const post = (slot: string, hold: string) =>
      visitor.post('/api/delivery/holds', { zoneId: JAPIGIA, date, slot, hold })
    expect((await post(a, first)).status).toBe(201)
    expect((await post(b, second)).status).toBe(201)
    expect((await post(c, second)).status).toBe(201) // the second hold moved, still two
    expect((await post(a, holdId())).status).toBe(429)
    expect((await visitor.request('DELETE', `/api/delivery/holds/${first}`)).status).toBe(204)
    expect((await post(a, holdId())).status).toBe(201)
    // A lapsed hold no longer counts: 15 minutes later the visitor may hold two again.
    clock.advance(16 * 60_000)
    expect((await post(a, holdId())).status).toBe(201)
    expect((await post(b, holdId())).status).toBe(201)
  })

  it('a signed-in customer is one visitor from any address: two holds from two addresses, the third refused', async () => {
    const date = await workingDay(14)
    const [a, b, c] = (await slotsOf(date)).map((slot) => slot.slot) as [string, string, string]
    const account = t.demo('customer', 0)
    const browsers = [t.browser(clientAt(43)), t.browser(clientAt(44))]
    for (const browser of browsers)
      expect(
        (await browser.post('/api/auth/login', { login: account.username, password: account.password }))
          .status,
      ).toBe(200)
    const [home, office] = browsers as [Browser, Browser]
    const post = (browser: Browser, slot: string) =>
      browser.post('/api/delivery/holds', { zoneId: JAPIGIA, date, slot, hold: holdId() })
    expect((await post(home, a)).status).toBe(201)
    expect((await post(office, b)).status).toBe(201)
    expect((await post(office, c)).status).toBe(429)
    // Another visitor at the office's address is not the customer: one place for it (the address
    // already has one).
    expect((await post(t.browser(clientAt(44)), c)).status).toBe(201)
  })
})

describe('guests: a daily allowance of orders', () => {
  /** A guest checkout from `from`, paying by card, with its own e-mail, phone and door unless given. */
  function guestOrder(
    date: string,
    slot: string,
    from: string,
    who: { email?: string; phone?: string } = {},
  ) {
    const n = randomUUID().slice(0, 8)
    const phone = who.phone ?? `333 ${String(Number.parseInt(n, 16) % 10_000_000).padStart(7, '0')}`
    return t.browser(from).request('POST', '/api/orders', {
      body: {
        items: [{ productId, quantity: 1 }],
        ...JAPIGIA_HOME,
        shipping: { ...JAPIGIA_HOME.shipping, address1: `Via Gentile ${n}`, phone },
        delivery: { date, slot },
        paymentMethod: 'stripe',
        guest: { firstName: 'Anna', lastName: 'Loiacono', email: who.email ?? `g.${n}@example.it`, phone },
      },
      headers: { 'Idempotency-Key': `cap-${randomUUID()}` },
    })
  }
  /** The allowance as an operator sets it; null: back to this server's default (no allowance to speak of). */
  async function allowance(perDay: number | null) {
    if (perDay === null)
      return await t.stores.settings.saveSettings({ guestOrdersPerDay: t.deps.config.guestOrdersPerDay })
    const reply = await staff.put('/api/admin/config', { guestOrdersPerDay: perDay })
    expect(reply.status, reply.text).toBe(200)
  }

  it('41 unpaid card checkouts from one address at once: 3 orders, 38 refused in Italian, the day still bookable', async () => {
    await allowance(3)
    try {
      await setRules({ defaultCapacity: { orders: 2 } })
      const date = await workingDay(19)
      const slots = (await slotsOf(date)).filter((slot) => slot.bookable).map((slot) => slot.slot)
      const before = await ordersOn(date)
      const replies = await Promise.all(
        Array.from({ length: 41 }, (_, i) =>
          guestOrder(date, slots[i % slots.length] as string, clientAt(60)),
        ),
      )
      expect(replies.filter((reply) => reply.status === 201)).toHaveLength(3)
      const refused = replies.filter((reply) => reply.status === 429)
      expect(refused).toHaveLength(38)
      expect(refused[0]?.body.error).toEqual({
        code: 'too_many_guest_orders',
        message:
          'Oggi sono già stati fatti troppi ordini senza account da questa connessione: accedi o registrati per ordinare ancora, oppure contattaci.',
      })
      expect((await ordersOn(date)) - before).toBe(3)
      // Of the day's places, at most 3 went: another shopper still orders.
      const left = (await slotsOf(date)).filter((slot) => slot.bookable)
      expect(left.length).toBeGreaterThanOrEqual(slots.length - 3)
      expect((await guestOrder(date, (left[0] as OfferedSlot).slot, clientAt(61))).status).toBe(201)
    } finally {
      await allowance(null)
    }
  })

  it('20 checkouts with one e-mail from 20 addresses at once: 3 orders and at most 3 mails; the next day’s allowance is new', async () => {
    await allowance(3)
    try {
      const date = await workingDay(20)
      const [slot, other] = (await slotsOf(date)).map((s) => s.slot) as [string, string]
      const email = `flood.${randomUUID().slice(0, 8)}@example.it`
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_, i) => guestOrder(date, slot, clientAt(70 + i), { email })),
      )
      expect(replies.map((reply) => reply.status).sort(), replies[0]?.text).toEqual([
        ...Array(3).fill(201),
        ...Array(17).fill(429),
      ])
      expect(replies.filter((reply) => reply.status === 201)).toHaveLength(3)
      expect(replies.filter((reply) => reply.status === 429)).toHaveLength(17)
      expect(replies.find((reply) => reply.status === 429)?.body.error.message).toBe(
        'Oggi sono già stati fatti troppi ordini senza account con questa email: accedi o registrati per ordinare ancora, oppure contattaci.',
      )
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect((await t.stores.outbox.outbox(500)).filter((m) => m.to === email).length).toBeLessThanOrEqual(3)
      // One phone, however it is written: the same allowance, from any e-mail.
      const written = ['347 111 2233', '+39 347-111-2233', '0039 3471112233']
      const byPhone = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          guestOrder(date, slot, clientAt(95 + i), { phone: written[i % written.length] as string }),
        ),
      )
      expect(byPhone.filter((reply) => reply.status === 201)).toHaveLength(3)
      // Tomorrow (Rome): the e-mail may order again.
      clock.advance(24 * 3_600_000)
      expect((await guestOrder(date, other, clientAt(100), { email })).status).toBe(201)
    } finally {
      await allowance(null)
    }
  })
})

describe('an order fits in the van', () => {
  /** Products with their shipping weight, as the seeded catalogue has them (kg, as WooCommerce takes it). */
  async function weighed(count: number, weight: string): Promise<number[]> {
    return Promise.all(
      Array.from(
        { length: count },
        async (_, i) =>
          (
            await t.wooRest<{ id: number }>('POST', '/products', {
              name: `Acqua in cassa ${i + 1}`,
              regular_price: '2.90',
              manage_stock: true,
              stock_quantity: 5000,
              weight,
            })
          ).id,
      ),
    )
  }
  const transfer = (date: string, slot: string, items: { productId: number; quantity: number }[]) =>
    order(date, slot, { items, paymentMethod: 'cod' })

  it('one unpaid order of 1,087 units is refused: more than any van carries, and nothing is made nor held', async () => {
    const ids = await weighed(5, '9.4')
    // The day's last slot: the other tests of this file order in the morning ones.
    const date = await workingDay(0)
    const slot = (await slotsOf(date)).at(-1) as OfferedSlot
    const payload = (await weekSlot(date, slot.vehicle as string, slot.slot))?.payloadKg as number
    expect(payload).toBeGreaterThan(0)
    const before = await ordersOn(date)
    const quantities = [218, 218, 217, 217, 217]
    expect(quantities.reduce((a, b) => a + b)).toBe(1087)
    const refused = await transfer(
      date,
      slot.slot,
      ids.map((productId, i) => ({ productId, quantity: quantities[i] as number })),
    )
    expect(refused.status, refused.text).toBe(409)
    expect(refused.body.error).toMatchObject({
      code: 'van_overweight',
      message: `Il furgone di questa fascia può portare ancora ${payload} kg`,
      data: { leftKg: payload },
    })
    expect(await ordersOn(date)).toBe(before)
    expect(await slotOf(date, slot.slot)).toMatchObject({ bookable: true })
    const stock = await t.wooRest<{ stock_quantity: number }>('GET', `/products/${ids[0]}`)
    expect(stock.stock_quantity).toBe(5000)
  })

  it('a van takes orders up to its payload: the next is told what it can still carry, then the slot shows full', async () => {
    const [water] = await weighed(1, '9.4')
    const date = await workingDay(1)
    const slot = (await slotsOf(date)).at(-1) as OfferedSlot
    const van = slot.vehicle as string
    await setRules({ payloads: { [van]: 100 } })
    // 6 crates: 56.4 kg, 57 in the van; then 5 crates (47 kg) do not fit in the 43 left.
    expect((await transfer(date, slot.slot, [{ productId: water as number, quantity: 6 }])).status).toBe(201)
    const over = await transfer(date, slot.slot, [{ productId: water as number, quantity: 5 }])
    expect(over.status).toBe(409)
    expect(over.body.error.message).toBe('Il furgone di questa fascia può portare ancora 43 kg')
    expect(await weekSlot(date, van, slot.slot)).toMatchObject({ booked: 1, kg: 57, payloadKg: 100 })
    expect(await slotOf(date, slot.slot)).toMatchObject({ bookable: true })
    // 4 crates (37.6 kg, 38) fit: 95 of 100 kg, still bookable; 5 kg more fill it, and it shows full.
    expect((await transfer(date, slot.slot, [{ productId: water as number, quantity: 4 }])).status).toBe(201)
    expect(await slotOf(date, slot.slot)).toMatchObject({ bookable: true })
    const [light] = await weighed(1, '5')
    expect((await transfer(date, slot.slot, [{ productId: light as number, quantity: 1 }])).status).toBe(201)
    expect(await slotOf(date, slot.slot)).toMatchObject({ state: 'full', bookable: false, label: 'Esaurita' })
    expect(await weekSlot(date, van, slot.slot)).toMatchObject({ booked: 3, kg: 100, state: 'full' })
  })

  it('a back-office order weighs in its van once the watch has seen it; reopened into a van that cannot carry it, refused', async () => {
    const [water] = await weighed(1, '9.4')
    const date = await workingDay(3)
    const slot = (await slotsOf(date)).at(-1) as OfferedSlot
    const van = slot.vehicle as string
    await setRules({ payloads: { [van]: 100 } })
    // Entered in WooCommerce's back office: 8 crates, 75.2 kg (76 in the van).
    const entered = await backOfficeOrder(date, slot.slot, van, 'processing', [
      { product_id: water as number, quantity: 8 },
    ])
    await createOrderWatch(t.deps).reconcile()
    expect(await weekSlot(date, van, slot.slot)).toMatchObject({ booked: 1, kg: 76 })
    const over = await transfer(date, slot.slot, [{ productId: water as number, quantity: 3 }])
    expect(over.body.error?.message).toBe('Il furgone di questa fascia può portare ancora 24 kg')

    // Cancelled there, its kilograms go; 2 crates (19 kg) of another order take some.
    await t.wooRest('PUT', `/orders/${entered.id}`, { status: 'cancelled' })
    await createOrderWatch(t.deps).reconcile()
    expect(await weekSlot(date, van, slot.slot)).toMatchObject({ booked: 0, kg: 0 })
    expect((await transfer(date, slot.slot, [{ productId: water as number, quantity: 3 }])).status).toBe(201)
    // Reopened by an operator: 76 kg do not fit beside 29, refused in Italian, the status stays.
    const reopened = await staff.put(`/api/admin/orders/${entered.id}/status`, { status: 'processing' })
    expect(reopened.status, reopened.text).toBe(409)
    expect(reopened.body.error).toMatchObject({ code: 'van_overweight', data: { leftKg: 71 } })
    expect(reopened.body.error.message).toMatch(
      /può portare ancora 71 kg: non basta per questo ordine\. Spostalo/,
    )
    expect((await t.deps.woo.getOrder(entered.id))?.status).toBe('cancelled')
    expect(await weekSlot(date, van, slot.slot)).toMatchObject({ booked: 1, kg: 29 })
  })

  it('30 orders at once for the last 100 kg of a van: exactly those that fit', async () => {
    const [water] = await weighed(1, '9.4')
    const date = await workingDay(2)
    const slot = (await slotsOf(date)).at(-1) as OfferedSlot
    await setRules({ payloads: { [slot.vehicle as string]: 100 } })
    const replies = await Promise.all(
      Array.from({ length: 30 }, () =>
        transfer(date, slot.slot, [{ productId: water as number, quantity: 2 }]),
      ),
    )
    // 2 crates weigh 19 kg: 5 orders (95 kg) fit in 100.
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(5)
    expect(replies.filter((reply) => reply.status === 409)).toHaveLength(25)
    expect(await weekSlot(date, slot.vehicle as string, slot.slot)).toMatchObject({ kg: 95, booked: 5 })
  })
})

describe('closures, holidays and cut-offs', () => {
  it('never offers a holiday (8 December, San Nicola on 6 December, Christmas)', async () => {
    const dates = await calendar()
    const year = Number(dates[0]?.slice(0, 4))
    const holidays = new Set([...italianHolidays(year), ...italianHolidays(year + 1)].map((h) => h.date))
    expect(dates.filter((d) => holidays.has(d))).toEqual([])
  })

  it('a closure an operator adds leaves the calendar (all zones, or only its zones) and refuses orders', async () => {
    const [date, other] = [await workingDay(4), await workingDay(5)]
    await setRules({
      closures: [
        { from: date, to: date, reason: 'Sciopero dei trasporti' },
        { from: other, to: other, reason: 'Furgone in officina', zoneIds: [JAPIGIA] },
      ],
    })
    expect(await calendar()).not.toContain(date)
    expect(await calendar()).toContain(other)
    expect(await calendar(JAPIGIA)).not.toContain(other)
    const closed = await slotsOf(other)
    expect(closed.every((s) => s.state === 'closed' && !s.bookable)).toBe(true)
    expect(closed[0]?.label).toBe('Chiuso: Furgone in officina')
    const refused = await order(other, '10:00 - 11:00')
    expect(refused.status).toBe(409)
    expect(refused.body.error.code).toBe('slot_unavailable')
  })

  it('a minimum notice of a week leaves the next days out of the calendar', async () => {
    const before = await calendar()
    await setRules({ cutoffs: { sameDay: false, nextDayUntil: {}, minHoursBeforeSlot: 168 } })
    const after = await calendar()
    const weekAhead = isoDateOf(romeDayNumber(clock()) + 7)
    expect(after.every((d) => d >= weekAhead)).toBe(true)
    expect(before.some((d) => d < weekAhead)).toBe(true)
  })

  it('refuses invalid rules with Italian messages per field, and saves nothing', async () => {
    const rulesBefore = (await staff.get('/api/admin/delivery-rules')).body.rules
    const bad = await staff.put('/api/admin/delivery-rules', {
      ...DEFAULT_DELIVERY_RULES,
      defaultCapacity: { orders: -1 },
      closures: [{ from: '2026-12-10', to: '2026-12-09', reason: 'x' }],
    })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body.error)).toContain('La capienza non può essere negativa')
    const unknownZone = await staff.put('/api/admin/delivery-rules', {
      ...DEFAULT_DELIVERY_RULES,
      closures: [{ from: '2026-12-10', to: '2026-12-10', reason: 'Ferie', zoneIds: ['zona-che-non-esiste'] }],
    })
    expect(unknownZone.status).toBe(400)
    expect(unknownZone.body.error.message).toBe('Zone sconosciute nella chiusura: zona-che-non-esiste')
    expect((await staff.get('/api/admin/delivery-rules')).body.rules).toEqual(rulesBefore)
    expect((await t.browser().put('/api/admin/delivery-rules', DEFAULT_DELIVERY_RULES)).status).toBe(401)
  })

  it('the week view counts orders per van and slot against the capacity', async () => {
    await setRules({ defaultCapacity: { orders: 3 } })
    const date = await workingDay(6)
    expect((await order(date, '10:00 - 11:00')).status).toBe(201)
    const week = await staff.get(`/api/admin/delivery-week?from=${date}`)
    expect(week.status).toBe(200)
    expect(week.body.days).toHaveLength(7)
    const day = week.body.days[0]
    const cells = day.vans.flatMap((van: { vehicle: string; slots: { slot: string; booked: number }[] }) =>
      van.slots
        .filter((s) => s.slot === '10:00 - 11:00' && s.booked > 0)
        .map((s) => ({ ...s, vehicle: van.vehicle })),
    )
    // 2 of 3 left: 'Ultimi posti' (2 or fewer).
    expect(cells).toEqual([expect.objectContaining({ booked: 1, capacity: 3, state: 'few' })])
  })
})

/** How many orders WooCommerce has for delivery on `date`. */
async function ordersOn(date: string): Promise<number> {
  const row = t.emulator.context.store.get(
    "SELECT COUNT(*) AS n FROM orders WHERE doc LIKE '%' || ? || '%'",
    date,
  ) as { n: number } | undefined
  return row?.n ?? 0
}

async function slotOf(date: string, slot: string): Promise<OfferedSlot> {
  return (await slotsOf(date)).find((s) => s.slot === slot) as OfferedSlot
}

/** An order entered in WooCommerce's back office, with the delivery meta an operator types there. */
function backOfficeOrder(
  date: string,
  slot: string,
  vehicle: string,
  status = 'processing',
  lines = [{ product_id: productId, quantity: 1 }],
) {
  return t.wooRest<{ id: number }>('POST', '/orders', {
    status,
    line_items: lines,
    meta_data: [
      { key: 'Data di consegna', value: date },
      { key: 'Fascia oraria', value: slot },
      { key: 'Veicolo assegnato', value: vehicle },
      { key: 'Zona di consegna', value: 'Japigia' },
    ],
  })
}

interface WeekSlot {
  slot: string
  booked: number
  capacity: number | null
  kg: number
  payloadKg: number | null
  state: string
}

async function weekSlot(date: string, vehicle: string, slot: string): Promise<WeekSlot | undefined> {
  const reply = await staff.get(`/api/admin/delivery-week?from=${date}`)
  expect(reply.status, reply.text).toBe(200)
  const days = reply.body.days as { date: string; vans: { vehicle: string; slots: WeekSlot[] }[] }[]
  const van = days.find((d) => d.date === date)?.vans.find((v) => v.vehicle === vehicle)
  return van?.slots.find((s) => s.slot === slot)
}

/** A guest paying their order by card (a good card), with the order's key. */
async function payByCard(order: { id: number; orderKey: string }) {
  return t.browser().post(`/api/orders/${order.id}/card`, { token: await cardToken(t), key: order.orderKey })
}

async function chargesMade(): Promise<number> {
  const reply = await fetch(`${t.emulator.url}/sandbox/card/v1/charges`, {
    headers: { authorization: `Bearer ${CARD_SECRET}` },
  })
  return ((await reply.json()) as { data: unknown[] }).data.length
}

describe('orders made in WooCommerce count', () => {
  it('a back-office order fills its place once the watch has seen it: the calendar says Esaurita, checkout refuses', async () => {
    await setRules({ defaultCapacity: { orders: 1 } })
    const date = await workingDay(7)
    const slot = '10:00 - 11:00'
    const vehicle = (await slotOf(date, slot)).vehicle as string
    expect(await slotOf(date, slot)).toMatchObject({ remaining: 1, bookable: true })

    const entered = await backOfficeOrder(date, slot, vehicle)
    await createOrderWatch(t.deps).reconcile()

    expect(await slotOf(date, slot)).toMatchObject({ state: 'full', remaining: 0, bookable: false })
    expect(await weekSlot(date, vehicle, slot)).toMatchObject({ booked: 1, capacity: 1 })
    const refused = await order(date, slot)
    expect(refused.status, refused.text).toBe(409)
    expect(refused.body.error.code).toBe('slot_full')

    // Cancelled there: seen as given up, its place is free again (reconciled again: nothing counted twice).
    await t.wooRest('PUT', `/orders/${entered.id}`, { status: 'cancelled' })
    await createOrderWatch(t.deps).reconcile()
    expect(await slotOf(date, slot)).toMatchObject({ remaining: 1, bookable: true })
    expect((await order(date, slot)).status).toBe(201)
  })

  it('two back-office orders in a one-place slot: both counted, the week view shows the van over capacity', async () => {
    await setRules({ defaultCapacity: { orders: 1 } })
    const date = await workingDay(8)
    const slot = '11:00 - 12:00'
    const vehicle = (await slotOf(date, slot)).vehicle as string
    const entered = [await backOfficeOrder(date, slot, vehicle), await backOfficeOrder(date, slot, vehicle)]
    await createOrderWatch(t.deps).reconcile()
    expect(await weekSlot(date, vehicle, slot)).toMatchObject({ booked: 2, capacity: 1 })
    // The one recorded second (the same second in WooCommerce: either) is the one past the capacity.
    const warned = t.logs.filter((line) => line.includes('van over capacity') && line.includes(date))
    expect(warned).toHaveLength(1)
    expect(entered.map((o) => `"orderId":${o.id}`).filter((id) => warned[0]?.includes(id))).toHaveLength(1)
  })
})

describe('an order brought back claims its place again', () => {
  it('failed, its place sold to another, then paid by card: refused before any charge, in Italian', async () => {
    await setRules({ defaultCapacity: { orders: 1 } })
    const date = await workingDay(9)
    const slot = '10:00 - 11:00'
    const first = await order(date, slot, { paymentMethod: 'stripe' })
    expect(first.status, first.text).toBe(201)
    const failed = await staff.put(`/api/admin/orders/${first.body.id}/status`, { status: 'failed' })
    expect(failed.status, failed.text).toBe(200)
    const second = await order(date, slot)
    expect(second.status, second.text).toBe(201)

    const charges = await chargesMade()
    const paid = await payByCard(first.body)
    expect(paid.status, paid.text).toBe(409)
    expect(paid.body.error.code).toBe('slot_full')
    expect(paid.body.error.message).toMatch(
      /^Il furgone di .+, 10:00 - 11:00, non ha più posto per questo ordine/,
    )
    expect(await chargesMade()).toBe(charges)
    expect((await t.deps.woo.getOrder(first.body.id))?.status).toBe('failed')

    // The operator cannot reopen it into the full slot either; the status stays.
    const reopened = await staff.put(`/api/admin/orders/${first.body.id}/status`, { status: 'processing' })
    expect(reopened.status, reopened.text).toBe(409)
    expect(reopened.body.error.message).toMatch(/è già pieno: sposta l’ordine a un altro giorno/)
    expect((await t.deps.woo.getOrder(first.body.id))?.status).toBe('failed')
    expect(await weekSlot(date, (await slotOf(date, slot)).vehicle as string, slot)).toMatchObject({
      booked: 1,
    })

    // With the place free again (the other order cancelled), it is paid and takes it.
    expect(
      (await staff.put(`/api/admin/orders/${second.body.id}/status`, { status: 'cancelled' })).status,
    ).toBe(200)
    const retried = await payByCard(first.body)
    expect(retried.status, retried.text).toBe(200)
    expect(await chargesMade()).toBe(charges + 1)
    expect(await slotOf(date, slot)).toMatchObject({ state: 'full', bookable: false })
  })

  it('a card order whose delivery day is past cannot be paid: refused, nothing charged', async () => {
    const date = await workingDay(10)
    const placed = await order(date, '14:00 - 15:00', { paymentMethod: 'stripe' })
    expect(placed.status, placed.text).toBe(201)
    // The day after the delivery, 09:00 in Rome.
    clock.advance(Date.parse(`${date}T09:00:00+01:00`) + 86_400_000 - clock().getTime())
    const charges = await chargesMade()
    const paid = await payByCard(placed.body)
    expect(paid.status, paid.text).toBe(409)
    expect(paid.body.error.code).toBe('delivery_day_past')
    expect(paid.body.error.message).toMatch(/^Il giorno di consegna di questo ordine \(.+\) è passato/)
    expect(await chargesMade()).toBe(charges)
    expect((await t.deps.woo.getOrder(placed.body.id))?.status).toBe('pending')
  })

  it('an operator reopening a cancelled order into a free slot gives it its place back, once', async () => {
    await setRules({ defaultCapacity: { orders: 2 } })
    const date = await workingDay(11)
    const slot = '15:00 - 16:00'
    const placed = await order(date, slot)
    expect(placed.status, placed.text).toBe(201)
    expect(await slotOf(date, slot)).toMatchObject({ remaining: 1 })
    expect(
      (await staff.put(`/api/admin/orders/${placed.body.id}/status`, { status: 'cancelled' })).status,
    ).toBe(200)
    expect(await slotOf(date, slot)).toMatchObject({ remaining: 2 })
    const back = await staff.put(`/api/admin/orders/${placed.body.id}/status`, { status: 'processing' })
    expect(back.status, back.text).toBe(200)
    expect(await slotOf(date, slot)).toMatchObject({ remaining: 1 })
    // The watch sees the same order again: nothing counted twice.
    await createOrderWatch(t.deps).reconcile()
    expect(await slotOf(date, slot)).toMatchObject({ remaining: 1 })
  })
})

describe('an operator moves an order to another date and slot', () => {
  /** Two bookable slots of `date` for Japigia (its van's hours vary by day), not `besides`. */
  async function twoSlots(date: string, besides: string[] = []): Promise<[string, string]> {
    const free = (await slotsOf(date))
      .filter((s) => s.bookable && !besides.includes(s.slot))
      .map((s) => s.slot)
    expect(free.length, `${date}: ${free.join(', ')}`).toBeGreaterThanOrEqual(2)
    return [free[0] as string, free[1] as string]
  }

  it('reopening refused for a full slot: moved to a free one, then reopened there', async () => {
    await setRules({ defaultCapacity: { orders: 1 } })
    const date = await workingDay(10)
    const [from, to] = await twoSlots(date, ['14:00 - 15:00'])
    const first = await order(date, from, { paymentMethod: 'stripe' })
    expect(first.status, first.text).toBe(201)
    expect((await staff.put(`/api/admin/orders/${first.body.id}/status`, { status: 'failed' })).status).toBe(
      200,
    )
    expect((await order(date, from)).status).toBe(201)
    const refused = await staff.put(`/api/admin/orders/${first.body.id}/status`, { status: 'processing' })
    expect(refused.body.error.code).toBe('slot_full')

    const moved = await staff.put(`/api/admin/orders/${first.body.id}/delivery`, { date, slot: to })
    expect(moved.status, moved.text).toBe(200)
    expect(moved.body.delivery).toMatchObject({ date, slot: to })
    const stored = await t.deps.woo.getOrder(first.body.id)
    const meta = (key: string) => stored?.meta_data?.find((m) => m.key === key)?.value
    expect([meta('Data di consegna'), meta('Fascia oraria'), meta('_orddd_time_slot')]).toEqual([
      date,
      to,
      to,
    ])
    expect(meta('Veicolo assegnato')).toBe((await slotOf(date, to)).vehicle)
    // A given-up order takes no place by moving: it does when it is reopened.
    expect(await slotOf(date, to)).toMatchObject({ bookable: true })
    const reopened = await staff.put(`/api/admin/orders/${first.body.id}/status`, { status: 'processing' })
    expect(reopened.status, reopened.text).toBe(200)
    expect(await slotOf(date, to)).toMatchObject({ state: 'full', bookable: false })
    expect(await slotOf(date, from)).toMatchObject({ state: 'full', bookable: false })
  })

  it('10 orders moved at once into the last place of a slot: one moves, 9 are refused in Italian and keep theirs', async () => {
    await setRules({ defaultCapacity: { orders: 10 } })
    const date = await workingDay(11)
    const [from, to] = await twoSlots(date, ['15:00 - 16:00'])
    const movers = await Promise.all(Array.from({ length: 10 }, () => order(date, from)))
    for (const reply of movers) expect(reply.status, reply.text).toBe(201)
    for (let i = 0; i < 9; i++) expect((await order(date, to)).status).toBe(201)
    expect(await slotOf(date, to)).toMatchObject({ remaining: 1 })

    const moves = await Promise.all(
      movers.map((reply) => staff.put(`/api/admin/orders/${reply.body.id}/delivery`, { date, slot: to })),
    )
    expect(moves.filter((reply) => reply.status === 200)).toHaveLength(1)
    const refusals = moves.filter((reply) => reply.status !== 200)
    expect(refusals.map((reply) => reply.body.error.code)).toEqual(Array(9).fill('slot_full'))
    for (const reply of refusals)
      expect(reply.body.error.message).toBe(
        `Il furgone di ${deliveryDateLabel(date)}, ${to}, è già pieno: scegli un’altra fascia.`,
      )
    const winner = movers[moves.findIndex((reply) => reply.status === 200)]?.body.id
    for (const reply of movers) {
      const stored = await t.deps.woo.getOrder(reply.body.id)
      const slot = stored?.meta_data?.find((m) => m.key === 'Fascia oraria')?.value
      expect(slot).toBe(reply.body.id === winner ? to : from)
    }
    // The winner's old place is free again; the others keep theirs; nothing past the capacity.
    expect(await slotOf(date, from)).toMatchObject({ remaining: 1 })
    expect(await slotOf(date, to)).toMatchObject({ state: 'full', bookable: false })
  })

  it('refuses a day the zone is not served, a slot that is not there, the same slot and a malformed date, in Italian, changing nothing', async () => {
    await setRules({ defaultCapacity: { orders: 3 } })
    const date = await workingDay(12)
    const [slot] = await twoSlots(date)
    const placed = await order(date, slot)
    expect(placed.status, placed.text).toBe(201)
    const before = await slotOf(date, slot)
    let sunday = dayNumberOfIso(date) as number
    while (new Date(`${isoDateOf(sunday)}T12:00:00Z`).getUTCDay() !== 0) sunday++
    expect(await calendar(JAPIGIA)).not.toContain(isoDateOf(sunday))
    const move = (body: Record<string, unknown>) =>
      staff.put(`/api/admin/orders/${placed.body.id}/delivery`, body)

    const closed = await move({ date: isoDateOf(sunday), slot })
    expect([closed.status, closed.body.error.code]).toEqual([409, 'date_unavailable'])
    expect(closed.body.error.message).toBe(
      `A Japigia non si consegna ${deliveryDateLabel(isoDateOf(sunday))}: scegli un altro giorno.`,
    )
    const noSlot = await move({ date, slot: '23:00 - 24:00' })
    expect([noSlot.status, noSlot.body.error.code]).toEqual([409, 'slot_unavailable'])
    expect(noSlot.body.error.message).toBe(
      `La fascia 23:00 - 24:00 di ${deliveryDateLabel(date)} non c’è o non si può più prenotare: scegline un’altra.`,
    )
    const same = await move({ date, slot })
    expect([same.status, same.body.error.message]).toEqual([
      409,
      'L’ordine è già in questo giorno e in questa fascia.',
    ])
    const malformed = await move({ date: '2026-02-30', slot: '' })
    expect(malformed.status).toBe(400)
    expect(malformed.body.error.fields).toMatchObject({
      date: 'Il giorno di consegna non è una data reale',
      slot: 'Indica la fascia oraria',
    })
    const stored = await t.deps.woo.getOrder(placed.body.id)
    expect(stored?.meta_data?.find((m) => m.key === 'Data di consegna')?.value).toBe(date)
    expect(await slotOf(date, slot)).toEqual(before)
  })
})

describe('unpaid orders give their place back', () => {
  /** The messages in the outbox for `to` whose subject has `subject`. */
  async function mailTo(to: string, subject: string) {
    return (await t.stores.outbox.outbox(500)).filter((m) => m.to === to && m.subject.includes(subject))
  }
  /** A guest order by `paymentMethod`, with an e-mail of its own. */
  async function unpaidOrder(date: string, slot: string, paymentMethod: string) {
    const email = `unpaid.${randomUUID().slice(0, 8)}@example.it`
    const guest = { firstName: 'Anna', lastName: 'Loiacono', email, phone: '333 765 4321' }
    const reply = await order(date, slot, { paymentMethod, guest })
    expect(reply.status, reply.text).toBe(201)
    return { email, order: reply.body as { id: number; orderKey: string } }
  }
  const setClock = (at: number) => clock.advance(at - clock().getTime())
  /** The order's status in WooCommerce (the sweeps below also meet the other tests' unpaid orders). */
  const statusOf = async (id: number) => (await t.wooRest<{ status: string }>('GET', `/orders/${id}`)).status

  it('a card order left unpaid: its place lapses after the hold time, the sweep cancels it with its mail, paying it then is refused', async () => {
    await setRules({ defaultCapacity: { orders: 1 } })
    const date = await workingDay(15)
    const slot = '11:00 - 12:00'
    const { email, order: unpaid } = await unpaidOrder(date, slot, 'stripe')
    expect(await slotOf(date, slot)).toMatchObject({ state: 'full', remaining: 0 })
    // A minute before the hold time (STOCK_HOLD_MINUTES) is up: still its place; a sweep changes nothing.
    const hold = t.deps.config.stockHoldMinutes * 60_000
    clock.advance(hold - 60_000)
    await sweepUnpaidOrders(t.deps)
    expect(await statusOf(unpaid.id)).toBe('pending')
    expect(await slotOf(date, slot)).toMatchObject({ state: 'full' })
    // A minute after: the place is free before any sweep, and the sweep cancels the order.
    clock.advance(2 * 60_000)
    expect(await slotOf(date, slot)).toMatchObject({ remaining: 1, bookable: true })
    await sweepUnpaidOrders(t.deps)
    expect(await statusOf(unpaid.id)).toBe('cancelled')
    await sweepUnpaidOrders(t.deps)
    await expect.poll(async () => (await mailTo(email, 'annullato')).length).toBe(1)
    expect((await mailTo(email, 'annullato'))[0]?.body).toContain(
      'Il pagamento non è stato completato in tempo: l’ordine è stato annullato',
    )
    const charges = await chargesMade()
    const late = await payByCard(unpaid)
    expect(late.status).toBeGreaterThanOrEqual(400)
    expect(late.status).toBeLessThan(500)
    expect(await chargesMade()).toBe(charges)
    // Someone else books the place.
    expect((await order(date, slot)).status).toBe(201)
  })

  it('paid in time, a card order keeps its place past the hold time; the watch seeing it changes nothing', async () => {
    await setRules({ defaultCapacity: { orders: 1 } })
    const date = await workingDay(16)
    const slot = '11:00 - 12:00'
    const { order: placed } = await unpaidOrder(date, slot, 'stripe')
    clock.advance(10 * 60_000)
    expect((await payByCard(placed)).status).toBe(200)
    clock.advance(3 * t.deps.config.stockHoldMinutes * 60_000)
    await sweepUnpaidOrders(t.deps)
    await createOrderWatch(t.deps).reconcile()
    expect(await slotOf(date, slot)).toMatchObject({ state: 'full', remaining: 0 })
    expect((await t.wooRest<{ status: string }>('GET', `/orders/${placed.id}`)).status).toBe('processing')
  })

  it('starting a PayPal payment gives the order the hold time once more, and only once', async () => {
    await setRules({ defaultCapacity: { orders: 1 } })
    const date = await workingDay(18)
    const slot = '11:00 - 12:00'
    const { order: placed } = await unpaidOrder(date, slot, 'ppcp-gateway')
    const hold = t.deps.config.stockHoldMinutes * 60_000
    const start = () => t.browser().post(`/api/orders/${placed.id}/wallet`, { key: placed.orderKey })
    clock.advance(hold - 5 * 60_000)
    expect((await start()).status).toBe(201)
    // Past the first deadline: still its place (moved to the hold time from the start).
    clock.advance(10 * 60_000)
    expect(await slotOf(date, slot)).toMatchObject({ state: 'full' })
    // Started again: not moved a second time.
    expect((await start()).status).toBe(201)
    clock.advance(hold - 9 * 60_000)
    expect(await slotOf(date, slot)).toMatchObject({ remaining: 1, bookable: true })
    await sweepUnpaidOrders(t.deps)
    expect(await statusOf(placed.id)).toBe('cancelled')
  })

  it('a bank transfer keeps its place until the slot’s cut-off: reminded once a day before, then cancelled with its mail', async () => {
    await setRules({ defaultCapacity: { orders: 1 } })
    t.emulator.context.store.run(
      "UPDATE gateways SET doc = json_set(doc, '$.enabled', json('true')) WHERE id = 'bacs'",
    )
    const date = await workingDay(17)
    const slot = '11:00 - 12:00'
    const { email, order: transfer } = await unpaidOrder(date, slot, 'bacs')
    // The cut-off under the default rules: no same-day orders, so midnight in Rome as the day starts.
    const cutoff = Date.parse(`${date}T00:00:00+01:00`)
    setClock(cutoff - 25 * 3_600_000)
    await sweepUnpaidOrders(t.deps)
    expect(await statusOf(transfer.id)).toBe('on-hold')
    expect(await mailTo(email, 'aspettiamo il bonifico')).toHaveLength(0)
    expect(await slotOf(date, slot)).toMatchObject({ state: 'full' })
    setClock(cutoff - 23 * 3_600_000)
    await sweepUnpaidOrders(t.deps)
    await sweepUnpaidOrders(t.deps)
    await expect.poll(async () => (await mailTo(email, 'aspettiamo il bonifico')).length).toBe(1)
    expect((await mailTo(email, 'aspettiamo il bonifico'))[0]?.body).toContain('Se non arriva entro')
    setClock(cutoff + 60_000)
    await sweepUnpaidOrders(t.deps)
    expect((await t.wooRest<{ status: string }>('GET', `/orders/${transfer.id}`)).status).toBe('cancelled')
    await expect.poll(async () => (await mailTo(email, 'annullato')).length).toBe(1)
    expect((await mailTo(email, 'annullato'))[0]?.body).toContain(
      'Il bonifico non è arrivato in tempo per la consegna',
    )
  })
})
