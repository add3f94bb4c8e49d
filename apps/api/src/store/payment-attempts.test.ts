import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type OpenedStores, STORE_BACKENDS } from '../../test/postgres/store-backends'

describe.each(STORE_BACKENDS)('payment attempts on $name', (backend) => {
  let opened: OpenedStores
  beforeEach(async () => {
    opened = await backend.open()
  })
  afterEach(() => opened.close())

  const paidWith = { gateway: 'stripe', title: 'Carta', transactionId: 'ch_1' }

  it('lets one attempt run at a time, and none after the order is paid', async () => {
    const store = opened.stores.payments
    expect(await store.beginPayment(7, 0, 100)).toEqual({ state: 'begun', attempt: 1, resumed: false })
    expect(await store.beginPayment(7, 50, 100)).toEqual({ state: 'running' })
    await store.recordCharge(7, 1, paidWith)
    expect(await store.beginPayment(7, 60, 100)).toEqual({ state: 'running' })
    await store.endPayment(7, 1, 'paid')
    expect(await store.beginPayment(7, 70, 100)).toEqual({ state: 'paid' })
  })

  it('starts a new attempt (a new key) after a decline, and repeats one whose outcome is unknown', async () => {
    const store = opened.stores.payments
    await store.beginPayment(7, 0, 100)
    await store.endPayment(7, 1, 'failed')
    expect(await store.beginPayment(7, 1, 100)).toEqual({ state: 'begun', attempt: 2, resumed: false })
    await store.endPayment(7, 2, 'unknown')
    expect(await store.beginPayment(7, 2, 100)).toEqual({ state: 'begun', attempt: 2, resumed: true })
  })

  it('takes over an attempt whose request died, and finishes a charge WooCommerce never heard of', async () => {
    const store = opened.stores.payments
    await store.beginPayment(7, 0, 100)
    expect(await store.beginPayment(7, 100, 100)).toEqual({ state: 'begun', attempt: 1, resumed: true })
    await store.recordCharge(7, 1, paidWith)
    await store.endPayment(7, 1, 'charged')
    expect(await store.beginPayment(7, 101, 100)).toEqual({ state: 'charged', attempt: 1, paidWith })
    expect(await store.beginPayment(7, 102, 100)).toEqual({ state: 'running' })
  })
})
