import { NOT_DISPATCHED, ORDER_META_KEYS, readDelivery } from '@shop/orders'
import { easterSunday } from '@shop/slots'
import type { Hono } from 'hono'
import { type EmulatorContext, siteDate } from '../context'
import { type Env, query, send } from '../http'
import { WpError } from '../wp/errors'

/** The delivery schedule behind orddd's answers; tests and demos change it through the control API. */
export interface OrdddConfig {
  /** Slot labels per weekday, 0 = Sunday ... 6 = Saturday. */
  weekdays: Record<string, string[]>
  /** Extra closed dates (YYYY-MM-DD), on top of the Italian public holidays. */
  holidays: string[]
  /** The store's time format for slot labels. */
  timeFormat: '24' | '12'
  /** At most this many orders per date and slot; a full slot is left out (orddd's lockout). */
  lockout: number
  /** When set, every orddd call fails with this HTTP status (the plugin or the site is down). */
  down: number | null
}

const hourly = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => {
    const pad = (h: number) => String(h).padStart(2, '0')
    return `${pad(from + i)}:00 - ${pad(from + i + 1)}:00`
  })

export const DEFAULT_ORDDD: OrdddConfig = {
  weekdays: {
    0: [],
    1: hourly(7, 16),
    2: hourly(7, 16),
    3: hourly(7, 16),
    4: hourly(7, 16),
    5: hourly(7, 16),
    6: hourly(7, 12),
  },
  holidays: [],
  timeFormat: '24',
  lockout: 25,
  down: null,
}

export function ordddConfig(ctx: EmulatorContext): OrdddConfig {
  return { ...DEFAULT_ORDDD, ...ctx.store.getSetting<Partial<OrdddConfig>>('orddd', {}) }
}

const DAY = 86_400_000
const toDay = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)))
const toIso = (day: number) => new Date(day).toISOString().slice(0, 10)

/** Easter Sunday of a year (@shop/slots' computus), as a UTC instant. */
function easter(year: number): number {
  const [month, day] = easterSunday(year)
  return Date.UTC(year, month - 1, day)
}

/** Italian public holidays, plus San Nicola, Bari's patron saint (8 May and 6 December). */
export function isHoliday(iso: string, extra: string[] = []): boolean {
  if (extra.includes(iso)) return true
  const md = iso.slice(5)
  const fixed = [
    '01-01',
    '01-06',
    '04-25',
    '05-01',
    '05-08',
    '06-02',
    '08-15',
    '11-01',
    '12-06',
    '12-08',
    '12-25',
    '12-26',
  ]
  if (fixed.includes(md)) return true
  return toDay(iso) === easter(Number(iso.slice(0, 4))) + DAY
}

function to12h(label: string): string {
  return label.replace(/(\d{2}):(\d{2})/g, (_, h: string, m: string) => {
    const hour = Number(h)
    const suffix = hour < 12 || hour === 24 ? 'AM' : 'PM'
    const twelve = hour % 12 === 0 ? 12 : hour % 12
    return `${String(twelve).padStart(2, '0')}:${m} ${suffix}`
  })
}

/** The live orders of one date, counted by slot and by slot + vehicle. */
interface DayBookings {
  bySlot: Map<string, number>
  bySlotAndVehicle: Map<string, number>
}

/**
 * Bookings per date, kept until the database next changes (SQLite's total_changes() of the
 * emulator's single connection): slot calls read a date many times between two orders, and
 * reading the order documents once per date instead of once per slot keeps orddd and timeslot.php
 * as fast as the real plugins' indexed meta queries.
 */
const bookingCache = new WeakMap<EmulatorContext, { changes: number; days: Map<string, DayBookings> }>()

function dayBookings(ctx: EmulatorContext, date: string): DayBookings {
  const changes = ctx.store.get<{ n: number }>('SELECT total_changes() AS n')?.n ?? 0
  let cache = bookingCache.get(ctx)
  if (!cache || cache.changes !== changes) {
    cache = { changes, days: new Map() }
    bookingCache.set(ctx, cache)
  }
  const cached = cache.days.get(date)
  if (cached) return cached
  // Live orders only: the ones going out on a van (@shop/orders NOT_DISPATCHED are left out).
  const rows = ctx.store.all<{ doc: string }>(
    `SELECT doc FROM orders WHERE status NOT IN (SELECT value FROM json_each(?))
     AND EXISTS (SELECT 1 FROM json_each(doc, '$.meta_data') WHERE json_extract(value, '$.key') = ?
                 AND json_extract(value, '$.value') = ?)`,
    JSON.stringify([...NOT_DISPATCHED]),
    ORDER_META_KEYS.deliveryDate,
    date,
  )
  const day: DayBookings = { bySlot: new Map(), bySlotAndVehicle: new Map() }
  const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1)
  for (const row of rows) {
    const { slot, vehicle } = readDelivery(
      JSON.parse(row.doc) as { meta_data: { key: string; value: unknown }[] },
    )
    if (slot === null) continue
    add(day.bySlot, slot)
    if (vehicle !== null) add(day.bySlotAndVehicle, `${slot}\u0000${vehicle}`)
  }
  cache.days.set(date, day)
  return day
}

/** How many live orders are booked for a date and slot (their delivery meta, @shop/orders readDelivery). */
export function bookedOrders(ctx: EmulatorContext, date: string, slot: string, vehicle?: string): number {
  const day = dayBookings(ctx, date)
  return (
    (vehicle === undefined ? day.bySlot.get(slot) : day.bySlotAndVehicle.get(`${slot}\u0000${vehicle}`)) ?? 0
  )
}

/** The slots orddd offers for a date: none in the past, on holidays or closed days, nor full ones. */
export function slotsFor(ctx: EmulatorContext, iso: string): string[] {
  const config = ordddConfig(ctx)
  const today = siteDate(ctx.now())
  if (iso <= today || isHoliday(iso, config.holidays)) return []
  const weekday = new Date(toDay(iso)).getUTCDay()
  return (config.weekdays[String(weekday)] ?? []).filter(
    (slot) => bookedOrders(ctx, iso, slot) < config.lockout,
  )
}

const MONTHS = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
]

/**
 * Order Delivery Date Pro's REST route (rule 24, shapes in reference/orddd-delivery-schedule.json):
 * public; ?date= gives that day's slots; ?number_of_dates=N an object whose first key is 'select'
 * followed by the next N deliverable dates as j-n-Y keys; a bad date is an error body with HTTP 200.
 */
export function ordddRoutes(app: Hono<Env>, ctx: EmulatorContext): void {
  app.get('/wp-json/orddd/v1/delivery_schedule/:id{[0-9]+}', (c) => {
    const config = ordddConfig(ctx)
    if (config.down)
      throw new WpError(
        'internal_server_error',
        'There has been a critical error on this website.',
        config.down,
      )
    if (c.req.param('id') !== '0') return send(c, 200, [])
    const q = query(c)
    if (q.number_of_dates !== undefined) {
      const wanted = Math.max(0, Math.min(365, Math.trunc(Number(q.number_of_dates)) || 0))
      const out: Record<string, string> = { select: 'Seleziona una data di consegna' }
      let day = toDay(siteDate(ctx.now()))
      for (let guard = 0; Object.keys(out).length <= wanted && guard < 800; guard++) {
        day += DAY
        const iso = toIso(day)
        if (slotsFor(ctx, iso).length === 0) continue
        const d = new Date(day)
        out[`${d.getUTCDate()}-${d.getUTCMonth() + 1}-${d.getUTCFullYear()}`] =
          `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}, ${d.getUTCFullYear()}`
      }
      return send(c, 200, out)
    }
    if (q.date !== undefined) {
      const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(String(q.date))
      if (!match) {
        return send(c, 200, {
          code: 'invalid_dates',
          message: 'Please specify date in YYYY-MM-DD format!',
          data: { status: 200 },
        })
      }
      const iso = `${match[1]}-${(match[2] as string).padStart(2, '0')}-${(match[3] as string).padStart(2, '0')}`
      const slots = slotsFor(ctx, iso).map((slot) => (config.timeFormat === '12' ? to12h(slot) : slot))
      return send(
        c,
        200,
        slots.map((slot) => ({ time_slot: slot, time_slot_i18n: slot, charges: '' })),
      )
    }
    return send(c, 200, {
      orddd_enable_delivery_date: 'on',
      orddd_delivery_checkout_options: 'delivery_calendar',
      minimum_delivery_time: '24',
      number_of_dates: '30',
      date_mandatory_field: 'checked',
      date_lockout: '',
      weekdays: Object.fromEntries(
        [0, 1, 2, 3, 4, 5, 6].map((d) => [
          `orddd_weekday_${d}`,
          (config.weekdays[String(d)] ?? []).length ? 'checked' : '',
        ]),
      ),
      holidays: config.holidays,
      time_slots: config.weekdays,
      orddd_lockout_time_slot: String(config.lockout),
      appearance: {
        date_format: 'd MM, yy',
        time_format: config.timeFormat === '12' ? '1' : '2',
        language_selected: 'it',
      },
    })
  })
}
