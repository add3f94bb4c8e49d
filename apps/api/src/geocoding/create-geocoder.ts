import {
  createHttpGeocoder,
  createOfflineGeocoder,
  type GeocodeFetch,
  type GeocodeResult,
  type Geocoder,
} from '@shop/geocoding'
import type { DeliveryZone } from '@shop/zones'
import { builtInZones } from '@shop/zones/bari'
import { createTtlCache } from '../catalog/ttl-cache'
import type { Config } from '../config'

/** How long the geocoding service may take before a search counts as failed (503). */
export const GEOCODER_TIMEOUT_MS = 5_000
/** How long a service's answer is reused for the same query (the route lets browsers keep it as long). */
export const GEOCODER_CACHE_MS = 300_000
const GEOCODER_CACHE_ENTRIES = 2_000
/** Degrees added around the zones (about 5 km): a street just outside still gets an answer. */
const AREA_MARGIN = 0.05

/** The box around the zones' polygons, with a margin: [minLng, minLat, maxLng, maxLat]. */
export function deliveryArea(
  zones: readonly DeliveryZone[] = builtInZones(),
): [number, number, number, number] {
  const points = zones.flatMap((zone) => zone.polygon.coordinates.flat())
  const lngs = points.map(([lng]) => lng)
  const lats = points.map(([, lat]) => lat)
  const round = (value: number) => Math.round(value * 1000) / 1000
  return [
    round(Math.min(...lngs) - AREA_MARGIN),
    round(Math.min(...lats) - AREA_MARGIN),
    round(Math.max(...lngs) + AREA_MARGIN),
    round(Math.max(...lats) + AREA_MARGIN),
  ]
}

/**
 * The address search the server uses: with GEOCODER_URL, that Nominatim or Photon service,
 * limited to Italy and to the delivery area, each search given GEOCODER_TIMEOUT_MS, and each
 * answer reused for GEOCODER_CACHE_MS (failures are not kept); without it, the embedded offline
 * geocoder of @shop/geocoding (the streets of Bari and the towns of the zones).
 */
export function createGeocoder(
  config: Config,
  options: { fetch?: GeocodeFetch; timeoutMs?: number } = {},
): Geocoder {
  if (!config.geocoder.url) return createOfflineGeocoder()
  let origin = ''
  try {
    origin = new URL(config.publicUrl).origin
  } catch {}
  const service = createHttpGeocoder({
    baseUrl: config.geocoder.url,
    flavour: config.geocoder.flavour,
    countryCodes: 'it',
    viewbox: deliveryArea(),
    // Nominatim's usage policy asks for a User-Agent that names the application.
    userAgent: origin ? `shop-api (${origin})` : 'shop-api',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
  const timeoutMs = options.timeoutMs ?? GEOCODER_TIMEOUT_MS
  const answers = createTtlCache<GeocodeResult[]>({
    ttlMs: GEOCODER_CACHE_MS,
    maxEntries: GEOCODER_CACHE_ENTRIES,
  })
  return {
    search(query, searchOptions = {}) {
      const limit = searchOptions.limit
      const key = `${limit ?? ''}|${typeof query === 'string' ? query.trim().toLowerCase().replace(/\s+/g, ' ') : ''}`
      return answers.get(key, () =>
        service.search(query, {
          ...(limit !== undefined ? { limit } : {}),
          signal: AbortSignal.timeout(timeoutMs),
        }),
      )
    },
  }
}
