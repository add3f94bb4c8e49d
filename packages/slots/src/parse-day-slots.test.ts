import { describe, expect, it } from 'vitest'
import reference from './__fixtures__/orddd-delivery-schedule.json' with { type: 'json' }
import { parseDaySlots } from './parse-day-slots'

describe('parseDaySlots', () => {
  it("reads orddd's ?date= example, 12-hour labels turned into 'HH:MM - HH:MM'", () => {
    expect(reference.examples.time_slots_for_date.request).toContain('delivery_schedule/0?date=')
    expect(parseDaySlots(reference.examples.time_slots_for_date.body)).toEqual([
      '10:00 - 12:00',
      '14:00 - 16:00',
    ])
  })

  it('keeps the given order and 24-hour labels', () => {
    const body = [
      { time_slot: '15:00 - 16:00', time_slot_i18n: '15:00 - 16:00', charges: '' },
      { time_slot: '9:00-10:00', time_slot_i18n: '9:00-10:00', charges: '5' },
    ]
    expect(parseDaySlots(body)).toEqual(['15:00 - 16:00', '09:00 - 10:00'])
  })

  it('reads time_slot, not time_slot_i18n', () => {
    expect(
      parseDaySlots([{ time_slot: '09:00 - 10:00', time_slot_i18n: '09:00 – 10:00 (mattina)' }]),
    ).toEqual(['09:00 - 10:00'])
  })

  it('ignores blank or missing time_slot, junk items and duplicates', () => {
    const body = [
      { time_slot: '', time_slot_i18n: '', charges: '' },
      { time_slot: '   ' },
      { time_slot_i18n: '10:00 - 11:00' },
      { time_slot: null },
      null,
      '11:00 - 12:00',
      { time_slot: '09:00 - 10:00' },
      { time_slot: '09:00 AM - 10:00 AM' },
    ]
    expect(parseDaySlots(body)).toEqual(['09:00 - 10:00'])
  })

  it('gives [] for a day without slots', () => {
    expect(parseDaySlots([])).toEqual([])
  })

  it("gives null for orddd's error body, sent with HTTP 200", () => {
    expect(reference.examples.time_slots_bad_date_format.status).toBe(200)
    expect(parseDaySlots(reference.examples.time_slots_bad_date_format.body)).toBeNull()
  })

  it.each<[string, unknown]>([
    ['null', null],
    ['undefined', undefined],
    ['a string', '09:00 - 10:00'],
    ['the dates object', reference.examples.next_dates.body],
    ['an object holding slots', { slots: ['09:00 - 10:00'] }],
  ])('gives null for %s', (_, answer) => {
    expect(parseDaySlots(answer)).toBeNull()
  })
})
