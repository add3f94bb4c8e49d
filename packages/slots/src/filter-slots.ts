import { parseSlotTimes } from './normalize-slot-label'
import { sameSlot } from './same-slot'
import { isExcluded, type ReadSlotZone, readSlotZone, type SlotZone, slotVehicle } from './slot-zone'

/** The slots a vehicle can serve; null (or a missing entry) when that could not be obtained. */
export type VehicleSlotList = readonly string[] | null | undefined

/** Vehicle name -> the slot labels it can serve that day (parseVehicleSlots' answer), or null. */
export type SlotAvailability =
  | Readonly<Record<string, VehicleSlotList>>
  | ReadonlyMap<string, VehicleSlotList>

export interface FilterSlotsInput {
  /** The customer's zone (a DeliveryZone or any SlotZone); null keeps every slot. */
  zone: SlotZone | null | undefined
  /** The day's slot labels, from orddd (parseDaySlots) or fallbackSlots. */
  slots: readonly string[]
  /** Per-vehicle availability; null or undefined when none could be obtained (no filter). */
  availability?: SlotAvailability | null | undefined
}

/** A slot offered to the customer. */
export interface FilteredSlot {
  /** The label, as given. */
  slot: string
  /** The vehicle that delivers it (vehicleForSlot), or null when the zone names none. */
  vehicle: string | null
  /** A recommended slot: listed first and marked 'Consigliata'. */
  preferred: boolean
}

function listOf(availability: unknown, vehicle: string): unknown {
  if (availability instanceof Map) return availability.get(vehicle)
  if (typeof availability !== 'object' || availability === null) return undefined
  return Object.hasOwn(availability, vehicle) ? (availability as Record<string, unknown>)[vehicle] : undefined
}

/** Keep the slot unless its vehicle has a non-empty availability list without it. */
function vehicleServes(availability: unknown, vehicle: string | null, slot: string): boolean {
  if (vehicle === null) return true
  const list = listOf(availability, vehicle)
  if (!Array.isArray(list)) return true
  const labels = list.filter((label): label is string => typeof label === 'string')
  return labels.length === 0 || labels.some((label) => sameSlot(label, slot))
}

/** A preferred label is a range ('09:00-12:00') holding the slot, or the slot itself. */
function isPreferred(zone: ReadSlotZone, slot: string): boolean {
  const times = parseSlotTimes(slot)
  return zone.preferred.some((label) => {
    if (sameSlot(label, slot)) return true
    const range = parseSlotTimes(label)
    return (
      range !== null &&
      times !== null &&
      range.start < range.end &&
      times.start < times.end &&
      times.start >= range.start &&
      times.end <= range.end
    )
  })
}

/**
 * The slots to offer for a zone and a day: the day's slots (non-strings and blanks ignored; of
 * duplicates by sameSlot the first is kept) minus the zone's excluded slots, each with its vehicle
 * (vehicleForSlot), kept only when that vehicle has no availability data (null, missing, or an
 * empty list) or its list holds the slot (sameSlot). Preferred slots come first, then the others;
 * each group in order of start time, labels that cannot be read as times last in given order.
 * Labels are returned as given, also outside TIME_SLOTS. Never throws.
 *
 * @example
 * ```ts
 * const zone = {
 *   vehiclesByTimeSlot: { '07:00 - 08:00': 'Molisia', '14:00 - 15:00': 'Fiat new Ducato' },
 *   timeSlotRestrictions: { preferredSlots: ['09:00-12:00'], excludedSlots: ['08:00 - 09:00'] },
 * }
 * filterSlots({ zone, slots: ['07:00 - 08:00', '08:00 - 09:00', '14:00 - 15:00'], availability: { Molisia: [] } })
 * // [{ slot: '07:00 - 08:00', vehicle: 'Molisia', preferred: false },
 * //  { slot: '14:00 - 15:00', vehicle: 'Fiat new Ducato', preferred: false }]
 * ```
 */
export function filterSlots({ zone, slots, availability }: FilterSlotsInput): FilteredSlot[] {
  const read = readSlotZone(zone)
  const seen: string[] = []
  const kept: { item: FilteredSlot; start: number }[] = []
  for (const slot of Array.isArray(slots) ? (slots as readonly unknown[]) : []) {
    if (typeof slot !== 'string' || slot.trim() === '' || seen.some((s) => sameSlot(s, slot))) continue
    seen.push(slot)
    if (isExcluded(read, slot)) continue
    const vehicle = slotVehicle(read, slot)
    if (!vehicleServes(availability, vehicle, slot)) continue
    kept.push({
      item: { slot, vehicle, preferred: isPreferred(read, slot) },
      start: parseSlotTimes(slot)?.start ?? Number.POSITIVE_INFINITY,
    })
  }
  // Array.prototype.sort is stable: equal starts, and unreadable labels, keep their given order.
  kept.sort((a, b) => Number(b.item.preferred) - Number(a.item.preferred) || compareStarts(a.start, b.start))
  return kept.map(({ item }) => item)
}

function compareStarts(a: number, b: number): number {
  if (a === b) return 0
  return a < b ? -1 : 1
}
