import { describe, expect, it } from 'vitest'
import { deliveryShippingLine, netOfVatCents } from './delivery-shipping-line'

describe('netOfVatCents', () => {
  it('finds the amount whose VAT, rounded to the cent, brings it back to the fee', () => {
    expect(netOfVatCents(290, 22)).toBe(238)
    expect(netOfVatCents(390, 22)).toBe(320)
    for (let gross = 1; gross <= 5000; gross++) {
      const net = netOfVatCents(gross, 22)
      // At 22 % every gross amount but a few has an exact net; the others miss by one cent.
      expect(Math.abs(net + Math.round(net * 0.22) - gross)).toBeLessThanOrEqual(1)
    }
  })

  it('gives the gross itself without VAT', () => {
    expect(netOfVatCents(290, 0)).toBe(290)
  })
})

describe('deliveryShippingLine', () => {
  it('is a flat rate without VAT, for the store to add it', () => {
    expect(deliveryShippingLine(290, 22)).toEqual({
      method_id: 'flat_rate',
      method_title: 'Consegna a domicilio',
      total: '2.38',
    })
  })

  it('is free shipping at 0.00 when the fee is 0', () => {
    expect(deliveryShippingLine(0, 22)).toEqual({
      method_id: 'free_shipping',
      method_title: 'Consegna gratuita',
      total: '0.00',
    })
  })
})
