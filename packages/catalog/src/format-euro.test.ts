import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatCount, formatEuro } from './format-euro'

const intl = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' })

describe('formatEuro', () => {
  it.each([0, 1.5, 0.3, 19.99, 1234.5, 1_000_000, -3, 0.01])('formats %s as Intl it-IT does', (value) => {
    expect(formatEuro(value)).toBe(intl.format(value))
  })

  it('writes euros the Italian way: comma for decimals, the sign after the amount', () => {
    expect(formatEuro(1.5)).toMatch(/^1,50\s€$/u)
    expect(formatEuro(0.3)).toMatch(/^0,30\s€$/u)
    expect(formatEuro(12)).toMatch(/^12,00\s€$/u)
    expect(formatEuro(-3.5)).toMatch(/^-3,50\s€$/u)
    expect(formatEuro(1234567.89)).toMatch(/^1\.234\.567,89\s€$/u)
  })

  it('groups thousands from 4 digits, as Italian shops print amounts (CLDR alone gives 1277,10 €)', () => {
    expect(formatEuro(1277.1)).toBe('1.277,10\u00a0€')
    expect(formatEuro('1277.10')).toBe('1.277,10\u00a0€')
    expect(formatEuro(1000)).toBe('1.000,00\u00a0€')
    expect(formatEuro(-1277.1)).toBe('-1.277,10\u00a0€')
    expect(formatEuro(1234567.8)).toBe('1.234.567,80\u00a0€')
    expect(formatEuro(999.99)).toBe('999,99\u00a0€')
  })

  it('accepts WooCommerce price strings', () => {
    expect(formatEuro('1.50')).toBe(intl.format(1.5))
    expect(formatEuro('12')).toBe(intl.format(12))
    expect(formatEuro(' 0.99 ')).toBe(intl.format(0.99))
    expect(formatEuro('-3.5')).toBe(intl.format(-3.5))
    expect(formatEuro('.5')).toBe(intl.format(0.5))
  })

  it('rounds to whole cents, half away from zero', () => {
    expect(formatEuro(1.005)).toBe(intl.format(1.01))
    expect(formatEuro(0.1 + 0.2)).toBe(intl.format(0.3))
    expect(formatEuro(2.675)).toBe(intl.format(2.68))
    expect(formatEuro(-1.005)).toBe(intl.format(-1.01))
    expect(formatEuro(-0.001)).toBe(intl.format(0))
    expect(formatEuro(-0)).toBe(intl.format(0))
  })

  it.each<[string, unknown]>([
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
    ['an empty string (a WooCommerce product without a price)', ''],
    ['a blank string', '  '],
    ['a comma decimal', '1,50'],
    ['a string with a currency sign', '€ 1.50'],
    ['a string with thousands separators', '1.234,50'],
    ['an exponent', '1e3'],
    ['a word', 'gratis'],
    ['null', null],
    ['undefined', undefined],
    ['an object', { price: 1 }],
  ])('gives an empty string for %s', (_, value) => {
    expect(formatEuro(value as never)).toBe('')
  })

  it('agrees with Intl on every amount of whole cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        expect(formatEuro(cents / 100)).toBe(intl.format(cents / 100))
        expect(formatEuro((cents / 100).toFixed(2))).toBe(intl.format(cents / 100))
      }),
    )
  })
})

describe('formatCount', () => {
  const counts = new Intl.NumberFormat('it-IT', { useGrouping: 'always', maximumFractionDigits: 0 })

  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1277, '1.277'],
    [10_000, '10.000'],
    [1_234_567, '1.234.567'],
    [-4500, '-4.500'],
  ])('writes %s as %s', (value, text) => {
    expect(formatCount(value)).toBe(text)
  })

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('gives an empty string for %s', (value) => {
    expect(formatCount(value)).toBe('')
  })

  it('agrees with Intl on every whole number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (value) => {
        expect(formatCount(value)).toBe(counts.format(value))
      }),
    )
  })
})
