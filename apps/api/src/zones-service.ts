import { createZoneResolver, type DeliveryZone, type ZoneLogger, type ZoneResolver } from '@shop/zones'
import { builtInZones } from '@shop/zones/bari'
import type { ZoneStore } from './store/zone-store'

export interface ZonesInForce {
  /** 0 while the built-in zones are in force; the saved version otherwise. */
  version: number
  zones: readonly DeliveryZone[]
  builtIn: boolean
  resolver: ZoneResolver
}

/**
 * The zones in force: the built-in ones until an operator saves edited zones, then the latest
 * saved version. Each request asks the store only for the version number; the zones and their
 * resolver (a spatial index) are read and built once per version.
 */
export function createZonesService(store: ZoneStore, logger?: ZoneLogger) {
  let cached: ZonesInForce | null = null
  const options = logger ? { logger } : {}
  return {
    current(): ZonesInForce {
      const version = store.zonesVersion()
      if (cached && cached.version === version) return cached
      const saved = version > 0 ? store.getZones() : null
      cached = saved
        ? {
            version: saved.version,
            zones: saved.zones,
            builtIn: false,
            resolver: createZoneResolver(saved.zones, options),
          }
        : {
            version: 0,
            zones: builtInZones(),
            builtIn: true,
            resolver: createZoneResolver(builtInZones(), options),
          }
      return cached
    },
  }
}

export type ZonesService = ReturnType<typeof createZonesService>
