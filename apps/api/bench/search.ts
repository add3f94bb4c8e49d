/**
 * The catalogue search at 10,000 products (issue 24: p99 under 10 ms): builds the index of a
 * generated catalogue, then times every query of the relevance set, as a full query and as typed
 * so far, ROUNDS times each, in one process with nothing else running. Answers are not kept
 * between queries (answersKept: 0), so every query is searched; the last line is the same typing
 * with the 1000 answers the shop keeps.
 *
 *   pnpm bench:search                 # 10,000 products
 *   PRODUCTS=150 pnpm bench:search    # about the seeded shop's size: the baseline of the same run
 *
 * Prints the build time and p50/p99/max per kind of query, in ms.
 */
import { performance } from 'node:perf_hooks'
import { createProductSearch, type SearchDocument } from '../src/catalog/search/product-search'
import { RELEVANCE_SET } from '../test/search-relevance-set'

const PRODUCTS = Number(process.env.PRODUCTS ?? 10_000)
const ROUNDS = Number(process.env.ROUNDS ?? 50)

/** A small deterministic generator (mulberry32): the same catalogue on every run. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const KINDS: [categories: string, words: string[]][] = [
  ['Acqua Acqua naturale', ['Acqua', 'Naturale', 'Oligominerale', 'Leggera']],
  ['Acqua Acqua frizzante', ['Acqua', 'Frizzante', 'Effervescente Naturale', 'Leggermente Frizzante']],
  ['Acqua Acqua in vetro', ['Acqua', 'in vetro', 'vuoto a rendere', 'Naturale']],
  ['Birra Birre italiane', ['Birra', 'Lager', 'Bionda', 'Non Filtrata', 'Doppio Malto']],
  ['Birra Birre estere', ['Birra', 'Pils', 'Weiss', 'Stout', 'Analcolica']],
  ['Birra Birre artigianali', ['Birrificio', 'IPA', 'Ambrata', 'Saison', 'Blanche']],
  ['Bevande Bibite gassate', ['Cola', 'Aranciata', 'Limonata', 'Chinotto', 'Tonica', 'Zero']],
  ['Bevande Succhi di frutta', ['Succo', 'Pesca', 'Pera', 'Albicocca', 'ACE', 'Arancia Rossa']],
  ['Bevande Tè freddi', ['Tè', 'Limone', 'Pesca', 'Ice Tea']],
  ['Vino Vini rossi', ['Primitivo', 'Negroamaro', 'Nero di Troia', 'Susumaniello', 'Rosso', 'Riserva']],
  ['Vino Vini bianchi', ['Fiano', 'Verdeca', 'Bombino Bianco', 'Chardonnay', 'Malvasia', 'Bianco']],
  ['Vino Vini rosati', ['Rosato', 'Negroamaro Rosato', 'Primitivo Rosato']],
  ['Vino Bollicine', ['Prosecco', 'Spumante', 'Brut', 'Extra Dry', 'Franciacorta']],
]
const SIZES = ['33 cl', '50 cl', '66 cl', '75 cl', '1 lt', '1,5 lt', '2 lt', '25 cl', '200 ml', '125 ml']
const PACKS = ['x 6', 'x 12', 'x 24', 'confezione da 6 bottiglie', '24 lattine', 'pack da 3', '']
const SYLLABLES = [
  'ma',
  'ri',
  'lo',
  'ven',
  'ta',
  'sa',
  'le',
  'mon',
  'tor',
  're',
  'pi',
  'no',
  'ca',
  'stel',
  'ba',
  'ri',
]
const PLACES = [
  'Salento',
  'Puglia',
  'Murgia',
  'Gargano',
  'Valle d’Itria',
  'Manduria',
  'Trani',
  'Bari',
  'Castel del Monte',
]

function catalogue(count: number): SearchDocument[] {
  const next = random(24)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T
  const brand = () => {
    const name = Array.from({ length: 2 + Math.floor(next() * 2) }, () => pick(SYLLABLES)).join('')
    return name.charAt(0).toUpperCase() + name.slice(1)
  }
  const brands = Array.from({ length: 800 }, brand)
  return Array.from({ length: count }, (_, i) => {
    const [categories, words] = pick(KINDS)
    const maker = pick(brands)
    const name = [maker, pick(words), pick(words), next() < 0.4 ? pick(PLACES) : '', pick(SIZES), pick(PACKS)]
      .filter(Boolean)
      .join(' ')
    return {
      id: i + 1,
      name,
      brands: maker,
      categories,
      tags: '',
      summary: `${pick(words)} di ${maker}, dalla ${pick(PLACES)}: da servire fresco, ${pick(words).toLowerCase()}.`,
      popularity: Math.floor(next() * 500),
    }
  })
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN

const documents = catalogue(PRODUCTS)
const search = createProductSearch({ answersKept: 0 })
const built = performance.now()
search.sync(documents)
const buildMs = performance.now() - built
// The first query after a change builds the 'Forse cercavi' vocabulary: timed apart.
const firstStarted = performance.now()
search.find('peroini')
const firstQueryMs = performance.now() - firstStarted

const queries = RELEVANCE_SET.map((c) => c.query)
const typing = queries.flatMap((query) =>
  Array.from({ length: Math.min(query.length, 6) }, (_, i) => query.slice(0, query.length - i)).filter(
    (prefix) => prefix.trim().length >= 2,
  ),
)

function time(label: string, list: string[], asYouType: boolean) {
  const times: number[] = []
  const slowest = new Map<string, number>()
  let found = 0
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of list) {
      const started = performance.now()
      found += search.find(query, { asYouType }).ids.length
      const ms = performance.now() - started
      times.push(ms)
      slowest.set(query, Math.max(slowest.get(query) ?? 0, ms))
    }
  }
  if (process.env.SLOWEST)
    console.log(
      [...slowest]
        .sort((a, b) => b[1] - a[1])
        .slice(0, Number(process.env.SLOWEST))
        .map(([q, ms]) => `${q} ${ms.toFixed(1)}`)
        .join(' | '),
    )
  times.sort((a, b) => a - b)
  console.log(
    `${label.padEnd(26)} ${String(times.length).padStart(6)} queries  p50 ${percentile(times, 50).toFixed(3)} ms  p99 ${percentile(times, 99).toFixed(3)} ms  max ${(times.at(-1) ?? 0).toFixed(3)} ms  (${(found / times.length).toFixed(1)} found per query)`,
  )
}

if (process.env.ONE) {
  const q = process.env.ONE
  const ms: number[] = []
  for (let i = 0; i < 200; i++) {
    const started = performance.now()
    search.find(q)
    ms.push(performance.now() - started)
  }
  ms.sort((a, b) => a - b)
  console.log(
    q,
    'median',
    percentile(ms, 50).toFixed(2),
    'p99',
    percentile(ms, 99).toFixed(2),
    'found',
    search.find(q).ids.length,
  )
}
console.log(`Node ${process.version}, ${PRODUCTS} products, ${ROUNDS} rounds`)
console.log(`index built in ${buildMs.toFixed(0)} ms; first query (vocabulary) ${firstQueryMs.toFixed(1)} ms`)
time('relevance set, full', queries, false)
time('relevance set, as typed', typing, true)
const kept = createProductSearch()
kept.sync(documents)
const timeKept = (list: string[]) => {
  const times: number[] = []
  for (let round = 0; round < ROUNDS; round++)
    for (const query of list) {
      const started = performance.now()
      kept.find(query, { asYouType: true })
      times.push(performance.now() - started)
    }
  times.sort((a, b) => a - b)
  console.log(
    `${'as typed, answers kept'.padEnd(26)} ${String(times.length).padStart(6)} queries  p50 ${percentile(times, 50).toFixed(3)} ms  p99 ${percentile(times, 99).toFixed(3)} ms`,
  )
}
timeKept(typing)
