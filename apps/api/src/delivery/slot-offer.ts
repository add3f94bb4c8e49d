import {
  type DeliveryDate,
  type DeliveryRules,
  type FilteredSlot,
  normalizeSlotLabel,
  type OfferedSlot,
  offerCalendar,
  offerSlots,
  SLOT_FULL_LABEL,
  vanCapacityOf,
  vanPayloadOf,
} from '@shop/slots'
import type { ServerDeps } from '../server-deps'
import { currentSettings } from '../settings'
import { dayLoad } from './van-places'

/** The delivery rules in force. */
export function deliveryRules(deps: ServerDeps): DeliveryRules {
  return currentSettings(deps).deliveryRules
}

/**
 * A zone's slots of a date as shoppers are offered them: each marked by @shop/slots offerSlots
 * with the rules in force and the places taken in our store (orders and live holds): open, 'Ultimi
 * posti', 'Esaurita' (shown, not bookable), past its cut-off, or closed.
 */
export async function offeredSlots(
  deps: ServerDeps,
  zoneId: string,
  date: string,
  slots: readonly FilteredSlot[],
  rules = deliveryRules(deps),
): Promise<OfferedSlot<FilteredSlot>[]> {
  const now = deps.now()
  const { places: bookings, kg: loads } = await dayLoad(deps, date, now.getTime())
  const offered = offerSlots({
    slots,
    date,
    zoneId,
    now,
    rules: rules.cutoffs,
    closures: rules.closures,
    capacity: (vehicle) => vanCapacityOf(rules, vehicle) ?? undefined,
    bookings,
  })
  // A van whose orders already weigh its payload takes no more: full, whatever places are left.
  return offered.map((slot) => {
    if (!slot.bookable || !slot.vehicle) return slot
    const payload = vanPayloadOf(rules, slot.vehicle)
    const kg = loads
      .filter((load) => load.vehicle === slot.vehicle && load.slot === normalizeSlotLabel(slot.slot))
      .reduce((sum, load) => sum + load.kg, 0)
    return payload !== null && kg >= payload
      ? { ...slot, state: 'full', remaining: 0, label: SLOT_FULL_LABEL, bookable: false }
      : slot
  })
}

/** The calendar without closed days (holidays, the shop's closures for `zoneId` or all zones) and days past their cut-off. */
export function offeredCalendar<D extends DeliveryDate>(
  deps: ServerDeps,
  dates: readonly D[],
  zoneId: string | null,
): D[] {
  const rules = deliveryRules(deps)
  return offerCalendar(dates, {
    zoneId: zoneId ?? '',
    closures: rules.closures,
    now: deps.now(),
    rules: rules.cutoffs,
  })
}

/** The key a slot is booked under: the label as normalizeSlotLabel writes it. */
export const bookedSlot = (slot: string) => normalizeSlotLabel(slot)
