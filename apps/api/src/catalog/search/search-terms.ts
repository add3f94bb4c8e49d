import { stemmer } from '@orama/stemmers/italian'
import { QUERY_EXPANSIONS, SYNONYM_GROUPS } from './search-synonyms'

/**
 * How the catalogue search reads text, the same for the products it indexes and for what a
 * customer types: lower case, accents ignored ('tè' = 'te'), apostrophes split ('Sant'Anna'),
 * quantities in litres whatever their unit ('1,5 lt' = '1,5 l' = '150 cl' → '1.5l'), Italian
 * words reduced to their stem (Snowball's Italian stemmer: 'vini' = 'vino', 'birre' = 'birra').
 */

/** Words that say nothing about a product. */
const STOP_WORDS: ReadonlySet<string> = new Set(
  'a ad al allo alla ai agli alle con da dal dallo dalla dai dagli dalle di del dello della dei degli delle e ed il lo la i gli le in nel nello nella nei negli nelle per su sul sullo sulla sui sugli sulle un uno una x'.split(
    ' ',
  ),
)

const LITRES_PER_UNIT: Readonly<Record<string, number>> = {
  l: 1,
  lt: 1,
  litro: 1,
  litri: 1,
  cl: 0.01,
  ml: 0.001,
}
const QUANTITY = /(\d+(?:\.\d+)?)\s*(litri|litro|lt|l|cl|ml)(?![a-z])/g

/** A quantity in litres as one token: 1.5 → '1.5l', 0.33 → '0.33l'. */
const litresToken = (litres: number) => `${Math.round(litres * 1000) / 1000}l`

/** The text as the search compares it: see the module's comment. */
export function normaliseText(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      // A decimal comma is a decimal point: '1,5' is one number.
      .replace(/(\d),(\d)/g, '$1.$2')
      .replace(QUANTITY, (_, amount: string, unit: string) =>
        litresToken(Number(amount) * (LITRES_PER_UNIT[unit] ?? 1)),
      )
      // Anything but letters, digits and a point inside a number separates words.
      .replace(/[^a-z0-9.]+/g, ' ')
      .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
      .trim()
  )
}

/** The words of a text, normalised; stop words kept (phrases such as 'vuoto a rendere' need them). */
export function tokenize(text: string): string[] {
  const normal = normaliseText(text)
  return normal === '' ? [] : normal.split(' ')
}

/** One word as the index keeps it: its stem, or null for a stop word. Numbers and quantities stay. */
export function processTerm(word: string): string | null {
  if (STOP_WORDS.has(word)) return null
  return /^[a-z]{4,}$/.test(word) ? stemmer(word) : word
}

/** A phrase's words as processed terms, the stop words left out: the key phrases are compared on. */
function phraseKey(words: readonly string[]): string {
  return words
    .map(processTerm)
    .filter((term): term is string => term !== null)
    .join(' ')
}

/** For each phrase of the synonym data (by key), the phrases it also finds (by key, as written). */
function buildAlternatives(): Map<string, Map<string, string>> {
  const alternatives = new Map<string, Map<string, string>>()
  const add = (phrase: string, others: readonly string[]) => {
    const key = phraseKey(tokenize(phrase))
    if (key === '') return
    const found = alternatives.get(key) ?? new Map<string, string>()
    for (const other of others) {
      const otherKey = phraseKey(tokenize(other))
      if (otherKey !== '' && otherKey !== key) found.set(otherKey, other)
    }
    alternatives.set(key, found)
  }
  for (const group of SYNONYM_GROUPS) for (const phrase of group) add(phrase, group)
  for (const [phrase, others] of Object.entries(QUERY_EXPANSIONS)) add(phrase, others)
  return alternatives
}

let alternativesByKey: Map<string, Map<string, string>> | undefined
/** The longest phrase the synonym data knows, in terms. */
const LONGEST_PHRASE = 3

/** One part of a query: a term, or a phrase found in the synonym data with what it also finds. */
export interface QueryUnit {
  /** What the customer typed for this part, normalised ('coca cola'). */
  words: string[]
  /** Its terms as the index keeps them ('coca', 'cola'). */
  terms: string[]
  /** Other phrases that this part also finds, as written in the synonym data. */
  alternatives: string[]
}

/**
 * A query split into the parts that must all be found: single terms, and the phrases of the
 * synonym data (the longest first) with their alternatives. Stop words are dropped.
 */
export function queryUnits(query: string): QueryUnit[] {
  alternativesByKey ??= buildAlternatives()
  const words = tokenize(query)
  const units: QueryUnit[] = []
  let at = 0
  while (at < words.length) {
    let matched = false
    for (let length = Math.min(LONGEST_PHRASE, words.length - at); length >= 1; length--) {
      const phrase = words.slice(at, at + length)
      // A phrase starts and ends with a word that says something ('senza alcol', not 'senza alcol di').
      if (length > 1 && (STOP_WORDS.has(phrase[0] as string) || STOP_WORDS.has(phrase[length - 1] as string)))
        continue
      const key = phraseKey(phrase)
      const alternatives = key === '' ? undefined : alternativesByKey.get(key)
      if (alternatives === undefined) continue
      units.push({
        words: phrase,
        terms: key.split(' '),
        alternatives: [...alternatives.values()],
      })
      at += length
      matched = true
      break
    }
    if (matched) continue
    const word = words[at] as string
    const term = processTerm(word)
    if (term !== null) units.push({ words: [word], terms: [term], alternatives: [] })
    at += 1
  }
  return units
}
