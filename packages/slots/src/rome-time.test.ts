import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { romeDayNumber } from './delivery-date'
import { dayNumberOfIso } from './delivery-date-label'
import { romeInstant } from './rome-time'

const savedTz = process.env.TZ
afterEach(() => {
  if (savedTz === undefined) delete process.env.TZ
  else process.env.TZ = savedTz
})

const at = (date: string, minutes: number) =>
  new Date(romeInstant(dayNumberOfIso(date) as number, minutes)).toISOString()
const romeClock = (instant: Date) =>
  instant.toLocaleString('sv-SE', { timeZone: 'Europe/Rome', hourCycle: 'h23' }).slice(0, 16)

describe('romeInstant', () => {
  it.each([
    ['2026-11-24', 9 * 60, '2026-11-24T08:00:00.000Z'],
    ['2026-07-01', 9 * 60, '2026-07-01T07:00:00.000Z'],
    // spring: 02:00 CET jumps to 03:00 CEST on Sunday 29 March 2026
    ['2026-03-29', 60 + 59, '2026-03-29T00:59:00.000Z'],
    ['2026-03-29', 2 * 60 + 30, '2026-03-29T01:30:00.000Z'],
    ['2026-03-29', 3 * 60, '2026-03-29T01:00:00.000Z'],
    ['2026-03-29', 7 * 60, '2026-03-29T05:00:00.000Z'],
    ['2026-03-28', 7 * 60, '2026-03-28T06:00:00.000Z'],
    // autumn: 03:00 CEST goes back to 02:00 CET on Sunday 25 October 2026
    ['2026-10-25', 2 * 60 + 30, '2026-10-25T00:30:00.000Z'],
    ['2026-10-25', 3 * 60, '2026-10-25T02:00:00.000Z'],
    ['2026-10-25', 7 * 60, '2026-10-25T06:00:00.000Z'],
    ['2026-10-24', 7 * 60, '2026-10-24T05:00:00.000Z'],
    ['2026-10-24', 24 * 60, '2026-10-24T22:00:00.000Z'],
  ])('%s at minute %i of the Rome clock is %s, in every process time zone', (date, minutes, expected) => {
    for (const tz of ['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Europe/Rome']) {
      process.env.TZ = tz
      expect(at(date, minutes)).toBe(expected)
    }
  })

  it('property: the Rome clock at romeInstant(day, minutes) shows that day and time (outside the skipped hour)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), fc.integer({ min: 0, max: 1439 }), (day, minutes) => {
        const instant = new Date(romeInstant(day, minutes))
        expect(romeDayNumber(instant)).toBe(day)
        const shown = romeClock(instant)
        const [h, m] = shown.slice(11).split(':').map(Number) as [number, number]
        // Only a skipped time (the spring change) may show one hour later.
        const diff = h * 60 + m - minutes
        expect(diff === 0 || diff === 60).toBe(true)
      }),
    )
  })
})
