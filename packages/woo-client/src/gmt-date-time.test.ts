import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { gmtDateTime } from './gmt-date-time'

describe('gmtDateTime', () => {
  it('writes the GMT date and time to the second, without offset or fraction', () => {
    expect(gmtDateTime(new Date('2026-11-27T12:04:14.496+01:00'))).toBe('2026-11-27T11:04:14')
    expect(gmtDateTime(new Date('2027-03-28T03:00:00+02:00'))).toBe('2027-03-28T01:00:00')
    expect(gmtDateTime(new Date('2026-12-31T23:30:59.999+01:00'))).toBe('2026-12-31T22:30:59')
  })

  it('is read back as the same second in GMT, for any instant', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01Z'), max: new Date('2100-01-01Z'), noInvalidDate: true }),
        (date) => {
          const text = gmtDateTime(date)
          expect(text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/)
          expect(Date.parse(`${text}Z`)).toBe(Math.floor(date.getTime() / 1000) * 1000)
        },
      ),
    )
  })

  it('refuses what is not a valid Date', () => {
    expect(() => gmtDateTime(new Date(Number.NaN))).toThrow(/instant must be a valid Date/)
  })
})
