import { describe, expect, it } from 'vitest'
import { type AddressSuggestion, pointAddress, streetsNamed, typedTown } from './zone-check-api'

const JAPIGIA = { lat: 41.11158, lng: 16.89587 }

describe('pointAddress', () => {
  it('is the point alone when nothing was typed', () => {
    expect(pointAddress(JAPIGIA)).toEqual({ coordinates: { lat: 41.11158, lng: 16.89587 } })
    expect(pointAddress(JAPIGIA, { address: '', postalCode: ' ', city: '', province: '' })).toEqual({
      coordinates: JAPIGIA,
    })
  })

  it('carries the typed street, CAP, town and province, trimmed, the province in capitals', () => {
    expect(
      pointAddress(JAPIGIA, {
        address: '  Via   Inesistente 3 ',
        postalCode: ' 70126',
        city: 'Bari ',
        province: 'ba',
      }),
    ).toEqual({
      coordinates: JAPIGIA,
      address: 'Via Inesistente 3',
      postalCode: '70126',
      city: 'Bari',
      province: 'BA',
    })
  })

  it('leaves out only the fields that are empty', () => {
    expect(pointAddress(JAPIGIA, { city: 'Bari', postalCode: '' })).toEqual({
      coordinates: JAPIGIA,
      city: 'Bari',
    })
  })

  it('takes only lat and lng from the point (the server refuses other keys)', () => {
    const point = { lat: 41.1, lng: 16.9, alt: 3 } as { lat: number; lng: number }
    expect(pointAddress(point).coordinates).toEqual({ lat: 41.1, lng: 16.9 })
    expect(Object.keys(pointAddress(point).coordinates)).toEqual(['lat', 'lng'])
  })
})

const suggestion = (label: string, more: Partial<AddressSuggestion> = {}): AddressSuggestion => ({
  label,
  street: label.split(',')[0] ?? label,
  houseNumber: null,
  city: 'Bari',
  postalCode: null,
  province: 'BA',
  lat: 41.1,
  lng: 16.9,
  kind: 'street',
  inZone: true,
  ...more,
})

describe('streetsNamed', () => {
  it("keeps the streets in a zone that carry every word typed, not the geocoder's near misses", () => {
    const found = [
      suggestion('Via Pietro Colletta, Bari'),
      suggestion('Arco Santo Spirito, Bari', { inZone: false }),
      suggestion('Via Napoli in Santo Spirito, Bari'),
      suggestion('70019 Triggiano', { kind: 'town', street: null }),
    ]
    expect(streetsNamed('Molfetta', found)).toEqual([])
    expect(streetsNamed('Santo Spirito', found).map((s) => s.label)).toEqual([
      'Via Napoli in Santo Spirito, Bari',
    ])
    expect(streetsNamed('santo spìrito', found)).toHaveLength(1)
    expect(streetsNamed('Triggiano', found)).toEqual([])
    expect(streetsNamed('  ', found)).toEqual([])
  })
})

describe('typedTown', () => {
  it('is the part after the last comma, without a CAP', () => {
    expect(typedTown('Piazza del Duomo, Milano')).toBe('Milano')
    expect(typedTown('Piazza del Duomo 1, 20122 Milano')).toBe('Milano')
    expect(typedTown('Via Roma 5, Triggiano ')).toBe('Triggiano')
    expect(typedTown('Via Roma 5')).toBeNull()
    expect(typedTown('Via Roma, 5')).toBeNull()
    expect(typedTown('Via Roma, 70126')).toBeNull()
  })
})
