import fc from 'fast-check'

/** The value, or a failed test when it is missing. */
export function defined<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value, got undefined')
  return value
}

/** A point in Bari's box, in micro-degrees. */
export const bariPoint = fc.record({
  lat: fc.integer({ min: 41_050_000, max: 41_150_000 }).map((n) => n / 1e6),
  lng: fc.integer({ min: 16_800_000, max: 16_950_000 }).map((n) => n / 1e6),
})
