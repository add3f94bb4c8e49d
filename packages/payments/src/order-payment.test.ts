import { type CollectPaymentState, collectLine } from '@shop/orders'
import { describe, expect, it } from 'vitest'
import { isPaidOnDelivery, orderPayment, PAYMENT_LABELS, type PaymentState } from './order-payment'

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

describe("the dispatch sheet's collect line (@shop/orders collectLine) on orderPayment's states", () => {
  // Every state collectLine words is one orderPayment gives: a rename here fails to compile.
  const states: readonly PaymentState[] = [
    'on-delivery',
    'awaiting-transfer',
    'to-pay-online',
    'in-review',
  ] satisfies readonly CollectPaymentState[]

  const line = (paymentMethod: string, status: string, needsPayment = false) =>
    collectLine({ total: 23.4, payment: orderPayment({ paymentMethod, status, needsPayment }) })?.text ?? null

  it('collects cash and cheques at the door until the order is completed', () => {
    for (const status of ['pending', 'on-hold', 'processing'])
      for (const method of ['cod', 'cheque']) expect(line(method, status)).toBe('Da incassare 23,40\u00a0€')
    expect(line('cod', 'completed')).toBeNull()
  })

  it('flags a bank transfer not received, and says nothing once it is', () => {
    expect(line('bacs', 'on-hold')).toBe('Bonifico non ricevuto')
    expect(line('bacs', 'pending')).toBe('Bonifico non ricevuto')
    expect(line('bacs', 'processing')).toBeNull()
  })

  it('flags an online payment due, and says nothing for a paid one', () => {
    expect(line('paypal', 'pending', true)).toBe('Pagamento online non ricevuto')
    expect(line('stripe', 'processing')).toBeNull()
    expect(line('stripe', 'completed')).toBeNull()
    expect(states.map((state) => collectLine({ total: 1, payment: { state } })?.kind)).not.toContain(
      undefined,
    )
  })
})
