import { isExcluded, readSlotZone, type SlotZone } from './slot-zone'
import { TIME_SLOTS, type TimeSlot } from './time-slots'

/**
 * The zone's available slots (SPEC.md section 5): TIME_SLOTS minus the zone's
 * timeSlotRestrictions.excludedSlots (compared with sameSlot), in time order. A zone without
 * restrictions, or no zone, has all 9.
 */
export function availableSlots(zone: SlotZone | null | undefined): TimeSlot[] {
  const read = readSlotZone(zone)
  return TIME_SLOTS.filter((slot) => !isExcluded(read, slot))
}
