import {
  type DeliveryDate,
  deliveryDateOf,
  isValidDate,
  romeDayNumber,
  SUNDAY,
  weekdayOf,
} from './delivery-date'

/** How many days ahead the fallback calendar looks: 30, like the platform's calendar. */
const CALENDAR_DAYS = 30

/**
 * The calendar used when orddd's dates cannot be had:
 * the 30 days from tomorrow to today + 30, Sundays left out (25 or 26 entries), with Italian weekday
 * names. "Today" is the calendar date of `today` in Europe/Rome, whatever the machine's time zone;
 * the days after it are counted on the calendar, so a DST change cannot skip or repeat a day.
 * Show CALENDAR_FALLBACK_MESSAGE with it.
 *
 * @param today the current instant (pass `new Date()`; a timestamp in ms is accepted too)
 *
 * @example
 * ```ts
 * fallbackCalendar(new Date('2026-11-24T10:00:00Z'))
 * // [{ date: '2026-11-25', day: 'Mercoledì', slots: [], available: true }, …] (no Sundays)
 * ```
 */
export function fallbackCalendar(today: Date | number): DeliveryDate[] {
  const instant = typeof today === 'number' ? new Date(today) : today
  if (!isValidDate(instant)) {
    throw new TypeError(
      `fallbackCalendar(today): today must be a valid Date, such as fallbackCalendar(new Date()); got ${String(today)}`,
    )
  }
  const first = romeDayNumber(instant) + 1
  const dates: DeliveryDate[] = []
  for (let day = first; day < first + CALENDAR_DAYS; day++) {
    if (weekdayOf(day) !== SUNDAY) dates.push(deliveryDateOf(day))
  }
  return dates
}
