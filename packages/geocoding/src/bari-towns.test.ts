import { deliveryPromise } from '@shop/zones'
import { builtInResolver, builtInZones } from '@shop/zones/bari'
import { describe, expect, it } from 'vitest'
import { bariTowns } from './bari-towns'
import { createOfflineGeocoder } from './create-offline-geocoder'

const zones = builtInResolver()
const geocoder = createOfflineGeocoder()

describe('bariTowns', () => {
  it('has every comune of the built-in zones but Bari', () => {
    const comuni = new Set(builtInZones().flatMap((zone) => zone.cities))
    comuni.delete('Bari')
    expect(bariTowns.map((town) => town.name).sort()).toEqual([...comuni].sort())
  })

  it.each(bariTowns.map((town) => [town.name, town] as const))(
    "puts %s inside its own zone's polygon, with a CAP of that zone",
    async (name, town) => {
      const zone = builtInZones().find((z) => z.name === name)
      expect(zones.zoneAt(town)?.name).toBe(name)
      expect(zones.resolve({ coordinates: town }, { steps: ['coordinates'] })?.name).toBe(name)
      expect(zone?.postalCodes).toContain(town.postalCode)
      const [found] = await geocoder.search(name)
      expect(found).toMatchObject({ kind: 'town', city: name, postalCode: town.postalCode, province: 'BA' })
      expect(zones.zoneAt(found as { lat: number; lng: number })?.name).toBe(name)
      expect((await geocoder.search(name.toUpperCase()))[0]?.city).toBe(name)
    },
  )

  // The checkout places a street typed in one of these towns at the town centre (the data has no
  // streets there), with the town's zone, for the customer to confirm. That holds only where the
  // town lies wholly in one zone: the delivery promise of the town alone names it.
  it('lies wholly in one zone, but for Modugno, which spans two (and Bari, many)', () => {
    const oneZone = bariTowns.filter((town) => {
      const promise = deliveryPromise({ city: town.name }, builtInZones())
      return promise.status === 'inside' && zones.zoneAt(town)?.id === promise.zone.id
    })
    expect(oneZone.map((town) => town.name)).toEqual([
      'Triggiano',
      'Capurso',
      'Valenzano',
      'Bitritto',
      'Adelfia',
      'Cellamare',
      'Casamassima',
    ])
    expect(deliveryPromise({ city: 'Modugno' }, builtInZones())).toMatchObject({
      status: 'unclear',
      reason: 'citySpansZones',
    })
    expect(deliveryPromise({ city: 'Bari' }, builtInZones())).toMatchObject({
      status: 'unclear',
      reason: 'citySpansZones',
    })
  })
})
