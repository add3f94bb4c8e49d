import { describe, expect, it } from 'vitest'
import reference from './__fixtures__/orddd-delivery-schedule.json' with { type: 'json' }
import { parseDeliverySchedule } from './parse-delivery-schedule'

const entry = (date: string, day: string) => ({ date, day, slots: [], available: true })

describe('parseDeliverySchedule', () => {
  it("reads orddd's ?number_of_dates=30 example: 'select' skipped, unpadded keys, weekday computed", () => {
    expect(reference.examples.next_dates.request).toContain('number_of_dates=30')
    expect(parseDeliverySchedule(reference.examples.next_dates.body)).toEqual([
      entry('2026-11-24', 'Martedì'),
      entry('2026-11-25', 'Mercoledì'),
      entry('2026-11-27', 'Venerdì'),
      entry('2026-12-01', 'Martedì'),
    ])
  })

  it('round-trips: each entry goes back to its key, and the key order is kept', () => {
    const body = reference.examples.next_dates.body as Record<string, string>
    const keys = Object.keys(body).filter((k) => k !== 'select')
    const back = (parseDeliverySchedule(body) ?? []).map(({ date }) => {
      const [y, m, d] = date.split('-').map(Number)
      return `${d}-${m}-${y}`
    })
    expect(back).toEqual(keys)
  })

  it('reads padded and unpadded keys alike, sorts them and removes duplicates', () => {
    const body = {
      '04-11-2026': '4 novembre 2026',
      '1-12-2026': 'x',
      '4-11-2026': 'y',
      '2-11-2026': 'z',
      select: 'Scegli',
    }
    expect(parseDeliverySchedule(body)).toEqual([
      entry('2026-11-02', 'Lunedì'),
      entry('2026-11-04', 'Mercoledì'),
      entry('2026-12-01', 'Martedì'),
    ])
  })

  it('names every weekday in Italian, capitalised, from the date and not from the value', () => {
    const body = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`${23 + i}-11-2026`, 'Lunedì']))
    expect(parseDeliverySchedule(body)?.map((d) => d.day)).toEqual([
      'Lunedì',
      'Martedì',
      'Mercoledì',
      'Giovedì',
      'Venerdì',
      'Sabato',
      'Domenica',
    ])
  })

  it('skips keys that are not real calendar dates or not d-m-yyyy', () => {
    const body = {
      '31-2-2026': 'x',
      '29-2-2026': 'x',
      '0-1-2026': 'x',
      '1-13-2026': 'x',
      '32-1-2026': 'x',
      '2026-11-24': 'x',
      '24/11/2026': 'x',
      '24-11-26': 'x',
      '24-11-2026x': 'x',
      oggi: 'x',
      '29-2-2028': 'leap year',
    }
    expect(parseDeliverySchedule(body)).toEqual([entry('2028-02-29', 'Martedì')])
  })

  it("gives [] for an answer with only 'select'", () => {
    expect(parseDeliverySchedule({ select: 'Select a delivery date' })).toEqual([])
  })

  it('gives each entry its own slots list', () => {
    const [a, b] = parseDeliverySchedule({ '24-11-2026': '', '25-11-2026': '' }) ?? []
    a?.slots.push('09:00 - 10:00')
    expect(b?.slots).toEqual([])
  })

  it.each<[string, unknown]>([
    [
      'an error body',
      { code: 'invalid_dates', message: 'Please specify date in YYYY-MM-DD format!', data: { status: 200 } },
    ],
    ['an error body with dates', { code: 'x', '24-11-2026': '24 November, 2026' }],
    ['a list', [{ '24-11-2026': '24 November, 2026' }]],
    ['the ?date= answer', reference.examples.time_slots_for_date.body],
    ['an unknown schedule id answer', reference.examples.unknown_schedule_id.body],
    ['null', null],
    ['undefined', undefined],
    ['a string', '24-11-2026'],
    ['a number', 30],
  ])('gives null for %s', (_, answer) => {
    expect(parseDeliverySchedule(answer)).toBeNull()
  })
})
