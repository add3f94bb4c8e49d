import { describe, expect, it } from 'vitest'
import { euroText } from './euro-text'

describe('euroText', () => {
  it('writes cents as @shop/catalog formatEuro writes euros: comma, non-breaking space, thousands always grouped', () => {
    expect(euroText(410)).toBe('4,10\u00a0€')
    expect(euroText(0)).toBe('0,00\u00a0€')
    expect(euroText(150)).toBe('1,50\u00a0€')
    expect(euroText(123450)).toBe('1.234,50\u00a0€')
    expect(euroText(100000)).toBe('1.000,00\u00a0€')
    expect(euroText(123456780)).toBe('1.234.567,80\u00a0€')
    expect(euroText(-300)).toBe('-3,00\u00a0€')
  })
})
