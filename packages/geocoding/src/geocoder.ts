/** What an address search finds: a street of a town, or a whole town. */
export interface GeocodeResult {
  /** One line to show: 'Via Sparano da Bari 12, 70121 Bari', '70019 Triggiano'. */
  label: string
  /** The street's name as the data writes it ('Via Sparano da Bari'); null for a town. */
  street: string | null
  /** The house number the query gave ('12', '12/A'), never checked against the data; null without one. */
  houseNumber: string | null
  /** The comune ('Bari', 'Triggiano'). */
  city: string
  /** The CAP when it is known for this street or town, else null. */
  postalCode: string | null
  /** The province's two-letter code ('BA'), or what the service gives when it has no code. */
  province: 'BA' | (string & {})
  lat: number
  lng: number
  kind: 'street' | 'town'
}

export interface GeocodeSearchOptions {
  /** How many results at most: 1 to 20, default 8. */
  limit?: number
  /** Aborts the search: the promise then rejects with the signal's reason. */
  signal?: AbortSignal
}

/** The port the apps search addresses through: the offline default or a geocoding service. */
export interface Geocoder {
  search(query: string, options?: GeocodeSearchOptions): Promise<GeocodeResult[]>
}

/** The bounds every geocoder of this package applies. */
export const GEOCODE_LIMITS = Object.freeze({
  /** Results when no limit is asked. */
  defaultLimit: 8,
  /** The most results a search gives, whatever the limit asked. */
  maxLimit: 20,
  /** Longer queries give no result (an address is far shorter). */
  maxQueryLength: 200,
})

/** The limit to apply: a whole number from 1 to 20; anything else gives the default, 8. */
export function readLimit(limit: unknown): number {
  if (typeof limit !== 'number' || !Number.isFinite(limit)) return GEOCODE_LIMITS.defaultLimit
  return Math.min(GEOCODE_LIMITS.maxLimit, Math.max(1, Math.floor(limit)))
}

/** The query to search, trimmed; null for anything but a non-blank string of at most 200 characters. */
export function readQuery(query: unknown): string | null {
  if (typeof query !== 'string') return null
  const trimmed = query.trim()
  return trimmed === '' || trimmed.length > GEOCODE_LIMITS.maxQueryLength ? null : trimmed
}

/** The signal when it is one (a caller may pass anything), else undefined. */
export function readSignal(value: unknown): AbortSignal | undefined {
  return typeof value === 'object' && value !== null && typeof (value as AbortSignal).aborted === 'boolean'
    ? (value as AbortSignal)
    : undefined
}
