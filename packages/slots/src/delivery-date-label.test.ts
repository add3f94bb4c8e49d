import { describe, expect, it } from 'vitest'
import { isoDateOf } from './delivery-date'
import { dayNumberOfIso, deliveryDateLabel } from './delivery-date-label'

describe('deliveryDateLabel', () => {
  it('writes a delivery date in Italian words', () => {
    expect(deliveryDateLabel('2026-11-23')).toBe('lunedì 23 novembre 2026')
    expect(deliveryDateLabel('2027-01-01')).toBe('venerdì 1 gennaio 2027')
    expect(deliveryDateLabel('2026-11-14')).toBe('sabato 14 novembre 2026')
  })

  it('keeps the calendar day across the daylight saving changes', () => {
    expect(deliveryDateLabel('2026-03-29')).toBe('domenica 29 marzo 2026')
    expect(deliveryDateLabel('2026-10-25')).toBe('domenica 25 ottobre 2026')
  })

  it.each([
    'Da concordare',
    '',
    '23/11/2026',
    '2026-11-23T10:00:00Z',
    '2026-1-5',
    '2026-02-30',
    '2026-13-01',
  ])('leaves %j as it is', (text) => {
    expect(deliveryDateLabel(text)).toBe(text)
  })
})

describe('dayNumberOfIso', () => {
  it('counts days from 1970-01-01 and refuses what is not a real date', () => {
    expect(dayNumberOfIso('1970-01-02')).toBe(1)
    expect(dayNumberOfIso('2026-02-29')).toBeNull()
    expect(dayNumberOfIso('2026-2-1')).toBeNull()
  })
})

describe('isoDateOf', () => {
  it('is the inverse of dayNumberOfIso, so that adding 1 gives the next calendar day', () => {
    for (const date of ['1970-01-01', '2026-03-28', '2026-10-25', '2028-02-28', '2026-12-31']) {
      expect(isoDateOf(dayNumberOfIso(date) as number)).toBe(date)
    }
    expect(isoDateOf((dayNumberOfIso('2026-03-28') as number) + 1)).toBe('2026-03-29')
    expect(isoDateOf((dayNumberOfIso('2028-02-28') as number) + 1)).toBe('2028-02-29')
    expect(isoDateOf((dayNumberOfIso('2026-12-31') as number) + 1)).toBe('2027-01-01')
  })
})
