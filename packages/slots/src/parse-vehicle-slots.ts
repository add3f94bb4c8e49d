import { normalizeSlotLabel } from './normalize-slot-label'
import { sameSlot } from './same-slot'

/** The keys of an object answer that may hold the list, in the order they are tried. */
const LIST_KEYS = ['available_slots', 'slots', 'availableSlots'] as const

/** The label of one list entry: a string, or the time_slot of a { time_slot } object. */
function entryLabel(entry: unknown): string | null {
  const text =
    typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>).time_slot : entry
  if (typeof text !== 'string') return null
  const label = normalizeSlotLabel(text)
  return label === '' ? null : label
}

/** Normalised labels of a list, blanks and junk dropped, duplicates (by sameSlot) kept once. */
function slotLabels(list: readonly unknown[]): string[] {
  const labels: string[] = []
  for (const entry of list) {
    const label = entryLabel(entry)
    if (label !== null && !labels.some((seen) => sameSlot(seen, label))) labels.push(label)
  }
  return labels
}

/**
 * The slots a vehicle can serve, from the portal's timeslot.php answer (already JSON-parsed).
 * Three shapes are read: a list of strings; a list of { time_slot } objects;
 * an object holding `available_slots`, `slots` or `availableSlots` (the first of these that is a
 * list wins), whose list is again one of the two list shapes. Labels are normalised
 * (normalizeSlotLabel); blank or unreadable entries are dropped. Returns null when the answer has
 * none of these shapes: availability could not be obtained, so no filter applies to that vehicle.
 *
 * @example
 * ```ts
 * parseVehicleSlots({ available_slots: ['9:00-10:00', { time_slot: '10:00 - 11:00' }] })
 * // ['09:00 - 10:00', '10:00 - 11:00']
 * parseVehicleSlots('error') // null: no filter for that vehicle
 * ```
 */
export function parseVehicleSlots(answer: unknown): string[] | null {
  if (Array.isArray(answer)) return slotLabels(answer)
  if (typeof answer !== 'object' || answer === null) return null
  const record = answer as Record<string, unknown>
  for (const key of LIST_KEYS) {
    const list = record[key]
    if (Object.hasOwn(record, key) && Array.isArray(list)) return slotLabels(list)
  }
  return null
}
