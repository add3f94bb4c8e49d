import type { DeliveryZone } from '@shop/zones'
import { describe, expect, it } from 'vitest'
import { rectangleZone, testZones } from '../testing/zones'
import { openingBounds, zonePositions, zonesBounds } from './zone-positions'

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

describe('openingBounds', () => {
  const [centro, japigia, torre] = testZones as [DeliveryZone, DeliveryZone, DeliveryZone]

  it('is the box of the focused zones only', () => {
    expect(openingBounds(testZones, [japigia.id, torre.id], null)).toEqual([
      [41.08, 16.85],
      [41.13, 16.95],
    ])
    expect(openingBounds(testZones, [centro.id], null)).toEqual([
      [41.1, 16.8],
      [41.13, 16.85],
    ])
  })

  it('is every zone’s box without a focus, or when no focused id is a zone', () => {
    expect(openingBounds(testZones, [], null)).toEqual(zonesBounds(testZones))
    expect(openingBounds(testZones, ['gone'], null)).toEqual(zonesBounds(testZones))
  })

  it('takes in the opening point, wherever it is', () => {
    expect(openingBounds(testZones, [centro.id], { lat: 41.2, lng: 16.95 })).toEqual([
      [41.1, 16.8],
      [41.2, 16.95],
    ])
    // Inside the box: the box as it is.
    expect(openingBounds(testZones, [centro.id], { lat: 41.11, lng: 16.81 })).toEqual([
      [41.1, 16.8],
      [41.13, 16.85],
    ])
  })

  it('is the point alone when there are no zones, and null with neither', () => {
    expect(openingBounds([], [], { lat: 41.1, lng: 16.9 })).toEqual([
      [41.1, 16.9],
      [41.1, 16.9],
    ])
    expect(openingBounds([], [], null)).toBeNull()
  })
})
