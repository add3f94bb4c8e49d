import { toCents } from '@shop/cart-core'
import { normalizeSlotLabel } from '@shop/slots'
import { NOT_DISPATCHED } from './order-status'

/** What dispatchSheet reads of an order. */
export interface DispatchOrder {
  id: number
  status: string
  /** The order's total in euros. */
  total: number
  /** When it was placed (ISO 8601); orders without it come first in their group. */
  createdAt: string | null
  delivery: { slot: string | null; vehicle: string | null }
  items: readonly { productId: number; name: string; quantity: number }[]
}

/** One van's round in one slot: the orders to deliver, earliest order first. */
export interface DispatchGroup<O extends DispatchOrder = DispatchOrder> {
  /** 'HH:MM - HH:MM', or null for orders without a slot. */
  slot: string | null
  /** The assigned vehicle ('Veicolo assegnato'), or null when none was assigned. */
  vehicle: string | null
  orders: O[]
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

export interface DispatchSheet<O extends DispatchOrder = DispatchOrder> {
  groups: DispatchGroup<O>[]
  loads: VehicleLoad[]
}

// Groups without a slot or a vehicle come last; the rest in time order, then by vehicle name.
const LAST = '\uffff'
const byName = (a: string | null, b: string | null) => (a ?? LAST).localeCompare(b ?? LAST, 'it')

/**
 * A delivery date's sheet: the orders grouped by slot and vehicle (slots in time order, labels
 * normalised to 'HH:MM - HH:MM'), and the load of each vehicle (products summed over its orders).
 * Cancelled, refunded and failed orders are left out (NOT_DISPATCHED).
 */
export function dispatchSheet<O extends DispatchOrder>(orders: readonly O[]): DispatchSheet<O> {
  const groups = new Map<string, DispatchGroup<O>>()
  const loads = new Map<string, VehicleLoad & { cents: number }>()
  for (const order of orders) {
    if (NOT_DISPATCHED.has(order.status)) continue
    const slot = order.delivery.slot ? normalizeSlotLabel(order.delivery.slot) : null
    const vehicle = order.delivery.vehicle
    const key = JSON.stringify([slot, vehicle])
    const group = groups.get(key) ?? { slot, vehicle, orders: [] }
    group.orders.push(order)
    groups.set(key, group)

    const loadKey = vehicle ?? ''
    const load = loads.get(loadKey) ?? { vehicle, orders: 0, pieces: 0, total: 0, cents: 0, items: [] }
    load.orders += 1
    load.cents += toCents(order.total)
    for (const item of order.items) {
      load.pieces += item.quantity
      const line = load.items.find((entry) => entry.productId === item.productId && entry.name === item.name)
      if (line) line.quantity += item.quantity
      else load.items.push({ productId: item.productId, name: item.name, quantity: item.quantity })
    }
    loads.set(loadKey, load)
  }
  const created = (order: O) => order.createdAt ?? ''
  return {
    groups: [...groups.values()]
      .map((group) => ({
        ...group,
        orders: [...group.orders].sort((a, b) => created(a).localeCompare(created(b)) || a.id - b.id),
      }))
      .sort((a, b) => byName(a.slot, b.slot) || byName(a.vehicle, b.vehicle)),
    loads: [...loads.values()]
      .map(({ cents: value, ...load }) => ({
        ...load,
        total: value / 100,
        items: [...load.items].sort((a, b) => a.name.localeCompare(b.name, 'it')),
      }))
      .sort((a, b) => byName(a.vehicle, b.vehicle)),
  }
}
