import { describe, expect, it } from 'vitest'
import { rectangleZone, testZones } from '../testing/zones'
import { zonePositions, zonesBounds } from './zone-positions'

describe('zonePositions', () => {
  it('turns GeoJSON [lng, lat] rings into Leaflet [lat, lng] rings', () => {
    const zone = rectangleZone(1, [16.8, 41.1, 16.85, 41.13])
    expect(zonePositions(zone)).toEqual([
      [
        [41.1, 16.8],
        [41.1, 16.85],
        [41.13, 16.85],
        [41.13, 16.8],
        [41.1, 16.8],
      ],
    ])
  })

  it('keeps holes as further rings, in order', () => {
    const outer: [number, number][] = [
      [16, 41],
      [17, 41],
      [17, 42],
      [16, 42],
      [16, 41],
    ]
    const hole: [number, number][] = [
      [16.4, 41.4],
      [16.6, 41.4],
      [16.6, 41.6],
      [16.4, 41.4],
    ]
    const positions = zonePositions({
      polygon: { coordinates: [outer, hole], center: { lat: 41.2, lng: 16.2 } },
    })
    expect(positions).toHaveLength(2)
    expect(positions[1]?.[1]).toEqual([41.4, 16.6])
  })
})

describe('zonesBounds', () => {
  it('is the box around every zone, as [[south, west], [north, east]]', () => {
    expect(zonesBounds(testZones)).toEqual([
      [41.08, 16.8],
      [41.13, 16.95],
    ])
  })

  it('is null without zones', () => {
    expect(zonesBounds([])).toBeNull()
  })
})
