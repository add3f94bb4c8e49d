import { describe, expect, it } from 'vitest'
import { formatLabel } from './format-label'

describe('formatLabel', () => {
  it('writes street, house number, quartiere, CAP and comune in the Italian order', () => {
    const street = { street: 'Via Sparano da Bari', houseNumber: '12', postalCode: '70121', city: 'Bari' }
    expect(formatLabel(street)).toBe('Via Sparano da Bari 12, 70121 Bari')
    expect(formatLabel({ ...street, houseNumber: null, postalCode: null })).toBe('Via Sparano da Bari, Bari')
    expect(formatLabel({ ...street, houseNumber: null, district: 'Murat' })).toBe(
      'Via Sparano da Bari, Murat, 70121 Bari',
    )
    expect(formatLabel({ street: null, houseNumber: null, postalCode: '70019', city: 'Triggiano' })).toBe(
      '70019 Triggiano',
    )
  })
})
