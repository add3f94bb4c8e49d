import { describe, expect, it } from 'vitest'
import { isPaidOnDelivery, orderPayment, PAYMENT_LABELS } from './order-payment'

const of = (paymentMethod: string, status: string, needsPayment = false) =>
  orderPayment({ paymentMethod, status, needsPayment })

describe('orderPayment', () => {
  it('says cash and cheque orders are paid at the door, never online, even when WooCommerce wants them paid', () => {
    for (const status of ['pending', 'on-hold', 'processing', 'failed']) {
      expect(of('cod', status, true)).toEqual({ state: 'on-delivery', label: 'Pagherai alla consegna' })
      expect(of('cheque', status, status === 'pending')).toEqual({
        state: 'on-delivery',
        label: 'Pagherai con assegno alla consegna',
      })
    }
    expect(of('cod', 'completed')).toEqual({ state: 'paid', label: 'Pagato' })
  })

  it('says an online payment is still to be made while WooCommerce wants it, and paid afterwards', () => {
    expect(of('stripe', 'pending', true)).toEqual({ state: 'to-pay-online', label: 'Da pagare online' })
    expect(of('ppcp-gateway', 'failed', true).state).toBe('to-pay-online')
    expect(of('stripe', 'processing')).toEqual({ state: 'paid', label: PAYMENT_LABELS.paid })
    expect(of('ppcp-gateway', 'completed').state).toBe('paid')
    expect(of('stripe', 'on-hold')).toEqual({ state: 'in-review', label: 'Pagamento in verifica' })
  })

  it('waits for a bank transfer until the order is processing', () => {
    for (const status of ['pending', 'on-hold', 'failed'])
      expect(of('bacs', status, status !== 'on-hold')).toEqual({
        state: 'awaiting-transfer',
        label: 'In attesa del bonifico',
      })
    expect(of('bacs', 'processing').state).toBe('paid')
  })

  it('owes nothing on a cancelled order, and says a refunded one was refunded', () => {
    expect(of('cod', 'cancelled')).toEqual({ state: 'none', label: 'Nessun pagamento dovuto' })
    expect(of('stripe', 'cancelled', true).state).toBe('none')
    expect(of('bacs', 'refunded')).toEqual({ state: 'none', label: 'Rimborsato' })
  })
})

describe('isPaidOnDelivery', () => {
  it('is cash on delivery and cheques only', () => {
    expect(['cod', 'cheque', 'bacs', 'stripe', 'ppcp-gateway', ''].map(isPaidOnDelivery)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ])
  })
})
