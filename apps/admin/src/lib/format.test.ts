import { describe, expect, it } from 'vitest'
import { formatDateTime, formatDelivery, romeToday } from './format'

describe('admin formats', () => {
  it('takes today, and tomorrow, from the calendar in Rome, not in UTC', () => {
    const lateNight = new Date('2026-11-21T23:30:00Z') // 00:30 on the 22nd in Rome
    expect(romeToday(lateNight)).toBe('2026-11-22')
    expect(romeToday(lateNight, 1)).toBe('2026-11-23')
    expect(romeToday(new Date('2026-12-31T12:00:00Z'), 1)).toBe('2027-01-01')
  })

  it('writes instants in Rome time and deliveries in words', () => {
    expect(formatDateTime('2026-11-22T09:37:30.000Z')).toBe('22/11/2026, 10:37')
    expect(formatDateTime(null)).toBe('—')
    expect(formatDateTime('domani')).toBe('—')
    expect(formatDelivery({ date: '2026-11-23', slot: '09:00 - 10:00' })).toBe(
      'lunedì 23 novembre 2026, 09:00 - 10:00',
    )
    expect(formatDelivery({ date: null, slot: null })).toBe('—')
  })
})
