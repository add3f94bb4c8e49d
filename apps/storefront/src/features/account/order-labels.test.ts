import { describe, expect, it } from 'vitest'
import { orderStatusLabel, placedOnLabel } from './order-labels'

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
