import { type DayNumber, dayNumberOf, isoDateOf } from './delivery-date'

/** A day on which the shop does not deliver, for every zone. */
export interface Holiday {
  /** The calendar date, 'YYYY-MM-DD'. */
  date: string
  /** Its Italian name: 'Natale', 'Lunedì dell'Angelo', 'San Nicola (patrono di Bari)'. */
  name: string
}

/** The fixed-date holidays, [month, day, name], in calendar order; Easter is added per year. */
const FIXED: readonly (readonly [number, number, string])[] = [
  [1, 1, 'Capodanno'],
  [1, 6, 'Epifania'],
  [4, 25, 'Festa della Liberazione'],
  [5, 1, 'Festa del Lavoro'],
  [5, 8, 'San Nicola (patrono di Bari)'],
  [6, 2, 'Festa della Repubblica'],
  [8, 15, 'Ferragosto'],
  [11, 1, 'Ognissanti'],
  [12, 6, 'San Nicola (patrono di Bari)'],
  [12, 8, 'Immacolata'],
  [12, 25, 'Natale'],
  [12, 26, 'Santo Stefano'],
]

/** The years italianHolidays computes: the Gregorian calendar's (from 1583) up to 9999. */
const FIRST_YEAR = 1583
const LAST_YEAR = 9999

/**
 * Easter Sunday of a Gregorian year as [month, day], by the anonymous Gregorian computus
 * (Meeus/Jones/Butcher), valid for every year of the Gregorian calendar.
 */
export function easterSunday(year: number): [month: number, day: number] {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return [month, day]
}

/** One year's holidays, sorted by date (a shared, frozen list: callers get copies). */
type YearHolidays = readonly Readonly<Holiday>[]

const cache = new Map<number, YearHolidays>()
/** Enough years for any calendar a request looks at; the cache is cleared beyond it. */
const CACHE_YEARS = 64

function computeYear(year: number): YearHolidays {
  const days: { day: DayNumber; name: string }[] = FIXED.map(([month, day, name]) => ({
    day: dayNumberOf(year, month, day) as DayNumber,
    name,
  }))
  const [month, day] = easterSunday(year)
  const easter = dayNumberOf(year, month, day) as DayNumber
  days.push({ day: easter, name: 'Pasqua' }, { day: easter + 1, name: "Lunedì dell'Angelo" })
  // Array#sort is stable: on a shared date (Pasqua on 25 April 2038) the fixed holiday comes first.
  days.sort((x, y) => x.day - y.day)
  return Object.freeze(days.map(({ day, name }) => Object.freeze({ date: isoDateOf(day), name })))
}

/**
 * One year's holidays, memoised: computed once per year, shared afterwards. Years outside
 * 1583..9999 have none. Not part of the public API.
 */
export function holidaysOf(year: number): YearHolidays {
  let holidays = cache.get(year)
  if (holidays === undefined) {
    holidays = Number.isInteger(year) && year >= FIRST_YEAR && year <= LAST_YEAR ? computeYear(year) : []
    if (cache.size >= CACHE_YEARS) cache.clear()
    cache.set(year, holidays)
  }
  return holidays
}

/**
 * The holiday on a date 'YYYY-MM-DD' (the first, when two fall on it), or undefined. The date is
 * expected valid (checked by the caller). Not part of the public API.
 */
export function holidayOn(date: string): Readonly<Holiday> | undefined {
  for (const holiday of holidaysOf(Number(date.slice(0, 4)))) {
    if (holiday.date === date) return holiday
  }
  return undefined
}

/**
 * The days the shop does not deliver in a year, sorted by date: the Italian national holidays
 * (Capodanno, Epifania, Pasqua and Lunedì dell'Angelo by the Gregorian computus, Festa della
 * Liberazione, Festa del Lavoro, Festa della Repubblica, Ferragosto, Ognissanti, Immacolata,
 * Natale, Santo Stefano) and Bari's two days of its patron San Nicola, 8 May and 6 December.
 * When two fall on one date (Pasqua on 25 April 2038) both are listed, the fixed one first.
 * Computed once per year and memoised; each call returns a new list.
 *
 * @param year a year of the Gregorian calendar, 1583 to 9999 (a RangeError otherwise)
 *
 * @example
 * ```ts
 * italianHolidays(2026).find((holiday) => holiday.name === 'Pasqua') // { date: '2026-04-05', name: 'Pasqua' }
 * italianHolidays(2026).length // 14
 * ```
 */
export function italianHolidays(year: number): Holiday[] {
  if (!Number.isInteger(year) || year < FIRST_YEAR || year > LAST_YEAR) {
    throw new RangeError(
      `italianHolidays(year): year must be a whole year of the Gregorian calendar, ${FIRST_YEAR} to ${LAST_YEAR}, such as italianHolidays(2026); got ${String(year)}`,
    )
  }
  return holidaysOf(year).map((holiday) => ({ ...holiday }))
}
