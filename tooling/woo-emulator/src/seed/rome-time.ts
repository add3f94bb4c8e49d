import { easterSunday } from '@shop/slots'

/**
 * Calendar arithmetic in Europe/Rome (DECISIONS.md section 3: every date and weekday is Rome's,
 * whatever the machine's zone). A "day" is a civil date written as whole days since 1970-01-01,
 * so adding 1 is always the next calendar day, across daylight-saving changes too.
 */

const DAY_MS = 86_400_000

const romeClock = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Rome',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

/** Rome's wall clock at an instant, as if it were UTC (ms). */
function romeWallClock(instant: number): number {
  const parts: Record<string, number> = {}
  for (const part of romeClock.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  )
}

/** Rome's offset from UTC at an instant, in ms (3600000 in winter, 7200000 in summer). */
function romeOffset(instant: number): number {
  const whole = Math.floor(instant / 1000) * 1000
  return romeWallClock(whole) - whole
}

/** The Rome civil day of an instant. */
export function romeDay(instant: number): number {
  return Math.floor((instant + romeOffset(instant)) / DAY_MS)
}

/** Minutes after Rome midnight at an instant (0..1439). */
export function romeMinuteOfDay(instant: number): number {
  const wall = instant + romeOffset(instant)
  return Math.floor((wall - Math.floor(wall / DAY_MS) * DAY_MS) / 60_000)
}

/** The instant at which Rome's clock shows `minutes` after midnight on `day`. */
export function romeInstant(day: number, minutes = 0): number {
  const wall = day * DAY_MS + minutes * 60_000
  const guess = wall - romeOffset(wall)
  return wall - romeOffset(guess)
}

/** 'YYYY-MM-DD' of a day. */
export function dayToIsoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}

/** The day of a 'YYYY-MM-DD' date. */
export function isoDateToDay(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS)
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7
}

/** Easter Sunday of a year (@shop/slots' computus), as a day. */
function easterDay(year: number): number {
  const [month, dayOfMonth] = easterSunday(year)
  return Math.floor(Date.UTC(year, month - 1, dayOfMonth) / DAY_MS)
}

/**
 * Days the vans stay in the depot: Italian public holidays, Easter Monday, and 6 December (San
 * Nicola, patron saint of Bari, where the shop is).
 */
const FIXED_HOLIDAYS = new Set([
  '01-01',
  '01-06',
  '04-25',
  '05-01',
  '06-02',
  '08-15',
  '11-01',
  '12-06',
  '12-08',
  '12-25',
  '12-26',
])

export function isHoliday(day: number): boolean {
  const iso = dayToIsoDate(day)
  if (FIXED_HOLIDAYS.has(iso.slice(5))) return true
  return day === easterDay(Number(iso.slice(0, 4))) + 1
}

/** Whether the vans deliver on a day: never on Sundays nor on holidays. */
export function isDeliveryDay(day: number): boolean {
  return weekdayOf(day) !== 0 && !isHoliday(day)
}

/** The first delivery day on or after `day`. */
export function nextDeliveryDay(day: number): number {
  let candidate = day
  while (!isDeliveryDay(candidate)) candidate++
  return candidate
}
