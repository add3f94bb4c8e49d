import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { clockFrom, manualClock, parseInstant } from './clock'
import * as entry from './index'

describe('parseInstant', () => {
  it('reads an ISO instant with its offset, to the minute or to the millisecond', () => {
    expect(parseInstant('2026-11-27T12:00+01:00').toISOString()).toBe('2026-11-27T11:00:00.000Z')
    expect(parseInstant('2027-03-28T01:30:00+01:00').toISOString()).toBe('2027-03-28T00:30:00.000Z')
    expect(parseInstant('2027-10-31T02:30:00+01:00').toISOString()).toBe('2027-10-31T01:30:00.000Z')
    expect(parseInstant('2028-02-29T23:59:59.250Z').toISOString()).toBe('2028-02-29T23:59:59.250Z')
    expect(parseInstant(' 2026-12-31T23:30-03:30 ').toISOString()).toBe('2027-01-01T03:00:00.000Z')
  })

  it('refuses a time without offset, a date alone, an impossible date and anything else, saying the right form', () => {
    for (const text of [
      '2026-11-27T12:00',
      '2026-11-27',
      '2027-02-29T10:00+01:00',
      '2026-11-31T10:00Z',
      '2026-11-27T24:30+01:00',
      'domani',
      '',
      '1764241200000',
    ])
      expect(() => parseInstant(text, 'SHOP_CLOCK'), text).toThrow(
        /SHOP_CLOCK must be an ISO 8601 instant with its offset, such as 2026-11-27T12:00\+01:00/,
      )
  })

  it('gives back the instant any Date prints as ISO', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01Z'), max: new Date('2100-01-01Z'), noInvalidDate: true }),
        (date) => {
          expect(parseInstant(date.toISOString()).getTime()).toBe(date.getTime())
        },
      ),
    )
  })
})

describe('clockFrom', () => {
  it('starts at the instant given and runs at the pace of its base clock', () => {
    const base = manualClock('2026-01-05T08:00:00Z')
    const now = clockFrom(parseInstant('2027-03-28T01:30+01:00'), base)
    expect(now().toISOString()).toBe('2027-03-28T00:30:00.000Z')
    base.advance(90 * 60_000)
    expect(now().toISOString()).toBe('2027-03-28T02:00:00.000Z')
  })

  it('refuses an invalid start', () => {
    expect(() => clockFrom(new Date(Number.NaN))).toThrow(/start must be a valid Date/)
  })

  it('runs on the machine clock by default', async () => {
    const now = clockFrom(parseInstant('2030-06-01T10:00:00Z'))
    const first = now().getTime()
    await new Promise((done) => setTimeout(done, 20))
    const elapsed = now().getTime() - first
    expect(first).toBeGreaterThanOrEqual(Date.parse('2030-06-01T10:00:00Z'))
    expect(first).toBeLessThan(Date.parse('2030-06-01T10:00:01Z'))
    expect(elapsed).toBeGreaterThanOrEqual(15)
  })
})

describe('manualClock', () => {
  it('stands still until set or advanced, and every reading is a new Date', () => {
    const now = manualClock('2026-12-31T23:30+01:00')
    const a = now()
    a.setTime(0)
    expect(now().toISOString()).toBe('2026-12-31T22:30:00.000Z')
    now.advance(30 * 60_000)
    expect(now().toISOString()).toBe('2026-12-31T23:00:00.000Z')
    now.set('2028-02-29T08:00+01:00')
    expect(now().toISOString()).toBe('2028-02-29T07:00:00.000Z')
    now.set(new Date('2028-03-01T00:00:00Z'))
    expect(now().toISOString()).toBe('2028-03-01T00:00:00.000Z')
    expect(() => now.advance(Number.NaN)).toThrow(/number of milliseconds/)
    expect(() => now.set('2028-02-30T08:00+01:00')).toThrow(/ISO 8601 instant/)
  })
})

describe('the public entry', () => {
  it('exports exactly the documented runtime names', () => {
    expect(Object.keys(entry).sort()).toEqual(['clockFrom', 'manualClock', 'parseInstant', 'systemClock'])
  })
})
