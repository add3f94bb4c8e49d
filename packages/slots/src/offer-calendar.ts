import { type ClosureLike, closureFor } from './closure-for'
import type { CutoffRules } from './cutoff-rules-schema'
import type { DeliveryDate } from './delivery-date'
import { dayNumberOfIso } from './delivery-date-label'
import { createCutoffCheck } from './is-past-cutoff'
import { TIME_SLOTS } from './time-slots'

/** offerCalendar's options: the zone, the closures, the current instant and the cut-off rules. */
export interface OfferCalendarOptions {
  /** The customer's zone, for closures that name zones. */
  zoneId: string
  /** The shop's closures (closureSchema). */
  closures?: readonly ClosureLike[] | null | undefined
  /** The current instant. */
  now: Date
  /** The cut-off rules (cutoffRulesSchema); missing parts take DEFAULT_CUTOFF_RULES'. */
  rules?: Partial<CutoffRules> | null | undefined
  /** Whether holidays close every zone (closureFor); default true. */
  holidays?: boolean | undefined
  /**
   * The slots of a date whose `slots` list is empty (as parseDeliverySchedule and fallbackCalendar
   * give them); default TIME_SLOTS. Pass the zone's availableSlots, or fallbackSlots' list.
   */
  slots?: readonly string[] | undefined
}

/**
 * The dates a customer can choose: the given calendar (parseDeliverySchedule's or
 * fallbackCalendar's) without the days closed for the zone (closureFor: closures and holidays) and
 * without the days whose every slot is past its cut-off (isPastCutoff: today without same-day
 * orders, tomorrow after the next-day limit, slots that have started or are too close). A date's
 * slots are its `slots`, or `options.slots` when it has none. Dates that are not real
 * 'YYYY-MM-DD' are dropped too. Capacity is not looked at: a day whose slots are all full stays,
 * and offerSlots shows them 'Esaurita'. The kept entries are the given objects, in the given order.
 * Throws a TypeError only for an invalid `now`.
 *
 * @example
 * ```ts
 * // Tuesday 24 November 2026, 19:00 in Rome; orders for tomorrow until 18:00 on Tuesdays.
 * const now = new Date('2026-11-24T18:00:00Z')
 * offerCalendar(fallbackCalendar(now), { zoneId: zone.id, closures: [], now, rules: { nextDayUntil: { 2: '18:00' } } })
 * // [{ date: '2026-11-26', day: 'Giovedì', … }, …]: not Wednesday 25 (after the limit) nor 8 December (Immacolata)
 * ```
 */
export function offerCalendar<D extends DeliveryDate>(
  dates: readonly D[],
  options: OfferCalendarOptions,
): D[] {
  const { zoneId, closures, now, rules, holidays, slots = TIME_SLOTS } = options
  const isPast = createCutoffCheck(now, rules)
  return (Array.isArray(dates) ? dates : []).filter((entry) => {
    const day = dayNumberOfIso(entry.date)
    if (day === null || closureFor(entry.date, zoneId, closures, { holidays }) !== null) return false
    const daySlots: readonly string[] =
      Array.isArray(entry.slots) && entry.slots.length > 0 ? entry.slots : slots
    return daySlots.some((slot) => !isPast(day, slot))
  })
}
