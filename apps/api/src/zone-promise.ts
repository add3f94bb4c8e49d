import {
  type DeliveryPromise,
  type DeliveryPromiseField,
  type DeliveryPromiseUnclearReason,
  type DeliveryZone,
  deliveryPromiseMessage,
  type ZoneAddress,
} from '@shop/zones'
import type { ServerDeps } from './server-deps'
import type { ZonesInForce } from './zones-service'

/** The storefront's zone map, where a refused or unclear address is sent to look. */
export const ZONE_MAP_PATH = '/zone-map' as const

/** A zone an unclear address may be in: enough to name it and find it on the map. */
export interface ZoneCandidate {
  id: string
  name: string
}

/**
 * The delivery promise as the API tells it (POST /api/zones/resolve, the checkout's 422s): what
 * decided, and for anything but `inside` the Italian message and the zones to choose from.
 */
export type PromiseView =
  | { status: 'inside'; by: 'coordinates' | 'postalCode' | 'city'; message: null }
  | { status: 'outside'; by: DeliveryPromiseField; message: string }
  | {
      status: 'unclear'
      reason: DeliveryPromiseUnclearReason
      /** Which fields disagree (reason 'conflict' only). */
      fields?: DeliveryPromiseField[]
      candidates: ZoneCandidate[]
      message: string
    }

/**
 * What the storefront needs of a zone: no polygon, no per-slot vehicles; the delivery money (cents,
 * issue 18) when the zone sets it.
 */
export interface PublicZone {
  id: string
  name: string
  color: string
  vehicle?: string
  timeSlotRestrictions: DeliveryZone['timeSlotRestrictions']
  minimumOrderCents?: number
  deliveryFeeCents?: number
  freeDeliveryFromCents?: number
}

export function publicZone(zone: DeliveryZone): PublicZone {
  return {
    id: zone.id,
    name: typeof zone.name === 'string' ? zone.name : '',
    color: zone.color,
    ...(zone.vehicle ? { vehicle: zone.vehicle } : {}),
    timeSlotRestrictions: zone.timeSlotRestrictions,
    ...(zone.minimumOrderCents !== undefined ? { minimumOrderCents: zone.minimumOrderCents } : {}),
    ...(zone.deliveryFeeCents !== undefined ? { deliveryFeeCents: zone.deliveryFeeCents } : {}),
    ...(zone.freeDeliveryFromCents !== undefined
      ? { freeDeliveryFromCents: zone.freeDeliveryFromCents }
      : {}),
  }
}

/** POST /api/zones/resolve: the promise's view, the zone when inside, and the map's path. */
export type ZoneResolveAnswer = PromiseView & {
  zone: PublicZone | null
  zoneName: string | null
  map: typeof ZONE_MAP_PATH
}

/** The `data` of the checkout's 422 outside_zones and address_unclear (the message is the error's). */
export type ZoneRefusalData = Omit<RefusalView, 'message'> & { map: typeof ZONE_MAP_PATH }

const candidate = (zone: DeliveryZone): ZoneCandidate => ({
  id: zone.id,
  name: typeof zone.name === 'string' ? zone.name : '',
})

/**
 * @shop/zones deliveryPromise for an address, against the zones in force (their resolver's index;
 * `inForce` when the caller already read them). Lookup problems go to the server's log (never the
 * address: it is the customer's).
 */
export function promiseFor(
  deps: ServerDeps,
  address: ZoneAddress,
  inForce: ZonesInForce = deps.zones.current(),
): DeliveryPromise {
  return inForce.resolver.promise(address, { logger: { warn: (message: string) => deps.log.warn(message) } })
}

type Refused = Exclude<DeliveryPromise, { status: 'inside' }>
/** The view of a promise that is not inside. */
export type RefusalView = Exclude<PromiseView, { status: 'inside' }>

/** What the API tells of a promise: what decided, and for anything but inside the message and choices. */
export function promiseView(promise: Refused, address: ZoneAddress): RefusalView
export function promiseView(promise: DeliveryPromise, address: ZoneAddress): PromiseView
export function promiseView(promise: DeliveryPromise, address: ZoneAddress): PromiseView {
  if (promise.status === 'inside') return { status: 'inside', by: promise.by, message: null }
  const message = deliveryPromiseMessage(promise, address) ?? ''
  if (promise.status === 'outside') return { status: 'outside', by: promise.by, message }
  return {
    status: 'unclear',
    reason: promise.reason,
    ...(promise.reason === 'conflict' ? { fields: [...promise.fields] } : {}),
    candidates: promise.candidates.map(candidate),
    message,
  }
}
