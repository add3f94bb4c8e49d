import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { builtInResolver } from './built-in-resolver'
import { builtInZones } from './built-in-zones'
import { createZone } from './create-zone'
import { createZoneResolver } from './create-zone-resolver'
import type { DeliveryZone } from './delivery-zone-schema'
import type { Position } from './geometry'
import { resolveZone } from './resolve-zone'
import { recordingLogger, rectangleZone } from './test-zones'
import { ZONE_RESOLUTION_STEPS, type ZoneAddress, type ZoneResolutionStep } from './zone-address'

const POSTAL_CODES = ['70121', '70126', '70019', '70010', '70132', '00100']
const CITIES = ['Bari', 'bari', 'Triggiano', 'Modugno', 'Santo Spirito', 'Roma', 'san', 'Libertà', '']
const PROVINCES = ['BA', 'ba', 'TA', 'RM']

/** A random simple polygon: vertices at increasing angles around a centre (star-shaped). */
const starZone = (id: number) =>
  fc
    .record({
      lng: fc.double({ min: 16.7, max: 17.0, noNaN: true }),
      lat: fc.double({ min: 40.95, max: 41.15, noNaN: true }),
      radii: fc.array(fc.double({ min: 0.005, max: 0.06, noNaN: true }), { minLength: 3, maxLength: 12 }),
      postalCodes: fc.subarray(POSTAL_CODES),
      cities: fc.subarray(CITIES.filter(Boolean)),
      provinces: fc.subarray(PROVINCES),
      name: fc.constantFrom('Centro', 'Japigia', 'Zona Industriale Modugno', 'Nord', 'Sud'),
    })
    .map(({ lng, lat, radii, ...texts }): DeliveryZone => {
      const ring: Position[] = radii.map((r, i) => {
        const angle = (2 * Math.PI * i) / radii.length
        return [
          Math.round((lng + r * Math.cos(angle)) * 1e5) / 1e5,
          Math.round((lat + r * Math.sin(angle)) * 1e5) / 1e5,
        ]
      })
      ring.push([...(ring[0] as Position)])
      return createZone(id, { ...texts, polygon: { coordinates: [ring], center: { lat, lng } } })
    })

const zoneSets = fc.oneof(
  fc.constant([...builtInZones()]),
  fc
    .array(fc.integer({ min: 1, max: 1e9 }), { minLength: 1, maxLength: 15 })
    .chain((ids) => fc.tuple(...ids.map((id) => starZone(id)))),
)

/** Points where resolvers are most likely to disagree: vertices, edge midpoints, shared latitudes. */
function pointsOf(zones: readonly DeliveryZone[]): fc.Arbitrary<{ lat: number; lng: number }> {
  const vertices = zones.flatMap((zone) => zone.polygon.coordinates[0] ?? [])
  const random = fc.record({
    lng: fc.double({ min: 16.65, max: 17.1, noNaN: true }),
    lat: fc.double({ min: 40.9, max: 41.2, noNaN: true }),
  })
  if (vertices.length === 0) return random
  const vertex = fc.constantFrom(...vertices)
  return fc.oneof(
    random,
    vertex.map(([lng, lat]) => ({ lat, lng })),
    fc.tuple(vertex, vertex).map(([a, b]) => ({ lng: (a[0] + b[0]) / 2, lat: (a[1] + b[1]) / 2 })),
    fc
      .tuple(vertex, fc.double({ min: 16.65, max: 17.1, noNaN: true }))
      .map(([v, lng]) => ({ lat: v[1], lng })),
  )
}

function addressesOf(zones: readonly DeliveryZone[]): fc.Arbitrary<ZoneAddress> {
  return fc.record(
    {
      coordinates: pointsOf(zones),
      postalCode: fc.constantFrom(...POSTAL_CODES),
      city: fc.constantFrom(...CITIES),
      province: fc.constantFrom(...PROVINCES),
    },
    { requiredKeys: [] },
  )
}

const stepSets = fc.oneof(
  fc.constant(undefined),
  fc.subarray([...ZONE_RESOLUTION_STEPS] as ZoneResolutionStep[]),
)

describe('createZoneResolver', () => {
  it('gives the same zone as resolveZone for any zones, address and steps', () => {
    fc.assert(
      fc.property(
        zoneSets.chain((zones) =>
          fc.tuple(fc.constant(zones), fc.array(addressesOf(zones), { maxLength: 40 }), stepSets),
        ),
        ([zones, addresses, steps]) => {
          const resolver = createZoneResolver(zones)
          const options = steps === undefined ? {} : { steps }
          for (const address of addresses) {
            expect(resolver.resolve(address, options)).toBe(resolveZone(address, zones, options))
          }
        },
      ),
      { numRuns: 300 },
    )
  })

  it('finds every built-in zone at every one of its vertices, like resolveZone', () => {
    const resolver = createZoneResolver(builtInZones())
    for (const zone of builtInZones()) {
      for (const [lng, lat] of zone.polygon.coordinates[0] ?? []) {
        const found = resolver.zoneAt({ lat, lng })
        expect(found).not.toBeNull()
        expect(found).toBe(resolveZone({ coordinates: { lat, lng } }, [...builtInZones()]))
      }
    }
  })

  it("serves the built-in zones from one shared index (builtInResolver), with the plain loop's answers", () => {
    expect(builtInResolver()).toBe(builtInResolver())
    expect(builtInResolver().zones).toEqual(builtInZones())
    const copy = [...builtInZones()]
    fc.assert(
      fc.property(addressesOf(builtInZones()), stepSets, (address, steps) => {
        const options = steps === undefined ? {} : { steps }
        expect(builtInResolver().resolve(address, options)).toBe(resolveZone(address, copy, options))
      }),
      { numRuns: 2000 },
    )
  })

  it('lets the first zone win where zones overlap', () => {
    const big = rectangleZone(1, [0, 0, 10, 10])
    const small = rectangleZone(2, [4, 4, 6, 6])
    expect(createZoneResolver([big, small]).zoneAt({ lat: 5, lng: 5 })).toBe(big)
    expect(createZoneResolver([small, big]).zoneAt({ lat: 5, lng: 5 })).toBe(small)
  })

  it('reads the zones once: later changes to the list do not reach it', () => {
    const zones = [rectangleZone(1, [0, 0, 1, 1])]
    const resolver = createZoneResolver(zones)
    zones.push(rectangleZone(2, [2, 2, 3, 3]))
    expect(resolver.zoneAt({ lat: 2.5, lng: 2.5 })).toBeNull()
    expect(resolver.zones).toHaveLength(1)
  })

  it('works with no zones, and with zones that have no usable polygon', () => {
    expect(
      createZoneResolver([]).resolve({ coordinates: { lat: 41.1, lng: 16.8 }, postalCode: '70121' }),
    ).toBeNull()
    const logger = recordingLogger()
    const draft = createZone(1, { postalCodes: ['70121'] })
    const resolver = createZoneResolver([draft], { logger })
    expect(logger.messages.join('\n')).toMatch(/1 zone\(s\) without a usable polygon/)
    expect(resolver.resolve({ coordinates: { lat: 41.1, lng: 16.8 }, postalCode: '70121' })).toBe(draft)
  })

  it('answers zoneAt with null for malformed points', () => {
    const resolver = createZoneResolver(builtInZones())
    for (const point of [null, undefined, {}, { lat: 'x', lng: 1 }, { lat: Number.NaN, lng: 16.8 }]) {
      expect(resolver.zoneAt(point as unknown as { lat: number; lng: number })).toBeNull()
    }
  })

  it('never throws on malformed addresses', () => {
    const resolver = createZoneResolver(builtInZones(), { logger: recordingLogger() })
    fc.assert(
      fc.property(fc.anything(), (address) => {
        const zone = resolver.resolve(address as ZoneAddress)
        expect(zone === null || builtInZones().includes(zone)).toBe(true)
      }),
    )
  })
})
