/** A comune of the delivery area whose streets the gazetteer does not have: one point for the whole town. */
export interface GeocodeTown {
  name: string
  /** The town's CAP (each of these comuni has one). */
  postalCode: string
  province: string
  /** Roughly the town centre (its main square, within a few hundred metres): inside the town's zone. */
  lat: number
  lng: number
}

/**
 * The eight comuni around Bari that have a delivery zone of their own. Each point is the town
 * centre, not a centroid of the zone: a test checks that @shop/zones puts it in the zone of the
 * same name, and that the CAP is one of that zone's.
 */
export const bariTowns: readonly Readonly<GeocodeTown>[] = Object.freeze(
  [
    { name: 'Triggiano', postalCode: '70019', province: 'BA', lat: 41.066, lng: 16.925 },
    { name: 'Capurso', postalCode: '70010', province: 'BA', lat: 41.046, lng: 16.9205 },
    { name: 'Valenzano', postalCode: '70010', province: 'BA', lat: 41.044, lng: 16.8855 },
    { name: 'Modugno', postalCode: '70026', province: 'BA', lat: 41.0835, lng: 16.7815 },
    { name: 'Bitritto', postalCode: '70020', province: 'BA', lat: 41.042, lng: 16.825 },
    { name: 'Adelfia', postalCode: '70010', province: 'BA', lat: 41.0035, lng: 16.8715 },
    { name: 'Cellamare', postalCode: '70010', province: 'BA', lat: 41.0195, lng: 16.9285 },
    { name: 'Casamassima', postalCode: '70010', province: 'BA', lat: 40.9565, lng: 16.9205 },
  ].map((town) => Object.freeze(town)),
)
