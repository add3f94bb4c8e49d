import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { collectLine } from './collect-line'

// Intl's Italian euros put a no-break space before the sign, as the admin shows every amount.
const NBSP = '\u00a0'

describe('collectLine', () => {
  it('asks the driver to collect the total of an order paid at the door, in euros as the admin writes them', () => {
    expect(collectLine({ total: 23.4, payment: { state: 'on-delivery' } })).toEqual({
      kind: 'collect',
      amount: 23.4,
      text: `Da incassare 23,40${NBSP}€`,
    })
    expect(collectLine({ total: 1234.5, payment: { state: 'on-delivery' } })?.text).toBe(
      `Da incassare 1.234,50${NBSP}€`,
    )
  })

  it('warns of a payment that has not arrived: a bank transfer, an online payment due or held', () => {
    expect(collectLine({ total: 40.7, payment: { state: 'awaiting-transfer' } })).toEqual({
      kind: 'unpaid',
      text: 'Bonifico non ricevuto',
    })
    expect(collectLine({ total: 40.7, payment: { state: 'to-pay-online' } })).toEqual({
      kind: 'unpaid',
      text: 'Pagamento online non ricevuto',
    })
    expect(collectLine({ total: 40.7, payment: { state: 'in-review' } })).toEqual({
      kind: 'unpaid',
      text: 'Pagamento in verifica',
    })
  })

  it('says nothing for a paid order, or one with nothing to pay', () => {
    expect(collectLine({ total: 23.4, payment: { state: 'paid' } })).toBeNull()
    expect(collectLine({ total: 23.4, payment: { state: 'none' } })).toBeNull()
  })

  it('collects exactly the total, to the cent, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_99 }), (cents) => {
        const line = collectLine({ total: cents / 100, payment: { state: 'on-delivery' } })
        const digits = line?.text.replace(/^Da incassare /, '').replace(/[^\d]/g, '')
        expect(Number(digits)).toBe(cents)
        expect(line?.text).toMatch(/^Da incassare \d+(\.\d{3})*,\d{2}\u00a0€$/)
      }),
    )
  })
})
