/**
 * The calendar sweep at the API (issue 22): what depends on the date and hour, over HTTP, at the
 * instants that used to break the shop (a Friday at 23:59 in Rome, a Saturday morning, a Sunday,
 * the eve of 8 December, Easter Saturday, both DST changes, New Year's Eve, 29 February 2028):
 * the calendar and the slots offered, slot holds and their 15 minutes, an unpaid online order's
 * stock hold and the wait of its 'received' mail, and the order watch seeing a change made in
 * WooCommerce's back office. One shop on a clock the test sets to each instant; the emulator runs
 * on the same clock, so its delivery plugin, order dates and tokens follow.
 *
 * The expected answers come from the instants' own Rome date and time (@shop/vitest-config/instants)
 * and its hand-written holidays, not from the code under test.
 */
import { randomUUID } from 'node:crypto'
import { manualClock } from '@shop/clock'
import {
  CALENDAR_INSTANTS,
  describeAtInstants,
  expectedHolidays,
  isoAddDays,
  isoWeekday,
  romeWallClockInstant,
} from '@shop/vitest-config/instants'
import { builtInZones } from '@shop/zones/bari'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { SLOT_HOLD_MINUTES } from '../src/delivery/slot-holds'
import { parsePlace } from '../src/delivery/van-places'
import { createOrderWatch, ORDER_WATCH_MARK, ORDER_WATCH_SETTLE_MS } from '../src/orders/order-watch'
import { liveStock } from '../src/orders/stock-holds'
import { freeEveryVan, JAPIGIA_HOME, startApi, TEST_INSTANT, type TestApi } from './harness'

const MINUTE = 60_000
const STOCK_HOLD_MINUTES = 45
const ORDER_MAIL_WAIT_SECONDS = 300
const JAPIGIA = builtInZones().find((zone) => zone.name === 'Japigia')?.id as string
const clock = manualClock(TEST_INSTANT)
let t: TestApi
let productId = 0

interface OfferedSlot {
  slot: string
  vehicle: string | null
  state: string
  bookable: boolean
}

beforeAll(async () => {
  t = await startApi({
    now: clock,
    env: {
      STOCK_HOLD_MINUTES: String(STOCK_HOLD_MINUTES),
      ORDER_MAIL_WAIT_SECONDS: String(ORDER_MAIL_WAIT_SECONDS),
    },
  })
  await freeEveryVan(t)
  productId = (
    await t.wooRest<{ id: number }>('POST', '/products', {
      name: 'Acqua Naturale 6 × 1,5 l (sweep)',
      regular_price: '3.20',
      manage_stock: true,
      stock_quantity: 10_000,
    })
  ).id
}, 120_000)

afterAll(async () => {
  await t?.stop()
})

const holidaysAround = (year: number) =>
  new Set([...expectedHolidays(year), ...expectedHolidays(year + 1)].map((h) => h.date))

async function calendar(): Promise<string[]> {
  const reply = await t.browser().get(`/api/delivery/calendar?zoneId=${JAPIGIA}`)
  expect(reply.status, reply.text).toBe(200)
  return reply.body.dates.map((d: { date: string }) => d.date)
}

async function slotsOn(date: string): Promise<OfferedSlot[]> {
  const reply = await t.browser().get(`/api/delivery/slots?date=${date}&zoneId=${JAPIGIA}`)
  expect(reply.status, reply.text).toBe(200)
  return reply.body.slots
}

const startOf = (slot: string) => slot.slice(0, 5)
const endOf = (slot: string) => slot.slice(-5)

/** An unpaid card order (the browser has not paid yet) of one pack, for `date` and `slot`. */
async function unpaidCardOrder(date: string, slot: string, email: string) {
  return t.browser().request('POST', '/api/orders', {
    body: {
      items: [{ productId, quantity: 1 }],
      ...JAPIGIA_HOME,
      delivery: { date, slot },
      paymentMethod: 'stripe',
      guest: { firstName: 'Rosa', lastName: 'Calendario', email, phone: '333 765 4321' },
    },
    headers: { 'Idempotency-Key': `sweep-${randomUUID()}` },
  })
}

it('sweeps the instants in time order, so that the shop clock only ever moves on', async () => {
  const times = CALENDAR_INSTANTS.map((instant) => instant.epochMs)
  expect(times).toEqual([...times].sort((a, b) => a - b))
  expect(times[0]).toBeGreaterThan(Date.parse(TEST_INSTANT))
})

describeAtInstants('the shop at', (instant) => {
  it('offers the days after today in Rome, never a Sunday or a holiday; slots only where a van can go, none started', async () => {
    clock.set(instant.iso)
    const dates = await calendar()
    const holidays = holidaysAround(Number(instant.romeDate.slice(0, 4)))
    // orddd's next 30 delivery days, less the holidays among them.
    expect(dates.length).toBeGreaterThanOrEqual(24)
    expect(dates.length).toBeLessThanOrEqual(30)
    expect((dates[0] as string) > instant.romeDate, `${dates[0]} after ${instant.romeDate}`).toBe(true)
    expect(dates.every((date) => date <= isoAddDays(instant.romeDate, 45))).toBe(true)
    expect(dates.filter((date) => isoWeekday(date) === 0)).toEqual([])
    expect(dates.filter((date) => holidays.has(date))).toEqual([])
    // Every working day of the first week is there: nothing is lost at midnight or at a DST change.
    const week = Array.from({ length: 7 }, (_, i) => isoAddDays(instant.romeDate, i + 1)).filter(
      (date) => isoWeekday(date) !== 0 && !holidays.has(date),
    )
    expect(dates.slice(0, week.length)).toEqual(week)

    // Saturday's vans run in the morning only.
    const saturday = dates.find((date) => isoWeekday(date) === 6) as string
    const onSaturday = await slotsOn(saturday)
    expect(onSaturday.length).toBeGreaterThan(0)
    expect(onSaturday.filter((s) => endOf(s.slot) > '12:00')).toEqual([])
    const weekday = dates.find((date) => isoWeekday(date) !== 6) as string
    expect((await slotsOn(weekday)).some((s) => s.bookable && startOf(s.slot) >= '15:00')).toBe(true)

    // Today: no slot that has started can be booked.
    const today = await slotsOn(instant.romeDate)
    const now = clock().getTime()
    for (const slot of today) {
      if (romeWallClockInstant(instant.romeDate, startOf(slot.slot)) <= now)
        expect(slot.bookable, `${slot.slot} at ${instant.iso}`).toBe(false)
    }
  })

  it('holds a slot for exactly 15 minutes of the shop clock, then frees it; refuses a started slot', async () => {
    clock.set(instant.iso)
    const [date] = await calendar()
    const slot = (await slotsOn(date as string)).find((s) => s.bookable) as OfferedSlot
    const booked = async () =>
      (
        await t.stores.bookings
          .ledger({ capacityOf: () => 0, maxHoldsPerHolder: 0, maxExtensions: 0 })
          .takenBetween(`place:${date}:`, `place:${date};`, clock().getTime())
      )
        .filter((row) => parsePlace(row.resource)?.slot === slot.slot)
        .reduce((sum, row) => sum + row.taken, 0)
    const before = await booked()
    const hold = randomUUID().replaceAll('-', '')
    const held = await t
      .browser()
      .post('/api/delivery/holds', { zoneId: JAPIGIA, date, slot: slot.slot, hold })
    expect(held.status, held.text).toBe(201)
    expect(Date.parse(held.body.expiresAt)).toBe(clock().getTime() + SLOT_HOLD_MINUTES * MINUTE)
    expect(await booked()).toBe(before + 1)
    clock.advance(SLOT_HOLD_MINUTES * MINUTE - 1)
    expect(await booked()).toBe(before + 1)
    clock.advance(1)
    expect(await booked()).toBe(before)
    // Given back for good: the next instant may be the same on the clock (the two sides of the DST
    // change), and a lapsed hold counts again when the clock goes back; released, it never does.
    clock.set(instant.iso)
    expect((await t.browser().request('DELETE', `/api/delivery/holds/${hold}`)).status).toBe(204)
    expect(await booked()).toBe(before)

    const started = (await slotsOn(instant.romeDate)).find(
      (s) => romeWallClockInstant(instant.romeDate, startOf(s.slot)) <= clock().getTime(),
    )
    if (started) {
      const refused = await t.browser().post('/api/delivery/holds', {
        zoneId: JAPIGIA,
        date: instant.romeDate,
        slot: started.slot,
        hold: randomUUID().replaceAll('-', ''),
      })
      expect(refused.status, refused.text).toBe(409)
    }
  })

  it("an unpaid card order holds its stock STOCK_HOLD_MINUTES and waits ORDER_MAIL_WAIT_SECONDS for its 'received' mail; the order watch sees a back-office change once", async () => {
    clock.set(instant.iso)
    await t.stores.marks.setMark(ORDER_WATCH_MARK, new Date(clock().getTime() - 1000).toISOString())
    const [date] = await calendar()
    const slot = (await slotsOn(date as string)).find((s) => s.bookable) as OfferedSlot
    const email = `rosa.${randomUUID().slice(0, 8)}@example.it`
    const placed = await unpaidCardOrder(date as string, slot.slot, email)
    expect(placed.status, placed.text).toBe(201)
    const orderId = placed.body.id as number
    const at = clock().getTime()

    const holds = await liveStock(t.deps, orderId, at)
    expect(holds.length).toBeGreaterThan(0)
    for (const hold of holds) expect(hold.expiresAt).toBe(at + STOCK_HOLD_MINUTES * MINUTE)
    expect(await liveStock(t.deps, orderId, at + STOCK_HOLD_MINUTES * MINUTE)).toEqual([])
    expect(await t.stores.mailWaits.orderMailWaits()).toContainEqual({
      orderId,
      dueAt: at + ORDER_MAIL_WAIT_SECONDS * 1000,
    })

    // Paid in WooCommerce's back office: the watch sees it once the change has settled, and once only.
    const watch = createOrderWatch(t.deps)
    await t.wooRest('PUT', `/orders/${orderId}`, { status: 'processing' })
    expect(await watch.runOnce()).toBe(0)
    clock.advance(ORDER_WATCH_SETTLE_MS + 1000)
    expect(await watch.runOnce()).toBe(1)
    clock.advance(61_000)
    expect(await watch.runOnce()).toBe(0)
    // The change's mail goes, once.
    await expect
      .poll(async () => (await t.stores.outbox.outbox(500)).filter((m) => m.to === email).length)
      .toBe(1)
  })
})
