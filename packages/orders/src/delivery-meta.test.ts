import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { deliveryMeta, ordddTimestamp } from './delivery-meta'

/** The Europe/Rome wall clock of an instant, as 'YYYY-MM-DD HH:MM:SS'. */
function romeWallClock(seconds: number): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(new Date(seconds * 1000))
}

describe('ordddTimestamp', () => {
  it('is 00:00 in Rome: 23:00 UTC the day before in winter, 22:00 UTC in summer', () => {
    expect(ordddTimestamp('2026-11-24')).toBe(Date.UTC(2026, 10, 23, 23) / 1000)
    expect(ordddTimestamp('2026-07-15')).toBe(Date.UTC(2026, 6, 14, 22) / 1000)
  })

  it('is right on the days the clocks change', () => {
    expect(ordddTimestamp('2026-03-29')).toBe(Date.UTC(2026, 2, 28, 23) / 1000)
    expect(ordddTimestamp('2026-03-30')).toBe(Date.UTC(2026, 2, 29, 22) / 1000)
    expect(ordddTimestamp('2026-10-25')).toBe(Date.UTC(2026, 9, 24, 22) / 1000)
    expect(ordddTimestamp('2026-10-26')).toBe(Date.UTC(2026, 9, 25, 23) / 1000)
  })

  it('is midnight in Rome for any date, whatever the machine time zone', () => {
    for (const tz of ['UTC', 'America/Los_Angeles', 'Asia/Tokyo']) {
      vi.stubEnv('TZ', tz)
      fc.assert(
        fc.property(
          fc.date({ min: new Date('2000-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
          (instant) => {
            const date = instant.toISOString().slice(0, 10)
            expect(romeWallClock(ordddTimestamp(date))).toBe(`${date} 00:00:00`)
          },
        ),
        { numRuns: 300 },
      )
      vi.unstubAllEnvs()
    }
  })

  it('explains a date that is not a calendar date', () => {
    for (const bad of ['2026-02-30', '24/11/2026', '2026-1-5', '', 42 as unknown as string]) {
      expect(() => ordddTimestamp(bad)).toThrow(/a real calendar date such as '2026-11-24'/)
    }
  })
})

describe('deliveryMeta', () => {
  it('writes the date, slot, zone and orddd keys, in that order', () => {
    expect(deliveryMeta({ date: '2026-11-24', slot: '09:00 - 10:00', zoneName: 'Japigia' })).toEqual([
      { key: 'Data di consegna', value: '2026-11-24' },
      { key: 'Fascia oraria', value: '09:00 - 10:00' },
      { key: 'Zona di consegna', value: 'Japigia' },
      { key: '_orddd_timestamp', value: String(Date.UTC(2026, 10, 23, 23) / 1000) },
      { key: '_orddd_time_slot', value: '09:00 - 10:00' },
    ])
  })
})
