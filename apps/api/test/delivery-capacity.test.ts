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
  isoDateOf,
  italianHolidays,
  romeDayNumber,
} from '@shop/slots'
import { CARD_SECRET } from '@shop/woo-emulator'
import { builtInZones } from '@shop/zones/bari'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createOrderWatch } from '../src/orders/order-watch'
import {
  type Browser,
  cardToken,
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

  it('30 holds at once for the last place: one held; the order takes it; a lapsed hold frees it', async () => {
    await setRules({ defaultCapacity: { orders: 1 } })
    const date = await workingDay(2)
    const [slot, other] = (await slotsOf(date)).map((s) => s.slot) as [string, string]
    const holds = Array.from({ length: 30 }, holdId)
    const replies = await Promise.all(
      holds.map((hold) => t.browser().post('/api/delivery/holds', { zoneId: JAPIGIA, date, slot, hold })),
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

async function slotOf(date: string, slot: string): Promise<OfferedSlot> {
  return (await slotsOf(date)).find((s) => s.slot === slot) as OfferedSlot
}

/** An order entered in WooCommerce's back office, with the delivery meta an operator types there. */
function backOfficeOrder(date: string, slot: string, vehicle: string, status = 'processing') {
  return t.wooRest<{ id: number }>('POST', '/orders', {
    status,
    line_items: [{ product_id: productId, quantity: 1 }],
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
