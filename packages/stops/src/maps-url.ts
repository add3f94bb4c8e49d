import { describeValue, isLatLng, type LatLng } from './lat-lng'

/** mapsUrl's options. */
export interface MapsUrlOptions {
  /** Ask for turn-by-turn navigation at once (`dir_action=navigate`) rather than the route preview; default false. */
  navigate?: boolean
}

const degrees = (value: number) => String(Number(value.toFixed(6)))

/**
 * A link that opens directions to `point` in the phone's Google Maps app (in the browser where the
 * app is missing): Google's universal cross-platform Maps URL, which needs no API key,
 * `https://www.google.com/maps/dir/?api=1&destination=lat%2Clng&travelmode=driving`. The trip
 * starts from where the phone is. Maps URLs take no label for a destination given by coordinates
 * (a name would be searched for instead of the point): show the customer's name in the link text.
 *
 * @example
 * ```ts
 * mapsUrl({ lat: 41.1253, lng: 16.8667 })
 * // 'https://www.google.com/maps/dir/?api=1&destination=41.1253%2C16.8667&travelmode=driving'
 * ```
 */
export function mapsUrl(point: LatLng, options: MapsUrlOptions = {}): string {
  if (!isLatLng(point))
    throw new TypeError(
      `mapsUrl: point must be { lat, lng } in degrees (lat −90…90, lng −180…180), such as { lat: 41.1253, lng: 16.8667 }; got ${describeValue(point)}`,
    )
  const destination = encodeURIComponent(`${degrees(point.lat)},${degrees(point.lng)}`)
  const navigate = options?.navigate === true ? '&dir_action=navigate' : ''
  return `https://www.google.com/maps/dir/?api=1&destination=${destination}&travelmode=driving${navigate}`
}
