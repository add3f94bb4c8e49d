import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import type { CutoffRules } from './cutoff-rules-schema'
import { isPastCutoff } from './is-past-cutoff'

const savedTz = process.env.TZ
afterEach(() => {
  if (savedTz === undefined) delete process.env.TZ
  else process.env.TZ = savedTz
})
const ZONES = ['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Europe/Rome']

const past = (date: string, slot: string, now: string, rules?: Partial<CutoffRules>) =>
  isPastCutoff({ date, slot, now: new Date(now), rules })

describe('isPastCutoff', () => {
  it('follows the README example (a Tuesday 18:00 limit for Wednesday)', () => {
    const rules = { sameDay: false, nextDayUntil: { 2: '18:00' }, minHoursBeforeSlot: 0 }
    expect(past('2026-11-25', '09:00 - 10:00', '2026-11-24T16:30:00Z', rules)).toBe(false)
    expect(past('2026-11-25', '09:00 - 10:00', '2026-11-24T16:59:59.999Z', rules)).toBe(false)
    expect(past('2026-11-25', '09:00 - 10:00', '2026-11-24T17:00:00Z', rules)).toBe(true)
    expect(past('2026-11-26', '09:00 - 10:00', '2026-11-24T17:00:00Z', rules)).toBe(false)
    // Wednesday's limit is not set: Thursday can be ordered until its slot starts.
    expect(past('2026-11-26', '09:00 - 10:00', '2026-11-25T22:59:00Z', rules)).toBe(false)
  })

  it('closes today unless sameDay, and past days always', () => {
    expect(past('2026-11-24', '15:00 - 16:00', '2026-11-24T07:00:00Z')).toBe(true)
    expect(past('2026-11-24', '15:00 - 16:00', '2026-11-24T07:00:00Z', { sameDay: true })).toBe(false)
    expect(past('2026-11-23', '15:00 - 16:00', '2026-11-24T07:00:00Z', { sameDay: true })).toBe(true)
    // The default rules: tomorrow all day.
    expect(past('2026-11-25', '07:00 - 08:00', '2026-11-24T22:59:00Z')).toBe(false)
  })

  it('closes a slot that has started, whatever the rules', () => {
    const rules = { sameDay: true }
    // 09:00 in Rome is 08:00 UTC in November.
    expect(past('2026-11-24', '09:00 - 10:00', '2026-11-24T07:59:59Z', rules)).toBe(false)
    expect(past('2026-11-24', '09:00 - 10:00', '2026-11-24T08:00:00Z', rules)).toBe(true)
    expect(past('2026-11-24', '9:00-10:00', '2026-11-24T08:30:00Z', rules)).toBe(true)
    expect(past('2026-11-24', '10:00 AM - 11:00 AM', '2026-11-24T08:30:00Z', rules)).toBe(false)
  })

  it('closes tomorrow on a weekday whose limit is null', () => {
    const rules = { nextDayUntil: { 6: null } }
    // Saturday 21 November 2026: no orders for Sunday; Monday is two days ahead.
    expect(past('2026-11-22', '09:00 - 10:00', '2026-11-21T06:00:00Z', rules)).toBe(true)
    expect(past('2026-11-23', '09:00 - 10:00', '2026-11-21T06:00:00Z', rules)).toBe(false)
    // Friday has no limit.
    expect(past('2026-11-21', '09:00 - 10:00', '2026-11-20T22:00:00Z', rules)).toBe(false)
  })

  it('keeps the minimum notice in real hours', () => {
    const rules = { minHoursBeforeSlot: 2 }
    expect(past('2026-11-25', '07:00 - 08:00', '2026-11-25T04:00:00Z', { ...rules, sameDay: true })).toBe(
      false,
    )
    expect(past('2026-11-25', '07:00 - 08:00', '2026-11-25T04:00:01Z', { ...rules, sameDay: true })).toBe(
      true,
    )
  })

  it.each([
    // Spring: Saturday 28 March 2026 08:00 CET to Sunday 29 March 08:00 CEST is 23 hours.
    ['2026-03-29', '08:00 - 09:00', '2026-03-28T07:00:00Z', 24, true],
    ['2026-03-29', '08:00 - 09:00', '2026-03-28T07:00:00Z', 23, false],
    ['2026-03-29', '08:00 - 09:00', '2026-03-28T07:00:01Z', 23, true],
    // Autumn: Saturday 24 October 2026 08:00 CEST to Sunday 25 October 08:00 CET is 25 hours.
    ['2026-10-25', '08:00 - 09:00', '2026-10-24T06:00:00Z', 25, false],
    ['2026-10-25', '08:00 - 09:00', '2026-10-24T06:00:01Z', 25, true],
    // Monday after the change: 07:00 CEST is 05:00 UTC; 07:00 CET is 06:00 UTC.
    ['2026-03-30', '07:00 - 08:00', '2026-03-29T05:00:00Z', 24, false],
    ['2026-10-26', '07:00 - 08:00', '2026-10-25T06:00:00Z', 24, false],
    ['2026-10-26', '07:00 - 08:00', '2026-10-25T06:00:01Z', 24, true],
  ])(
    'DST: %s %s at %s with %i hours of notice is past: %s, in every process time zone',
    (date, slot, now, hours, expected) => {
      for (const tz of ZONES) {
        process.env.TZ = tz
        expect(past(date, slot, now, { minHoursBeforeSlot: hours })).toBe(expected)
      }
    },
  )

  it.each([
    // Sunday 29 March 2026 (CEST from 01:00 UTC): 18:00 in Rome is 16:00 UTC.
    ['2026-03-29T15:59:59Z', false],
    ['2026-03-29T16:00:00Z', true],
    // Sunday 25 October 2026 (CET from 01:00 UTC): 18:00 in Rome is 17:00 UTC.
    ['2026-10-25T16:59:59Z', false],
    ['2026-10-25T17:00:00Z', true],
  ])('DST: a Sunday 18:00 next-day limit at %s is past: %s', (now, expected) => {
    const tomorrow = now.startsWith('2026-03') ? '2026-03-30' : '2026-10-26'
    for (const tz of ZONES) {
      process.env.TZ = tz
      expect(past(tomorrow, '09:00 - 10:00', now, { nextDayUntil: { 0: '18:00' } })).toBe(expected)
    }
  })

  it('reads the next-day limit on the weekday of today in Rome, not in UTC', () => {
    // 23:30 UTC on Monday 23 November is 00:30 on Tuesday 24 in Rome: Tuesday's limit applies.
    const rules = { nextDayUntil: { 1: null, 2: '18:00' } }
    expect(past('2026-11-25', '09:00 - 10:00', '2026-11-23T23:30:00Z', rules)).toBe(false)
    expect(past('2026-11-24', '09:00 - 10:00', '2026-11-23T22:30:00Z', rules)).toBe(true)
  })

  it('counts an unreadable date, slot or limit as past its cut-off, and throws only for an invalid now', () => {
    expect(past('2026-02-30', '09:00 - 10:00', '2026-01-01T00:00:00Z')).toBe(true)
    expect(past('2026-11-25', 'mattina', '2026-11-24T07:00:00Z')).toBe(true)
    expect(past('2026-11-25', '09:00 - 10:00', '2026-11-24T07:00:00Z', { nextDayUntil: { 2: '6 pm' } })).toBe(
      true,
    )
    expect(() => past('2026-11-25', '09:00 - 10:00', 'not a date')).toThrow(TypeError)
    expect(() => past('2026-11-25', '09:00 - 10:00', 'not a date')).toThrow(/now: new Date\(\)/)
  })

  it('property: without same-day orders, once past its cut-off a slot stays past', () => {
    const rules = fc.record({
      sameDay: fc.constant(false),
      nextDayUntil: fc.dictionary(
        fc.constantFrom('0', '1', '2', '3', '4', '5', '6'),
        fc.option(fc.constantFrom('00:00', '08:30', '12:00', '18:00', '23:59')),
      ),
      minHoursBeforeSlot: fc.integer({ min: 0, max: 48 }),
    })
    const instant = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) })
    fc.assert(
      fc.property(
        rules,
        instant,
        fc.integer({ min: 0, max: 3 * 86_400_000 }),
        fc.integer({ min: -1, max: 4 }),
        fc.integer({ min: 7, max: 15 }),
        (r, t, later, ahead, hour) => {
          const date = new Date(t + ahead * 86_400_000).toLocaleDateString('sv-SE', {
            timeZone: 'Europe/Rome',
          })
          const slot = `${String(hour).padStart(2, '0')}:00 - ${String(hour + 1).padStart(2, '0')}:00`
          const rulesTyped = r as Partial<CutoffRules>
          if (isPastCutoff({ date, slot, now: new Date(t), rules: rulesTyped })) {
            expect(isPastCutoff({ date, slot, now: new Date(t + later), rules: rulesTyped })).toBe(true)
          }
        },
      ),
    )
  })
})
