import { afterEach, describe, expect, it } from 'vitest'
import { fallbackSlots } from './fallback-slots'

const SATURDAY = ['09:00 - 10:00', '10:00 - 11:00']
const OTHER_DAYS = [
  '09:00 - 10:00',
  '10:00 - 11:00',
  '11:00 - 12:00',
  '15:00 - 16:00',
  '16:00 - 17:00',
  '17:00 - 18:00',
]

const savedTz = process.env.TZ
afterEach(() => {
  if (savedTz === undefined) delete process.env.TZ
  else process.env.TZ = savedTz
})

describe('fallbackSlots', () => {
  it.each([
    ['2026-11-28', 'Saturday', SATURDAY],
    ['2026-11-29', 'Sunday', OTHER_DAYS],
    ['2026-11-23', 'Monday', OTHER_DAYS],
    ['2026-11-24', 'Tuesday', OTHER_DAYS],
    ['2026-11-27', 'Friday', OTHER_DAYS],
    ['2028-02-29', 'Tuesday', OTHER_DAYS],
    ['2027-01-02', 'Saturday', SATURDAY],
  ])('gives %s (%s) the slots of SPEC.md section 8', (date, _, slots) => {
    expect(fallbackSlots(date)).toEqual(slots)
  })

  it.each([
    // 23:30 UTC on Friday 27 November is 00:30 on Saturday 28 in Rome (CET, UTC+1)
    ['2026-11-27T23:30:00Z', SATURDAY],
    ['2026-11-27T22:59:59Z', OTHER_DAYS],
    ['2026-11-27T23:00:00Z', SATURDAY],
    ['2026-11-28T22:59:59Z', SATURDAY],
    ['2026-11-28T23:00:00Z', OTHER_DAYS],
    // summer time (CEST, UTC+2): Saturday 27 June 2026 starts at 22:00 UTC on Friday 26
    ['2026-06-26T21:59:59Z', OTHER_DAYS],
    ['2026-06-26T22:00:00Z', SATURDAY],
    ['2026-06-27T21:59:59Z', SATURDAY],
    ['2026-06-27T22:00:00Z', OTHER_DAYS],
  ])('reads a Date as its calendar date in Rome (%s), whatever the process time zone', (instant, slots) => {
    for (const tz of ['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Europe/Rome', 'Pacific/Kiritimati']) {
      process.env.TZ = tz
      expect(fallbackSlots(new Date(instant)), tz).toEqual(slots)
    }
  })

  it('accepts surrounding spaces', () => {
    expect(fallbackSlots(' 2026-11-28 ')).toEqual(SATURDAY)
  })

  it('returns a new list each time', () => {
    fallbackSlots('2026-11-28').push('18:00 - 19:00')
    expect(fallbackSlots('2026-11-28')).toEqual(SATURDAY)
  })

  it.each<[string, unknown]>([
    ['a day-first date', '28/11/2026'],
    ['a date that does not exist', '2026-02-30'],
    ['an unpadded date', '2026-11-4'],
    ['a date with a time', '2026-11-28T10:00:00Z'],
    ['an empty string', ''],
    ['an invalid Date', new Date('nope')],
    ['null', null],
    ['a timestamp', 1_795_000_000_000],
  ])('throws a TypeError that shows the right form for %s', (_, date) => {
    expect(() => fallbackSlots(date as never)).toThrow(TypeError)
    expect(() => fallbackSlots(date as never)).toThrow(
      "date must be a calendar date 'YYYY-MM-DD', such as fallbackSlots('2026-11-28'), or a valid Date",
    )
  })
})
