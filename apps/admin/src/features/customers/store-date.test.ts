import { describe, expect, it } from 'vitest'
import { formatStoreDate } from './store-date'

describe('formatStoreDate', () => {
  it("reads WooCommerce's local date as written, whatever the machine's zone", () => {
    expect(formatStoreDate('2026-11-04T09:58:00')).toBe('04/11/2026')
    expect(formatStoreDate('2026-11-04T09:58:00', true)).toBe('04/11/2026, 09:58')
    expect(formatStoreDate('2026-03-29T02:30:00', true)).toBe('29/03/2026, 02:30')
  })

  it("gives '—' for a missing or unreadable date", () => {
    expect(formatStoreDate(null)).toBe('—')
    expect(formatStoreDate('')).toBe('—')
    expect(formatStoreDate('ieri')).toBe('—')
  })

  it('gives the date alone when the time is missing', () => {
    expect(formatStoreDate('2026-11-04', true)).toBe('04/11/2026')
  })
})
