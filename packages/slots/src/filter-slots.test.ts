import { type DeliveryZone, VEHICLES } from '@shop/zones'
import { builtInZones } from '@shop/zones/bari'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fallbackSlots } from './fallback-slots'
import { type FilteredSlot, filterSlots, type SlotAvailability } from './filter-slots'
import { sameSlot } from './same-slot'
import type { SlotZone } from './slot-zone'
import { TIME_SLOTS } from './time-slots'
import { vehicleForSlot } from './vehicle-for-slot'

const zone = (name: string): DeliveryZone => {
  const found = builtInZones().find((z) => z.name === name)
  if (!found) throw new Error(`no built-in zone ${name}`)
  return found
}
const slotsOf = (result: FilteredSlot[]) => result.map((r) => r.slot)

describe('filterSlots on real zones', () => {
  it('drops the slots of a vehicle whose list does not hold them (Japigia, Molisia only at 07)', () => {
    const result = filterSlots({
      zone: zone('Japigia'),
      slots: [...TIME_SLOTS],
      availability: { Molisia: ['07:00 - 08:00'], 'Fiat new Ducato': null },
    })
    // Excluded: 08, 09, 12, 13. Molisia's 10 and 11 dropped. 15 is preferred (15:00-18:00).
    expect(result).toEqual([
      { slot: '15:00 - 16:00', vehicle: 'Fiat new Ducato', preferred: true },
      { slot: '07:00 - 08:00', vehicle: 'Molisia', preferred: false },
      { slot: '14:00 - 15:00', vehicle: 'Fiat new Ducato', preferred: false },
    ])
  })

  it('keeps a slot whose vehicle list holds it, compared ignoring whitespace', () => {
    const result = filterSlots({
      zone: zone('Japigia'),
      slots: [...TIME_SLOTS],
      availability: { Molisia: ['10:00-11:00'], 'Fiat new Ducato': ['14:00 -15:00'] },
    })
    expect(slotsOf(result)).toEqual(['10:00 - 11:00', '14:00 - 15:00'])
  })

  it.each<[string, SlotAvailability | null | undefined]>([
    ['availability null', null],
    ['availability undefined', undefined],
    ['every vehicle null', { Molisia: null, 'Fiat new Ducato': null }],
    ['every vehicle missing', {}],
    ['every vehicle undefined', { Molisia: undefined, 'Fiat new Ducato': undefined }],
    ['empty lists', { Molisia: [], 'Fiat new Ducato': [] }],
    ['an empty Map', new Map()],
    ['a list that is not a list', { Molisia: '07:00 - 08:00' as never }],
  ])('applies no vehicle filter with %s', (_, availability) => {
    const result = filterSlots({ zone: zone('Japigia'), slots: [...TIME_SLOTS], availability })
    expect(result).toEqual([
      { slot: '10:00 - 11:00', vehicle: 'Molisia', preferred: true },
      { slot: '11:00 - 12:00', vehicle: 'Molisia', preferred: true },
      { slot: '15:00 - 16:00', vehicle: 'Fiat new Ducato', preferred: true },
      { slot: '07:00 - 08:00', vehicle: 'Molisia', preferred: false },
      { slot: '14:00 - 15:00', vehicle: 'Fiat new Ducato', preferred: false },
    ])
  })

  it('reads availability from a Map too', () => {
    const availability = new Map([['Molisia', ['07:00 - 08:00']]])
    expect(slotsOf(filterSlots({ zone: zone('Japigia'), slots: [...TIME_SLOTS], availability }))).toEqual([
      '15:00 - 16:00',
      '07:00 - 08:00',
      '14:00 - 15:00',
    ])
  })

  it('lists the preferred ranges 09-12 and 15-18 first, each group in time order, whatever the input order', () => {
    const slots = [...TIME_SLOTS, '16:00 - 17:00'].reverse()
    const result = filterSlots({ zone: zone('Mungivacca'), slots, availability: {} })
    expect(result.map((r) => [r.slot, r.preferred])).toEqual([
      ['09:00 - 10:00', true],
      ['10:00 - 11:00', true],
      ['11:00 - 12:00', true],
      ['15:00 - 16:00', true],
      ['16:00 - 17:00', true],
      ['07:00 - 08:00', false],
      ['08:00 - 09:00', false],
      ['14:00 - 15:00', false],
    ])
    expect(new Set(result.map((r) => r.vehicle))).toEqual(new Set(['Fiat new Ducato']))
  })

  it('keeps fallback slots outside TIME_SLOTS, preferred through the 15:00-18:00 range', () => {
    // Carrassi-SanPasquale excludes 11 and 15; 16 and 17 have no per-slot vehicle and no zone
    // default, so they go to the zone's first vehicle, Molisia.
    const result = filterSlots({
      zone: zone('Carrassi-SanPasquale'),
      slots: fallbackSlots('2026-11-24'),
      availability: { Molisia: ['09:00 - 10:00', '10:00 - 11:00', '16:00 - 17:00'] },
    })
    expect(result).toEqual([
      { slot: '09:00 - 10:00', vehicle: 'Molisia', preferred: true },
      { slot: '10:00 - 11:00', vehicle: 'Molisia', preferred: true },
      { slot: '16:00 - 17:00', vehicle: 'Molisia', preferred: true },
    ])
  })

  it('drops fallback slots the zone default vehicle cannot serve (Japigia, Molisia only at 07)', () => {
    const result = filterSlots({
      zone: zone('Japigia'),
      slots: fallbackSlots('2026-11-24'),
      availability: { Molisia: ['07:00 - 08:00'] },
    })
    expect(result).toEqual([{ slot: '15:00 - 16:00', vehicle: 'Fiat new Ducato', preferred: true }])
  })

  it('returns labels as given, keeps the first of duplicates and ignores non-strings and blanks', () => {
    const slots = ['10:00-11:00', 7, null, '', '  ', '10:00 - 11:00', '07:00 - 08:00', '07:00-08:00'] as never
    const result = filterSlots({ zone: zone('Mungivacca'), slots, availability: null })
    expect(result).toEqual([
      { slot: '10:00-11:00', vehicle: 'Fiat new Ducato', preferred: true },
      { slot: '07:00 - 08:00', vehicle: 'Fiat new Ducato', preferred: false },
    ])
  })

  it('removes excluded slots written with other spacing', () => {
    const result = filterSlots({
      zone: zone('Mungivacca'),
      slots: ['12:00-13:00', '13:00 -14:00', '14:00-15:00'],
    })
    expect(slotsOf(result)).toEqual(['14:00-15:00'])
  })
})

describe('filterSlots on partial or malformed zones', () => {
  it('keeps every slot, none preferred, with no zone', () => {
    const result = filterSlots({ zone: null, slots: ['10:00 - 11:00', '07:00 - 08:00'], availability: {} })
    expect(result).toEqual([
      { slot: '07:00 - 08:00', vehicle: null, preferred: false },
      { slot: '10:00 - 11:00', vehicle: null, preferred: false },
    ])
  })

  it('keeps slots without a vehicle even when other vehicles have lists', () => {
    const z: SlotZone = {
      vehiclesByTimeSlot: {},
      timeSlotRestrictions: { preferredSlots: [], excludedSlots: [] },
    }
    expect(
      slotsOf(
        filterSlots({ zone: z, slots: ['09:00 - 10:00'], availability: { Fiorino: ['07:00 - 08:00'] } }),
      ),
    ).toEqual(['09:00 - 10:00'])
  })

  it('prefers a slot equal to a preferred label, and slots inside a preferred range only', () => {
    const z: SlotZone = {
      timeSlotRestrictions: { preferredSlots: ['07:00 - 08:00', '10:00-12:00'], excludedSlots: [] },
    }
    const slots = [
      '07:00-08:00',
      '09:30 - 10:30',
      '10:00 - 11:00',
      '10:00 - 12:00',
      '11:30 - 12:30',
      '08:00 - 09:00',
    ]
    expect(filterSlots({ zone: z, slots }).map((r) => [r.slot, r.preferred])).toEqual([
      ['07:00-08:00', true],
      ['10:00 - 11:00', true],
      ['10:00 - 12:00', true],
      ['08:00 - 09:00', false],
      ['09:30 - 10:30', false],
      ['11:30 - 12:30', false],
    ])
  })

  it('puts labels that are not times after the others of their group, in given order', () => {
    const z: SlotZone = {
      timeSlotRestrictions: { preferredSlots: ['09:00-12:00', 'sera'], excludedSlots: [] },
    }
    const slots = ['pomeriggio', 'sera', '14:00 - 15:00', 'mattina', '10:00 - 11:00', '07:00 - 08:00']
    expect(filterSlots({ zone: z, slots }).map((r) => r.slot)).toEqual([
      '10:00 - 11:00',
      'sera',
      '07:00 - 08:00',
      '14:00 - 15:00',
      'pomeriggio',
      'mattina',
    ])
  })

  it('reads the 12-hour form when ordering and matching ranges', () => {
    const z: SlotZone = { timeSlotRestrictions: { preferredSlots: ['15:00-18:00'], excludedSlots: [] } }
    const result = filterSlots({
      zone: z,
      slots: ['02:00 PM - 03:00 PM', '03:00 PM - 04:00 PM', '10:00 AM - 11:00 AM'],
    })
    expect(result.map((r) => [r.slot, r.preferred])).toEqual([
      ['03:00 PM - 04:00 PM', true],
      ['10:00 AM - 11:00 AM', false],
      ['02:00 PM - 03:00 PM', false],
    ])
  })

  it.each([
    ['slots is not a list', { zone: zone('Japigia'), slots: '07:00 - 08:00' }],
    ['slots is missing', { zone: zone('Japigia') }],
  ])('gives no slot when %s', (_, input) => {
    expect(filterSlots(input as never)).toEqual([])
  })

  it('does not read inherited properties of the availability object as vehicles', () => {
    const z: SlotZone = { vehicle: 'constructor' }
    expect(slotsOf(filterSlots({ zone: z, slots: ['09:00 - 10:00'], availability: {} }))).toEqual([
      '09:00 - 10:00',
    ])
  })

  it('does not change its inputs', () => {
    const z = structuredClone(zone('Japigia'))
    const slots = [...TIME_SLOTS].reverse()
    const availability = { Molisia: ['07:00 - 08:00'] }
    const before = structuredClone({ z, slots, availability })
    filterSlots({ zone: z, slots, availability })
    expect({ z, slots, availability }).toEqual(before)
  })
})

// ---- properties -------------------------------------------------------------------------------

const pad = (n: number) => String(n).padStart(2, '0')
/** Slot labels in the forms the shop meets, plus labels that are not times. */
const labelArb = fc.oneof(
  fc.constantFrom(...TIME_SLOTS),
  fc
    .tuple(
      fc.integer({ min: 6, max: 20 }),
      fc.integer({ min: 1, max: 3 }),
      fc.constantFrom(' - ', '-', ' -', '  -  '),
    )
    .map(([h, len, sep]) => `${pad(h)}:00${sep}${pad(h + len)}:00`),
  fc.integer({ min: 6, max: 20 }).map((h) => `${h}:30 - ${h + 1}:30`),
  fc.constantFrom('mattina', 'pomeriggio', '', '  ', 'sera'),
)
const vehicleArb = fc.constantFrom(...VEHICLES)
const randomZoneArb: fc.Arbitrary<SlotZone> = fc.record(
  {
    vehicle: fc.option(vehicleArb, { nil: undefined }),
    vehiclesByTimeSlot: fc.dictionary(labelArb, vehicleArb, { maxKeys: 6 }),
    timeSlotRestrictions: fc.record(
      {
        preferredSlots: fc.array(
          fc.oneof(fc.constantFrom('09:00-12:00', '15:00-18:00', '07:00-09:00'), labelArb),
          {
            maxLength: 3,
          },
        ),
        excludedSlots: fc.array(labelArb, { maxLength: 5 }),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
)
const zoneArb = fc.oneof(fc.constantFrom(...builtInZones()), randomZoneArb)
const listArb = fc.oneof(fc.constant(null), fc.constant(undefined), fc.array(labelArb, { maxLength: 6 }))
const availabilityArb = fc.option(fc.dictionary(vehicleArb, listArb), { nil: undefined })
const slotsArb = fc.array(labelArb, { maxLength: 14 })

/** An independent reading of the 24-hour labels the generators make: [start, end] minutes. */
function times(label: string): [number, number] | null {
  const m = /^\s*(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})\s*$/.exec(label)
  return m ? [Number(m[1]) * 60 + Number(m[2]), Number(m[3]) * 60 + Number(m[4])] : null
}
function modelPreferred(z: SlotZone, slot: string): boolean {
  const s = times(slot)
  return (z.timeSlotRestrictions?.preferredSlots ?? []).some((p) => {
    if (p.replace(/\s/g, '') === slot.replace(/\s/g, '')) return true
    const r = times(p)
    return !!r && !!s && r[0] < r[1] && s[0] < s[1] && s[0] >= r[0] && s[1] <= r[1]
  })
}
const excludedBy = (z: SlotZone, slot: string) =>
  (z.timeSlotRestrictions?.excludedSlots ?? []).some((e) => sameSlot(e, slot))
const listFor = (availability: Record<string, unknown> | undefined, vehicle: string | null) =>
  vehicle === null || !availability || !Object.hasOwn(availability, vehicle)
    ? undefined
    : availability[vehicle]
/** The input slots as filterSlots sees them: strings, not blank, first of each sameSlot group. */
const distinctInput = (slots: string[]) =>
  slots.filter((s, i) => s.trim() !== '' && slots.findIndex((t) => sameSlot(t, s)) === i)

describe('filterSlots properties', () => {
  it('returns input slots only, once each, never an excluded one, each with its vehicleForSlot', () => {
    fc.assert(
      fc.property(zoneArb, slotsArb, availabilityArb, (z, slots, availability) => {
        const result = filterSlots({ zone: z, slots, availability })
        const input = distinctInput(slots)
        for (const { slot, vehicle } of result) {
          expect(input).toContain(slot)
          expect(excludedBy(z, slot)).toBe(false)
          expect(vehicle).toBe(vehicleForSlot(z, slot))
        }
        const out = result.map((r) => r.slot)
        expect(out.filter((s, i) => out.findIndex((t) => sameSlot(t, s)) !== i)).toEqual([])
      }),
      { numRuns: 400 },
    )
  })

  it('keeps a slot only when its vehicle list is null, missing, empty or holds it, and drops it otherwise', () => {
    fc.assert(
      fc.property(zoneArb, slotsArb, availabilityArb, (z, slots, availability) => {
        const result = filterSlots({ zone: z, slots, availability })
        const kept = new Set(result.map((r) => r.slot))
        for (const slot of distinctInput(slots)) {
          if (excludedBy(z, slot)) continue
          const list = listFor(availability, vehicleForSlot(z, slot))
          const serves = !Array.isArray(list) || list.length === 0 || list.some((l) => sameSlot(l, slot))
          expect(kept.has(slot), `${slot} with list ${JSON.stringify(list)}`).toBe(serves)
        }
      }),
      { numRuns: 400 },
    )
  })

  it('marks preferred slots by range or equal label and lists them all before the others', () => {
    fc.assert(
      fc.property(zoneArb, slotsArb, availabilityArb, (z, slots, availability) => {
        const result = filterSlots({ zone: z, slots, availability })
        for (const r of result) expect(r.preferred, r.slot).toBe(modelPreferred(z, r.slot))
        const firstOther = result.findIndex((r) => !r.preferred)
        if (firstOther >= 0) expect(result.slice(firstOther).every((r) => !r.preferred)).toBe(true)
      }),
      { numRuns: 400 },
    )
  })

  it('orders each group by start time, stable, labels that are not times last in given order', () => {
    fc.assert(
      fc.property(zoneArb, slotsArb, availabilityArb, (z, slots, availability) => {
        const result = filterSlots({ zone: z, slots, availability })
        const position = (slot: string) => slots.indexOf(slot)
        for (const group of [true, false]) {
          const labels = result.filter((r) => r.preferred === group).map((r) => r.slot)
          const timed = labels.filter((l) => times(l) !== null)
          const untimed = labels.filter((l) => times(l) === null)
          expect(labels).toEqual([...timed, ...untimed])
          for (let i = 1; i < timed.length; i++) {
            const [a, b] = [timed[i - 1] as string, timed[i] as string]
            const [sa, sb] = [times(a)?.[0] ?? 0, times(b)?.[0] ?? 0]
            expect(sa <= sb).toBe(true)
            if (sa === sb) expect(position(a) < position(b)).toBe(true)
          }
          for (let i = 1; i < untimed.length; i++) {
            expect(position(untimed[i - 1] as string) < position(untimed[i] as string)).toBe(true)
          }
        }
      }),
      { numRuns: 400 },
    )
  })
})
