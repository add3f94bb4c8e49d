// The calendar sweep's instants (issue 22): the moments at which every rule that depends on the
// date (calendar, slots, cut-offs, holidays, closures, holds, mail waits, order watch) is run, in
// package tests and in API tests alike. Each ISO string is written with Europe/Rome's own offset at
// that instant, so its text is the Rome wall clock: `romeDate` and `romeTime` are read from it, never
// computed with a time zone library.
import { afterEach, beforeEach, describe } from 'vitest'

/** @type {ReadonlyArray<readonly [name: string, iso: string]>} */
const LIST = [
  ['Friday 27 November 2026, noon in Rome (a failing instant of issue 22)', '2026-11-27T12:00:00+01:00'],
  ['Friday 27 November 2026, 23:59 in Rome', '2026-11-27T23:59:00+01:00'],
  ['Saturday 28 November 2026, 00:30 in Rome (still Friday in UTC)', '2026-11-28T00:30:00+01:00'],
  ['Saturday 28 November 2026, 08:30 in Rome', '2026-11-28T08:30:00+01:00'],
  ['Saturday 28 November 2026, 23:59 in Rome', '2026-11-28T23:59:00+01:00'],
  ['Sunday 29 November 2026, 10:00 in Rome', '2026-11-29T10:00:00+01:00'],
  ['Monday 7 December 2026, 19:00 in Rome (the eve of the Immacolata)', '2026-12-07T19:00:00+01:00'],
  ['Monday 7 December 2026, 23:59 in Rome (the eve of the Immacolata)', '2026-12-07T23:59:00+01:00'],
  ['Tuesday 8 December 2026, 10:00 in Rome (Immacolata)', '2026-12-08T10:00:00+01:00'],
  ['Thursday 31 December 2026, 23:30 in Rome (22:30 in UTC)', '2026-12-31T23:30:00+01:00'],
  [
    'Saturday 27 March 2027, 18:30 in Rome (Easter Saturday, the eve of the spring change)',
    '2027-03-27T18:30:00+01:00',
  ],
  [
    'Sunday 28 March 2027, 01:30 CET (Easter; the spring change; a failing instant of issue 22)',
    '2027-03-28T01:30:00+01:00',
  ],
  [
    'Sunday 28 March 2027, 01:59:59 CET (the last second before the clocks go forward)',
    '2027-03-28T01:59:59+01:00',
  ],
  [
    'Sunday 28 March 2027, 03:00 CEST (the first second after the clocks went forward)',
    '2027-03-28T03:00:00+02:00',
  ],
  ['Sunday 28 March 2027, 03:30 CEST (the spring change)', '2027-03-28T03:30:00+02:00'],
  ['Saturday 30 October 2027, 23:59 CEST (the eve of the autumn change)', '2027-10-30T23:59:00+02:00'],
  ['Sunday 31 October 2027, 01:30 CEST (the autumn change)', '2027-10-31T01:30:00+02:00'],
  ['Sunday 31 October 2027, 02:30 CEST (the autumn change, first pass)', '2027-10-31T02:30:00+02:00'],
  ['Sunday 31 October 2027, 02:30 CET (the autumn change, second pass)', '2027-10-31T02:30:00+01:00'],
  ['Sunday 31 October 2027, 03:30 CET (the autumn change)', '2027-10-31T03:30:00+01:00'],
  ['Monday 28 February 2028, 23:59 in Rome (the eve of a leap day)', '2028-02-28T23:59:00+01:00'],
  ['Tuesday 29 February 2028, 08:00 in Rome (a leap day)', '2028-02-29T08:00:00+01:00'],
  ['Saturday 15 April 2028, 09:00 in Rome (Easter Saturday)', '2028-04-15T09:00:00+02:00'],
]

const ISO = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})([+-]\d{2}:\d{2})$/
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** @param {string} name @param {string} iso */
function calendarInstant(name, iso) {
  const match = ISO.exec(iso)
  if (!match)
    throw new TypeError(`calendar instant '${name}': write it as '2026-11-27T23:59:00+01:00'; got ${iso}`)
  const [, romeDate = '', romeTime = '', utcOffset = ''] = match
  const weekday = new Date(`${romeDate}T12:00:00Z`).getUTCDay()
  if (!name.startsWith(WEEKDAYS[weekday] ?? '?')) {
    throw new TypeError(
      `calendar instant '${name}': ${romeDate} is a ${WEEKDAYS[weekday]}, the name says otherwise`,
    )
  }
  return Object.freeze({ name, iso, romeDate, romeTime, utcOffset, weekday, epochMs: Date.parse(iso) })
}

export const CALENDAR_INSTANTS = Object.freeze(LIST.map(([name, iso]) => calendarInstant(name, iso)))

// What the sweeps check against: the calendar by plain UTC date arithmetic, Rome's clock by the EU
// rule (summer time from the last Sunday of March to the last Sunday of October, changing at 01:00
// UTC), and the shop's holidays with Easter from a table. None of it asks Intl or the code under test.

const DAY_MS = 86_400_000
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const WALL_TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/

/** @param {string} date */
function utcMidnight(date) {
  const match = ISO_DATE.exec(date)
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN
  if (!match || new Date(ms).toISOString().slice(0, 10) !== date) {
    throw new TypeError(`expected a calendar date such as '2026-11-27'; got ${String(date)}`)
  }
  return ms
}

/** @param {string} date @param {number} days */
export function isoAddDays(date, days) {
  return new Date(utcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10)
}

/** @param {string} date */
export function isoWeekday(date) {
  return new Date(utcMidnight(date)).getUTCDay()
}

/** The day of the month of the last Sunday of a month (1-based month). @param {number} year @param {number} month */
function lastSunday(year, month) {
  const last = new Date(Date.UTC(year, month, 0))
  return last.getUTCDate() - last.getUTCDay()
}

/** @param {number} ms */
export function isRomeSummerTime(ms) {
  const year = new Date(ms).getUTCFullYear()
  const start = Date.UTC(year, 2, lastSunday(year, 3), 1)
  const end = Date.UTC(year, 9, lastSunday(year, 10), 1)
  return ms >= start && ms < end
}

/** @param {string} date @param {string} time */
export function romeWallClockInstant(date, time) {
  const match = WALL_TIME.exec(time)
  if (!match) throw new TypeError(`expected a Rome wall-clock time such as '18:00'; got ${String(time)}`)
  const wall =
    utcMidnight(date) + (Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0)) * 1000
  const summer = wall - 2 * 3_600_000
  const winter = wall - 3_600_000
  // A time shown twice (autumn) is its first pass; a time skipped (spring) is read after the jump.
  if (isRomeSummerTime(summer)) return summer
  return winter
}

/** Easter Sunday by year, as published (not computed). */
const EASTER = /** @type {Record<number, string>} */ ({
  2025: '04-20',
  2026: '04-05',
  2027: '03-28',
  2028: '04-16',
  2029: '04-01',
  2030: '04-21',
})

const FIXED_HOLIDAYS = [
  ['01-01', 'Capodanno'],
  ['01-06', 'Epifania'],
  ['04-25', 'Festa della Liberazione'],
  ['05-01', 'Festa del Lavoro'],
  ['05-08', 'San Nicola (patrono di Bari)'],
  ['06-02', 'Festa della Repubblica'],
  ['08-15', 'Ferragosto'],
  ['11-01', 'Ognissanti'],
  ['12-06', 'San Nicola (patrono di Bari)'],
  ['12-08', 'Immacolata'],
  ['12-25', 'Natale'],
  ['12-26', 'Santo Stefano'],
]

/** @param {number} year */
export function expectedHolidays(year) {
  const easter = EASTER[year]
  if (easter === undefined)
    throw new RangeError(`expectedHolidays(year): the Easter table has 2025 to 2030; got ${year}`)
  const easterDate = `${year}-${easter}`
  return [
    ...FIXED_HOLIDAYS.map(([day, name]) => ({ date: `${year}-${day}`, name })),
    { date: easterDate, name: 'Pasqua' },
    { date: isoAddDays(easterDate, 1), name: "Lunedì dell'Angelo" },
  ].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
}

export const MACHINE_TIME_ZONES = Object.freeze([
  'UTC',
  'Europe/Rome',
  'America/Los_Angeles',
  'Asia/Tokyo',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
])

/**
 * @param {string} title
 * @param {(instant: ReturnType<typeof calendarInstant>, machineZone: string | undefined) => void} body
 * @param {{ machineZones?: readonly string[], instants?: readonly ReturnType<typeof calendarInstant>[] }} [options]
 */
export function describeAtInstants(title, body, options = {}) {
  const instants = options.instants ?? CALENDAR_INSTANTS
  const zones = options.machineZones
  describe(title, () => {
    describe.each(instants)('$name ($iso)', (instant) => {
      if (zones === undefined) {
        body(instant, undefined)
        return
      }
      describe.each(zones)('machine time zone %s', (zone) => {
        // Node re-reads TZ when process.env.TZ is assigned, so Date's local methods follow it.
        let saved
        beforeEach(() => {
          saved = process.env.TZ
          process.env.TZ = zone
        })
        afterEach(() => {
          if (saved === undefined) delete process.env.TZ
          else process.env.TZ = saved
        })
        body(instant, zone)
      })
    })
  })
}
