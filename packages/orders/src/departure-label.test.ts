import { describe, expect, it } from 'vitest'
import { departureLabel } from './departure-label'

describe('departureLabel', () => {
  it('says whether a stop left, in the words of the sheet', () => {
    expect(departureLabel({ state: 'left' })).toBe('Partito')
    expect(departureLabel({ state: 'delivered' })).toBe('Consegnato')
    expect(departureLabel({ state: 'not-delivered' })).toBe('Non consegnato')
    expect(departureLabel({ state: 'stayed', reason: 'Bonifico non ricevuto' })).toBe(
      'Non partito: Bonifico non ricevuto',
    )
    expect(departureLabel({ state: 'stayed', reason: null })).toBe('Non partito')
  })

  it('says nothing while the van has not left', () => {
    expect(departureLabel(null)).toBe('')
  })
})
