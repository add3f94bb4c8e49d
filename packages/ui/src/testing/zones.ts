import { createZone, type DeliveryZone, type NewZoneFields } from '@shop/zones'

/** A test zone whose polygon is the rectangle [minLng, minLat] - [maxLng, maxLat] (GeoJSON order). */
export function rectangleZone(
  id: number,
  [minLng, minLat, maxLng, maxLat]: [number, number, number, number],
  fields: NewZoneFields = {},
): DeliveryZone {
  return createZone(id, {
    name: `Zona ${id}`,
    ...fields,
    polygon: {
      coordinates: [
        [
          [minLng, minLat],
          [maxLng, minLat],
          [maxLng, maxLat],
          [minLng, maxLat],
          [minLng, minLat],
        ],
      ],
    },
  })
}

/** Three side-by-side zones around Bari, each with its own colour. */
export const testZones: DeliveryZone[] = [
  rectangleZone(1700000000001, [16.8, 41.1, 16.85, 41.13], { name: 'Centro', color: '#2563EB' }),
  rectangleZone(1700000000002, [16.85, 41.1, 16.9, 41.13], {
    name: 'Japigia',
    color: '#DC2626',
    timeSlotRestrictions: { preferredSlots: [], excludedSlots: ['07:00 - 08:00', '08:00 - 09:00'] },
  }),
  rectangleZone(1700000000003, [16.9, 41.08, 16.95, 41.12], { name: 'Torre a Mare', color: '#16A34A' }),
]
