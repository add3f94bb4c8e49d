import { intersection } from 'polyclip-ts'
import {
  type BBox,
  closeRing,
  findSelfIntersection,
  isPosition,
  openRing,
  type Position,
  ringArea2,
  ringsBBox,
} from './geometry'

/** Two zones whose polygons share an area. */
export interface ZoneOverlap {
  /** Index of the earlier zone in the list. */
  first: number
  /** Index of the later zone: always greater than `first`. */
  second: number
  /** The shared area in square metres (equirectangular approximation at each ring's latitude). */
  areaM2: number
  /** The shared area as GeoJSON MultiPolygon coordinates ([lng, lat], closed rings), to draw on a map. */
  region: Position[][][]
}

/** What findZoneOverlaps reports: the smallest area, and optionally one zone only. */
export interface FindZoneOverlapsOptions {
  /**
   * The smallest shared area reported, in m² (default 1). Zones drawn to share a border meet along
   * it exactly or within rounding; a shared area below this counts as touching.
   */
  minAreaM2?: number
  /**
   * Check only the zone at this index against the others (a map editor checking the zone being
   * edited). An index outside the list finds nothing.
   */
  only?: number
}

/** What findZoneOverlaps reads of a zone: its polygon's GeoJSON rings. */
export interface ZoneWithPolygon {
  readonly polygon: { readonly coordinates: readonly (readonly (readonly number[])[])[] }
}

const DEFAULT_MIN_AREA_M2 = 1

/** Metres in a degree of latitude, and in a degree of longitude at the equator. */
const M_PER_DEG_LAT = 111_200
const M_PER_DEG_LNG_AT_EQUATOR = 111_320

function ringAreaM2(ring: readonly Position[]): number {
  const origin = ring[0]
  if (!origin) return 0
  let minLat = origin[1]
  let maxLat = origin[1]
  let sum = 0
  // Shoelace on coordinates relative to the first vertex, which keeps the digits of small areas.
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[j] as Position
    const b = ring[i] as Position
    sum += (a[0] - origin[0]) * (b[1] - origin[1]) - (b[0] - origin[0]) * (a[1] - origin[1])
    if (b[1] < minLat) minLat = b[1]
    if (b[1] > maxLat) maxLat = b[1]
  }
  const lat = (((minLat + maxLat) / 2) * Math.PI) / 180
  return (Math.abs(sum) / 2) * M_PER_DEG_LAT * M_PER_DEG_LNG_AT_EQUATOR * Math.cos(lat)
}

/**
 * Area in m² of GeoJSON MultiPolygon coordinates (each polygon: its outer ring, then holes), with
 * the equirectangular approximation at each ring's mean latitude: within 0.1 % at the size of a city.
 */
export function areaM2(multi: readonly (readonly (readonly Position[])[])[]): number {
  let area = 0
  for (const polygon of multi) {
    polygon.forEach((ring, r) => {
      area += (r === 0 ? 1 : -1) * ringAreaM2(ring)
    })
  }
  return area
}

/** The zone's rings when they have the GeoJSON shape (closed rings of ≥ 4 finite positions), else null. */
function readShape(zone: unknown): readonly (readonly Position[])[] | null {
  try {
    const coordinates: unknown = (zone as ZoneWithPolygon | null)?.polygon?.coordinates
    if (!Array.isArray(coordinates) || coordinates.length === 0) return null
    for (const ring of coordinates) {
      if (!Array.isArray(ring) || ring.length < 4 || !ring.every(isPosition)) return null
      const first = ring[0] as Position
      const last = ring[ring.length - 1] as Position
      if (first[0] !== last[0] || first[1] !== last[1]) return null
    }
    return coordinates as Position[][]
  } catch {
    return null
  }
}

/**
 * The rings as fresh open rings when each is simple (≥ 3 distinct vertices, no self-intersection,
 * a non-zero area: the schema's per-zone checks), else null.
 */
function simpleRings(rings: readonly (readonly Position[])[]): Position[][] | null {
  const out: Position[][] = []
  for (const ring of rings) {
    const open = openRing(ring)
    if (open.length < 3 || findSelfIntersection(open) || ringArea2(open) === 0) return null
    out.push(open)
  }
  return out
}

const boxesOverlap = (a: BBox, b: BBox) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]

/**
 * The intersection of two boxes, grown by a margin so that each of its sides lies strictly
 * outside one of the boxes; null when the margin is lost to rounding.
 */
function cropBox(a: BBox, b: BBox): BBox | null {
  const minX = Math.max(a[0], b[0])
  const minY = Math.max(a[1], b[1])
  const maxX = Math.min(a[2], b[2])
  const maxY = Math.min(a[3], b[3])
  const margin = (maxX - minX + (maxY - minY)) / 100
  const box: BBox = [minX - margin, minY - margin, maxX + margin, maxY + margin]
  return box[0] < minX && box[1] < minY && box[2] > maxX && box[3] > maxY ? box : null
}

/** One Sutherland–Hodgman step: the part of an open ring on one side of a vertical or horizontal line. */
function clipRing(ring: readonly Position[], axis: 0 | 1, bound: number, keepAbove: boolean): Position[] {
  const out: Position[] = []
  const inside = (p: Position) => (keepAbove ? p[axis] >= bound : p[axis] <= bound)
  for (let i = 0; i < ring.length; i++) {
    const prev = ring[i === 0 ? ring.length - 1 : i - 1] as Position
    const cur = ring[i] as Position
    const curIn = inside(cur)
    if (curIn !== inside(prev)) {
      const t = (bound - prev[axis]) / (cur[axis] - prev[axis])
      const other = axis === 0 ? 1 : 0
      const cut: Position = [bound, bound]
      cut[other] = prev[other] + t * (cur[other] - prev[other])
      out.push(cut)
    }
    if (curIn) out.push(cur)
  }
  return out
}

/**
 * A polygon cut to a box, as closed rings, or null when nothing of its outer ring is left. The cut
 * can leave zero-width spurs along the box's sides; those lie outside the other zone's box (see
 * cropBox), so they do not change the intersection.
 */
function cropPolygon(rings: readonly Position[][], box: BBox): Position[][] | null {
  const out: Position[][] = []
  for (const ring of rings) {
    let cut = clipRing(ring, 0, box[0], true)
    cut = clipRing(cut, 0, box[2], false)
    cut = clipRing(cut, 1, box[1], true)
    cut = clipRing(cut, 1, box[3], false)
    const open = openRing(cut)
    if (open.length >= 3) out.push(closeRing(open))
    else if (out.length === 0) return null
  }
  return out
}

interface Polygon {
  /** Open rings: the outer one, then holes. */
  rings: Position[][]
  box: BBox
}

/** The region two polygons share (polyclip-ts), computed within the overlap of their boxes. */
function sharedRegion(a: Polygon, b: Polygon): Position[][][] {
  const box = cropBox(a.box, b.box)
  const first = box ? cropPolygon(a.rings, box) : a.rings.map(closeRing)
  const second = box ? cropPolygon(b.rings, box) : b.rings.map(closeRing)
  if (!first || !second) return []
  try {
    return intersection(first, second) as Position[][][]
  } catch {
    return []
  }
}

/**
 * Every pair of zones whose polygons share an area of at least `options.minAreaM2` m² (default 1),
 * sorted by `first`, then `second`. Zones that only touch (a common edge or vertex) do not overlap.
 * A zone whose polygon is malformed (not closed rings of ≥ 4 positions, a self-intersecting or
 * zero-area ring) is skipped; indexes still refer to `zones`. Never throws.
 *
 * With `options.only`, only the pairs that include that zone.
 *
 * @example
 * ```ts
 * findZoneOverlaps(zones) // [] when no two zones share an area
 * // While the operator drags a vertex of zone i: the areas to draw in red.
 * findZoneOverlaps(zones, { only: i }) // [{ first: 11, second: 12, areaM2: 8218.4, region: [[[[16.87, 41.12], …]]] }]
 * ```
 */
export function findZoneOverlaps(
  zones: readonly ZoneWithPolygon[],
  options: FindZoneOverlapsOptions = {},
): ZoneOverlap[] {
  if (!Array.isArray(zones)) return []
  const minAreaM2 =
    typeof options?.minAreaM2 === 'number' && options.minAreaM2 >= 0 ? options.minAreaM2 : DEFAULT_MIN_AREA_M2
  const only = options?.only
  if (only !== undefined && !(Number.isInteger(only) && only >= 0 && only < zones.length)) return []

  const shapes = zones.map(readShape)
  const boxes = shapes.map((rings) => (rings ? ringsBBox(rings) : null))
  // The self-intersection checks cost the most: run only for zones whose box meets another's.
  const polygons = new Map<number, Polygon | null>()
  const polygonAt = (index: number): Polygon | null => {
    let polygon = polygons.get(index)
    if (polygon === undefined) {
      const rings = simpleRings(shapes[index] as Position[][])
      polygon = rings && { rings, box: boxes[index] as BBox }
      polygons.set(index, polygon)
    }
    return polygon
  }

  const overlaps: ZoneOverlap[] = []
  const check = (first: number, second: number) => {
    const boxA = boxes[first]
    const boxB = boxes[second]
    if (!boxA || !boxB || !boxesOverlap(boxA, boxB)) return
    const a = polygonAt(first)
    const b = a && polygonAt(second)
    if (!a || !b) return
    const region = sharedRegion(a, b)
    const area = areaM2(region)
    if (area > 0 && area >= minAreaM2) overlaps.push({ first, second, areaM2: area, region })
  }
  for (let i = 0; i < zones.length; i++) {
    if (only === undefined) for (let j = i + 1; j < zones.length; j++) check(i, j)
    else if (i !== only) check(Math.min(i, only), Math.max(i, only))
  }
  return overlaps
}
