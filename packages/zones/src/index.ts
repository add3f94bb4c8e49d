// The zone model and the rules over any zone list. The shop's Bari zones are at '@shop/zones/bari'.
export {
  createZone,
  NEW_ZONE_NAME,
  type NewZoneFields,
  polygonCenter,
  zonesToJson,
} from './create-zone'
export { createZoneResolver, type ZoneResolver } from './create-zone-resolver'
export { type DeliveryCharge, deliveryCharge, type ZoneCharges } from './delivery-charge'
export { freeDeliveryMessage, minimumOrderMessage } from './delivery-charge-message'
export {
  type DeliveryPromise,
  type DeliveryPromiseField,
  type DeliveryPromiseOptions,
  type DeliveryPromiseUnclearReason,
  deliveryPromise,
} from './delivery-promise'
export { deliveryPromiseMessage } from './delivery-promise-message'
export {
  type DeliveryZone,
  deliveryZoneSchema,
  type LatLng,
  latLngSchema,
  MAX_DELIVERY_FEE_CENTS,
  MAX_ORDER_AMOUNT_CENTS,
  type TimeSlotRestrictions,
  timeSlotRestrictionsSchema,
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
export { validateZones, type ZonesValidation } from './validate-zones'
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
export {
  CITY_ZONE_CHARGES,
  DEFAULT_PREFERRED_SLOTS,
  DEFAULT_ZONE_COLOR,
  DEFAULT_ZONE_DESCRIPTION,
  TOWN_ZONE_CHARGES,
  ZONE_ID_PATTERN,
} from './zone-defaults'
export { UNKNOWN_ZONE_NAME, zoneName } from './zone-name'
export { type ZoneIdentity, type ZoneRemoval, zoneRemoval, zoneRemovalQuestion } from './zone-removal'
