export { availableSlots } from './available-slots'
export { type DayNumber, type DeliveryDate, isoDateOf, romeDayNumber } from './delivery-date'
export { dayNumberOfIso, deliveryDateLabel } from './delivery-date-label'
export { fallbackCalendar } from './fallback-calendar'
export { fallbackSlots } from './fallback-slots'
export {
  type FilteredSlot,
  type FilterSlotsInput,
  filterSlots,
  type SlotAvailability,
  type VehicleSlotList,
} from './filter-slots'
export { normalizeSlotLabel } from './normalize-slot-label'
export { parseDaySlots } from './parse-day-slots'
export { parseDeliverySchedule } from './parse-delivery-schedule'
export { parseVehicleSlots } from './parse-vehicle-slots'
export { sameSlot } from './same-slot'
export { CALENDAR_FALLBACK_MESSAGE, calendarLoadedMessage, slotApiErrorMessage } from './slot-messages'
export type { SlotZone } from './slot-zone'
export { TIME_SLOTS, type TimeSlot } from './time-slots'
export { vehicleForSlot } from './vehicle-for-slot'
export type { Vehicle } from './vehicles'
export { vehiclesForZone } from './vehicles-for-zone'
