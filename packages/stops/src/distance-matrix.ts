import { haversineMeters } from './haversine-meters'
import { describeValue, isLatLng, type LatLng } from './lat-lng'
import { readDetourFactor } from './road-distance-meters'

/**
 * Metres from one point to another, by their indexes in an array of points. It may be asymmetric
 * (one-way streets: a routing service's answer), but must give a finite number ≥ 0 for every pair.
 */
export type DistanceMatrix = (from: number, to: number) => number

/** haversineMatrix's options. */
export interface HaversineMatrixOptions {
  /** Road distance / straight-line distance; default DEFAULT_DETOUR_FACTOR (1.3). */
  detourFactor?: number
}

/** The points themselves, or a TypeError naming the first that is not `{ lat, lng }` in degrees. */
export function readPoints(points: unknown, caller: string): readonly LatLng[] {
  if (!Array.isArray(points))
    throw new TypeError(
      `${caller}: points is an array of { lat, lng } in degrees, such as [{ lat: 41.1177, lng: 16.8697 }]; got ${describeValue(points)}`,
    )
  points.forEach((point: unknown, index) => {
    if (!isLatLng(point))
      throw new TypeError(
        `${caller}: points[${index}] must be { lat, lng } in degrees (lat −90…90, lng −180…180), such as { lat: 41.1177, lng: 16.8697 }; got ${describeValue(point)}`,
      )
  })
  return points
}

/** The index itself, or a RangeError: an index outside the points is a caller's mistake. */
export function checkIndex(index: number, size: number, caller: string): number {
  if (!Number.isInteger(index) || index < 0 || index >= size)
    throw new RangeError(`${caller}: no point ${describeValue(index)} among ${size} (indexes 0…${size - 1})`)
  return index
}

/**
 * The offline distance matrix over `points`: haversine × detour factor, in metres, computed on
 * demand (a few dozen nanoseconds a pair). Symmetric, zero on the diagonal.
 *
 * @example
 * ```ts
 * const distance = haversineMatrix([depot, ...stops.map((stop) => stop.point)])
 * distance(0, 1) // metres from the depot to the first stop, by road (estimated)
 * ```
 */
export function haversineMatrix(
  points: readonly LatLng[],
  options: HaversineMatrixOptions = {},
): DistanceMatrix {
  const copy = [...readPoints(points, 'haversineMatrix')]
  const factor = readDetourFactor(options?.detourFactor, 'haversineMatrix')
  return (from, to) => {
    const a = copy[checkIndex(from, copy.length, 'haversineMatrix')] as LatLng
    const b = copy[checkIndex(to, copy.length, 'haversineMatrix')] as LatLng
    return haversineMeters(a, b) * factor
  }
}
