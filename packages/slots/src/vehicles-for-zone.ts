import { availableSlots } from './available-slots'
import { isExcluded, readSlotZone, type SlotZone, slotVehicle } from './slot-zone'

/**
 * The vehicles whose availability must be asked for (the portal's timeslot.php, once per
 * vehicle): the distinct vehicles of the given slots that the zone does not exclude, in
 * order of first appearance. `slots` defaults to the zone's available slots; pass the day's slots
 * (orddd's or the fallback ones) to ask only for the vehicles that day needs. Slots without a
 * vehicle add nothing.
 *
 * @example
 * ```ts
 * const zone = { vehicle: 'Fiorino', vehiclesByTimeSlot: { '14:00 - 15:00': 'Fiat new Ducato' } }
 * vehiclesForZone(zone, ['09:00 - 10:00', '14:00 - 15:00']) // ['Fiorino', 'Fiat new Ducato']
 * ```
 */
export function vehiclesForZone(
  zone: SlotZone | null | undefined,
  slots: readonly string[] = availableSlots(zone),
): string[] {
  const read = readSlotZone(zone)
  const list: readonly unknown[] = Array.isArray(slots) ? slots : availableSlots(zone)
  const vehicles: string[] = []
  for (const slot of list) {
    if (typeof slot !== 'string' || isExcluded(read, slot)) continue
    const vehicle = slotVehicle(read, slot)
    if (vehicle !== null && !vehicles.includes(vehicle)) vehicles.push(vehicle)
  }
  return vehicles
}
