import { type DistanceMatrix, haversineMatrix } from './distance-matrix'
import type { LatLng } from './lat-lng'
import { isOsrmError, type OsrmError, type OsrmFetch, osrmDistances } from './osrm-distances'

/** roadDistances' options. */
export interface RoadDistancesOptions {
  /** An OSRM-compatible service ('http://localhost:5000'); unset or blank: haversine, offline. */
  osrmBaseUrl?: string | undefined
  /** Default: the runtime's global fetch. */
  fetch?: OsrmFetch
  /** OSRM's profile segment; default 'driving'. */
  profile?: string
  /** How long to wait for OSRM; default 5000 ms. */
  timeoutMs?: number
  /** For haversine (the default, or the fallback): road / straight-line distance, default 1.3. */
  detourFactor?: number
}

/** A distance matrix and where it came from. */
export interface RoadDistances {
  readonly distance: DistanceMatrix
  /** 'osrm': the service's road distances; 'haversine': straight line × detour factor. */
  readonly source: 'osrm' | 'haversine'
  /** Why the configured service was not used (source is then 'haversine'); null otherwise. */
  readonly fallback: OsrmError | null
}

/**
 * The distances to order stops by: OSRM's when a service is configured and answers, haversine ×
 * detour factor otherwise. A failing service (unreachable, too slow, an error, no route) does not
 * fail the caller: the answer falls back to haversine and says so (`source: 'haversine'`,
 * `fallback`: the OsrmError, for a log line). A malformed configuration (not an http(s) address)
 * still throws.
 *
 * @example
 * ```ts
 * const { distance, source, fallback } = await roadDistances(routePoints(input), { osrmBaseUrl })
 * if (fallback) log.warn(`stops ordered by straight line × 1.3: ${fallback.message}`)
 * const order = orderStops({ ...input, distance })
 * ```
 */
export async function roadDistances(
  points: readonly LatLng[],
  options: RoadDistancesOptions = {},
): Promise<RoadDistances> {
  const offline = () => haversineMatrix(points, { detourFactor: options.detourFactor })
  const baseUrl = options.osrmBaseUrl?.trim()
  if (!baseUrl) return { distance: offline(), source: 'haversine', fallback: null }
  const haversine = offline() // checks the points and the factor before asking anyone
  try {
    const distance = await osrmDistances(baseUrl, points, options.fetch, {
      ...(options.profile !== undefined ? { profile: options.profile } : {}),
      ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    })
    return { distance, source: 'osrm', fallback: null }
  } catch (error) {
    if (!isOsrmError(error)) throw error
    return { distance: haversine, source: 'haversine', fallback: error }
  }
}
