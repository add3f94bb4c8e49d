/** The small stores of the order watch and the order mails: seen orders, mail waits, task marks. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type OpenedStores, STORE_BACKENDS } from '../../test/postgres/store-backends'

describe.each(STORE_BACKENDS)('seen orders on $name', (backend) => {
  let opened: OpenedStores
  beforeEach(async () => {
    opened = await backend.open()
  })
  afterEach(() => opened.close())

  it('gives back what was seen before, and of two callers seeing the same change, one sees the old state', async () => {
    const store = opened.stores.seenOrders
    expect(await store.seeOrder(7, { status: 'pending', paidAt: null })).toBeNull()
    expect(await store.seeOrder(7, { status: 'processing', paidAt: '2026-11-25T10:00:00' })).toEqual({
      status: 'pending',
      paidAt: null,
    })
    expect(await store.seeOrder(7, { status: 'processing', paidAt: '2026-11-25T10:00:00' })).toEqual({
      status: 'processing',
      paidAt: '2026-11-25T10:00:00',
    })
    expect(await store.seeOrder(8, { status: 'on-hold', paidAt: null })).toBeNull()
  })
})

describe.each(STORE_BACKENDS)('order mail waits on $name', (backend) => {
  let opened: OpenedStores
  beforeEach(async () => {
    opened = await backend.open()
  })
  afterEach(() => opened.close())

  it('waits once per order; the one caller that ends a wait gets true; the waits are listed soonest first', async () => {
    const store = opened.stores.mailWaits
    expect(await store.waitOrderMail(7, 2_000)).toBe(true)
    expect(await store.waitOrderMail(7, 9_000)).toBe(false)
    expect(await store.waitOrderMail(8, 1_000)).toBe(true)
    expect(await store.orderMailWaits()).toEqual([
      { orderId: 8, dueAt: 1_000 },
      { orderId: 7, dueAt: 2_000 },
    ])
    expect(await store.endOrderMailWait(7)).toBe(true)
    expect(await store.endOrderMailWait(7)).toBe(false)
    expect(await store.orderMailWaits()).toEqual([{ orderId: 8, dueAt: 1_000 }])
  })
})

describe.each(STORE_BACKENDS)('task marks on $name', (backend) => {
  let opened: OpenedStores
  beforeEach(async () => {
    opened = await backend.open()
  })
  afterEach(() => opened.close())

  it('keeps the last value of each named mark', async () => {
    const store = opened.stores.marks
    expect(await store.getMark('order-watch')).toBeNull()
    await store.setMark('order-watch', '2026-11-25T10:00:00')
    await store.setMark('order-watch', '2026-11-25T10:05:00')
    await store.setMark('altro', 'x')
    expect(await store.getMark('order-watch')).toBe('2026-11-25T10:05:00')
  })
})
