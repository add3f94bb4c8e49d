import { deliveryMeta, isDispatched, ORDER_META_KEYS, readDelivery } from '@shop/orders'
import { deliveryDateLabel, normalizeSlotLabel, sameSlot } from '@shop/slots'
import type { Order } from '@shop/woo-client'
import { zoneName } from '@shop/zones'
import { offeredSlots } from '../delivery/slot-offer'
import { moveOrderPlace, parsePlace } from '../delivery/van-places'
import { deliveryCalendar, forgetSlots, slotsFor } from '../delivery-service'
import { ApiError } from '../http/api-error'
import type { ServerDeps } from '../server-deps'

/** The refusals of a move, in Italian. */
export const MOVE_MSG = {
  noZone:
    'Questo ordine non ha una zona di consegna che il negozio conosca: la consegna si sposta da WooCommerce.',
  dayNotServed: (day: string, zone: string) => `A ${zone} non si consegna ${day}: scegli un altro giorno.`,
  slotNotOffered: (day: string, slot: string) =>
    `La fascia ${slot} di ${day} non c’è o non si può più prenotare: scegline un’altra.`,
  slotFull: (day: string, slot: string) =>
    `Il furgone di ${day}, ${slot}, è già pieno: scegli un’altra fascia.`,
  vanOverweight: (day: string, slot: string, leftKg: number) =>
    `Il furgone di ${day}, ${slot}, può portare ancora ${leftKg} kg: non basta per questo ordine.`,
  sameDelivery: 'L’ordine è già in questo giorno e in questa fascia.',
} as const

/**
 * An operator moves an order's delivery to another date and slot of its zone (the admin offers it
 * when reopening the order is refused because its day is past or its slot full): the date must be
 * one the zone's calendar offers now and the slot one of that day's, not closed or past its
 * cut-off. An order that goes out on a van takes its place there under the van's capacity and
 * kilograms, giving back the old one in the same decision (409 `slot_full` or `van_overweight`
 * otherwise); a given-up order only changes its meta, and claims the place when it is reopened.
 * WooCommerce then gets the new date, slot, orddd's meta and the slot's van; if it refuses, the
 * place moves back. Nothing changes on a refusal.
 */
export async function moveOrderDelivery(
  deps: ServerDeps,
  existing: Order,
  to: { date: string; slot: string },
  by: number,
): Promise<Order> {
  const current = readDelivery(existing)
  const zone = deps.zones.current().zones.find((candidate) => zoneName(candidate) === current.zoneName)
  if (!zone) throw new ApiError(422, 'order_without_zone', MOVE_MSG.noZone)
  const day = deliveryDateLabel(to.date)
  const [calendar, slots] = await Promise.all([
    deliveryCalendar(deps, zone.id),
    slotsFor(deps, zone, to.date),
  ])
  if (!calendar.dates.some((d) => d.date === to.date))
    throw new ApiError(409, 'date_unavailable', MOVE_MSG.dayNotServed(day, zoneName(zone)), {
      fields: { date: MOVE_MSG.dayNotServed(day, zoneName(zone)) },
    })
  const found = slots.slots.find((slot) => sameSlot(slot.slot, to.slot))
  const [offered] = found ? await offeredSlots(deps, zone.id, to.date, [found]) : []
  const label = normalizeSlotLabel(offered?.slot ?? to.slot)
  const dispatched = isDispatched(existing.status ?? '')
  if (
    dispatched &&
    current.date === to.date &&
    current.slot !== null &&
    sameSlot(current.slot, to.slot) &&
    (offered?.vehicle ?? null) === current.vehicle
  )
    throw new ApiError(409, 'same_delivery', MOVE_MSG.sameDelivery)
  // Full counts the order's own place when it is already there: the ledger decides below.
  if (!offered || offered.state === 'closed' || offered.state === 'past-cutoff' || !offered.vehicle)
    throw new ApiError(409, 'slot_unavailable', MOVE_MSG.slotNotOffered(day, label), {
      fields: { slot: MOVE_MSG.slotNotOffered(day, label) },
    })
  if (!dispatched && !offered.bookable)
    throw new ApiError(409, 'slot_full', MOVE_MSG.slotFull(day, label), {
      fields: { slot: MOVE_MSG.slotFull(day, label) },
    })
  const target = { date: to.date, slot: label, vehicle: offered.vehicle }
  let undo = async () => {}
  if (dispatched) {
    const moved = await moveOrderPlace(deps, existing.id, target, deps.now().getTime())
    if (!moved.ok) {
      const message = parsePlace(moved.resource)
        ? MOVE_MSG.slotFull(day, label)
        : MOVE_MSG.vanOverweight(day, label, moved.left)
      throw new ApiError(409, parsePlace(moved.resource) ? 'slot_full' : 'van_overweight', message, {
        fields: { slot: message },
      })
    }
    undo = moved.undo
  }
  let order: Order
  try {
    order = await deps.woo.updateOrder(existing.id, {
      meta_data: [
        ...deliveryMeta({ date: to.date, slot: label, zoneName: zoneName(zone) }),
        { key: ORDER_META_KEYS.vehicle, value: offered.vehicle },
      ],
    })
  } catch (error) {
    await undo()
    throw error
  }
  forgetSlots(deps)
  deps.log.info('order delivery moved', {
    orderId: existing.id,
    from: { date: current.date, slot: current.slot, vehicle: current.vehicle },
    to: target,
    by,
  })
  return order
}
