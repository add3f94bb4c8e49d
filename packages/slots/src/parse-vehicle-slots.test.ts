import { describe, expect, it } from 'vitest'
import { parseVehicleSlots } from './parse-vehicle-slots'

const SLOTS = ['07:00 - 08:00', '10:00 - 11:00']

describe('parseVehicleSlots', () => {
  it.each<[string, unknown]>([
    ['a list of strings', ['07:00 - 08:00', '10:00 - 11:00']],
    [
      'a list of { time_slot } objects',
      [{ time_slot: '07:00 - 08:00' }, { time_slot: '10:00 - 11:00', extra: 1 }],
    ],
    ['{ available_slots: strings }', { available_slots: ['07:00 - 08:00', '10:00 - 11:00'] }],
    ['{ slots: strings }', { date: '2026-11-24', slots: ['07:00-08:00', '10:00-11:00'] }],
    [
      '{ availableSlots: objects }',
      { availableSlots: [{ time_slot: '7:00-8:00' }, { time_slot: '10:00 AM - 11:00 AM' }] },
    ],
    [
      '{ available_slots: objects }',
      { success: true, available_slots: [{ time_slot: '07:00 - 08:00' }, { time_slot: '10:00 - 11:00' }] },
    ],
  ])('reads %s', (_, answer) => {
    expect(parseVehicleSlots(answer)).toEqual(SLOTS)
  })

  it('tries available_slots, then slots, then availableSlots', () => {
    expect(
      parseVehicleSlots({
        availableSlots: ['09:00 - 10:00'],
        slots: ['08:00 - 09:00'],
        available_slots: ['07:00 - 08:00'],
      }),
    ).toEqual(['07:00 - 08:00'])
    expect(parseVehicleSlots({ availableSlots: ['09:00 - 10:00'], slots: ['08:00 - 09:00'] })).toEqual([
      '08:00 - 09:00',
    ])
  })

  it('skips a key whose value is not a list and reads the next one', () => {
    expect(
      parseVehicleSlots({ available_slots: null, slots: 'none', availableSlots: ['09:00 - 10:00'] }),
    ).toEqual(['09:00 - 10:00'])
  })

  it('normalises 12-hour and unpadded labels', () => {
    expect(parseVehicleSlots(['10:00 AM - 12:00 PM', '02:00 PM - 04:00 PM', '9:00-10:00'])).toEqual([
      '10:00 - 12:00',
      '14:00 - 16:00',
      '09:00 - 10:00',
    ])
  })

  it('drops blank labels and junk entries, keeps unreadable labels trimmed, and lists duplicates once', () => {
    const answer = [
      '',
      '  ',
      null,
      7,
      {},
      { time_slot: '' },
      { time_slot: 9 },
      ['07:00 - 08:00'],
      ' pomeriggio ',
      '07:00-08:00',
      '07:00 - 08:00',
      { time_slot: '7:00 - 8:00' },
    ]
    expect(parseVehicleSlots(answer)).toEqual(['pomeriggio', '07:00 - 08:00'])
  })

  it('reads mixed lists of strings and objects', () => {
    expect(parseVehicleSlots({ slots: ['07:00 - 08:00', { time_slot: '10:00 - 11:00' }] })).toEqual(SLOTS)
  })

  it('gives [] for an empty list (which filterSlots reads as "no filter")', () => {
    expect(parseVehicleSlots([])).toEqual([])
    expect(parseVehicleSlots({ available_slots: [] })).toEqual([])
  })

  it.each<[string, unknown]>([
    ['null', null],
    ['undefined', undefined],
    ['a string', '07:00 - 08:00'],
    ['a number', 200],
    ['an empty object', {}],
    ['an error body', { code: 'no_vehicle', message: 'Veicolo sconosciuto' }],
    ['an object with none of the keys', { time_slots: ['07:00 - 08:00'] }],
    [
      'keys whose values are not lists',
      { available_slots: '07:00 - 08:00', slots: { a: 1 }, availableSlots: null },
    ],
  ])('gives null (availability not obtained) for %s', (_, answer) => {
    expect(parseVehicleSlots(answer)).toBeNull()
  })

  it('does not read the keys from the prototype chain', () => {
    const answer = Object.create({ slots: ['07:00 - 08:00'] })
    expect(parseVehicleSlots(answer)).toBeNull()
  })
})
