import { createZone, type NewZoneFields } from './create-zone'
import type { DeliveryZone } from './delivery-zone-schema'
import type { Position } from './geometry'

/** A test zone whose polygon is the rectangle [minLng, minLat] - [maxLng, maxLat]. */
export function rectangleZone(
  id: number,
  [minLng, minLat, maxLng, maxLat]: [number, number, number, number],
  fields: NewZoneFields = {},
): DeliveryZone {
  const ring: Position[] = [
    [minLng, minLat],
    [maxLng, minLat],
    [maxLng, maxLat],
    [minLng, maxLat],
    [minLng, minLat],
  ]
  return createZone(id, { name: `Zona ${id}`, ...fields, polygon: { coordinates: [ring] } })
}

/** A logger that remembers what it was told. */
export function recordingLogger() {
  const messages: string[] = []
  return { messages, warn: (message: string) => messages.push(message) }
}
