import type { BariStreet } from './bari-streets'
import type { GeocodeTown } from './bari-towns'
import { addressWords, STREET_TYPES } from './normalize-address'
import type { PlaceName } from './parse-address-query'

/** A street or a town as the offline geocoder searches it: its data and its normal forms. */
export interface IndexEntry {
  kind: 'street' | 'town'
  /** The name as the data writes it. */
  name: string
  city: string
  province: string
  quartiere: string | null
  postalCodes: readonly string[]
  lat: number
  lng: number
  /** Longer streets rank first among equal matches; towns rank before every street. */
  lengthM: number
  words: readonly string[]
  wordSet: ReadonlySet<string>
  /** The whole name in normal form. */
  key: string
  /** The name without its street type, without a final ordinal ('Umberto I'), or without both. */
  altKeys: readonly string[]
  /** Whether another street has the same name in another quartiere: the label then names the quartiere. */
  ambiguous: boolean
}

export interface AddressIndex {
  entries: readonly IndexEntry[]
  /** Every word of every name, for prefix and typo look-ups. */
  vocabulary: readonly string[]
  /** Places a query may end with: the comuni and Bari's quartieri. */
  places: readonly PlaceName[]
  /** The town entry of each comune that has one. */
  townOf: ReadonlyMap<string, IndexEntry>
}

/** The data an offline geocoder searches. */
export interface OfflineGeocoderData {
  /** Default: bariStreets, the streets of the Comune di Bari. */
  streets?: readonly BariStreet[]
  /** Default: bariTowns, the eight other comuni of the delivery area. */
  towns?: readonly GeocodeTown[]
}

/** Other names people give a quartiere. */
const QUARTIERE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'Ceglie del Campo': ['ceglie'],
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''
const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit

function rowProblem(row: unknown, fields: readonly string[]): string | null {
  if (typeof row !== 'object' || row === null) return 'is not an object'
  const record = row as Record<string, unknown>
  if (!isText(record.name)) return 'has no name'
  if (!isCoordinate(record.lat, 90) || !isCoordinate(record.lng, 180)) return 'has no valid lat and lng'
  const missing = fields.find((field) => !isText(record[field]))
  return missing ? `has no ${missing}` : null
}

function checkRows(rows: readonly unknown[], label: string, fields: readonly string[]): void {
  rows.forEach((row, index) => {
    const problem = rowProblem(row, fields)
    if (problem)
      throw new TypeError(
        `createOfflineGeocoder: ${label}[${index}] ${problem}; each is { name: string, ${fields.map((f) => `${f}: string, `).join('')}lat: number, lng: number, … }`,
      )
  })
}

/** Whether a name's last word is an ordinal written in letters ('Umberto I', 'Umberto Primo'). */
function endsWithWrittenOrdinal(name: string, words: readonly string[]): boolean {
  const last = name.trim().split(/\s+/).pop() ?? ''
  return /^\d+$/.test(words[words.length - 1] ?? '') && !/\d/.test(last)
}

function alternativeKeys(name: string, words: readonly string[]): string[] {
  const keys = new Set<string>()
  const typed = words.length > 1 && STREET_TYPES.has(words[0] as string)
  const ordinal = words.length > 2 && endsWithWrittenOrdinal(name, words)
  if (typed) keys.add(words.slice(1).join(' '))
  if (ordinal) keys.add(words.slice(0, -1).join(' '))
  if (typed && ordinal && words.length > 3) keys.add(words.slice(1, -1).join(' '))
  return [...keys]
}

/** Builds, once, everything a search needs: normal forms, the vocabulary and the places. */
export function createAddressIndex(data: OfflineGeocoderData): AddressIndex {
  const streets = data.streets ?? []
  const towns = data.towns ?? []
  if (!Array.isArray(streets) || !Array.isArray(towns))
    throw new TypeError(
      'createOfflineGeocoder(data): data.streets and data.towns must be lists, such as { streets: bariStreets, towns: bariTowns }',
    )
  checkRows(streets, 'streets', ['city'])
  checkRows(towns, 'towns', ['postalCode'])

  const entries: IndexEntry[] = []
  const townOf = new Map<string, IndexEntry>()
  for (const town of towns) {
    const words = addressWords(town.name)
    const entry: IndexEntry = {
      kind: 'town',
      name: town.name.trim(),
      city: town.name.trim(),
      province: isText(town.province) ? town.province : 'BA',
      quartiere: null,
      postalCodes: [town.postalCode],
      lat: town.lat,
      lng: town.lng,
      lengthM: Number.POSITIVE_INFINITY,
      words,
      wordSet: new Set(words),
      key: words.join(' '),
      altKeys: [],
      ambiguous: false,
    }
    entries.push(entry)
    if (!townOf.has(entry.city)) townOf.set(entry.city, entry)
  }

  const quartieriByKey = new Map<string, Set<string>>()
  for (const street of streets) {
    const words = addressWords(street.name)
    const key = words.join(' ')
    const quartiere = isText(street.quartiere) ? street.quartiere : null
    entries.push({
      kind: 'street',
      name: street.name.trim(),
      city: street.city.trim(),
      province: 'BA',
      quartiere,
      postalCodes: Array.isArray(street.postalCodes) ? street.postalCodes.filter(isText) : [],
      lat: street.lat,
      lng: street.lng,
      lengthM: typeof street.lengthM === 'number' && Number.isFinite(street.lengthM) ? street.lengthM : 0,
      words,
      wordSet: new Set(words),
      key,
      altKeys: alternativeKeys(street.name, words),
      ambiguous: false,
    })
    const seen = quartieriByKey.get(`${street.city}|${key}`) ?? new Set<string>()
    seen.add(quartiere ?? '')
    quartieriByKey.set(`${street.city}|${key}`, seen)
  }
  for (const entry of entries)
    if (entry.kind === 'street' && (quartieriByKey.get(`${entry.city}|${entry.key}`)?.size ?? 0) > 1)
      entry.ambiguous = true

  const vocabulary = [...new Set(entries.flatMap((entry) => entry.words))].sort()
  return { entries, vocabulary, places: placesOf(entries), townOf }
}

function placesOf(entries: readonly IndexEntry[]): PlaceName[] {
  const places = new Map<string, PlaceName>()
  const add = (words: string[], place: Omit<PlaceName, 'words'>) => {
    const key = words.join(' ')
    if (key !== '' && !places.has(key)) places.set(key, { words, ...place })
  }
  for (const entry of entries) add(addressWords(entry.city), { city: entry.city })
  for (const entry of entries) {
    const quartiere = entry.quartiere
    if (!quartiere) continue
    add(addressWords(quartiere), { city: entry.city, quartiere })
    for (const part of quartiere.split(' - ')) add(addressWords(part), { city: entry.city, quartiere })
    for (const alias of QUARTIERE_ALIASES[quartiere] ?? []) add([alias], { city: entry.city, quartiere })
  }
  return [...places.values()]
}
