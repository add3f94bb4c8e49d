/** A seeded pseudo-random source: every draw is determined by the seed, never by Math.random. */
export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number
  /** True with probability p. */
  chance(p: number): boolean
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T
  /** One item of a non-empty list, each item drawn in proportion to its (non-negative) weight. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T
  /** A shuffled copy of the list. */
  shuffle<T>(items: readonly T[]): T[]
  /** A standard normal draw (mean 0, deviation 1). */
  normal(): number
}

/** FNV-1a over a string: turns a label into 32 bits. */
function hashText(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/**
 * A 32-bit seed for one part of the data, derived from the user's seed and a label, so that each
 * part (products, customers, orders) draws from its own stream: adding customers never changes
 * the products.
 */
export function deriveSeed(seed: number, label: string): number {
  return hashText(`${seed}:${label}`)
}

/**
 * mulberry32 (Tommy Ettinger's 32-bit generator): small, fast and good enough for test data.
 * `createRandom(seed, label)` gives the same draws for the same seed and label, on every machine.
 */
export function createRandom(seed: number, label = ''): Random {
  let state = deriveSeed(seed, label)
  const next = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new RangeError('Random.pick: the list is empty; pass at least one item')
    return items[Math.floor(next() * items.length)] as T
  }
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    weighted<T>(items: readonly T[], weight: (item: T) => number): T {
      let total = 0
      for (const item of items) total += Math.max(0, weight(item))
      if (total <= 0) return pick(items)
      let target = next() * total
      for (const item of items) {
        target -= Math.max(0, weight(item))
        if (target < 0) return item
      }
      return items[items.length - 1] as T
    },
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items]
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
      }
      return copy
    },
    normal() {
      // Box-Muller; 1 - next() is in (0, 1], so the logarithm is finite.
      return Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next())
    },
  }
}
