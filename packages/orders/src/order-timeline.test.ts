import { describe, expect, it } from 'vitest'
import { ORDER_STEP_LABELS, orderTimeline } from './order-timeline'

const doneOf = (status: string, paid: boolean) =>
  orderTimeline({ status, paid })
    .steps.filter((step) => step.done)
    .map((step) => step.id)

describe('orderTimeline', () => {
  it('names the four steps in order', () => {
    expect(orderTimeline({ status: 'pending', paid: false }).steps.map((s) => s.label)).toEqual([
      'Ricevuto',
      'Pagato',
      'In consegna',
      'Consegnato',
    ])
    expect(Object.isFrozen(ORDER_STEP_LABELS)).toBe(true)
  })

  it('follows an order paid online through its statuses', () => {
    expect(doneOf('pending', false)).toEqual(['received'])
    expect(doneOf('processing', true)).toEqual(['received', 'paid'])
    expect(doneOf('out-for-delivery', true)).toEqual(['received', 'paid', 'on-the-way'])
    expect(doneOf('completed', true)).toEqual(['received', 'paid', 'on-the-way', 'delivered'])
    expect(orderTimeline({ status: 'out-for-delivery', paid: true }).current).toBe('on-the-way')
    expect(orderTimeline({ status: 'completed', paid: true }).ended).toBeNull()
  })

  it('leaves a cash order unpaid on the van: paid comes from the payment, not the status', () => {
    expect(doneOf('out-for-delivery', false)).toEqual(['received', 'on-the-way'])
    expect(orderTimeline({ status: 'out-for-delivery', paid: false }).current).toBe('on-the-way')
    // Back from the door: it went, it is not delivered, it has not ended (a new slot is chosen).
    expect(doneOf('delivery-failed', false)).toEqual(['received', 'on-the-way'])
    expect(orderTimeline({ status: 'delivery-failed', paid: false }).ended).toBeNull()
  })

  it('says how a given-up order ended, keeping what it reached', () => {
    expect(orderTimeline({ status: 'cancelled', paid: false })).toMatchObject({
      current: 'received',
      ended: { status: 'cancelled', label: 'Annullato' },
    })
    expect(orderTimeline({ status: 'failed', paid: false }).ended).toEqual({
      status: 'failed',
      label: 'Pagamento non riuscito',
    })
    expect(orderTimeline({ status: 'refunded', paid: false }).ended?.label).toBe('Rimborsato')
  })

  it('has nothing done for a checkout left half-way', () => {
    expect(orderTimeline({ status: 'checkout-draft', paid: true })).toMatchObject({
      current: null,
      ended: null,
    })
  })
})
