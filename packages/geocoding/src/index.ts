export type { OfflineGeocoderData } from './address-index'
export {
  BARI_STREETS_ATTRIBUTION,
  type BariStreet,
  type BariStreetsMeta,
  bariStreets,
  bariStreetsMeta,
} from './bari-streets'
export { bariTowns, type GeocodeTown } from './bari-towns'
export { createHttpGeocoder, type GeocodeFetch, type HttpGeocoderOptions } from './create-http-geocoder'
export { createOfflineGeocoder } from './create-offline-geocoder'
export { formatLabel, type LabelParts } from './format-label'
export {
  GEOCODE_UNAVAILABLE_MESSAGE,
  GeocodeError,
  type GeocodeFailure,
  isGeocodeError,
} from './geocode-error'
export { GEOCODE_LIMITS, type GeocodeResult, type Geocoder, type GeocodeSearchOptions } from './geocoder'
export { isSamePlace, type TypedPlace } from './is-same-place'
export { normalizeAddress } from './normalize-address'
export { isStreetQuery } from './parse-address-query'
export { streetWithoutPlace, type TypedAddress, withGeocodeResult } from './with-geocode-result'
