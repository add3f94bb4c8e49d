import { describe, expect, it } from 'vitest'
import { emptiesAccount } from './empties-account'
import { deliveredEvents, returnedEvents } from './ledger-events'
import { orderDeposit } from './order-deposit'

describe('deliveredEvents', () => {
  it("records an order's deposit lines as the empties it lent", () => {
    const deposit = orderDeposit([
      {
        productId: 101,
        quantity: 2,
        returnable: {
          empties: [
            { kind: 'bottiglia', count: 12, depositCents: 20 },
            { kind: 'cassa', count: 1, depositCents: 300 },
          ],
        },
      },
    ])
    const events = deliveredEvents(deposit, 501)
    expect(events).toEqual([
      { type: 'delivered', kind: 'bottiglia', count: 24, depositCents: 20, orderId: 501 },
      { type: 'delivered', kind: 'cassa', count: 2, depositCents: 300, orderId: 501 },
    ])
    expect(emptiesAccount(events).heldValueCents).toBe(deposit.totalCents)
    expect(deliveredEvents(orderDeposit([]))).toEqual([])
    expect(deliveredEvents(deposit)[0]).not.toHaveProperty('orderId')
  })
})

describe('returnedEvents', () => {
  it('records what the driver counted, kind by kind', () => {
    expect(returnedEvents({ cassa: 2, bottiglia: 24 }, 530)).toEqual([
      { type: 'returned', kind: 'bottiglia', count: 24, orderId: 530 },
      { type: 'returned', kind: 'cassa', count: 2, orderId: 530 },
    ])
    expect(returnedEvents({ bottiglia: 0 })).toEqual([])
    expect(() => returnedEvents({ cassa: -1 })).toThrow(
      "returnedEvents: the count of 'cassa' must be a whole number, 0 or more, such as { cassa: 6 }; got -1",
    )
  })
})
