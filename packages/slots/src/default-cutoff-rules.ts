// Apart from cutoffRulesSchema, so that isPastCutoff and offerSlots do not load zod.
import type { CutoffRules } from './cutoff-rules-schema'

/** A Rome wall-clock time 'HH:MM', 00:00 to 23:59. Not part of the public API. */
export const CLOCK_TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/

/**
 * The rules when the shop sets none: no same-day orders, tomorrow orderable all day, no minimum
 * notice.
 */
export const DEFAULT_CUTOFF_RULES: Readonly<CutoffRules> = Object.freeze({
  sameDay: false,
  nextDayUntil: Object.freeze({}),
  minHoursBeforeSlot: 0,
})
