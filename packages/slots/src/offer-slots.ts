import { type ClosureLike, closureFor } from './closure-for'
import type { CutoffRules } from './cutoff-rules-schema'
import { dayNumberOfIso } from './delivery-date-label'
import type { FilteredSlot } from './filter-slots'
import { createCutoffCheck } from './is-past-cutoff'
import { normalizeSlotLabel } from './normalize-slot-label'
import { SLOT_FEW_LABEL, SLOT_FULL_LABEL, SLOT_PAST_CUTOFF_LABEL, slotClosedLabel } from './slot-messages'
import {
  type OrderLoad,
  type SlotBooking,
  type SlotLoad,
  slotOccupancy,
  type VanCapacity,
} from './slot-occupancy'

/** The parts of a slot offerSlots reads: filterSlots' FilteredSlot, or any object with them. */
export type OfferableSlot = Pick<FilteredSlot, 'slot' | 'vehicle'>

/** The capacity of each van: a function of the vehicle, or a record by vehicle name. */
export type CapacityLookup =
  | ((vehicle: string | null) => VanCapacity | undefined)
  | Readonly<Record<string, VanCapacity | undefined>>

/**
 * Whether a slot can be booked: 'open', 'few' places left, 'full' (shown as 'Esaurita'),
 * 'past-cutoff' (too late to order it) or 'closed' (no deliveries that day).
 */
export type SlotState = 'open' | 'few' | 'full' | 'past-cutoff' | 'closed'

/** A slot as offerSlots returns it: the given slot with its state. */
export type OfferedSlot<S extends OfferableSlot = FilteredSlot> = S & {
  state: SlotState
  /** The orders that still fit; null when unlimited, or when the slot is past its cut-off or closed. */
  remaining: number | null
  /** What to show beside the slot, in Italian; null for an open slot. */
  label: string | null
  /** Whether the customer can choose it: its state is 'open' or 'few'. */
  bookable: boolean
}

/** offerSlots' input: a day's slots, the zone and the instant, and the shop's rules and bookings. */
export interface OfferSlotsInput<S extends OfferableSlot = FilteredSlot> {
  /** The day's slots for the zone, as filterSlots gives them (label and vehicle). */
  slots: readonly S[]
  /** The delivery date, 'YYYY-MM-DD'. */
  date: string
  /** The customer's zone, for closures that name zones. */
  zoneId: string
  /** The current instant. */
  now: Date
  /** The cut-off rules (cutoffRulesSchema); missing parts take DEFAULT_CUTOFF_RULES'. */
  rules?: Partial<CutoffRules> | null | undefined
  /** The shop's closures (closureSchema). */
  closures?: readonly ClosureLike[] | null | undefined
  /** Whether holidays close every zone (closureFor); default true. */
  holidays?: boolean | undefined
  /** Each van's capacity; a vehicle it gives none for takes `defaultCapacity`. */
  capacity?: CapacityLookup | null | undefined
  /** The capacity of a van the lookup gives none for (and of a slot without a vehicle); absent: unlimited. */
  defaultCapacity?: VanCapacity | undefined
  /** The orders already booked, added up per date, slot and vehicle (other dates are ignored). */
  bookings?: readonly SlotBooking[] | null | undefined
  /** The crates and kg of the order being placed, checked against the vans' limits. */
  wanted?: OrderLoad | undefined
}

const NO_BOOKINGS: SlotLoad = { orders: 0 }

/** One key per slot and vehicle; the label normalised so '9:00-10:00' books '09:00 - 10:00'. */
const bookingKey = (slot: string, vehicle: string | null) =>
  `${vehicle === null ? '\u0001' : vehicle}\u0000${normalizeSlotLabel(slot)}`

function capacityOf(
  lookup: CapacityLookup | null | undefined,
  vehicle: string | null,
): VanCapacity | undefined {
  if (typeof lookup === 'function') return lookup(vehicle)
  if (lookup === null || lookup === undefined || vehicle === null) return undefined
  return Object.hasOwn(lookup, vehicle) ? lookup[vehicle] : undefined
}

/** The day's bookings added up per slot and vehicle. */
function bookedByKey(
  bookings: readonly SlotBooking[] | null | undefined,
  date: string,
): Map<string, SlotLoad> {
  const booked = new Map<string, SlotLoad>()
  for (const booking of bookings ?? []) {
    if (typeof booking !== 'object' || booking === null || booking.date !== date) continue
    const key = bookingKey(booking.slot, booking.vehicle)
    const sum = booked.get(key)
    if (sum === undefined) {
      booked.set(key, { orders: booking.orders, crates: booking.crates, kg: booking.kg })
    } else {
      sum.orders += booking.orders
      if (booking.crates !== undefined) sum.crates = (sum.crates ?? 0) + booking.crates
      if (booking.kg !== undefined) sum.kg = (sum.kg ?? 0) + booking.kg
    }
  }
  return booked
}

/**
 * The day's slots with what the customer may do with each, one entry per given slot, in the given
 * order. Every slot is kept and marked, none is dropped: check `bookable`, and show `label`.
 * The state is the first that applies:
 *
 * - 'closed' on a day without deliveries for the zone (closureFor: a closure, or a holiday), label
 *   'Chiuso: <reason>';
 * - 'past-cutoff' when it is too late to order the slot (isPastCutoff), label 'Non più prenotabile';
 * - 'full' when its van takes no more orders, or not this order's crates or kg (slotOccupancy),
 *   label 'Esaurita' (full slots are shown, not hidden);
 * - 'few' when few places are left, label 'Ultimi posti';
 * - 'open' otherwise, label null.
 *
 * A van's bookings are the `bookings` rows of the date whose slot (normalizeSlotLabel) and vehicle
 * match the slot's. The rules, closures and holidays are read once per call, holidays memoised per
 * year. Throws a TypeError only for an invalid `now`.
 *
 * @example
 * ```ts
 * const slots = filterSlots({ zone, slots: daySlots, availability })
 * offerSlots({
 *   slots, // [{ slot: '09:00 - 10:00', vehicle: 'Fiorino', preferred: false }, …]
 *   date: '2026-11-25',
 *   zoneId: zone.id,
 *   now: new Date(),
 *   rules: { sameDay: false, nextDayUntil: { 2: '18:00' }, minHoursBeforeSlot: 0 },
 *   closures,
 *   capacity: { Fiorino: { orders: 8, crates: 40 } },
 *   bookings: [{ date: '2026-11-25', slot: '09:00 - 10:00', vehicle: 'Fiorino', orders: 7 }],
 * })
 * // [{ slot: '09:00 - 10:00', vehicle: 'Fiorino', preferred: false,
 * //    state: 'few', remaining: 1, label: 'Ultimi posti', bookable: true }, …]
 * ```
 */
export function offerSlots<S extends OfferableSlot>(input: OfferSlotsInput<S>): OfferedSlot<S>[] {
  const { slots, date, zoneId, now, rules, closures, holidays, capacity, defaultCapacity, bookings, wanted } =
    input
  const isPast = createCutoffCheck(now, rules)
  const closure = closureFor(date, zoneId, closures, { holidays })
  const list: readonly S[] = Array.isArray(slots) ? slots : []
  if (closure !== null) {
    const label = slotClosedLabel(closure.reason)
    return list.map((slot) => ({ ...slot, state: 'closed', remaining: null, label, bookable: false }))
  }
  const day = typeof date === 'string' ? dayNumberOfIso(date) : null
  let booked: Map<string, SlotLoad> | undefined
  return list.map((slot): OfferedSlot<S> => {
    if (isPast(day, slot.slot)) {
      return {
        ...slot,
        state: 'past-cutoff',
        remaining: null,
        label: SLOT_PAST_CUTOFF_LABEL,
        bookable: false,
      }
    }
    booked ??= bookedByKey(bookings, date)
    const van = capacityOf(capacity, slot.vehicle) ?? defaultCapacity
    const load = booked.get(bookingKey(slot.slot, slot.vehicle)) ?? NO_BOOKINGS
    const { state, remaining } = slotOccupancy(van, load, wanted)
    const label = state === 'full' ? SLOT_FULL_LABEL : state === 'few' ? SLOT_FEW_LABEL : null
    return { ...slot, state, remaining, label, bookable: state !== 'full' }
  })
}
