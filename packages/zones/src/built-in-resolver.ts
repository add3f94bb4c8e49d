import { builtInZones } from './built-in-zones'
import { createZoneResolver, type ZoneResolver } from './create-zone-resolver'

let resolver: ZoneResolver | undefined

/**
 * One resolver (createZoneResolver) for the built-in zones, made at the first call and then
 * shared: the zones are frozen, so it never goes stale. The fast way to resolve addresses or make
 * delivery promises against the Bari zones.
 *
 * @example
 * ```ts
 * import { builtInResolver } from '@shop/zones/bari'
 *
 * builtInResolver().resolve({ postalCode: '70019' })?.name // 'Triggiano'
 * builtInResolver().promise({ city: 'Molfetta' }) // { status: 'outside', by: 'city' }
 * ```
 */
export function builtInResolver(): ZoneResolver {
  resolver ??= createZoneResolver(builtInZones())
  return resolver
}
