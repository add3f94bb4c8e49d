import { nodeCount, type PathProblem } from '../solve-path'

/**
 * The shortest visiting order by trying every one (k! orders, no pruning): the reference the exact
 * solver and the heuristic are measured against, in tests and the benchmark. Up to 10 places.
 */
export function bruteForcePath(problem: PathProblem): { order: number[]; meters: number } {
  const k = problem.size
  if (k > 10) throw new RangeError(`bruteForcePath: ${k} places would take too long (at most 10)`)
  const n = nodeCount(problem)
  const { dist } = problem
  const order = new Array<number>(k)
  const used = new Uint8Array(k + 1)
  let best = Number.POSITIVE_INFINITY
  let bestOrder: number[] = []
  const visit = (depth: number, from: number, sofar: number) => {
    if (depth === k) {
      const total = sofar + (problem.end ? (dist[from * n + k + 1] as number) : 0)
      if (total < best) {
        best = total
        bestOrder = order.slice()
      }
      return
    }
    for (let to = 1; to <= k; to++) {
      if (used[to]) continue
      used[to] = 1
      order[depth] = to
      visit(depth + 1, to, sofar + (dist[from * n + to] as number))
      used[to] = 0
    }
  }
  visit(0, 0, 0)
  return { order: bestOrder, meters: k === 0 ? (problem.end ? (dist[1] as number) : 0) : best }
}
