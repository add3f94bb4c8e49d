import type { DeliveryPromise, DeliveryPromiseOptions } from './delivery-promise'
import type { DeliveryZone, LatLng } from './delivery-zone-schema'
import type { Position } from './geometry'
import { createPolygonGrid, type GridPolygon } from './polygon-grid'
import { createPromiseRule } from './promise-rule'
import {
  type ResolveZoneOptions,
  readSteps,
  readZoneAddress,
  type ZoneAddress,
  type ZoneLogger,
} from './zone-address'
import { matchesTextStep, zoneText } from './zone-match'
import { readZonePolygon } from './zone-polygon'

/** A zone list indexed once (createZoneResolver): resolveZone's and deliveryPromise's answers, fast. */
export interface ZoneResolver {
  /** Same answer as resolveZone(address, zones, options). */
  resolve(address: ZoneAddress, options?: ResolveZoneOptions): DeliveryZone | null
  /** Same answer as deliveryPromise(address, zones, options): what the shop may promise. */
  promise(address: ZoneAddress, options?: DeliveryPromiseOptions): DeliveryPromise
  /** The first zone whose polygon contains the point (the coordinates step alone), or null. */
  zoneAt(point: LatLng): DeliveryZone | null
  /** The zones the resolver was built from (a copy of the list). */
  readonly zones: readonly DeliveryZone[]
}

/**
 * Builds, once, a spatial index of a zone list (a grid that answers most points without a
 * point-in-polygon test) and its text lookups, and returns a resolver that gives the same answers
 * as resolveZone and deliveryPromise for as many addresses as you like. The zones are read when
 * the resolver is made: after editing zones, make a new resolver. A list that is not an array is
 * logged and read as empty; zones without a usable polygon are logged and match only by text.
 *
 * @example
 * ```ts
 * import { createZoneResolver } from '@shop/zones'
 *
 * const resolver = createZoneResolver(zonesFromTheDatabase)
 * resolver.resolve({ postalCode: '70019' })?.name // 'Triggiano'
 * resolver.zoneAt({ lat: 41.0871, lng: 16.9997 })?.name // 'Torre a Mare'
 * resolver.promise({ postalCode: '70019' }) // { status: 'inside', zone: <Triggiano>, by: 'postalCode' }
 * ```
 */
export function createZoneResolver(
  zones: readonly DeliveryZone[],
  options: { logger?: ZoneLogger } = {},
): ZoneResolver {
  const defaultLogger = options.logger ?? console
  const list: readonly DeliveryZone[] = Array.isArray(zones) ? [...zones] : []
  if (!Array.isArray(zones))
    defaultLogger.warn('[@shop/zones] createZoneResolver: the zones are not a list', zones)

  const polygons: GridPolygon[] = []
  const zoneOfPolygon: number[] = []
  list.forEach((zone, zoneIndex) => {
    const rings = readZonePolygon(zone)
    if (!rings) return
    polygons.push({ rings, vertexLngs: new Set((rings[0] ?? []).map((p) => p[0])) })
    zoneOfPolygon.push(zoneIndex)
  })
  const skipped = list.length - polygons.length
  if (skipped > 0)
    defaultLogger.warn(`[@shop/zones] createZoneResolver: ${skipped} zone(s) without a usable polygon`)
  const polygonAt = createPolygonGrid(polygons)

  const texts = list.map(zoneText)
  const firstByPostalCode = new Map<string, number>()
  const firstByProvince = new Map<string, number>()
  texts.forEach((text, i) => {
    for (const code of text.postalCodes) if (!firstByPostalCode.has(code)) firstByPostalCode.set(code, i)
    for (const province of text.provinces)
      if (!firstByProvince.has(province)) firstByProvince.set(province, i)
  })

  function zoneAtPosition(point: Position): DeliveryZone | null {
    const polygon = polygonAt(point)
    return polygon < 0 ? null : (list[zoneOfPolygon[polygon] as number] ?? null)
  }

  function resolve(address: ZoneAddress, resolveOptions: ResolveZoneOptions = {}): DeliveryZone | null {
    const logger = resolveOptions?.logger ?? defaultLogger
    try {
      const steps = readSteps(resolveOptions?.steps, logger)
      const read = readZoneAddress(address, logger)
      if (!read) return null
      for (const step of steps) {
        let found: number | undefined
        if (step === 'coordinates') {
          const zone = read.point ? zoneAtPosition(read.point) : null
          if (zone) return zone
        } else if (step === 'postalCode') {
          found = firstByPostalCode.get(read.postalCode)
        } else if (step === 'province') {
          found = firstByProvince.get(read.province)
        } else if (read.city !== '') {
          const i = texts.findIndex((text) => matchesTextStep(step, read, text))
          if (i >= 0) found = i
        }
        if (found !== undefined) return list[found] ?? null
      }
      return null
    } catch (error) {
      logger.warn('[@shop/zones] resolveZone: lookup failed; no zone', error)
      return null
    }
  }

  const promiseRule = createPromiseRule(list, (point) => {
    const polygon = polygonAt(point)
    return polygon < 0 ? -1 : (zoneOfPolygon[polygon] as number)
  })
  function promise(address: ZoneAddress, promiseOptions: DeliveryPromiseOptions = {}): DeliveryPromise {
    return promiseRule(address, promiseOptions?.logger ?? defaultLogger)
  }

  function zoneAt(point: LatLng): DeliveryZone | null {
    const lat = point?.lat
    const lng = point?.lng
    if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng))
      return null
    return zoneAtPosition([lng, lat])
  }

  return { resolve, promise, zoneAt, zones: list }
}
