import { describe, expect, it } from 'vitest'
import type { CashVan } from './api/cash'
import {
  dayTotals,
  differenceText,
  differenceTone,
  methodLabel,
  recordedText,
  resultLabel,
} from './cash-rows'

const van = (fields: Partial<CashVan>): CashVan => ({
  vehicle: 'Fiorino',
  driver: null,
  due: 0,
  recorded: 0,
  cash: 0,
  cheques: 0,
  difference: 0,
  stops: [],
  ...fields,
})

describe('the cash table’s words', () => {
  it('names the method and the outcome as the driver’s app does', () => {
    expect([methodLabel('cash'), methodLabel('cheque'), methodLabel('none'), methodLabel(null)]).toEqual([
      'Contanti',
      'Assegno',
      'Nessuno',
      '—',
    ])
    expect([resultLabel('delivered'), resultLabel('failed'), resultLabel(null)]).toEqual([
      'Consegnato',
      'Non consegnato',
      'Da registrare',
    ])
  })

  it('shows what was recorded only for a delivered stop', () => {
    expect(recordedText({ result: 'delivered', recorded: 23.4 })).toBe('23,40\u00a0€')
    expect(recordedText({ result: 'delivered', recorded: 0 })).toBe('0,00\u00a0€')
    expect(recordedText({ result: 'failed', recorded: 0 })).toBe('—')
    expect(recordedText({ result: null, recorded: 0 })).toBe('—')
  })
})

describe('a difference', () => {
  it('is even under half a cent, whatever floating point left', () => {
    expect(differenceTone(0)).toBe('even')
    expect(differenceTone(0.1 + 0.2 - 0.3)).toBe('even')
    expect(differenceTone(-0.004)).toBe('even')
    expect(differenceText(-0.004)).toBe('0,00\u00a0€')
  })

  it('says its sign and what it means, so it never rests on colour alone', () => {
    expect(differenceTone(-2.5)).toBe('short')
    expect(differenceText(-2.5)).toBe('−2,50\u00a0€ (manca)')
    expect(differenceTone(0.01)).toBe('over')
    expect(differenceText(1)).toBe('+1,00\u00a0€ (in più)')
    expect(differenceText(-1234.5)).toBe('−1.234,50\u00a0€ (manca)')
  })
})

describe('dayTotals', () => {
  it('adds the vans in cents and counts the stops still to record', () => {
    const stop = { orderId: 1, number: '1', customer: '', slot: null, method: null, recorded: 0 }
    const totals = dayTotals([
      van({
        due: 0.1,
        recorded: 0.1,
        cash: 0.1,
        difference: 0,
        stops: [{ ...stop, due: 0.1, result: 'delivered', difference: 0 }],
      }),
      van({
        vehicle: 'Molisia',
        due: 0.2,
        recorded: 0.15,
        cheques: 0.15,
        difference: -10.05,
        stops: [
          { ...stop, orderId: 2, due: 10, result: null, difference: -10 },
          { ...stop, orderId: 3, due: 0.2, result: 'delivered', difference: -0.05 },
          { ...stop, orderId: 4, due: 5, result: 'failed', difference: 0 },
        ],
      }),
    ])
    expect(totals).toEqual({
      due: 0.3,
      recorded: 0.25,
      cash: 0.1,
      cheques: 0.15,
      difference: -10.05,
      open: 1,
    })
  })

  it('is all zero without vans', () => {
    expect(dayTotals([])).toEqual({ due: 0, recorded: 0, cash: 0, cheques: 0, difference: 0, open: 0 })
  })
})
