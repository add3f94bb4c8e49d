import type { DeliveryZone, VEHICLES } from '@shop/zones'
import { builtInZones } from '@shop/zones/bari'
import { expectTypeOf, test } from 'vitest'
import {
  availableSlots,
  type Closure,
  type CutoffRules,
  closureFor,
  closureSchema,
  cutoffRulesSchema,
  DEFAULT_CUTOFF_RULES,
  type DeliveryDate,
  type FilteredSlot,
  fallbackCalendar,
  fallbackSlots,
  filterSlots,
  type Holiday,
  isPastCutoff,
  italianHolidays,
  type OfferedSlot,
  offerCalendar,
  offerSlots,
  parseDaySlots,
  parseDeliverySchedule,
  parseVehicleSlots,
  type SLOT_FEW_LABEL,
  type SLOT_FULL_LABEL,
  type SlotState,
  slotOccupancy,
  TIME_SLOTS,
  type TimeSlot,
  type Vehicle,
  vehicleForSlot,
  vehiclesForZone,
} from './index'

/** Any instant will do for the types: a Wednesday morning in Rome. */
const NOW = new Date('2026-11-25T10:00:00+01:00')

test('the public types', () => {
  const zone = builtInZones()[0] as DeliveryZone
  expectTypeOf(TIME_SLOTS).toEqualTypeOf<
    readonly [
      '07:00 - 08:00',
      '08:00 - 09:00',
      '09:00 - 10:00',
      '10:00 - 11:00',
      '11:00 - 12:00',
      '12:00 - 13:00',
      '13:00 - 14:00',
      '14:00 - 15:00',
      '15:00 - 16:00',
    ]
  >()
  expectTypeOf<(typeof VEHICLES)[number]>().toEqualTypeOf<Vehicle>()
  expectTypeOf(availableSlots(zone)).toEqualTypeOf<TimeSlot[]>()
  expectTypeOf(vehicleForSlot(zone, '09:00 - 10:00')).toEqualTypeOf<string | null>()
  expectTypeOf(vehiclesForZone(zone)).toEqualTypeOf<string[]>()
  expectTypeOf(filterSlots({ zone, slots: [], availability: { Fiorino: null } })).toEqualTypeOf<
    FilteredSlot[]
  >()
  expectTypeOf<FilteredSlot>().toEqualTypeOf<{ slot: string; vehicle: string | null; preferred: boolean }>()
  expectTypeOf(parseVehicleSlots).returns.toEqualTypeOf<string[] | null>()
  expectTypeOf(parseDaySlots).returns.toEqualTypeOf<string[] | null>()
  expectTypeOf(parseDeliverySchedule).returns.toEqualTypeOf<DeliveryDate[] | null>()
  expectTypeOf(fallbackCalendar(NOW)).toEqualTypeOf<DeliveryDate[]>()
  expectTypeOf(fallbackSlots('2026-11-28')).toEqualTypeOf<string[]>()

  // @ts-expect-error the slot list is required
  filterSlots({ zone })
  // @ts-expect-error fallbackSlots takes a date string or a Date
  fallbackSlots(20261128)
})

test('the capacity, cut-off and closure types', () => {
  expectTypeOf(italianHolidays(2026)).toEqualTypeOf<Holiday[]>()
  expectTypeOf<Holiday>().toEqualTypeOf<{ date: string; name: string }>()
  expectTypeOf(closureFor('2026-12-25', 'zona-1', [])).toEqualTypeOf<{ reason: string } | null>()
  expectTypeOf(closureSchema.parse({})).toEqualTypeOf<{
    id?: string | undefined
    from: string
    to: string
    zoneIds?: string[] | undefined
    reason: string
  }>()
  expectTypeOf<Closure>().toExtend<{ from: string; to: string; reason: string }>()
  expectTypeOf(cutoffRulesSchema.parse({})).toExtend<CutoffRules>()
  expectTypeOf(DEFAULT_CUTOFF_RULES).toExtend<CutoffRules>()
  const rules: CutoffRules = { sameDay: false, nextDayUntil: { 1: '18:00', 6: null }, minHoursBeforeSlot: 0 }
  expectTypeOf(
    isPastCutoff({
      date: '2026-11-25',
      slot: '09:00 - 10:00',
      now: NOW,
      rules,
    }),
  ).toEqualTypeOf<boolean>()
  expectTypeOf(slotOccupancy({ orders: 8 }, { orders: 1 })).toEqualTypeOf<{
    state: 'open' | 'few' | 'full'
    remaining: number | null
  }>()
  expectTypeOf<typeof SLOT_FULL_LABEL>().toEqualTypeOf<'Esaurita'>()
  expectTypeOf<typeof SLOT_FEW_LABEL>().toEqualTypeOf<'Ultimi posti'>()

  const slots = filterSlots({ zone: null, slots: ['09:00 - 10:00'] })
  const offered = offerSlots({
    slots,
    date: '2026-11-25',
    zoneId: 'zona-1',
    now: NOW,
  })
  expectTypeOf(offered).toEqualTypeOf<OfferedSlot<FilteredSlot>[]>()
  expectTypeOf<OfferedSlot<FilteredSlot>['preferred']>().toEqualTypeOf<boolean>()
  expectTypeOf<OfferedSlot<FilteredSlot>['state']>().toEqualTypeOf<SlotState>()
  expectTypeOf<SlotState>().toEqualTypeOf<'open' | 'few' | 'full' | 'past-cutoff' | 'closed'>()
  expectTypeOf(
    offerCalendar(fallbackCalendar(NOW), {
      zoneId: 'zona-1',
      now: NOW,
    }),
  ).toEqualTypeOf<DeliveryDate[]>()

  // @ts-expect-error the vehicle is required: the capacity is per van
  offerSlots({ slots: [{ slot: '09:00 - 10:00' }], date: '2026-11-25', zoneId: 'zona-1', now: NOW })
  // @ts-expect-error nextDayUntil is keyed by weekday, 0 to 6
  const wrong: CutoffRules = { sameDay: false, nextDayUntil: { 7: '18:00' }, minHoursBeforeSlot: 0 }
  void wrong
})
