import { describe, expect, it } from 'vitest'
import { depositFeeLines, totalsWithDeposit } from './totals-with-deposit'

describe('totalsWithDeposit', () => {
  it('keeps the deposit out of the VAT base, as its own line', () => {
    expect(totalsWithDeposit({ goodsCents: 1220, vatPercent: 22, depositCents: 540 })).toEqual({
      goodsCents: 1220,
      taxableCents: 1000,
      vatCents: 220,
      depositCents: 540,
      depositCreditCents: 0,
      totalCents: 1760,
    })
  })

  it('matches the real store: 4,90 € of water and a 3,00 € deposit make 7,90 € with 0,88 € of VAT', () => {
    // REAL-STORE-DIFFERENCES.md: fee 'Cauzione vuoti' 3.00 with tax_status 'none' → total 7.90, total_tax 0.88.
    const totals = totalsWithDeposit({ goodsCents: 490, vatPercent: 22, depositCents: 300 })
    expect(totals.vatCents).toBe(88)
    expect(totals.totalCents).toBe(790)
  })

  it('takes a deposit credit off the total, not off the VAT base', () => {
    const totals = totalsWithDeposit({
      goodsCents: 1220,
      vatPercent: 22,
      depositCents: 540,
      depositCreditCents: 390,
    })
    expect(totals).toMatchObject({ taxableCents: 1000, vatCents: 220, totalCents: 1370 })
  })

  it('works with no deposit and at other rates', () => {
    expect(totalsWithDeposit({ goodsCents: 1100, vatPercent: 10 })).toEqual({
      goodsCents: 1100,
      taxableCents: 1000,
      vatCents: 100,
      depositCents: 0,
      depositCreditCents: 0,
      totalCents: 1100,
    })
    expect(totalsWithDeposit({ goodsCents: 999, vatPercent: 0 }).vatCents).toBe(0)
  })

  it('refuses amounts that are not whole cents and a credit above the order', () => {
    expect(() => totalsWithDeposit({ goodsCents: 12.2, vatPercent: 22 })).toThrow(
      'totalsWithDeposit: goodsCents must be a whole number of cents, 0 or more (540 for 5,40 €); got 12.2',
    )
    expect(() => totalsWithDeposit({ goodsCents: 100, vatPercent: 22, depositCents: -1 })).toThrow(RangeError)
    expect(() => totalsWithDeposit({ goodsCents: 100, vatPercent: Number.NaN })).toThrow(/vatPercent/)
    expect(() =>
      totalsWithDeposit({ goodsCents: 100, vatPercent: 22, depositCents: 50, depositCreditCents: 151 }),
    ).toThrow(/is more than the order \(150\)/)
  })
})

describe('depositFeeLines', () => {
  it('gives one WooCommerce fee line without VAT, the deposit given back taken off it and named', () => {
    expect(depositFeeLines({ depositCents: 540, depositCreditCents: 240 })).toEqual([
      { name: 'Cauzione vuoti (5,40 € meno 2,40 € di vuoti resi)', total: '3.00', tax_status: 'none' },
    ])
    expect(depositFeeLines({ depositCents: 300 })).toEqual([
      { name: 'Cauzione vuoti', total: '3.00', tax_status: 'none' },
    ])
    expect(depositFeeLines({ depositCents: 1205, depositCreditCents: 1205 })).toEqual([
      { name: 'Cauzione vuoti (12,05 € meno 12,05 € di vuoti resi)', total: '0.00', tax_status: 'none' },
    ])
    expect(depositFeeLines({})).toEqual([])
    expect(() => depositFeeLines({ depositCents: 0.5 })).toThrow(/^depositFeeLines: depositCents/)
  })

  it('never sends a negative line (WooCommerce would tax it): a credit beyond the deposit is refused', () => {
    expect(() => depositFeeLines({ depositCents: 100, depositCreditCents: 101 })).toThrow(
      /^depositFeeLines: depositCreditCents \(101\) is more than the order's deposit \(100\)/,
    )
    expect(() => depositFeeLines({ depositCreditCents: 240 })).toThrow(RangeError)
  })
})
