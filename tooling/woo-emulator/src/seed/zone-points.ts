import type { DeliveryZone } from '@shop/zones'
import { builtInResolver } from '@shop/zones/bari'
import type { Random } from './create-random'
import type { LatLng } from './seed-data'

const METRES_PER_DEGREE = 111_320
const round6 = (value: number) => Math.round(value * 1e6) / 1e6

/** The built-in zone a point falls in by its polygons alone (what the tests check), or null. */
export function zoneNameAt(point: LatLng): string | null {
  return builtInResolver().zoneAt(point)?.name ?? null
}

function offset(point: LatLng, north: number, east: number): LatLng {
  return {
    lat: round6(point.lat + north / METRES_PER_DEGREE),
    lng: round6(point.lng + east / (METRES_PER_DEGREE * Math.cos((point.lat * Math.PI) / 180))),
  }
}

/**
 * A point a few metres from `point` (at most `metres` each way) that still lies in the zone, rounded
 * to 6 decimals; the point itself when no jitter stays inside; null when not even the point does.
 */
export function jitterInZone(random: Random, point: LatLng, zoneName: string, metres = 8): LatLng | null {
  for (let attempt = 0; attempt < 10; attempt++) {
    const reach = metres * (1 - attempt / 10)
    const candidate = offset(point, (random.next() * 2 - 1) * reach, (random.next() * 2 - 1) * reach)
    if (zoneNameAt(candidate) === zoneName) return candidate
  }
  const exact = offset(point, 0, 0)
  return zoneNameAt(exact) === zoneName ? exact : null
}

/**
 * A random point inside the zone, rounded to 6 decimals: around `near` (the town centre) when
 * given, so that homes fall in the built-up area rather than in the fields, else anywhere in the
 * polygon. Throws when the zone has no usable polygon.
 */
export function randomPointInZone(
  random: Random,
  zone: DeliveryZone,
  near?: LatLng,
  radiusMetres = 700,
): LatLng {
  if (near) {
    for (let attempt = 0; attempt < 60; attempt++) {
      const candidate = offset(
        near,
        random.normal() * radiusMetres * 0.6,
        random.normal() * radiusMetres * 0.6,
      )
      if (zoneNameAt(candidate) === zone.name) return candidate
    }
  }
  const ring = zone.polygon.coordinates[0] ?? []
  const lngs = ring.map(([lng]) => lng)
  const lats = ring.map(([, lat]) => lat)
  const [minLng, maxLng, minLat, maxLat] = [
    Math.min(...lngs),
    Math.max(...lngs),
    Math.min(...lats),
    Math.max(...lats),
  ]
  for (let attempt = 0; attempt < 5000; attempt++) {
    const candidate = {
      lat: round6(minLat + random.next() * (maxLat - minLat)),
      lng: round6(minLng + random.next() * (maxLng - minLng)),
    }
    if (zoneNameAt(candidate) === zone.name) return candidate
  }
  throw new Error(`seed: found no point inside the zone "${zone.name}"; check its polygon`)
}
