import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { closureFor } from './closure-for'
import type { Closure } from './closure-schema'
import { italianHolidays } from './italian-holidays'

const closures: Closure[] = [
  { from: '2026-08-10', to: '2026-08-14', zoneIds: ['zona-1'], reason: 'Chiusura per ferie' },
  { id: 'inventario', from: '2026-08-14', to: '2026-08-14', reason: 'Inventario' },
  { from: '2026-12-24', to: '2026-12-26', zoneIds: [], reason: 'Chiusura natalizia' },
]

describe('closureFor', () => {
  it('gives the reason of the first closure holding the date and the zone, both ends included', () => {
    expect(closureFor('2026-08-10', 'zona-1', closures)).toEqual({ reason: 'Chiusura per ferie' })
    expect(closureFor('2026-08-14', 'zona-1', closures)).toEqual({ reason: 'Chiusura per ferie' })
    expect(closureFor('2026-08-14', 'zona-2', closures)).toEqual({ reason: 'Inventario' })
    expect(closureFor('2026-08-12', 'zona-2', closures)).toBeNull()
    expect(closureFor('2026-08-09', 'zona-1', closures)).toBeNull()
    expect(closureFor('2026-08-15', 'zona-1', closures, { holidays: false })).toBeNull()
  })

  it('closes every zone on a holiday, after the closures, unless holidays is false', () => {
    expect(closureFor('2026-08-15', 'zona-1', closures)).toEqual({ reason: 'Ferragosto' })
    expect(closureFor('2026-12-25', 'zona-9', closures)).toEqual({ reason: 'Chiusura natalizia' })
    expect(closureFor('2026-12-25', 'zona-9', [])).toEqual({ reason: 'Natale' })
    expect(closureFor('2026-12-06', 'zona-9', [])).toEqual({ reason: 'San Nicola (patrono di Bari)' })
    expect(closureFor('2026-04-06', 'zona-9', [])).toEqual({ reason: "Lunedì dell'Angelo" })
    expect(closureFor('2026-04-06', 'zona-9', [], { holidays: false })).toBeNull()
    expect(closureFor('2026-04-07', 'zona-9', undefined)).toBeNull()
  })

  it('skips closures that are not objects', () => {
    const list = [
      null,
      'Natale',
      { from: '2026-08-10', to: '2026-08-10', reason: 'Inventario' },
    ] as unknown as Closure[]
    expect(closureFor('2026-08-10', 'zona-1', list)).toEqual({ reason: 'Inventario' })
  })

  it('gives null for a date that is not a real YYYY-MM-DD', () => {
    expect(
      closureFor('2026-02-30', 'zona-1', [{ from: '2026-01-01', to: '2026-12-31', reason: 'x' }]),
    ).toBeNull()
    expect(closureFor('25/12/2026', 'zona-1', [])).toBeNull()
  })

  it('property: a date is closed exactly when a matching closure or a holiday holds it', () => {
    const day = fc
      .integer({ min: 20_000, max: 20_800 })
      .map((n) => new Date(n * 86_400_000).toISOString().slice(0, 10))
    const zone = fc.constantFrom('zona-1', 'zona-2', 'zona-3')
    const closure = fc.record(
      { from: day, to: day, zoneIds: fc.array(zone, { maxLength: 2 }), reason: fc.string({ minLength: 1 }) },
      { requiredKeys: ['from', 'to', 'reason'] },
    )
    fc.assert(
      fc.property(
        day,
        zone,
        fc.array(closure, { maxLength: 5 }),
        fc.boolean(),
        (date, zoneId, list, holidays) => {
          const result = closureFor(date, zoneId, list, { holidays })
          const matching = list.find(
            (c) => c.from <= date && date <= c.to && (!c.zoneIds?.length || c.zoneIds.includes(zoneId)),
          )
          const holiday = italianHolidays(Number(date.slice(0, 4))).find((h) => h.date === date)
          if (matching) expect(result).toEqual({ reason: matching.reason })
          else if (holidays && holiday) expect(result).toEqual({ reason: holiday.name })
          else expect(result).toBeNull()
        },
      ),
    )
  })
})
