import { describe, expect, it } from 'vitest'
import { emptiesAccount } from './empties-account'
import type { EmptiesEvent } from './empties-event'

describe('emptiesAccount', () => {
  it('starts empty', () => {
    expect(emptiesAccount([])).toEqual({
      held: { bottiglia: 0, cassa: 0 },
      lots: { bottiglia: [], cassa: [] },
      heldValueCents: 0,
      surplus: { bottiglia: 0, cassa: 0 },
      returnedValueCents: 0,
      creditedCents: 0,
      refundedCents: 0,
      creditCents: 0,
      overpaidCents: 0,
    })
  })

  it('counts what a customer holds of two kinds, and what returning them is worth', () => {
    const account = emptiesAccount([
      { type: 'delivered', kind: 'bottiglia', count: 12, depositCents: 20, orderId: 501 },
      { type: 'delivered', kind: 'cassa', count: 1, depositCents: 300, orderId: 501 },
      { type: 'returned', kind: 'bottiglia', count: 5, orderId: 530 },
    ])
    expect(account.held).toEqual({ bottiglia: 7, cassa: 1 })
    expect(account.heldValueCents).toBe(7 * 20 + 300)
    expect(account.returnedValueCents).toBe(100)
    expect(account.creditCents).toBe(100)
  })

  it('values returned empties first in, first out, at the deposits actually paid', () => {
    // The deposit of a bottle went from 0,20 € to 0,25 € between the two orders.
    const ledger: EmptiesEvent[] = [
      { type: 'delivered', kind: 'bottiglia', count: 12, depositCents: 20, orderId: 501 },
      { type: 'delivered', kind: 'bottiglia', count: 12, depositCents: 25, orderId: 530 },
      { type: 'returned', kind: 'bottiglia', count: 18 },
    ]
    const account = emptiesAccount(ledger)
    expect(account.creditCents).toBe(12 * 20 + 6 * 25)
    expect(account.held.bottiglia).toBe(6)
    expect(account.lots.bottiglia).toEqual([{ count: 6, depositCents: 25 }])
    expect(account.heldValueCents).toBe(150)
    const later = emptiesAccount([...ledger, { type: 'returned', kind: 'bottiglia', count: 6 }])
    expect(later.creditCents).toBe(12 * 20 + 12 * 25)
    expect(later.held.bottiglia).toBe(0)
  })

  it('merges deliveries at the same deposit into one lot', () => {
    const account = emptiesAccount([
      { type: 'delivered', kind: 'cassa', count: 1, depositCents: 300 },
      { type: 'delivered', kind: 'cassa', count: 2, depositCents: 300 },
      { type: 'delivered', kind: 'cassa', count: 1, depositCents: 350 },
    ])
    expect(account.lots.cassa).toEqual([
      { count: 3, depositCents: 300 },
      { count: 1, depositCents: 350 },
    ])
  })

  it('keeps returns beyond the empties held as eccedenza, with no credit', () => {
    const account = emptiesAccount([
      { type: 'returned', kind: 'cassa', count: 2 }, // nothing held yet
      { type: 'delivered', kind: 'cassa', count: 1, depositCents: 300 },
      { type: 'returned', kind: 'cassa', count: 3 },
      { type: 'delivered', kind: 'cassa', count: 1, depositCents: 300 },
    ])
    expect(account.surplus).toEqual({ bottiglia: 0, cassa: 4 })
    expect(account.returnedValueCents).toBe(300)
    expect(account.creditCents).toBe(300)
    // A later delivery is not offset by the eccedenza: the customer holds it.
    expect(account.held.cassa).toBe(1)
  })

  it('spends credit with credits and refunds, and flags money given back beyond returns', () => {
    const base: EmptiesEvent[] = [
      { type: 'delivered', kind: 'bottiglia', count: 10, depositCents: 20 },
      { type: 'returned', kind: 'bottiglia', count: 10 },
      { type: 'credited', cents: 150, orderId: 540 },
    ]
    expect(emptiesAccount(base)).toMatchObject({ creditCents: 50, creditedCents: 150, overpaidCents: 0 })
    const refunded = emptiesAccount([...base, { type: 'refunded', cents: 50 }])
    expect(refunded).toMatchObject({ creditCents: 0, refundedCents: 50, overpaidCents: 0 })
    const handWritten = emptiesAccount([...base, { type: 'refunded', cents: 80 }])
    expect(handWritten).toMatchObject({ creditCents: 0, overpaidCents: 30 })
  })

  it('refuses an event it cannot read, naming it', () => {
    expect(() =>
      emptiesAccount([{ type: 'delivered', kind: 'bottiglia', count: 0, depositCents: 20 }]),
    ).toThrow(
      'emptiesAccount: event 0 {"type":"delivered","kind":"bottiglia","count":0,"depositCents":20} is not valid; a delivery is',
    )
    const bad = [
      { type: 'returned', kind: 'fusto', count: 1 },
      { type: 'credited', cents: 1.5 },
      { type: 'refunded', cents: -1 },
      { type: 'lost', kind: 'cassa', count: 1 },
      null,
    ] as unknown as EmptiesEvent[]
    for (const event of bad) expect(() => emptiesAccount([event])).toThrow(TypeError)
  })

  it('does not change the ledger it reads', () => {
    const ledger: EmptiesEvent[] = Object.freeze([
      Object.freeze({ type: 'delivered', kind: 'bottiglia', count: 2, depositCents: 20 } as const),
      Object.freeze({ type: 'returned', kind: 'bottiglia', count: 1 } as const),
    ]) as EmptiesEvent[]
    expect(emptiesAccount(ledger).held.bottiglia).toBe(1)
  })
})
