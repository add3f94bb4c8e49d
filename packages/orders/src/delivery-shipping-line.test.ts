import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { deliveryShippingLine, netOfVat } from './delivery-shipping-line'

type Rounding = 'half-up' | 'half-down'

/**
 * PHP's round() as WooCommerce 10 calls it (PHP 8.2): the value pre-rounded to 15 significant
 * digits, then rounded half up (away from zero) or half down (towards zero).
 */
function phpRound(value: number, places: number, mode: Rounding): number {
  const scaled = Number((Math.abs(value) * 10 ** places).toPrecision(15))
  const whole = mode === 'half-up' ? Math.round(scaled) : Math.ceil(scaled - 0.5)
  return (Math.sign(value) * whole) / 10 ** places
}

/**
 * What WooCommerce charges, in cents, for a shipping line whose total is `total` (read in its PHP,
 * WooCommerce 10.0.2): the total is kept as sent; WC_Tax::calc_exclusive_tax takes total × rate/100
 * and rounds it to 6 decimals, half up; wc_round_tax_total rounds the line's tax to cents, half
 * down when prices are entered with tax (WC_TAX_ROUNDING_MODE), else half up; calculate_totals adds
 * the line's total rounded to cents, half up.
 */
function wooCharges(total: string, vatPercent: number, taxRounding: Rounding): number {
  const net = Number(total)
  const tax = phpRound(phpRound(net * (vatPercent / 100), 6, 'half-up'), 2, taxRounding)
  return Math.round((phpRound(net, 2, 'half-up') + tax) * 100)
}

/** Charged the same whether the store rounds tax half up or half down, and what JavaScript's rounding says. */
function charged(total: string, vatPercent: number): number {
  const up = wooCharges(total, vatPercent, 'half-up')
  expect(wooCharges(total, vatPercent, 'half-down'), `${total} at ${vatPercent} %`).toBe(up)
  const net = Number(total) * 100
  expect(Math.round(net) + Math.round((net * vatPercent) / 100), `${total} at ${vatPercent} %`).toBe(up)
  return up
}

/** Whether some net of 6 decimals makes WooCommerce charge the fee, however it rounds tax (a search). */
function someNetGives(feeCents: number, vatPercent: number): boolean {
  const middle = ((feeCents / (1 + vatPercent / 100)) * 10_000) | 0
  for (let micros = Math.max(0, middle - 12_000); micros <= middle + 12_000; micros++) {
    const total = (micros / 1_000_000).toFixed(6)
    if (
      wooCharges(total, vatPercent, 'half-up') === feeCents &&
      wooCharges(total, vatPercent, 'half-down') === feeCents
    )
      return true
  }
  return false
}

describe('netOfVat', () => {
  it('is the unrounded net, with 6 decimals, that WooCommerce charges back as the fee', () => {
    expect(netOfVat(180, 22)).toBe('1.476136')
    expect(netOfVat(290, 22)).toBe('2.380000')
    expect(charged(netOfVat(180, 22), 22)).toBe(180)
    // No net of whole cents gives 1,80 € (REAL-STORE-DIFFERENCES.md row 18: it was charged 1,79 €).
    expect(charged('1.48', 22)).toBe(181)
    expect(charged('1.47', 22)).toBe(179)
  })

  it('gives back every fee from 0,01 € to 50,00 € exactly at 22 %', () => {
    const missed: number[] = []
    for (let fee = 1; fee <= 5000; fee++) {
      const net = netOfVat(fee, 22)
      expect(net).toMatch(/^\d+\.\d{6}$/)
      if (charged(net, 22) !== fee) missed.push(fee)
    }
    expect(missed).toEqual([])
  })

  it('gives back every fee exactly at 5 and 10 %; at 4 % all but the fees no net can give', () => {
    for (const vat of [5, 10]) {
      for (let fee = 1; fee <= 5000; fee++) expect(charged(netOfVat(fee, vat), vat), `${fee}`).toBe(fee)
    }
    // At 4 % a net of 12.5 cents is where both the net and its VAT cross a rounding: 13 cents, then
    // every 26, are out of reach; their net is that of one cent less.
    for (let fee = 1; fee <= 5000; fee++) {
      const unreachable = fee % 26 === 13
      expect(charged(netOfVat(fee, 4), 4), `${fee}`).toBe(unreachable ? fee - 1 : fee)
    }
    expect(someNetGives(13, 4)).toBe(false)
    expect(someNetGives(39, 4)).toBe(false)
    expect(someNetGives(14, 4)).toBe(true)
  })

  it('keeps the net far from the ties of both roundings', () => {
    for (let fee = 1; fee <= 5000; fee++) {
      const cents = Number(netOfVat(fee, 22)) * 100
      const tie = (value: number) => Math.abs(value - Math.floor(value) - 0.5)
      expect(tie(cents), `${fee}`).toBeGreaterThan(1 / 44 - 0.0001)
      expect(tie(cents * 0.22), `${fee}`).toBeGreaterThan(0.22 / 44 - 0.0001)
    }
  })

  it('gives the fee whenever some net can, at any rate in whole or half percents; otherwise one cent less', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 80 }).map((halves) => halves / 2),
        (fee, vat) => {
          const got = charged(netOfVat(fee, vat), vat)
          expect(got).toBe(someNetGives(fee, vat) ? fee : fee - 1)
        },
      ),
      { numRuns: 60 },
    )
  })

  it('without VAT is the fee itself', () => {
    expect(netOfVat(290, 0)).toBe('2.90')
  })

  it('refuses what is not a fee in cents or a rate, showing the right form', () => {
    expect(() => netOfVat(1.8, 22)).toThrow(
      'netOfVat: feeCents must be a whole number of cents, 0 or more (180 for 1,80 €); got 1.8',
    )
    expect(() => netOfVat(-5, 22)).toThrow(RangeError)
    expect(() => netOfVat(180, -1)).toThrow(
      "netOfVat: vatPercent must be a percentage, 0 or more (22 for Italy's IVA); got -1",
    )
    expect(() => netOfVat(180, Number.NaN)).toThrow(RangeError)
  })
})

describe('deliveryShippingLine', () => {
  it('is a flat rate without VAT, to 6 decimals, for the store to add it', () => {
    expect(deliveryShippingLine(180, 22)).toEqual({
      method_id: 'flat_rate',
      method_title: 'Consegna a domicilio',
      total: '1.476136',
    })
    expect(deliveryShippingLine(290, 22).total).toBe('2.380000')
  })

  it('is free shipping at 0.00 when the fee is 0', () => {
    expect(deliveryShippingLine(0, 22)).toEqual({
      method_id: 'free_shipping',
      method_title: 'Consegna gratuita',
      total: '0.00',
    })
  })
})
