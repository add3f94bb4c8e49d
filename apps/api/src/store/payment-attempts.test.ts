import { describe, expect, it } from 'vitest'
import { SqlitePaymentAttempts } from './payment-attempts'
import { ShopDatabase } from './shop-database'

describe('payment attempts', () => {
  const paidWith = { gateway: 'stripe', title: 'Carta', transactionId: 'ch_1' }

  it('lets one attempt run at a time, and none after the order is paid', () => {
    const store = new SqlitePaymentAttempts(new ShopDatabase())
    expect(store.beginPayment(7, 0, 100)).toEqual({ state: 'begun', attempt: 1, resumed: false })
    expect(store.beginPayment(7, 50, 100)).toEqual({ state: 'running' })
    store.recordCharge(7, 1, paidWith)
    expect(store.beginPayment(7, 60, 100)).toEqual({ state: 'running' })
    store.endPayment(7, 1, 'paid')
    expect(store.beginPayment(7, 70, 100)).toEqual({ state: 'paid' })
  })

  it('starts a new attempt (a new key) after a decline, and repeats one whose outcome is unknown', () => {
    const store = new SqlitePaymentAttempts(new ShopDatabase())
    store.beginPayment(7, 0, 100)
    store.endPayment(7, 1, 'failed')
    expect(store.beginPayment(7, 1, 100)).toEqual({ state: 'begun', attempt: 2, resumed: false })
    store.endPayment(7, 2, 'unknown')
    expect(store.beginPayment(7, 2, 100)).toEqual({ state: 'begun', attempt: 2, resumed: true })
  })

  it('takes over an attempt whose request died, and finishes a charge WooCommerce never heard of', () => {
    const store = new SqlitePaymentAttempts(new ShopDatabase())
    store.beginPayment(7, 0, 100)
    expect(store.beginPayment(7, 100, 100)).toEqual({ state: 'begun', attempt: 1, resumed: true })
    store.recordCharge(7, 1, paidWith)
    store.endPayment(7, 1, 'charged')
    expect(store.beginPayment(7, 101, 100)).toEqual({ state: 'charged', attempt: 1, paidWith })
    expect(store.beginPayment(7, 102, 100)).toEqual({ state: 'running' })
  })
})
