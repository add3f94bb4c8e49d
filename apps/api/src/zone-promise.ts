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
 *
 * The point and the address must agree (issue 23): when the map point decides a zone, the typed
 * CAP and town must allow it. Each of them that names zones must name the point's; when both name
 * none (a Milan address with a point in Bari), the address is elsewhere. A field that names no zone
 * beside one that does (a hamlet's name, a CAP the zones do not list) does not count against the
 * point. Otherwise: unclear, a `conflict` of the coordinates and that field, with the message
 * 'Il punto sulla mappa non è a Triggiano: correggi il punto o l'indirizzo' (promiseView).
 */
export function promiseFor(
  deps: ServerDeps,
  address: ZoneAddress,
  inForce: ZonesInForce = deps.zones.current(),
): DeliveryPromise {
  const options = { logger: { warn: (message: string) => deps.log.warn(message) } }
  const promise = inForce.resolver.promise(address, options)
  // The zone the point is in: decided by it, or in conflict with the typed province (the town and
  // CAP are then told first: they say more).
  const pointZone =
    promise.status === 'inside' && promise.by === 'coordinates'
      ? promise.zone
      : promise.status === 'unclear' &&
          promise.reason === 'conflict' &&
          promise.fields.includes('coordinates')
        ? promise.candidates[0]
        : undefined
  if (!pointZone) return promise
  const typed: { field: 'postalCode' | 'city'; zones: string[] | null }[] = []
  for (const field of ['city', 'postalCode'] as const) {
    const value = address[field]
    if (typeof value !== 'string' || value.trim() === '') continue
    const alone = inForce.resolver.promise({ [field]: value }, options)
    const zones =
      alone.status === 'inside'
        ? [alone.zone.id]
        : alone.status === 'unclear'
          ? alone.candidates.map((z) => z.id)
          : []
    typed.push({ field, zones: zones.length > 0 ? zones : null })
  }
  if (typed.length === 0) return promise
  const naming = typed.filter((t) => t.zones !== null)
  const against =
    naming.length === 0 ? typed[0] : naming.find((t) => !(t.zones as string[]).includes(pointZone.id))
  if (!against) return promise
  return {
    status: 'unclear',
    reason: 'conflict',
    fields: ['coordinates', against.field],
    candidates: [pointZone],
  }
}

/** 'Triggiano', or 'CAP 20121': where the typed address says it is. */
function typedPlace(address: ZoneAddress, field: DeliveryPromiseField): string {
  if (field === 'postalCode' && typeof address.postalCode === 'string')
    return `CAP ${address.postalCode.trim()}`
  return typeof address.city === 'string' ? address.city.trim() : ''
}

type Refused = Exclude<DeliveryPromise, { status: 'inside' }>
/** The view of a promise that is not inside. */
export type RefusalView = Exclude<PromiseView, { status: 'inside' }>

/** What the API tells of a promise: what decided, and for anything but inside the message and choices. */
export function promiseView(promise: Refused, address: ZoneAddress): RefusalView
export function promiseView(promise: DeliveryPromise, address: ZoneAddress): PromiseView
export function promiseView(promise: DeliveryPromise, address: ZoneAddress): PromiseView {
  if (promise.status === 'inside') return { status: 'inside', by: promise.by, message: null }
  const against =
    promise.status === 'unclear' && promise.reason === 'conflict' && promise.fields.includes('coordinates')
      ? promise.fields.find((field) => field === 'city' || field === 'postalCode')
      : undefined
  const message = against
    ? `Il punto sulla mappa non è a ${typedPlace(address, against)}: correggi il punto o l'indirizzo`
    : (deliveryPromiseMessage(promise, address) ?? '')
  if (promise.status === 'outside') return { status: 'outside', by: promise.by, message }
  return {
    status: 'unclear',
    reason: promise.reason,
    ...(promise.reason === 'conflict' ? { fields: [...promise.fields] } : {}),
    candidates: promise.candidates.map(candidate),
    message,
  }
}
