import { type Position, readRings } from './geometry'

/** A zone's polygon rings, closed, or null when the zone has no usable polygon. Never throws. */
export function readZonePolygon(zone: unknown): Position[][] | null {
  if (!zone || typeof zone !== 'object') return null
  const polygon = (zone as { polygon?: unknown }).polygon
  if (!polygon || typeof polygon !== 'object') return null
  return readRings((polygon as { coordinates?: unknown }).coordinates)
}
