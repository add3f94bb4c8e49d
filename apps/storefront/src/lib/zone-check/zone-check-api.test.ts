import { describe, expect, it } from 'vitest'
import { pointAddress } from './zone-check-api'

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
