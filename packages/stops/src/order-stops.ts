import { type DistanceMatrix, haversineMatrix } from './distance-matrix'
import { describeValue, isLatLng, type LatLng } from './lat-lng'
import { readSlot, type SlotTimes } from './read-slot'
import { type PathProblem, solvePath } from './solve-path'

/** A place to deliver to: its id, its slot label ('09:00 - 10:00') and where it is. */
export interface RouteStop {
  readonly id: string
  readonly slot: string
  readonly point: LatLng
}

/** What orderStops orders. */
export interface OrderStopsInput<S extends RouteStop = RouteStop> {
  /** Where the van starts (and ends, with returnToDepot). */
  readonly depot: LatLng
  /** The day's stops, in any order; extra fields are kept. */
  readonly stops: readonly S[]
  /**
   * Metres between the points of routePoints(input), by index: 0 is the depot, i + 1 is stops[i]
   * (osrmDistances or roadDistances over those points). Default: haversineMatrix(routePoints(input),
   * { detourFactor }), offline.
   */
  readonly distance?: DistanceMatrix
  /** For the default distance only: road distance / straight-line distance, default 1.3. */
  readonly detourFactor?: number
  /** Whether the van drives back to the depot after the last stop (default false: an open path). */
  readonly returnToDepot?: boolean
}

/** One drive: from a stop (null: the depot) to a stop (null: back to the depot). */
export interface StopLeg {
  readonly from: string | null
  readonly to: string | null
  readonly meters: number
}

/** One slot's share of the route. */
export interface SlotRun<S extends RouteStop = RouteStop> {
  /** The slot in the shop's form ('09:00 - 10:00'); null for the stops whose slot could not be read. */
  readonly slot: string | null
  /** Its stops in visiting order. */
  readonly stops: S[]
  /** The legs driven to its stops (the first from where the van was), plus the way back to the depot after the last slot with returnToDepot. */
  readonly meters: number
}

/** The stops in visiting order, slot by slot, with the distances driven. */
export interface StopOrder<S extends RouteStop = RouteStop> {
  /** Every input stop once, in visiting order. */
  readonly stops: S[]
  /** One leg into each stop, in order, plus the way back (to: null) with returnToDepot. */
  readonly legs: StopLeg[]
  /** The slots in visiting order (earliest start first), the unreadable ones last. */
  readonly slots: SlotRun<S>[]
  /** The sum of the legs, in metres. */
  readonly totalMeters: number
}

/**
 * The points a DistanceMatrix for orderStops is indexed over: the depot at 0, then stops[i] at i + 1.
 *
 * @example
 * ```ts
 * const { distance } = await roadDistances(routePoints(input), { osrmBaseUrl })
 * const order = orderStops({ ...input, distance })
 * ```
 */
export function routePoints(input: Pick<OrderStopsInput, 'depot' | 'stops'>): LatLng[] {
  checkInput(input)
  return [input.depot, ...input.stops.map((stop) => stop.point)]
}

const EXAMPLE =
  "orderStops({ depot: { lat: 41.1177, lng: 16.8697 }, stops: [{ id: '1042', slot: '09:00 - 10:00', point: { lat: 41.12, lng: 16.87 } }] })"

function checkInput(input: Pick<OrderStopsInput, 'depot' | 'stops'>): void {
  if (typeof input !== 'object' || input === null)
    throw new TypeError(
      `orderStops: the input is { depot, stops }, as in ${EXAMPLE}; got ${describeValue(input)}`,
    )
  if (!isLatLng(input.depot))
    throw new TypeError(
      `orderStops: depot must be { lat, lng } in degrees (lat −90…90, lng −180…180), as in ${EXAMPLE}; got ${describeValue(input.depot)}`,
    )
  if (!Array.isArray(input.stops))
    throw new TypeError(`orderStops: stops is an array, as in ${EXAMPLE}; got ${describeValue(input.stops)}`)
  input.stops.forEach((stop: unknown, index) => {
    const { id, point } = (typeof stop === 'object' && stop !== null ? stop : {}) as Partial<RouteStop>
    if (typeof id !== 'string')
      throw new TypeError(
        `orderStops: stops[${index}].id must be a string, as in ${EXAMPLE}; got ${describeValue(stop)}`,
      )
    if (!isLatLng(point))
      throw new TypeError(
        `orderStops: stops[${index}].point (id ${JSON.stringify(id)}) must be { lat, lng } in degrees (lat −90…90, lng −180…180), such as { lat: 41.12, lng: 16.87 }; got ${describeValue(point)}`,
      )
  })
}

/** Ids in code-unit order (not the locale's: the same on every machine), then input order. */
const byId =
  (stops: readonly RouteStop[]) =>
  (a: number, b: number): number => {
    const x = (stops[a] as RouteStop).id
    const y = (stops[b] as RouteStop).id
    return x < y ? -1 : x > y ? 1 : a - b
  }

interface SlotGroup {
  times: SlotTimes | null
  /** Indexes into stops. */
  members: number[]
}

/** The readable slots by start, end and label, then the unreadable stops in input order. */
function groupBySlot(stops: readonly RouteStop[]): SlotGroup[] {
  const readable = new Map<string, SlotGroup>()
  const unreadable: number[] = []
  stops.forEach((stop, index) => {
    const times = readSlot(stop.slot)
    if (!times) {
      unreadable.push(index)
      return
    }
    const group = readable.get(times.label)
    if (group) group.members.push(index)
    else readable.set(times.label, { times, members: [index] })
  })
  const groups = [...readable.values()].sort((a, b) => {
    const x = a.times as SlotTimes
    const y = b.times as SlotTimes
    return x.start - y.start || x.end - y.end || (x.label < y.label ? -1 : x.label > y.label ? 1 : 0)
  })
  if (unreadable.length > 0) groups.push({ times: null, members: unreadable })
  return groups
}

/**
 * One slot's stops in the order that drives least from `from` (a route point index), stops at the
 * same coordinates together (in id order). Exact up to 12 distinct places, the heuristic beyond.
 */
function orderSlot(
  stops: readonly RouteStop[],
  members: readonly number[],
  from: number,
  toDepot: boolean,
  measure: DistanceMatrix,
): number[] {
  // Places: stops at identical coordinates are one place, visited together (nothing to drive between).
  const places: number[][] = []
  const placeOf = new Map<string, number[]>()
  for (const index of [...members].sort(byId(stops))) {
    const { lat, lng } = (stops[index] as RouteStop).point
    const key = `${lat},${lng}`
    const place = placeOf.get(key)
    if (place) place.push(index)
    else {
      const created = [index]
      placeOf.set(key, created)
      places.push(created)
    }
  }
  const size = places.length
  const nodes = size + 1 + (toDepot ? 1 : 0)
  // Route point index of each node: where the van is, each place (its first stop), the depot.
  const point = (node: number): number =>
    node === 0 ? from : node > size ? 0 : ((places[node - 1] as number[])[0] as number) + 1
  const dist = new Float64Array(nodes * nodes)
  for (let i = 0; i < nodes; i++)
    for (let j = 0; j < nodes; j++) if (i !== j) dist[i * nodes + j] = measure(point(i), point(j))
  const problem: PathProblem = { size, dist, end: toDepot }
  // The input order, as a start the heuristic improves: never longer than the order it was given.
  const inputOrder = places
    .map((place, at) => ({ node: at + 1, first: Math.min(...place) }))
    .sort((a, b) => a.first - b.first)
    .map((entry) => entry.node)
  return solvePath(problem, { starts: [inputOrder] }).flatMap((node) => places[node - 1] as number[])
}

/**
 * The day's stops in a good order: slot by slot in slot order (by start time: '9:00 - 10:00' and
 * '09:00 - 10:00' are one slot), and inside each slot the order that drives least, from the depot
 * for the first slot and from the previous slot's last stop after that. Stops whose slot cannot be
 * read go last, in input order. Exact for up to 12 places in a slot (Held–Karp), nearest neighbour
 * plus 2-opt, Or-opt and iterated local search beyond; deterministic (ties by stop id). Pure: the
 * distances are haversine × 1.3 unless a `distance` matrix is passed.
 *
 * @example
 * ```ts
 * const { stops, legs, totalMeters } = orderStops({
 *   depot: { lat: 41.1005, lng: 16.8784 },
 *   stops: [
 *     { id: '1042', slot: '10:00 - 11:00', point: { lat: 41.1253, lng: 16.8667 } },
 *     { id: '1043', slot: '09:00 - 10:00', point: { lat: 41.1171, lng: 16.8719 } },
 *   ],
 * })
 * stops.map((stop) => stop.id) // ['1043', '1042']: the 09:00 slot first
 * ```
 */
export function orderStops<S extends RouteStop>(input: OrderStopsInput<S>): StopOrder<S> {
  checkInput(input)
  const { stops } = input
  if (input.distance !== undefined && typeof input.distance !== 'function')
    throw new TypeError(
      `orderStops: distance is a function (from, to) => metres over routePoints(input), such as haversineMatrix(routePoints(input)); got ${describeValue(input.distance)}`,
    )
  if (input.distance !== undefined && input.detourFactor !== undefined)
    throw new TypeError(
      'orderStops: detourFactor applies to the default distance only; pass either { distance } or { detourFactor }, or build the matrix with haversineMatrix(routePoints(input), { detourFactor })',
    )
  const given = input.distance ?? haversineMatrix(routePoints(input), { detourFactor: input.detourFactor })
  const measure: DistanceMatrix = (from, to) => {
    const meters = given(from, to)
    if (typeof meters !== 'number' || !Number.isFinite(meters) || meters < 0)
      throw new TypeError(
        `orderStops: distance(${from}, ${to}) gave ${describeValue(meters)}; a DistanceMatrix gives finite metres ≥ 0 for every pair of routePoints(input) (0 is the depot, i + 1 is stops[i])`,
      )
    return meters
  }
  const returnToDepot = input.returnToDepot === true
  const groups = groupBySlot(stops)
  const ordered: S[] = []
  const legs: StopLeg[] = []
  const slots: SlotRun<S>[] = []
  let at = 0
  let atId: string | null = null
  groups.forEach((group, position) => {
    const last = position === groups.length - 1
    const visit = group.times
      ? orderSlot(stops, group.members, at, returnToDepot && last, measure)
      : group.members
    const run: S[] = []
    let meters = 0
    for (const index of visit) {
      const stop = stops[index] as S
      const leg = measure(at, index + 1)
      legs.push({ from: atId, to: stop.id, meters: leg })
      meters += leg
      run.push(stop)
      ordered.push(stop)
      at = index + 1
      atId = stop.id
    }
    if (returnToDepot && last) {
      const leg = measure(at, 0)
      legs.push({ from: atId, to: null, meters: leg })
      meters += leg
    }
    slots.push({ slot: group.times?.label ?? null, stops: run, meters })
  })
  const totalMeters = legs.reduce((sum, leg) => sum + leg.meters, 0)
  return { stops: ordered, legs, slots, totalMeters }
}
