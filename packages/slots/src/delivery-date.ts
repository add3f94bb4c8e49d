/** One date of the delivery calendar. */
export interface DeliveryDate {
  /** The calendar date, 'YYYY-MM-DD'. */
  date: string
  /** Its Italian weekday name, capitalised: 'Lunedì' … 'Domenica'. */
  day: string
  /** Always empty here: the day's slots are asked for when the date is chosen. */
  slots: string[]
  /** Always true here. */
  available: boolean
}

/** Italian weekday names, capitalised, indexed like Date#getUTCDay (0 = Sunday). */
const WEEKDAYS = ['Domenica', 'Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato'] as const

const DAY_MS = 86_400_000
export const SUNDAY = 0
export const SATURDAY = 6

/**
 * Calendar dates are handled as day numbers (days since 1970-01-01 in the proleptic Gregorian
 * calendar): pure arithmetic, no time zone, so no DST change can skip or repeat a day.
 */
export type DayNumber = number

/** The day number of year-month-day, or null when that is not a real calendar date (31-2-2026). */
export function dayNumberOf(year: number, month: number, day: number): DayNumber | null {
  if (![year, month, day].every(Number.isInteger)) return null
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  return real ? Math.round(date.getTime() / DAY_MS) : null
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: DayNumber): number {
  return new Date(day * DAY_MS).getUTCDay()
}

/**
 * The 'YYYY-MM-DD' date of a day number (days since 1970-01-01): `isoDateOf(dayNumberOfIso(date) + 1)` is the next day.
 *
 * @example
 * ```ts
 * isoDateOf(romeDayNumber(new Date()) + 1) // tomorrow in Rome, 'YYYY-MM-DD'
 * ```
 */
export function isoDateOf(day: DayNumber): string {
  const date = new Date(day * DAY_MS)
  const pad = (value: number, length: number) => String(value).padStart(length, '0')
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`
}

export function deliveryDateOf(day: DayNumber): DeliveryDate {
  return { date: isoDateOf(day), day: WEEKDAYS[weekdayOf(day)] ?? '', slots: [], available: true }
}

let romeFormat: Intl.DateTimeFormat | undefined

/**
 * The day number (days since 1970-01-01) of the calendar date an instant has in Europe/Rome, the
 * shop's time zone, whatever the machine's time zone.
 *
 * @example
 * ```ts
 * isoDateOf(romeDayNumber(new Date('2026-11-23T23:30:00Z'))) // '2026-11-24' (00:30 in Rome)
 * ```
 */
export function romeDayNumber(instant: Date): DayNumber {
  romeFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Rome',
    calendar: 'gregory',
    numberingSystem: 'latn',
    era: 'short',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  })
  const parts: Record<string, string> = {}
  for (const part of romeFormat.formatToParts(instant)) parts[part.type] = part.value
  const yearOfEra = Number(parts.year)
  // Years before 1 CE come as "1 BC" = year 0 of the proleptic calendar.
  const year = parts.era === 'BC' || parts.era === 'B' ? 1 - yearOfEra : yearOfEra
  const day = dayNumberOf(year, Number(parts.month), Number(parts.day))
  if (day === null) throw new RangeError(`Cannot read the Europe/Rome date of ${String(instant)}`)
  return day
}

/** Whether a value is a Date holding a real instant. */
export function isValidDate(value: unknown): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime())
}
