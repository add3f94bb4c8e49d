import { describe, expect, it } from 'vitest'
import { COLLECT_TEXTS, type CollectPaymentState } from './collect-line'
import { holdBackReason } from './hold-back-reason'

describe('holdBackReason', () => {
  it('keeps back an order whose payment has not arrived, saying why in collectLine’s words', () => {
    const reasons = (['awaiting-transfer', 'to-pay-online', 'in-review'] as const).map((state) =>
      holdBackReason({ total: 40.7, payment: { state } }),
    )
    expect(reasons).toEqual([
      COLLECT_TEXTS.transferMissing,
      COLLECT_TEXTS.onlineMissing,
      COLLECT_TEXTS.inReview,
    ])
    expect(reasons).toEqual([
      'Bonifico non ricevuto',
      'Pagamento online non ricevuto',
      'Pagamento in verifica',
    ])
  })

  it('lets go an order paid, paid at the door, or with nothing to pay', () => {
    const states: (CollectPaymentState | 'paid' | 'none' | 'sconosciuto')[] = [
      'on-delivery',
      'paid',
      'none',
      'sconosciuto',
    ]
    for (const state of states) expect(holdBackReason({ total: 23.4, payment: { state } }), state).toBeNull()
  })
})
