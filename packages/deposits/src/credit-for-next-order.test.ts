import { describe, expect, it } from 'vitest'
import { creditForNextOrder } from './credit-for-next-order'
import { emptiesAccount } from './empties-account'
import type { EmptiesEvent } from './empties-event'

const returned12: EmptiesEvent[] = [
  { type: 'delivered', kind: 'bottiglia', count: 12, depositCents: 20, orderId: 501 },
  { type: 'delivered', kind: 'cassa', count: 1, depositCents: 300, orderId: 501 },
  { type: 'returned', kind: 'bottiglia', count: 12, orderId: 530 },
  { type: 'returned', kind: 'cassa', count: 1, orderId: 530 },
]

describe('creditForNextOrder', () => {
  it('gives the whole credit back on an order that is big enough', () => {
    expect(creditForNextOrder(returned12, 2000, 540)).toEqual({
      cents: 540,
      remainingCents: 0,
      events: [{ type: 'credited', cents: 540, orderId: 540 }],
    })
  })

  it('never credits more than the order total; the rest stays for later', () => {
    const first = creditForNextOrder(returned12, 400, 540)
    expect(first).toMatchObject({ cents: 400, remainingCents: 140 })
    const ledger = [...returned12, ...first.events]
    expect(emptiesAccount(ledger).creditCents).toBe(140)
    const second = creditForNextOrder(ledger, 2000, 541)
    expect(second).toMatchObject({ cents: 140, remainingCents: 0 })
  })

  it('credits nothing twice: asked again after recording, it gives 0', () => {
    const first = creditForNextOrder(returned12, 2000)
    expect(first.events).toEqual([{ type: 'credited', cents: 540 }])
    const again = creditForNextOrder([...returned12, ...first.events], 2000)
    expect(again).toEqual({ cents: 0, remainingCents: 0, events: [] })
  })

  it('credits nothing on an order of 0, nor when nothing was returned', () => {
    expect(creditForNextOrder(returned12, 0)).toEqual({ cents: 0, remainingCents: 540, events: [] })
    expect(creditForNextOrder(returned12.slice(0, 2), 2000)).toEqual({
      cents: 0,
      remainingCents: 0,
      events: [],
    })
  })

  it('refuses an order total that is not whole cents', () => {
    expect(() => creditForNextOrder(returned12, 17.6)).toThrow(
      "creditForNextOrder: orderTotalCents must be the order's total in whole cents, 0 or more (1760 for 17,60 €); got 17.6",
    )
    expect(() => creditForNextOrder(returned12, -1)).toThrow(RangeError)
  })
})
