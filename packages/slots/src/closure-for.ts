import type { Closure } from './closure-schema'
import { dayNumberOfIso } from './delivery-date-label'
import { holidayOn } from './italian-holidays'

/** The parts of a closure that closureFor reads. */
export type ClosureLike = Pick<Closure, 'from' | 'to' | 'reason'> & {
  zoneIds?: readonly string[] | undefined
}

/** closureFor's options. */
export interface ClosureForOptions {
  /** Whether Italy's holidays and Bari's patron days (italianHolidays) close every zone; default true. */
  holidays?: boolean | undefined
}

/**
 * Why a zone gets no deliveries on a date, or null when it gets them. The closures are checked
 * first, in the given order: the first one whose from … to (both included) holds the date and whose
 * `zoneIds` holds the zone (absent or empty: every zone) gives its reason. Then, unless
 * `options.holidays` is false, a holiday of italianHolidays closes every zone, with its name as the
 * reason. Dates are compared as 'YYYY-MM-DD' text, so closures are expected valid (closureSchema);
 * a date that is not a real 'YYYY-MM-DD' gives null. Never throws.
 *
 * @example
 * ```ts
 * const closures = [{ from: '2026-08-10', to: '2026-08-14', zoneIds: ['zona-1'], reason: 'Chiusura per ferie' }]
 * closureFor('2026-08-12', 'zona-1', closures) // { reason: 'Chiusura per ferie' }
 * closureFor('2026-08-12', 'zona-2', closures) // null
 * closureFor('2026-12-25', 'zona-2', closures) // { reason: 'Natale' }
 * ```
 */
export function closureFor(
  date: string,
  zoneId: string,
  closures: readonly ClosureLike[] | null | undefined,
  options?: ClosureForOptions,
): { reason: string } | null {
  if (typeof date !== 'string' || dayNumberOfIso(date) === null) return null
  for (const closure of closures ?? []) {
    if (typeof closure !== 'object' || closure === null) continue
    if (closure.from <= date && date <= closure.to && closesZone(closure.zoneIds, zoneId)) {
      return { reason: closure.reason }
    }
  }
  if (options?.holidays === false) return null
  const holiday = holidayOn(date)
  return holiday ? { reason: holiday.name } : null
}

function closesZone(zoneIds: readonly string[] | undefined, zoneId: string): boolean {
  return zoneIds === undefined || zoneIds === null || zoneIds.length === 0 || zoneIds.includes(zoneId)
}
