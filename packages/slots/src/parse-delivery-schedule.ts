import { type DayNumber, type DeliveryDate, dayNumberOf, deliveryDateOf } from './delivery-date'

/** orddd's date keys: 'j-n-Y' (d-m-yyyy), with or without zero padding. */
const DATE_KEY = /^(\d{1,2})-(\d{1,2})-(\d{4})$/

/**
 * The delivery calendar from orddd's `delivery_schedule/0?number_of_dates=30` answer: an object whose keys are dates 'd-m-yyyy' ('4-11-2026' or '04-11-2026') and whose
 * values are the same dates formatted for display. The key 'select' (the placeholder) is skipped,
 * as is any key that is not a real calendar date ('31-2-2026'); the values are not read. Entries
 * are sorted ascending without duplicates, each { date: 'YYYY-MM-DD', day, slots: [],
 * available: true } with `day` the Italian weekday name computed from the date ('Martedì').
 * Returns null for a list, an error body (an object with `code`, sent with HTTP 200) or anything
 * that is not an object: the calendar call failed, use fallbackCalendar. An object without date
 * keys gives [] (no deliverable date).
 *
 * @example
 * ```ts
 * parseDeliverySchedule({ select: 'Seleziona', '24-11-2026': '24 novembre 2026' })
 * // [{ date: '2026-11-24', day: 'Martedì', slots: [], available: true }]
 * ```
 */
export function parseDeliverySchedule(answer: unknown): DeliveryDate[] | null {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return null
  if (Object.hasOwn(answer, 'code')) return null
  const days = new Set<DayNumber>()
  for (const key of Object.keys(answer)) {
    const match = DATE_KEY.exec(key.trim())
    if (!match) continue
    const day = dayNumberOf(Number(match[3]), Number(match[2]), Number(match[1]))
    if (day !== null) days.add(day)
  }
  return [...days].sort((a, b) => a - b).map(deliveryDateOf)
}
