import { haversineMeters } from './haversine-meters'
import { describeValue, type LatLng } from './lat-lng'

/**
 * How much longer a drive is than the straight line, by default: 1.3. The circuity literature
 * measures 1.2–1.4 for trips by road inside cities, higher for short trips (README.md, "The detour
 * factor"). A constant factor changes the kilometres reported, never the order chosen.
 */
export const DEFAULT_DETOUR_FACTOR = 1.3

/** The factor itself, or a RangeError that shows the right form. */
export function readDetourFactor(value: unknown, caller: string): number {
  if (value === undefined) return DEFAULT_DETOUR_FACTOR
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 1)
    throw new RangeError(
      `${caller}: detourFactor is a number ≥ 1 (road distance / straight-line distance), such as { detourFactor: 1.3 }; got ${describeValue(value)}`,
    )
  return value
}

/**
 * A road-like distance in metres: the haversine distance times a detour factor (default
 * DEFAULT_DETOUR_FACTOR, 1.3), an estimate of the drive when no routing service is configured.
 *
 * @example
 * ```ts
 * roadDistanceMeters({ lat: 41.1177, lng: 16.8697 }, { lat: 41.1389, lng: 16.7606 }) // ≈ 12,268
 * roadDistanceMeters(a, b, 1.2)
 * ```
 */
export function roadDistanceMeters(
  a: LatLng,
  b: LatLng,
  detourFactor: number = DEFAULT_DETOUR_FACTOR,
): number {
  return haversineMeters(a, b) * readDetourFactor(detourFactor, 'roadDistanceMeters')
}
