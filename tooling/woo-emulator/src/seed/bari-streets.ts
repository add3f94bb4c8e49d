import { bariStreets } from '@shop/geocoding'
import type { LatLng } from './seed-data'
import { zoneNameAt } from './zone-points'

/** One street of @shop/geocoding's gazetteer of Bari (ODbL 1.0, © OpenStreetMap contributors). */
export interface GazetteerStreet {
  name: string
  /** The delivery zone containing the street's point, or null outside every zone. */
  zone: string | null
  /** The zone's postal codes (candidates, not the street's own CAP). */
  postalCodes: string[]
  lat: number
  lng: number
}

/** Every street of the gazetteer of the Comune di Bari (packages/geocoding/data/bari-streets.json). */
export const BARI_STREETS: readonly GazetteerStreet[] = bariStreets

/** Roads nobody gives as a home address: state roads, slip roads, underpasses, unnamed tracks. */
const NOT_AN_ADDRESS =
  /Statale|Provinciale|Complanare|privat|Sottovia|crollo|^Parco|^Molo|al numero|Prolungamento|vicinale|^Traversa \d/i

/**
 * The gazetteer's streets that make believable home addresses, by zone: named streets whose point
 * lies in the same zone by @shop/zones' own polygons (the gazetteer was built from an older copy
 * of the zone boundaries), one entry per name.
 */
export function residentialStreetsByZone(): Map<string, GazetteerStreet[]> {
  const byZone = new Map<string, GazetteerStreet[]>()
  const seen = new Set<string>()
  for (const street of BARI_STREETS) {
    if (street.zone === null || NOT_AN_ADDRESS.test(street.name)) continue
    const key = `${street.zone}|${street.name}`
    if (seen.has(key)) continue
    const point: LatLng = { lat: street.lat, lng: street.lng }
    if (zoneNameAt(point) !== street.zone) continue
    seen.add(key)
    const list = byZone.get(street.zone) ?? []
    list.push(street)
    byZone.set(street.zone, list)
  }
  return byZone
}
