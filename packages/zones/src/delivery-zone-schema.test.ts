import { describe, expect, it } from 'vitest'
import { builtInZones } from './built-in-zones'
import { type DeliveryZone, deliveryZoneSchema, deliveryZonesSchema } from './delivery-zone-schema'
import { rectangleZone } from './test-zones'

const valid = rectangleZone(1718000000000, [16.8, 41.1, 16.9, 41.2], {
  name: 'Zona prova',
  cities: ['Bari'],
  provinces: ['BA'],
  postalCodes: ['70121'],
  vehicle: 'Fiorino',
  vehiclesByTimeSlot: { '07:00 - 08:00': 'Molisia' },
})

/** The messages deliveryZoneSchema gives for the zone with `change` applied, by path. */
function messagesFor(change: (zone: Record<string, unknown>) => void): string[] {
  const zone = structuredClone(valid) as unknown as Record<string, unknown>
  change(zone)
  const result = deliveryZoneSchema.safeParse(zone)
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

const polygon = (zone: Record<string, unknown>) => zone.polygon as DeliveryZone['polygon']

describe('deliveryZoneSchema', () => {
  it('accepts a well-formed zone and every built-in zone', () => {
    expect(deliveryZoneSchema.safeParse(valid).success).toBe(true)
    expect(deliveryZonesSchema.safeParse(builtInZones).success).toBe(true)
  })

  it('accepts a zone without a default vehicle or per-slot vehicles', () => {
    expect(
      messagesFor((z) => {
        delete z.vehicle
        delete z.vehiclesByTimeSlot
      }),
    ).toEqual([])
  })

  it.each([
    [
      'an id not of the zona-<timestamp> form',
      (z: Record<string, unknown>) => {
        z.id = 'zone-1'
      },
      "id: L'id della zona deve avere la forma zona-<timestamp>, per esempio zona-1718000000000",
    ],
    [
      'an empty name',
      (z: Record<string, unknown>) => {
        z.name = '  '
      },
      'name: Il nome della zona è obbligatorio',
    ],
    [
      'a colour that is not hex',
      (z: Record<string, unknown>) => {
        z.color = 'blue'
      },
      'color: Il colore è un esadecimale, per esempio #3B82F6',
    ],
    [
      'a postal code of 4 digits',
      (z: Record<string, unknown>) => {
        z.postalCodes = ['7012']
      },
      'postalCodes.0: Il CAP ha 5 cifre, per esempio 70121',
    ],
    [
      'a lower-case province',
      (z: Record<string, unknown>) => {
        z.provinces = ['ba']
      },
      'provinces.0: La provincia si scrive con la sigla di 2 lettere maiuscole, per esempio BA',
    ],
    [
      'an empty city',
      (z: Record<string, unknown>) => {
        z.cities = ['']
      },
      'cities.0: Il nome di una città non può essere vuoto',
    ],
    [
      'a blank vehicle',
      (z: Record<string, unknown>) => {
        z.vehicle = ' '
      },
      'vehicle: Il nome del veicolo non può essere vuoto',
    ],
    [
      'a malformed slot label',
      (z: Record<string, unknown>) => {
        z.timeSlotRestrictions = { preferredSlots: [], excludedSlots: ['alle nove'] }
      },
      'timeSlotRestrictions.excludedSlots.0: Fascia oraria non valida: usa la forma "09:00 - 10:00" (oppure "09:00-12:00")',
    ],
    [
      'a slot that ends before it starts',
      (z: Record<string, unknown>) => {
        z.timeSlotRestrictions = { preferredSlots: ['12:00-09:00'], excludedSlots: [] }
      },
      "timeSlotRestrictions.preferredSlots.0: Fascia oraria non valida: l'ora di fine deve venire dopo quella di inizio",
    ],
    [
      'a per-slot vehicle under a bad slot',
      (z: Record<string, unknown>) => {
        z.vehiclesByTimeSlot = { mattina: 'Fiorino' }
      },
      'vehiclesByTimeSlot.mattina: Fascia oraria non valida: usa la forma "09:00 - 10:00"',
    ],
    [
      'a ring that is not closed',
      (z: Record<string, unknown>) => {
        polygon(z).coordinates[0]?.pop()
      },
      "polygon.coordinates.0: L'anello del poligono deve essere chiuso: l'ultimo punto ripete il primo",
    ],
    [
      'a ring of 3 points',
      (z: Record<string, unknown>) => {
        polygon(z).coordinates = [
          [
            [16.8, 41.1],
            [16.9, 41.1],
            [16.8, 41.1],
          ],
        ]
      },
      'polygon.coordinates.0: Un anello del poligono ha almeno 4 punti: 3 vertici più la chiusura che ripete il primo',
    ],
    [
      'a ring with 2 distinct vertices',
      (z: Record<string, unknown>) => {
        polygon(z).coordinates = [
          [
            [16.8, 41.1],
            [16.9, 41.1],
            [16.9, 41.1],
            [16.8, 41.1],
          ],
        ]
      },
      'polygon.coordinates.0: Un anello del poligono ha almeno 3 vertici distinti',
    ],
    [
      'a latitude out of range',
      (z: Record<string, unknown>) => {
        polygon(z).center = { lat: 91, lng: 16.85 }
      },
      'polygon.center.lat: La latitudine deve stare tra -90 e 90',
    ],
    [
      'a position that is not a pair',
      (z: Record<string, unknown>) => {
        ;(polygon(z).coordinates[0] as unknown[])[1] = 'x'
      },
      'polygon.coordinates.0.1: Ogni punto del poligono è una coppia [longitudine, latitudine], per esempio [16.87, 41.12]',
    ],
    [
      'a center outside the polygon',
      (z: Record<string, unknown>) => {
        polygon(z).center = { lat: 41.5, lng: 16.85 }
      },
      'polygon.center: Il centro della zona deve stare dentro il suo poligono',
    ],
  ])('refuses %s with an Italian message', (_label, change, message) => {
    expect(messagesFor(change)).toEqual([message])
  })

  it('refuses a self-intersecting polygon and names the edges that cross', () => {
    const messages = messagesFor((z) => {
      polygon(z).coordinates = [
        [
          [16.8, 41.1],
          [16.9, 41.2],
          [16.9, 41.1],
          [16.8, 41.2],
          [16.8, 41.1],
        ],
      ]
      polygon(z).center = { lat: 41.15, lng: 16.85 }
    })
    expect(messages).toEqual([
      'polygon.coordinates.0: Il poligono si interseca da solo: il lato 1 tocca o incrocia il lato 3. Sposta i vertici in modo che i lati non si incrocino.',
    ])
  })

  it('refuses a polygon with no area', () => {
    const messages = messagesFor((z) => {
      polygon(z).coordinates = [
        [
          [16.8, 41.1],
          [16.85, 41.15],
          [16.9, 41.2],
          [16.8, 41.1],
        ],
      ]
    })
    expect(messages).toContain(
      'polygon.coordinates.0: Il poligono ha area nulla: i vertici stanno tutti su una linea',
    )
  })

  it('refuses two zones with the same id in a zone list', () => {
    const result = deliveryZonesSchema.safeParse([valid, { ...valid, name: 'Copia' }])
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "L'id zona-1718000000000 è già usato dalla zona 1: ogni zona ha un id diverso",
    ])
  })

  it('refuses things that are not zones at all, without throwing', () => {
    for (const value of [null, 'zona', 42, [], { id: 'zona-1' }]) {
      expect(deliveryZoneSchema.safeParse(value).success).toBe(false)
    }
  })
})
