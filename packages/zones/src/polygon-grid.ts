import { containsPoint, type Position, ringsBBox } from './geometry'

/** A polygon ready for lookups: closed rings (outer first) and the set of its outer longitudes. */
export interface GridPolygon {
  rings: Position[][]
  vertexLngs: Set<number>
}

const FULL = 0
const PARTIAL = 1

/**
 * A uniform grid over a list of polygons, built once, that answers "which is the first polygon
 * containing this point" exactly, usually without any point-in-polygon test.
 *
 * Each cell lists, in polygon order, the polygons that can contain a point of the cell: FULL when
 * no edge of the polygon reaches the cell and the cell lies inside it (the answer needs no test),
 * PARTIAL when an edge reaches the cell (containsPoint decides). A point maps to a cell with the
 * same monotone floor() used to mark the cells an edge's bounding box covers, so every point of
 * every edge falls in a marked cell: an unmarked cell holds no boundary point, and all of it is on
 * one side of the polygon, which its centre tells. Returns the polygon's index or -1.
 */
export function createPolygonGrid(
  polygons: readonly GridPolygon[],
  cellsPerVertex = 16,
): (p: Position) => number {
  if (polygons.length === 0) return () => -1

  let [minX, minY, maxX, maxY] = [
    Number.POSITIVE_INFINITY,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
  ]
  let vertices = 0
  const boxes = polygons.map((polygon) => {
    const box = ringsBBox(polygon.rings.slice(0, 1))
    minX = Math.min(minX, box[0])
    minY = Math.min(minY, box[1])
    maxX = Math.max(maxX, box[2])
    maxY = Math.max(maxY, box[3])
    for (const ring of polygon.rings) vertices += ring.length
    return box
  })

  const width = Math.max(maxX - minX, 1e-9)
  const height = Math.max(maxY - minY, 1e-9)
  const targetCells = Math.min(4_000_000, Math.max(64, vertices * cellsPerVertex))
  const side = Math.sqrt((width * height) / targetCells)
  const nx = Math.min(4096, Math.max(1, Math.ceil(width / side)))
  const ny = Math.min(4096, Math.max(1, Math.ceil(height / side)))
  const cellWidth = width / nx
  const cellHeight = height / ny
  const col = (x: number) => Math.min(nx - 1, Math.max(0, Math.floor((x - minX) / cellWidth)))
  const row = (y: number) => Math.min(ny - 1, Math.max(0, Math.floor((y - minY) / cellHeight)))

  const cells: number[][] = []
  const partialStamp = new Int32Array(nx * ny).fill(-1)
  polygons.forEach((polygon, k) => {
    for (const ring of polygon.rings) {
      for (let i = 0; i + 1 < ring.length; i++) {
        const a = ring[i] as Position
        const b = ring[i + 1] as Position
        const c1 = col(Math.max(a[0], b[0]))
        const r1 = row(Math.max(a[1], b[1]))
        for (let r = row(Math.min(a[1], b[1])); r <= r1; r++) {
          for (let c = col(Math.min(a[0], b[0])); c <= c1; c++) partialStamp[r * nx + c] = k
        }
      }
    }
    const [bx0, by0, bx1, by1] = boxes[k] as number[]
    const c1 = col(bx1 as number)
    const r1 = row(by1 as number)
    for (let r = row(by0 as number); r <= r1; r++) {
      for (let c = col(bx0 as number); c <= c1; c++) {
        const cell = r * nx + c
        let kind: number | null = PARTIAL
        if (partialStamp[cell] !== k) {
          const centre: Position = [minX + (c + 0.5) * cellWidth, minY + (r + 0.5) * cellHeight]
          // A centre that floor() would put in another cell proves nothing about this one.
          if (col(centre[0]) === c && row(centre[1]) === r) {
            kind = containsPoint(polygon.rings, centre, polygon.vertexLngs) ? FULL : null
          }
        }
        if (kind !== null) {
          let list = cells[cell]
          if (!list) {
            list = []
            cells[cell] = list
          }
          list.push(k * 2 + kind)
        }
      }
    }
  })

  // Flatten the lists (already in polygon order) into two typed arrays.
  const offsets = new Int32Array(nx * ny + 1)
  let total = 0
  for (let cell = 0; cell < nx * ny; cell++) {
    offsets[cell] = total
    total += cells[cell]?.length ?? 0
  }
  offsets[nx * ny] = total
  const entries = new Int32Array(total)
  cells.forEach((list, cell) => {
    entries.set(list, offsets[cell] as number)
  })

  return (p: Position): number => {
    const x = p[0]
    const y = p[1]
    if (!(x >= minX && x <= maxX && y >= minY && y <= maxY)) return -1
    const cell = row(y) * nx + col(x)
    const end = offsets[cell + 1] as number
    for (let i = offsets[cell] as number; i < end; i++) {
      const entry = entries[i] as number
      const k = entry >> 1
      if ((entry & 1) === FULL) return k
      const polygon = polygons[k] as GridPolygon
      if (containsPoint(polygon.rings, p, polygon.vertexLngs)) return k
    }
    return -1
  }
}
