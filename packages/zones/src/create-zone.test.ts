import { describe, expect, it } from 'vitest'
import { builtInZones } from './built-in-zones'
import { createZone, polygonCenter, zonesToJson } from './create-zone'
import { deliveryZoneSchema } from './delivery-zone-schema'
import { containsPoint, type Position } from './geometry'
import { validateZones } from './validate-zones'
import { zoneName } from './zone-name'

// A C shape whose centroid falls in the gap, outside the polygon.
const cShape: Position[] = [
  [16.8, 41.1],
  [16.9, 41.1],
  [16.9, 41.12],
  [16.82, 41.12],
  [16.82, 41.18],
  [16.9, 41.18],
  [16.9, 41.2],
  [16.8, 41.2],
  [16.8, 41.1],
]

describe('createZone', () => {
  it('starts a zone with id zona-<timestamp>, colour #3B82F6 and the default description and slots', () => {
    const zone = createZone(1718000000123)
    expect(zone).toMatchObject({
      id: 'zona-1718000000123',
      name: 'Nuova zona',
      color: '#3B82F6',
      description: 'Servizio consegne attivo con fasce orarie disponibili',
      cities: [],
      provinces: [],
      postalCodes: [],
      timeSlotRestrictions: { preferredSlots: ['09:00-12:00', '15:00-18:00'], excludedSlots: [] },
    })
    expect(zone.vehicle).toBeUndefined()
  })

  it('takes the timestamp from a Date', () => {
    expect(createZone(new Date('2026-11-22T10:00:00Z')).id).toBe(`zona-${Date.UTC(2026, 10, 22, 10)}`)
  })

  it('is a draft the schema refuses until a polygon is drawn, then a valid zone', () => {
    expect(deliveryZoneSchema.safeParse(createZone(1)).success).toBe(false)
    const drawn = createZone(1, { name: 'Via Sparano', polygon: { coordinates: [cShape] } })
    expect(deliveryZoneSchema.safeParse(drawn).success).toBe(true)
  })

  it('computes a center inside the drawn polygon, even where the centroid is outside', () => {
    const { center } = createZone(1, { polygon: { coordinates: [cShape] } }).polygon
    expect(containsPoint([cShape], [center.lng, center.lat])).toBe(true)
    const centroidLng = cShape.slice(0, -1).reduce((sum, p) => sum + p[0], 0) / (cShape.length - 1)
    expect(containsPoint([cShape], [centroidLng, 41.15])).toBe(false)
    expect(polygonCenter([cShape])).toEqual(center)
  })

  it('keeps the given fields but never a given id', () => {
    const zone = createZone(5, { name: 'Bari Vecchia', color: '#FF0000', id: 'zona-9' } as never)
    expect(zone).toMatchObject({ id: 'zona-5', name: 'Bari Vecchia', color: '#FF0000' })
  })

  it.each([Number.NaN, -1, Number.POSITIVE_INFINITY, new Date('not a date'), '2026' as unknown as number])(
    'explains what now must be when given %s',
    (now) => {
      expect(() => createZone(now)).toThrow(
        /now must be a Date or a timestamp in milliseconds, such as Date\.now\(\)/,
      )
    },
  )
})

describe('zoneName', () => {
  it("shows a zone's name, or 'Zona sconosciuta' when it has none", () => {
    expect(zoneName(builtInZones()[12])).toBe('Libertà')
    expect(zoneName({ name: '  Centro ' })).toBe('Centro')
    for (const zone of [{ name: '' }, { name: '   ' }, {}, { name: 3 }, null, undefined]) {
      expect(zoneName(zone)).toBe('Zona sconosciuta')
    }
  })
})

describe('zonesToJson', () => {
  it('writes a deliveryZones.json that reads back to the same valid zones', () => {
    const json = zonesToJson(builtInZones())
    expect(json.endsWith('}\n]\n')).toBe(true)
    expect(json.split('\n')[1]).toBe('  {')
    const back = JSON.parse(json)
    expect(back).toEqual(builtInZones())
    expect(validateZones(back).success).toBe(true)
  })
})
