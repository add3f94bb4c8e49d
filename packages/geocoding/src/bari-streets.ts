import gazetteer from '../data/bari-streets.json' with { type: 'json' }

/**
 * One street of the gazetteer of the Comune di Bari (data/bari-streets.json: ODbL 1.0,
 * © OpenStreetMap contributors). A street whose parts lie far apart has one entry per part.
 */
export interface BariStreet {
  /** The street's name as OpenStreetMap writes it ('Via Sparano da Bari', 'Vico 1° Fiume'). */
  name: string
  city: string
  /** The official quartiere containing the point ('Murat', 'Palese - Macchie'), or null. */
  quartiere: string | null
  /** The delivery zone containing the point when the gazetteer was made, or null outside every zone. */
  zone: string | null
  /** The zone's postal codes: candidates, not the street's own CAP. */
  postalCodes: string[]
  /** A point on the street, near the middle of its line. */
  lat: number
  lng: number
  /** The street's length in metres. */
  lengthM: number
}

/** Where the gazetteer comes from and its licence: keep this attribution wherever the data is shown. */
export interface BariStreetsMeta {
  description: string
  source: string
  licence: string
  count: number
}

const data = gazetteer as { meta: BariStreetsMeta; streets: BariStreet[] }

/** The 1527 named streets of the Comune di Bari, one point each (ODbL 1.0, © OpenStreetMap contributors). */
export const bariStreets: readonly BariStreet[] = data.streets

/** The gazetteer's description, source and licence (ODbL 1.0, © OpenStreetMap contributors). */
export const bariStreetsMeta: Readonly<BariStreetsMeta> = data.meta

/** The credit line the gazetteer's licence asks for. */
export const BARI_STREETS_ATTRIBUTION = '© OpenStreetMap contributors (ODbL 1.0)'
