import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { allowedEdits, editDistance } from './edit-distance'

/** The textbook optimal-string-alignment distance, with a full table. */
function reference(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[]
      const above = d[i - 1] as number[]
      row[j] = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1)
    }
  return (d[a.length] as number[])[b.length] as number
}

describe('editDistance', () => {
  it('counts inserts, deletes, replacements and swaps', () => {
    expect(editDistance('sparano', 'sparano', 1)).toBe(0)
    expect(editDistance('sparanno', 'sparano', 1)).toBe(1)
    expect(editDistance('sparno', 'sparano', 1)).toBe(1)
    expect(editDistance('sparamo', 'sparano', 1)).toBe(1)
    expect(editDistance('suaro', 'sauro', 1)).toBe(1)
    expect(editDistance('cavour', 'sparano', 2)).toBe(3)
  })

  it('agrees with the full-table distance, capped at max + 1 (fast-check)', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'r', 'o'), maxLength: 12 })
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, max) => {
        expect(editDistance(a, b, max)).toBe(Math.min(reference(a, b), max + 1))
      }),
      { numRuns: 2000 },
    )
  })

  it('works for words longer than its reused rows', () => {
    const long = 'x'.repeat(100)
    expect(editDistance(`${long}a`, `${long}b`, 1)).toBe(1)
  })

  it('allows no typo under 5 letters or in numbers, 1 up to 7 letters, 2 from 8', () => {
    expect(['bari', '12345', 'via'].map(allowedEdits)).toEqual([0, 0, 0])
    expect(['cavour', 'sparano'].map(allowedEdits)).toEqual([1, 1])
    expect(['vittorio', 'westerhout'].map(allowedEdits)).toEqual([2, 2])
  })
})
