import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { holidayOn, italianHolidays } from './italian-holidays'

const weekday = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay()
const nextDay = (iso: string) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
const dateOf = (year: number, name: string) => italianHolidays(year).find((h) => h.name === name)?.date

/** Easter by another route: Gauss's algorithm with its two exceptions, as a model. */
function gaussEaster(year: number): string {
  const a = year % 19
  const b = year % 4
  const c = year % 7
  const k = Math.floor(year / 100)
  const p = Math.floor((13 + 8 * k) / 25)
  const q = Math.floor(k / 4)
  const M = (15 - p + k - q) % 30
  const N = (4 + k - q) % 7
  const d = (19 * a + M) % 30
  const e = (2 * b + 4 * c + 6 * d + N) % 7
  let march = 22 + d + e
  if (d === 29 && e === 6) march = 50
  else if (d === 28 && e === 6 && (11 * M + 11) % 30 < 19) march = 49
  const [month, day] = march > 31 ? [4, march - 31] : [3, march]
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

describe('italianHolidays', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
    [1818, '1818-03-22'],
    [1943, '1943-04-25'],
  ])('puts Pasqua %i on %s and the Lunedì dell’Angelo on the day after', (year, easter) => {
    expect(dateOf(year, 'Pasqua')).toBe(easter)
    expect(dateOf(year, "Lunedì dell'Angelo")).toBe(nextDay(easter))
  })

  it('lists the 2026 holidays in date order with their Italian names', () => {
    expect(italianHolidays(2026)).toEqual([
      { date: '2026-01-01', name: 'Capodanno' },
      { date: '2026-01-06', name: 'Epifania' },
      { date: '2026-04-05', name: 'Pasqua' },
      { date: '2026-04-06', name: "Lunedì dell'Angelo" },
      { date: '2026-04-25', name: 'Festa della Liberazione' },
      { date: '2026-05-01', name: 'Festa del Lavoro' },
      { date: '2026-05-08', name: 'San Nicola (patrono di Bari)' },
      { date: '2026-06-02', name: 'Festa della Repubblica' },
      { date: '2026-08-15', name: 'Ferragosto' },
      { date: '2026-11-01', name: 'Ognissanti' },
      { date: '2026-12-06', name: 'San Nicola (patrono di Bari)' },
      { date: '2026-12-08', name: 'Immacolata' },
      { date: '2026-12-25', name: 'Natale' },
      { date: '2026-12-26', name: 'Santo Stefano' },
    ])
  })

  it('lists both holidays of a shared date, the fixed one first (Pasqua on 25 April 2038)', () => {
    const shared = italianHolidays(2038).filter((h) => h.date === '2038-04-25')
    expect(shared.map((h) => h.name)).toEqual(['Festa della Liberazione', 'Pasqua'])
    expect(holidayOn('2038-04-25')?.name).toBe('Festa della Liberazione')
    // 2011: the Lunedì dell'Angelo is 25 April.
    expect(italianHolidays(2011).filter((h) => h.date === '2011-04-25')).toHaveLength(2)
  })

  it('returns a new list on each call, so that a caller cannot change the memoised one', () => {
    const first = italianHolidays(2026)
    first.pop()
    ;(first[0] as { name: string }).name = 'changed'
    expect(italianHolidays(2026)).toHaveLength(14)
    expect(italianHolidays(2026)[0]).toEqual({ date: '2026-01-01', name: 'Capodanno' })
  })

  it.each([1582, 10_000, 2026.5, Number.NaN])(
    'throws a RangeError that shows the right form for %s',
    (year) => {
      expect(() => italianHolidays(year)).toThrow(RangeError)
      expect(() => italianHolidays(year)).toThrow(/italianHolidays\(2026\)/)
    },
  )

  it('holidayOn names the holiday of a date, or gives undefined', () => {
    expect(holidayOn('2026-12-25')?.name).toBe('Natale')
    expect(holidayOn('2026-12-24')).toBeUndefined()
    expect(holidayOn('1500-12-25')).toBeUndefined()
  })

  it('property: Pasqua is a Sunday from 22 March to 25 April, equal to Gauss’s computus', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1583, max: 9999 }), (year) => {
        const holidays = italianHolidays(year)
        const easter = dateOf(year, 'Pasqua') as string
        expect(weekday(easter)).toBe(0)
        expect(easter.slice(5) >= '03-22' && easter.slice(5) <= '04-25').toBe(true)
        expect(easter).toBe(gaussEaster(year))
        expect(holidays).toHaveLength(14)
        expect(holidays.every((h) => h.date.startsWith(String(year).padStart(4, '0')))).toBe(true)
        expect(holidays.map((h) => h.date)).toEqual(holidays.map((h) => h.date).sort())
      }),
    )
  })
})
