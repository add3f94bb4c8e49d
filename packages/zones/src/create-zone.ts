import polylabel from 'polylabel'
import type { DeliveryZone, LatLng } from './delivery-zone-schema'
import { closeRing, openRing, type Position } from './geometry'
import { DEFAULT_PREFERRED_SLOTS, DEFAULT_ZONE_COLOR, DEFAULT_ZONE_DESCRIPTION } from './zone-defaults'

/** The name createZone gives a new zone until the operator names it. */
export const NEW_ZONE_NAME = 'Nuova zona'

/**
 * A point well inside a polygon (its pole of inaccessibility, from polylabel), to use as a zone's
 * center: unlike the centroid, it always lies inside, even for a C-shaped zone.
 *
 * @example
 * ```ts
 * polygonCenter([[[16.86, 41.11], [16.88, 41.11], [16.88, 41.13], [16.86, 41.13], [16.86, 41.11]]])
 * // { lat: 41.12, lng: 16.87 }
 * ```
 */
export function polygonCenter(coordinates: readonly (readonly Position[])[]): LatLng {
  const rings = coordinates.map((ring) => closeRing(openRing(ring)))
  const [lng, lat] = polylabel(rings, 1e-6)
  return { lat, lng }
}

/** The fields of a new zone that createZone does not choose itself. */
export interface NewZoneFields extends Partial<Omit<DeliveryZone, 'id' | 'polygon'>> {
  /** The drawn polygon; its center is computed when not given. */
  polygon?: { coordinates: Position[][]; center?: LatLng }
}

/**
 * A new zone as the zone editor starts it: id zona-<timestamp>, colour #3B82F6, the default
 * description and preferred slots, no excluded slots. `now` is the creation time (a Date or ms).
 * Until a polygon is given, the zone is a draft that deliveryZoneSchema rejects. Throws a
 * TypeError when `now` is not a Date nor a non-negative timestamp.
 *
 * @example
 * ```ts
 * const zone = createZone(Date.now(), {
 *   name: 'Polignano',
 *   polygon: { coordinates: [[[17.2, 40.99], [17.24, 40.99], [17.24, 41.01], [17.2, 41.01], [17.2, 40.99]]] },
 * })
 * zone.id // 'zona-1764000000000'
 * zone.polygon.center // computed inside the polygon
 * ```
 */
export function createZone(now: number | Date, fields: NewZoneFields = {}): DeliveryZone {
  const timestamp = now instanceof Date ? now.getTime() : now
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp) || timestamp < 0) {
    throw new TypeError(
      `createZone(now): now must be a Date or a timestamp in milliseconds, such as Date.now(); got ${String(now)}`,
    )
  }
  const { polygon, ...rest } = fields
  const coordinates = polygon?.coordinates ?? []
  const center = polygon?.center ?? (coordinates.length > 0 ? polygonCenter(coordinates) : { lat: 0, lng: 0 })
  return {
    name: NEW_ZONE_NAME,
    description: DEFAULT_ZONE_DESCRIPTION,
    cities: [],
    provinces: [],
    postalCodes: [],
    color: DEFAULT_ZONE_COLOR,
    timeSlotRestrictions: { preferredSlots: [...DEFAULT_PREFERRED_SLOTS], excludedSlots: [] },
    ...rest,
    id: `zona-${Math.trunc(timestamp)}`,
    polygon: { coordinates, center },
  }
}

/**
 * The zone list as the JSON of a deliveryZones.json file (2-space indent, final newline).
 *
 * @example
 * ```ts
 * writeFileSync('deliveryZones.json', zonesToJson(zones))
 * ```
 */
export function zonesToJson(zones: readonly DeliveryZone[]): string {
  return `${JSON.stringify(zones, null, 2)}\n`
}
