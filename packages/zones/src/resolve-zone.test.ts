import { describe, expect, it } from 'vitest'
import { builtInZones } from './built-in-zones'
import { resolveZone } from './resolve-zone'
import { recordingLogger, rectangleZone } from './test-zones'
import { CHECKOUT_RESOLUTION_STEPS, type ZoneAddress, zoneAddressFromShipping } from './zone-address'

// Two neighbouring squares and a zone found only by its texts.
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
const textOnly = rectangleZone(3, [10, 40, 10.1, 40.1], {
  name: 'Santo Spirito',
  cities: ['Valenzano'],
  postalCodes: ['70127'],
  provinces: ['TA'],
})
const zones = [west, east, textOnly]
const silent = { logger: recordingLogger() }

describe('resolveZone: the five steps', () => {
  it('1. finds the first zone whose polygon contains the coordinates', () => {
    expect(resolveZone({ coordinates: { lat: 41.05, lng: 16.05 } }, zones)).toBe(west)
    expect(resolveZone({ coordinates: { lat: 41.05, lng: 16.15 } }, zones)).toBe(east)
  })

  it('1. gives a point on a shared boundary to the first zone, and a corner to its zone', () => {
    expect(resolveZone({ coordinates: { lat: 41.05, lng: 16.1 } }, zones)).toBe(west)
    expect(resolveZone({ coordinates: { lat: 41.05, lng: 16.1 } }, [east, west])).toBe(east)
    expect(resolveZone({ coordinates: { lat: 41.1, lng: 16.2 } }, zones)).toBe(east)
    expect(resolveZone({ coordinates: { lat: 41.0, lng: 16.0 } }, zones)).toBe(west)
  })

  it('2. matches the exact postal code, first zone first', () => {
    expect(resolveZone({ postalCode: '70121' }, zones)).toBe(west)
    expect(resolveZone({ postalCode: ' 70019 ' }, zones)).toBe(east)
    expect(resolveZone({ postalCode: '7012' }, zones, { steps: ['postalCode'] })).toBeNull()
  })

  it('3. matches the city as a case-insensitive substring of a zone city, in either direction', () => {
    expect(resolveZone({ city: 'TRIGGIANO' }, zones)).toBe(east)
    expect(resolveZone({ city: 'trigg' }, zones)).toBe(east)
    expect(resolveZone({ city: 'Comune di Triggiano (BA)' }, zones)).toBe(east)
    expect(resolveZone({ city: 'Valenzano' }, zones)).toBe(textOnly)
  })

  it('4. matches the province code', () => {
    expect(resolveZone({ province: 'TA' }, zones)).toBe(textOnly)
    expect(resolveZone({ province: 'ba' }, zones)).toBe(west)
    expect(resolveZone({ province: 'B' }, zones)).toBeNull()
  })

  it('5. matches the city as a substring of the zone name, in either direction', () => {
    expect(resolveZone({ city: 'Santo Spirito' }, zones)).toBe(textOnly)
    expect(resolveZone({ city: 'spirito' }, zones)).toBe(textOnly)
    expect(resolveZone({ city: 'Ponente Bari' }, [east, west], { steps: ['name'] })).toBe(west)
  })

  it('tries the steps in order: the first step that finds a zone wins', () => {
    // The coordinates say Levante; the postal code, city and province would say Ponente.
    const address: ZoneAddress = {
      coordinates: { lat: 41.05, lng: 16.15 },
      postalCode: '70121',
      city: 'Bari',
      province: 'BA',
    }
    expect(resolveZone(address, zones)).toBe(east)
    // Postal code before city: 70127 is Santo Spirito's, "Bari" is Ponente's city.
    expect(resolveZone({ postalCode: '70127', city: 'Bari' }, zones)).toBe(textOnly)
    // City before province: Valenzano is a city of the text-only zone, BA the province of Ponente.
    expect(resolveZone({ city: 'Valenzano', province: 'BA' }, zones)).toBe(textOnly)
    // Province before name.
    expect(resolveZone({ city: 'Spirito', province: 'BA' }, zones, { steps: ['province', 'name'] })).toBe(
      west,
    )
  })

  it('falls through to the next step when the coordinates are in no zone', () => {
    expect(resolveZone({ coordinates: { lat: 45, lng: 9 }, postalCode: '70019' }, zones)).toBe(east)
  })

  it('returns null when nothing matches', () => {
    expect(
      resolveZone({ coordinates: { lat: 45, lng: 9 }, city: 'Milano', province: 'MI' }, zones),
    ).toBeNull()
    expect(resolveZone({}, zones)).toBeNull()
  })

  it('ignores accents and extra spaces in place names', () => {
    expect(resolveZone({ city: '  liberta ' }, builtInZones(), { steps: ['name'] })?.name).toBe('Libertà')
  })

  it('never matches an empty or blank city', () => {
    expect(resolveZone({ city: '' }, zones)).toBeNull()
    expect(resolveZone({ city: '   ' }, zones)).toBeNull()
  })

  it('resolves a point in the built-in zones', () => {
    expect(resolveZone({ coordinates: { lat: 41.1226, lng: 16.872 } }, builtInZones())?.name).toBe('Centro')
  })

  it('reads coordinates given as numeric strings, and lon for lng', () => {
    const address = { coordinates: { lat: '41.05', lon: '16.15' } } as unknown as ZoneAddress
    expect(resolveZone(address, zones)).toBe(east)
  })
})

describe('resolveZone: options.steps', () => {
  const address: ZoneAddress = { coordinates: { lat: 45, lng: 9 }, city: 'Altamura', province: 'BA' }

  it('runs only the selected steps, still in SPEC order', () => {
    expect(resolveZone(address, zones)).toBe(west)
    expect(resolveZone(address, zones, { steps: ['coordinates', 'postalCode', 'city'] })).toBeNull()
    expect(
      resolveZone({ postalCode: '70019', city: 'Valenzano' }, zones, { steps: ['city', 'postalCode'] }),
    ).toBe(east)
  })

  it('at checkout leaves out the province step, which alone would accept any address in province BA', () => {
    expect(CHECKOUT_RESOLUTION_STEPS).toEqual(['coordinates', 'postalCode', 'city', 'name'])
    // Altamura (BA) is 45 km from Bari: not deliverable at checkout.
    const altamura: ZoneAddress = {
      coordinates: { lat: 40.8267, lng: 16.5536 },
      city: 'Altamura',
      province: 'BA',
    }
    expect(resolveZone(altamura, builtInZones(), { steps: CHECKOUT_RESOLUTION_STEPS, ...silent })).toBeNull()
    expect(resolveZone(altamura, builtInZones(), silent)).not.toBeNull()
  })

  it('with no steps finds nothing', () => {
    expect(resolveZone({ postalCode: '70121' }, zones, { steps: [] })).toBeNull()
  })

  it('ignores unknown step names and says so', () => {
    const logger = recordingLogger()
    const steps = ['postalCode', 'telepathy'] as unknown as ['postalCode']
    expect(resolveZone({ postalCode: '70019' }, zones, { steps, logger })).toBe(east)
    expect(logger.messages.join('\n')).toMatch(/unknown steps/)
  })
})

describe('resolveZone: malformed input never throws', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'Via Sparano 1, Bari'],
    ['a number', 70121],
    ['a list', [1, 2]],
  ])('logs and returns null for an address that is %s', (_label, address) => {
    const logger = recordingLogger()
    expect(resolveZone(address as unknown as ZoneAddress, zones, { logger })).toBeNull()
    expect(logger.messages).toHaveLength(1)
  })

  it.each([
    ['a string', 'here'],
    ['NaN', { lat: Number.NaN, lng: 16.1 }],
    ['latitude out of range', { lat: 141.05, lng: 16.15 }],
    ['missing lng', { lat: 41.05 }],
    ['Infinity', { lat: Number.POSITIVE_INFINITY, lng: 16.15 }],
  ])(
    'skips the polygon step, logging, when coordinates are %s; the other steps still run',
    (_label, coordinates) => {
      const logger = recordingLogger()
      const address = { coordinates, postalCode: '70019' } as unknown as ZoneAddress
      expect(resolveZone(address, zones, { logger })).toBe(east)
      expect(logger.messages.join('\n')).toMatch(/coordinates/)
    },
  )

  it('skips malformed zones and still finds a good one', () => {
    const broken = [
      null,
      42,
      { name: 'Senza poligono' },
      { name: 'Poligono rotto', polygon: { coordinates: 'x' }, postalCodes: 'nope', cities: [null, 3] },
      east,
    ] as unknown as typeof zones
    expect(resolveZone({ coordinates: { lat: 41.05, lng: 16.15 } }, broken, silent)).toBe(east)
    expect(resolveZone({ postalCode: '70019', city: 'Triggiano' }, broken, silent)).toBe(east)
  })

  it('logs and returns null when the zones are not a list', () => {
    const logger = recordingLogger()
    expect(resolveZone({ postalCode: '70019' }, 'zones' as unknown as typeof zones, { logger })).toBeNull()
    expect(logger.messages).toHaveLength(1)
  })

  it('survives hostile objects whose getters throw', () => {
    const hostile = {
      get coordinates(): never {
        throw new Error('boom')
      },
    } as unknown as ZoneAddress
    const logger = recordingLogger()
    expect(resolveZone(hostile, zones, { logger })).toBeNull()
    expect(logger.messages.join('\n')).toMatch(/lookup failed/)
  })
})

describe('zoneAddressFromShipping', () => {
  it('reads city, state as province, postcode and address_1', () => {
    expect(
      zoneAddressFromShipping({
        city: ' Bari ',
        state: 'BA',
        postcode: '70121',
        address_1: 'Via Sparano 10',
      }),
    ).toEqual({ city: 'Bari', province: 'BA', postalCode: '70121', address: 'Via Sparano 10' })
  })

  it('leaves out blank and missing fields, and accepts nothing at all', () => {
    expect(zoneAddressFromShipping({ city: '', state: null, postcode: '70019' })).toEqual({
      postalCode: '70019',
    })
    expect(zoneAddressFromShipping(undefined)).toEqual({})
    expect(zoneAddressFromShipping(null)).toEqual({})
  })

  it('resolves an order shipping address to its zone', () => {
    const address = zoneAddressFromShipping({
      city: 'Triggiano',
      state: 'BA',
      postcode: '70019',
      address_1: 'Via Roma 1',
    })
    expect(resolveZone(address, builtInZones())?.name).toBe('Triggiano')
  })
})
