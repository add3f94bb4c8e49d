import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { haversineMeters } from './haversine-meters'
import {
  nodeCount,
  type PathProblem,
  pathLength,
  solvePath,
  solvePathExact,
  solvePathHeuristic,
} from './solve-path'
import { bariPoint, defined } from './testing/arbitraries'
import { bruteForcePath } from './testing/brute-force-path'

/** A one-slot problem over real points: the start, `size` places, and the start again with `end`. */
function problemArb(minSize: number, maxSize: number): fc.Arbitrary<PathProblem> {
  return fc
    .record({
      start: bariPoint,
      places: fc.array(bariPoint, { minLength: minSize, maxLength: maxSize }),
      end: fc.boolean(),
    })
    .map(({ start, places, end }) => {
      const points = [start, ...places, ...(end ? [start] : [])]
      const n = points.length
      const dist = new Float64Array(n * n)
      for (let i = 0; i < n; i++)
        for (let j = 0; j < n; j++)
          dist[i * n + j] = haversineMeters(defined(points[i]), defined(points[j])) * 1.3
      return { size: places.length, dist, end }
    })
}

/** Any matrix, one-way streets included: not symmetric, not even a metric. */
function asymmetricArb(minSize: number, maxSize: number): fc.Arbitrary<PathProblem> {
  return fc
    .record({ size: fc.integer({ min: minSize, max: maxSize }), end: fc.boolean() })
    .chain(({ size, end }) => {
      const n = size + 1 + (end ? 1 : 0)
      return fc
        .array(fc.integer({ min: 0, max: 5_000 }), { minLength: n * n, maxLength: n * n })
        .map((cells) => ({
          size,
          end,
          dist: Float64Array.from(cells, (m, i) => (i % (n + 1) === 0 ? 0 : m)),
        }))
    })
}

const isVisitingOrder = (problem: PathProblem, order: readonly number[]) =>
  [...order].sort((a, b) => a - b).join() === Array.from({ length: problem.size }, (_, i) => i + 1).join()

describe('solvePathExact (Held–Karp)', () => {
  it('finds the brute-force optimum, open or back to the start, up to 8 places', () => {
    fc.assert(
      fc.property(problemArb(0, 8), (problem) => {
        const order = solvePathExact(problem)
        expect(isVisitingOrder(problem, order)).toBe(true)
        expect(pathLength(problem, order)).toBeCloseTo(bruteForcePath(problem).meters, 6)
      }),
      { numRuns: 150 },
    )
  })

  it('finds the optimum on asymmetric matrices too', () => {
    fc.assert(
      fc.property(asymmetricArb(1, 7), (problem) => {
        expect(pathLength(problem, solvePathExact(problem))).toBeCloseTo(bruteForcePath(problem).meters, 6)
      }),
      { numRuns: 150 },
    )
  })

  it('refuses more than 16 places', () => {
    const size = 17
    const dist = new Float64Array(nodeCount({ size, end: false, dist: new Float64Array(0) }) ** 2)
    expect(() => solvePathExact({ size, end: false, dist })).toThrow(/17 places is too many/)
  })
})

describe('solvePathHeuristic', () => {
  // The line: within 5 % of the optimum on random instances of up to 9 stops. The benchmark
  // measures it on 2,000 instances (BENCHMARKS.md); this checks it on every instance fast-check draws.
  it('stays within 5 % of the brute-force optimum on 7–9 places', () => {
    fc.assert(
      fc.property(problemArb(7, 9), (problem) => {
        const order = solvePathHeuristic(problem)
        expect(isVisitingOrder(problem, order)).toBe(true)
        expect(pathLength(problem, order)).toBeLessThanOrEqual(bruteForcePath(problem).meters * 1.05 + 1e-6)
      }),
      { numRuns: 100 },
    )
  })

  it('gives a visiting order, never longer than the starts it is given, on any matrix', () => {
    fc.assert(
      fc.property(
        asymmetricArb(0, 30).chain((problem) =>
          fc.record({
            problem: fc.constant(problem),
            start: fc.shuffledSubarray(
              Array.from({ length: problem.size }, (_, i) => i + 1),
              { minLength: problem.size, maxLength: problem.size },
            ),
          }),
        ),
        ({ problem, start }) => {
          const order = solvePathHeuristic(problem, { starts: [start], kicks: 20 })
          expect(isVisitingOrder(problem, order)).toBe(true)
          expect(pathLength(problem, order)).toBeLessThanOrEqual(pathLength(problem, start) + 1e-6)
        },
      ),
      { numRuns: 150 },
    )
  })

  it('gives the same order for the same problem', () => {
    fc.assert(
      fc.property(problemArb(13, 30), (problem) => {
        expect(solvePathHeuristic(problem)).toEqual(solvePathHeuristic(problem))
      }),
      { numRuns: 20 },
    )
  })
})

describe('solvePath', () => {
  it('is exact up to 12 places and uses the heuristic beyond', () => {
    fc.assert(
      fc.property(problemArb(13, 20), (problem) => {
        expect(solvePath(problem)).toEqual(solvePathHeuristic(problem))
      }),
      { numRuns: 10 },
    )
    fc.assert(
      fc.property(problemArb(9, 12), (problem) => {
        expect(solvePath(problem)).toEqual(solvePathExact(problem))
      }),
      { numRuns: 10 },
    )
  })
})
