/**
 * How long the offline geocoder takes: building its index once, and one search for typical
 * queries (exact names, abbreviations, house numbers, CAPs, towns, typos, junk). A script, not a
 * test: `pnpm --filter @shop/geocoding bench` (see BENCHMARKS.md). Exits 1 when the median search
 * of any query reaches the 5 ms target.
 */
import { createOfflineGeocoder } from '../src/create-offline-geocoder'

const TARGET_MS = 5
const WARM_UP = 200
const RUNS = 500
const BUILDS = 21

const QUERIES = [
  'Via Sparano da Bari',
  'corso cavour 10',
  'v.le Japigia',
  'c.so vittorio emanuele',
  'via argiro, 5 70122',
  'Triggiano',
  'piazza umberto',
  'Libertà',
  'via argiro 5 bari',
  'via roma 10, Triggiano',
  'vico 1° fiume',
  'via spar',
  'sparano via',
  'via sparanno',
  'lungomare nazario suaro 12',
  'via giulio petroni japigia',
  'Via Morelli e Silvati Traversa 46',
  'xyzzy qwerty asdfgh',
]

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] as number

const builds: number[] = []
for (let i = 0; i < BUILDS; i++) {
  const start = performance.now()
  createOfflineGeocoder()
  builds.push(performance.now() - start)
}

const geocoder = createOfflineGeocoder()
for (let i = 0; i < WARM_UP; i++) for (const query of QUERIES) await geocoder.search(query)

const rows: { query: string; median: number; p95: number; results: number }[] = []
const all: number[] = []
for (const query of QUERIES) {
  const times: number[] = []
  let results = 0
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    results = (await geocoder.search(query)).length
    times.push(performance.now() - start)
  }
  all.push(...times)
  rows.push({ query, median: median(times), p95: percentile(times, 0.95), results })
}

const ms = (value: number) => value.toFixed(3)
console.log(`Node ${process.version}, ${RUNS} searches per query after ${WARM_UP} warm-up rounds\n`)
console.log(`index build (createOfflineGeocoder): median ${ms(median(builds))} ms over ${BUILDS}\n`)
console.log('| query | median (ms) | p95 (ms) | results |')
console.log('| --- | ---: | ---: | ---: |')
for (const row of rows)
  console.log(`| \`${row.query}\` | ${ms(row.median)} | ${ms(row.p95)} | ${row.results} |`)
const worst = Math.max(...rows.map((row) => row.median))
console.log(
  `\nall queries: median ${ms(median(all))} ms, p95 ${ms(percentile(all, 0.95))} ms; slowest query median ${ms(worst)} ms`,
)
const pass = worst < TARGET_MS
console.log(`${pass ? 'PASS' : 'FAIL'}: every query's median search under ${TARGET_MS} ms`)
if (!pass) process.exit(1)
