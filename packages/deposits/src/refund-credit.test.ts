import { describe, expect, it } from 'vitest'
import { creditForNextOrder } from './credit-for-next-order'
import { emptiesAccount } from './empties-account'
import type { EmptiesEvent } from './empties-event'
import { refundCredit } from './refund-credit'

const ledger: EmptiesEvent[] = [
  { type: 'delivered', kind: 'cassa', count: 2, depositCents: 300 },
  { type: 'returned', kind: 'cassa', count: 2 },
]

describe('refundCredit', () => {
  it('gives the whole credit back in money and clears it', () => {
    const refund = refundCredit(ledger, 'contanti alla consegna')
    expect(refund).toEqual({
      cents: 600,
      events: [{ type: 'refunded', cents: 600, note: 'contanti alla consegna' }],
    })
    const after = [...ledger, ...refund.events]
    expect(emptiesAccount(after)).toMatchObject({ creditCents: 0, refundedCents: 600 })
    expect(refundCredit(after)).toEqual({ cents: 0, events: [] })
    expect(creditForNextOrder(after, 5000).cents).toBe(0)
  })

  it('refunds what a partial credit left', () => {
    const credit = creditForNextOrder(ledger, 250, 700)
    expect(refundCredit([...ledger, ...credit.events])).toEqual({
      cents: 350,
      events: [{ type: 'refunded', cents: 350 }],
    })
  })
})
