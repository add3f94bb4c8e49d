import type { DeliveryZone } from '@shop/zones'
import { builtInZones } from '@shop/zones/bari'
import { describe, expect, it } from 'vitest'
import { availableSlots } from './available-slots'
import { fallbackSlots } from './fallback-slots'
import { TIME_SLOTS } from './time-slots'
import { vehicleForSlot } from './vehicle-for-slot'
import { vehiclesForZone } from './vehicles-for-zone'

const zone = (name: string): DeliveryZone => {
  const found = builtInZones().find((z) => z.name === name)
  if (!found) throw new Error(`no built-in zone ${name}`)
  return found
}

describe('vehiclesForZone', () => {
  it.each([
    ['Triggiano', ['Fiorino', 'Fiat new Ducato']],
    ['Capurso', ['Fiorino', 'Fiat new Ducato']],
    ['Japigia', ['Molisia', 'Fiat new Ducato']],
    ['Carrassi-SanPasquale', ['Molisia', 'Fiat new Ducato']],
    ['Sangirolamo-Fesca', ['Fiorino', 'Mega Ducato']],
    ['Zona Industriale Modugno-Sanpaolo', ['Fiorino', 'Mega Ducato']],
    ['Mungivacca', ['Fiat new Ducato']],
    ['Palese', ['Mega Ducato']],
    ['Bitritto', ['Renault Master']],
    ['Casamassima', ['Fiat Ducato']],
  ])('%s asks for %j, in order of first appearance', (name, vehicles) => {
    expect(vehiclesForZone(zone(name))).toEqual(vehicles)
  })

  it('lists each vehicle of the available slots once, for every built-in zone', () => {
    for (const z of builtInZones()) {
      const vehicles = vehiclesForZone(z)
      expect(new Set(vehicles).size, z.name).toBe(vehicles.length)
      expect(new Set(vehicles), z.name).toEqual(new Set(availableSlots(z).map((s) => vehicleForSlot(z, s))))
    }
  })

  it('leaves out the vehicles of excluded slots only', () => {
    // Capurso: 09 Fiorino is available, 08 (default new Ducato) excluded.
    expect(vehiclesForZone(zone('Capurso'), ['08:00 - 09:00'])).toEqual([])
    // Triggiano: the only Fiorino slot 07 given; 08 and 09 are excluded.
    expect(vehiclesForZone(zone('Triggiano'), ['14:00 - 15:00', '08:00 - 09:00', '07:00 - 08:00'])).toEqual([
      'Fiat new Ducato',
      'Fiorino',
    ])
  })

  it("asks for the vehicles of the day's slots, also outside TIME_SLOTS", () => {
    // Japigia's weekday fallback slots: 09 excluded; 10, 11 Molisia; 15 new Ducato; 16, 17 the zone default Molisia.
    expect(vehiclesForZone(zone('Japigia'), fallbackSlots('2026-11-24'))).toEqual([
      'Molisia',
      'Fiat new Ducato',
    ])
    // On a Saturday only 09 (excluded) and 10 (Molisia).
    expect(vehiclesForZone(zone('Japigia'), fallbackSlots('2026-11-28'))).toEqual(['Molisia'])
  })

  it('is empty for a zone without vehicles, or no zone', () => {
    expect(vehiclesForZone({ timeSlotRestrictions: { excludedSlots: [] } })).toEqual([])
    expect(vehiclesForZone(null)).toEqual([])
  })

  it('ignores slots that are not strings and uses the available slots when slots is not a list', () => {
    expect(vehiclesForZone(zone('Japigia'), [null, 3, '14:00 - 15:00'] as never)).toEqual(['Fiat new Ducato'])
    expect(vehiclesForZone(zone('Japigia'), null as never)).toEqual(['Molisia', 'Fiat new Ducato'])
    expect(vehiclesForZone({ vehicle: 'Fiorino' }, [...TIME_SLOTS])).toEqual(['Fiorino'])
  })
})
