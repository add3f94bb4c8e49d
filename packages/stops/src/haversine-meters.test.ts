import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { haversineMatrix } from './distance-matrix'
import { EARTH_RADIUS_METERS, haversineMeters } from './haversine-meters'
import type { LatLng } from './lat-lng'
import { DEFAULT_DETOUR_FACTOR, roadDistanceMeters } from './road-distance-meters'

const BARI_CENTRALE = { lat: 41.1177, lng: 16.8697 }
const BARI_PALESE_AIRPORT = { lat: 41.1389, lng: 16.7606 }

/** Anywhere on Earth, in micro-degrees (no NaN, no infinities). */
const anywhere = fc.record({
  lat: fc.integer({ min: -90_000_000, max: 90_000_000 }).map((n) => n / 1e6),
  lng: fc.integer({ min: -180_000_000, max: 180_000_000 }).map((n) => n / 1e6),
})

describe('haversineMeters', () => {
  it('measures Bari Centrale to Bari Palese airport as about 9.4 km', () => {
    const meters = haversineMeters(BARI_CENTRALE, BARI_PALESE_AIRPORT)
    expect(Math.abs(meters - 9_400) / 9_400).toBeLessThan(0.01)
    // Cross-checked by a flat (equirectangular) projection, accurate to far less than 1 % at 10 km.
    const midLat = ((BARI_CENTRALE.lat + BARI_PALESE_AIRPORT.lat) / 2) * (Math.PI / 180)
    const north = (BARI_PALESE_AIRPORT.lat - BARI_CENTRALE.lat) * (Math.PI / 180) * EARTH_RADIUS_METERS
    const east =
      (BARI_PALESE_AIRPORT.lng - BARI_CENTRALE.lng) * (Math.PI / 180) * EARTH_RADIUS_METERS * Math.cos(midLat)
    expect(Math.abs(meters - Math.hypot(north, east)) / meters).toBeLessThan(0.001)
  })

  it('uses the WGS84 mean radius: a quarter meridian is π/2 × 6,371,008.8 m', () => {
    expect(EARTH_RADIUS_METERS).toBe(6_371_008.8)
    expect(haversineMeters({ lat: 0, lng: 0 }, { lat: 90, lng: 0 })).toBeCloseTo(
      (Math.PI / 2) * 6_371_008.8,
      3,
    )
    expect(haversineMeters({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6_371_008.8, 3)
  })

  it('is zero on identical points and symmetric, exactly', () => {
    fc.assert(
      fc.property(anywhere, anywhere, (a, b) => {
        expect(haversineMeters(a, a)).toBe(0)
        expect(haversineMeters(a, b)).toBe(haversineMeters(b, a))
        expect(haversineMeters(a, b)).toBeGreaterThanOrEqual(0)
      }),
      { numRuns: 500 },
    )
  })

  // Near the antipode asin(√h) with h ≈ 1 loses precision: about R·√ε ≈ 0.1 m at 20,000 km, hence 0.5 m.
  it('keeps the triangle inequality (within float rounding)', () => {
    fc.assert(
      fc.property(anywhere, anywhere, anywhere, (a, b, c) => {
        const direct = haversineMeters(a, c)
        const via = haversineMeters(a, b) + haversineMeters(b, c)
        expect(direct).toBeLessThanOrEqual(via + 0.5)
      }),
      { numRuns: 1_000 },
    )
  })
})

describe('roadDistanceMeters and haversineMatrix', () => {
  it('multiply the haversine distance by the detour factor, 1.3 by default', () => {
    const straight = haversineMeters(BARI_CENTRALE, BARI_PALESE_AIRPORT)
    expect(DEFAULT_DETOUR_FACTOR).toBe(1.3)
    expect(roadDistanceMeters(BARI_CENTRALE, BARI_PALESE_AIRPORT)).toBe(straight * 1.3)
    expect(roadDistanceMeters(BARI_CENTRALE, BARI_PALESE_AIRPORT, 1.2)).toBe(straight * 1.2)
    const matrix = haversineMatrix([BARI_CENTRALE, BARI_PALESE_AIRPORT], { detourFactor: 1.4 })
    expect(matrix(0, 1)).toBe(straight * 1.4)
    expect(matrix(1, 0)).toBe(straight * 1.4)
    expect(matrix(1, 1)).toBe(0)
    expect(haversineMatrix([BARI_CENTRALE, BARI_PALESE_AIRPORT])(0, 1)).toBe(straight * 1.3)
  })

  it('refuse a factor below 1 or not a number, showing the right form', () => {
    expect(() => roadDistanceMeters(BARI_CENTRALE, BARI_PALESE_AIRPORT, 0.9)).toThrow(
      /detourFactor is a number ≥ 1 .*such as \{ detourFactor: 1\.3 \}; got 0\.9/,
    )
    expect(() => haversineMatrix([BARI_CENTRALE], { detourFactor: Number.NaN })).toThrow(RangeError)
  })

  it('refuse points that are not { lat, lng } in degrees, and indexes outside the points', () => {
    expect(() => haversineMatrix([BARI_CENTRALE, { lat: 95, lng: 16 }])).toThrow(
      /points\[1\] must be \{ lat, lng \} in degrees .*got \{"lat":95,"lng":16\}/,
    )
    expect(() => haversineMatrix([{ lat: '41.1', lng: 16.8 } as unknown as LatLng])).toThrow(TypeError)
    const matrix = haversineMatrix([BARI_CENTRALE, BARI_PALESE_AIRPORT])
    expect(() => matrix(0, 2)).toThrow(/no point 2 among 2 \(indexes 0…1\)/)
    expect(() => matrix(-1, 0)).toThrow(RangeError)
  })

  it('copy the points: changing the array later changes nothing', () => {
    const points = [BARI_CENTRALE, BARI_PALESE_AIRPORT]
    const matrix = haversineMatrix(points)
    const before = matrix(0, 1)
    points[1] = BARI_CENTRALE
    expect(matrix(0, 1)).toBe(before)
  })
})
