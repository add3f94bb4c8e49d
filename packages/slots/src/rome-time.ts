import type { DayNumber } from './delivery-date'

const DAY_MS = 86_400_000
const MINUTE_MS = 60_000
const HOUR_MS = 3_600_000

let romeClock: Intl.DateTimeFormat | undefined

/** The offset of Europe/Rome from UTC at an instant, in ms (+1 h in winter, +2 h in summer). */
function romeOffset(ms: number): number {
  romeClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Rome',
    calendar: 'gregory',
    numberingSystem: 'latn',
    hourCycle: 'h23',
    era: 'short',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  })
  let year = 0
  let month = 0
  let day = 0
  let hour = 0
  let minute = 0
  let bc = false
  for (const part of romeClock.formatToParts(ms)) {
    if (part.type === 'year') year = Number(part.value)
    else if (part.type === 'month') month = Number(part.value)
    else if (part.type === 'day') day = Number(part.value)
    else if (part.type === 'hour') hour = Number(part.value)
    else if (part.type === 'minute') minute = Number(part.value)
    else if (part.type === 'era') bc = part.value === 'BC' || part.value === 'B'
  }
  const wall = new Date(0)
  wall.setUTCFullYear(bc ? 1 - year : year, month - 1, day)
  wall.setUTCHours(hour, minute)
  return wall.getTime() - (ms - (((ms % MINUTE_MS) + MINUTE_MS) % MINUTE_MS))
}

/** romeInstant's answers by day and minute: a request asks the same days and slots again. */
const instants = new Map<number, number>()
const MAX_INSTANTS = 4096

/**
 * The instant (ms since the epoch) at which the Europe/Rome wall clock shows a time of a calendar
 * day, whatever the machine's time zone. A time the clock skips (02:30 on the last Sunday of
 * March) is read as after the jump (03:30 summer time); a time it shows twice (02:30 on the last
 * Sunday of October) as its first occurrence. Memoised. Not part of the public API.
 */
export function romeInstant(day: DayNumber, minutes: number): number {
  const key = day * 1440 + minutes
  let instant = instants.get(key)
  if (instant === undefined) {
    instant = computeRomeInstant(day, minutes)
    if (instants.size >= MAX_INSTANTS) instants.clear()
    instants.set(key, instant)
  }
  return instant
}

function computeRomeInstant(day: DayNumber, minutes: number): number {
  const wall = day * DAY_MS + minutes * MINUTE_MS
  // Start from the largest offset, so that a repeated time resolves to its first occurrence.
  const first = romeOffset(wall - 2 * HOUR_MS)
  const guess = wall - first
  const second = romeOffset(guess)
  if (second === first) return guess
  const retry = wall - second
  if (romeOffset(retry) === second) return retry
  // In the skipped hour: neither offset gives the wall time back; take the later instant.
  return Math.max(guess, retry)
}
