import type { DeliveryZone } from './delivery-zone-schema'
import { containsPoint } from './geometry'
import { createPromiseRule } from './promise-rule'
import type { ZoneAddress, ZoneLogger } from './zone-address'
import { readZonePolygon } from './zone-polygon'

/** The fields of an address the delivery promise reads. */
export type DeliveryPromiseField = 'coordinates' | 'postalCode' | 'city' | 'province'

/**
 * Why an address cannot be promised nor refused:
 * - `postalCodeSpansZones`: the CAP (with whatever else was given) fits several zones;
 * - `citySpansZones`: the town fits several zones and no CAP narrows it to one;
 * - `conflict`: the fields name zones that exclude each other (CAP 70019 with the town Capurso), or
 *   the coordinates fall in a zone that does not list the given province;
 * - `noAddress`: neither usable coordinates, nor a CAP, nor a town.
 */
export type DeliveryPromiseUnclearReason =
  | 'postalCodeSpansZones'
  | 'citySpansZones'
  | 'conflict'
  | 'noAddress'

/**
 * What the shop may promise for an address (see deliveryPromise):
 * - `inside`: the zone, and what decided it (`by`);
 * - `outside`: outside every zone, and the field that says so (`by`);
 * - `unclear`: ask for the point on the map or a street; `candidates` are the zones the address
 *   could be in (for `conflict`: the zones the disagreeing fields name; none for `noAddress`), and
 *   a conflict says which `fields` disagree.
 */
export type DeliveryPromise =
  | { status: 'inside'; zone: DeliveryZone; by: 'coordinates' | 'postalCode' | 'city' }
  | { status: 'outside'; by: DeliveryPromiseField }
  | {
      status: 'unclear'
      reason: Exclude<DeliveryPromiseUnclearReason, 'conflict'>
      candidates: readonly DeliveryZone[]
    }
  | {
      status: 'unclear'
      reason: 'conflict'
      fields: readonly DeliveryPromiseField[]
      candidates: readonly DeliveryZone[]
    }

/** How deliveryPromise reports what it could not read. */
export interface DeliveryPromiseOptions {
  /** Where lookup problems are reported (default: console). */
  logger?: ZoneLogger
}

/**
 * Whether the shop delivers to an address, strictly: never a first match.
 *
 * - **Usable coordinates**: the polygon decides. Inside zone Z gives Z, unless a province is given
 *   that Z does not list (a conflict); outside every polygon is outside, whatever CAP or town say.
 * - **Without coordinates** a CAP names the zones that list it exactly, and a town the zones whose
 *   `cities` or `name` equal it once normalised (case, accents, spaces; never a substring). A CAP,
 *   town or province that names no zone is outside. The zone is decided only when the CAP alone or
 *   the town alone names exactly one zone and that zone agrees with every other given field;
 *   several zones are unclear (`postalCodeSpansZones`, `citySpansZones`), fields that name
 *   different zones are a `conflict`, and no CAP nor town is `noAddress`.
 * - A zone that lists no provinces accepts any province.
 *
 * Never throws: an address that is not an object gives `noAddress`, unusable coordinates are
 * logged and left out, malformed zones match nothing. Unlike resolveZone's first match, this is
 * the rule to promise delivery and place orders with. For many addresses against the same zones,
 * `createZoneResolver(zones).promise(address)` gives the same answers with a spatial index.
 *
 * @example
 * ```ts
 * import { deliveryPromise } from '@shop/zones'
 * import { builtInZones } from '@shop/zones/bari'
 *
 * deliveryPromise({ coordinates: { lat: 41.11158, lng: 16.89587 } }, builtInZones())
 * // { status: 'inside', zone: <Japigia>, by: 'coordinates' }
 * deliveryPromise({ postalCode: '70126', city: 'Bari' }, builtInZones())
 * // { status: 'unclear', reason: 'postalCodeSpansZones', candidates: [<5 zones>] }
 * deliveryPromise({ city: 'Molfetta' }, builtInZones()) // { status: 'outside', by: 'city' }
 * ```
 */
export function deliveryPromise(
  address: ZoneAddress,
  zones: readonly DeliveryZone[],
  options: DeliveryPromiseOptions = {},
): DeliveryPromise {
  const logger = options?.logger ?? console
  if (!Array.isArray(zones)) {
    logger.warn('[@shop/zones] deliveryPromise: the zones are not a list; nothing can be promised', zones)
    return { status: 'unclear', reason: 'noAddress', candidates: [] }
  }
  const rings = zones.map(readZonePolygon)
  const rule = createPromiseRule(zones, (point) =>
    rings.findIndex((zoneRings) => zoneRings !== null && containsPoint(zoneRings, point)),
  )
  return rule(address, logger)
}
