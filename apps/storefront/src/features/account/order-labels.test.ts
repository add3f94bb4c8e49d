import { describe, expect, it } from 'vitest'
import { deliveryDateLabel, orderStatusLabel, placedOnLabel } from './order-labels'

describe('orderStatusLabel', () => {
  it.each([
    ['pending', 'In attesa di pagamento'],
    ['processing', 'In preparazione'],
    ['on-hold', 'In attesa di conferma'],
    ['completed', 'Consegnato'],
    ['cancelled', 'Annullato'],
    ['refunded', 'Rimborsato'],
    ['failed', 'Pagamento non riuscito'],
    ['checkout-draft', 'Non completato'],
  ])('reads %s as %j', (status, label) => {
    expect(orderStatusLabel(status)).toBe(label)
  })

  it('shows an unknown status as it is', () => {
    expect(orderStatusLabel('in-consegna')).toBe('in-consegna')
    expect(orderStatusLabel('')).toBe('')
  })

  it('shows a status named like a built-in object property as it is', () => {
    expect(orderStatusLabel('toString')).toBe('toString')
    expect(orderStatusLabel('constructor')).toBe('constructor')
  })
})

describe('deliveryDateLabel', () => {
  it('writes a delivery date in Italian words', () => {
    expect(deliveryDateLabel('2026-11-23')).toBe('lunedì 23 novembre 2026')
    expect(deliveryDateLabel('2027-01-01')).toBe('venerdì 1 gennaio 2027')
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
  ])('leaves other text %j as it is', (text) => {
    expect(deliveryDateLabel(text)).toBe(text)
  })
})

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
