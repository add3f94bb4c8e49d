import { readSlotZone, type SlotZone, slotVehicle } from './slot-zone'

/**
 * The vehicle that delivers a slot in a zone (SPEC.md section 5, DECISIONS.md section 3): the
 * zone's vehiclesByTimeSlot entry for the slot (key matched with sameSlot), else the zone's default
 * `vehicle`, else "a default for the zone": the first vehicle of vehiclesByTimeSlot in key order;
 * null when the zone names no vehicle at all. Vehicle names come back trimmed; blank ones are ignored.
 */
export function vehicleForSlot(zone: SlotZone | null | undefined, slot: string): string | null {
  return slotVehicle(readSlotZone(zone), slot)
}
