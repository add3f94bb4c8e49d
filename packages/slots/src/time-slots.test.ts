import { builtInZones } from '@shop/zones/bari'
import { describe, expect, it } from 'vitest'
import { TIME_SLOTS } from './time-slots'

describe('TIME_SLOTS', () => {
  it('is the 9 hourly slots of SPEC.md section 9, 07:00 to 16:00, in order', () => {
    expect(TIME_SLOTS).toEqual([
      '07:00 - 08:00',
      '08:00 - 09:00',
      '09:00 - 10:00',
      '10:00 - 11:00',
      '11:00 - 12:00',
      '12:00 - 13:00',
      '13:00 - 14:00',
      '14:00 - 15:00',
      '15:00 - 16:00',
    ])
  })

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(TIME_SLOTS)).toBe(true)
    expect(() => (TIME_SLOTS as unknown as string[]).push('16:00 - 17:00')).toThrow(TypeError)
  })

  it.each(builtInZones().map((zone) => [zone.name, zone] as const))(
    'names every excluded slot and every per-slot vehicle key of %s',
    (_, zone) => {
      for (const slot of zone.timeSlotRestrictions.excludedSlots) expect(TIME_SLOTS).toContain(slot)
      for (const slot of Object.keys(zone.vehiclesByTimeSlot ?? {})) expect(TIME_SLOTS).toContain(slot)
    },
  )
})
