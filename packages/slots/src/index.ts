export { availableSlots } from './available-slots'
export { type ClosureForOptions, type ClosureLike, closureFor } from './closure-for'
export { type Closure, closureSchema } from './closure-schema'
export { type CutoffRules, cutoffRulesSchema } from './cutoff-rules-schema'
export { DEFAULT_CUTOFF_RULES } from './default-cutoff-rules'
export { type DayNumber, type DeliveryDate, isoDateOf, romeDayNumber } from './delivery-date'
export { dayNumberOfIso, deliveryDateLabel } from './delivery-date-label'
export { DEFAULT_DELIVERY_RULES, DEFAULT_VAN_PAYLOADS, vanCapacityOf, vanPayloadOf } from './delivery-rules'
export { type DeliveryRules, deliveryRulesSchema, vanCapacitySchema } from './delivery-rules-schema'
export { fallbackCalendar } from './fallback-calendar'
export { fallbackSlots } from './fallback-slots'
export {
  type FilteredSlot,
  type FilterSlotsInput,
  filterSlots,
  type SlotAvailability,
  type VehicleSlotList,
} from './filter-slots'
export { type IsPastCutoffInput, isPastCutoff } from './is-past-cutoff'
export { easterSunday, type Holiday, italianHolidays } from './italian-holidays'
export { normalizeSlotLabel } from './normalize-slot-label'
export { type OfferCalendarOptions, offerCalendar } from './offer-calendar'
export {
  type CapacityLookup,
  type OfferableSlot,
  type OfferedSlot,
  type OfferSlotsInput,
  offerSlots,
  type SlotState,
} from './offer-slots'
export { parseDaySlots } from './parse-day-slots'
export { parseDeliverySchedule } from './parse-delivery-schedule'
export { parseVehicleSlots } from './parse-vehicle-slots'
export { sameSlot } from './same-slot'
export {
  CALENDAR_FALLBACK_MESSAGE,
  calendarLoadedMessage,
  SLOT_FEW_LABEL,
  SLOT_FULL_LABEL,
  SLOT_PAST_CUTOFF_LABEL,
  slotApiErrorMessage,
  slotClosedLabel,
} from './slot-messages'
export {
  type OccupancyState,
  type OrderLoad,
  type SlotBooking,
  type SlotLoad,
  type SlotOccupancy,
  slotOccupancy,
  type VanCapacity,
} from './slot-occupancy'
export type { SlotZone } from './slot-zone'
export { TIME_SLOTS, type TimeSlot } from './time-slots'
export { vehicleForSlot } from './vehicle-for-slot'
export type { Vehicle } from './vehicles'
export { vehiclesForZone } from './vehicles-for-zone'
