import fc from 'fast-check'
import { intersection } from 'polyclip-ts'
import { describe, expect, it } from 'vitest'
import { builtInZones } from './built-in-zones'
import { areaM2, findZoneOverlaps, type ZoneWithPolygon } from './find-zone-overlaps'
import type { Position } from './geometry'

type Box = [minLng: number, minLat: number, maxLng: number, maxLat: number]

const ringOf = ([x0, y0, x1, y1]: Box): Position[] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
  [x0, y0],
]
const rectangle = (box: Box, ...holes: Box[]): ZoneWithPolygon => ({
  polygon: { coordinates: [ringOf(box), ...holes.map(ringOf)] },
})

// The area of a longitude/latitude rectangle on a sphere of the Earth's mean radius, exactly:
// R² Δλ (sin φ₂ − sin φ₁). An independent reference for the code's equirectangular approximation.
const EARTH_RADIUS_M = 6_371_008.8
const rad = (deg: number) => (deg * Math.PI) / 180
const sphereAreaM2 = ([x0, y0, x1, y1]: Box) =>
  EARTH_RADIUS_M ** 2 * rad(x1 - x0) * (Math.sin(rad(y1)) - Math.sin(rad(y0)))

/** A region's vertices, as sorted "lng,lat" keys (ring order and starting vertex do not matter). */
const vertexKeys = (rings: readonly Position[][]) =>
  [...new Set(rings.flat().map((p) => `${p[0]},${p[1]}`))].sort()

const A: Box = [16.8, 41.1, 16.82, 41.12]

describe('findZoneOverlaps', () => {
  it('finds two squares that overlap, with the shared area and its shape', () => {
    const shared: Box = [16.81, 41.11, 16.82, 41.12]
    const overlaps = findZoneOverlaps([rectangle(A), rectangle([16.81, 41.11, 16.83, 41.13])])
    expect(overlaps).toHaveLength(1)
    const [overlap] = overlaps
    expect(overlap?.first).toBe(0)
    expect(overlap?.second).toBe(1)
    // About 0.93 km²; the approximation is within 1 % of the sphere.
    expect(Math.abs((overlap?.areaM2 ?? 0) / sphereAreaM2(shared) - 1)).toBeLessThan(0.01)
    expect(overlap?.region).toHaveLength(1)
    const rings = overlap?.region[0] ?? []
    expect(rings).toHaveLength(1)
    const ring = rings[0] ?? []
    expect(ring[0]).toEqual(ring[ring.length - 1])
    expect(vertexKeys(rings)).toEqual(vertexKeys([ringOf(shared)]))
  })

  it('gives the indexes in list order, first < second, whichever zone comes first', () => {
    const overlaps = findZoneOverlaps([
      rectangle([17.5, 40.5, 17.6, 40.6]),
      rectangle([16.81, 41.11, 16.83, 41.13]),
      rectangle(A),
    ])
    expect(overlaps.map(({ first, second }) => [first, second])).toEqual([[1, 2]])
  })

  it('measures small overlaps in square metres, at the latitude of the zones', () => {
    // A 0.0001° × 0.0001° overlap: about 11 m × 8.4 m at 41° N, about 11 m × 11 m at the equator.
    const near = findZoneOverlaps([rectangle(A), rectangle([16.8199, 41.1199, 16.83, 41.13])])
    expect(
      Math.abs((near[0]?.areaM2 ?? 0) / sphereAreaM2([16.8199, 41.1199, 16.82, 41.12]) - 1),
    ).toBeLessThan(0.01)
    const equator = findZoneOverlaps([
      rectangle([10, 0, 10.02, 0.02]),
      rectangle([10.0199, 0.0199, 10.03, 0.03]),
    ])
    expect(
      Math.abs((equator[0]?.areaM2 ?? 0) / sphereAreaM2([10.0199, 0.0199, 10.02, 0.02]) - 1),
    ).toBeLessThan(0.01)
  })

  it('does not count zones that share an edge or a vertex', () => {
    expect(findZoneOverlaps([rectangle(A), rectangle([16.82, 41.1, 16.84, 41.12])])).toEqual([])
    expect(findZoneOverlaps([rectangle(A), rectangle([16.81, 41.12, 16.83, 41.14])])).toEqual([])
    expect(findZoneOverlaps([rectangle(A), rectangle([16.82, 41.12, 16.84, 41.14])])).toEqual([])
    // Neighbours whose common border has different vertices on each side (a T junction).
    const left: ZoneWithPolygon = {
      polygon: {
        coordinates: [
          [
            [16.8, 41.1],
            [16.82, 41.1],
            [16.82, 41.105],
            [16.82, 41.112],
            [16.82, 41.12],
            [16.8, 41.12],
            [16.8, 41.1],
          ],
        ],
      },
    }
    expect(findZoneOverlaps([left, rectangle([16.82, 41.108, 16.84, 41.13])])).toEqual([])
  })

  it('finds a zone drawn inside another, also when it touches the border from inside', () => {
    const inner: Box = [16.805, 41.105, 16.81, 41.11]
    const inside = findZoneOverlaps([rectangle(A), rectangle(inner)])
    expect(inside).toHaveLength(1)
    expect(Math.abs((inside[0]?.areaM2 ?? 0) / sphereAreaM2(inner) - 1)).toBeLessThan(0.01)
    expect(vertexKeys(inside[0]?.region[0] ?? [])).toEqual(vertexKeys([ringOf(inner)]))

    const alongEdge: Box = [16.8, 41.105, 16.81, 41.11]
    const touching = findZoneOverlaps([rectangle(alongEdge), rectangle(A)])
    expect(touching.map(({ first, second }) => [first, second])).toEqual([[0, 1]])
    expect(Math.abs((touching[0]?.areaM2 ?? 0) / sphereAreaM2(alongEdge) - 1)).toBeLessThan(0.01)

    expect(findZoneOverlaps([rectangle(A), rectangle(A)])).toHaveLength(1)
  })

  it('finds nothing between disjoint zones, also when their boxes overlap', () => {
    expect(findZoneOverlaps([rectangle(A), rectangle([16.9, 41.2, 16.92, 41.22])])).toEqual([])
    const triangle = (ring: Position[]): ZoneWithPolygon => ({ polygon: { coordinates: [ring] } })
    expect(
      findZoneOverlaps([
        triangle([
          [16.8, 41.1],
          [16.82, 41.1],
          [16.8, 41.12],
          [16.8, 41.1],
        ]),
        triangle([
          [16.82, 41.101],
          [16.82, 41.12],
          [16.801, 41.12],
          [16.82, 41.101],
        ]),
      ]),
    ).toEqual([])
  })

  it('takes holes into account', () => {
    const withHole = rectangle(A, [16.805, 41.105, 16.815, 41.115])
    expect(findZoneOverlaps([withHole, rectangle([16.806, 41.106, 16.814, 41.114])])).toEqual([])
    const crossing: Box = [16.81, 41.11, 16.83, 41.13]
    const [overlap] = findZoneOverlaps([withHole, rectangle(crossing)])
    const expected = sphereAreaM2([16.81, 41.11, 16.82, 41.12]) - sphereAreaM2([16.81, 41.11, 16.815, 41.115])
    expect(Math.abs((overlap?.areaM2 ?? 0) / expected - 1)).toBeLessThan(0.01)
    // Around the hole: the shared region has the hole too, and its area does not count.
    const around: Box = [16.801, 41.101, 16.819, 41.119]
    const [ring] = findZoneOverlaps([withHole, rectangle(around)])
    expect(ring?.region[0]).toHaveLength(2)
    const ringArea = sphereAreaM2(around) - sphereAreaM2([16.805, 41.105, 16.815, 41.115])
    expect(Math.abs((ring?.areaM2 ?? 0) / ringArea - 1)).toBeLessThan(0.01)
  })

  it('reports shared areas from minAreaM2 up (1 m² by default)', () => {
    // 0.00001° × 0.00001°: about 0.93 m² at 41° N.
    const tiny = [rectangle(A), rectangle([16.81999, 41.11999, 16.83, 41.13])]
    expect(findZoneOverlaps(tiny)).toEqual([])
    expect(findZoneOverlaps(tiny, { minAreaM2: 0.5 })).toHaveLength(1)
    const small = [rectangle(A), rectangle([16.8199, 41.1199, 16.83, 41.13])] // about 93 m²
    expect(findZoneOverlaps(small)).toHaveLength(1)
    expect(findZoneOverlaps(small, { minAreaM2: 100 })).toEqual([])
    // Even with no minimum, zones that only touch do not overlap: two halves of a square.
    const halves = [
      [
        [16.8, 41.1],
        [16.82, 41.1],
        [16.8, 41.12],
        [16.8, 41.1],
      ],
      [
        [16.82, 41.1],
        [16.82, 41.12],
        [16.8, 41.12],
        [16.82, 41.1],
      ],
    ].map((ring) => ({ polygon: { coordinates: [ring] } }))
    expect(findZoneOverlaps(halves, { minAreaM2: 0 })).toEqual([])
    expect(findZoneOverlaps(tiny, { minAreaM2: 0 })).toHaveLength(1)
  })

  it('checks one zone against the others with `only`', () => {
    const zones = [
      rectangle(A),
      rectangle([16.81, 41.11, 16.83, 41.13]),
      rectangle([16.825, 41.125, 16.84, 41.14]),
      rectangle([16.7, 41.0, 16.71, 41.01]),
    ]
    const pairs = (only?: number) =>
      findZoneOverlaps(zones, only === undefined ? {} : { only }).map(({ first, second }) => [first, second])
    expect(pairs()).toEqual([
      [0, 1],
      [1, 2],
    ])
    expect(pairs(0)).toEqual([[0, 1]])
    expect(pairs(1)).toEqual([
      [0, 1],
      [1, 2],
    ])
    expect(pairs(2)).toEqual([[1, 2]])
    expect(pairs(3)).toEqual([])
    for (const only of [-1, 4, 1.5, Number.NaN]) expect(pairs(only)).toEqual([])
    expect(findZoneOverlaps(zones, { only: 1 })).toEqual(
      findZoneOverlaps(zones).filter((o) => o.first === 1 || o.second === 1),
    )
  })

  it('skips malformed zones without throwing, and keeps the indexes of the list', () => {
    // Lopsided, so that its area is not zero: only the self-intersection check refuses it.
    const bowTie: Position[] = [
      [16.8, 41.1],
      [16.82, 41.12],
      [16.82, 41.1],
      [16.8, 41.13],
      [16.8, 41.1],
    ]
    const malformed: unknown[] = [
      null,
      'Centro',
      {},
      { polygon: null },
      { polygon: { coordinates: 'none' } },
      { polygon: { coordinates: [] } },
      { polygon: { coordinates: [ringOf(A).slice(0, 4)] } }, // not closed
      {
        polygon: {
          coordinates: [
            [
              [16.8, 41.1],
              [16.82, 41.1],
              [16.8, 41.1],
            ],
          ],
        },
      }, // 3 positions
      { polygon: { coordinates: [bowTie] } }, // self-intersecting
      { polygon: { coordinates: [ringOf(A).map(([lng]) => [lng, Number.NaN])] } },
      {
        polygon: {
          coordinates: [
            [
              [16.8, 41.1],
              [16.81, 41.11],
              [16.82, 41.12],
              [16.8, 41.1],
            ],
          ],
        },
      }, // zero area
      {
        get polygon(): never {
          throw new Error('no polygon')
        },
      },
    ]
    const zones = [...malformed, rectangle(A), rectangle([16.81, 41.11, 16.83, 41.13])] as ZoneWithPolygon[]
    let overlaps: ReturnType<typeof findZoneOverlaps> = []
    expect(() => {
      overlaps = findZoneOverlaps(zones)
    }).not.toThrow()
    expect(overlaps.map(({ first, second }) => [first, second])).toEqual([
      [malformed.length, malformed.length + 1],
    ])
    for (const value of [null, undefined, 'zones', 42, {}, [null], [[]]]) {
      expect(findZoneOverlaps(value as unknown as ZoneWithPolygon[])).toEqual([])
      expect(findZoneOverlaps([rectangle(A)], value as never)).toEqual([])
    }
  })

  it('agrees with intersecting the whole polygons (it cuts them to the shared box first)', () => {
    // Two star-shaped polygons (simple, often not convex) of 3 to 14 vertices around nearby centers.
    const star = (cx: number, cy: number, radii: number[]): Position[] => {
      const ring = radii.map((r, k): Position => {
        const angle = (2 * Math.PI * k) / radii.length
        return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)]
      })
      return [...ring, ring[0] as Position]
    }
    const radii = fc.array(fc.double({ min: 0.002, max: 0.02, noNaN: true }), { minLength: 3, maxLength: 14 })
    const offset = fc.double({ min: -0.03, max: 0.03, noNaN: true })
    fc.assert(
      fc.property(radii, radii, offset, offset, (ra, rb, dx, dy) => {
        const a = star(16.85, 41.1, ra)
        const b = star(16.85 + dx, 41.1 + dy, rb)
        const expected = areaM2(intersection([a], [b]) as Position[][][])
        const [overlap, ...more] = findZoneOverlaps(
          [{ polygon: { coordinates: [a] } }, { polygon: { coordinates: [b] } }],
          { minAreaM2: 0 },
        )
        expect(more).toEqual([])
        expect(Math.abs((overlap?.areaM2 ?? 0) - expected)).toBeLessThan(1e-3 + expected * 1e-9)
        if (overlap) expect(areaM2(overlap.region)).toBe(overlap.areaM2)
      }),
      { numRuns: 300 },
    )
  })

  it('finds no overlap among the 26 built-in zones, in well under a second', () => {
    const start = performance.now()
    expect(findZoneOverlaps(builtInZones())).toEqual([])
    expect(performance.now() - start).toBeLessThan(2000)
  })
})
