import type { Position } from '@shop/zones'
import { describe, expect, it } from 'vitest'
import { latLngsToRings, ringsToLatLngs, ringToText, textToRings } from './zone-geometry'

const square: Position[] = [
  [16.87, 41.12],
  [16.88, 41.12],
  [16.88, 41.13],
  [16.87, 41.13],
  [16.87, 41.12],
]

describe('zone geometry between GeoJSON and Leaflet', () => {
  it('turns closed [lng, lat] rings into open [lat, lng] rings and back', () => {
    const latlngs = ringsToLatLngs([square])
    expect(latlngs[0]).toEqual([
      [41.12, 16.87],
      [41.12, 16.88],
      [41.13, 16.88],
      [41.13, 16.87],
    ])
    const back = latLngsToRings(latlngs.map((ring) => ring.map(([lat, lng]) => ({ lat, lng }))))
    expect(back).toEqual([square])
  })

  it('rounds to 7 decimals (about 1 cm)', () => {
    const [ring] = latLngsToRings([
      [
        { lat: 41.123456789, lng: 16.987654321 },
        { lat: 41.2, lng: 16.9 },
        { lat: 41.1, lng: 16.95 },
      ],
    ])
    expect(ring?.[0]).toEqual([16.9876543, 41.1234568])
    expect(ring?.at(-1)).toEqual(ring?.[0])
  })

  it('reads typed vertices, with dot or comma decimals, and keeps the holes', () => {
    const hole: Position[] = [
      [16.874, 41.124],
      [16.875, 41.124],
      [16.875, 41.125],
      [16.874, 41.124],
    ]
    const parsed = textToRings('41.12, 16.87\n41,12; 16,88\n\n 41.13 16.88 \n', [square, hole])
    expect(parsed).toEqual({
      rings: [
        [
          [16.87, 41.12],
          [16.88, 41.12],
          [16.88, 41.13],
          [16.87, 41.12],
        ],
        hole,
      ],
    })
    expect(ringToText([square])).toBe('41.12, 16.87\n41.12, 16.88\n41.13, 16.88\n41.13, 16.87')
  })

  it('explains a line it cannot read, and a shape with fewer than 3 vertices', () => {
    expect(textToRings('41.12, 16.87\nvia Sparano\n41.13, 16.88', [])).toEqual({
      error: 'Riga 2: scrivi latitudine e longitudine separate da una virgola, per esempio 41.1171, 16.8719',
    })
    expect(textToRings('95, 16.87\n41, 16\n41, 17', [])).toMatchObject({ error: /^Riga 1:/ })
    expect(textToRings('41.12, 16.87\n41.13, 16.88', [])).toEqual({
      error: 'Il poligono ha bisogno di almeno 3 vertici',
    })
  })
})
