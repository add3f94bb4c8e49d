import { manualClock } from '@shop/clock'
import { italianHolidays } from '@shop/slots'
import type { DeliveryZone } from '@shop/zones'
import { builtInZones } from '@shop/zones/bari'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Browser, startApi, TEST_INSTANT, type TestApi } from './harness'

const WEEKDAYS = ['Domenica', 'Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato']
const zoneId = (name: string) => {
  const zone = builtInZones().find((z) => z.name === name)
  if (!zone) throw new Error(`no zone ${name}`)
  return zone.id
}
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay()
const romeToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(t.deps.now())
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** A slot as offered with no capacity, cut-off or closure in the way (delivery/slot-offer.ts). */
const offeredOpen = (slot: { slot: string; vehicle: string; preferred: boolean }) => ({
  ...slot,
  state: 'open',
  remaining: null,
  label: null,
  bookable: true,
})

const thisYear = Number(TEST_INSTANT.slice(0, 4))
const HOLIDAYS = new Set([...italianHolidays(thisYear), ...italianHolidays(thisYear + 1)].map((h) => h.date))

let t: TestApi
let b: Browser
/** orddd's delivery dates, read once while it is up. */
let ordddDates: string[] = []
/** A working day (not a Saturday) a week or more ahead: no seeded order fills its slots. */
let weekdayDate = ''
let saturdayDate = ''

beforeAll(async () => {
  t = await startApi()
  b = t.browser()
  const calendar = await b.get('/api/delivery/calendar')
  ordddDates = calendar.body.dates.map((d: { date: string }) => d.date)
  const later = ordddDates.filter((date) => date >= addDays(romeToday(), 7))
  weekdayDate = later.find((date) => weekday(date) !== 6) as string
  saturdayDate = later.find((date) => weekday(date) === 6) as string
})
afterAll(async () => {
  await t?.stop()
})
afterEach(async () => {
  await t.control('/orddd', 'DELETE')
  await t.control('/timeslots', 'DELETE')
  await t.control('/faults', 'DELETE')
})

const slots = (date: string, zone: string) =>
  b.get(`/api/delivery/slots?date=${date}&zoneId=${encodeURIComponent(zone)}`)

describe('GET /api/delivery/calendar', () => {
  it("gives orddd's next 30 dates, never kept (a closure shows at once)", async () => {
    const r = await b.get('/api/delivery/calendar')
    expect(r.status).toBe(200)
    expect(r.body.source).toBe('orddd')
    expect(r.body.message).toBe('Date disponibili caricate da API WooCommerce')
    // orddd's 30 dates, less the holidays among them (8 December, Christmas…: delivery/slot-offer.ts).
    expect(r.body.dates.length).toBeGreaterThanOrEqual(26)
    expect(r.body.dates.length).toBeLessThanOrEqual(30)
    expect(r.body.dates.filter((d: { date: string }) => HOLIDAYS.has(d.date))).toEqual([])
    for (const entry of r.body.dates) {
      expect(entry).toEqual({
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        day: WEEKDAYS[weekday(entry.date)],
        slots: [],
        available: true,
      })
      expect(entry.date > romeToday()).toBe(true)
    }
    expect(r.headers.get('cache-control')).toBe('no-store')
    expect(weekdayDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(saturdayDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('falls back to the next 30 days without Sundays when orddd is down', async () => {
    await t.control('/orddd', 'PUT', { down: 503 })
    const r = await b.get('/api/delivery/calendar')
    expect(r.status).toBe(200)
    expect(r.body.source).toBe('fallback')
    expect(r.body.message).toBe('Calendario fallback generato')
    const dates = r.body.dates.map((d: { date: string }) => d.date)
    let first = addDays(romeToday(), 1)
    while (weekday(first) === 0 || HOLIDAYS.has(first)) first = addDays(first, 1)
    expect(dates[0]).toBe(first)
    expect(dates.filter((date: string) => HOLIDAYS.has(date))).toEqual([])
    expect(dates.length).toBeGreaterThanOrEqual(21)
    expect(dates.length).toBeLessThanOrEqual(26)
    expect(dates.every((date: string) => weekday(date) !== 0)).toBe(true)
    expect(dates.at(-1) <= addDays(romeToday(), 30)).toBe(true)
    for (const entry of r.body.dates) expect(entry.day).toBe(WEEKDAYS[weekday(entry.date)])
    expect(r.headers.get('cache-control')).toBe('no-store')
  })
})

describe('GET /api/delivery/slots', () => {
  const japigia = zoneId('Japigia')

  it("filters a zone's slots by the availability of each slot's vehicle (Japigia, Molisia only at 07)", async () => {
    // Japigia: 08, 09, 12, 13 excluded; 07, 10, 11 Molisia; 14, 15 Fiat new Ducato; no default vehicle.
    const open = await slots(weekdayDate, japigia)
    expect(open.status).toBe(200)
    expect(open.body.slots.map((s: { slot: string }) => s.slot)).toEqual([
      '10:00 - 11:00',
      '11:00 - 12:00',
      '15:00 - 16:00',
      '07:00 - 08:00',
      '14:00 - 15:00',
    ])

    await t.control('/timeslots', 'POST', { vehicle: 'Molisia', slots: ['07:00 - 08:00'] })
    const r = await slots(weekdayDate, japigia)
    expect(r.status).toBe(200)
    expect(r.body).toEqual({
      date: weekdayDate,
      zone: { id: japigia, name: 'Japigia' },
      slots: [
        offeredOpen({ slot: '15:00 - 16:00', vehicle: 'Fiat new Ducato', preferred: true }),
        offeredOpen({ slot: '07:00 - 08:00', vehicle: 'Molisia', preferred: false }),
        offeredOpen({ slot: '14:00 - 15:00', vehicle: 'Fiat new Ducato', preferred: false }),
      ],
      source: 'orddd',
    })
    expect(r.headers.get('cache-control')).toBe('no-store')
  })

  it('reads every answer shape of timeslot.php', async () => {
    for (const shape of ['strings', 'objects', 'available_slots', 'slots', 'availableSlots']) {
      await t.control('/timeslots', 'POST', { vehicle: 'Molisia', slots: ['10:00 - 11:00'], shape })
      const r = await slots(weekdayDate, japigia)
      expect(
        r.body.slots
          .filter((s: { vehicle: string }) => s.vehicle === 'Molisia')
          .map((s: { slot: string }) => s.slot),
        shape,
      ).toEqual(['10:00 - 11:00'])
    }
  })

  it('does not filter by a vehicle whose availability call fails', async () => {
    await t.control('/timeslots', 'POST', { vehicle: 'Molisia', status: 500 })
    await t.control('/timeslots', 'POST', { vehicle: 'Fiat new Ducato', slots: ['14:00 - 15:00'] })
    const r = await slots(weekdayDate, japigia)
    expect(r.status).toBe(200)
    expect(r.body.slots).toEqual([
      offeredOpen({ slot: '10:00 - 11:00', vehicle: 'Molisia', preferred: true }),
      offeredOpen({ slot: '11:00 - 12:00', vehicle: 'Molisia', preferred: true }),
      offeredOpen({ slot: '07:00 - 08:00', vehicle: 'Molisia', preferred: false }),
      offeredOpen({ slot: '14:00 - 15:00', vehicle: 'Fiat new Ducato', preferred: false }),
    ])
    expect(r.body.message).toBeUndefined()
  })

  it("uses the fixed fallback slots with 'Errore API slot orari: 503' when orddd fails", async () => {
    await t.control('/orddd', 'PUT', { down: 503 })
    // Centro: Mega Ducato for every slot, 15 excluded; the portal answers for it.
    await t.control('/timeslots', 'POST', { vehicle: 'Mega Ducato', status: 500 })
    const weekdayAnswer = await slots(weekdayDate, zoneId('Centro'))
    expect(weekdayAnswer.status).toBe(200)
    expect(weekdayAnswer.body.source).toBe('fallback')
    expect(weekdayAnswer.body.message).toBe('Errore API slot orari: 503')
    expect(weekdayAnswer.body.slots.map((s: { slot: string }) => s.slot)).toEqual([
      '09:00 - 10:00',
      '10:00 - 11:00',
      '11:00 - 12:00',
      '16:00 - 17:00',
      '17:00 - 18:00',
    ])
    expect(weekdayAnswer.body.slots.every((s: { preferred: boolean }) => s.preferred)).toBe(true)

    const saturday = await slots(saturdayDate, zoneId('Centro'))
    expect(saturday.body.message).toBe('Errore API slot orari: 503')
    expect(saturday.body.slots).toEqual([
      offeredOpen({ slot: '09:00 - 10:00', vehicle: 'Mega Ducato', preferred: true }),
      offeredOpen({ slot: '10:00 - 11:00', vehicle: 'Mega Ducato', preferred: true }),
    ])
  })

  it('lists preferred slots first, each group in time order', async () => {
    // Centro on a working day: 07-14 (15 excluded); preferred 09-12.
    const r = await slots(weekdayDate, zoneId('Centro'))
    const list = r.body.slots as { slot: string; preferred: boolean }[]
    expect(list.map((s) => s.slot)).toEqual([
      '09:00 - 10:00',
      '10:00 - 11:00',
      '11:00 - 12:00',
      '07:00 - 08:00',
      '08:00 - 09:00',
      '12:00 - 13:00',
      '13:00 - 14:00',
      '14:00 - 15:00',
    ])
    expect(list.map((s) => s.preferred)).toEqual([true, true, true, false, false, false, false, false])
  })

  it('answers 404 Zona non trovata for a zone id not in force', async () => {
    for (const id of ['zona-1', 'Japigia', 'x'.repeat(100)]) {
      const r = await slots(weekdayDate, id)
      expect(r.status, id).toBe(404)
      expect(r.body).toEqual({ error: { code: 'zone_not_found', message: 'Zona non trovata' } })
    }
    const missing = await b.get(`/api/delivery/slots?date=${weekdayDate}`)
    expect(missing.status).toBe(400)
    expect(missing.body.error.fields.zoneId).toBe('Indica la zona di consegna (zoneId)')
  })

  it('answers 400 Data di consegna non valida for a malformed, unreal, past or too distant date', async () => {
    const today = romeToday()
    for (const date of [
      '',
      'domani',
      '2026-1-5',
      `${today}T10:00`,
      '2027-02-30',
      addDays(today, -1),
      '2020-01-10',
      addDays(today, 61),
    ]) {
      const r = await slots(date, japigia)
      expect(r.status, date).toBe(400)
      expect(r.body.error.code).toBe('invalid_request')
      expect(r.body.error.message, date).toBe('Data di consegna non valida')
      expect(r.body.error.fields.date).toBe('Data di consegna non valida')
    }
    const noDate = await b.get(`/api/delivery/slots?zoneId=${japigia}`)
    expect(noDate.status).toBe(400)
    expect(noDate.body.error.message).toBe('Data di consegna non valida')
    for (const date of [today, addDays(today, 60)]) {
      expect((await slots(date, japigia)).status, date).toBe(200)
    }
  })

  it('serves the zones in force: a saved zone is used at once', async () => {
    const zones = structuredClone(builtInZones()) as DeliveryZone[]
    const japigiaZone = zones.find((z) => z.id === japigia) as DeliveryZone
    japigiaZone.name = 'Japigia Nord'
    japigiaZone.timeSlotRestrictions.excludedSlots.push('07:00 - 08:00')
    expect(await t.stores.zones.saveZones(0, zones, 'test', t.deps.now().getTime())).not.toBeNull()
    try {
      const r = await slots(weekdayDate, japigia)
      expect(r.body.zone).toEqual({ id: japigia, name: 'Japigia Nord' })
      expect(r.body.slots.map((s: { slot: string }) => s.slot)).not.toContain('07:00 - 08:00')
    } finally {
      await t.stores.zones.saveZones(
        1,
        structuredClone(builtInZones()) as DeliveryZone[],
        'test',
        t.deps.now().getTime(),
      )
    }
  })
})

describe('the slot cache (SLOTS_CACHE_SECONDS)', () => {
  let cached: TestApi
  const clock = manualClock(TEST_INSTANT)
  const japigia = zoneId('Japigia')
  const shown = async (date: string) => {
    const reply = await cached.browser().get(`/api/delivery/slots?date=${date}&zoneId=${japigia}`)
    expect(reply.status).toBe(200)
    return reply.body.slots.map((s: { slot: string }) => s.slot) as string[]
  }

  beforeAll(async () => {
    cached = await startApi({ env: { SLOTS_CACHE_SECONDS: '10' }, now: clock })
  })
  afterAll(async () => {
    await cached?.stop()
  })

  it('shares one answer for 10 s, then asks again; an order placed clears it at once', async () => {
    const first = await shown(weekdayDate)
    expect(first).toContain('10:00 - 11:00')

    // Molisia is now only free at 07: not seen while the answer is fresh.
    await cached.control('/timeslots', 'POST', { vehicle: 'Molisia', slots: ['07:00 - 08:00'] })
    expect(await shown(weekdayDate)).toEqual(first)
    clock.advance(11_000)
    const later = await shown(weekdayDate)
    expect(later).not.toContain('10:00 - 11:00')
    expect(later).toContain('07:00 - 08:00')

    // Molisia free again: still cached, until an order takes a place in a slot.
    await cached.control('/timeslots', 'DELETE')
    expect(await shown(weekdayDate)).toEqual(later)
    const { items } = await cached.deps.woo.listProducts({
      stock_status: 'instock',
      per_page: 20,
      status: 'publish',
    })
    const product = items.find(
      (p) => p.type === 'simple' && (!p.manage_stock || (p.stock_quantity ?? 0) >= 5),
    )
    expect(product).toBeDefined()
    const placed = await cached.browser().request('POST', '/api/orders', {
      headers: { 'Idempotency-Key': 'slot-cache-order' },
      body: {
        items: [{ productId: product?.id, quantity: 1 }],
        shipping: {
          firstName: 'Giuseppe',
          lastName: 'Abbrescia',
          address1: 'Via Peucetia, 22',
          city: 'Bari',
          postcode: '70126',
          province: 'ba',
          phone: '080 555 0102',
        },
        coordinates: { lat: 41.11158, lng: 16.89587 },
        delivery: { date: weekdayDate, slot: '14:00 - 15:00' },
        paymentMethod: 'bacs',
        guest: {
          firstName: 'Lucia',
          lastName: 'Ospite',
          email: 'lucia.ospite@example.com',
          phone: '+39 333 123 4567',
        },
      },
    })
    expect(placed.status, placed.text).toBe(201)
    expect(await shown(weekdayDate)).toContain('10:00 - 11:00')
  })

  it('sees a zone edit at once (the key holds the zones version)', async () => {
    const before = await shown(weekdayDate)
    expect(before).toContain('15:00 - 16:00')
    const zones = structuredClone(builtInZones()) as DeliveryZone[]
    const edited = zones.find((z) => z.id === japigia) as DeliveryZone
    edited.timeSlotRestrictions.excludedSlots.push('15:00 - 16:00')
    const saved = await cached.stores.zones.saveZones(
      cached.stores.zones.zonesVersion(),
      zones,
      'test',
      clock().getTime(),
    )
    expect(saved).not.toBeNull()
    expect(await shown(weekdayDate)).not.toContain('15:00 - 16:00')
  })
})
