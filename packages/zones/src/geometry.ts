/// <reference path="./robust-orientation.d.ts" />
import orient from 'robust-orientation'
import robustPointInPolygon from 'robust-point-in-polygon'

/** A GeoJSON position: [longitude, latitude]. */
export type Position = [lng: number, lat: number]

/** Bounding box [minLng, minLat, maxLng, maxLat]. */
export type BBox = [number, number, number, number]

/** robust-point-in-polygon's answers (0 is "on the boundary"). */
const INSIDE = -1
const OUTSIDE = 1

/**
 * Drops repeated consecutive positions and the closing position of a GeoJSON ring: the form the
 * self-intersection and area checks work on.
 */
export function openRing(ring: readonly (readonly number[])[]): Position[] {
  const out: Position[] = []
  for (const p of ring) {
    const last = out[out.length - 1]
    if (last && last[0] === p[0] && last[1] === p[1]) continue
    out.push([p[0] as number, p[1] as number])
  }
  const first = out[0]
  const last = out[out.length - 1]
  if (out.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) out.pop()
  return out
}

/**
 * A ring closed as GeoJSON closes it (last position = first): the form robust-point-in-polygon is
 * given, because with an open ring it misplaces the ring's first vertex.
 */
export function closeRing(ring: readonly Position[]): Position[] {
  const out = ring.slice()
  const first = out[0]
  const last = out[out.length - 1]
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) out.push([first[0], first[1]])
  return out
}

function isVertexOf(ring: readonly Position[], x: number, y: number): boolean {
  for (const p of ring) if (p[0] === x && p[1] === y) return true
  return false
}

/**
 * Whether a polygon (closed rings: the outer ring, then holes) contains a point, with exact
 * arithmetic. The boundary belongs to the polygon, a hole's boundary included.
 *
 * robust-point-in-polygon misses a vertex that is a local extreme in latitude (it answers outside
 * or inside instead of boundary; upstream issues mikolalysenko/robust-point-in-polygon#2 and #3),
 * so exactly where its answer could be wrong the point is compared with the ring's vertices.
 * `vertexLngs`, the set of the outer ring's longitudes, makes that comparison O(1) for points that
 * cannot be a vertex.
 */
export function containsPoint(
  rings: readonly Position[][],
  point: Position,
  vertexLngs?: ReadonlySet<number>,
): boolean {
  const outer = rings[0]
  if (!outer || outer.length < 4) return false
  if (robustPointInPolygon(outer, point) === OUTSIDE) {
    if (vertexLngs && !vertexLngs.has(point[0])) return false
    return isVertexOf(outer, point[0], point[1])
  }
  for (let i = 1; i < rings.length; i++) {
    const hole = rings[i] as Position[]
    if (hole.length < 4) continue
    if (robustPointInPolygon(hole, point) === INSIDE && !isVertexOf(hole, point[0], point[1])) return false
  }
  return true
}

export function ringsBBox(rings: readonly (readonly (readonly number[])[])[]): BBox {
  let minX = Number.POSITIVE_INFINITY
  let minY = Number.POSITIVE_INFINITY
  let maxX = Number.NEGATIVE_INFINITY
  let maxY = Number.NEGATIVE_INFINITY
  for (const ring of rings) {
    for (const p of ring) {
      const x = p[0] as number
      const y = p[1] as number
      if (x < minX) minX = x
      if (y < minY) minY = y
      if (x > maxX) maxX = x
      if (y > maxY) maxY = y
    }
  }
  return [minX, minY, maxX, maxY]
}

function onSegment(a: Position, b: Position, p: Position): boolean {
  return (
    Math.min(a[0], b[0]) <= p[0] &&
    p[0] <= Math.max(a[0], b[0]) &&
    Math.min(a[1], b[1]) <= p[1] &&
    p[1] <= Math.max(a[1], b[1])
  )
}

/** Whether two closed segments share at least one point (exact orientation tests). */
export function segmentsIntersect(a: Position, b: Position, c: Position, d: Position): boolean {
  const d1 = orient(c, d, a)
  const d2 = orient(c, d, b)
  const d3 = orient(a, b, c)
  const d4 = orient(a, b, d)
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true
  if (d1 === 0 && onSegment(c, d, a)) return true
  if (d2 === 0 && onSegment(c, d, b)) return true
  if (d3 === 0 && onSegment(a, b, c)) return true
  if (d4 === 0 && onSegment(a, b, d)) return true
  return false
}

/**
 * The first pair of edges of an open ring that touch or cross although they are not neighbours,
 * as edge indexes (edge i runs from vertex i to vertex i + 1), or null when the ring is simple.
 * Also catches a vertex that comes back to an earlier one.
 */
export function findSelfIntersection(ring: readonly Position[]): [number, number] | null {
  const n = ring.length
  if (n < 3) return null
  for (let i = 0; i < n; i++) {
    const a = ring[i] as Position
    const b = ring[(i + 1) % n] as Position
    const minX = Math.min(a[0], b[0])
    const maxX = Math.max(a[0], b[0])
    const minY = Math.min(a[1], b[1])
    const maxY = Math.max(a[1], b[1])
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue // the closing edge is the first edge's neighbour
      const c = ring[j] as Position
      const d = ring[(j + 1) % n] as Position
      if (Math.max(c[0], d[0]) < minX || Math.min(c[0], d[0]) > maxX) continue
      if (Math.max(c[1], d[1]) < minY || Math.min(c[1], d[1]) > maxY) continue
      if (segmentsIntersect(a, b, c, d)) return [i, j]
    }
  }
  return null
}

/** Twice the signed area of an open ring (shoelace); positive when counter-clockwise. */
export function ringArea2(ring: readonly Position[]): number {
  let sum = 0
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[j] as Position
    const b = ring[i] as Position
    sum += a[0] * b[1] - b[0] * a[1]
  }
  return sum
}

/** Whether a value is a position of two finite numbers. */
export function isPosition(p: unknown): p is Position {
  if (!Array.isArray(p) || p.length < 2) return false
  const [x, y] = p
  return typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y)
}

/**
 * Reads GeoJSON polygon rings from anything, as fresh closed rings of finite numbers, or null when
 * the value is not a polygon (an outer ring with at least 3 distinct vertices). Never throws.
 *
 * Always a copy: robust-point-in-polygon runs several times slower on frozen arrays (such as the
 * deep-frozen builtInZones), and once it has seen them, on every array (V8 inline caches).
 */
export function readRings(coordinates: unknown): Position[][] | null {
  if (!Array.isArray(coordinates) || coordinates.length === 0) return null
  const rings: Position[][] = []
  for (const ring of coordinates) {
    if (!Array.isArray(ring) || !ring.every(isPosition)) return null
    rings.push(closeRing(openRing(ring)))
  }
  const outer = rings[0]
  return outer && outer.length >= 4 ? rings : null
}
