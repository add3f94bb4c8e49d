import { describe, expect, it } from 'vitest'
import { readSlot } from './read-slot'

describe('readSlot', () => {
  it.each([
    ['09:00 - 10:00', '09:00 - 10:00', 540],
    ['9:00 - 10:00', '09:00 - 10:00', 540],
    ['9:00-10:00', '09:00 - 10:00', 540],
    ['09.00 – 10.00', '09:00 - 10:00', 540],
    ['  14:30 - 16:00 ', '14:30 - 16:00', 870],
    ['10:00 AM - 12:00 PM', '10:00 - 12:00', 600],
    ['12 AM - 1 AM', '00:00 - 01:00', 0],
    ['2:30 p.m. - 4 p.m.', '14:30 - 16:00', 870],
    ['23:00 - 24:00', '23:00 - 24:00', 1380],
  ])('reads %j as %j, starting at minute %i', (label, normal, start) => {
    expect(readSlot(label)).toMatchObject({ label: normal, start })
  })

  it.each([
    'mattina',
    '',
    '9-10',
    '25:00 - 26:00',
    '09:75 - 10:00',
    '24:00 - 01:00',
    '10:00 AM - 12:00',
    '13 PM - 2 PM',
    null,
    42,
  ])('cannot read %j', (label) => {
    expect(readSlot(label)).toBeNull()
  })
})
