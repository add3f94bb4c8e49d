import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromCents, toCents } from './cents'

describe('toCents', () => {
  it.each([
    [0, 0],
    [1.5, 150],
    [0.1, 10],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [0.285, 29],
    [19.99, 1999],
    [-1.5, -150],
    [-0.001, 0],
    [-0, 0],
    [1_000_000, 100_000_000],
  ])('reads %s euros as %s cents', (euros, cents) => {
    expect(toCents(euros)).toBe(cents)
  })

  it('never gives -0', () => {
    expect(Object.is(toCents(-0), 0)).toBe(true)
    expect(Object.is(toCents(-0.004), 0)).toBe(true)
  })

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, '1.50', null])(
    'throws a TypeError that shows the right form for %s',
    (value) => {
      expect(() => toCents(value as never)).toThrow(TypeError)
      expect(() => toCents(value as never)).toThrow('such as toCents(1.5) === 150')
    },
  )

  it('reads back every 2-decimal amount exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(toCents(cents / 100)).toBe(cents)
      }),
    )
  })
})

describe('fromCents', () => {
  it.each([
    [0, 0],
    [150, 1.5],
    [30, 0.3],
    [1999, 19.99],
    [-150, -1.5],
  ])('gives %s cents as %s euros', (cents, euros) => {
    expect(fromCents(cents)).toBe(euros)
  })

  it('never gives -0', () => {
    expect(Object.is(fromCents(-0), 0)).toBe(true)
  })

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, '150'])(
    'throws a TypeError that shows the right form for %s',
    (value) => {
      expect(() => fromCents(value as never)).toThrow(TypeError)
      expect(() => fromCents(value as never)).toThrow('such as fromCents(150) === 1.5')
    },
  )

  it('gives a number with at most 2 decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const euros = fromCents(cents)
        expect(Number(euros.toFixed(2))).toBe(euros)
        expect(String(euros)).toMatch(/^-?\d+(\.\d{1,2})?$/)
      }),
    )
  })
})
