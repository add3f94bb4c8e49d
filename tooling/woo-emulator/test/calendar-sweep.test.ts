/**
 * The calendar sweep (issue 22) for the emulator's orddd and timeslot.php: at each instant of
 * @shop/vitest-config/instants, the dates and slots the emulated plugins offer against a model with
 * no time zone library (the Rome date is the instant's own ISO text; holidays written out).
 * The emulator runs in-process (app.fetch) on a clock the test moves, far from its seeded orders.
 */
import { parseDeliverySchedule } from '@shop/slots'
import {
  CALENDAR_INSTANTS,
  describeAtInstants,
  expectedHolidays,
  isoAddDays,
  isoWeekday,
} from '@shop/vitest-config/instants'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createEmulator, type Emulator } from '../src/index'

const SITE = 'http://127.0.0.1:8080'
const SUNDAY = 0
const SATURDAY = 6

let emulator: Emulator
let clock = new Date(CALENDAR_INSTANTS[0]?.iso ?? '')

beforeAll(() => {
  emulator = createEmulator({ customers: 40, now: () => clock })
}, 120_000)

afterAll(() => {
  emulator?.close()
})

async function get(path: string): Promise<unknown> {
  const response = await emulator.app.fetch(new Request(`${SITE}${path}`))
  expect(response.status).toBe(200)
  return response.json()
}

const isHoliday = (date: string) =>
  expectedHolidays(Number(date.slice(0, 4))).some((holiday) => holiday.date === date)
const isDeliveryDay = (date: string) => isoWeekday(date) !== SUNDAY && !isHoliday(date)

describeAtInstants('the emulated plugins at the sweep instants', (instant) => {
  const today = instant.romeDate

  it("orddd's calendar: the next 30 delivery days after today in Rome, no Sunday, no holiday", async () => {
    clock = new Date(instant.iso)
    const expected: string[] = []
    for (let i = 1; expected.length < 30; i++) {
      const date = isoAddDays(today, i)
      if (isDeliveryDay(date)) expected.push(date)
    }
    const answer = await get('/wp-json/orddd/v1/delivery_schedule/0?number_of_dates=30')
    expect(parseDeliverySchedule(answer)?.map((entry) => entry.date)).toEqual(expected)
  })

  it("orddd's day slots: none today, none on a Sunday or holiday, mornings only on Saturdays", async () => {
    clock = new Date(instant.iso)
    for (let i = 0; i <= 8; i++) {
      const date = isoAddDays(today, i)
      const slots = (
        (await get(`/wp-json/orddd/v1/delivery_schedule/0?date=${date}`)) as { time_slot: string }[]
      ).map((slot) => slot.time_slot)
      if (i === 0 || !isDeliveryDay(date)) expect(slots, date).toEqual([])
      else if (isoWeekday(date) === SATURDAY) {
        expect(slots.length, date).toBeGreaterThan(0)
        expect(
          slots.every((slot) => slot.slice(-5) <= '12:00'),
          date,
        ).toBe(true)
      } else
        expect(
          slots.some((slot) => slot.slice(0, 5) >= '14:00'),
          date,
        ).toBe(true)
    }
  })

  it('timeslot.php: no van serves on a Sunday or a holiday', async () => {
    clock = new Date(instant.iso)
    for (let i = 0; i <= 8; i++) {
      const date = isoAddDays(today, i)
      const slots = (await get(`/timeslot.php?date=${date}&vehicle=Fiorino`)) as string[]
      if (isDeliveryDay(date)) expect(slots.length, date).toBeGreaterThan(0)
      else expect(slots, date).toEqual([])
    }
  })
})
