import { readSlotZone, type SlotZone, slotVehicle } from './slot-zone'

/**
 * The vehicle that delivers a slot in a zone: the
 * zone's vehiclesByTimeSlot entry for the slot (key matched with sameSlot), else the zone's default
 * `vehicle`, else "a default for the zone": the first vehicle of vehiclesByTimeSlot in key order;
 * null when the zone names no vehicle at all. Vehicle names come back trimmed; blank ones are ignored.
 *
 * @example
 * ```ts
 * const zone = { vehicle: 'Fiorino', vehiclesByTimeSlot: { '11:00 - 12:00': 'Fiat new Ducato' } }
 * vehicleForSlot(zone, '11:00-12:00') // 'Fiat new Ducato'
 * vehicleForSlot(zone, '09:00 - 10:00') // 'Fiorino'
 * ```
 */
export function vehicleForSlot(zone: SlotZone | null | undefined, slot: string): string | null {
  return slotVehicle(readSlotZone(zone), slot)
}
