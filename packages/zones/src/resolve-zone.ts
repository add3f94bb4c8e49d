import { builtInResolver } from './built-in-resolver'
import { builtInZones } from './built-in-zones'
import type { DeliveryZone } from './delivery-zone-schema'
import { containsPoint } from './geometry'
import { type ResolveZoneOptions, readSteps, readZoneAddress, type ZoneAddress } from './zone-address'
import { matchesTextStep, type ZoneText, zoneText } from './zone-match'
import { readZonePolygon } from './zone-polygon'

/**
 * The zone of an address: SPEC.md section 5's five steps in order (coordinates in a polygon, exact
 * postal code, city in the zone's cities, province, city in the zone's name); the first step that
 * finds a zone wins, and within a step the first zone in list order. A point on a zone's boundary
 * belongs to it. Returns null when nothing matches. Never throws: a malformed address or zone list
 * is logged and gives null, a malformed zone is skipped.
 *
 * This walks every polygon; to resolve many addresses against the same zones, use
 * createZoneResolver, which answers the same with a spatial index.
 */
export function resolveZone(
  address: ZoneAddress,
  zones: readonly DeliveryZone[] = builtInZones,
  options: ResolveZoneOptions = {},
): DeliveryZone | null {
  // The built-in zones never change (they are frozen), so one index serves every call.
  if (zones === builtInZones) return builtInResolver().resolve(address, options)
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
