import fc from 'fast-check'
import orient from 'robust-orientation'
import robustPointInPolygon from 'robust-point-in-polygon'
import { describe, expect, it } from 'vitest'
import { builtInZones } from './built-in-zones'
import {
  closeRing,
  containsPoint,
  findSelfIntersection,
  openRing,
  type Position,
  readRings,
} from './geometry'

/**
 * An independent reference: on the boundary when exactly on a segment (orientation 0 within the
 * segment's box), otherwise inside when a horizontal ray crosses the ring an odd number of times.
 */
function referenceContains(rings: Position[][], p: Position): boolean {
  const onBoundary = (ring: Position[]) =>
    ring.some((a, i) => {
      const b = ring[(i + 1) % ring.length] as Position
      return (
        orient(a, b, p) === 0 &&
        Math.min(a[0], b[0]) <= p[0] &&
        p[0] <= Math.max(a[0], b[0]) &&
        Math.min(a[1], b[1]) <= p[1] &&
        p[1] <= Math.max(a[1], b[1])
      )
    })
  const crossesOdd = (ring: Position[]) => {
    let inside = false
    ring.forEach((a, i) => {
      const b = ring[(i + 1) % ring.length] as Position
      if (a[1] > p[1] !== b[1] > p[1]) {
        const side = orient(a, b, p)
        if (b[1] > a[1] ? side < 0 : side > 0) inside = !inside
      }
    })
    return inside
  }
  const [outer, ...holes] = rings.map((ring) => openRing(ring))
  if (!outer) return false
  if (onBoundary(outer)) return true
  if (!crossesOdd(outer)) return false
  return !holes.some((hole) => !onBoundary(hole) && crossesOdd(hole))
}

const zoneRings = builtInZones().map((zone) => readRings(zone.polygon.coordinates) as Position[][])

describe('containsPoint', () => {
  it('counts every vertex of every built-in zone as on its boundary (robust-point-in-polygon alone misses some)', () => {
    let missedByLibrary = 0
    zoneRings.forEach((rings) => {
      for (const vertex of rings[0] ?? []) {
        expect(containsPoint(rings, vertex)).toBe(true)
        if (robustPointInPolygon(rings[0] as Position[], vertex) === 1) missedByLibrary++
      }
    })
    // The upstream bug this module works around is real on our data.
    expect(missedByLibrary).toBeGreaterThan(0)
  })

  it('agrees with the reference on points sharing a vertex latitude or longitude (the hard cases)', () => {
    fc.assert(
      fc.property(
        fc.nat(builtInZones().length - 1),
        fc.nat(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.boolean(),
        (zoneIndex, vertexIndex, t, alongLatitude) => {
          const rings = zoneRings[zoneIndex] as Position[][]
          const outer = rings[0] as Position[]
          const vertex = outer[vertexIndex % outer.length] as Position
          const xs = outer.map((p) => p[0])
          const ys = outer.map((p) => p[1])
          const minX = Math.min(...xs)
          const minY = Math.min(...ys)
          const point: Position = alongLatitude
            ? [minX + t * (Math.max(...xs) - minX), vertex[1]]
            : [vertex[0], minY + t * (Math.max(...ys) - minY)]
          expect(containsPoint(rings, point)).toBe(referenceContains(rings, point))
        },
      ),
      { numRuns: 3000 },
    )
  })

  it('agrees with the reference on random points around Bari', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 16.7, max: 17.06, noNaN: true }),
        fc.double({ min: 40.9, max: 41.17, noNaN: true }),
        (lng, lat) => {
          for (const rings of zoneRings)
            expect(containsPoint(rings, [lng, lat])).toBe(referenceContains(rings, [lng, lat]))
        },
      ),
      { numRuns: 500 },
    )
  })

  it('excludes a hole but keeps its boundary', () => {
    const square: Position[] = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
      [0, 0],
    ]
    const hole: Position[] = [
      [4, 4],
      [6, 4],
      [6, 6],
      [4, 6],
      [4, 4],
    ]
    const rings = [square, hole]
    expect(containsPoint(rings, [5, 5])).toBe(false)
    expect(containsPoint(rings, [4, 5])).toBe(true)
    expect(containsPoint(rings, [6, 6])).toBe(true)
    expect(containsPoint(rings, [2, 2])).toBe(true)
    expect(containsPoint(rings, [10, 10])).toBe(true)
    expect(containsPoint(rings, [11, 5])).toBe(false)
  })
})

describe('findSelfIntersection', () => {
  it('finds the crossing of a bow tie', () => {
    const bowTie: Position[] = [
      [0, 0],
      [2, 2],
      [2, 0],
      [0, 2],
    ]
    expect(findSelfIntersection(bowTie)).toEqual([0, 2])
  })

  it('finds a vertex touching a non-neighbouring edge', () => {
    const touching: Position[] = [
      [0, 0],
      [4, 0],
      [4, 4],
      [2, 0],
      [0, 4],
    ]
    expect(findSelfIntersection(touching)).not.toBeNull()
  })

  it('accepts simple rings, the built-in zones included', () => {
    expect(
      findSelfIntersection([
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
      ]),
    ).toBeNull()
    for (const rings of zoneRings) expect(findSelfIntersection(openRing(rings[0] as Position[]))).toBeNull()
  })
})

describe('readRings', () => {
  it('closes open rings and drops repeated points', () => {
    expect(
      readRings([
        [
          [0, 0],
          [1, 0],
          [1, 0],
          [1, 1],
        ],
      ]),
    ).toEqual([
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ],
    ])
    expect(closeRing([[0, 0]])).toEqual([[0, 0]])
  })

  it.each([
    ['undefined', undefined],
    ['a string', 'polygon'],
    ['an empty list', []],
    ['a ring of strings', [['a', 'b', 'c']]],
    [
      'positions with NaN',
      [
        [
          [0, 0],
          [1, Number.NaN],
          [1, 1],
        ],
      ],
    ],
    [
      'too few distinct vertices',
      [
        [
          [0, 0],
          [1, 1],
          [0, 0],
        ],
      ],
    ],
  ])('gives null for %s', (_label, value) => {
    expect(readRings(value)).toBeNull()
  })
})
