import type { DeliveryZone } from '@shop/zones'
import { builtInZones } from '@shop/zones/bari'
import { describe, expect, it } from 'vitest'
import { overlapsOf, zoneIssues } from './zone-issues'

const zones = () => structuredClone(builtInZones()) as DeliveryZone[]

describe('zoneIssues', () => {
  it('finds nothing wrong with the built-in zones', () => {
    expect(zoneIssues(zones()).count).toBe(0)
  })

  it('files each message under its zone and field', () => {
    const edited = zones()
    const [first, second] = edited as [DeliveryZone, DeliveryZone]
    first.name = ' '
    second.postalCodes = ['7012']
    const issues = zoneIssues(edited)
    expect(issues.count).toBe(2)
    expect(issues.byZone.get(first.id)).toEqual([
      { field: 'name', message: 'Il nome della zona è obbligatorio' },
    ])
    expect(issues.byZone.get(second.id)?.[0]).toMatchObject({ field: 'postalCodes', message: /5 cifre/ })
  })
})

describe('overlapsOf', () => {
  it('labels the area a zone shares with another by the other zone name', () => {
    const edited = zones()
    const centroIndex = edited.findIndex((zone) => zone.name === 'Centro')
    const madonnella = edited.find((zone) => zone.name === 'Madonnella') as DeliveryZone
    const centro = edited[centroIndex] as DeliveryZone
    // Centro takes Madonnella's outline: they now share all of Madonnella.
    centro.polygon = structuredClone(madonnella.polygon)
    const found = overlapsOf(edited, centroIndex)
    expect(found.map((overlap) => overlap.label)).toContain('Sovrapposizione con Madonnella')
    expect(found[0]?.region.length).toBeGreaterThan(0)
    expect(overlapsOf(edited, -1)).toEqual([])
    expect(zoneIssues(edited).count).toBeGreaterThan(0)
  })
})
