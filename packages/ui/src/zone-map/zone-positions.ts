import type { DeliveryZone, LatLng } from '@shop/zones'

/** A Leaflet position: [latitude, longitude]. */
export type LatLngTuple = [lat: number, lng: number]
/** South-west and north-east corners, as Leaflet's fitBounds takes them. */
export type LatLngBoundsTuple = [southWest: LatLngTuple, northEast: LatLngTuple]

/**
 * A zone's polygon rings as Leaflet positions. @shop/zones speaks GeoJSON ([lng, lat]); Leaflet
 * wants [lat, lng]: this is the one place the order is swapped. The outer ring comes first, holes
 * after it. Points that are not two finite numbers are left out.
 */
export function zonePositions(zone: Pick<DeliveryZone, 'polygon'>): LatLngTuple[][] {
  return zone.polygon.coordinates.map((ring) =>
    ring
      .filter(([lng, lat]) => Number.isFinite(lng) && Number.isFinite(lat))
      .map(([lng, lat]): LatLngTuple => [lat, lng]),
  )
}

/** The smallest box around every zone's outer ring, or null when there is no point at all. */
export function zonesBounds(zones: readonly Pick<DeliveryZone, 'polygon'>[]): LatLngBoundsTuple | null {
  let south = Number.POSITIVE_INFINITY
  let west = Number.POSITIVE_INFINITY
  let north = Number.NEGATIVE_INFINITY
  let east = Number.NEGATIVE_INFINITY
  for (const zone of zones) {
    for (const [lat, lng] of zonePositions(zone)[0] ?? []) {
      south = Math.min(south, lat)
      north = Math.max(north, lat)
      west = Math.min(west, lng)
      east = Math.max(east, lng)
    }
  }
  return Number.isFinite(south)
    ? [
        [south, west],
        [north, east],
      ]
    : null
}

/**
 * The opening view's box: the focused zones (every zone when none of the ids is known), with the
 * opening point when there is one.
 */
export function openingBounds(
  zones: readonly Pick<DeliveryZone, 'id' | 'polygon'>[],
  focusZoneIds: readonly string[],
  point: LatLng | null,
): LatLngBoundsTuple | null {
  const focused = zones.filter((zone) => focusZoneIds.includes(zone.id))
  const box = zonesBounds(focused.length > 0 ? focused : zones)
  if (!point) return box
  if (!box)
    return [
      [point.lat, point.lng],
      [point.lat, point.lng],
    ]
  const [[south, west], [north, east]] = box
  return [
    [Math.min(south, point.lat), Math.min(west, point.lng)],
    [Math.max(north, point.lat), Math.max(east, point.lng)],
  ]
}
