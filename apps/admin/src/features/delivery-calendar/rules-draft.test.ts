import type { DeliveryRules } from '@shop/api/contract'
import { describe, expect, it } from 'vitest'
import { cellText, closureDates, closureErrors, draftOf, mondayOf, rulesOf, shiftWeeks } from './rules-draft'

const RULES: DeliveryRules = {
  defaultCapacity: { orders: 6 },
  vans: { 'Furgone 2': { orders: 4 } },
  cutoffs: { sameDay: false, nextDayUntil: { 5: '18:00', 6: null }, minHoursBeforeSlot: 2 },
  closures: [{ id: 'c1', from: '2026-08-10', to: '2026-08-14', zoneIds: ['zona-1'], reason: 'Ferie' }],
  payloads: { Fiorino: 550 },
}

describe('draftOf and rulesOf', () => {
  it('give back the same rules', () => {
    const draft = draftOf(RULES)
    expect(draft.defaultOrders).toBe('6')
    expect(draft.nextDay['5']).toEqual({ mode: 'time', time: '18:00' })
    expect(draft.nextDay['6']?.mode).toBe('closed')
    expect(draft.nextDay['1']?.mode).toBe('none')
    expect(rulesOf(draft)).toEqual({ ok: true, rules: RULES })
  })

  it('read an empty capacity as no limit and an empty van as the default', () => {
    const draft = { ...draftOf(RULES), defaultOrders: ' ', vans: { 'Furgone 2': '' } }
    const result = rulesOf(draft)
    expect(result.ok && result.rules.defaultCapacity).toBeNull()
    expect(result.ok && result.rules.vans).toEqual({})
  })

  it("leave out an empty payload (the real van's applies), and send none when all are empty", () => {
    const draft = { ...draftOf(RULES), payloads: { Fiorino: '', Molisia: ' 900 ' } }
    const result = rulesOf(draft)
    expect(result.ok && result.rules.payloads).toEqual({ Molisia: 900 })
    const none = rulesOf({ ...draftOf(RULES), payloads: { Fiorino: '' } })
    expect(none.ok && 'payloads' in none.rules).toBe(false)
  })

  it('send a closure for every zone without zoneIds, and a one-day closure with to = from', () => {
    const draft = {
      ...draftOf(RULES),
      closures: [{ from: '2026-12-24', to: '', zoneIds: [], reason: 'Vigilia' }],
    }
    const result = rulesOf(draft)
    expect(result.ok && result.rules.closures).toEqual([
      { from: '2026-12-24', to: '2026-12-24', reason: 'Vigilia' },
    ])
  })

  it('name the fields that are not numbers or times by the API paths', () => {
    const draft = draftOf(RULES)
    draft.defaultOrders = 'sei'
    draft.vans['Furgone 2'] = '2,5'
    draft.nextDay['1'] = { mode: 'time', time: '' }
    draft.minHours = 'due'
    draft.payloads.Fiorino = '550 kg'
    const result = rulesOf(draft)
    expect(result.ok).toBe(false)
    expect(Object.keys(result.ok ? {} : result.errors).sort()).toEqual([
      'cutoffs.minHoursBeforeSlot',
      'cutoffs.nextDayUntil.1',
      'defaultCapacity.orders',
      'payloads.Fiorino',
      'vans.Furgone 2.orders',
    ])
  })
})

describe('closureErrors', () => {
  const closure = { from: '2026-08-10', to: '2026-08-14', zoneIds: [], reason: 'Ferie' }
  it('accepts a closure for every zone', () => expect(closureErrors(closure, true)).toEqual({}))
  it('wants a start, an end not before it, a zone and a reason', () => {
    expect(Object.keys(closureErrors({ from: '', to: '', zoneIds: [], reason: ' ' }, false)).sort()).toEqual([
      'from',
      'reason',
      'zoneIds',
    ])
    expect(closureErrors({ ...closure, to: '2026-08-01' }, true).to).toMatch(/prima della data di inizio/)
  })
})

describe('weeks', () => {
  it('start on Monday', () => {
    expect(mondayOf('2026-11-25')).toBe('2026-11-23') // a Wednesday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23')
    expect(mondayOf('2026-11-29')).toBe('2026-11-23') // a Sunday
    expect(mondayOf('2027-01-01')).toBe('2026-12-28')
  })
  it('move by 7 days', () => {
    expect(shiftWeeks('2026-12-28', 1)).toBe('2027-01-04')
    expect(shiftWeeks('2026-11-23', -1)).toBe('2026-11-16')
  })
})

describe('labels', () => {
  it('show booked over capacity, ∞ without a limit', () => {
    expect(cellText(2, 6)).toBe('2 / 6')
    expect(cellText(3, null)).toBe('3 / ∞')
  })
  it('show closure dates the Italian way', () => {
    expect(closureDates({ from: '2026-08-10', to: '2026-08-14' })).toBe('10/08/2026 – 14/08/2026')
    expect(closureDates({ from: '2026-12-24', to: '2026-12-24' })).toBe('24/12/2026')
  })
})
