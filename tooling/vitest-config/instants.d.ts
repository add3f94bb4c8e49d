/**
 * One instant of the calendar sweep (issue 22). `iso` carries Europe/Rome's own offset at that
 * instant, so its text is the Rome wall clock: `romeDate`, `romeTime` and `weekday` are read from
 * the text, not computed with a time zone, and tests can use them as the expected answer.
 */
export interface CalendarInstant {
  /** The instant in words, starting with its English weekday: 'Friday 27 November 2026, 23:59 in Rome'. */
  readonly name: string
  /** ISO 8601 with Rome's offset: '2026-11-27T23:59:00+01:00'. `new Date(iso)` is the instant. */
  readonly iso: string
  /** The calendar date in Rome, 'YYYY-MM-DD' ("today" for the shop). */
  readonly romeDate: string
  /** The Rome wall-clock time, 'HH:MM:SS'. */
  readonly romeTime: string
  /** Rome's offset from UTC at the instant: '+01:00' (CET) or '+02:00' (CEST). */
  readonly utcOffset: '+01:00' | '+02:00' | (string & {})
  /** The Rome weekday, 0 = Sunday … 6 = Saturday. */
  readonly weekday: number
  /** The instant in ms since the epoch (`Date.parse(iso)`). */
  readonly epochMs: number
}

/**
 * The instants every date rule is swept over, in time order: Friday 27 November 2026 at noon and
 * at 23:59, Saturday 28 November at 00:30 (Friday in UTC), 08:30 and 23:59, Sunday 29 November,
 * the eve of 8 December (19:00 and 23:59) and 8 December itself, 31 December 2026 at 23:30, Easter
 * Saturday 2027 (27 March), the spring change on Sunday 28 March 2027 (01:30 and 01:59:59 CET,
 * 03:00 and 03:30 CEST; Easter that year), the eve of the autumn change and Sunday 31 October 2027
 * at 01:30 CEST, 02:30 CEST (first pass), 02:30 CET (second pass) and 03:30 CET, 28 February 2028 at
 * 23:59 and 29 February 2028 at 08:00, and Easter Saturday 2028 (15 April).
 */
export const CALENDAR_INSTANTS: readonly CalendarInstant[]

/**
 * Machine time zones a sweep can run under, to show that the rules do not read the machine's zone:
 * UTC, Europe/Rome, America/Los_Angeles, Asia/Tokyo, Pacific/Kiritimati (+14) and
 * Pacific/Pago_Pago (−11).
 */
export const MACHINE_TIME_ZONES: readonly string[]

/** describeAtInstants' options. */
export interface DescribeAtInstantsOptions {
  /**
   * Also run `body` once per machine time zone (MACHINE_TIME_ZONES, or some of them): process.env.TZ
   * is set before each test and put back after it. Only code inside `it` sees it.
   */
  machineZones?: readonly string[]
  /** The instants to sweep; default CALENDAR_INSTANTS. */
  instants?: readonly CalendarInstant[]
}

/**
 * A vitest `describe` titled `title` holding one `describe.each` block per instant ('$name ($iso)'),
 * and, with `options.machineZones`, one nested block per machine time zone. `body` registers the
 * tests (`it`) of one instant; `machineZone` is undefined without `machineZones`.
 *
 * @example
 * ```ts
 * import { describeAtInstants } from '@shop/vitest-config/instants'
 *
 * describeAtInstants('fallbackCalendar', (instant) => {
 *   it('starts after today in Rome', () => {
 *     expect(fallbackCalendar(new Date(instant.iso))[0]?.date > instant.romeDate).toBe(true)
 *   })
 * })
 * ```
 */
export function describeAtInstants(
  title: string,
  body: (instant: CalendarInstant, machineZone: string | undefined) => void,
  options?: DescribeAtInstantsOptions,
): void

// The models the sweeps check against, independent of the code under test and of Intl.

/** `date` ('YYYY-MM-DD') plus `days` calendar days, by UTC date arithmetic: isoAddDays('2028-02-28', 1) is '2028-02-29'. */
export function isoAddDays(date: string, days: number): string

/** The weekday of a calendar date 'YYYY-MM-DD', 0 = Sunday … 6 = Saturday. */
export function isoWeekday(date: string): number

/**
 * Whether Rome is on summer time (CEST, +02:00) at an instant, by the EU rule: from the last Sunday
 * of March to the last Sunday of October, the clocks changing at 01:00 UTC.
 */
export function isRomeSummerTime(epochMs: number): boolean

/**
 * The instant (ms) at which Rome's wall clock shows `time` ('HH:MM' or 'HH:MM:SS') on `date`, by the
 * EU rule. A time shown twice (02:30 on the last Sunday of October) is its first pass; a time the
 * clock skips (02:30 on the last Sunday of March) is read after the jump (03:30 CEST), as
 * @shop/slots reads them.
 *
 * @example
 * ```ts
 * new Date(romeWallClockInstant('2027-03-28', '18:00')).toISOString() // '2027-03-28T16:00:00.000Z'
 * ```
 */
export function romeWallClockInstant(date: string, time: string): number

/** A day the shop does not deliver, as expectedHolidays lists it. */
export interface ExpectedHoliday {
  date: string
  name: string
}

/**
 * The shop's holidays of a year, written out by hand: the Italian national holidays, Bari's San
 * Nicola (8 May, 6 December), and Pasqua and the Lunedì dell'Angelo from a table of published
 * Easter dates (2025 to 2030; a RangeError for other years). Sorted by date, with the names
 * @shop/slots' italianHolidays gives.
 */
export function expectedHolidays(year: number): ExpectedHoliday[]
