import { describe, expect, it } from 'vitest'
import { refundBody, refundRefusal } from './refund-rules'
import { WooError } from './woo-error'

const refusedCode = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error instanceof WooError ? [error.kind, error.code] : ['thrown', String(error)]
  }
  return ['accepted']
}

describe('refundBody', () => {
  it('sends the amount as text and api_refund false unless asked (the store defaults to true)', () => {
    expect(refundBody({ amount: '12.50', reason: 'Annullato' })).toEqual({
      amount: '12.50',
      api_refund: false,
      reason: 'Annullato',
    })
    expect(refundBody({ amount: '3', api_refund: true, restock: false })).toEqual({
      amount: '3',
      api_refund: true,
      api_restock: false,
    })
  })

  it.each([['0'], ['0.00'], ['-1'], ['0.125'], ['dieci'], [''], ['1,50'], ['01.00']])(
    'refuses %j before any call (the store would refund 0, round, or refuse with a 500)',
    (amount) => {
      expect(refusedCode(() => refundBody({ amount }))).toEqual(['invalid', 'invalid_refund_amount'])
    },
  )

  it('refuses an amount that is not text, and malformed lines', () => {
    expect(refusedCode(() => refundBody({ amount: 5 as unknown as string }))).toEqual([
      'invalid',
      'invalid_refund_amount',
    ])
    expect(
      refusedCode(() => refundBody({ amount: '1.00', line_items: [{ id: 0, refund_total: 1 }] })),
    ).toEqual(['invalid', 'invalid_refund_lines'])
    expect(
      refusedCode(() =>
        refundBody({ amount: '1.00', line_items: [{ id: 4, quantity: 1, refund_total: Number.NaN }] }),
      ),
    ).toEqual(['invalid', 'invalid_refund_lines'])
  })
})

describe('refundRefusal', () => {
  const storeError = (code: string, serverMessage: string) =>
    new WooError({ status: 500, code, kind: 'unavailable', message: serverMessage, serverMessage })

  it('reads the store’s 500s by code: unknown order, over what is left, a gateway that cannot refund', () => {
    expect(
      refundRefusal(storeError('woocommerce_rest_invalid_order_id', 'Invalid order ID.'), '1.00').kind,
    ).toBe('not_found')
    const over = refundRefusal(
      storeError('woocommerce_rest_cannot_create_order_refund', 'Invalid refund amount.'),
      '9.00',
    )
    expect([over.kind, over.message]).toEqual([
      'invalid',
      "Rimborso di 9.00 € rifiutato dal negozio: è più di quanto resta da rimborsare sull'ordine",
    ])
    expect(
      refundRefusal(
        storeError(
          'woocommerce_rest_cannot_create_order_refund',
          'The payment gateway for this order does not support automatic refunds.',
        ),
        '1.00',
      ).kind,
    ).toBe('invalid')
    const again = storeError(
      'woocommerce_rest_cannot_create_order_refund',
      'Cannot create order refund, please try again.',
    )
    expect(refundRefusal(again, '1.00')).toBe(again)
  })
})
