/**
 * A clock: the current instant. Everything in the shop that needs the time (the API server, its
 * background jobs, the WooCommerce emulator, the tests) takes one, so that a run can be placed at
 * any instant (DECISIONS.md section 3: no test depends on the real date or hour).
 */
export type Clock = () => Date

/**
 * The machine's clock. This module is the one place of the workspace that reads the wall clock
 * (the wall-clock guard, biome.json's no-wall-clock plugin, allows it here and nowhere else).
 */
export const systemClock: Clock = () => new Date()

/**
 * A clock that shows `start` now and then runs at the pace of `base` (the machine's clock): what
 * SHOP_CLOCK gives the embedded shop, and what a test suite runs its servers on.
 *
 * @example
 * ```ts
 * const now = clockFrom(new Date('2026-11-27T12:00:00+01:00'))
 * now() // 2026-11-27T11:00:00.000Z, then a second later 11:00:01
 * ```
 */
export function clockFrom(start: Date, base: Clock = systemClock): Clock {
  if (!(start instanceof Date) || Number.isNaN(start.getTime()))
    throw new TypeError(
      `clockFrom(start): start must be a valid Date, such as clockFrom(parseInstant('2026-11-27T12:00:00+01:00')); got ${String(start)}`,
    )
  const offset = start.getTime() - base().getTime()
  return () => new Date(base().getTime() + offset)
}

/** A clock that moves only when told: for tests of what happens at, or after, a given instant. */
export interface ManualClock extends Clock {
  /** Puts the clock at `instant` (a Date or an ISO instant with its offset). */
  set(instant: Date | string): void
  /** Moves the clock forward by `ms` milliseconds (backwards when negative). */
  advance(ms: number): void
}

/**
 * A clock standing at `start` until it is set or advanced.
 *
 * @example
 * ```ts
 * const now = manualClock('2027-03-28T01:30:00+01:00')
 * now.advance(60 * 60_000) // 03:30 in Rome: the clocks went forward
 * ```
 */
export function manualClock(start: Date | string): ManualClock {
  let at = toInstant(start, 'manualClock(start)').getTime()
  const clock = (() => new Date(at)) as ManualClock
  clock.set = (instant) => {
    at = toInstant(instant, 'set(instant)').getTime()
  }
  clock.advance = (ms) => {
    if (!Number.isFinite(ms))
      throw new TypeError(`advance(ms): ms must be a number of milliseconds; got ${ms}`)
    at += ms
  }
  return clock
}

function toInstant(value: Date | string, where: string): Date {
  if (typeof value === 'string') return parseInstant(value, where)
  if (value instanceof Date && !Number.isNaN(value.getTime())) return new Date(value.getTime())
  throw new TypeError(
    `${where}: expected a valid Date or an ISO instant such as '2026-11-27T12:00:00+01:00'; got ${String(value)}`,
  )
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/

/**
 * An ISO 8601 instant with its offset ('2026-11-27T12:00+01:00', '2026-11-27T11:00:00Z'). Without an
 * offset the text would name a different instant on every machine, so it is refused, as is
 * anything that is not a real date and time.
 */
export function parseInstant(text: string, name = 'instant'): Date {
  const trimmed = String(text).trim()
  const date = ISO_INSTANT.test(trimmed) ? new Date(trimmed) : null
  if (!date || Number.isNaN(date.getTime()) || !sameWallTime(trimmed, date))
    throw new RangeError(
      `${name} must be an ISO 8601 instant with its offset, such as 2026-11-27T12:00+01:00 or 2026-11-27T11:00:00Z; got '${trimmed}'`,
    )
  return date
}

/** Whether the date and time written in `text` exist (no 30 February, no 24:61), read back through its own offset. */
function sameWallTime(text: string, date: Date): boolean {
  const zone = /([+-])(\d{2}):(\d{2})$/.exec(text)
  const offsetMinutes = zone ? (zone[1] === '-' ? -1 : 1) * (Number(zone[2]) * 60 + Number(zone[3])) : 0
  const wall = new Date(date.getTime() + offsetMinutes * 60_000).toISOString()
  return wall.slice(0, 16) === text.slice(0, 16)
}
