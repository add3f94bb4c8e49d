import { describe, expect, it } from 'vitest'
import { centsToEuros, eurosToCents } from './refund-amount'

describe('eurosToCents', () => {
  it('reads euros with a comma or a point, and whole euros', () => {
    expect(eurosToCents('12,50')).toBe(1250)
    expect(eurosToCents(' 12.5 ')).toBe(1250)
    expect(eurosToCents('7')).toBe(700)
    expect(eurosToCents('0,01')).toBe(1)
  })
  it('refuses what is not an amount to refund', () => {
    for (const bad of ['', '0', '0,00', '-3', '12,505', '1.234,50', 'dieci', '12,'])
      expect(eurosToCents(bad)).toBeNull()
  })
  it('round-trips with centsToEuros', () => {
    for (const cents of [1, 99, 1250, 123456]) expect(eurosToCents(centsToEuros(cents))).toBe(cents)
  })
})
