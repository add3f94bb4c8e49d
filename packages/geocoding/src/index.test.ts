import { describe, expect, it } from 'vitest'
import * as geocoding from './index'

describe('the public entry', () => {
  it('exports exactly the documented runtime names', () => {
    expect(Object.keys(geocoding).sort()).toEqual(
      [
        'BARI_STREETS_ATTRIBUTION',
        'GEOCODE_LIMITS',
        'GEOCODE_UNAVAILABLE_MESSAGE',
        'GeocodeError',
        'bariStreets',
        'bariStreetsMeta',
        'bariTowns',
        'createHttpGeocoder',
        'createOfflineGeocoder',
        'formatLabel',
        'isGeocodeError',
        'isSamePlace',
        'isStreetQuery',
        'normalizeAddress',
        'streetWithoutPlace',
        'withGeocodeResult',
      ].sort(),
    )
    expect('default' in geocoding).toBe(false)
  })

  it('carries the gazetteer with its licence and attribution', () => {
    expect(geocoding.bariStreets).toHaveLength(1527)
    expect(geocoding.bariStreetsMeta).toMatchObject({ count: 1527 })
    expect(geocoding.bariStreetsMeta.licence).toMatch(/^ODbL 1\.0 - \(c\) OpenStreetMap contributors/)
    expect(geocoding.BARI_STREETS_ATTRIBUTION).toBe('© OpenStreetMap contributors (ODbL 1.0)')
  })

  it('keeps the limits of the port', () => {
    expect(geocoding.GEOCODE_LIMITS).toEqual({ defaultLimit: 8, maxLimit: 20, maxQueryLength: 200 })
  })
})
