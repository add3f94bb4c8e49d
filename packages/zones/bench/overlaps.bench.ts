/**
 * How long findZoneOverlaps takes on the 26 built-in zones (all pairs, and one zone against the
 * others as the map editor asks while a vertex moves), against intersecting every pair whole, and
 * what the overlap check adds to validateZones. Medians of several runs, in one process.
 * A script, not a test: `pnpm --filter @shop/zones bench:overlaps` (see BENCHMARKS.md).
 */
import { intersection } from 'polyclip-ts'
import { builtInZones } from '../src/built-in-zones'
import { deliveryZoneSchema } from '../src/delivery-zone-schema'
import { areaM2, findZoneOverlaps } from '../src/find-zone-overlaps'
import { type BBox, type Position, ringsBBox } from '../src/geometry'
import { validateZones } from '../src/validate-zones'

const RUNS = 15
const SLOW_RUNS = 5
const TARGET_MS = 200

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number

/** Median milliseconds of `task` over `runs` runs, after two warm-up runs. */
function measure(task: () => unknown, runs = RUNS): number {
  task()
  task()
  const times: number[] = []
  for (let run = 0; run < runs; run++) {
    const start = performance.now()
    task()
    times.push(performance.now() - start)
  }
  return median(times)
}

const zones = structuredClone(builtInZones())
const vertices = zones.reduce((n, zone) => n + zone.polygon.coordinates.flat().length, 0)

// The first call pays for compiling the code (a server's first save, the CLI's only call).
const coldStart = performance.now()
findZoneOverlaps(zones)
const cold = performance.now() - coldStart
const all = measure(() => findZoneOverlaps(zones))
const onlyEach = measure(() => {
  for (let only = 0; only < zones.length; only++) findZoneOverlaps(zones, { only })
}, 5)
const everyPair = measure(() => {
  for (let i = 0; i < zones.length; i++) {
    for (let j = i + 1; j < zones.length; j++) {
      const a = zones[i]?.polygon.coordinates as Position[][]
      const b = zones[j]?.polygon.coordinates as Position[][]
      areaM2(intersection(a, b) as Position[][][])
    }
  }
}, SLOW_RUNS)
const boxes = zones.map((zone) => ringsBBox(zone.polygon.coordinates))
const boxPairs = measure(() => {
  for (let i = 0; i < zones.length; i++) {
    for (let j = i + 1; j < zones.length; j++) {
      const [a, b] = [boxes[i] as BBox, boxes[j] as BBox]
      if (a[2] <= b[0] || b[2] <= a[0] || a[3] <= b[1] || b[3] <= a[1]) continue
      const first = zones[i]?.polygon.coordinates as Position[][]
      const second = zones[j]?.polygon.coordinates as Position[][]
      areaM2(intersection(first, second) as Position[][][])
    }
  }
}, SLOW_RUNS)
const listSchema = measure(() => validateZones(zones), SLOW_RUNS)
const zoneSchemas = measure(() => {
  for (const zone of zones) deliveryZoneSchema.safeParse(zone)
}, SLOW_RUNS)

const overlaps = findZoneOverlaps(zones).length
const ms = (n: number) => `${n.toFixed(1)} ms`
console.log(`Node ${process.version}, ${new Date().toISOString()}`)
console.log(
  `\n${zones.length} built-in zones, ${vertices.toLocaleString('en-US')} positions; overlaps found: ${overlaps}\n`,
)
console.log('| task | median |')
console.log('|---|---:|')
console.log(`| findZoneOverlaps(builtInZones()), ${RUNS} runs | ${ms(all)} |`)
console.log(`| findZoneOverlaps(builtInZones()), first call in the process | ${ms(cold)} |`)
console.log(`| findZoneOverlaps(builtInZones(), { only }), one zone | ${ms(onlyEach / zones.length)} |`)
console.log(
  `| polyclip-ts intersection of all 325 pairs, whole polygons, ${SLOW_RUNS} runs | ${ms(everyPair)} |`,
)
console.log(
  `| the same, only the pairs whose bounding boxes overlap, whole polygons, ${SLOW_RUNS} runs | ${ms(boxPairs)} |`,
)
console.log(`| validateZones(builtInZones()) | ${ms(listSchema)} |`)
console.log(`| deliveryZoneSchema.safeParse of each zone (no overlap check) | ${ms(zoneSchemas)} |`)

const checks = [
  [`findZoneOverlaps on the 26 zones under ${TARGET_MS} ms`, all < TARGET_MS],
  ['no overlap among the built-in zones', overlaps === 0],
] as const
console.log('')
for (const [name, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'} ${name}`)
if (checks.some(([, ok]) => !ok)) process.exitCode = 1
