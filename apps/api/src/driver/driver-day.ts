import { formatEuro } from '@shop/catalog'
import {
  COLLECT_TEXTS,
  type DispatchStop,
  dispatchSheet,
  isDispatched,
  ORDER_META_KEYS,
  orderMetaText,
} from '@shop/orders'
import { isPaidOnDelivery } from '@shop/payments'
import { isoDateOf, normalizeSlotLabel, romeDayNumber } from '@shop/slots'
import { type LatLng, mapsUrl, orderStops, roadDistances, routePoints } from '@shop/stops'
import type { Order } from '@shop/woo-client'
import { type AdminOrderView, toAdminOrderView } from '../admin/admin-order-view'
import { findOrders, SCAN_MAX_PAGES, SCAN_PAGE_SIZE } from '../admin/find-orders'
import { alcoholicProducts } from '../catalog/alcohol'
import { bankAccountOf } from '../orders/payment-gateways'
import type { ServerDeps } from '../server-deps'
import { type DeliveryOutcome, readOutcome } from './delivery-outcome'
import { expectedEmpties, type StopEmpties } from './stop-empties'

/** One stop of the driver's day (docs/driver-api.md). */
export interface DriverStop {
  orderId: number
  number: string
  position: number
  slot: string | null
  customer: { name: string; phone: string }
  address: { line: string; city: string; postcode: string; note: string }
  location: LatLng | null
  mapsUrl: string
  items: { name: string; quantity: number }[]
  /** Cash or a cheque due at the door. */
  collect: { amount: number; text: string } | null
  /** The payment has not arrived: not to be handed over ('Bonifico non ricevuto'). */
  unpaid: string | null
  empties: StopEmpties[]
  alcohol: boolean
  ageDeclared: boolean
  state: 'to-deliver' | 'delivered' | 'failed'
  outcome: DeliveryOutcome | null
}

export interface DriverDay {
  date: string
  driver: { userId: number; name: string }
  vehicle: string | null
  stops: DriverStop[]
  /** Over the day, in euros: what to collect at the doors, and what the stops recorded so far. */
  cash: { due: number; recorded: number }
}

/** Today in Rome by the shop's clock, YYYY-MM-DD. */
export const todayInRome = (deps: ServerDeps) => isoDateOf(romeDayNumber(deps.now()))

/** Every order of a van on a date (the scan's cap is the only limit, as the dispatch sheet's). */
export async function vanOrders(deps: ServerDeps, date: string, vehicle?: string): Promise<Order[]> {
  const found = await findOrders(deps, {
    deliveryDate: date,
    ...(vehicle ? { vehicle } : {}),
    page: 1,
    perPage: SCAN_MAX_PAGES * SCAN_PAGE_SIZE,
  })
  return found.orders
}

/** The driver's day: their van of today and its stops in driving order (empty without a van). */
export async function driverDay(
  deps: ServerDeps,
  driver: { userId: number; name: string },
): Promise<DriverDay> {
  const date = todayInRome(deps)
  const vehicle = await deps.stores.drivers.vanOf(date, driver.userId)
  if (!vehicle) return { date, driver, vehicle: null, stops: [], cash: { due: 0, recorded: 0 } }
  const stops = await driverStops(deps, await vanOrders(deps, date, vehicle))
  return { date, driver, vehicle, stops, cash: cashOf(stops) }
}

/** What the stops ask at the doors and what they recorded, in euros. */
export function cashOf(stops: readonly DriverStop[]): { due: number; recorded: number } {
  let due = 0
  let recorded = 0
  for (const stop of stops) {
    due += Math.round((stop.collect?.amount ?? 0) * 100)
    if (stop.outcome?.result === 'delivered') recorded += Math.round(stop.outcome.payment.amount * 100)
  }
  return { due: due / 100, recorded: recorded / 100 }
}

/**
 * A van's orders as the driver's stops: every one on its dispatch sheet (not given up; one whose
 * payment has not arrived comes with `unpaid`, not to be handed over), in driving order (@shop/stops:
 * slot by slot, from the depot or the previous slot's last stop; OSRM_URL's road distances when
 * set, else haversine × 1.3). A stop whose address has no known place comes after the located ones
 * of its slot.
 */
export async function driverStops(deps: ServerDeps, orders: readonly Order[]): Promise<DriverStop[]> {
  const byId = new Map(orders.map((order) => [order.id, order]))
  const bank = bankAccountOf(deps)
  const sheet = dispatchSheet(orders.map((order) => toAdminOrderView(order, bank)))
  const onBoard = sheet.vans.flatMap((van) => van.stops)
  if (onBoard.length === 0) return []
  const [alcoholic, places] = await Promise.all([
    alcoholicProducts(
      deps,
      onBoard.flatMap((stop) => stop.order.items.map((item) => item.productId)),
    ),
    Promise.all(onBoard.map((stop) => placeOf(deps, byId.get(stop.order.id) as Order))),
  ])
  const located = onBoard.flatMap((stop, i) => {
    const point = places[i]
    return point ? [{ id: String(stop.order.id), slot: stop.slot ?? '', point, stop }] : []
  })
  const input = { depot: deps.config.depot, stops: located }
  const { distance, fallback } = await roadDistances(routePoints(input), { osrmBaseUrl: deps.config.osrmUrl })
  if (fallback) deps.log.warn('driver stops ordered by straight line × 1.3', { reason: fallback.message })
  const ordered = orderStops({ ...input, distance }).stops.map((entry) => entry.stop)
  // The stops without a place: after their slot's located stops (or at their slot's place in time).
  for (const stop of onBoard) {
    if (places[onBoard.indexOf(stop)]) continue
    const slot = normalizeSlotLabel(stop.slot ?? '')
    const lastOfSlot = ordered.findLastIndex((other) => normalizeSlotLabel(other.slot ?? '') === slot)
    const firstLater = ordered.findIndex((other) => normalizeSlotLabel(other.slot ?? '') > slot)
    ordered.splice(lastOfSlot >= 0 ? lastOfSlot + 1 : firstLater >= 0 ? firstLater : ordered.length, 0, stop)
  }
  const empties = await Promise.all(
    ordered.map((stop) => expectedEmpties(deps, byId.get(stop.order.id) as Order)),
  )
  return ordered.map((stop, i) =>
    stopView(byId.get(stop.order.id) as Order, stop, {
      position: i + 1,
      point: places[onBoard.indexOf(stop)] ?? null,
      // The order's own mark (set at checkout), or its products as they are filed now.
      alcohol: stop.order.alcohol || stop.order.items.some((item) => alcoholic.has(item.productId)),
      empties: empties[i] ?? [],
    }),
  )
}

function stopView(
  order: Order,
  stop: DispatchStop<AdminOrderView>,
  extra: { position: number; point: LatLng | null; alcohol: boolean; empties: StopEmpties[] },
): DriverStop {
  const view = stop.order
  const shipping = view.shipping
  const line = [shipping.address1, shipping.address2]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(', ')
  const outcome = readOutcome(order)
  const place = [line, [shipping.postcode, shipping.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ')
  return {
    orderId: view.id,
    number: view.number,
    position: extra.position,
    slot: stop.slot,
    customer: { name: view.customer.name, phone: view.customer.phone },
    address: { line, city: shipping.city, postcode: shipping.postcode, note: view.note },
    location: extra.point,
    mapsUrl: extra.point
      ? mapsUrl(extra.point)
      : `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(place)}&travelmode=driving`,
    items: view.items.map((item) => ({ name: item.name, quantity: item.quantity })),
    collect: dueAtTheDoor(view),
    unpaid: stop.collect?.kind === 'unpaid' ? stop.collect.text : null,
    empties: extra.empties,
    alcohol: extra.alcohol,
    ageDeclared: view.ageDeclared,
    state:
      outcome?.result === 'delivered' || view.status === 'completed'
        ? 'delivered'
        : outcome
          ? 'failed'
          : 'to-deliver',
    outcome,
  }
}

/**
 * What a stop's order asks at the door: its total for an order paid in cash or by cheque (also once
 * delivered, when its payment state says paid: the day's cash counts it), nothing otherwise.
 */
export function dueAtTheDoor(view: Pick<AdminOrderView, 'total' | 'paymentMethod' | 'status'>): {
  amount: number
  text: string
} | null {
  if (!isPaidOnDelivery(view.paymentMethod.id) || !isDispatched(view.status)) return null
  return { amount: view.total, text: `${COLLECT_TEXTS.collect} ${formatEuro(view.total)}` }
}

/** Places found for addresses without coordinates, per server (the offline geocoder is cheap, a service is not). */
const foundPlaces = new WeakMap<ServerDeps, Map<string, LatLng | null>>()

/**
 * Where a stop is: the coordinates the address search gave at checkout (ORDER_META_KEYS.location),
 * else the address searched now (the embedded geocoder or GEOCODER_URL's), else null.
 */
async function placeOf(deps: ServerDeps, order: Order): Promise<LatLng | null> {
  const stored = orderMetaText(order, ORDER_META_KEYS.location)?.split(',').map(Number)
  if (stored && stored.length === 2 && stored.every(Number.isFinite))
    return { lat: stored[0] as number, lng: stored[1] as number }
  const shipping = order.shipping ?? {}
  const query = [shipping.address_1, [shipping.postcode, shipping.city].filter(Boolean).join(' ')]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(', ')
  if (!query) return null
  let cache = foundPlaces.get(deps)
  if (!cache) {
    cache = new Map()
    foundPlaces.set(deps, cache)
  }
  if (cache.has(query)) return cache.get(query) ?? null
  try {
    const [first] = await deps.geocoder.search(query, { limit: 1 })
    const point = first?.kind === 'street' ? { lat: first.lat, lng: first.lng } : null
    if (cache.size > 5_000) cache.clear()
    cache.set(query, point)
    return point
  } catch (error) {
    deps.log.warn('driver stop: address not found', { orderId: order.id, error })
    return null
  }
}
