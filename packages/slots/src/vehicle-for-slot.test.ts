import type { DeliveryZone } from '@shop/zones'
import { builtInZones } from '@shop/zones/bari'
import { describe, expect, it } from 'vitest'
import { TIME_SLOTS } from './time-slots'
import { vehicleForSlot } from './vehicle-for-slot'

const zone = (name: string): DeliveryZone => {
  const found = builtInZones().find((z) => z.name === name)
  if (!found) throw new Error(`no built-in zone ${name}`)
  return found
}

describe('vehicleForSlot on the built-in zones', () => {
  it.each([
    // per-slot vehicle wins over the default
    ['Triggiano', '07:00 - 08:00', 'Fiorino'],
    ['Triggiano', '11:00 - 12:00', 'Fiat new Ducato'],
    ['Capurso', '09:00 - 10:00', 'Fiorino'],
    ['Poggiofranco-Carbonara', '08:00 - 09:00', 'Fiorino'],
    ['Sangirolamo-Fesca', '07:00 - 08:00', 'Fiorino'],
    // no per-slot vehicle: the zone's default vehicle
    ['Triggiano', '09:00 - 10:00', 'Fiorino'],
    ['Capurso', '08:00 - 09:00', 'Fiat new Ducato'],
    ['Capurso', '16:00 - 17:00', 'Fiat new Ducato'],
    ['Poggiofranco-Carbonara', '12:00 - 13:00', 'Fiat Ducato'],
    ['Mungivacca', '07:00 - 08:00', 'Fiat new Ducato'],
    ['Bitritto', '10:00 - 11:00', 'Renault Master'],
    ['Casamassima', '14:00 - 15:00', 'Fiat Ducato'],
    // no default vehicle: the per-slot vehicle...
    ['Japigia', '07:00 - 08:00', 'Molisia'],
    ['Japigia', '14:00 - 15:00', 'Fiat new Ducato'],
    ['Carrassi-SanPasquale', '12:00 - 13:00', 'Fiat new Ducato'],
    ['Zona Industriale Modugno-Sanpaolo', '10:00 - 11:00', 'Mega Ducato'],
    // ...else the first vehicle of vehiclesByTimeSlot ("a default for the zone")
    ['Japigia', '09:00 - 10:00', 'Molisia'],
    ['Japigia', '16:00 - 17:00', 'Molisia'],
    ['Carrassi-SanPasquale', '11:00 - 12:00', 'Molisia'],
    ['Carrassi-SanPasquale', '15:00 - 16:00', 'Molisia'],
    ['Zona Industriale Modugno-Sanpaolo', '07:00 - 08:00', 'Fiorino'],
    ['Zona Industriale Modugno-Sanpaolo', '13:00 - 14:00', 'Fiorino'],
    ['Modugno', '10:00 - 11:00', 'Molisia'],
    ['SanGiorgio', '07:00 - 08:00', 'Molisia'],
    ['SanGiorgio', '17:00 - 18:00', 'Molisia'],
    ['Cellamare', '12:00 - 13:00', 'Fiorino'],
  ])('%s, %s: %s', (name, slot, vehicle) => {
    expect(vehicleForSlot(zone(name), slot)).toBe(vehicle)
  })

  it('matches the per-slot keys ignoring whitespace', () => {
    expect(vehicleForSlot(zone('Triggiano'), '11:00-12:00')).toBe('Fiat new Ducato')
    expect(vehicleForSlot(zone('Japigia'), ' 14:00 -15:00')).toBe('Fiat new Ducato')
  })

  it('finds a vehicle for every slot of every built-in zone (each has a default or per-slot vehicles)', () => {
    for (const z of builtInZones()) {
      for (const slot of TIME_SLOTS) expect(vehicleForSlot(z, slot), `${z.name} ${slot}`).not.toBeNull()
    }
  })
})

describe('vehicleForSlot on other zones', () => {
  it('is null for a zone that names no vehicle', () => {
    const z = { timeSlotRestrictions: { preferredSlots: [], excludedSlots: [] } }
    expect(vehicleForSlot(z, '09:00 - 10:00')).toBeNull()
    expect(vehicleForSlot({ vehiclesByTimeSlot: {} }, '09:00 - 10:00')).toBeNull()
  })

  it('takes the first vehicle in key order, not in time order, as the zone default', () => {
    const z = { vehiclesByTimeSlot: { '14:00 - 15:00': 'Mega Ducato', '07:00 - 08:00': 'Fiorino' } }
    expect(vehicleForSlot(z, '10:00 - 11:00')).toBe('Mega Ducato')
  })

  it('skips blank and non-string vehicle names and trims the others', () => {
    const z = {
      vehicle: '  ',
      vehiclesByTimeSlot: { '07:00 - 08:00': '', '08:00 - 09:00': 42, '09:00 - 10:00': ' Molisia ' },
    }
    expect(vehicleForSlot(z as never, '07:00 - 08:00')).toBe('Molisia')
    expect(vehicleForSlot(z as never, '09:00 - 10:00')).toBe('Molisia')
  })

  it.each([
    ['no zone', null],
    ['a string', 'Japigia'],
    ['a list', ['Fiorino']],
    ['vehiclesByTimeSlot as a list', { vehiclesByTimeSlot: ['Fiorino'] }],
  ])('is null for %s', (_, z) => {
    expect(vehicleForSlot(z as never, '09:00 - 10:00')).toBeNull()
  })

  it('falls back to the zone vehicle for a slot that is not a string', () => {
    expect(vehicleForSlot({ vehicle: 'Fiorino' }, undefined as unknown as string)).toBe('Fiorino')
  })
})
