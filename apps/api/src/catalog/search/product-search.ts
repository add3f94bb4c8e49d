import MiniSearch, { type Query } from 'minisearch'
import SearchableMap from 'minisearch/SearchableMap'
import { processTerm, type QueryUnit, queryUnits, tokenize } from './search-terms'

/**
 * The catalogue search: an in-memory index of the published products (MiniSearch: BM25 ranking,
 * typo tolerance through a radix tree, documents added and removed one by one), read with the
 * Italian rules of search-terms.ts and the synonyms of search-synonyms.ts.
 *
 * Every part of a query must be found (in the name, the brand, the categories, the tags and
 * attributes, or the short description): 'vino rosso' finds the red wines, not every wine and every
 * red thing. A word of 5 letters or more may carry one typo ('peroini'), of 9 or more two; the last
 * word of a query typed so far, from 3 letters, is also read as the start of a word ('peron' →
 * 'Peroni'). The last 1000 answers are kept until the catalogue changes.
 */

/** What the index reads of a product. */
export interface SearchDocument {
  id: number
  name: string
  /** Brand names (WooCommerce's brands), space-separated. */
  brands: string
  /** The product's categories and their parents, by name. */
  categories: string
  /** Tag names and attribute values. */
  tags: string
  /** The short description, plain text. */
  summary: string
  /** Units sold: equal scores go to the product sold more. */
  popularity: number
}

export interface SearchAnswer {
  /** The products found, best first (frozen: answers are kept and shared). */
  ids: readonly number[]
  /**
   * A query with its unknown words replaced by the nearest words of the catalogue ('peroini' →
   * 'peroni'), when there is one and it finds products; otherwise null.
   */
  didYouMean: string | null
}

export interface FindOptions {
  /** The query is still being typed: its last word may be the start of a longer one. */
  asYouType?: boolean
}

export interface ProductSearch {
  /**
   * Makes the index hold exactly these products: new ones are added, changed ones replaced,
   * missing ones removed; unchanged ones cost a comparison.
   */
  sync(documents: Iterable<SearchDocument>): void
  find(query: string, options?: FindOptions): SearchAnswer
  /** How many products the index holds. */
  readonly size: number
}

const FIELDS = ['name', 'brands', 'categories', 'tags', 'summary'] as const
/** The name's neighbouring words written as one ('Red Bull' → 'redbull', 'Sant'Anna' → 'santanna'). */
const COMPOUNDS = 'compounds'
const BOOST = { name: 3, [COMPOUNDS]: 2, brands: 3, categories: 1.5, tags: 1.5, summary: 0.4 }
/** A synonym counts less than the word typed: 'aranciata' finds Fanta Aranciata before Oransoda. */
const ALTERNATIVE_BOOST = 0.6
/** Fuzzy and prefix matches count less than exact ones. */
const WEIGHTS = { fuzzy: 0.3, prefix: 0.5 }

/** A word being typed is read as the start of longer ones from this many letters ('bir' → 'birra'). */
const MIN_PREFIX = 3
/** How many answers are kept for queries asked again (forgotten whenever the catalogue changes). */
const ANSWERS_KEPT = 1000

/** How many typos a term of the query may carry (terms are stems: 'peroini' → 'peroin'). */
function typosAllowed(term: string): number | false {
  if (/\d/.test(term)) return false
  if (term.length >= 9) return 2
  return term.length >= 5 ? 1 : false
}

/** How far a word may be from the catalogue's for 'Forse cercavi': more than the search forgives. */
const correctionDistance = (term: string) => (term.length <= 3 ? 1 : term.length <= 6 ? 2 : 3)

/** Each pair of neighbouring words of a name written together, space-separated. */
function compounds(name: string): string {
  const words = tokenize(name).filter((word) => /^[a-z]+$/.test(word))
  return words
    .slice(1)
    .map((word, i) => `${words[i]}${word}`)
    .join(' ')
}

/** The fingerprint of a document: a change of any indexed field re-indexes it. */
const fingerprint = (doc: SearchDocument) =>
  `${doc.name}\u0000${doc.brands}\u0000${doc.categories}\u0000${doc.tags}\u0000${doc.summary}\u0000${doc.popularity}`

export interface ProductSearchOptions {
  /** Answers kept for repeated queries; 0 keeps none (the benchmark's cold figures). */
  answersKept?: number
}

export function createProductSearch(options: ProductSearchOptions = {}): ProductSearch {
  const answersKept = options.answersKept ?? ANSWERS_KEPT
  /** Recent answers by query, least recently asked first; emptied by every change of the index. */
  const answers = new Map<string, SearchAnswer>()
  const index = new MiniSearch<SearchDocument>({
    fields: [...FIELDS, COMPOUNDS],
    extractField: (doc, field) =>
      field === COMPOUNDS ? compounds(doc.name) : doc[field as keyof SearchDocument],
    tokenize,
    processTerm: (word) => processTerm(word),
    autoVacuum: false,
    searchOptions: { boost: BOOST, weights: WEIGHTS, fuzzy: typosAllowed, maxFuzzy: 2 },
  })
  const documents = new Map<number, { doc: SearchDocument; print: string }>()
  /**
   * For 'Forse cercavi' and for words run together: every stem of the catalogue and the words it
   * came from, with how many times each occurs; kept up to date as products come and go.
   */
  const vocabulary = new SearchableMap<Map<string, number>>()

  function countWords(doc: SearchDocument, by: 1 | -1): void {
    const words = [...FIELDS.flatMap((field) => tokenize(doc[field])), ...tokenize(compounds(doc.name))]
    for (const word of words) {
      if (!/^[a-z]{3,}$/.test(word)) continue
      const term = processTerm(word)
      if (term === null) continue
      const surfaces = vocabulary.get(term) ?? new Map<string, number>()
      const count = (surfaces.get(word) ?? 0) + by
      if (count > 0) surfaces.set(word, count)
      else surfaces.delete(word)
      if (surfaces.size > 0) vocabulary.set(term, surfaces)
      else vocabulary.delete(term)
    }
  }

  /**
   * Two neighbouring words of the query that the catalogue writes as one ('lemon soda' →
   * 'Lemonsoda') also find that word.
   */
  function joinSplitWords(units: readonly QueryUnit[]): QueryUnit[] {
    const joined: QueryUnit[] = []
    for (let at = 0; at < units.length; at++) {
      const unit = units[at] as QueryUnit
      const next = units[at + 1]
      const single = (u: QueryUnit) => u.words.length === 1 && u.alternatives.length === 0
      if (next && single(unit) && single(next)) {
        const together = `${unit.words[0]}${next.words[0]}`
        const term = processTerm(together)
        if (term !== null && vocabulary.has(term)) {
          joined.push({
            words: [...unit.words, ...next.words],
            terms: [...unit.terms, ...next.terms],
            alternatives: [together],
          })
          at++
          continue
        }
      }
      joined.push(unit)
    }
    return joined
  }

  function forget(doc: SearchDocument): void {
    answers.clear()
    index.remove(doc)
    countWords(doc, -1)
    documents.delete(doc.id)
  }

  const popularity = (id: number) => documents.get(id)?.doc.popularity ?? 0

  function run(units: readonly QueryUnit[], asYouType: boolean): number[] {
    if (units.length === 0) return []
    const queries: Query[] = units.map((unit, position) => {
      const prefix = asYouType && position === units.length - 1
      const phrases = [unit.words.join(' '), ...unit.alternatives]
      return {
        combineWith: 'OR',
        queries: phrases.map((phrase, which) => ({
          combineWith: 'AND',
          queries: [phrase],
          prefix: prefix ? (term: string) => term.length >= MIN_PREFIX : false,
          ...(which > 0 ? { boostTerm: () => ALTERNATIVE_BOOST } : {}),
        })),
      }
    })
    return index
      .search({ combineWith: 'AND', queries })
      .sort((a, b) => b.score - a.score || popularity(b.id) - popularity(a.id) || a.id - b.id)
      .map((result) => result.id as number)
  }

  /** The query with each word the catalogue does not know replaced by its nearest known word. */
  function corrected(units: readonly QueryUnit[]): { units: QueryUnit[]; text: string } | null {
    let changed = false
    const fixed = units.map((unit) => {
      const term = unit.terms[0] as string
      if (unit.alternatives.length > 0 || unit.terms.length !== 1 || !/^[a-z]{3,}$/.test(term)) return unit
      if (vocabulary.has(term)) return unit
      let best: { surface: string; distance: number; count: number } | null = null
      for (const [, [surfaces, distance]] of vocabulary.fuzzyGet(term, correctionDistance(term))) {
        for (const [surface, count] of surfaces) {
          if (
            !best ||
            distance < best.distance ||
            (distance === best.distance && count > best.count) ||
            (distance === best.distance && count === best.count && surface < best.surface)
          )
            best = { surface, distance, count }
        }
      }
      if (!best) return unit
      changed = true
      return queryUnits(best.surface)[0] ?? unit
    })
    return changed ? { units: fixed, text: fixed.map((unit) => unit.words.join(' ')).join(' ') } : null
  }

  return {
    sync(incoming) {
      const seen = new Set<number>()
      for (const doc of incoming) {
        seen.add(doc.id)
        const print = fingerprint(doc)
        const known = documents.get(doc.id)
        if (known?.print === print) continue
        // remove(), not discard(): it takes the old terms out at once, so that no answer is scored
        // on a half-vacuumed index (discard() leaves that to a background vacuum).
        if (known) forget(known.doc)
        index.add(doc)
        countWords(doc, 1)
        answers.clear()
        documents.set(doc.id, { doc, print })
      }
      for (const [id, { doc }] of documents) if (!seen.has(id)) forget(doc)
    },

    find(query, findOptions = {}) {
      const asYouType = findOptions.asYouType === true
      const key = `${asYouType ? 'T' : 'F'}${query}`
      const kept = answers.get(key)
      if (kept) {
        answers.delete(key)
        answers.set(key, kept)
        return kept
      }
      const units = joinSplitWords(queryUnits(query))
      const ids = run(units, asYouType)
      const fix = units.length > 0 ? corrected(units) : null
      const didYouMean = fix && run(fix.units, false).length > 0 ? fix.text : null
      const answer = { ids: Object.freeze(ids), didYouMean }
      if (answersKept > 0) {
        answers.set(key, answer)
        if (answers.size > answersKept) answers.delete(answers.keys().next().value as string)
      }
      return answer
    },

    get size() {
      return documents.size
    },
  }
}
