import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { closureFor } from './closure-for'
import type { Closure } from './closure-schema'
import type { CutoffRules } from './cutoff-rules-schema'
import type { DeliveryDate } from './delivery-date'
import { fallbackCalendar } from './fallback-calendar'
import { isPastCutoff } from './is-past-cutoff'
import { italianHolidays } from './italian-holidays'
import { offerCalendar } from './offer-calendar'
import { TIME_SLOTS } from './time-slots'

const dates = (list: DeliveryDate[]) => list.map((d) => d.date)

describe('offerCalendar', () => {
  it('drops tomorrow after the next-day limit, holidays and closures of the zone', () => {
    // Tuesday 24 November 2026, 19:00 in Rome.
    const now = new Date('2026-11-24T18:00:00Z')
    const closures: Closure[] = [
      { from: '2026-11-27', to: '2026-11-28', zoneIds: ['zona-1'], reason: 'Inventario' },
      { from: '2026-12-01', to: '2026-12-01', reason: 'Sciopero' },
    ]
    const rules = { nextDayUntil: { 2: '18:00' } }
    const offered = offerCalendar(fallbackCalendar(now), { zoneId: 'zona-1', closures, now, rules })
    expect(dates(offered).slice(0, 4)).toEqual(['2026-11-26', '2026-11-30', '2026-12-02', '2026-12-03'])
    for (const holiday of ['2026-12-06', '2026-12-08']) expect(dates(offered)).not.toContain(holiday)
    expect(dates(offered)).toContain('2026-12-07')
    // Another zone: only the closure for every zone.
    const other = offerCalendar(fallbackCalendar(now), { zoneId: 'zona-2', closures, now, rules })
    expect(dates(other).slice(0, 3)).toEqual(['2026-11-26', '2026-11-27', '2026-11-28'])
    // Before the limit, tomorrow is offered; the kept entries are the given objects.
    const early = new Date('2026-11-24T16:00:00Z')
    const calendar = fallbackCalendar(early)
    const kept = offerCalendar(calendar, { zoneId: 'zona-2', now: early, rules })
    expect(kept[0]).toBe(calendar[0])
    expect(kept[0]?.date).toBe('2026-11-25')
  })

  it('judges a date by its own slots, else by options.slots, else by TIME_SLOTS', () => {
    // Today, 15:30 in Rome, with same-day orders: TIME_SLOTS' last slot (15:00) has started.
    const now = new Date('2026-11-24T14:30:00Z')
    const today = { date: '2026-11-24', day: 'Martedì', slots: [], available: true }
    const rules = { sameDay: true }
    expect(offerCalendar([today], { zoneId: 'z', now, rules })).toEqual([])
    expect(offerCalendar([today], { zoneId: 'z', now, rules, slots: ['17:00 - 18:00'] })).toEqual([today])
    const withSlots = { ...today, slots: ['16:00 - 17:00'] }
    expect(offerCalendar([withSlots], { zoneId: 'z', now, rules })).toEqual([withSlots])
  })

  it('drops dates that are not real and keeps holidays when holidays is false', () => {
    const now = new Date('2026-12-20T10:00:00Z')
    const list = [
      { date: '2026-12-25', day: 'Venerdì', slots: [], available: true },
      { date: '2026-12-32', day: '?', slots: [], available: true },
    ]
    expect(offerCalendar(list, { zoneId: 'z', now })).toEqual([])
    expect(dates(offerCalendar(list, { zoneId: 'z', now, holidays: false }))).toEqual(['2026-12-25'])
  })

  it('DST: on the last Sunday of March and of October the next-day limit is Rome time', () => {
    const rules = { nextDayUntil: { 0: '18:00' } }
    const monday = (iso: string) => ({ date: iso, day: 'Lunedì', slots: [], available: true })
    // 18:00 in Rome is 16:00 UTC on 29 March 2026 (summer time) and 17:00 UTC on 25 October 2026.
    expect(
      offerCalendar([monday('2026-03-30')], { zoneId: 'z', now: new Date('2026-03-29T15:59:00Z'), rules }),
    ).toHaveLength(1)
    expect(
      offerCalendar([monday('2026-03-30')], { zoneId: 'z', now: new Date('2026-03-29T16:00:00Z'), rules }),
    ).toHaveLength(0)
    expect(
      offerCalendar([monday('2026-10-26')], { zoneId: 'z', now: new Date('2026-10-25T16:59:00Z'), rules }),
    ).toHaveLength(1)
    expect(
      offerCalendar([monday('2026-10-26')], { zoneId: 'z', now: new Date('2026-10-25T17:00:00Z'), rules }),
    ).toHaveLength(0)
  })

  it('property: never offers a closure, a holiday, or a day without a slot still orderable', () => {
    const start = Date.UTC(2026, 0, 1)
    const zone = fc.constantFrom('zona-1', 'zona-2')
    const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10)
    fc.assert(
      fc.property(
        fc.integer({ min: start, max: start + 3 * 365 * 86_400_000 }),
        zone,
        fc.record({
          sameDay: fc.boolean(),
          nextDayUntil: fc.dictionary(
            fc.constantFrom('0', '1', '2', '3', '4', '5', '6'),
            fc.option(fc.constantFrom('00:00', '09:00', '12:00', '18:00', '23:59')),
          ),
          minHoursBeforeSlot: fc.integer({ min: 0, max: 48 }),
        }),
        fc.array(
          fc.record(
            {
              from: fc.integer({ min: -1, max: 30 }),
              length: fc.integer({ min: 0, max: 5 }),
              zoneIds: fc.array(zone, { maxLength: 2 }),
            },
            { requiredKeys: ['from', 'length'] },
          ),
          { maxLength: 4 },
        ),
        (t, zoneId, rules, raw) => {
          const now = new Date(t)
          const today = Date.parse(now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' }))
          const closures: Closure[] = raw.map(({ from, length, zoneIds }) => ({
            from: iso(today + from * 86_400_000),
            to: iso(today + (from + length) * 86_400_000),
            ...(zoneIds ? { zoneIds } : {}),
            reason: 'Chiuso',
          }))
          // Today too, so that same-day rules are exercised.
          const calendar = [
            { date: iso(today), day: '', slots: [], available: true },
            ...fallbackCalendar(now),
          ]
          const typedRules = rules as Partial<CutoffRules>
          const offered = offerCalendar(calendar, { zoneId, closures, now, rules: typedRules })
          for (const { date } of offered) {
            expect(closureFor(date, zoneId, closures)).toBeNull()
            const year = Number(date.slice(0, 4))
            expect(italianHolidays(year).some((h) => h.date === date)).toBe(false)
            expect(TIME_SLOTS.some((slot) => !isPastCutoff({ date, slot, now, rules: typedRules }))).toBe(
              true,
            )
          }
          // And nothing else is dropped.
          const kept = new Set(dates(offered))
          for (const { date } of calendar) {
            if (kept.has(date)) continue
            const closed = closureFor(date, zoneId, closures) !== null
            const allPast = TIME_SLOTS.every((slot) => isPastCutoff({ date, slot, now, rules: typedRules }))
            expect(closed || allPast).toBe(true)
          }
        },
      ),
      { numRuns: 200 },
    )
  })
})
