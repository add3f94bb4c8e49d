import { type DayNumber, dayNumberOf, weekdayOf } from './delivery-date'

const WEEKDAYS = ['domenica', 'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato'] as const
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
] as const

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * The day number of a delivery date 'YYYY-MM-DD', or null when it is not a real calendar date.
 *
 * @example
 * ```ts
 * dayNumberOfIso('1970-01-02') // 1
 * dayNumberOfIso('2026-02-31') // null
 * ```
 */
export function dayNumberOfIso(date: string): DayNumber | null {
  const match = ISO_DATE.exec(date)
  if (!match) return null
  return dayNumberOf(Number(match[1]), Number(match[2]), Number(match[3]))
}

/**
 * A delivery date in Italian words, as shops write it on pages and emails: '2026-11-23' →
 * 'lunedì 23 novembre 2026'. Anything that is not a real 'YYYY-MM-DD' date comes back unchanged
 * (the meta of an order may hold another text).
 *
 * @example
 * ```ts
 * deliveryDateLabel('2026-11-23') // 'lunedì 23 novembre 2026'
 * deliveryDateLabel('domani') // 'domani'
 * ```
 */
export function deliveryDateLabel(date: string): string {
  const day = dayNumberOfIso(date)
  if (day === null) return date
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number]
  return `${WEEKDAYS[weekdayOf(day)]} ${dayOfMonth} ${MONTHS[month - 1]} ${year}`
}
