// @shop/zones/bari: the shop's 26 delivery zones around Bari, apart from the zone model so that
// an import of the main entry carries none of their data.
export { builtInResolver } from './built-in-resolver'
export { builtInZoneProvenance, builtInZones, type ZoneProvenance } from './built-in-zones'
