import { describe, expect, it } from 'vitest'
import { builtInZones } from './built-in-zones'
import { type DeliveryZone, deliveryZoneSchema } from './delivery-zone-schema'
import { findZoneOverlaps } from './find-zone-overlaps'
import { containsPoint, type Position, readRings } from './geometry'
import { rectangleZone } from './test-zones'
import { validateZones } from './validate-zones'

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
    expect(validateZones(builtInZones()).success).toBe(true)
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
    const neighbour = rectangleZone(1718000000000, [16.9, 41.1, 17.0, 41.2], { name: 'Copia' })
    const result = validateZones([valid, neighbour])
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

describe('validateZones: overlapping zones', () => {
  const zone = (id: number, name: string, box: [number, number, number, number]) =>
    rectangleZone(id, box, { name })
  /** The issues of a zone list, as "path: message". */
  const issuesOf = (zones: unknown) => {
    const result = validateZones(zones)
    return result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  }

  it('accepts zones that share a border', () => {
    expect(
      issuesOf([zone(1, 'Ovest', [16.8, 41.1, 16.82, 41.12]), zone(2, 'Est', [16.82, 41.1, 16.84, 41.12])]),
    ).toEqual([])
  })

  it('refuses overlapping zones on the later one, with the shared area in m² or km²', () => {
    expect(
      issuesOf([
        zone(1, 'Ovest', [16.8, 41.1, 16.82, 41.12]),
        zone(2, 'Est', [16.8195, 41.1, 16.84, 41.12]), // 0.0005° × 0.02°: about 42 m × 2,224 m, 93,300 m²
        zone(3, 'Lontana', [17.5, 40.5, 17.6, 40.6]),
        zone(4, 'Grande', [16.75, 41.0, 16.85, 41.1075]), // 834 m into both: 1.40 and 1.43 km²
      ]),
    ).toEqual([
      '1.polygon.coordinates: La zona «Est» si sovrappone alla zona «Ovest» per circa 93.268 m²: sposta i vertici in modo che le zone si tocchino soltanto sul confine.',
      '3.polygon.coordinates: La zona «Grande» si sovrappone alla zona «Ovest» per circa 1,4 km²: sposta i vertici in modo che le zone si tocchino soltanto sul confine.',
      '3.polygon.coordinates: La zona «Grande» si sovrappone alla zona «Est» per circa 1,4 km²: sposta i vertici in modo che le zone si tocchino soltanto sul confine.',
    ])
  })

  it('does not look for overlaps while a polygon is refused (its own message says what to fix)', () => {
    const ovest = zone(1, 'Ovest', [16.8, 41.1, 16.82, 41.12])
    const crossed = zone(2, 'Incrociata', [16.81, 41.11, 16.83, 41.13])
    crossed.polygon.coordinates = [
      [
        [16.81, 41.11],
        [16.83, 41.13],
        [16.83, 41.11],
        [16.81, 41.13],
        [16.81, 41.11],
      ],
    ]
    expect(issuesOf([ovest, crossed])).toEqual([
      '1.polygon.coordinates.0: Il poligono si interseca da solo: il lato 1 tocca o incrocia il lato 3. Sposta i vertici in modo che i lati non si incrocino.',
    ])
    // A polygon findZoneOverlaps could measure, but whose zone has its center outside it.
    const offCenter = zone(2, 'Fuori centro', [16.81, 41.11, 16.83, 41.13])
    offCenter.polygon.center = { lat: 41.2, lng: 16.9 }
    expect(findZoneOverlaps([ovest, offCenter])).toHaveLength(1)
    expect(issuesOf([ovest, offCenter])).toEqual([
      '1.polygon.center: Il centro della zona deve stare dentro il suo poligono',
    ])
  })

  it('refuses a built-in zone with a vertex pushed into its neighbour', () => {
    const zones = structuredClone(builtInZones()) as DeliveryZone[]
    const moved = zones.findIndex((z) => z.name === 'Libertà')
    const neighbour = zones.findIndex((z) => z.name === 'Centro')
    const ring = zones[moved]?.polygon.coordinates[0] as Position[]
    const target = readRings(zones[neighbour]?.polygon.coordinates) as Position[][]
    const shared = new Set(target[0]?.map((p) => p.join(',')))
    // A vertex of the common border (not the ring's first, which the closing position repeats),
    // moved by about 20 m towards the neighbour's center, landing inside the neighbour.
    const center = (zones[neighbour] as DeliveryZone).polygon.center
    const pushed = ([lng, lat]: Position): Position => {
      const d = Math.hypot(center.lng - lng, center.lat - lat)
      return [lng + ((center.lng - lng) / d) * 0.0002, lat + ((center.lat - lat) / d) * 0.0002]
    }
    const vertex = ring.findIndex(
      (p, i) => i > 0 && i < ring.length - 1 && shared.has(p.join(',')) && containsPoint(target, pushed(p)),
    )
    expect(vertex).toBeGreaterThan(0)
    ring[vertex] = pushed(ring[vertex] as Position)
    // The moved zone alone is still valid: only the list is refused.
    expect(deliveryZoneSchema.safeParse(zones[moved]).success).toBe(true)

    const result = validateZones(zones)
    expect(result.success).toBe(false)
    const issues = result.error?.issues ?? []
    expect(issues).toHaveLength(1)
    expect(issues[0]?.path).toEqual([moved, 'polygon', 'coordinates'])
    const message = issues[0]?.message ?? ''
    const match =
      /^La zona «Libertà» si sovrappone alla zona «Centro» per circa (\d{1,3}(?:\.\d{3})*) m²: sposta i vertici in modo che le zone si tocchino soltanto sul confine\.$/.exec(
        message,
      )
    expect(match, message).not.toBeNull()
    const [overlap] = findZoneOverlaps(zones)
    expect(overlap).toMatchObject({ first: neighbour, second: moved })
    // A triangle about 20 m high on the border: thousands of m², written with Italian grouping.
    expect(overlap?.areaM2).toBeGreaterThan(1000)
    expect(Number(match?.[1]?.replaceAll('.', ''))).toBe(Math.round(overlap?.areaM2 ?? 0))
  })
})

describe('deliveryZoneSchema: the money of a zone', () => {
  const withMoney = (money: Record<string, unknown>) =>
    messagesFor((z) => {
      Object.assign(z, money)
    })

  it('accepts a zone without any amount, and with all three in integer cents', () => {
    expect(withMoney({})).toEqual([])
    expect(
      withMoney({ minimumOrderCents: 1500, deliveryFeeCents: 290, freeDeliveryFromCents: 3900 }),
    ).toEqual([])
    expect(withMoney({ minimumOrderCents: 0, deliveryFeeCents: 0, freeDeliveryFromCents: 0 })).toEqual([])
  })

  it('refuses amounts that are not whole cents, negative or above the maxima, in Italian', () => {
    expect(withMoney({ deliveryFeeCents: 2.9 })).toEqual([
      'deliveryFeeCents: Il costo di consegna è un numero intero di centesimi di euro, per esempio 290 per 2,90 €',
    ])
    expect(withMoney({ minimumOrderCents: '15' })).toEqual([
      "minimumOrderCents: L'ordine minimo è un importo in centesimi di euro, per esempio 1500 per 15,00 €",
    ])
    expect(withMoney({ minimumOrderCents: -1 })).toEqual([
      "minimumOrderCents: L'ordine minimo non può essere sotto 0,00\u00a0€",
    ])
    expect(withMoney({ deliveryFeeCents: 5001 })).toEqual([
      'deliveryFeeCents: Il costo di consegna supera il massimo di 50,00\u00a0€ (5000 centesimi)',
    ])
    expect(withMoney({ freeDeliveryFromCents: 100_001 })).toEqual([
      'freeDeliveryFromCents: La soglia della consegna gratuita supera il massimo di 1.000,00\u00a0€ (100000 centesimi)',
    ])
  })

  it('stays a plain object schema: its fields can be picked for a form', () => {
    expect(() => deliveryZoneSchema.pick({ deliveryFeeCents: true })).not.toThrow()
  })
})

describe('validateZones: the money of a zone', () => {
  it('refuses a free-delivery threshold below the minimum order, on that zone', () => {
    const zone = { ...valid, minimumOrderCents: 2000, freeDeliveryFromCents: 1500 }
    const result = validateZones([zone])
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      "0.freeDeliveryFromCents: La soglia della consegna gratuita (15,00\u00a0€) non può essere sotto l'ordine minimo (20,00\u00a0€): alzala almeno all'ordine minimo, o toglila",
    ])
    expect(validateZones([{ ...zone, freeDeliveryFromCents: 2000 }]).success).toBe(true)
    expect(validateZones([{ ...zone, minimumOrderCents: undefined }]).success).toBe(true)
  })
})
