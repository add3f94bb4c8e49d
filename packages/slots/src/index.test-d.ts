import type { DeliveryZone, VEHICLES } from '@shop/zones'
import { builtInZones } from '@shop/zones/bari'
import { expectTypeOf, test } from 'vitest'
import {
  availableSlots,
  type DeliveryDate,
  type FilteredSlot,
  fallbackCalendar,
  fallbackSlots,
  filterSlots,
  parseDaySlots,
  parseDeliverySchedule,
  parseVehicleSlots,
  TIME_SLOTS,
  type TimeSlot,
  type Vehicle,
  vehicleForSlot,
  vehiclesForZone,
} from './index'

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
  expectTypeOf(fallbackCalendar(new Date())).toEqualTypeOf<DeliveryDate[]>()
  expectTypeOf(fallbackSlots('2026-11-28')).toEqualTypeOf<string[]>()

  // @ts-expect-error the slot list is required
  filterSlots({ zone })
  // @ts-expect-error fallbackSlots takes a date string or a Date
  fallbackSlots(20261128)
})
