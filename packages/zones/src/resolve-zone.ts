import type { DeliveryZone } from './delivery-zone-schema'
import { containsPoint } from './geometry'
import { type ResolveZoneOptions, readSteps, readZoneAddress, type ZoneAddress } from './zone-address'
import { matchesTextStep, type ZoneText, zoneText } from './zone-match'
import { readZonePolygon } from './zone-polygon'

/**
 * The zone of an address, by five steps in this order: the coordinates fall in the zone's polygon,
 * the postal code is one of the zone's, the city contains or is contained in one of the zone's
 * cities, the province is one of the zone's, the city contains or is contained in the zone's name
 * (city and name compared ignoring case, accents and spacing). The first step that finds a zone
 * wins, and within a step the first zone in list order. A point on a zone's boundary belongs to it.
 * Returns null when nothing matches. Never throws: a malformed address or zone list is logged and
 * gives null, a malformed zone is skipped.
 *
 * This walks every polygon; to resolve many addresses against the same zones, use
 * createZoneResolver, which answers the same with a spatial index (for the built-in Bari zones,
 * `builtInResolver()` from `@shop/zones/bari`). To decide whether the shop delivers to a customer,
 * use deliveryPromise: a first match by substring is right for sorting existing orders, not for a
 * promise.
 *
 * @example
 * ```ts
 * import { resolveZone } from '@shop/zones'
 * import { builtInZones } from '@shop/zones/bari'
 *
 * resolveZone({ coordinates: { lat: 41.1226, lng: 16.872 } }, builtInZones())?.name // 'Centro'
 * resolveZone({ postalCode: '70019' }, builtInZones(), { steps: ['postalCode'] })?.name // 'Triggiano'
 * ```
 */
export function resolveZone(
  address: ZoneAddress,
  zones: readonly DeliveryZone[],
  options: ResolveZoneOptions = {},
): DeliveryZone | null {
  const logger = options?.logger ?? console
  try {
    const steps = readSteps(options?.steps, logger)
    const read = readZoneAddress(address, logger)
    if (!read) return null
    if (!Array.isArray(zones)) {
      logger.warn('[@shop/zones] resolveZone: the zones are not a list; no zone', zones)
      return null
    }
    let texts: ZoneText[] | undefined
    for (const step of steps) {
      if (step === 'coordinates') {
        if (!read.point) continue
        for (const zone of zones) {
          const rings = readZonePolygon(zone)
          if (rings && containsPoint(rings, read.point)) return zone
        }
        continue
      }
      texts ??= zones.map(zoneText)
      const index = texts.findIndex((text) => matchesTextStep(step, read, text))
      if (index >= 0) return zones[index] ?? null
    }
    return null
  } catch (error) {
    logger.warn('[@shop/zones] resolveZone: lookup failed; no zone', error)
    return null
  }
}
