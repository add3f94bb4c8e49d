/**
 * Lookups per second of createZoneResolver against a plain loop over the polygons, in one run,
 * for the 26 built-in zones and for 10,000 synthetic zones, with the answers compared on 100,000
 * random points. A script, not a test: `pnpm --filter @shop/zones bench` (see BENCHMARKS.md).
 */
import { builtInZones } from '../src/built-in-zones'
import { createZone } from '../src/create-zone'
import { createZoneResolver } from '../src/create-zone-resolver'
import type { DeliveryZone } from '../src/delivery-zone-schema'
import { containsPoint, type Position, readRings, ringsBBox } from '../src/geometry'
import { resolveZone } from '../src/resolve-zone'

const POINTS = 100_000
const RUNS = 7
/** Fewer runs, on a sample of the points, for the slow baselines. */
const SLOW_RUNS = 3

/** mulberry32: a small seeded PRNG, so every run measures the same zones and points. */
function random(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** 10,000 zones that do not overlap: a 100 × 100 grid, one star-shaped polygon of 6 to 14 vertices per cell. */
function syntheticZones(count: number): DeliveryZone[] {
  const rand = random(42)
  const side = Math.ceil(Math.sqrt(count))
  const [minLng, minLat, maxLng, maxLat] = [16.6, 40.9, 17.1, 41.2]
  const w = (maxLng - minLng) / side
  const h = (maxLat - minLat) / side
  const zones: DeliveryZone[] = []
  for (let i = 0; i < count; i++) {
    const cx = minLng + ((i % side) + 0.5) * w
    const cy = minLat + (Math.floor(i / side) + 0.5) * h
    const n = 6 + Math.floor(rand() * 9)
    const ring: Position[] = []
    for (let k = 0; k < n; k++) {
      const angle = (2 * Math.PI * k) / n
      const r = 0.2 + rand() * 0.28
      ring.push([cx + r * w * Math.cos(angle), cy + r * h * Math.sin(angle)])
    }
    ring.push([...(ring[0] as Position)])
    zones.push(
      createZone(1_700_000_000_000 + i, { polygon: { coordinates: [ring], center: { lat: cy, lng: cx } } }),
    )
  }
  return zones
}

function randomPoints(zones: readonly DeliveryZone[], count: number, seed: number): Position[] {
  const rand = random(seed)
  const [minX, minY, maxX, maxY] = ringsBBox(zones.map((zone) => zone.polygon.coordinates[0] ?? []))
  const padX = (maxX - minX) * 0.05
  const padY = (maxY - minY) * 0.05
  return Array.from({ length: count }, () => [
    minX - padX + rand() * (maxX - minX + 2 * padX),
    minY - padY + rand() * (maxY - minY + 2 * padY),
  ])
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number

/** Median lookups per second of `lookup` over `points`, and its answers (zone index or -1). */
function measure(points: readonly Position[], lookup: (p: Position) => number, runs = RUNS) {
  const answers = new Int32Array(points.length)
  for (let i = 0; i < Math.min(points.length, 2000); i++) lookup(points[i] as Position) // warm-up
  const rates: number[] = []
  for (let run = 0; run < runs; run++) {
    const start = performance.now()
    for (let i = 0; i < points.length; i++) answers[i] = lookup(points[i] as Position)
    rates.push(points.length / ((performance.now() - start) / 1000))
  }
  return { rate: median(rates), answers }
}

function differences(a: Int32Array, b: Int32Array): number {
  let count = 0
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) count++
  return count
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US')

function benchmark(label: string, zones: DeliveryZone[], plainSample: number, apiSample: number) {
  const rings = zones.map((zone) => readRings(zone.polygon.coordinates) as Position[][])
  const boxes = rings.map((r) => ringsBBox(r.slice(0, 1)))
  const indexOf = new Map(zones.map((zone, i) => [zone, i]))
  const points = randomPoints(zones, POINTS, 7)

  const plainLoop = (p: Position) => {
    for (let i = 0; i < rings.length; i++) if (containsPoint(rings[i] as Position[][], p)) return i
    return -1
  }
  const bboxLoop = (p: Position) => {
    for (let i = 0; i < rings.length; i++) {
      const b = boxes[i] as number[]
      if (
        p[0] < (b[0] as number) ||
        p[0] > (b[2] as number) ||
        p[1] < (b[1] as number) ||
        p[1] > (b[3] as number)
      )
        continue
      if (containsPoint(rings[i] as Position[][], p)) return i
    }
    return -1
  }

  const buildStart = performance.now()
  const resolver = createZoneResolver(zones)
  const buildMs = performance.now() - buildStart
  const viaResolver = (p: Position) => {
    const zone = resolver.resolve({ coordinates: { lat: p[1], lng: p[0] } })
    return zone ? (indexOf.get(zone) as number) : -1
  }
  const viaResolveZone = (p: Position) => {
    const zone = resolveZone({ coordinates: { lat: p[1], lng: p[0] } }, zones)
    return zone ? (indexOf.get(zone) as number) : -1
  }

  const indexed = measure(points, viaResolver)
  const bbox = measure(points, bboxLoop, SLOW_RUNS)
  const sample = points.slice(0, plainSample)
  const plain = measure(sample, plainLoop, SLOW_RUNS)
  const apiPoints = points.slice(0, apiSample)
  const api = measure(apiPoints, viaResolveZone, SLOW_RUNS)

  const hits = indexed.answers.reduce((n, a) => n + (a >= 0 ? 1 : 0), 0)
  const rows = [
    ['createZoneResolver().resolve', indexed.rate, POINTS, differences(indexed.answers, bbox.answers)],
    ['plain loop, bounding-box check first', bbox.rate, POINTS, 0],
    [
      'plain loop over the polygons',
      plain.rate,
      sample.length,
      differences(plain.answers, bbox.answers.slice(0, sample.length)),
    ],
    [
      'resolveZone (no index: checks every polygon on every call)',
      api.rate,
      apiPoints.length,
      differences(api.answers, bbox.answers.slice(0, apiPoints.length)),
    ],
  ] as const
  console.log(
    `\n### ${label}: ${zones.length} zones, ${POINTS.toLocaleString('en-US')} random points (${hits.toLocaleString('en-US')} in a zone); index built in ${buildMs.toFixed(1)} ms\n`,
  )
  console.log('| lookup | lookups/s (median) | points | answers differing from the bounding-box loop |')
  console.log('|---|---:|---:|---:|')
  for (const [name, rate, n, diff] of rows) console.log(`| ${name} | ${fmt(rate)} | ${fmt(n)} | ${diff} |`)
  console.log(
    `\nSpeed-up of the resolver: ${(indexed.rate / plain.rate).toFixed(1)}x the plain loop, ${(indexed.rate / bbox.rate).toFixed(1)}x the bounding-box loop.`,
  )
  return {
    indexed: indexed.rate,
    plain: plain.rate,
    bbox: bbox.rate,
    mismatches: rows.reduce((n, r) => n + r[3], 0),
  }
}

console.log(`Node ${process.version}, ${new Date().toISOString()}`)
const small = benchmark('Built-in zones', [...builtInZones()], POINTS, 20_000)
const large = benchmark('Synthetic zones', syntheticZones(10_000), 2_000, 200)

const checks = [
  [`26 zones: at least 1,000,000 lookups/s`, small.indexed >= 1_000_000],
  [`10,000 zones: at least 20x the plain loop`, large.indexed / large.plain >= 20],
  ['identical answers everywhere', small.mismatches + large.mismatches === 0],
] as const
console.log('')
for (const [name, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'} ${name}`)
if (checks.some(([, ok]) => !ok)) process.exitCode = 1
