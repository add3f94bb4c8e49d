import { toCents } from '@shop/cart-core'
import { normalizeSlotLabel } from '@shop/slots'
import { type CollectableOrder, type CollectLine, collectLine } from './collect-line'
import { holdBackReason } from './hold-back-reason'
import { DELIVERY_FAILED, hasLeft, NOT_DISPATCHED } from './order-status'

/** What dispatchSheet reads of an order. */
export interface DispatchOrder extends CollectableOrder {
  id: number
  status: string
  /** The order's total in euros. */
  total: number
  /** When it was placed (ISO 8601); orders without it come first in their slot. */
  createdAt: string | null
  delivery: { slot: string | null; vehicle: string | null }
  items: readonly { productId: number; name: string; quantity: number }[]
}

/**
 * Whether a stop left with its van, read from its order's status as WooCommerce keeps it (the shop
 * keeps no departure of its own): `left` once the order is 'In consegna' (out-for-delivery),
 * `delivered` once completed (hasLeft); `stayed` when its van has left without it, with why when
 * the order says so (holdBackReason, the rule the departure itself follows: 'Bonifico non
 * ricevuto', ...) or null (an order put on the van after it left, say).
 */
export type StopDeparture =
  | { state: 'left' }
  | { state: 'delivered' }
  /** Back from the door without being handed over ('Consegna non riuscita'). */
  | { state: 'not-delivered' }
  | { state: 'stayed'; reason: string | null }

/** One stop of a van's round: the order, its slot, what the driver collects there and whether it left. */
export interface DispatchStop<O extends DispatchOrder = DispatchOrder> {
  /** 'HH:MM - HH:MM', or null for an order without a slot. */
  slot: string | null
  /** What to collect or check at the door (collectLine); null when the order is paid. */
  collect: CollectLine | null
  /** Whether the order left with its van (StopDeparture); null while the van has not left. */
  departure: StopDeparture | null
  order: O
}

/** What one van carries over the day: every product with its quantity, the pieces and the value. */
export interface VehicleLoad {
  vehicle: string | null
  orders: number
  pieces: number
  /** The value of its orders in euros (2 decimals). */
  total: number
  items: { productId: number; name: string; quantity: number }[]
}

/** One van's day: its load, and its stops in slot order (one printed page per van). */
export interface DispatchVan<O extends DispatchOrder = DispatchOrder> extends VehicleLoad {
  /**
   * The van has left: one of its stops at least has (out-for-delivery or completed). A van whose
   * every order stayed behind took none of them, so the sheet cannot tell it left.
   */
  departed: boolean
  stops: DispatchStop<O>[]
  /** What the driver collects in cash or cheques over the day, in euros (2 decimals). */
  toCollect: number
}

export interface DispatchSheet<O extends DispatchOrder = DispatchOrder> {
  vans: DispatchVan<O>[]
}

// Without a slot or a vehicle comes last; slots in time order ('HH:MM - HH:MM'), vans by name.
const LAST = '\uffff'
const byName = (a: string | null, b: string | null) => (a ?? LAST).localeCompare(b ?? LAST, 'it')

type VanDraft<O extends DispatchOrder> = Omit<DispatchVan<O>, 'departed' | 'stops'> & {
  stops: Omit<DispatchStop<O>, 'departure'>[]
  cents: number
  collectCents: number
}

/** Whether a stop left, once its van has (StopDeparture). */
function departureOf(order: DispatchOrder, vanDeparted: boolean): StopDeparture | null {
  if (order.status === 'completed') return { state: 'delivered' }
  if (order.status === DELIVERY_FAILED) return { state: 'not-delivered' }
  if (hasLeft(order.status)) return { state: 'left' }
  return vanDeparted ? { state: 'stayed', reason: holdBackReason(order) } : null
}

/**
 * A delivery date's sheet, one van at a time (vans by name, orders without a vehicle last): the
 * van's load (orders, pieces, value, products summed over its orders) and its stops in slot order
 * (labels normalised to 'HH:MM - HH:MM', orders without a slot last, then in the order they were
 * placed), each with what the driver collects there (collectLine) and, once the van has left,
 * whether the stop left with it or why not (StopDeparture, from the order's status). Cancelled,
 * refunded and failed orders are left out (NOT_DISPATCHED).
 */
export function dispatchSheet<O extends DispatchOrder>(orders: readonly O[]): DispatchSheet<O> {
  const vans = new Map<string, VanDraft<O>>()
  for (const order of orders) {
    if (NOT_DISPATCHED.has(order.status)) continue
    const vehicle = order.delivery.vehicle
    const key = vehicle ?? ''
    const van: VanDraft<O> = vans.get(key) ?? {
      vehicle,
      orders: 0,
      pieces: 0,
      total: 0,
      toCollect: 0,
      cents: 0,
      collectCents: 0,
      items: [],
      stops: [],
    }
    const collect = collectLine(order)
    van.stops.push({
      slot: order.delivery.slot ? normalizeSlotLabel(order.delivery.slot) : null,
      collect,
      order,
    })
    van.orders += 1
    van.cents += toCents(order.total)
    if (collect?.kind === 'collect') van.collectCents += toCents(collect.amount)
    for (const item of order.items) {
      van.pieces += item.quantity
      const line = van.items.find((entry) => entry.productId === item.productId && entry.name === item.name)
      if (line) line.quantity += item.quantity
      else van.items.push({ productId: item.productId, name: item.name, quantity: item.quantity })
    }
    vans.set(key, van)
  }
  const created = (stop: { order: O }) => stop.order.createdAt ?? ''
  return {
    vans: [...vans.values()]
      .map(({ cents, collectCents, ...van }) => {
        const departed = van.stops.some((stop) => hasLeft(stop.order.status))
        return {
          ...van,
          total: cents / 100,
          toCollect: collectCents / 100,
          items: [...van.items].sort((a, b) => a.name.localeCompare(b.name, 'it')),
          departed,
          stops: [...van.stops]
            .sort(
              (a, b) =>
                byName(a.slot, b.slot) || created(a).localeCompare(created(b)) || a.order.id - b.order.id,
            )
            .map((stop) => ({ ...stop, departure: departureOf(stop.order, departed) })),
        }
      })
      .sort((a, b) => byName(a.vehicle, b.vehicle)),
  }
}
