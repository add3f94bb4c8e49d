import {
  closureFor,
  type DeliveryRules,
  dayNumberOfIso,
  deliveryDateLabel,
  isoDateOf,
  italianHolidays,
  normalizeSlotLabel,
  slotOccupancy,
  TIME_SLOTS,
  vanCapacityOf,
  vanPayloadOf,
  vehiclesForZone,
} from '@shop/slots'
import type { DeliveryZone } from '@shop/zones'
import type { ServerDeps } from '../server-deps'
import { deliveryRules } from './slot-offer'
import { kgTaken, placesTaken } from './van-places'

/** The vans that serve the zones in force (@shop/slots vehiclesForZone), by name. */
export function vansOf(zones: readonly DeliveryZone[]): string[] {
  const names = new Set(zones.flatMap((zone) => vehiclesForZone(zone)))
  return [...names].sort((a, b) => a.localeCompare(b, 'it'))
}

export interface WeekSlot {
  slot: string
  booked: number
  /** The van's capacity per slot; null: no limit. */
  capacity: number | null
  /** What its orders weigh, in whole kilograms. */
  kg: number
  /** What the van carries per slot, kg (@shop/slots vanPayloadOf); null: no weight limit. */
  payloadKg: number | null
  state: 'open' | 'few' | 'full'
}

export interface WeekDay {
  date: string
  label: string
  /** Why no van goes out that day for every zone (a holiday, a closure); null on a working day. */
  closed: string | null
  vans: { vehicle: string; capacity: number | null; booked: number; slots: WeekSlot[] }[]
}

/**
 * The week from `from` for the admin's 'Calendario consegne': per day, whether it is closed for
 * every zone, and per van and slot how many places are taken (orders and live holds) against its
 * capacity, and what its orders weigh against its payload. Vans: those of the zones in force, and any van with bookings.
 */
export async function deliveryWeek(deps: ServerDeps, from: string, days = 7): Promise<WeekDay[]> {
  const first = dayNumberOfIso(from)
  if (first === null) return []
  const rules: DeliveryRules = deliveryRules(deps)
  const last = isoDateOf(first + days - 1)
  const bookings = await placesTaken(deps, from, last, deps.now().getTime())
  const loads = new Map<string, number>()
  for (let day = first; day < first + days; day++)
    for (const load of await kgTaken(deps, isoDateOf(day), deps.now().getTime()))
      loads.set(`${isoDateOf(day)}|${load.vehicle}|${load.slot}`, load.kg)
  const vans = new Set(vansOf(deps.zones.current().zones))
  for (const booking of bookings) if (booking.vehicle) vans.add(booking.vehicle)
  const week: WeekDay[] = []
  for (let day = first; day < first + days; day++) {
    const date = isoDateOf(day)
    const closed = closureFor(date, '', rules.closures)
    week.push({
      date,
      label: deliveryDateLabel(date),
      closed: closed?.reason ?? null,
      vans: [...vans]
        .sort((a, b) => a.localeCompare(b, 'it'))
        .map((vehicle) => {
          const capacity = vanCapacityOf(rules, vehicle)?.orders ?? null
          const payloadKg = vanPayloadOf(rules, vehicle)
          const slots = TIME_SLOTS.map((label) => {
            const slot = normalizeSlotLabel(label)
            const booked = bookings
              .filter((b) => b.date === date && b.vehicle === vehicle && b.slot === slot)
              .reduce((sum, b) => sum + b.orders, 0)
            const kg = loads.get(`${date}|${vehicle}|${slot}`) ?? 0
            // Full by places, or by weight (its orders already weigh the van's payload).
            const byOrders = slotOccupancy(capacity === null ? undefined : { orders: capacity }, {
              orders: booked,
            })
            const state = payloadKg !== null && kg >= payloadKg ? 'full' : byOrders.state
            return { slot, booked, capacity, kg, payloadKg, state }
          })
          return { vehicle, capacity, booked: slots.reduce((sum, s) => sum + s.booked, 0), slots }
        }),
    })
  }
  return week
}

/** The holidays of the year of `date` and the next (for the closures screen). */
export function holidaysFrom(date: string): { date: string; name: string }[] {
  const year = Number(date.slice(0, 4))
  return [...italianHolidays(year), ...italianHolidays(year + 1)].filter((h) => h.date >= date)
}
