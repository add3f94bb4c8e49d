import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { builtInZones } from './built-in-zones'
import { createZoneResolver } from './create-zone-resolver'
import { type DeliveryPromise, deliveryPromise } from './delivery-promise'
import type { DeliveryZone } from './delivery-zone-schema'
import { containsPoint } from './geometry'
import { resolveZone } from './resolve-zone'
import { recordingLogger, rectangleZone } from './test-zones'
import { normalizePlace, type ZoneAddress } from './zone-address'
import { readZonePolygon } from './zone-polygon'

const SANTO_SPIRITO = { lat: 41.1655, lng: 16.7525 }
const MILAN = { lat: 45.4642, lng: 9.19 }
const JAPIGIA_HOME = { lat: 41.11158, lng: 16.89587 }

const silent = { logger: recordingLogger() }
const promise = (address: ZoneAddress) => deliveryPromise(address, builtInZones(), silent)
const byName = (name: string) => {
  const zone = builtInZones().find((z) => z.name === name)
  if (!zone) throw new Error(`no built-in zone ${name}`)
  return zone
}
const names = (p: DeliveryPromise) => (p.status === 'unclear' ? p.candidates.map((z) => z.name) : [])

describe('deliveryPromise: with coordinates the polygon decides', () => {
  it('finds the zone of a point inside one: Giuseppe’s home is in Japigia', () => {
    expect(promise({ coordinates: JAPIGIA_HOME })).toEqual({
      status: 'inside',
      zone: byName('Japigia'),
      by: 'coordinates',
    })
    // CAP, town and a listed province do not change it.
    expect(
      promise({ coordinates: JAPIGIA_HOME, postalCode: '70126', city: 'Bari', province: 'ba' }),
    ).toMatchObject({ status: 'inside', zone: byName('Japigia') })
  })

  it('refuses Santo Spirito: in the Comune di Bari but in no polygon, whatever CAP and town say', () => {
    expect(promise({ coordinates: SANTO_SPIRITO })).toEqual({ status: 'outside', by: 'coordinates' })
    // resolveZone's city step would place it in the first Bari zone.
    expect(resolveZone({ coordinates: SANTO_SPIRITO, city: 'Bari' }, builtInZones(), silent)?.name).toBe(
      'Carbonara-Ceglie del Campo',
    )
    expect(
      promise({ coordinates: SANTO_SPIRITO, city: 'Bari', postalCode: '70127', province: 'BA' }),
    ).toEqual({
      status: 'outside',
      by: 'coordinates',
    })
  })

  it('refuses Milan coordinates even with a Bari CAP', () => {
    expect(resolveZone({ coordinates: MILAN, postalCode: '70121' }, builtInZones(), silent)?.name).toBe(
      'Madonnella',
    )
    expect(promise({ coordinates: MILAN, postalCode: '70121' })).toEqual({
      status: 'outside',
      by: 'coordinates',
    })
    expect(promise({ coordinates: MILAN, postalCode: '70121', city: 'Bari', province: 'BA' }).status).toBe(
      'outside',
    )
  })

  it('calls a province the point’s zone does not list a conflict', () => {
    expect(promise({ coordinates: JAPIGIA_HOME, province: 'MI' })).toEqual({
      status: 'unclear',
      reason: 'conflict',
      fields: ['coordinates', 'province'],
      candidates: [byName('Japigia')],
    })
  })

  it('reads coordinates as resolveZone does (numeric strings, lon), and skips unusable ones', () => {
    expect(promise({ coordinates: { lat: '41.11158', lon: '16.89587' } } as never)).toMatchObject({
      status: 'inside',
      zone: byName('Japigia'),
    })
    const logger = recordingLogger()
    const unusable = deliveryPromise(
      { coordinates: { lat: 91, lng: 16.9 }, postalCode: '70019' },
      builtInZones(),
      {
        logger,
      },
    )
    expect(unusable).toEqual({ status: 'inside', zone: byName('Triggiano'), by: 'postalCode' })
    expect(logger.messages.join('\n')).toMatch(/deliveryPromise: coordinates are not \{lat, lng\}/)
  })
})

describe('deliveryPromise: without coordinates only a CAP or a town in one zone decides', () => {
  it('refuses towns outside every zone, and the substring that resolveZone accepted', () => {
    for (const city of [
      'Molfetta',
      'Altamura',
      'Bitonto',
      'Roma',
      'Milano',
      'Santo Spirito',
      'Ri',
      'bari centro',
    ])
      expect(promise({ city }), city).toEqual({ status: 'outside', by: 'city' })
    // SPEC's city step: 'triggiano' contains 'ri'.
    expect(
      resolveZone({ city: 'Ri', postalCode: '00186', province: 'RM' }, builtInZones(), silent)?.name,
    ).toBe('Triggiano')
    expect(promise({ city: 'Ri', postalCode: '00186', province: 'RM' })).toEqual({
      status: 'outside',
      by: 'city',
    })
  })

  it('refuses a CAP and a province that no zone lists', () => {
    expect(promise({ postalCode: '00186' })).toEqual({ status: 'outside', by: 'postalCode' })
    expect(promise({ postalCode: '70127', city: 'Bari' })).toEqual({ status: 'outside', by: 'postalCode' })
    expect(promise({ postalCode: '70019', province: 'RM' })).toEqual({ status: 'outside', by: 'province' })
  })

  it('decides a CAP of one zone: 70019 is Triggiano', () => {
    expect(promise({ postalCode: '70019' })).toEqual({
      status: 'inside',
      zone: byName('Triggiano'),
      by: 'postalCode',
    })
    expect(promise({ postalCode: ' 70019 ', city: 'triggiano', province: 'ba' })).toMatchObject({
      status: 'inside',
      zone: byName('Triggiano'),
    })
  })

  it('asks for the street when a CAP spans zones: 70123, 70010, 70126', () => {
    expect(promise({ postalCode: '70123' })).toEqual({
      status: 'unclear',
      reason: 'postalCodeSpansZones',
      candidates: [byName('Centro'), byName('Libertà'), byName('Sangirolamo-Fesca')],
    })
    expect(names(promise({ postalCode: '70010' }))).toEqual([
      'Capurso',
      'Valenzano',
      'Adelfia',
      'Cellamare',
      'Casamassima',
    ])
    // Giuseppe's typed address without coordinates: 5 zones share 70126.
    const typed = promise({ postalCode: '70126', city: 'Bari', province: 'BA', address: 'Via Peucetia, 22' })
    expect(typed).toMatchObject({ status: 'unclear', reason: 'postalCodeSpansZones' })
    expect(names(typed)).toHaveLength(5)
  })

  it('decides a town of one zone, by its cities or by the zone’s name', () => {
    expect(promise({ city: 'Capurso', postalCode: '70010' })).toEqual({
      status: 'inside',
      zone: byName('Capurso'),
      by: 'city',
    })
    for (const name of ['Torre a Mare', 'Palese', 'Loseto', 'Japigia'])
      expect(promise({ city: name }), name).toEqual({ status: 'inside', zone: byName(name), by: 'city' })
    expect(promise({ city: '  TORRE  a mare ' })).toMatchObject({ zone: byName('Torre a Mare') })
    expect(promise({ city: 'liberta' })).toMatchObject({ zone: byName('Libertà') })
    expect(promise({ city: 'Torre a Mare', postalCode: '70126', province: 'BA' })).toMatchObject({
      status: 'inside',
      zone: byName('Torre a Mare'),
    })
  })

  it('asks for the street when a town spans zones: Bari, Modugno', () => {
    const bari = promise({ city: 'Bari' })
    expect(bari).toMatchObject({ status: 'unclear', reason: 'citySpansZones' })
    expect(names(bari)).toHaveLength(18)
    expect(names(promise({ city: 'Modugno', province: 'BA' }))).toEqual([
      'Zona Industriale Modugno-Sanpaolo',
      'Modugno',
    ])
    // The CAP and the town each name several zones: even one zone in common does not decide.
    expect(promise({ city: 'Modugno', postalCode: '70132' })).toEqual({
      status: 'unclear',
      reason: 'postalCodeSpansZones',
      candidates: [byName('Zona Industriale Modugno-Sanpaolo')],
    })
  })

  it('calls fields that name different zones a conflict, and says which', () => {
    expect(promise({ postalCode: '70019', city: 'Capurso' })).toEqual({
      status: 'unclear',
      reason: 'conflict',
      fields: ['postalCode', 'city'],
      candidates: [byName('Triggiano'), byName('Capurso')],
    })
    expect(promise({ postalCode: '70019', city: 'Bari', province: 'BA' })).toMatchObject({
      reason: 'conflict',
      fields: ['postalCode', 'city'],
    })
  })

  it('says noAddress without coordinates, CAP or town', () => {
    const none = { status: 'unclear', reason: 'noAddress', candidates: [] }
    expect(promise({})).toEqual(none)
    expect(promise({ province: 'BA', address: 'Via Sparano' })).toEqual(none)
    expect(promise({ city: '  ', postalCode: '' })).toEqual(none)
    expect(promise(null as never)).toEqual(none)
  })
})

describe('deliveryPromise on other zone lists', () => {
  const west = rectangleZone(1, [16.0, 41.0, 16.1, 41.1], {
    name: 'Ponente',
    cities: ['Bari'],
    postalCodes: ['70121'],
    provinces: ['BA'],
  })
  const east = rectangleZone(2, [16.1, 41.0, 16.2, 41.1], {
    name: 'Levante',
    cities: ['Bari', 'Triggiano'],
    postalCodes: ['70121', '70019'],
    provinces: ['BA'],
  })
  const noProvinces = rectangleZone(3, [17, 41, 17.1, 41.1], { name: 'Nuova', cities: ['Noicattaro'] })
  const zones = [west, east, noProvinces]

  it('gives a point on a shared border to the first zone, like the resolver', () => {
    expect(deliveryPromise({ coordinates: { lat: 41.05, lng: 16.1 } }, zones, silent)).toMatchObject({
      zone: west,
    })
    expect(deliveryPromise({ coordinates: { lat: 41.05, lng: 16.1 } }, [east, west], silent)).toMatchObject({
      zone: east,
    })
  })

  it('lets a zone without provinces accept any province', () => {
    expect(
      deliveryPromise({ coordinates: { lat: 41.05, lng: 17.05 }, province: 'BA' }, zones, silent),
    ).toMatchObject({ status: 'inside', zone: noProvinces })
    expect(deliveryPromise({ city: 'Noicattaro', province: 'XX' }, zones, silent)).toMatchObject({
      status: 'inside',
      zone: noProvinces,
    })
  })

  it('decides by the only zone a CAP names when the town agrees', () => {
    expect(deliveryPromise({ postalCode: '70019', city: 'Bari' }, zones, silent)).toEqual({
      status: 'inside',
      zone: east,
      by: 'postalCode',
    })
    expect(deliveryPromise({ postalCode: '70121', city: 'Bari' }, zones, silent)).toMatchObject({
      reason: 'postalCodeSpansZones',
    })
  })

  it('never throws on a list that is not a list, nor on malformed zones', () => {
    const logger = recordingLogger()
    expect(deliveryPromise({ city: 'Bari' }, 'zones' as never, { logger })).toMatchObject({
      reason: 'noAddress',
    })
    expect(logger.messages[0]).toMatch(/the zones are not a list/)
    expect(
      deliveryPromise({ city: 'Bari', coordinates: { lat: 41, lng: 16 } }, [null, 3] as never, silent),
    ).toEqual({
      status: 'outside',
      by: 'coordinates',
    })
  })
})

// ----- properties -----

const POSTAL_CODES = [
  '70121',
  '70123',
  '70126',
  '70019',
  '70010',
  '70026',
  '70132',
  '70127',
  '00186',
  '20121',
]
const CITIES = [
  'Bari',
  'bari',
  'Triggiano',
  'Ri',
  'Modugno',
  'Capurso',
  'Santo Spirito',
  'Torre a Mare',
  'Libertà',
  'Molfetta',
  'Roma',
  'san',
  '',
]
const PROVINCES = ['BA', 'ba', 'RM', 'MI', '']

const points = fc.oneof(
  fc.record({
    lat: fc.double({ min: 40.9, max: 41.25, noNaN: true }),
    lng: fc.double({ min: 16.6, max: 17.1, noNaN: true }),
  }),
  fc
    .constantFrom(...builtInZones().flatMap((z) => z.polygon.coordinates[0] ?? []))
    .map(([lng, lat]) => ({ lat, lng })),
  fc.constant(SANTO_SPIRITO),
  fc.constant(MILAN),
)

const addresses: fc.Arbitrary<ZoneAddress> = fc.record(
  {
    coordinates: points,
    postalCode: fc.constantFrom(...POSTAL_CODES),
    city: fc.constantFrom(...CITIES),
    province: fc.constantFrom(...PROVINCES),
  },
  { requiredKeys: [] },
)

describe('deliveryPromise: properties', () => {
  it('inside with coordinates means the zone’s polygon holds the point, and outside that none does', () => {
    fc.assert(
      fc.property(addresses, (address) => {
        const p = promise(address)
        if (!address.coordinates) return
        const { lat, lng } = address.coordinates
        const holding = builtInZones().filter((zone) =>
          containsPoint(readZonePolygon(zone) ?? [], [lng, lat]),
        )
        if (p.status === 'inside') {
          expect(p.by).toBe('coordinates')
          expect(holding).toContain(p.zone)
          expect(p.zone).toBe(holding[0])
        }
        if (p.status === 'outside') expect(holding).toEqual([])
        if (p.status === 'unclear') expect(p.reason).toBe('conflict')
      }),
      { numRuns: 3000 },
    )
  })

  it('inside without coordinates means every given field names that zone, exactly', () => {
    fc.assert(
      fc.property(addresses, (address) => {
        const { coordinates: _, ...text } = address
        const p = promise(text)
        if (p.status !== 'inside') return
        const postalCode = text.postalCode?.trim()
        const city = normalizePlace(text.city)
        if (postalCode) expect(p.zone.postalCodes).toContain(postalCode)
        if (city) expect([...p.zone.cities, p.zone.name].map(normalizePlace)).toContain(city)
        if (text.province?.trim()) expect(p.zone.provinces).toContain(text.province.trim().toUpperCase())
        // And the field that decided names that zone alone.
        const decided = builtInZones().filter((zone) =>
          p.by === 'postalCode'
            ? zone.postalCodes.includes(postalCode ?? '')
            : [...zone.cities, zone.name].map(normalizePlace).includes(city),
        )
        expect(decided).toEqual([p.zone])
      }),
      { numRuns: 3000 },
    )
  })

  it('answers the same through createZoneResolver’s index as with the plain loop', () => {
    const resolver = createZoneResolver(builtInZones(), silent)
    const copy = [...builtInZones()]
    fc.assert(
      fc.property(addresses, (address) => {
        expect(resolver.promise(address)).toEqual(deliveryPromise(address, copy, silent))
      }),
      { numRuns: 2000 },
    )
  })

  it('never throws, whatever the address and the zones', () => {
    const builtIn = createZoneResolver(builtInZones(), silent)
    fc.assert(
      fc.property(
        fc.oneof(fc.anything(), addresses, fc.record({ coordinates: fc.anything(), city: fc.anything() })),
        fc.oneof(fc.constant(builtInZones() as readonly DeliveryZone[]), fc.anything()),
        (address, zones) => {
          const p = deliveryPromise(address as ZoneAddress, zones as readonly DeliveryZone[], silent)
          expect(['inside', 'outside', 'unclear']).toContain(p.status)
          const resolver =
            zones === builtInZones() ? builtIn : createZoneResolver(zones as readonly DeliveryZone[], silent)
          const indexed = resolver.promise(address as ZoneAddress)
          expect(['inside', 'outside', 'unclear']).toContain(indexed.status)
        },
      ),
      { numRuns: 1000 },
    )
  })
})
