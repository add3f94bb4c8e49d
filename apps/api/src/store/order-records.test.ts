/** The small stores of the order watch and the order mails: seen orders, mail waits, task marks. */
import { describe, expect, it } from 'vitest'
import { SqliteOrderMailWaits } from './order-mail-waits'
import { SqliteSeenOrders } from './seen-orders'
import { ShopDatabase } from './shop-database'
import { SqliteTaskMarks } from './task-marks'

describe('seen orders', () => {
  it('gives back what was seen before, and of two callers seeing the same change, one sees the old state', async () => {
    const store = new SqliteSeenOrders(new ShopDatabase())
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

describe('order mail waits', () => {
  it('waits once per order; the one caller that ends a wait gets true; the waits are listed soonest first', async () => {
    const store = new SqliteOrderMailWaits(new ShopDatabase())
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

describe('task marks', () => {
  it('keeps the last value of each named mark', async () => {
    const store = new SqliteTaskMarks(new ShopDatabase())
    expect(await store.getMark('order-watch')).toBeNull()
    await store.setMark('order-watch', '2026-11-25T10:00:00')
    await store.setMark('order-watch', '2026-11-25T10:05:00')
    await store.setMark('altro', 'x')
    expect(await store.getMark('order-watch')).toBe('2026-11-25T10:05:00')
  })
})
