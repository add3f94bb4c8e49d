import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { DeliveryDate } from './delivery-date'
import { fallbackCalendar } from './fallback-calendar'

const DAYS = ['Domenica', 'Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato']
const ZONES = [
  'UTC',
  'America/Los_Angeles',
  'Asia/Tokyo',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Europe/Rome',
]

const savedTz = process.env.TZ
function setTz(tz: string) {
  process.env.TZ = tz
}
beforeEach(() => setTz('UTC'))
afterEach(() => {
  if (savedTz === undefined) delete process.env.TZ
  else process.env.TZ = savedTz
})

/** The model: the Rome date by another route (sv-SE prints YYYY-MM-DD), then 30 days by Date.UTC overflow. */
function expected(instant: Date): DeliveryDate[] {
  const [y, m, d] = instant.toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' }).split('-').map(Number)
  const out: DeliveryDate[] = []
  for (let i = 1; i <= 30; i++) {
    const date = new Date(Date.UTC(y as number, (m as number) - 1, (d as number) + i))
    if (date.getUTCDay() === 0) continue
    out.push({
      date: date.toISOString().slice(0, 10),
      day: DAYS[date.getUTCDay()] as string,
      slots: [],
      available: true,
    })
  }
  return out
}
const weekday = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay()
const romeDate = (instant: Date) => instant.toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' })
const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)

describe('fallbackCalendar: examples', () => {
  it('starts tomorrow, skips Sundays, spans 30 days and names the days in Italian', () => {
    // Tuesday 24 November 2026, 10:00 in Rome.
    const dates = fallbackCalendar(new Date('2026-11-24T09:00:00Z'))
    expect(dates[0]).toEqual({ date: '2026-11-25', day: 'Mercoledì', slots: [], available: true })
    expect(dates.slice(0, 6).map((d) => `${d.date} ${d.day}`)).toEqual([
      '2026-11-25 Mercoledì',
      '2026-11-26 Giovedì',
      '2026-11-27 Venerdì',
      '2026-11-28 Sabato',
      '2026-11-30 Lunedì',
      '2026-12-01 Martedì',
    ])
    // 25 Nov .. 24 Dec: 30 days, 4 Sundays (29 Nov, 6, 13, 20 Dec).
    expect(dates).toHaveLength(26)
    expect(dates.at(-1)).toEqual({ date: '2026-12-24', day: 'Giovedì', slots: [], available: true })
  })

  it('has 25 entries when the window holds 5 Sundays', () => {
    // Saturday 21 November 2026 in Rome: the window 22 Nov .. 21 Dec holds 5 Sundays.
    const dates = fallbackCalendar(new Date('2026-11-21T12:00:00Z'))
    expect(dates).toHaveLength(25)
    expect(dates[0]?.date).toBe('2026-11-23')
    expect(dates.at(-1)?.date).toBe('2026-12-21')
  })

  it.each([
    // a UTC instant whose Rome date differs from its UTC date: Saturday 21 in UTC, Sunday 22 in Rome
    ['2026-11-21T23:30:00Z', '2026-11-23', '2026-12-22', 26],
    ['2026-11-21T23:00:00Z', '2026-11-23', '2026-12-22', 26],
    ['2026-11-21T22:59:59Z', '2026-11-23', '2026-12-21', 25],
    // spring DST: Rome goes from 02:00 CET to 03:00 CEST at 01:00 UTC on Sunday 29 March 2026
    ['2026-03-28T22:59:59Z', '2026-03-30', '2026-04-27', 25],
    ['2026-03-28T23:00:00Z', '2026-03-30', '2026-04-28', 26],
    ['2026-03-29T00:59:59Z', '2026-03-30', '2026-04-28', 26],
    ['2026-03-29T01:00:00Z', '2026-03-30', '2026-04-28', 26],
    ['2026-03-29T21:59:59Z', '2026-03-30', '2026-04-28', 26],
    ['2026-03-29T22:00:00Z', '2026-03-31', '2026-04-29', 26],
    // autumn DST: Rome goes from 03:00 CEST back to 02:00 CET at 01:00 UTC on Sunday 25 October 2026
    ['2026-10-24T21:59:59Z', '2026-10-26', '2026-11-23', 25],
    ['2026-10-24T22:00:00Z', '2026-10-26', '2026-11-24', 26],
    ['2026-10-25T00:59:59Z', '2026-10-26', '2026-11-24', 26],
    ['2026-10-25T01:00:00Z', '2026-10-26', '2026-11-24', 26],
    ['2026-10-25T22:59:59Z', '2026-10-26', '2026-11-24', 26],
    ['2026-10-25T23:00:00Z', '2026-10-27', '2026-11-25', 26],
  ])('from %s: first %s, last %s, %i dates, in every process time zone', (instant, first, last, count) => {
    const results = ZONES.map((tz) => {
      setTz(tz)
      return fallbackCalendar(new Date(instant))
    })
    for (const dates of results) {
      expect(dates[0]?.date).toBe(first)
      expect(dates.at(-1)?.date).toBe(last)
      expect(dates).toHaveLength(count)
      expect(dates).toEqual(results[0])
    }
  })

  it('lists every day across a DST change once, none skipped or repeated', () => {
    for (const instant of ['2026-03-20T12:00:00Z', '2026-10-20T12:00:00Z']) {
      const dates = fallbackCalendar(new Date(instant)).map((d) => d.date)
      for (let i = 1; i < dates.length; i++) {
        const gap = (Date.parse(dates[i] as string) - Date.parse(dates[i - 1] as string)) / 86_400_000
        expect(gap === 1 || (gap === 2 && weekday(addDays(dates[i - 1] as string, 1)) === 0)).toBe(true)
      }
    }
  })

  it('accepts a timestamp in ms', () => {
    const instant = Date.parse('2026-11-24T09:00:00Z')
    expect(fallbackCalendar(instant)).toEqual(fallbackCalendar(new Date(instant)))
  })

  it.each([
    ['an invalid Date', new Date('not a date')],
    ['NaN', Number.NaN],
    ['a string', '2026-11-24'],
    ['null', null],
  ])('throws a TypeError that shows the right form for %s', (_, today) => {
    expect(() => fallbackCalendar(today as never)).toThrow(TypeError)
    expect(() => fallbackCalendar(today as never)).toThrow('fallbackCalendar(new Date())')
  })
})

describe('fallbackCalendar: properties over 2000-2100 and several process time zones', () => {
  const instantArb = fc.date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2100-12-31T23:59:59Z'),
    noInvalidDate: true,
  })
  const tzArb = fc.constantFrom(...ZONES)

  it('is the 30 days after the Rome date, minus Sundays, with Italian day names', () => {
    fc.assert(
      fc.property(instantArb, tzArb, (instant, tz) => {
        setTz(tz)
        const dates = fallbackCalendar(instant)
        expect(dates).toEqual(expected(instant))
        const today = romeDate(instant)
        const tomorrow = addDays(today, 1)
        expect(dates[0]?.date).toBe(weekday(tomorrow) === 0 ? addDays(today, 2) : tomorrow)
        const window = Array.from({ length: 30 }, (_, i) => addDays(today, i + 1))
        expect(dates.map((d) => d.date)).toEqual(window.filter((d) => weekday(d) !== 0))
        expect([25, 26]).toContain(dates.length)
        for (let i = 0; i < dates.length; i++) {
          const d = dates[i] as DeliveryDate
          expect(weekday(d.date)).not.toBe(0)
          expect(d.day).toBe(DAYS[weekday(d.date)])
          expect(d.slots).toEqual([])
          expect(d.available).toBe(true)
          if (i > 0) expect(d.date > (dates[i - 1] as DeliveryDate).date).toBe(true)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('gives the same calendar whatever process.env.TZ is', () => {
    fc.assert(
      fc.property(instantArb, (instant) => {
        setTz('UTC')
        const reference = fallbackCalendar(instant)
        for (const tz of ZONES) {
          setTz(tz)
          expect(fallbackCalendar(instant)).toEqual(reference)
        }
      }),
      { numRuns: 100 },
    )
  })

  it('really runs under the process time zones it sets', () => {
    setTz('Asia/Tokyo')
    expect(new Date(Date.UTC(2026, 0, 1)).getTimezoneOffset()).toBe(-540)
    setTz('Pacific/Pago_Pago')
    expect(new Date(Date.UTC(2026, 0, 1)).getTimezoneOffset()).toBe(660)
    setTz('Pacific/Kiritimati')
    expect(new Date(Date.UTC(2026, 0, 1)).getTimezoneOffset()).toBe(-840)
  })
})
