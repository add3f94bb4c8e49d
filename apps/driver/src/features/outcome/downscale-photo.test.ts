import { describe, expect, it } from 'vitest'
import { encodeUnder, fitWithin, PHOTO_MAX_SIDE } from './downscale-photo'

describe('fitWithin', () => {
  it('brings the longest side down to the limit, keeping the shape', () => {
    expect(fitWithin(4032, 3024, PHOTO_MAX_SIDE)).toEqual({ width: 1280, height: 960 })
    expect(fitWithin(3024, 4032, PHOTO_MAX_SIDE)).toEqual({ width: 960, height: 1280 })
  })

  it('never enlarges a small photo', () => {
    expect(fitWithin(800, 600, PHOTO_MAX_SIDE)).toEqual({ width: 800, height: 600 })
  })
})

describe('encodeUnder', () => {
  it('keeps the best quality that fits', () => {
    const tried: number[] = []
    const encode = (quality: number) => {
      tried.push(quality)
      return 'x'.repeat(Math.round(quality * 1000))
    }
    expect(encodeUnder(650, encode)).toHaveLength(600)
    expect(tried).toEqual([0.8, 0.7, 0.6])
  })

  it('gives null when even the lowest quality is too large', () => {
    expect(encodeUnder(10, () => 'x'.repeat(11))).toBeNull()
  })
})
