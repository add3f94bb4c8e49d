export { builtInZoneProvenance, builtInZones, type ZoneProvenance } from './built-in-zones'
export {
  createZone,
  NEW_ZONE_NAME,
  type NewZoneFields,
  polygonCenter,
  UNKNOWN_ZONE_NAME,
  zoneName,
  zonesToJson,
} from './create-zone'
export { createZoneResolver, type ZoneResolver } from './create-zone-resolver'
export {
  type DeliveryPromise,
  type DeliveryPromiseField,
  type DeliveryPromiseOptions,
  type DeliveryPromiseUnclearReason,
  deliveryPromise,
} from './delivery-promise'
export { deliveryPromiseMessage } from './delivery-promise-message'
export {
  DEFAULT_PREFERRED_SLOTS,
  DEFAULT_ZONE_COLOR,
  DEFAULT_ZONE_DESCRIPTION,
  type DeliveryZone,
  deliveryZoneSchema,
  deliveryZonesSchema,
  type LatLng,
  latLngSchema,
  type TimeSlotRestrictions,
  timeSlotRestrictionsSchema,
  ZONE_ID_PATTERN,
  type ZonePolygon,
  zonePolygonSchema,
} from './delivery-zone-schema'
export {
  type FindZoneOverlapsOptions,
  findZoneOverlaps,
  type ZoneOverlap,
  type ZoneWithPolygon,
} from './find-zone-overlaps'
export type { Position } from './geometry'
export { resolveZone } from './resolve-zone'
export { VEHICLES, type Vehicle } from './vehicles'
export {
  CHECKOUT_RESOLUTION_STEPS,
  type ResolveZoneOptions,
  type ShippingAddressLike,
  ZONE_RESOLUTION_STEPS,
  type ZoneAddress,
  type ZoneLogger,
  type ZoneResolutionStep,
  zoneAddressFromShipping,
} from './zone-address'
export { type ZoneIdentity, type ZoneRemoval, zoneRemoval, zoneRemovalQuestion } from './zone-removal'
