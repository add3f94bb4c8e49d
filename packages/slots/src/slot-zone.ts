import { sameSlot } from './same-slot'

/**
 * The parts of a zone the slot rules read: a structural subset of `@shop/zones`' DeliveryZone, so
 * any DeliveryZone (and a zone being edited, with parts missing) can be passed. Every part is
 * optional: a zone without timeSlotRestrictions has no excluded and no preferred slots.
 */
export interface SlotZone {
  /** The zone's default vehicle. */
  vehicle?: string | null | undefined
  /** Slot label -> vehicle name. */
  vehiclesByTimeSlot?: Readonly<Record<string, string>> | null | undefined
  timeSlotRestrictions?:
    | {
        /** Recommended slots: ranges such as '09:00-12:00', or single slots. */
        preferredSlots?: readonly string[] | null | undefined
        excludedSlots?: readonly string[] | null | undefined
      }
    | null
    | undefined
}

/** A zone as the slot rules read it, whatever shape it came in. Not part of the public API. */
export interface ReadSlotZone {
  excluded: string[]
  preferred: string[]
  /** vehiclesByTimeSlot's [slot, vehicle] pairs in key order, blank or non-string vehicles left out. */
  bySlot: [string, string][]
  /** The zone's default vehicle, or null. */
  vehicle: string | null
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

const vehicleName = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null

/** Reads a zone defensively: missing or malformed parts read as empty. Never throws. */
export function readSlotZone(zone: unknown): ReadSlotZone {
  if (!isObject(zone)) return { excluded: [], preferred: [], bySlot: [], vehicle: null }
  const restrictions = isObject(zone.timeSlotRestrictions) ? zone.timeSlotRestrictions : {}
  const bySlot: [string, string][] = []
  if (isObject(zone.vehiclesByTimeSlot)) {
    for (const [slot, value] of Object.entries(zone.vehiclesByTimeSlot)) {
      const vehicle = vehicleName(value)
      if (vehicle !== null) bySlot.push([slot, vehicle])
    }
  }
  return {
    excluded: strings(restrictions.excludedSlots),
    preferred: strings(restrictions.preferredSlots),
    bySlot,
    vehicle: vehicleName(zone.vehicle),
  }
}

/** Whether a slot is one of the zone's excluded slots (compared with sameSlot). */
export function isExcluded(zone: ReadSlotZone, slot: string): boolean {
  return zone.excluded.some((excluded) => sameSlot(excluded, slot))
}

/** vehicleForSlot on a zone already read. */
export function slotVehicle(zone: ReadSlotZone, slot: unknown): string | null {
  const perSlot = zone.bySlot.find(([key]) => sameSlot(key, slot))
  return perSlot?.[1] ?? zone.vehicle ?? zone.bySlot[0]?.[1] ?? null
}
