import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { haversineMatrix } from './distance-matrix'
import type { LatLng } from './lat-lng'
import { orderStops, type RouteStop, routePoints, type StopOrder } from './order-stops'
import { readSlot } from './read-slot'
import { bariPoint, defined } from './testing/arbitraries'
import { bruteForcePath } from './testing/brute-force-path'

// A few shared addresses, so that some stops sit at identical coordinates (a block of flats).
const SHARED: LatLng[] = [
  { lat: 41.1177, lng: 16.8697 },
  { lat: 41.1253, lng: 16.8667 },
  { lat: 41.0871, lng: 16.9012 },
]
const LABELS = [
  '08:00 - 09:00',
  '8:00-9:00',
  '09:00 - 10:00',
  '9:00 - 10:00',
  '10:00 AM - 11:00 AM',
  '10:00 - 12:00',
  '15:00 - 16:00',
  'mattina',
  '',
]

interface Input {
  depot: LatLng
  stops: RouteStop[]
  returnToDepot: boolean
}

/** A day: up to `max` stops over a few slots (some unreadable), ids unique, some addresses shared. */
const dayArb = (max: number, labels: readonly string[] = LABELS, min = 0): fc.Arbitrary<Input> =>
  fc.record({
    depot: bariPoint,
    stops: fc
      .array(
        fc.record({
          slot: fc.constantFrom(...labels),
          point: fc.oneof(
            { arbitrary: bariPoint, weight: 4 },
            { arbitrary: fc.constantFrom(...SHARED), weight: 1 },
          ),
        }),
        { minLength: min, maxLength: max, size: 'max' },
      )
      .map((stops) => stops.map((s, index) => ({ id: `s${String(index).padStart(2, '0')}`, ...s }))),
    returnToDepot: fc.boolean(),
  })

const sameObjects = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && new Set(a).size === a.length && a.every((x) => b.includes(x))

/** Metres of visiting `stops` in the given order from route point `from`, back to the depot with `back`. */
function pathMeters(input: Input, from: number, stops: readonly RouteStop[], back: boolean): number {
  const distance = haversineMatrix(routePoints(input))
  let total = 0
  let at = from
  for (const s of stops) {
    const index = input.stops.indexOf(s) + 1
    total += distance(at, index)
    at = index
  }
  return total + (back && stops.length > 0 ? distance(at, 0) : 0)
}

describe('orderStops: properties', () => {
  it('returns every input stop exactly once, with one leg into each and legs that add up', () => {
    fc.assert(
      fc.property(dayArb(25), (input) => {
        const order = orderStops(input)
        expect(sameObjects(order.stops, input.stops)).toBe(true)
        expect(order.slots.flatMap((run) => run.stops)).toEqual(order.stops)
        const expected = order.stops.map((s) => s.id)
        expect(order.legs.filter((leg) => leg.to !== null).map((leg) => leg.to)).toEqual(expected)
        expect(order.legs.map((leg) => leg.from)).toEqual([null, ...expected].slice(0, order.legs.length))
        if (input.returnToDepot && input.stops.length > 0) expect(order.legs.at(-1)?.to).toBeNull()
        const sum = order.legs.reduce((total, leg) => total + leg.meters, 0)
        expect(order.totalMeters).toBeCloseTo(sum, 6)
        expect(order.slots.reduce((total, run) => total + run.meters, 0)).toBeCloseTo(sum, 6)
      }),
      { numRuns: 200 },
    )
  })

  it('never breaks slot order: readable slots by start (then end), each once, unreadable stops last in input order', () => {
    fc.assert(
      fc.property(dayArb(25), (input) => {
        const order = orderStops(input)
        const times = order.stops.map((s) => readSlot(s.slot))
        const firstUnreadable = times.indexOf(null)
        if (firstUnreadable >= 0) {
          expect(times.slice(firstUnreadable).every((t) => t === null)).toBe(true)
          const unreadable = input.stops.filter((s) => readSlot(s.slot) === null)
          expect(order.stops.slice(firstUnreadable)).toEqual(unreadable)
        }
        const readable = times.filter((t) => t !== null)
        for (let i = 1; i < readable.length; i++) {
          const a = defined(readable[i - 1])
          const b = defined(readable[i])
          expect(a.start < b.start || (a.start === b.start && a.end <= b.end)).toBe(true)
        }
        const labels = order.slots.map((run) => run.slot)
        expect(new Set(labels).size).toBe(labels.length)
      }),
      { numRuns: 200 },
    )
  })

  it('never drives a slot longer than its stops in input order would, from the same place', () => {
    fc.assert(
      fc.property(dayArb(40, ['09:00 - 10:00', '10:00 - 11:00', '9:00-10:00', '9:00 - 10:00']), (input) => {
        const order = orderStops(input)
        let from = 0
        order.slots.forEach((run, position) => {
          const back = input.returnToDepot && position === order.slots.length - 1
          const inputOrder = input.stops.filter((s) => run.stops.includes(s))
          expect(run.meters).toBeLessThanOrEqual(pathMeters(input, from, inputOrder, back) + 1e-6)
          expect(run.meters).toBeCloseTo(pathMeters(input, from, run.stops, back), 6)
          from = input.stops.indexOf(defined(run.stops.at(-1))) + 1
        })
      }),
      { numRuns: 150 },
    )
  })

  it('keeps stops at identical coordinates in a slot next to each other', () => {
    fc.assert(
      fc.property(dayArb(25), (input) => {
        for (const run of orderStops(input).slots) {
          if (run.slot === null) continue
          const keys = run.stops.map((s) => `${s.point.lat},${s.point.lng}`)
          for (const key of new Set(keys)) {
            const first = keys.indexOf(key)
            const last = keys.lastIndexOf(key)
            expect(keys.slice(first, last + 1).every((k) => k === key)).toBe(true)
          }
        }
      }),
      { numRuns: 200 },
    )
  })

  it('finds the brute-force optimum for up to 8 stops in a slot', () => {
    fc.assert(
      fc.property(dayArb(8, ['09:00 - 10:00'], 1), (input) => {
        const order = orderStops(input)
        const distance = haversineMatrix(routePoints(input))
        const size = input.stops.length
        const n = size + 1 + (input.returnToDepot ? 1 : 0)
        const dist = new Float64Array(n * n)
        const point = (node: number) => (node > size ? 0 : node)
        for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) dist[i * n + j] = distance(point(i), point(j))
        const optimum = bruteForcePath({ size, dist, end: input.returnToDepot }).meters
        expect(order.totalMeters).toBeCloseTo(optimum, 6)
      }),
      { numRuns: 150 },
    )
  })

  it('gives the same order for the same day, whatever order the stops come in (slots of up to 12 places)', () => {
    const ids = (order: StopOrder) => order.stops.map((s) => s.id).join()
    fc.assert(
      fc.property(
        dayArb(24, ['09:00 - 10:00', '10:00 - 11:00']).chain((input) =>
          fc.record({
            input: fc.constant(input),
            shuffled: fc.shuffledSubarray(input.stops, {
              minLength: input.stops.length,
              maxLength: input.stops.length,
            }),
          }),
        ),
        ({ input, shuffled }) => {
          const order = orderStops(input)
          expect(ids(orderStops(input))).toBe(ids(order))
          const places = (slot: string) =>
            new Set(
              input.stops
                .filter((s) => readSlot(s.slot)?.label === slot)
                .map((s) => `${s.point.lat},${s.point.lng}`),
            ).size
          if (places('09:00 - 10:00') <= 12 && places('10:00 - 11:00') <= 12)
            expect(ids(orderStops({ ...input, stops: shuffled }))).toBe(ids(order))
        },
      ),
      { numRuns: 150 },
    )
  })
})
