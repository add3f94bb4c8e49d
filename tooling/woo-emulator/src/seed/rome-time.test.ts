import { describe, expect, it } from 'vitest'
import {
  dayToIsoDate,
  isDeliveryDay,
  isHoliday,
  isoDateToDay,
  nextDeliveryDay,
  romeDay,
  romeInstant,
  romeMinuteOfDay,
  weekdayOf,
} from './rome-time'

describe('rome-time', () => {
  it('finds Rome midnight in winter and in summer time', () => {
    expect(new Date(romeInstant(isoDateToDay('2026-01-15'))).toISOString()).toBe('2026-01-14T23:00:00.000Z')
    expect(new Date(romeInstant(isoDateToDay('2026-07-15'))).toISOString()).toBe('2026-07-14T22:00:00.000Z')
    // The days the clocks change: midnight is still before the change.
    expect(new Date(romeInstant(isoDateToDay('2026-03-29'))).toISOString()).toBe('2026-03-28T23:00:00.000Z')
    expect(new Date(romeInstant(isoDateToDay('2026-10-25'), 12 * 60)).toISOString()).toBe(
      '2026-10-25T11:00:00.000Z',
    )
  })

  it('reads the Rome day and time of an instant', () => {
    const lateEvening = Date.parse('2026-07-14T22:30:00Z') // 00:30 on the 15th in Rome
    expect(dayToIsoDate(romeDay(lateEvening))).toBe('2026-07-15')
    expect(romeMinuteOfDay(lateEvening)).toBe(30)
  })

  it('skips Sundays and holidays', () => {
    expect(weekdayOf(isoDateToDay('2026-11-22'))).toBe(0) // a Sunday
    expect(isDeliveryDay(isoDateToDay('2026-11-22'))).toBe(false)
    expect(isDeliveryDay(isoDateToDay('2026-11-23'))).toBe(true)
    expect(isHoliday(isoDateToDay('2026-12-25'))).toBe(true)
    expect(isHoliday(isoDateToDay('2026-12-06'))).toBe(true)
    expect(isHoliday(isoDateToDay('2026-04-06'))).toBe(true) // Easter Monday 2026
    expect(isHoliday(isoDateToDay('2026-04-07'))).toBe(false)
    expect(dayToIsoDate(nextDeliveryDay(isoDateToDay('2026-12-24')))).toBe('2026-12-24')
    expect(dayToIsoDate(nextDeliveryDay(isoDateToDay('2026-12-25')))).toBe('2026-12-28')
  })
})
