export { ZoneLegend, type ZoneLegendProps } from './zone-legend'
export { ZONE_MAP_DEFAULT_CENTER, ZoneMap, type ZoneMapProps } from './zone-map'
export { ZonePopupContent, type ZonePopupContentProps } from './zone-popup-content'
export { type LatLngBoundsTuple, type LatLngTuple, zonePositions, zonesBounds } from './zone-positions'
