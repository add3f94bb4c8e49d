import { describe, expect, it } from 'vitest'
import { amountText, dayName, euro, parseEuro, timeOf } from './format'

describe('format', () => {
  it('writes euros, times and days the Italian way, in Rome', () => {
    expect(euro(23.4)).toBe('23,40 €')
    expect(euro(1234.5)).toBe('1234,50 €')
    expect(timeOf('2026-11-27T09:42:00.000Z')).toBe('10:42')
    expect(timeOf('2026-07-01T09:42:00.000Z')).toBe('11:42')
    expect(dayName('2026-11-27')).toBe('venerdì 27 novembre 2026')
    expect(amountText(23.4)).toBe('23,40')
  })

  it('reads an amount typed with a comma or a point, and refuses anything else', () => {
    expect(parseEuro('23,40')).toBe(23.4)
    expect(parseEuro(' 23.4 ')).toBe(23.4)
    expect(parseEuro('€ 23')).toBe(23)
    for (const text of ['', 'venti', '1.234,50', '23,405', '-5', '2,3,4'])
      expect(parseEuro(text), text).toBeNaN()
  })
})
