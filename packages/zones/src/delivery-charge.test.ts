import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { deliveryCharge } from './delivery-charge'
import { freeDeliveryMessage, minimumOrderMessage } from './delivery-charge-message'

const triggiano = {
  name: 'Triggiano',
  minimumOrderCents: 2000,
  deliveryFeeCents: 390,
  freeDeliveryFromCents: 4900,
}
const centro = { name: 'Centro', minimumOrderCents: 1500, deliveryFeeCents: 290, freeDeliveryFromCents: 3900 }

describe('deliveryCharge', () => {
  it('charges the fee below the threshold and says what is missing', () => {
    expect(deliveryCharge(centro, 3490)).toEqual({
      feeCents: 290,
      belowMinimumByCents: 0,
      freeDeliveryMissingCents: 410,
    })
  })

  it('is free from the threshold on, the threshold included', () => {
    expect(deliveryCharge(centro, 3900)).toEqual({
      feeCents: 0,
      belowMinimumByCents: 0,
      freeDeliveryMissingCents: 0,
    })
    expect(deliveryCharge(centro, 3899).feeCents).toBe(290)
    expect(deliveryCharge(centro, 10_000).feeCents).toBe(0)
  })

  it('says how far a subtotal is below the minimum, the minimum itself being enough', () => {
    expect(deliveryCharge(triggiano, 1090)).toEqual({
      feeCents: 390,
      belowMinimumByCents: 910,
      freeDeliveryMissingCents: 3810,
    })
    expect(deliveryCharge(triggiano, 2000).belowMinimumByCents).toBe(0)
  })

  it('reads unset or unusable amounts as unset: no minimum, no fee, never free by threshold', () => {
    expect(deliveryCharge({}, 100)).toEqual({
      feeCents: 0,
      belowMinimumByCents: 0,
      freeDeliveryMissingCents: 0,
    })
    expect(deliveryCharge(null, 100)).toEqual({
      feeCents: 0,
      belowMinimumByCents: 0,
      freeDeliveryMissingCents: 0,
    })
    expect(deliveryCharge({ deliveryFeeCents: 290 }, 100_000)).toEqual({
      feeCents: 290,
      belowMinimumByCents: 0,
      freeDeliveryMissingCents: 0,
    })
    expect(deliveryCharge({ deliveryFeeCents: -5, minimumOrderCents: 1.5 }, 0)).toEqual({
      feeCents: 0,
      belowMinimumByCents: 0,
      freeDeliveryMissingCents: 0,
    })
    expect(deliveryCharge(centro, Number.NaN).belowMinimumByCents).toBe(1500)
  })

  it('never charges a negative fee, and a fee is charged exactly when something is missing for free delivery', () => {
    fc.assert(
      fc.property(
        fc.nat(5000),
        fc.nat(100_000),
        fc.nat(100_000),
        fc.nat(200_000),
        (fee, minimum, freeFrom, subtotal) => {
          const charge = deliveryCharge(
            { deliveryFeeCents: fee, minimumOrderCents: minimum, freeDeliveryFromCents: freeFrom },
            subtotal,
          )
          expect(charge.feeCents === 0 || charge.feeCents === fee).toBe(true)
          expect(charge.belowMinimumByCents).toBe(Math.max(0, minimum - subtotal))
          expect(charge.freeDeliveryMissingCents > 0).toBe(charge.feeCents > 0)
        },
      ),
    )
  })
})

describe('freeDeliveryMessage', () => {
  it('says in Italian how much more makes delivery free', () => {
    expect(freeDeliveryMessage(deliveryCharge(centro, 3490))).toBe(
      'Mancano 4,10\u00a0€ per la consegna gratuita',
    )
  })

  it('is null when delivery is free or cannot become so', () => {
    expect(freeDeliveryMessage(deliveryCharge(centro, 3900))).toBeNull()
    expect(freeDeliveryMessage(deliveryCharge({ deliveryFeeCents: 290 }, 100))).toBeNull()
  })
})

describe('minimumOrderMessage', () => {
  it('names the zone, its minimum and what is missing', () => {
    expect(minimumOrderMessage(triggiano, deliveryCharge(triggiano, 1090))).toBe(
      "L'ordine minimo per la zona Triggiano è 20,00\u00a0€: mancano 9,10\u00a0€",
    )
  })

  it('is null from the minimum on', () => {
    expect(minimumOrderMessage(triggiano, deliveryCharge(triggiano, 2000))).toBeNull()
  })
})
