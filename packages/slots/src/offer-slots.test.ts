import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { closureFor } from './closure-for'
import type { Closure } from './closure-schema'
import type { CutoffRules } from './cutoff-rules-schema'
import type { FilteredSlot } from './filter-slots'
import { isPastCutoff } from './is-past-cutoff'
import { offerSlots } from './offer-slots'
import { type SlotBooking, slotOccupancy, type VanCapacity } from './slot-occupancy'
import { TIME_SLOTS } from './time-slots'

const slot = (label: string, vehicle: string | null = 'Fiorino', preferred = false): FilteredSlot => ({
  slot: label,
  vehicle,
  preferred,
})
// Tuesday 24 November 2026, 10:00 in Rome.
const now = new Date('2026-11-24T09:00:00Z')
const base = { date: '2026-11-25', zoneId: 'zona-1', now }

describe('offerSlots', () => {
  it('marks each slot with its state, remaining places and Italian label, in the given order', () => {
    const slots = [
      slot('09:00 - 10:00', 'Fiorino', true),
      slot('10:00 - 11:00'),
      slot('11:00 - 12:00'),
      slot('14:00 - 15:00', 'Fiat new Ducato'),
      slot('15:00 - 16:00', null),
    ]
    const bookings: SlotBooking[] = [
      { date: '2026-11-25', slot: '09:00 - 10:00', vehicle: 'Fiorino', orders: 5 },
      { date: '2026-11-25', slot: '9:00-10:00', vehicle: 'Fiorino', orders: 2 },
      { date: '2026-11-25', slot: '10:00 - 11:00', vehicle: 'Fiorino', orders: 8 },
      { date: '2026-11-26', slot: '11:00 - 12:00', vehicle: 'Fiorino', orders: 8 },
      { date: '2026-11-25', slot: '11:00 - 12:00', vehicle: 'Fiat new Ducato', orders: 8 },
      { date: '2026-11-25', slot: '14:00 - 15:00', vehicle: 'Fiat new Ducato', orders: 1, crates: 10 },
    ]
    expect(
      offerSlots({
        ...base,
        slots,
        capacity: { Fiorino: { orders: 8 } },
        defaultCapacity: { orders: 20, crates: 10 },
        bookings,
      }),
    ).toEqual([
      { ...slots[0], state: 'few', remaining: 1, label: 'Ultimi posti', bookable: true },
      { ...slots[1], state: 'full', remaining: 0, label: 'Esaurita', bookable: false },
      { ...slots[2], state: 'open', remaining: 8, label: null, bookable: true },
      { ...slots[3], state: 'full', remaining: 0, label: 'Esaurita', bookable: false },
      { ...slots[4], state: 'open', remaining: 20, label: null, bookable: true },
    ])
  })

  it('takes the capacity from a function, and keeps every slot unlimited without one', () => {
    const slots = [slot('09:00 - 10:00'), slot('10:00 - 11:00', 'Fiat new Ducato')]
    const capacity = (vehicle: string | null): VanCapacity | undefined =>
      vehicle === 'Fiorino' ? { orders: 1 } : undefined
    const bookings = [{ date: '2026-11-25', slot: '09:00 - 10:00', vehicle: 'Fiorino', orders: 1 }]
    expect(offerSlots({ ...base, slots, capacity, bookings }).map((s) => s.state)).toEqual(['full', 'open'])
    expect(offerSlots({ ...base, slots, bookings })).toEqual([
      { ...slots[0], state: 'open', remaining: null, label: null, bookable: true },
      { ...slots[1], state: 'open', remaining: null, label: null, bookable: true },
    ])
  })

  it("checks the wanted order's crates against the van", () => {
    const slots = [slot('09:00 - 10:00')]
    const input = {
      ...base,
      slots,
      capacity: { Fiorino: { orders: 10, crates: 40 } },
      bookings: [{ date: '2026-11-25', slot: '09:00 - 10:00', vehicle: 'Fiorino', orders: 2, crates: 35 }],
    }
    expect(offerSlots({ ...input, wanted: { crates: 5 } })[0]?.state).toBe('open')
    expect(offerSlots({ ...input, wanted: { crates: 6 } })[0]?.label).toBe('Esaurita')
  })

  it('marks every slot of a closed day with the reason, before any other state', () => {
    const slots = [slot('09:00 - 10:00'), slot('10:00 - 11:00')]
    const closures: Closure[] = [
      { from: '2026-11-25', to: '2026-11-27', zoneIds: ['zona-1'], reason: 'Inventario' },
    ]
    expect(offerSlots({ ...base, slots, closures, capacity: { Fiorino: { orders: 0 } } })).toEqual([
      { ...slots[0], state: 'closed', remaining: null, label: 'Chiuso: Inventario', bookable: false },
      { ...slots[1], state: 'closed', remaining: null, label: 'Chiuso: Inventario', bookable: false },
    ])
    expect(offerSlots({ ...base, zoneId: 'zona-2', slots, closures })[0]?.state).toBe('open')
    expect(offerSlots({ ...base, date: '2026-12-08', slots })[0]?.label).toBe('Chiuso: Immacolata')
    expect(offerSlots({ ...base, date: '2026-12-08', slots, holidays: false })[0]?.state).toBe('open')
  })

  it('marks slots past their cut-off, before full ones', () => {
    const slots = [slot('07:00 - 08:00'), slot('10:00 - 11:00'), slot('15:00 - 16:00')]
    const rules = { sameDay: true, minHoursBeforeSlot: 2 }
    // Today, 10:00 in Rome: 07:00 has started, 10:00 starts now, 15:00 is 5 hours away.
    expect(
      offerSlots({ ...base, date: '2026-11-24', slots, rules, capacity: { Fiorino: { orders: 0 } } }).map(
        (s) => [s.state, s.label, s.bookable],
      ),
    ).toEqual([
      ['past-cutoff', 'Non più prenotabile', false],
      ['past-cutoff', 'Non più prenotabile', false],
      ['full', 'Esaurita', false],
    ])
    // Tomorrow after Tuesday's 09:30 limit.
    expect(
      offerSlots({ ...base, slots, rules: { nextDayUntil: { 2: '09:30' } } }).every(
        (s) => s.state === 'past-cutoff',
      ),
    ).toBe(true)
  })

  it('skips bookings that are not objects', () => {
    const bookings = [
      null,
      { date: '2026-11-25', slot: '09:00 - 10:00', vehicle: 'Fiorino', orders: 1 },
    ] as unknown as SlotBooking[]
    const [offered] = offerSlots({
      ...base,
      slots: [slot('09:00 - 10:00')],
      capacity: { Fiorino: { orders: 1 } },
      bookings,
    })
    expect(offered?.label).toBe('Esaurita')
  })

  it('keeps the extra fields of the given slots', () => {
    const [offered] = offerSlots({ ...base, slots: [{ slot: '09:00 - 10:00', vehicle: null, id: 7 }] })
    expect(offered).toEqual({
      slot: '09:00 - 10:00',
      vehicle: null,
      id: 7,
      state: 'open',
      remaining: null,
      label: null,
      bookable: true,
    })
  })

  it('throws a TypeError for an invalid now', () => {
    expect(() => offerSlots({ ...base, now: new Date(Number.NaN), slots: [] })).toThrow(TypeError)
  })

  it('property: no bookable slot is past its cut-off, on a closure or full, and full slots stay listed', () => {
    const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10)
    const start = Date.UTC(2026, 0, 1)
    const instant = fc.integer({ min: start, max: start + 730 * 86_400_000 })
    const vehicles = ['Fiorino', 'Fiat new Ducato', 'Molisia'] as const
    const vehicle = fc.constantFrom<string | null>(...vehicles, null)
    const zone = fc.constantFrom('zona-1', 'zona-2')
    const count = fc.integer({ min: 0, max: 12 })
    const capacity = fc.record(
      { orders: count, crates: count, kg: fc.integer({ min: 0, max: 500 }) },
      { requiredKeys: ['orders'] },
    )
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: -1, max: 4 }),
        zone,
        fc.array(fc.record({ slot: fc.constantFrom(...TIME_SLOTS, '17:00 - 18:00'), vehicle }), {
          maxLength: 9,
        }),
        fc.record({
          sameDay: fc.boolean(),
          nextDayUntil: fc.dictionary(
            fc.constantFrom('0', '1', '2', '3', '4', '5', '6'),
            fc.option(fc.constantFrom('00:00', '09:00', '12:00', '18:00', '23:59')),
          ),
          minHoursBeforeSlot: fc.integer({ min: 0, max: 30 }),
        }),
        fc.array(
          fc.record(
            {
              from: fc.integer({ min: -2, max: 5 }),
              length: fc.integer({ min: 0, max: 3 }),
              zoneIds: fc.array(zone, { maxLength: 2 }),
              reason: fc.constant('Chiuso'),
            },
            { requiredKeys: ['from', 'length', 'reason'] },
          ),
          { maxLength: 3 },
        ),
        fc.dictionary(fc.constantFrom(...vehicles), capacity),
        fc.option(capacity, { nil: undefined }),
        fc.array(
          fc.record({
            ahead: fc.integer({ min: 0, max: 4 }),
            slot: fc.constantFrom(...TIME_SLOTS),
            vehicle,
            orders: count,
            crates: fc.option(count, { nil: undefined }),
            kg: fc.option(fc.integer({ min: 0, max: 500 }), { nil: undefined }),
          }),
          { maxLength: 20 },
        ),
        fc.record({ crates: fc.option(count, { nil: undefined }), kg: fc.option(count, { nil: undefined }) }),
        (t, ahead, zoneId, slots, rules, rawClosures, capacities, defaultCapacity, rawBookings, wanted) => {
          const now = new Date(t)
          const today = Date.parse(now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' }))
          const date = iso(today + ahead * 86_400_000)
          const closures: Closure[] = rawClosures.map(({ from, length, zoneIds, reason }) => ({
            from: iso(today + from * 86_400_000),
            to: iso(today + (from + length) * 86_400_000),
            ...(zoneIds ? { zoneIds } : {}),
            reason,
          }))
          const bookings: SlotBooking[] = rawBookings.map(({ ahead: a, ...rest }) => ({
            ...rest,
            date: iso(today + a * 86_400_000),
          }))
          const typedRules = rules as Partial<CutoffRules>
          const offered = offerSlots({
            slots,
            date,
            zoneId,
            now,
            rules: typedRules,
            closures,
            capacity: capacities,
            defaultCapacity,
            bookings,
            wanted,
          })
          expect(offered).toHaveLength(slots.length)
          const closed = closureFor(date, zoneId, closures) !== null
          offered.forEach((o, i) => {
            expect(o.slot).toBe(slots[i]?.slot)
            expect(o.bookable).toBe(o.state === 'open' || o.state === 'few')
            expect(o.label === null).toBe(o.state === 'open')
            if (closed) expect(o.state).toBe('closed')
            if (!o.bookable) return
            expect(closed).toBe(false)
            expect(isPastCutoff({ date, slot: o.slot, now, rules: typedRules })).toBe(false)
            const van =
              (o.vehicle !== null ? capacities[o.vehicle as (typeof vehicles)[number]] : undefined) ??
              defaultCapacity
            const mine = bookings.filter(
              (b) => b.date === date && b.slot === o.slot && b.vehicle === o.vehicle,
            )
            const sum = (key: 'orders' | 'crates' | 'kg') =>
              mine.some((b) => b[key] !== undefined)
                ? mine.reduce((total, b) => total + (b[key] ?? 0), 0)
                : undefined
            const booked = { orders: sum('orders') ?? 0, crates: sum('crates'), kg: sum('kg') }
            expect(slotOccupancy(van, booked, wanted).state).not.toBe('full')
            if (van) {
              expect(booked.orders).toBeLessThan(van.orders)
              if (van.crates !== undefined)
                expect((booked.crates ?? 0) + (wanted.crates ?? 0)).toBeLessThanOrEqual(van.crates)
              if (van.kg !== undefined)
                expect((booked.kg ?? 0) + (wanted.kg ?? 0)).toBeLessThanOrEqual(van.kg)
            }
          })
        },
      ),
    )
  })

  it('stays well under a millisecond per call for a full day', () => {
    const slots = TIME_SLOTS.map((label, i) => slot(label, i % 2 ? 'Fiorino' : 'Fiat new Ducato'))
    const bookings = TIME_SLOTS.flatMap((label) =>
      ['2026-11-25', '2026-11-26', '2026-11-27'].map((date) => ({
        date,
        slot: label,
        vehicle: 'Fiorino',
        orders: 3,
      })),
    )
    const closures = Array.from({ length: 50 }, (_, i) => ({
      from: `2027-01-${String((i % 28) + 1).padStart(2, '0')}`,
      to: '2027-01-28',
      reason: 'Ferie',
    }))
    const input = {
      ...base,
      slots,
      rules: { nextDayUntil: { 2: '18:00' }, minHoursBeforeSlot: 2 },
      closures,
      capacity: { Fiorino: { orders: 8, crates: 40 } },
      bookings,
    }
    for (let i = 0; i < 200; i++) offerSlots(input)
    const runs = 2000
    const begin = performance.now()
    for (let i = 0; i < runs; i++) offerSlots(input)
    const perCall = (performance.now() - begin) / runs
    expect(perCall).toBeLessThan(1)
  })
})
