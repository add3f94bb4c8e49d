import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { wooCents, wooEuros } from './woo-money'

describe('wooCents', () => {
  it("reads WooCommerce's money strings and numbers in whole cents", () => {
    expect(wooCents('12.50')).toBe(1250)
    expect(wooCents('12')).toBe(1200)
    expect(wooCents(' 0.99 ')).toBe(99)
    expect(wooCents('.5')).toBe(50)
    expect(wooCents('-1.20')).toBe(-120)
    expect(wooCents(33.4)).toBe(3340)
    expect(wooCents('0')).toBe(0)
  })

  it('rounds half away from zero on the decimal value, whatever the binary noise', () => {
    // 10.905 * 100 is 1090.4999999999998 in binary: a plain Math.round gives 1090.
    expect(wooCents('10.905')).toBe(1091)
    expect(wooCents('1.005')).toBe(101)
    expect(wooCents('2.675')).toBe(268)
    expect(wooCents('-10.905')).toBe(-1091)
    expect(wooCents('0.004')).toBe(0)
    expect(wooCents('-0.004')).toBe(0)
    expect(Object.is(wooCents('-0.004'), -0)).toBe(false)
  })

  it("adds up in cents: '0.1' + '0.2' is 30 cents, not 30.000000000000004", () => {
    expect((wooCents('0.1') ?? 0) + (wooCents('0.2') ?? 0)).toBe(30)
    expect(wooEuros(0.1 + 0.2)).toBe(0.3)
  })

  it('is null for what is not an amount', () => {
    for (const bad of [
      '',
      ' ',
      '1,50',
      '€ 1.50',
      '1e3',
      '0x10',
      'abc',
      '1.2.3',
      null,
      undefined,
      Number.NaN,
      Infinity,
      {},
    ]) {
      expect(wooCents(bad), String(bad)).toBeNull()
      expect(wooEuros(bad), String(bad)).toBeNull()
    }
  })

  it('gives back any amount written with 2 decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        const text = `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`
        expect(wooCents(text)).toBe(cents === 0 ? 0 : cents)
        expect(wooEuros(text)).toBe(cents / 100 + 0)
      }),
    )
  })
})
