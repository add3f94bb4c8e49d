import {
  type AddressIndex,
  createAddressIndex,
  type IndexEntry,
  type OfflineGeocoderData,
} from './address-index'
import { bariStreets } from './bari-streets'
import { bariTowns } from './bari-towns'
import { allowedEdits, editDistance } from './edit-distance'
import { formatLabel } from './format-label'
import type { GeocodeResult, Geocoder, GeocodeSearchOptions } from './geocoder'
import { readLimit, readQuery, readSignal } from './geocoder'
import { isSignificant, significantWords } from './normalize-address'
import { type ParsedQuery, parseAddressQuery, type QueryReading } from './parse-address-query'

/** How well an entry matches, best first: exact name, name without type or ordinal, prefix, all words, typos. */
const EXACT = 0
const ALTERNATIVE = 1
const PREFIX = 2
const ALL_WORDS = 3
const FUZZY = 4

interface Match {
  entry: IndexEntry
  tier: number
  /** The reading's distance from the literal query. */
  penalty: number
  /** Street types and small words of the query the name has too ('via' for 'Via Cavour'). */
  optional: number
  /** Letters changed to match (fuzzy tier only). */
  edits: number
  houseNumber: string | null
  order: number
}

function better(a: Match, b: Match): boolean {
  return compareMatches(a, b) < 0
}

function compareMatches(a: Match, b: Match): number {
  return (
    a.tier - b.tier ||
    a.penalty - b.penalty ||
    b.optional - a.optional ||
    a.edits - b.edits ||
    (a.entry.lengthM === b.entry.lengthM ? 0 : a.entry.lengthM > b.entry.lengthM ? -1 : 1) ||
    a.order - b.order
  )
}

/** Whether the entry may answer this reading: its comune, quartiere and CAP. */
function allowed(entry: IndexEntry, reading: QueryReading, postalCode: string | null): boolean {
  if (reading.city !== null && entry.city !== reading.city) return false
  if (reading.quartiere !== null && entry.quartiere !== reading.quartiere) return false
  return postalCode === null || entry.postalCodes.includes(postalCode)
}

/** The tier of an entry for a reading by name alone (exact to all words), or -1. */
function nameTier(entry: IndexEntry, key: string, significant: readonly string[], last: string): number {
  if (entry.key === key) return EXACT
  if (entry.altKeys.includes(key)) return ALTERNATIVE
  if (entry.key.startsWith(key) || entry.altKeys.some((alt) => alt.startsWith(key))) return PREFIX
  if (significant.length === 0) return -1
  const all = significant.every(
    (word) => entry.wordSet.has(word) || (word === last && entry.words.some((w) => w.startsWith(word))),
  )
  return all ? ALL_WORDS : -1
}

/** The letters to change for every significant word to be found in the entry, or -1. */
function fuzzyEdits(
  entry: IndexEntry,
  significant: readonly string[],
  last: string,
  near: (word: string) => ReadonlyMap<string, number>,
): number {
  let total = 0
  for (const word of significant) {
    if (entry.wordSet.has(word)) continue
    if (word === last && entry.words.some((w) => w.startsWith(word))) continue
    const candidates = near(word)
    let best = Number.POSITIVE_INFINITY
    for (const w of entry.words) {
      const edits = candidates.get(w)
      if (edits !== undefined && edits < best) best = edits
    }
    if (best === Number.POSITIVE_INFINITY) return -1
    total += best
  }
  return total
}

/** Whether a name has a number the query's words do not ('… traversa 48' for '… traversa'). */
function hasUntypedNumber(entry: IndexEntry, words: readonly string[]): boolean {
  return entry.words.some((word) => /^\d/.test(word) && !words.includes(word))
}

function toResult(match: Match, postalCode: string | null): GeocodeResult {
  const { entry } = match
  if (entry.kind === 'town') {
    const code = entry.postalCodes[0] ?? null
    return {
      label: formatLabel({ street: null, houseNumber: null, postalCode: code, city: entry.city }),
      street: null,
      houseNumber: null,
      city: entry.city,
      postalCode: code,
      province: entry.province,
      lat: entry.lat,
      lng: entry.lng,
      kind: 'town',
    }
  }
  const code = postalCode ?? (entry.postalCodes.length === 1 ? (entry.postalCodes[0] ?? null) : null)
  return {
    label: formatLabel({
      street: entry.name,
      houseNumber: match.houseNumber,
      district: entry.ambiguous ? entry.quartiere : null,
      postalCode: code,
      city: entry.city,
    }),
    street: entry.name,
    houseNumber: match.houseNumber,
    city: entry.city,
    postalCode: code,
    province: entry.province,
    lat: entry.lat,
    lng: entry.lng,
    kind: 'street',
  }
}

function rank(index: AddressIndex, parsed: ParsedQuery, limit: number): GeocodeResult[] {
  const { entries } = index
  const best = new Map<number, Match>()
  const offer = (match: Match) => {
    const current = best.get(match.order)
    if (!current || better(match, current)) best.set(match.order, match)
  }

  // A CAP alone: the towns that have it.
  if (parsed.readings.length === 0 && parsed.postalCode !== null) {
    entries.forEach((entry, order) => {
      if (entry.kind === 'town' && entry.postalCodes.includes(parsed.postalCode as string))
        offer({ entry, tier: EXACT, penalty: 0, optional: 0, edits: 0, houseNumber: null, order })
    })
  }

  const readings = parsed.readings.map((reading) => ({
    reading,
    key: reading.words.join(' '),
    significant: significantWords(reading.words),
    last: reading.words[reading.words.length - 1] ?? '',
  }))

  for (const { reading, key, significant, last } of readings) {
    const town = reading.city !== null ? index.townOf.get(reading.city) : undefined
    if (significant.length === 0 && !town) continue
    entries.forEach((entry, order) => {
      if (!allowed(entry, reading, parsed.postalCode)) return
      let tier = significant.length > 0 ? nameTier(entry, key, significant, last) : -1
      // A town named after the street ('…, Triggiano'): the town itself when its streets are unknown.
      if (tier < 0 && entry === town) tier = significant.length === 0 ? EXACT : ALL_WORDS
      if (tier < 0) return
      // 'Traversa 46' read as 'Traversa' + house number 46 must not offer 'Traversa 48' with number 46.
      if (reading.houseNumber !== null && hasUntypedNumber(entry, reading.words)) return
      const optional = reading.words.reduce(
        (count, word, i) => count + (!isSignificant(word, i) && entry.wordSet.has(word) ? 1 : 0),
        0,
      )
      offer({
        entry,
        tier,
        penalty: reading.penalty,
        optional,
        edits: 0,
        houseNumber: reading.houseNumber,
        order,
      })
    })
  }

  // Typos, only when the exact tiers leave room.
  if (best.size < limit) {
    const nearCache = new Map<string, Map<string, number>>()
    const near = (word: string) => {
      let found = nearCache.get(word)
      if (!found) {
        found = new Map()
        const max = allowedEdits(word)
        if (max > 0)
          for (const candidate of index.vocabulary) {
            const edits = editDistance(word, candidate, max)
            if (edits <= max) found.set(candidate, edits)
          }
        nearCache.set(word, found)
      }
      return found
    }
    for (const { reading, significant, last } of readings) {
      if (significant.length === 0 || !significant.some((word) => allowedEdits(word) > 0)) continue
      entries.forEach((entry, order) => {
        if (best.has(order) || !allowed(entry, reading, parsed.postalCode)) return
        if (reading.houseNumber !== null && hasUntypedNumber(entry, reading.words)) return
        const edits = fuzzyEdits(entry, significant, last, near)
        if (edits < 0) return
        offer({
          entry,
          tier: FUZZY,
          penalty: reading.penalty,
          optional: 0,
          edits,
          houseNumber: reading.houseNumber,
          order,
        })
      })
    }
  }

  const results: GeocodeResult[] = []
  const labels = new Set<string>()
  for (const match of [...best.values()].sort(compareMatches)) {
    const result = toResult(match, parsed.postalCode)
    if (labels.has(result.label)) continue
    labels.add(result.label)
    results.push(result)
    if (results.length >= limit) break
  }
  return results
}

/**
 * The embedded geocoder: answers offline from the streets of the Comune di Bari (bariStreets,
 * ODbL 1.0, © OpenStreetMap contributors) and the eight other comuni of the delivery area
 * (bariTowns), or from the data given. The index is built once, here; a search reads it only.
 *
 * Matching is case- and accent-insensitive, reads street type abbreviations ('c.so', 'v.le',
 * 'p.zza'), ordinals ('1°', '1^', 'prima', 'I'), a house number, a CAP and a trailing town or
 * quartiere; results rank exact name, then name without type or final ordinal, prefix, all words
 * in any order, then small typos; equal matches put the longer street first. See README.md.
 * A search never throws for any query: it gives [] for a blank, over-long or non-string one; it
 * rejects only when its signal is aborted.
 */
export function createOfflineGeocoder(data: OfflineGeocoderData = {}): Geocoder {
  const index = createAddressIndex({
    streets: data.streets ?? bariStreets,
    towns: data.towns ?? bariTowns,
  })
  return {
    async search(query: string, options?: GeocodeSearchOptions): Promise<GeocodeResult[]> {
      const signal = readSignal(options?.signal)
      if (signal?.aborted) throw signal.reason
      try {
        const text = readQuery(query)
        if (text === null) return []
        return rank(index, parseAddressQuery(text, index.places), readLimit(options?.limit))
      } catch {
        return []
      }
    },
  }
}
