import { describe, expect, it } from 'vitest'
import { normalizeSlotLabel } from './normalize-slot-label'
import { TIME_SLOTS } from './time-slots'

describe('normalizeSlotLabel', () => {
  it.each([
    ['9:00-10:00', '09:00 - 10:00'],
    ['09:00 - 10:00', '09:00 - 10:00'],
    ['09:00-10:00', '09:00 - 10:00'],
    ['  7:00 -  8:00 ', '07:00 - 08:00'],
    ['09.00 - 10.00', '09:00 - 10:00'],
    ['09:00 – 10:00', '09:00 - 10:00'],
    ['09:00-12:00', '09:00 - 12:00'],
    ['15:30 - 16:45', '15:30 - 16:45'],
    ['23:00 - 24:00', '23:00 - 24:00'],
    // orddd's 12-hour store format (reference/woocommerce/orddd-delivery-schedule.json)
    ['10:00 AM - 12:00 PM', '10:00 - 12:00'],
    ['02:00 PM - 04:00 PM', '14:00 - 16:00'],
    ['12:00 AM - 01:00 AM', '00:00 - 01:00'],
    ['12:30 PM - 1:30 PM', '12:30 - 13:30'],
    ['11:00 PM - 12:00 AM', '23:00 - 00:00'],
    ['9:00 am - 10:00 am', '09:00 - 10:00'],
    ['9:00am-10:00am', '09:00 - 10:00'],
    ['3 PM - 4 PM', '15:00 - 16:00'],
    ['9:00 a.m. - 10:00 a.m.', '09:00 - 10:00'],
  ])('reads %j as %j', (label, expected) => {
    expect(normalizeSlotLabel(label)).toBe(expected)
  })

  it.each([
    ['  mattina  ', 'mattina'],
    ['', ''],
    ['   ', ''],
    ['9-10', '9-10'],
    ['25:00 - 26:00', '25:00 - 26:00'],
    ['09:60 - 10:00', '09:60 - 10:00'],
    ['13:00 PM - 14:00 PM', '13:00 PM - 14:00 PM'],
    ['0:00 AM - 1:00 AM', '0:00 AM - 1:00 AM'],
    ['10:00 AM - 12:00', '10:00 AM - 12:00'],
    ['24:00 - 01:00', '24:00 - 01:00'],
    ['09:00 - 10:00 - 11:00', '09:00 - 10:00 - 11:00'],
    [' 09:00 ', '09:00'],
  ])('gives back the unreadable %j trimmed', (label, expected) => {
    expect(normalizeSlotLabel(label)).toBe(expected)
  })

  it('leaves every built-in slot as it is', () => {
    for (const slot of TIME_SLOTS) expect(normalizeSlotLabel(slot)).toBe(slot)
  })

  it('gives an empty label for a value that is not a string', () => {
    expect(normalizeSlotLabel(null as unknown as string)).toBe('')
    expect(normalizeSlotLabel(9 as unknown as string)).toBe('')
  })
})
