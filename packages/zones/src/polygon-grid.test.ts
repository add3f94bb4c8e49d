import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { builtInZones } from './built-in-zones'
import { containsPoint, type Position, readRings } from './geometry'
import { createPolygonGrid, type GridPolygon } from './polygon-grid'

function gridPolygon(rings: Position[][]): GridPolygon {
  return { rings, vertexLngs: new Set((rings[0] ?? []).map((p) => p[0])) }
}

/** The answer without an index: the first polygon that contains the point. */
const linear = (polygons: GridPolygon[], p: Position) =>
  polygons.findIndex((polygon) => containsPoint(polygon.rings, p, polygon.vertexLngs))

/** Random simple polygons (star-shaped around a centre), overlapping each other freely. */
const polygonArb = fc
  .record({
    x: fc.double({ min: 0, max: 10, noNaN: true }),
    y: fc.double({ min: 0, max: 10, noNaN: true }),
    radii: fc.array(fc.double({ min: 0.01, max: 4, noNaN: true }), { minLength: 3, maxLength: 9 }),
  })
  .map(({ x, y, radii }) => {
    const ring: Position[] = radii.map((r, i) => {
      const a = (2 * Math.PI * i) / radii.length
      return [x + r * Math.cos(a), y + r * Math.sin(a)]
    })
    ring.push([...(ring[0] as Position)])
    return gridPolygon([ring])
  })

describe('createPolygonGrid', () => {
  it('answers like a linear scan, at any grid resolution, on vertices, edges and random points', () => {
    fc.assert(
      fc.property(
        fc.array(polygonArb, { minLength: 1, maxLength: 8 }),
        fc.constantFrom(0.01, 0.5, 4, 64),
        fc.array(
          fc.tuple(
            fc.double({ min: -1, max: 15, noNaN: true }),
            fc.double({ min: -1, max: 15, noNaN: true }),
          ),
        ),
        (polygons, cellsPerVertex, randomPoints) => {
          const grid = createPolygonGrid(polygons, cellsPerVertex)
          const vertices = polygons.flatMap((polygon) => polygon.rings[0] ?? [])
          const points: Position[] = [
            ...randomPoints,
            ...vertices,
            ...vertices.map((v, i): Position => {
              const w = vertices[(i + 1) % vertices.length] as Position
              return [(v[0] + w[0]) / 2, (v[1] + w[1]) / 2]
            }),
            // Points sharing a vertex's coordinate: rays through vertices, and grid-line neighbours.
            ...vertices.map((v): Position => [v[0], v[1] + 0.001]),
            ...vertices.map((v): Position => [v[0] - 0.001, v[1]]),
          ]
          for (const p of points) expect(grid(p)).toBe(linear(polygons, p))
        },
      ),
      { numRuns: 400 },
    )
  })

  it('answers like a linear scan on the built-in zones, with holes punched in them', () => {
    const polygons = builtInZones().map((zone) =>
      gridPolygon(readRings(zone.polygon.coordinates) as Position[][]),
    )
    // A hole around Centro's center: the points inside it belong to no zone.
    const centro = polygons[11] as GridPolygon
    const [lng, lat] = [16.86726, 41.12307]
    const hole: Position[] = [
      [lng - 0.002, lat - 0.001],
      [lng + 0.002, lat - 0.001],
      [lng + 0.002, lat + 0.001],
      [lng - 0.002, lat + 0.001],
      [lng - 0.002, lat - 0.001],
    ]
    centro.rings = [centro.rings[0] as Position[], hole]
    const grid = createPolygonGrid(polygons)
    expect(grid([lng, lat])).toBe(-1)
    expect(grid(hole[0] as Position)).toBe(11)
    fc.assert(
      fc.property(
        fc.double({ min: 16.7, max: 17.06, noNaN: true }),
        fc.double({ min: 40.9, max: 41.17, noNaN: true }),
        (x, y) => {
          expect(grid([x, y])).toBe(linear(polygons, [x, y]))
        },
      ),
      { numRuns: 5000 },
    )
  })

  it('answers -1 for no polygons and for points that are not numbers', () => {
    expect(createPolygonGrid([])([1, 1])).toBe(-1)
    const grid = createPolygonGrid([
      gridPolygon([
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 0],
        ],
      ]),
    ])
    expect(grid([Number.NaN, 0.5])).toBe(-1)
    expect(grid([0.9, 0.1])).toBe(0)
  })
})
