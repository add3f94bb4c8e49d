import { describe, expect, it } from 'vitest'
import { placedOnLabel } from './order-labels'

describe('placedOnLabel', () => {
  it('gives the date in Rome, not in UTC', () => {
    expect(placedOnLabel('2026-01-15T23:30:00Z')).toBe('16 gennaio 2026')
    expect(placedOnLabel('2026-03-31T23:30:00Z')).toBe('1 aprile 2026')
    expect(placedOnLabel('2026-07-10T21:59:00Z')).toBe('10 luglio 2026')
    expect(placedOnLabel('2026-07-10T22:00:00Z')).toBe('11 luglio 2026')
  })

  it('is empty for what is not a date', () => {
    expect(placedOnLabel('')).toBe('')
    expect(placedOnLabel('ieri')).toBe('')
  })
})
