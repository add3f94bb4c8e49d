import type { Take } from '@shop/bookings'
import { type FilteredSlot, normalizeSlotLabel, type OfferedSlot } from '@shop/slots'
import { ApiError } from '../http/api-error'
import { guestCapRefusal } from '../orders/guest-caps'
import { ORDER_MSG } from '../orders/order-messages'
import type { ServerDeps } from '../server-deps'
import { deliveryRules, offeredSlots } from './slot-offer'
import { holdPlace } from './van-places'

/** How long a slot chosen at checkout is held for the shopper: the order takes it, or it lapses. */
export const SLOT_HOLD_MINUTES = 15

/** The refusal of a slot the rules do not offer now: full ('Esaurita'), or past its cut-off or closed. */
export function slotRefusal(slot: OfferedSlot<FilteredSlot> | undefined): ApiError {
  return slot?.state === 'full'
    ? new ApiError(409, 'slot_full', ORDER_MSG.slotFull)
    : new ApiError(409, 'slot_unavailable', ORDER_MSG.slotUnavailable)
}

/**
 * Holds one place for `hold` in `slot` (the day's slot of a zone, as filterSlots gave it) for
 * SLOT_HOLD_MINUTES, under the van's capacity: atomically in the store, so that of many shoppers
 * after the last place exactly one gets it. The slot must be offered now (not full, past its
 * cut-off or closed); the same hold asked again renews it, for another slot moves it. 409
 * `slot_full` / `slot_unavailable` otherwise, 429 `too_many_holds` when the visitor (its address
 * or account) already holds HOLDS_PER_HOLDER other places, and nothing is held.
 */
export async function holdSlot(
  deps: ServerDeps,
  request: {
    hold: string
    zoneId: string
    date: string
    slot: FilteredSlot
    visitor: readonly string[]
    /** What it takes besides the place: a guest's daily allowances (orders/guest-caps.ts). */
    also?: readonly Take[]
  },
): Promise<{ hold: string; expiresAt: number; slot: OfferedSlot<FilteredSlot> }> {
  const rules = deliveryRules(deps)
  const [offered] = await offeredSlots(deps, request.zoneId, request.date, [request.slot], rules)
  // Closed or past its cut-off: refused. Whether a place is left the store decides below, leaving
  // this hold's own place out of the count (offeredSlots counts it).
  if (!offered || offered.state === 'closed' || offered.state === 'past-cutoff') throw slotRefusal(offered)
  const now = deps.now().getTime()
  const booked = await holdPlace(
    deps,
    {
      hold: request.hold,
      date: request.date,
      slot: normalizeSlotLabel(request.slot.slot),
      vehicle: request.slot.vehicle ?? '',
      expiresAt: now + SLOT_HOLD_MINUTES * 60_000,
      visitor: request.visitor,
      ...(request.also ? { also: request.also } : {}),
    },
    now,
  )
  if (!booked.ok) {
    if (booked.reason === 'full') throw slotRefusal({ ...offered, state: 'full' })
    if (booked.reason === 'too-many') throw new ApiError(429, 'too_many_holds', ORDER_MSG.tooManyHolds)
    if (booked.reason === 'allowance')
      throw booked.resource.startsWith('kg:')
        ? new ApiError(409, 'van_overweight', ORDER_MSG.vanOverweight(booked.left), {
            data: { leftKg: booked.left },
          })
        : guestCapRefusal(booked.resource)
    throw new ApiError(409, 'hold_taken', ORDER_MSG.slotHoldTaken)
  }
  return { hold: request.hold, expiresAt: booked.expiresAt, slot: offered }
}
