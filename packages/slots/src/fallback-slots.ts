import { type DayNumber, dayNumberOf, isValidDate, romeDayNumber, SATURDAY, weekdayOf } from './delivery-date'

/** The fixed slots used when the slot call fails. */
const SATURDAY_SLOTS = ['09:00 - 10:00', '10:00 - 11:00'] as const
const OTHER_DAY_SLOTS = [
  '09:00 - 10:00',
  '10:00 - 11:00',
  '11:00 - 12:00',
  '15:00 - 16:00',
  '16:00 - 17:00',
  '17:00 - 18:00',
] as const

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

function dayOf(date: unknown): DayNumber | null {
  if (isValidDate(date)) return romeDayNumber(date)
  if (typeof date !== 'string') return null
  const match = ISO_DATE.exec(date.trim())
  return match ? dayNumberOf(Number(match[1]), Number(match[2]), Number(match[3])) : null
}

/**
 * The fixed default slots of a day, used when the slot call fails and shown
 * with slotApiErrorMessage: on a Saturday 09:00 - 10:00 and 10:00 - 11:00; on other days 09-12 and
 * 15-18, hour by hour (the fallback calendar has no Sundays; a Sunday gets the weekday list).
 * Some of these lie outside TIME_SLOTS (which ends at 16:00): the fallback list is kept as the shop
 * has always offered it.
 *
 * @param date a calendar date 'YYYY-MM-DD', or a Date (its calendar date in Europe/Rome)
 * @throws TypeError when `date` is neither
 *
 * @example
 * ```ts
 * fallbackSlots('2026-11-21') // a Saturday: ['09:00 - 10:00', '10:00 - 11:00']
 * fallbackSlots('2026-11-23') // ['09:00 - 10:00', '10:00 - 11:00', '11:00 - 12:00', '15:00 - 16:00', …]
 * ```
 */
export function fallbackSlots(date: string | Date): string[] {
  const day = dayOf(date)
  if (day === null) {
    const got = typeof date === 'string' ? `'${date}'` : String(date)
    throw new TypeError(
      `fallbackSlots(date): date must be a calendar date 'YYYY-MM-DD', such as fallbackSlots('2026-11-28'), or a valid Date; got ${got}`,
    )
  }
  return [...(weekdayOf(day) === SATURDAY ? SATURDAY_SLOTS : OTHER_DAY_SLOTS)]
}
