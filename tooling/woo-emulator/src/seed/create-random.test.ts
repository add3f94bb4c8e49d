import { describe, expect, it } from 'vitest'
import { createRandom } from './create-random'

describe('createRandom', () => {
  it('repeats the same draws for the same seed and label, and differs otherwise', () => {
    const draws = (seed: number, label: string) => {
      const random = createRandom(seed, label)
      return Array.from({ length: 20 }, () => random.next())
    }
    expect(draws(1, 'a')).toEqual(draws(1, 'a'))
    expect(draws(1, 'a')).not.toEqual(draws(2, 'a'))
    expect(draws(1, 'a')).not.toEqual(draws(1, 'b'))
  })

  it('stays within its ranges', () => {
    const random = createRandom(42)
    const ints = new Set<number>()
    for (let i = 0; i < 2000; i++) {
      const x = random.next()
      expect(x >= 0 && x < 1).toBe(true)
      const n = random.int(3, 6)
      ints.add(n)
    }
    expect([...ints].sort()).toEqual([3, 4, 5, 6])
    expect(random.weighted(['a', 'b', 'c'], (item) => (item === 'b' ? 1 : 0))).toBe('b')
    expect(random.shuffle([1, 2, 3, 4]).sort()).toEqual([1, 2, 3, 4])
    expect(() => random.pick([])).toThrow(/empty/)
  })
})
