import Flatbush from 'flatbush'
import { builtInZones } from './built-in-zones'
import type { DeliveryZone, LatLng } from './delivery-zone-schema'
import { containsPoint, type Position, readRings, ringsBBox } from './geometry'
import {
  type ResolveZoneOptions,
  readSteps,
  readZoneAddress,
  type ZoneAddress,
  type ZoneLogger,
} from './zone-address'
import { matchesTextStep, zoneText } from './zone-match'

export interface ZoneResolver {
  /** Same answer as resolveZone(address, zones, options). */
  resolve(address: ZoneAddress, options?: ResolveZoneOptions): DeliveryZone | null
  /** The first zone whose polygon contains the point (the coordinates step alone), or null. */
  zoneAt(point: LatLng): DeliveryZone | null
  /** The zones the resolver was built from (a copy of the list). */
  readonly zones: readonly DeliveryZone[]
}

interface IndexedPolygon {
  zoneIndex: number
  rings: Position[][]
  vertexLngs: Set<number>
}

/**
 * Builds, once, a spatial index (a packed Hilbert R-tree of the polygons' bounding boxes, from
 * flatbush) and the text lookups of a zone list, and returns a resolver that gives the same answers
 * as resolveZone for as many addresses as you like. The zones are read when the resolver is made:
 * after editing zones, make a new resolver.
 */
export function createZoneResolver(
  zones: readonly DeliveryZone[] = builtInZones,
  options: { logger?: ZoneLogger } = {},
): ZoneResolver {
  const defaultLogger = options.logger ?? console
  const list: readonly DeliveryZone[] = Array.isArray(zones) ? [...zones] : []
  if (!Array.isArray(zones))
    defaultLogger.warn('[@shop/zones] createZoneResolver: the zones are not a list', zones)

  const polygons: IndexedPolygon[] = []
  list.forEach((zone, zoneIndex) => {
    const rings = readRings(zone?.polygon?.coordinates)
    if (!rings) return
    polygons.push({ zoneIndex, rings, vertexLngs: new Set((rings[0] ?? []).map((p) => p[0])) })
  })
  const skipped = list.length - polygons.length
  if (skipped > 0)
    defaultLogger.warn(`[@shop/zones] createZoneResolver: ${skipped} zone(s) without a usable polygon`)

  let index: Flatbush | null = null
  if (polygons.length > 0) {
    index = new Flatbush(polygons.length)
    for (const polygon of polygons) {
      const [minX, minY, maxX, maxY] = ringsBBox(polygon.rings.slice(0, 1))
      index.add(minX, minY, maxX, maxY)
    }
    index.finish()
  }

  const texts = list.map(zoneText)
  const firstByPostalCode = new Map<string, number>()
  const firstByProvince = new Map<string, number>()
  texts.forEach((text, i) => {
    for (const code of text.postalCodes) if (!firstByPostalCode.has(code)) firstByPostalCode.set(code, i)
    for (const province of text.provinces)
      if (!firstByProvince.has(province)) firstByProvince.set(province, i)
  })

  function polygonAt(point: Position): DeliveryZone | null {
    if (!index) return null
    const hits = index.search(point[0], point[1], point[0], point[1])
    if (hits.length > 1) hits.sort((a, b) => a - b) // polygons are indexed in zone order: first zone wins
    for (const hit of hits) {
      const polygon = polygons[hit] as IndexedPolygon
      if (containsPoint(polygon.rings, point, polygon.vertexLngs)) return list[polygon.zoneIndex] ?? null
    }
    return null
  }

  function resolve(address: ZoneAddress, resolveOptions: ResolveZoneOptions = {}): DeliveryZone | null {
    const logger = resolveOptions?.logger ?? defaultLogger
    try {
      const steps = readSteps(resolveOptions?.steps, logger)
      const read = readZoneAddress(address, logger)
      if (!read) return null
      for (const step of steps) {
        let found: number | undefined
        switch (step) {
          case 'coordinates': {
            const zone = read.point ? polygonAt(read.point) : null
            if (zone) return zone
            continue
          }
          case 'postalCode':
            found = firstByPostalCode.get(read.postalCode)
            break
          case 'province':
            found = firstByProvince.get(read.province)
            break
          default: {
            const i = texts.findIndex((text) => matchesTextStep(step, read, text))
            found = i >= 0 ? i : undefined
          }
        }
        if (found !== undefined) return list[found] ?? null
      }
      return null
    } catch (error) {
      logger.warn('[@shop/zones] resolveZone: lookup failed; no zone', error)
      return null
    }
  }

  function zoneAt(point: LatLng): DeliveryZone | null {
    const lat = point?.lat
    const lng = point?.lng
    if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng))
      return null
    return polygonAt([lng, lat])
  }

  return { resolve, zoneAt, zones: list }
}
