import { addressParts, STREET_TYPES } from './normalize-address'

/** A place a query may end with ('…, Triggiano', '… 5 bari', '… Palese'): its words and what it restricts. */
export interface PlaceName {
  words: readonly string[]
  /** Only entries of this comune. */
  city?: string
  /** Only entries of this quartiere (as the data writes it). */
  quartiere?: string
}

/** One way of reading a query: which words name the street, and what the other words say. */
export interface QueryReading {
  /** The words to match against names, in order. */
  words: string[]
  /** The house number read from the query ('12', '12/A', '3 bis'), or null. */
  houseNumber: string | null
  city: string | null
  quartiere: string | null
  /** How far this reading is from the literal query (0: every word is the name); ranks equal matches. */
  penalty: number
}

export interface ParsedQuery {
  /** A CAP (5 digits starting with 70) the query gave, or null. */
  postalCode: string | null
  /** The readings to try, the literal one first. */
  readings: QueryReading[]
}

const POSTAL_CODE = /^70\d{3}$/
const HOUSE_NUMBER = /^(\d{1,4}[a-z]?|\d{1,4}\/[a-z0-9]{1,3})$/
const HOUSE_SUFFIX = new Set(['bis', 'ter', 'quater'])
const NO_NUMBER = new Set(['snc', 'sn'])
/** Words an address may end with that say nothing about the street ('(BA)', 'Italia'). */
const TRAILING_NOISE = new Set(['ba', 'italia', 'italy', 'puglia', 'it'])

const hasLetter = (word: string) => /[a-z]/.test(word)

/** '12/a' -> '12/A', '12a' -> '12A', ['3', 'bis'] -> '3 bis'. */
function formatHouseNumber(number: string, suffix: string | undefined): string {
  const written = number.replace(/[a-z]/g, (letter) => letter.toUpperCase())
  return suffix ? `${written} ${suffix}` : written
}

/** The house number at the end of `words`, when a street name comes before it. */
function splitHouseNumber(words: readonly string[]): { words: string[]; houseNumber: string } | null {
  let end = words.length
  while (end > 0 && NO_NUMBER.has(words[end - 1] as string)) end--
  let suffix: string | undefined
  if (end > 1 && HOUSE_SUFFIX.has(words[end - 1] as string) && HOUSE_NUMBER.test(words[end - 2] as string)) {
    suffix = words[end - 1]
    end--
  }
  const number = words[end - 1]
  if (number === undefined || !HOUSE_NUMBER.test(number)) return null
  let start = end - 1
  if (start > 0 && words[start - 1] === 'n') start--
  const rest = words.slice(0, start)
  if (!rest.some(hasLetter)) return null
  return { words: rest, houseNumber: formatHouseNumber(number, suffix) }
}

function endsWith(words: readonly string[], tail: readonly string[]): boolean {
  if (tail.length === 0 || tail.length > words.length) return false
  const offset = words.length - tail.length
  return tail.every((word, i) => words[offset + i] === word)
}

/** The longest place the words end with, or null. */
function trailingPlace(words: readonly string[], places: readonly PlaceName[]): PlaceName | null {
  let best: PlaceName | null = null
  for (const place of places)
    if (endsWith(words, place.words) && (!best || place.words.length > best.words.length)) best = place
  return best
}

function dropTrailingNoise(words: string[]): string[] {
  const kept = [...words]
  while (kept.length > 0 && TRAILING_NOISE.has(kept[kept.length - 1] as string)) kept.pop()
  return kept
}

function samePlace(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((word, i) => b[i] === word)
}

/** Adds a reading, and, when its words end with a house number, the reading that takes it as one. */
function addReadings(
  readings: QueryReading[],
  words: string[],
  place: { city: string | null; quartiere: string | null },
  penalty: number,
): void {
  readings.push({ words, houseNumber: null, ...place, penalty })
  const split = splitHouseNumber(words)
  if (split)
    readings.push({ words: split.words, houseNumber: split.houseNumber, ...place, penalty: penalty + 1 })
}

/**
 * Reads an address query: a CAP anywhere ('70122'), a place at the end ('…, Triggiano', '… bari',
 * up to two: '… Palese, Bari') or alone in the first comma part ('Triggiano, via Roma 5'), and a house
 * number after the street ('12', 'n. 12', '12/A', '3 bis'). Every reading keeps the literal one
 * too, so a street whose name ends with a number or a place ('Via Morelli e Silvati Traversa 46',
 * 'Via Bari') is still found by its whole name.
 */
export function parseAddressQuery(query: string, places: readonly PlaceName[]): ParsedQuery {
  const parts = addressParts(query)
  let postalCode: string | null = null
  const kept: string[][] = []
  for (const part of parts) {
    const words = part.filter((word) => {
      if (!POSTAL_CODE.test(word)) return true
      postalCode = word
      return false
    })
    if (words.length > 0) kept.push(words)
  }
  const words = kept.flat()
  const readings: QueryReading[] = []
  if (words.length === 0) return { postalCode, readings }
  addReadings(readings, words, { city: null, quartiere: null }, 0)
  // '… (BA)', '…, Italia', unless that is the name ('Corso Italia').
  const base = dropTrailingNoise(words)
  if (base.length < words.length && base.length > 0)
    addReadings(readings, base, { city: null, quartiere: null }, 1)

  // A place at the end: '… 5 bari', '…, Triggiano', '… Palese, Bari' (each place read: 'Via Bari,
  // Torre a Mare' is the street Via Bari in Torre a Mare as much as the street Via in Bari).
  const placed: { rest: string[]; city: string | null; quartiere: string | null }[] = []
  let rest = base
  let city: string | null = null
  let quartiere: string | null = null
  for (let found = 0; found < 2; found++) {
    const place = trailingPlace(rest, places)
    if (!place) break
    city = place.city ?? city
    quartiere = place.quartiere ?? quartiere
    rest = dropTrailingNoise(rest.slice(0, rest.length - place.words.length))
    placed.push({ rest, city, quartiere })
  }
  // Or the first comma part alone: 'Triggiano, via Roma 5'.
  const first = kept[0]
  if (placed.length === 0 && first && kept.length > 1) {
    const place = places.find((candidate) => samePlace(candidate.words, first))
    if (place)
      placed.push({
        rest: dropTrailingNoise(kept.slice(1).flat()),
        city: place.city ?? null,
        quartiere: place.quartiere ?? null,
      })
  }
  for (const reading of placed) {
    addReadings(readings, reading.rest, { city: reading.city, quartiere: reading.quartiere }, 1)
    // People place a street in the wrong quartiere more often than in the wrong town.
    if (reading.quartiere !== null && reading.rest.length > 0)
      addReadings(readings, reading.rest, { city: reading.city, quartiere: null }, 2)
  }
  return { postalCode, readings }
}

/**
 * Whether a query names a street rather than a place: it has a street type word (via, viale,
 * piazza, corso, strada, largo, vico, contrada, … or their abbreviations: 'c.so', 'p.zza') or a
 * house number after a name ('Sparano 10', 'Argiro, 5'). 'Altamura', 'Molfetta', 'Torre a Mare' and
 * a CAP alone do not: a search for them may still find a street of that name, which the caller
 * must not take for the place. Anything but a string names no street.
 */
export function isStreetQuery(query: unknown): boolean {
  const parts = addressParts(query).map((part) => part.filter((word) => !POSTAL_CODE.test(word)))
  const words = parts.flat()
  if (words.some((word) => STREET_TYPES.has(word))) return true
  return parts.some((part) => splitHouseNumber(part) !== null) || splitHouseNumber(words) !== null
}
