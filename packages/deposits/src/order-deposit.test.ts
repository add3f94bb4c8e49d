import { describe, expect, it } from 'vitest'
import { orderDeposit } from './order-deposit'
import type { Returnable } from './returnable'

const waterCrate: Returnable = {
  empties: [
    { kind: 'bottiglia', count: 12, depositCents: 20 },
    { kind: 'cassa', count: 1, depositCents: 300 },
  ],
}
const beerBottle: Returnable = { empties: [{ kind: 'bottiglia', count: 1, depositCents: 10 }] }

describe('orderDeposit', () => {
  it('gives a crate of 12 water bottles 1 crate and 12 bottles of deposit', () => {
    expect(orderDeposit([{ productId: 101, quantity: 1, returnable: waterCrate }])).toEqual({
      lines: [
        { kind: 'bottiglia', label: 'Cauzione vuoti: bottiglie', count: 12, unitCents: 20, totalCents: 240 },
        { kind: 'cassa', label: 'Cauzione vuoti: casse', count: 1, unitCents: 300, totalCents: 300 },
      ],
      totalCents: 540,
    })
  })

  it('adds up the same kind over the lines, and keeps different deposits apart', () => {
    const deposit = orderDeposit([
      { productId: 101, quantity: 2, returnable: waterCrate },
      { productId: 7, quantity: 3 }, // plastic: not returnable
      { productId: 205, quantity: 6, returnable: beerBottle },
      {
        productId: 102,
        quantity: 1,
        returnable: { empties: [{ kind: 'bottiglia', count: 6, depositCents: 20 }] },
      },
    ])
    expect(deposit.lines).toEqual([
      { kind: 'bottiglia', label: 'Cauzione vuoti: bottiglie', count: 6, unitCents: 10, totalCents: 60 },
      { kind: 'bottiglia', label: 'Cauzione vuoti: bottiglie', count: 30, unitCents: 20, totalCents: 600 },
      { kind: 'cassa', label: 'Cauzione vuoti: casse', count: 2, unitCents: 300, totalCents: 600 },
    ])
    expect(deposit.totalCents).toBe(1260)
  })

  it('gives nothing for no returnable lines', () => {
    expect(orderDeposit([])).toEqual({ lines: [], totalCents: 0 })
    expect(
      orderDeposit([
        { productId: 1, quantity: 4, returnable: null },
        { productId: 2, quantity: 0, returnable: waterCrate },
      ]),
    ).toEqual({ lines: [], totalCents: 0 })
  })

  it('refuses a quantity that is not a whole number, and a bad configuration', () => {
    expect(() => orderDeposit([{ productId: 3, quantity: 1.5, returnable: waterCrate }])).toThrow(
      'orderDeposit: line 0 (product 3) needs a quantity that is a whole number, 0 or more, such as { productId: 12, quantity: 3 }; got 1.5',
    )
    expect(() => orderDeposit([{ productId: 3, quantity: -1 }])).toThrow(RangeError)
    expect(() =>
      orderDeposit([
        {
          productId: 3,
          quantity: 1,
          returnable: { empties: [{ kind: 'bottiglia', count: 1, depositCents: -20 }] },
        },
      ]),
    ).toThrow(/^orderDeposit: line 0: Vuoto 1: la cauzione/)
  })
})
