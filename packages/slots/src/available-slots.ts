import { isExcluded, readSlotZone, type SlotZone } from './slot-zone'
import { TIME_SLOTS, type TimeSlot } from './time-slots'

/**
 * The zone's available slots: TIME_SLOTS minus the zone's timeSlotRestrictions.excludedSlots
 * (compared with sameSlot), in time order. A zone without restrictions, or no zone, has all 9.
 *
 * @example
 * ```ts
 * availableSlots({ timeSlotRestrictions: { excludedSlots: ['08:00 - 09:00', '12:00 - 13:00'] } })
 * // ['07:00 - 08:00', '09:00 - 10:00', '10:00 - 11:00', '11:00 - 12:00', '13:00 - 14:00', …]
 * ```
 */
export function availableSlots(zone: SlotZone | null | undefined): TimeSlot[] {
  const read = readSlotZone(zone)
  return TIME_SLOTS.filter((slot) => !isExcluded(read, slot))
}
