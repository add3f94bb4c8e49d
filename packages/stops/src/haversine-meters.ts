import type { LatLng } from './lat-lng'

/** The Earth's mean radius R₁ = (2a + b) / 3 of the WGS84 ellipsoid, in metres (IUGG). */
export const EARTH_RADIUS_METERS = 6_371_008.8

const RADIANS = Math.PI / 180

/**
 * The great-circle distance between two points in metres, on a sphere of the WGS84 mean radius
 * (the haversine formula). Within about 0.5 % of the distance on the ellipsoid: for ordering stops
 * the difference does not matter, since every leg is off by nearly the same ratio.
 *
 * @example
 * ```ts
 * haversineMeters({ lat: 41.1177, lng: 16.8697 }, { lat: 41.1389, lng: 16.7606 }) // ≈ 9,437 (Bari Centrale → Bari Palese airport)
 * ```
 */
export function haversineMeters(a: LatLng, b: LatLng): number {
  const halfLat = Math.sin(((b.lat - a.lat) * RADIANS) / 2)
  const halfLng = Math.sin(((b.lng - a.lng) * RADIANS) / 2)
  const h = halfLat * halfLat + Math.cos(a.lat * RADIANS) * Math.cos(b.lat * RADIANS) * (halfLng * halfLng)
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)))
}
