/** The small stores of the order watch and the order mails: seen orders, mail waits, task marks. */
import { describe, expect, it } from 'vitest'
import { SqliteOrderMailWaits } from './order-mail-waits'
import { SqliteSeenOrders } from './seen-orders'
import { ShopDatabase } from './shop-database'
import { SqliteTaskMarks } from './task-marks'

describe('seen orders', () => {
  it('gives back what was seen before, and of two callers seeing the same change, one sees the old state', () => {
    const store = new SqliteSeenOrders(new ShopDatabase())
    expect(store.seeOrder(7, { status: 'pending', paidAt: null })).toBeNull()
    expect(store.seeOrder(7, { status: 'processing', paidAt: '2026-11-25T10:00:00' })).toEqual({
      status: 'pending',
      paidAt: null,
    })
    expect(store.seeOrder(7, { status: 'processing', paidAt: '2026-11-25T10:00:00' })).toEqual({
      status: 'processing',
      paidAt: '2026-11-25T10:00:00',
    })
    expect(store.seeOrder(8, { status: 'on-hold', paidAt: null })).toBeNull()
  })
})

describe('order mail waits', () => {
  it('waits once per order; the one caller that ends a wait gets true; the waits are listed soonest first', () => {
    const store = new SqliteOrderMailWaits(new ShopDatabase())
    expect(store.waitOrderMail(7, 2_000)).toBe(true)
    expect(store.waitOrderMail(7, 9_000)).toBe(false)
    expect(store.waitOrderMail(8, 1_000)).toBe(true)
    expect(store.orderMailWaits()).toEqual([
      { orderId: 8, dueAt: 1_000 },
      { orderId: 7, dueAt: 2_000 },
    ])
    expect(store.endOrderMailWait(7)).toBe(true)
    expect(store.endOrderMailWait(7)).toBe(false)
    expect(store.orderMailWaits()).toEqual([{ orderId: 8, dueAt: 1_000 }])
  })
})

describe('task marks', () => {
  it('keeps the last value of each named mark', () => {
    const store = new SqliteTaskMarks(new ShopDatabase())
    expect(store.getMark('order-watch')).toBeNull()
    store.setMark('order-watch', '2026-11-25T10:00:00')
    store.setMark('order-watch', '2026-11-25T10:05:00')
    store.setMark('altro', 'x')
    expect(store.getMark('order-watch')).toBe('2026-11-25T10:05:00')
  })
})
