export { type DistanceMatrix, type HaversineMatrixOptions, haversineMatrix } from './distance-matrix'
export { EARTH_RADIUS_METERS, haversineMeters } from './haversine-meters'
export { isLatLng, type LatLng } from './lat-lng'
export { type MapsUrlOptions, mapsUrl } from './maps-url'
export {
  type OrderStopsInput,
  orderStops,
  type RouteStop,
  routePoints,
  type SlotRun,
  type StopLeg,
  type StopOrder,
} from './order-stops'
export {
  DEFAULT_OSRM_TIMEOUT_MS,
  isOsrmError,
  OsrmError,
  type OsrmFailure,
  type OsrmFetch,
  type OsrmOptions,
  osrmDistances,
} from './osrm-distances'
export { DEFAULT_DETOUR_FACTOR, roadDistanceMeters } from './road-distance-meters'
export { type RoadDistances, type RoadDistancesOptions, roadDistances } from './road-distances'
