/**
 * The built-in list of 9 hourly delivery slots, 07:00 to 16:00, the base list every zone's
 * available slots are taken from. Preferred ranges ('15:00-18:00') and fallback slots may reach
 * beyond it: those labels are kept as they are, not cut to this list.
 */
export const TIME_SLOTS = /* @__PURE__ */ Object.freeze([
  '07:00 - 08:00',
  '08:00 - 09:00',
  '09:00 - 10:00',
  '10:00 - 11:00',
  '11:00 - 12:00',
  '12:00 - 13:00',
  '13:00 - 14:00',
  '14:00 - 15:00',
  '15:00 - 16:00',
] as const)

/** One of the 9 built-in hourly slot labels. */
export type TimeSlot = (typeof TIME_SLOTS)[number]
