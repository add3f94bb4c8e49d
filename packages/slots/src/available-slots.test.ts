import type { DeliveryZone } from '@shop/zones'
import { builtInZones } from '@shop/zones/bari'
import { describe, expect, it } from 'vitest'
import { availableSlots } from './available-slots'
import { TIME_SLOTS } from './time-slots'

const zone = (name: string): DeliveryZone => {
  const found = builtInZones().find((z) => z.name === name)
  if (!found) throw new Error(`no built-in zone ${name}`)
  return found
}
const hour = (h: number) => `${String(h).padStart(2, '0')}:00 - ${String(h + 1).padStart(2, '0')}:00`

// SPEC.md section 9: how many of the 9 slots each zone keeps, and the start hours it keeps.
const AVAILABLE: [string, number[]][] = [
  ['Triggiano', [7, 11, 14, 15]],
  ['Capurso', [7, 9, 11, 14, 15]],
  ['Valenzano', [7, 11, 12, 14, 15]],
  ['Carbonara-Ceglie del Campo', [7, 8, 9, 11, 14, 15]],
  ['Poggiofranco-Carbonara', [7, 8, 9, 10, 11, 14, 15]],
  ['Mungivacca', [7, 8, 9, 10, 11, 14, 15]],
  ['Via Amendola-SanPasquale', [7, 8, 9, 10, 11, 12, 14, 15]],
  ['Poggiofranco', [7, 8, 9, 10, 11, 12, 13, 14]],
  ['Japigia', [7, 10, 11, 14, 15]],
  ['Carrassi-SanPasquale', [7, 8, 9, 10, 12, 13, 14]],
  ['Madonnella', [7, 8, 9, 10, 11, 12, 13, 14]],
  ['Centro', [7, 8, 9, 10, 11, 12, 13, 14]],
  ['Libertà', [7, 8, 10, 11, 13, 14, 15]],
  ['Sangirolamo-Fesca', [7, 10, 11, 12, 14, 15]],
  ['Palese', [11, 12, 15]],
  ['SanPaolo', [7, 8, 9, 11, 12, 14, 15]],
  ['Stanic', [7, 11, 12, 14, 15]],
  ['Zona Industriale Modugno-Sanpaolo', [9, 10, 11, 12, 14, 15]],
  ['Modugno', [7, 8, 9, 11, 14, 15]],
  ['Loseto', [7, 8, 11, 12, 14, 15]],
  ['Bitritto', [7, 8, 9, 10]],
  ['Adelfia', [7, 8, 9, 15]],
  ['Cellamare', [7, 8, 9, 10, 11, 14, 15]],
  ['SanGiorgio', [10, 11, 12, 14, 15]],
  ['Torre a Mare', [7, 10, 11, 12, 14, 15]],
  ['Casamassima', [11, 12, 15]],
]

describe('availableSlots', () => {
  it('covers all 26 built-in zones', () => {
    expect(AVAILABLE.map(([name]) => name)).toEqual(builtInZones().map((z) => z.name))
  })

  it.each(AVAILABLE)('%s keeps the slots SPEC.md section 9 does not exclude', (name, hours) => {
    const slots = availableSlots(zone(name))
    expect(slots).toEqual(hours.map(hour))
    expect(slots).toHaveLength(TIME_SLOTS.length - zone(name).timeSlotRestrictions.excludedSlots.length)
  })

  it('matches excluded slots ignoring whitespace', () => {
    const z = {
      timeSlotRestrictions: { preferredSlots: [], excludedSlots: ['07:00-08:00', ' 15:00 -16:00'] },
    }
    expect(availableSlots(z)).toEqual(TIME_SLOTS.slice(1, 8))
  })

  it.each([
    ['no zone', null],
    ['a zone without timeSlotRestrictions', { vehicle: 'Fiorino' }],
    ['restrictions without excludedSlots', { timeSlotRestrictions: { preferredSlots: ['09:00-12:00'] } }],
    ['excludedSlots that is not a list', { timeSlotRestrictions: { excludedSlots: '07:00 - 08:00' } }],
    ['a zone that is not an object', 'Japigia'],
  ])('gives all 9 slots for %s', (_, z) => {
    expect(availableSlots(z as never)).toEqual([...TIME_SLOTS])
  })

  it('ignores excluded entries that are not strings', () => {
    const z = { timeSlotRestrictions: { excludedSlots: [null, 7, '08:00 - 09:00'] } }
    expect(availableSlots(z as never)).toEqual(TIME_SLOTS.filter((s) => s !== '08:00 - 09:00'))
  })

  it('returns a new list each time', () => {
    const slots = availableSlots(null)
    slots.pop()
    expect(availableSlots(null)).toHaveLength(9)
  })
})
