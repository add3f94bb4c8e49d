/**
 * How good and how fast orderStops is. A script, not a test: `pnpm --filter @shop/stops bench`
 * (see BENCHMARKS.md). Every instance is seeded: the same run gives the same instances.
 *
 * (a) Quality: 200 random instances of each size 5…9 (one slot, points in Bari's box, the depot
 * too), as an open path and returning to the depot. For each, the length of orderStops' order, of
 * the heuristic alone (what slots of more than 12 places get), and of nearest neighbour alone,
 * against the optimum by brute force (every order tried). Gap = length / optimum − 1.
 *
 * (b) Speed: orderStops on 40 stops in one slot (the heuristic's case) and 40 stops in 8 slots of
 * 5 (exact per slot), 10 warm-up runs then 50 timed runs on 50 instances, performance.now() around
 * the call (distances included). The one-slot orders are also compared with the best order a
 * search 20 times as long finds (2,000 kicks instead of 100): there is no optimum to compare with.
 *
 * Exits 1 (FAIL) when an instance of (a) is more than 5 % above the optimum, for orderStops or the
 * heuristic alone, or when a p95 of (b) reaches 50 ms.
 */
import { availableParallelism, cpus } from 'node:os'
import { haversineMatrix } from '../src/distance-matrix'
import type { LatLng } from '../src/lat-lng'
import { orderStops, type RouteStop, routePoints } from '../src/order-stops'
import {
  DEFAULT_KICKS,
  EXACT_MAX_STOPS,
  nodeCount,
  type PathProblem,
  pathLength,
  solvePathHeuristic,
} from '../src/solve-path'
import { bruteForcePath } from '../src/testing/brute-force-path'

const INSTANCES = 200
const SIZES = [5, 6, 7, 8, 9]
const RUNS = 50
const WARM_UP = 10
const GAP_LIMIT = 0.05
const TIME_LIMIT_MS = 50
const LONG_KICKS = 2_000
const BOX = { south: 41.05, north: 41.15, west: 16.8, east: 16.95 }
const SLOTS = [
  '08:00 - 09:00',
  '09:00 - 10:00',
  '10:00 - 11:00',
  '11:00 - 12:00',
  '12:00 - 13:00',
  '13:00 - 14:00',
  '14:00 - 15:00',
  '15:00 - 16:00',
]

/** A small seeded generator (mulberry32), so that every run measures the same instances. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

interface Instance {
  depot: LatLng
  stops: RouteStop[]
}

function instance(next: () => number, size: number, slotOf: (index: number) => string): Instance {
  const point = (): LatLng => ({
    lat: BOX.south + next() * (BOX.north - BOX.south),
    lng: BOX.west + next() * (BOX.east - BOX.west),
  })
  const depot = point()
  const stops = Array.from({ length: size }, (_, index) => ({
    id: `stop-${String(index).padStart(2, '0')}`,
    slot: slotOf(index),
    point: point(),
  }))
  return { depot, stops }
}

/** The one-slot problem the solvers see: the depot (node 0), the stops, the depot again with `end`. */
function problemOf(input: Instance, end: boolean): PathProblem {
  const distance = haversineMatrix(routePoints(input))
  const size = input.stops.length
  const point = (node: number) => (node > size ? 0 : node)
  const problem = { size, end, dist: new Float64Array(0) }
  const n = nodeCount(problem)
  const dist = new Float64Array(n * n)
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) dist[i * n + j] = distance(point(i), point(j))
  return { ...problem, dist }
}

function nearestNeighbourLength(problem: PathProblem): number {
  const n = nodeCount(problem)
  const left = new Set(Array.from({ length: problem.size }, (_, index) => index + 1))
  const order: number[] = []
  let from = 0
  while (left.size > 0) {
    let best = -1
    for (const to of left)
      if (best < 0 || (problem.dist[from * n + to] as number) < (problem.dist[from * n + best] as number))
        best = to
    order.push(best)
    left.delete(best)
    from = best
  }
  return pathLength(problem, order)
}

interface Gaps {
  sum: number
  max: number
  over: number
  optimal: number
}
const noGaps = (): Gaps => ({ sum: 0, max: 0, over: 0, optimal: 0 })
function add(gaps: Gaps, length: number, optimum: number): void {
  const gap = length / optimum - 1
  gaps.sum += gap
  gaps.max = Math.max(gaps.max, gap)
  if (gap > GAP_LIMIT) gaps.over++
  if (gap <= 1e-9) gaps.optimal++
}
const percent = (value: number, digits = 2) => `${(value * 100).toFixed(digits)} %`
const summary = (gaps: Gaps) =>
  `${percent(gaps.sum / INSTANCES)} / ${percent(gaps.max)} (${gaps.optimal} optimal${gaps.over ? `, ${gaps.over} over 5 %` : ''})`

let failed = false
const print = (line = '') => console.log(line)

print(`# @shop/stops benchmark`)
print()
print(
  `Node ${process.version}, ${availableParallelism()} CPUs (${cpus()[0]?.model ?? 'unknown'}); exact up to ${EXACT_MAX_STOPS} places a slot, heuristic ${DEFAULT_KICKS} kicks.`,
)
print()
print(`## (a) Gap to the brute-force optimum, ${INSTANCES} random instances per row`)
print()
print('Mean / max gap; how many of the instances were optimal (and more than 5 % above it).')
print()
print('| stops | route | orderStops | heuristic alone | nearest neighbour alone |')
print('| ----: | ----- | ---------- | --------------- | ----------------------- |')
const qualityStarted = performance.now()
for (const size of SIZES) {
  for (const end of [false, true]) {
    const next = random(1_000 * size + (end ? 1 : 0))
    const ordered = noGaps()
    const heuristic = noGaps()
    const nearest = noGaps()
    for (let run = 0; run < INSTANCES; run++) {
      const input = instance(next, size, () => '09:00 - 10:00')
      const problem = problemOf(input, end)
      const optimum = bruteForcePath(problem).meters
      add(ordered, orderStops({ ...input, returnToDepot: end }).totalMeters, optimum)
      add(heuristic, pathLength(problem, solvePathHeuristic(problem)), optimum)
      add(nearest, nearestNeighbourLength(problem), optimum)
    }
    if (ordered.over > 0 || heuristic.over > 0) failed = true
    print(
      `| ${size} | ${end ? 'back to depot' : 'open'} | ${summary(ordered)} | ${summary(heuristic)} | ${summary(nearest)} |`,
    )
  }
}
console.error(`(quality: ${((performance.now() - qualityStarted) / 1000).toFixed(1)} s)`)

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

print()
print(`## (b) Time of orderStops, ${RUNS} runs on ${RUNS} instances after ${WARM_UP} warm-up runs`)
print()
print('| case | median | p95 | max | gap to a 20× longer search (mean / max) |')
print('| ---- | -----: | --: | --: | --------------------------------------- |')
const cases = [
  { name: '40 stops, 1 slot', slotOf: () => '10:00 - 11:00', compare: true },
  { name: '40 stops, 8 slots of 5', slotOf: (index: number) => SLOTS[index % 8] as string, compare: false },
]
for (const c of cases) {
  const next = random(40_000 + (c.compare ? 1 : 2))
  const inputs = Array.from({ length: WARM_UP + RUNS }, () => instance(next, 40, c.slotOf))
  const times: number[] = []
  const lengths: number[] = []
  inputs.forEach((input, index) => {
    const started = performance.now()
    const order = orderStops(input)
    const ms = performance.now() - started
    if (order.stops.length !== 40) throw new Error('orderStops lost a stop')
    if (index >= WARM_UP) {
      times.push(ms)
      lengths.push(order.totalMeters)
    }
  })
  let compared = '—'
  if (c.compare) {
    let sum = 0
    let max = 0
    inputs.slice(WARM_UP).forEach((input, index) => {
      const problem = problemOf(input, false)
      const best = pathLength(problem, solvePathHeuristic(problem, { kicks: LONG_KICKS }))
      const gap = (lengths[index] as number) / best - 1
      sum += gap
      max = Math.max(max, gap)
    })
    compared = `${percent(sum / RUNS)} / ${percent(max)}`
  }
  const sorted = [...times].sort((a, b) => a - b)
  const p95 = percentile(sorted, 95)
  if (p95 >= TIME_LIMIT_MS) failed = true
  print(
    `| ${c.name} | ${percentile(sorted, 50).toFixed(2)} ms | ${p95.toFixed(2)} ms | ${(sorted.at(-1) ?? 0).toFixed(2)} ms | ${compared} |`,
  )
}
print()
print(failed ? 'FAIL: past 5 % or 50 ms' : 'PASS: every instance within 5 %, every p95 under 50 ms')
if (failed) process.exitCode = 1
