// The calendar sweep (issue 22): every date rule of @shop/slots run at the instants of
// @shop/vitest-config/instants, under several machine time zones, against a model that uses no
// time zone library: the Rome date and time are the instant's own ISO text, the following days are
// UTC date arithmetic, Rome's clock is the EU summer-time rule and the holidays are written out.
import {
  CALENDAR_INSTANTS,
  type CalendarInstant,
  describeAtInstants,
  expectedHolidays,
  isoAddDays,
  isoWeekday,
  isRomeSummerTime,
  romeWallClockInstant,
} from '@shop/vitest-config/instants'
import { describe, expect, it } from 'vitest'
import {
  type Closure,
  closureFor,
  type DeliveryDate,
  dayNumberOfIso,
  deliveryDateLabel,
  easterSunday,
  fallbackCalendar,
  fallbackSlots,
  isoDateOf,
  isPastCutoff,
  italianHolidays,
  offerCalendar,
  offerSlots,
  parseDeliverySchedule,
  romeDayNumber,
  TIME_SLOTS,
  vehiclesForZone,
} from './index'

const DAYS = ['Domenica', 'Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato']
/** Italian date names as the runtime's ICU writes them: an oracle apart from the package's own. */
const ITALIAN_DATE = new Intl.DateTimeFormat('it-IT', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const SUNDAY = 0
const SATURDAY = 6
const HOUR_MS = 3_600_000
/** Zones whose local date differs most from Rome's: the sweep runs under each. */
const MACHINE_ZONES = ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']
const ZONE = 'zona-sweep'
/** Tomorrow until 18:00 on every weekday. */
const UNTIL_18 = {
  nextDayUntil: { 0: '18:00', 1: '18:00', 2: '18:00', 3: '18:00', 4: '18:00', 5: '18:00', 6: '18:00' },
}

/** The model's holiday names by date, for the years a window touches. */
function holidayNames(dates: readonly string[]): Map<string, string> {
  const years = new Set(dates.map((date) => Number(date.slice(0, 4))))
  const names = new Map<string, string>()
  for (const year of years) {
    for (const { date, name } of expectedHolidays(year)) if (!names.has(date)) names.set(date, name)
  }
  return names
}

/** The model of one instant: today, the next 30 days, and the holidays among them. */
function modelOf(instant: CalendarInstant) {
  const today = instant.romeDate
  const window = Array.from({ length: 30 }, (_, i) => isoAddDays(today, i + 1))
  const holidays = holidayNames([today, ...window])
  const workingDays = window.filter((date) => isoWeekday(date) !== SUNDAY)
  const deliveryDays = workingDays.filter((date) => !holidays.has(date))
  return { today, tomorrow: isoAddDays(today, 1), window, holidays, workingDays, deliveryDays }
}

const startOf = (slot: string) => slot.slice(0, 5)
const endOf = (slot: string) => slot.slice(-5)
/** The model's instant of a slot's start in Rome. */
const slotStartMs = (date: string, slot: string) => romeWallClockInstant(date, startOf(slot))

describe('the sweep instants', () => {
  it.each(CALENDAR_INSTANTS)("$iso carries Rome's offset, by the EU rule and by Intl", (instant) => {
    expect(instant.utcOffset).toBe(isRomeSummerTime(instant.epochMs) ? '+02:00' : '+01:00')
    const intl = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Rome', timeZoneName: 'longOffset' })
      .formatToParts(instant.epochMs)
      .find((part) => part.type === 'timeZoneName')?.value
    expect(intl).toBe(`GMT${instant.utcOffset}`)
    // The wall clock gives the instant back, but for the second pass of autumn's repeated hour.
    const wall = romeWallClockInstant(instant.romeDate, instant.romeTime)
    if (wall !== instant.epochMs) {
      expect(wall).toBe(instant.epochMs - HOUR_MS)
      expect([isRomeSummerTime(wall), instant.utcOffset]).toEqual([true, '+01:00'])
    }
  })

  it('are in time order, each one once', () => {
    const times = CALENDAR_INSTANTS.map((instant) => instant.epochMs)
    expect(times).toEqual([...new Set(times)].sort((a, b) => a - b))
  })
})

describeAtInstants(
  'dates at the sweep instants',
  (instant) => {
    const model = modelOf(instant)
    const now = () => new Date(instant.iso)

    it("today is the instant's Rome date, tomorrow the next calendar day", () => {
      const today = romeDayNumber(now())
      expect(isoDateOf(today)).toBe(model.today)
      expect(dayNumberOfIso(model.today)).toBe(today)
      expect(isoDateOf(today + 1)).toBe(model.tomorrow)
      expect(isoDateOf(today - 1)).toBe(isoAddDays(model.today, -1))
    })

    it('names the dates in Italian with the right weekday', () => {
      for (const date of [model.today, ...model.window]) {
        const [year, month, day] = date.split('-').map(Number) as [number, number, number]
        expect(deliveryDateLabel(date)).toBe(ITALIAN_DATE.format(Date.UTC(year, month - 1, day)))
      }
    })

    it('fallbackCalendar: the 30 days after today in Rome, without Sundays, with their Italian names', () => {
      const calendar = fallbackCalendar(now())
      expect(calendar).toEqual(
        model.workingDays.map((date) => ({ date, day: DAYS[isoWeekday(date)], slots: [], available: true })),
      )
      const first = calendar[0]?.date ?? ''
      expect(first > model.today).toBe(true)
      expect([model.tomorrow, isoAddDays(model.today, 2)]).toContain(first)
      expect((calendar.at(-1)?.date ?? '') <= isoAddDays(model.today, 30)).toBe(true)
      expect([25, 26]).toContain(calendar.length)
      expect(fallbackCalendar(instant.epochMs)).toEqual(calendar)
    })

    it("parseDeliverySchedule names orddd's dates with the same weekdays", () => {
      const answer: Record<string, string> = { select: 'Seleziona una data' }
      for (const date of model.window) {
        const [year, month, day] = date.split('-').map(Number) as [number, number, number]
        answer[`${day}-${month}-${year}`] = date
      }
      expect(parseDeliverySchedule(answer)?.map(({ date, day }) => `${date} ${day}`)).toEqual(
        model.window.map((date) => `${date} ${DAYS[isoWeekday(date)]}`),
      )
    })

    it("fallbackSlots: today's list is the Rome weekday's; Saturdays have morning vans only", () => {
      const isSaturday = (date: string) => isoWeekday(date) === SATURDAY
      expect(fallbackSlots(now())).toEqual(fallbackSlots(model.today))
      expect(isSaturday(model.today)).toBe(instant.weekday === SATURDAY)
      for (const date of [model.today, ...model.window]) {
        const slots = fallbackSlots(date)
        expect(slots.length).toBeGreaterThan(0)
        if (isSaturday(date)) expect(slots.every((slot) => endOf(slot) <= '12:00')).toBe(true)
        else expect(slots.some((slot) => startOf(slot) >= '15:00')).toBe(true)
      }
    })

    it('vehiclesForZone on the fallback slots asks for the afternoon van on weekdays only', () => {
      const zone = { vehicle: 'Fiorino', vehiclesByTimeSlot: { '15:00 - 16:00': 'Fiat new Ducato' } }
      for (const date of [model.today, ...model.window]) {
        expect(vehiclesForZone(zone, fallbackSlots(date))).toEqual(
          isoWeekday(date) === SATURDAY ? ['Fiorino'] : ['Fiorino', 'Fiat new Ducato'],
        )
      }
    })
  },
  { machineZones: MACHINE_ZONES },
)

describeAtInstants(
  'holidays and closures at the sweep instants',
  (instant) => {
    const model = modelOf(instant)
    const now = () => new Date(instant.iso)

    it("italianHolidays and easterSunday match the written-out holidays of the window's years", () => {
      for (const year of new Set([model.today, ...model.window].map((date) => Number(date.slice(0, 4))))) {
        expect(italianHolidays(year)).toEqual(expectedHolidays(year))
        const easter = expectedHolidays(year).find((holiday) => holiday.name === 'Pasqua')?.date
        expect(easterSunday(year)).toEqual([Number(easter?.slice(5, 7)), Number(easter?.slice(8))])
      }
    })

    it('closureFor closes exactly the holidays, with their names', () => {
      for (const date of [model.today, ...model.window]) {
        const name = model.holidays.get(date)
        expect(closureFor(date, ZONE, [])).toEqual(name === undefined ? null : { reason: name })
        expect(closureFor(date, ZONE, [], { holidays: false })).toBeNull()
      }
    })

    it('offerCalendar with the default rules: every day after today but Sundays and holidays', () => {
      const offered = offerCalendar(fallbackCalendar(now()), { zoneId: ZONE, now: now() })
      expect(offered.map((entry) => entry.date)).toEqual(model.deliveryDays)
      for (const entry of offered) {
        expect(model.holidays.has(entry.date)).toBe(false)
        expect(entry.date > model.today).toBe(true)
        expect(entry.day).toBe(DAYS[isoWeekday(entry.date)])
      }
    })

    it('a closure removes exactly its dates, for its zone only', () => {
      const from = isoAddDays(model.today, 1)
      const to = isoAddDays(model.today, 4)
      const closures: Closure[] = [{ from, to, zoneIds: [ZONE], reason: 'Chiusura per inventario' }]
      const closed = (date: string) => from <= date && date <= to
      const calendar = fallbackCalendar(now())
      const mine = offerCalendar(calendar, { zoneId: ZONE, closures, now: now() })
      expect(mine.map((entry) => entry.date)).toEqual(model.deliveryDays.filter((date) => !closed(date)))
      const other = offerCalendar(calendar, { zoneId: 'zona-altra', closures, now: now() })
      expect(other.map((entry) => entry.date)).toEqual(model.deliveryDays)
      for (const date of model.window) {
        const reason = closed(date) ? 'Chiusura per inventario' : model.holidays.get(date)
        expect(closureFor(date, ZONE, closures)?.reason).toBe(reason)
      }
    })

    it("a one-day closure of tomorrow (across a month's or a year's end) closes tomorrow only", () => {
      const closures: Closure[] = [{ from: model.tomorrow, to: model.tomorrow, reason: 'Chiuso per lutto' }]
      const offered = offerCalendar(fallbackCalendar(now()), { zoneId: ZONE, closures, now: now() })
      expect(offered.map((entry) => entry.date)).toEqual(
        model.deliveryDays.filter((date) => date !== model.tomorrow),
      )
      const slots = offerSlots({
        slots: TIME_SLOTS.map((slot) => ({ slot, vehicle: 'Fiorino' })),
        date: model.tomorrow,
        zoneId: ZONE,
        now: now(),
        closures,
      })
      expect(slots.map((slot) => slot.label)).toEqual(TIME_SLOTS.map(() => 'Chiuso: Chiuso per lutto'))
    })
  },
  { machineZones: ['Pacific/Kiritimati'] },
)

describeAtInstants(
  'cut-offs at the sweep instants',
  (instant) => {
    const model = modelOf(instant)
    const now = () => new Date(instant.iso)
    /** Rome's 18:00 today, the next-day limit, by the EU rule. */
    const limit = romeWallClockInstant(model.today, '18:00')

    it('tomorrow until 18:00 Rome time today: the limit is 17:00 UTC in winter, 16:00 in summer', () => {
      expect(new Date(limit).toISOString()).toBe(
        `${model.today}T${isRomeSummerTime(limit) ? '16' : '17'}:00:00.000Z`,
      )
      for (const slot of TIME_SLOTS) {
        const past = isPastCutoff({ date: model.tomorrow, slot, now: now(), rules: UNTIL_18 })
        expect(past, slot).toBe(instant.romeTime >= '18:00:00')
      }
    })

    // 02:30 does not exist on the spring Sunday (read after the jump: 03:30 CEST) and happens twice
    // on the autumn one (its first pass counts); 00:00 and 23:59 end and start a day of 23 or 25 hours.
    it.each(['00:00', '02:30', '03:00', '18:00', '23:59'])(
      "tomorrow until %s: tomorrow's slots close at that Rome time today, to the millisecond",
      (until) => {
        const at = romeWallClockInstant(model.today, until)
        const rules = { nextDayUntil: { [instant.weekday]: until } }
        for (const slot of TIME_SLOTS) {
          const check = (ms: number) => isPastCutoff({ date: model.tomorrow, slot, now: new Date(ms), rules })
          expect(check(at - 1), `${slot} just before`).toBe(false)
          expect(check(at), `${slot} at the limit`).toBe(true)
          expect(check(instant.epochMs), `${slot} at the instant`).toBe(instant.epochMs >= at)
        }
      },
    )

    it('offerCalendar with tomorrow until 18:00: tomorrow goes at 18:00 Rome time, no other day', () => {
      const offered = offerCalendar(fallbackCalendar(now()), { zoneId: ZONE, now: now(), rules: UNTIL_18 })
      const late = instant.romeTime >= '18:00:00'
      expect(offered.map((entry) => entry.date)).toEqual(
        model.deliveryDays.filter((date) => !(late && date === model.tomorrow)),
      )
    })

    it("offerCalendar never offers yesterday or today from a stale orddd calendar (Rome's dates, not UTC's)", () => {
      const answer: Record<string, string> = {}
      // orddd lists no Sundays; a stale answer still holds yesterday and today, whatever they are.
      for (const date of [isoAddDays(model.today, -1), model.today, ...model.workingDays]) {
        const [year, month, day] = date.split('-').map(Number) as [number, number, number]
        answer[`${day}-${month}-${year}`] = date
      }
      const offered = offerCalendar(parseDeliverySchedule(answer) ?? [], { zoneId: ZONE, now: now() })
      expect(offered.map((entry) => entry.date)).toEqual(model.deliveryDays)
    })

    it("offerCalendar with no orders for tomorrow on today's weekday never offers tomorrow", () => {
      const rules = { nextDayUntil: { [instant.weekday]: null } }
      const offered = offerCalendar(fallbackCalendar(now()), { zoneId: ZONE, now: now(), rules })
      expect(offered.map((entry) => entry.date)).toEqual(
        model.deliveryDays.filter((date) => date !== model.tomorrow),
      )
    })

    it('same-day orders: today stays while a slot has not started (and it is no holiday or Sunday)', () => {
      const dates: DeliveryDate[] = [model.today, ...model.window]
        .filter((date) => isoWeekday(date) !== SUNDAY)
        .map((date) => ({ date, day: DAYS[isoWeekday(date)] ?? '', slots: [], available: true }))
      const offered = offerCalendar(dates, { zoneId: ZONE, now: now(), rules: { sameDay: true } })
      const todayOpen =
        isoWeekday(model.today) !== SUNDAY &&
        !model.holidays.has(model.today) &&
        TIME_SLOTS.some((slot) => slotStartMs(model.today, slot) > instant.epochMs)
      expect(offered.map((entry) => entry.date)).toEqual(
        todayOpen ? [model.today, ...model.deliveryDays] : model.deliveryDays,
      )
    })

    it.each([0, 1, 6, 23, 24, 25, 48])(
      'minHoursBeforeSlot %i counts real hours to each slot of the next three days',
      (hours) => {
        const rules = { sameDay: true, minHoursBeforeSlot: hours }
        for (const date of [model.today, model.tomorrow, isoAddDays(model.today, 2)]) {
          for (const slot of TIME_SLOTS) {
            const untilStart = slotStartMs(date, slot) - instant.epochMs
            expect(isPastCutoff({ date, slot, now: now(), rules }), `${date} ${slot}`).toBe(
              untilStart <= 0 || untilStart < hours * HOUR_MS,
            )
          }
        }
      },
    )

    it('offerSlots: nothing started, past its cut-off or on a holiday is bookable', () => {
      for (const date of [
        model.today,
        model.tomorrow,
        isoAddDays(model.today, 2),
        isoAddDays(model.today, 3),
      ]) {
        const slots = fallbackSlots(date).map((slot) => ({ slot, vehicle: 'Fiorino' }))
        const offered = offerSlots({ slots, date, zoneId: ZONE, now: now(), rules: UNTIL_18 })
        const holiday = model.holidays.get(date)
        for (const slot of offered) {
          const started = slotStartMs(date, slot.slot) <= instant.epochMs
          const expected =
            holiday !== undefined
              ? { state: 'closed', label: `Chiuso: ${holiday}` }
              : date === model.today || started || (date === model.tomorrow && instant.epochMs >= limit)
                ? { state: 'past-cutoff', label: 'Non più prenotabile' }
                : { state: 'open', label: null }
          expect({ state: slot.state, label: slot.label }, `${date} ${slot.slot}`).toEqual(expected)
          expect(slot.bookable).toBe(expected.state === 'open')
        }
      }
    })

    it('offerSlots with same-day orders: a slot of today is bookable exactly until it starts', () => {
      const slots = TIME_SLOTS.map((slot) => ({ slot, vehicle: 'Fiorino' }))
      const offered = offerSlots({
        slots,
        date: model.today,
        zoneId: ZONE,
        now: now(),
        rules: { sameDay: true },
        holidays: false,
      })
      expect(offered.map((slot) => slot.bookable)).toEqual(
        TIME_SLOTS.map((slot) => slotStartMs(model.today, slot) > instant.epochMs),
      )
    })
  },
  { machineZones: ['Pacific/Pago_Pago'] },
)

describe('the days of the clock changes have all their hourly slots, an hour apart in Rome', () => {
  it.each([
    ['2027-03-27', 24],
    ['2027-03-28', 23],
    ['2027-10-30', 24],
    ['2027-10-31', 25],
  ])('%s, a day of %i hours', (date, hours) => {
    expect(romeWallClockInstant(isoAddDays(date, 1), '00:00') - romeWallClockInstant(date, '00:00')).toBe(
      hours * HOUR_MS,
    )
    // Every slot is offered on the day of a change (sameDay, seen from the midnight before it).
    const midnight = new Date(romeWallClockInstant(date, '00:00'))
    const offered = offerSlots({
      slots: TIME_SLOTS.map((slot) => ({ slot, vehicle: 'Fiorino' })),
      date,
      zoneId: ZONE,
      now: midnight,
      rules: { sameDay: true },
      holidays: false,
    })
    expect(offered.filter((slot) => slot.bookable)).toHaveLength(9)
    // Each slot closes at its own start, an hour after the one before, in Rome time.
    for (const slot of TIME_SLOTS) {
      const start = slotStartMs(date, slot)
      const check = (at: number) => isPastCutoff({ date, slot, now: new Date(at), rules: { sameDay: true } })
      expect(check(start - 1), slot).toBe(false)
      expect(check(start), slot).toBe(true)
      expect(start - romeWallClockInstant(date, '07:00')).toBe(
        (Number(startOf(slot).slice(0, 2)) - 7) * HOUR_MS,
      )
    }
  })
})
