/**
 * One slot's routing problem, in the solver's terms. Node 0 is where the van is (the depot, or the
 * previous slot's last stop), nodes 1…size are the places to visit, and with `end` node size + 1
 * is where the van must finish (the depot). `dist[i * nodeCount(problem) + j]` holds the metres
 * from node i to node j. Not part of the public API.
 */
export interface PathProblem {
  readonly size: number
  readonly dist: Float64Array
  readonly end: boolean
}

/** Slots of up to this many places are solved exactly (Held–Karp); larger ones by the heuristic. */
export const EXACT_MAX_STOPS = 12

/** Improvements smaller than this many metres are rounding noise, not improvements. */
const EPSILON = 1e-6

/** The heuristic's default number of perturbations (iterated local search). */
export const DEFAULT_KICKS = 100

export const nodeCount = (problem: PathProblem): number => problem.size + 1 + (problem.end ? 1 : 0)

/** The metres of a visiting order (nodes 1…size, each once) from node 0, to the end node if any. */
export function pathLength(problem: PathProblem, order: ArrayLike<number>): number {
  const n = nodeCount(problem)
  const { dist } = problem
  let total = 0
  let from = 0
  for (let index = 0; index < order.length; index++) {
    const to = order[index] as number
    total += dist[from * n + to] as number
    from = to
  }
  if (problem.end) total += dist[from * n + problem.size + 1] as number
  return total
}

/**
 * The shortest visiting order, exactly: Held–Karp's dynamic programme over subsets, O(2ᵏ·k²) for
 * k places (about 0.6 million steps for 12). Ties go to the order found first, which is the same
 * for the same problem. Throws past 16 places (the table would not fit).
 */
export function solvePathExact(problem: PathProblem): number[] {
  const k = problem.size
  if (k > 16)
    throw new RangeError(`solvePathExact: ${k} places is too many for the exact solver (at most 16)`)
  if (k === 0) return []
  if (k === 1) return [1]
  const n = nodeCount(problem)
  const { dist } = problem
  const subsets = 1 << k
  const cost = new Float64Array(subsets * k).fill(Number.POSITIVE_INFINITY)
  const previous = new Int8Array(subsets * k).fill(-1)
  for (let j = 0; j < k; j++) cost[(1 << j) * k + j] = dist[j + 1] as number
  for (let mask = 1; mask < subsets; mask++) {
    for (let j = 0; j < k; j++) {
      if ((mask & (1 << j)) === 0) continue
      const here = cost[mask * k + j] as number
      if (here === Number.POSITIVE_INFINITY) continue
      const row = (j + 1) * n
      for (let next = 0; next < k; next++) {
        if ((mask & (1 << next)) !== 0) continue
        const slot = (mask | (1 << next)) * k + next
        const candidate = here + (dist[row + next + 1] as number)
        if (candidate < (cost[slot] as number)) {
          cost[slot] = candidate
          previous[slot] = j
        }
      }
    }
  }
  const full = subsets - 1
  let best = Number.POSITIVE_INFINITY
  let last = 0
  for (let j = 0; j < k; j++) {
    const total = (cost[full * k + j] as number) + (problem.end ? (dist[(j + 1) * n + k + 1] as number) : 0)
    if (total < best) {
      best = total
      last = j
    }
  }
  const order: number[] = []
  let mask = full
  let j = last
  while (j >= 0) {
    order.push(j + 1)
    const before = previous[mask * k + j] as number
    mask ^= 1 << j
    j = before
  }
  return order.reverse()
}

/** mulberry32: a small seeded generator, so that the heuristic gives the same answer every time. */
function seeded(seed: number): () => number {
  let state = seed | 0
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** Whether dist[i→j] equals dist[j→i] for every pair (then reversing a stretch costs nothing inside it). */
function isSymmetric(problem: PathProblem): boolean {
  const n = nodeCount(problem)
  const { dist } = problem
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) if (dist[i * n + j] !== dist[j * n + i]) return false
  return true
}

/** From node 0, always to the nearest place not yet visited; ties to the lower node. */
function nearestNeighbour(problem: PathProblem): Int32Array {
  const k = problem.size
  const n = nodeCount(problem)
  const { dist } = problem
  const visited = new Uint8Array(k + 1)
  const order = new Int32Array(k)
  let from = 0
  for (let index = 0; index < k; index++) {
    let best = Number.POSITIVE_INFINITY
    let chosen = -1
    for (let to = 1; to <= k; to++) {
      if (visited[to]) continue
      const d = dist[from * n + to] as number
      if (d < best || chosen < 0) {
        best = d
        chosen = to
      }
    }
    visited[chosen] = 1
    order[index] = chosen
    from = chosen
  }
  return order
}

/** A local search over one problem, its arrays allocated once and reused for every start and kick. */
interface Search {
  /** The current order (places by position). */
  readonly order: Int32Array
  /** Makes `from` the current order; nothing is queued. */
  load(from: ArrayLike<number>): void
  /** Queues every node: the next run looks at the whole order. */
  queueAll(): void
  /**
   * Double bridge at a random position: cut the order into A B C D and join it as A C B D (a change
   * 2-opt and Or-opt cannot undo in one move); B and C up to 10 places long, or any length when
   * `wide`. Queues the ends of the three new edges.
   */
  kick(random: () => number, wide: boolean): void
  /** Improves the order until no queued node finds a better 2-opt or Or-opt move. */
  run(): void
}

/**
 * 2-opt (reverse a stretch) and Or-opt (move a stretch of 1–3 places elsewhere, either way round)
 * with a queue of nodes to look at ("don't look bits"): a node is looked at again only when one of
 * its edges changed, so that after a kick only the places near it are searched. For each node the
 * best move among its edges is taken. Node 0 stays first and the end node last.
 */
function createSearch(problem: PathProblem, symmetric: boolean): Search {
  const k = problem.size
  const n = nodeCount(problem)
  const { dist } = problem
  const endNode = problem.end ? k + 1 : -1
  const order = new Int32Array(k)
  const position = new Int32Array(k + 2)
  // forward[p]: metres along order[0…p]; backward[p]: the same stretch driven the other way.
  const forward = new Float64Array(k)
  const backward = new Float64Array(k)
  const scratch = new Int32Array(k)
  const queue = new Int32Array(k + 2)
  const queued = new Uint8Array(k + 2)
  let head = 0
  let count = 0

  const at = (p: number): number => (p < 0 ? 0 : p >= k ? endNode : (order[p] as number))
  const d = (a: number, b: number): number => (b < 0 ? 0 : (dist[a * n + b] as number))
  const push = (node: number) => {
    if (node < 0 || queued[node]) return
    queued[node] = 1
    queue[(head + count) % queue.length] = node
    count++
  }
  const reindex = () => {
    position[0] = -1
    if (endNode > 0) position[endNode] = k
    for (let p = 0; p < k; p++) position[order[p] as number] = p
    if (symmetric) return
    for (let p = 1; p < k; p++) {
      const a = order[p - 1] as number
      const b = order[p] as number
      forward[p] = (forward[p - 1] as number) + (dist[a * n + b] as number)
      backward[p] = (backward[p - 1] as number) + (dist[b * n + a] as number)
    }
  }
  /** backward − forward over positions [i, j]: what driving that stretch the other way adds. */
  const turned = (i: number, j: number): number =>
    symmetric
      ? 0
      : (backward[j] as number) - (backward[i] as number) - (forward[j] as number) + (forward[i] as number)

  /** The best reversal that removes an edge of `node` (edge e joins positions e and e + 1); applied when it helps. */
  const twoOpt = (node: number): boolean => {
    const p = position[node] as number
    let bestDelta = -EPSILON
    let bestFrom = 0
    let bestTo = 0
    for (let side = 0; side < 2; side++) {
      const edge = side === 0 ? p - 1 : p
      if (edge < -1 || edge > k - 1) continue
      for (let other = -1; other < k; other++) {
        if (other - edge < 2 && edge - other < 2) continue
        const e1 = Math.min(other, edge)
        const e2 = Math.max(other, edge)
        const a = at(e1)
        const b = order[e1 + 1] as number
        const c = order[e2] as number
        const after = at(e2 + 1)
        const delta = d(a, c) + d(b, after) - d(a, b) - d(c, after) + turned(e1 + 1, e2)
        if (delta < bestDelta) {
          bestDelta = delta
          bestFrom = e1 + 1
          bestTo = e2
        }
      }
    }
    if (bestDelta >= -EPSILON) return false
    for (let lo = bestFrom, hi = bestTo; lo < hi; lo++, hi--) {
      const swap = order[lo] as number
      order[lo] = order[hi] as number
      order[hi] = swap
    }
    reindex()
    push(at(bestFrom - 1))
    push(order[bestFrom] as number)
    push(order[bestTo] as number)
    push(at(bestTo + 1))
    return true
  }

  /** The best move of a stretch of 1–3 places that starts or ends at `node`; applied when it helps. */
  const orOpt = (node: number): boolean => {
    const p = position[node] as number
    if (p < 0 || p >= k) return false
    let bestDelta = -EPSILON
    let bestStart = 0
    let bestLength = 0
    let bestGap = 0
    let bestReversed = false
    for (let length = 1; length <= 3 && length < k; length++) {
      for (let end = 0; end < (length === 1 ? 1 : 2); end++) {
        const s = end === 0 ? p : p - length + 1
        const t = s + length - 1
        if (s < 0 || t >= k) continue
        const first = order[s] as number
        const last = order[t] as number
        const before = at(s - 1)
        const after = at(t + 1)
        const removed = d(before, first) + d(last, after) - d(before, after)
        const inside = turned(s, t)
        for (let gap = 0; gap <= k; gap++) {
          if (gap >= s && gap <= t + 1) continue
          const a = at(gap - 1)
          const b = at(gap)
          const kept = d(a, b) + removed
          const straight = d(a, first) + d(last, b) - kept
          const reversed = d(a, last) + d(first, b) - kept + inside
          if (straight < bestDelta) {
            bestDelta = straight
            bestStart = s
            bestLength = length
            bestGap = gap
            bestReversed = false
          }
          if (reversed < bestDelta) {
            bestDelta = reversed
            bestStart = s
            bestLength = length
            bestGap = gap
            bestReversed = true
          }
        }
      }
    }
    if (bestDelta >= -EPSILON) return false
    const touched = [
      at(bestStart - 1),
      at(bestStart + bestLength),
      at(bestGap - 1),
      at(bestGap),
      order[bestStart] as number,
      order[bestStart + bestLength - 1] as number,
    ]
    // Rebuild: the stretch goes into the gap before position bestGap.
    let w = 0
    for (let q = 0; q <= k; q++) {
      if (q === bestGap)
        for (let s = 0; s < bestLength; s++)
          scratch[w++] = order[bestReversed ? bestStart + bestLength - 1 - s : bestStart + s] as number
      if (q < k && (q < bestStart || q >= bestStart + bestLength)) scratch[w++] = order[q] as number
    }
    order.set(scratch)
    reindex()
    for (const moved of touched) push(moved)
    return true
  }

  return {
    order,
    load(from) {
      order.set(from)
      reindex()
    },
    queueAll() {
      for (let node = 0; node <= k; node++) push(node)
      if (endNode > 0) push(endNode)
    },
    kick(random, wide) {
      const window = wide ? k : Math.min(10, k)
      const p = Math.floor(random() * (k - 1))
      const q = Math.min(k - 1, p + 1 + Math.floor(random() * window))
      const r = Math.min(k, q + 1 + Math.floor(random() * window))
      const ends = [at(p - 1), at(p), at(q - 1), at(q), at(r - 1), at(r)]
      scratch.set(order.subarray(0, p), 0)
      scratch.set(order.subarray(q, r), p)
      scratch.set(order.subarray(p, q), p + r - q)
      scratch.set(order.subarray(r), r)
      order.set(scratch)
      reindex()
      for (const node of ends) push(node)
    },
    run() {
      for (let steps = 0; count > 0 && steps < 100_000; steps++) {
        const node = queue[head] as number
        head = (head + 1) % queue.length
        count--
        queued[node] = 0
        if (twoOpt(node) || orOpt(node)) push(node)
      }
    },
  }
}

/** solvePathHeuristic's options. */
export interface HeuristicOptions {
  /** Other orders to improve besides nearest neighbour's (the input order, so as never to do worse). */
  starts?: readonly (readonly number[])[]
  /** Perturbations of the best order found (iterated local search); default DEFAULT_KICKS. */
  kicks?: number
}

/**
 * A short visiting order for any number of places: nearest neighbour from node 0 (and any `starts`),
 * each improved by 2-opt and Or-opt, then `kicks` rounds of iterated local search (a double-bridge
 * change of the best order, improved again, kept when shorter). Deterministic: a seeded generator,
 * ties to the lower node.
 */
export function solvePathHeuristic(problem: PathProblem, options: HeuristicOptions = {}): number[] {
  const k = problem.size
  if (k === 0) return []
  if (k === 1) return [1]
  const search = createSearch(problem, isSymmetric(problem))
  let best = new Int32Array(k)
  let bestLength = Number.POSITIVE_INFINITY
  const keepIfShorter = () => {
    const length = pathLength(problem, search.order)
    if (length < bestLength - EPSILON) {
      best = search.order.slice()
      bestLength = length
    }
  }
  for (const start of [nearestNeighbour(problem), ...(options.starts ?? [])]) {
    search.load(start)
    search.queueAll()
    search.run()
    keepIfShorter()
  }
  if (k >= 3) {
    const random = seeded(0x5eed_0000 + k)
    const kicks = options.kicks ?? DEFAULT_KICKS
    for (let kick = 0; kick < kicks; kick++) {
      search.load(best)
      search.kick(random, kick % 2 === 1)
      search.run()
      keepIfShorter()
    }
  }
  return Array.from(best)
}

/** Exact up to EXACT_MAX_STOPS places, the heuristic beyond. */
export function solvePath(problem: PathProblem, options: HeuristicOptions = {}): number[] {
  return problem.size <= EXACT_MAX_STOPS ? solvePathExact(problem) : solvePathHeuristic(problem, options)
}
