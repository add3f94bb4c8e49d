import type { CutoffRules } from './cutoff-rules-schema'
import { CLOCK_TIME_PATTERN, DEFAULT_CUTOFF_RULES } from './default-cutoff-rules'
import { type DayNumber, isValidDate, romeDayNumber, weekdayOf } from './delivery-date'
import { dayNumberOfIso } from './delivery-date-label'
import { parseSlotTimes } from './normalize-slot-label'
import { romeInstant } from './rome-time'

const HOUR_MS = 3_600_000

/** 0 = Sunday … 6 = Saturday, the keys of CutoffRules' nextDayUntil. */
type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6

/** isPastCutoff's input: a slot of a date, the current instant and the rules. */
export interface IsPastCutoffInput {
  /** The delivery date, 'YYYY-MM-DD' (a Europe/Rome calendar date). */
  date: string
  /** The slot label, 'HH:MM - HH:MM' (anything normalizeSlotLabel reads). */
  slot: string
  /** The current instant. */
  now: Date
  /** The shop's rules; missing parts take DEFAULT_CUTOFF_RULES'. */
  rules?: Partial<CutoffRules> | null | undefined
}

/** isPastCutoff with `now` and the rules read once, for many slots. Not part of the public API. */
export type CutoffCheck = (day: DayNumber | null, slot: string) => boolean

/**
 * isPastCutoff's rules read once for an instant: the returned check tells, for a day number and a
 * slot label, whether that slot is past its cut-off. Not part of the public API.
 */
export function createCutoffCheck(now: Date, rules: Partial<CutoffRules> | null | undefined): CutoffCheck {
  if (!isValidDate(now)) {
    throw new TypeError(`isPastCutoff: now must be a valid Date, such as now: new Date(); got ${String(now)}`)
  }
  const nowMs = now.getTime()
  const today = romeDayNumber(now)
  const sameDay = rules?.sameDay ?? DEFAULT_CUTOFF_RULES.sameDay
  const minNoticeMs = Math.max(0, Number(rules?.minHoursBeforeSlot ?? 0) || 0) * HOUR_MS
  // Tomorrow can be ordered until this instant (today, Rome time, on today's weekday).
  const limit = (rules?.nextDayUntil ?? DEFAULT_CUTOFF_RULES.nextDayUntil)[weekdayOf(today) as Weekday]
  let tomorrowUntil = Number.POSITIVE_INFINITY
  if (limit !== undefined) {
    const match = typeof limit === 'string' ? CLOCK_TIME_PATTERN.exec(limit) : null
    // null, or a limit that cannot be read: no next-day orders on this weekday.
    tomorrowUntil = match
      ? romeInstant(today, Number(match[1]) * 60 + Number(match[2]))
      : Number.NEGATIVE_INFINITY
  }
  return (day, slot) => {
    if (day === null || day < today) return true
    if (day === today && !sameDay) return true
    if (day === today + 1 && nowMs >= tomorrowUntil) return true
    const times = parseSlotTimes(slot)
    if (times === null) return true
    const untilStart = romeInstant(day, times.start) - nowMs
    return untilStart <= 0 || untilStart < minNoticeMs
  }
}

/**
 * Whether a slot can no longer be ordered at `now`. Times are Europe/Rome wall-clock times, turned
 * into instants on the calendar (a DST change shortens or lengthens the hours in between, never the
 * rules). A slot is past its cut-off when:
 *
 * - it has started (its start time is now or earlier), whatever the rules;
 * - it is today and `rules.sameDay` is false;
 * - it is tomorrow and `rules.nextDayUntil` has, for the weekday of *today* in Rome (the day the
 *   order is placed, not the delivery day), a time that has come (`{ 5: '18:00' }`: on Fridays,
 *   Saturday's slots until 17:59:59), or null (no orders for tomorrow on that weekday); a missing
 *   weekday has no limit;
 * - fewer than `rules.minHoursBeforeSlot` hours remain before its start.
 *
 * The date must be a real 'YYYY-MM-DD' and the slot a time range (normalizeSlotLabel): otherwise
 * nothing says it can be ordered, so it is past its cut-off. A limit that is not 'HH:MM' counts as
 * null. Throws a TypeError only for an invalid `now`.
 *
 * @example
 * ```ts
 * const rules = { sameDay: false, nextDayUntil: { 2: '18:00' }, minHoursBeforeSlot: 0 }
 * // Tuesday 24 November 2026, 17:30 in Rome
 * isPastCutoff({ date: '2026-11-25', slot: '09:00 - 10:00', now: new Date('2026-11-24T16:30:00Z'), rules }) // false
 * // 18:00 in Rome: tomorrow's slots are closed, the day after's are not
 * isPastCutoff({ date: '2026-11-25', slot: '09:00 - 10:00', now: new Date('2026-11-24T17:00:00Z'), rules }) // true
 * isPastCutoff({ date: '2026-11-26', slot: '09:00 - 10:00', now: new Date('2026-11-24T17:00:00Z'), rules }) // false
 * ```
 */
export function isPastCutoff({ date, slot, now, rules }: IsPastCutoffInput): boolean {
  const day = typeof date === 'string' ? dayNumberOfIso(date) : null
  return createCutoffCheck(now, rules)(day, slot)
}
