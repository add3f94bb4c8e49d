import { describe, expect, it } from 'vitest'
import {
  CUSTOMER_STATUS_LABELS,
  customerStatusLabel,
  GIVEN_UP_STATUSES,
  hasLeft,
  isDispatched,
  isOrderStatus,
  isStockSettled,
  NOT_DISPATCHED,
  ON_THE_WAY_STATUSES,
  OPERATOR_STATUS_LABELS,
  OPERATOR_STATUSES,
  ORDER_STATUSES,
  operatorStatusLabel,
  PAID_STATUSES,
  PAYABLE_STATUSES,
  SHOP_STATUSES,
  STOCK_TAKING_STATUSES,
} from './order-status'

describe('ORDER_STATUSES', () => {
  it("lists WooCommerce's statuses in its back office's order, frozen", () => {
    expect(ORDER_STATUSES).toEqual([
      'pending',
      'processing',
      'on-hold',
      'completed',
      'cancelled',
      'refunded',
      'failed',
    ])
    expect(Object.isFrozen(ORDER_STATUSES)).toBe(true)
  })

  it('tells a status from other text', () => {
    for (const status of ORDER_STATUSES) expect(isOrderStatus(status)).toBe(true)
    for (const other of ['checkout-draft', 'trash', 'Processing', '', 'toString', 3, null]) {
      expect(isOrderStatus(other), String(other)).toBe(false)
    }
  })
})

describe('labels', () => {
  it("names the statuses as WooCommerce's Italian back office does, for operators", () => {
    expect(OPERATOR_STATUS_LABELS).toEqual({
      pending: 'In attesa di pagamento',
      processing: 'In lavorazione',
      'on-hold': 'In sospeso',
      'out-for-delivery': 'In consegna',
      'delivery-failed': 'Consegna non riuscita',
      completed: 'Completato',
      cancelled: 'Annullato',
      refunded: 'Rimborsato',
      failed: 'Non riuscito',
    })
    expect(Object.keys(OPERATOR_STATUS_LABELS)).toEqual([...OPERATOR_STATUSES])
    // WooCommerce's own, and the shop's one between prepared and delivered.
    expect(
      OPERATOR_STATUSES.filter((status) => !(ORDER_STATUSES as readonly string[]).includes(status)),
    ).toEqual([...SHOP_STATUSES])
    expect(OPERATOR_STATUSES.indexOf('out-for-delivery')).toBeLessThan(
      OPERATOR_STATUSES.indexOf('delivery-failed'),
    )
    expect(OPERATOR_STATUSES.indexOf('delivery-failed')).toBeLessThan(OPERATOR_STATUSES.indexOf('completed'))
    expect(operatorStatusLabel('on-hold')).toBe('In sospeso')
  })

  it('names them as a customer reads them in their account', () => {
    expect(CUSTOMER_STATUS_LABELS).toEqual({
      pending: 'In attesa di pagamento',
      processing: 'In preparazione',
      'on-hold': 'In attesa di conferma',
      'out-for-delivery': 'In consegna',
      'delivery-failed': 'Consegna non riuscita',
      completed: 'Consegnato',
      cancelled: 'Annullato',
      refunded: 'Rimborsato',
      failed: 'Pagamento non riuscito',
      'checkout-draft': 'Non completato',
    })
    expect(customerStatusLabel('completed')).toBe('Consegnato')
    expect(customerStatusLabel('checkout-draft')).toBe('Non completato')
  })

  it('gives an unknown status back as it is, never an inherited property', () => {
    for (const label of [operatorStatusLabel, customerStatusLabel]) {
      expect(label('wc-custom')).toBe('wc-custom')
      expect(label('toString')).toBe('toString')
      expect(label('__proto__')).toBe('__proto__')
      expect(label('constructor')).toBe('constructor')
      expect(label('')).toBe('')
    }
    expect(operatorStatusLabel('checkout-draft')).toBe('checkout-draft')
  })

  it('are frozen', () => {
    expect(Object.isFrozen(OPERATOR_STATUS_LABELS)).toBe(true)
    expect(Object.isFrozen(CUSTOMER_STATUS_LABELS)).toBe(true)
  })
})

describe('what a status means', () => {
  // The shop's own statuses between on-hold and completed, as an order goes.
  const all = [
    ...ORDER_STATUSES.slice(0, 3),
    'out-for-delivery',
    'delivery-failed',
    ...ORDER_STATUSES.slice(3),
    'checkout-draft',
    'trash',
  ]
  const which = (test: (status: string) => boolean) => all.filter(test)

  it('paid: processing, out-for-delivery, delivery-failed and completed', () => {
    expect(which((s) => PAID_STATUSES.has(s))).toEqual([
      'processing',
      'out-for-delivery',
      'delivery-failed',
      'completed',
    ])
  })

  it('to be paid (when the total is above 0): pending and failed', () => {
    expect(which((s) => PAYABLE_STATUSES.has(s))).toEqual(['pending', 'failed'])
  })

  it('stock taken: processing, on-hold (to pay by transfer or at the door), out-for-delivery, delivery-failed and completed', () => {
    expect(which((s) => STOCK_TAKING_STATUSES.has(s))).toEqual([
      'processing',
      'on-hold',
      'out-for-delivery',
      'delivery-failed',
      'completed',
    ])
    expect(which((s) => ON_THE_WAY_STATUSES.has(s))).toEqual(['out-for-delivery'])
  })

  it('left with its van: out-for-delivery, delivery-failed (back from the door) and completed', () => {
    expect(which(hasLeft)).toEqual(['out-for-delivery', 'delivery-failed', 'completed'])
    expect(hasLeft('wc-custom')).toBe(false)
  })

  it('given up: cancelled, refunded, failed', () => {
    expect(which((s) => GIVEN_UP_STATUSES.has(s))).toEqual(['cancelled', 'refunded', 'failed'])
  })

  it('going out on a van: everything but given up orders, checkout drafts and trashed orders', () => {
    expect(which(isDispatched)).toEqual([
      'pending',
      'processing',
      'on-hold',
      'out-for-delivery',
      'delivery-failed',
      'completed',
    ])
    expect([...NOT_DISPATCHED].sort()).toEqual(['cancelled', 'checkout-draft', 'failed', 'refunded', 'trash'])
    expect(isDispatched('wc-custom')).toBe(true)
  })

  it('settled for the stock: all but pending orders and checkout drafts', () => {
    expect(which(isStockSettled)).toEqual([
      'processing',
      'on-hold',
      'out-for-delivery',
      'delivery-failed',
      'completed',
      'cancelled',
      'refunded',
      'failed',
      'trash',
    ])
  })
})
