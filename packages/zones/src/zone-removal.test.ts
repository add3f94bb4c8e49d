import { describe, expect, it } from 'vitest'
import { builtInZones } from './built-in-zones'
import { zoneRemoval, zoneRemovalQuestion } from './zone-removal'

const zones = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `zona-${i}`, name: `Z${i}` }))

describe('zoneRemoval', () => {
  it('asks before a save that leaves no zone', () => {
    const result = zoneRemoval(builtInZones(), [])
    expect(result.removed).toHaveLength(26)
    expect(result.needsConfirmation).toBe(true)
  })

  it('asks before removing more than half of the zones, not half or fewer', () => {
    const before = zones(26)
    expect(zoneRemoval(before, before.slice(0, 13)).needsConfirmation).toBe(false)
    expect(zoneRemoval(before, before.slice(0, 12))).toMatchObject({ needsConfirmation: true })
    expect(zoneRemoval(before, before.slice(0, 12)).removed.map((z) => z.id)).toEqual(
      before.slice(12).map((z) => z.id),
    )
    expect(zoneRemoval(zones(3), zones(1)).needsConfirmation).toBe(true)
    expect(zoneRemoval(zones(3), zones(2)).needsConfirmation).toBe(false)
  })

  it('tells zones apart by id: renamed or replaced ones', () => {
    const before = zones(4)
    const renamed = before.map((zone) => ({ ...zone, name: `${zone.name} nuova` }))
    expect(zoneRemoval(before, renamed)).toEqual({ removed: [], needsConfirmation: false })
    // New zones do not make up for removed ones: the three old ones are gone.
    const replaced = [before[0], { id: 'zona-x' }, { id: 'zona-y' }, { id: 'zona-z' }].filter(
      (zone) => zone !== undefined,
    )
    expect(zoneRemoval(before, replaced).needsConfirmation).toBe(true)
  })

  it('asks nothing when there were no zones, or when zones are only added', () => {
    expect(zoneRemoval([], []).needsConfirmation).toBe(false)
    expect(zoneRemoval(zones(2), zones(5)).needsConfirmation).toBe(false)
  })

  it('words the question in Italian, singular and plural', () => {
    expect(zoneRemovalQuestion(26)).toBe('Stai eliminando 26 zone: confermi?')
    expect(zoneRemovalQuestion(1)).toBe('Stai eliminando 1 zona: confermi?')
  })
})
