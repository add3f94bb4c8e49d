import { builtInZones } from './built-in-zones'
import { createZoneResolver, type ZoneResolver } from './create-zone-resolver'

let resolver: ZoneResolver | undefined

/** One resolver for the built-in zones, made at first use: they are frozen, so it never goes stale. */
export function builtInResolver(): ZoneResolver {
  resolver ??= createZoneResolver(builtInZones)
  return resolver
}
