import { describe, expect, it } from 'vitest'
import { orderDeposit } from './order-deposit'
import { ORDER_DEPOSIT_META_KEY, orderDepositMeta, readOrderDeposit } from './order-deposit-meta'

const crate = {
  empties: [
    { kind: 'bottiglia' as const, count: 12, depositCents: 20 },
    { kind: 'cassa' as const, count: 1, depositCents: 300 },
  ],
}

describe('the deposit an order records', () => {
  it('reads back the lines and the credit it was written with', () => {
    const deposit = orderDeposit([{ quantity: 2, returnable: crate }])
    const meta = orderDepositMeta(deposit, 240)
    expect(meta).toEqual({
      key: ORDER_DEPOSIT_META_KEY,
      value:
        '{"lines":[{"kind":"bottiglia","count":24,"unitCents":20},{"kind":"cassa","count":2,"unitCents":300}],"creditCents":240}',
    })
    expect(readOrderDeposit({ meta_data: [meta] })).toEqual({ ...deposit, creditCents: 240 })
  })

  it('answers null for no meta, unreadable text, bad lines or a credit above the deposit', () => {
    const meta = (value: unknown) => ({ meta_data: [{ key: ORDER_DEPOSIT_META_KEY, value }] })
    expect(readOrderDeposit({})).toBeNull()
    expect(readOrderDeposit({ meta_data: null })).toBeNull()
    expect(readOrderDeposit(meta('{'))).toBeNull()
    expect(readOrderDeposit(meta(42))).toBeNull()
    expect(
      readOrderDeposit(meta('{"lines":[{"kind":"fusto","count":1,"unitCents":20}],"creditCents":0}')),
    ).toBeNull()
    expect(
      readOrderDeposit(meta('{"lines":[{"kind":"cassa","count":1.5,"unitCents":20}],"creditCents":0}')),
    ).toBeNull()
    expect(
      readOrderDeposit(meta('{"lines":[{"kind":"cassa","count":1,"unitCents":20}],"creditCents":21}')),
    ).toBeNull()
    expect(readOrderDeposit(meta('{"lines":[],"creditCents":0}'))).toEqual({
      lines: [],
      totalCents: 0,
      creditCents: 0,
    })
  })
})
