import { describe, expect, it } from 'vitest'
import type { LatLng } from './lat-lng'
import { mapsUrl } from './maps-url'

describe('mapsUrl', () => {
  it('is Google’s universal directions URL to the point, by car', () => {
    const url = mapsUrl({ lat: 41.1253, lng: 16.8667 })
    expect(url).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=41.1253%2C16.8667&travelmode=driving',
    )
    const parsed = new URL(url)
    expect(parsed.origin + parsed.pathname).toBe('https://www.google.com/maps/dir/')
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      api: '1',
      destination: '41.1253,16.8667',
      travelmode: 'driving',
    })
  })

  it('starts turn-by-turn navigation at once when asked', () => {
    expect(
      new URL(mapsUrl({ lat: 41.1, lng: 16.8 }, { navigate: true })).searchParams.get('dir_action'),
    ).toBe('navigate')
  })

  it('writes at most 6 decimals (about 10 cm), and negative degrees as they are', () => {
    expect(new URL(mapsUrl({ lat: 41.123456789, lng: -0.1000001 })).searchParams.get('destination')).toBe(
      '41.123457,-0.1',
    )
  })

  it('refuses what is not a point, showing the right form', () => {
    expect(() => mapsUrl({ lat: 41.1 } as LatLng)).toThrow(
      /mapsUrl: point must be \{ lat, lng \} in degrees .*such as \{ lat: 41\.1253, lng: 16\.8667 \}; got \{"lat":41\.1\}/,
    )
  })
})
