import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { describe, expect, it } from 'vitest'
import { openSqliteStores } from './stores'

describe('a store from before the bookings ledger', () => {
  it('moves its live slot bookings into claims (orders for good, holds until they lapse), then drops the table', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'shop-store-')), 'shop.sqlite')
    const old = new DatabaseSync(file)
    old.exec(`CREATE TABLE slot_bookings (
      id INTEGER PRIMARY KEY AUTOINCREMENT, hold TEXT NOT NULL UNIQUE, date TEXT NOT NULL, slot TEXT NOT NULL,
      vehicle TEXT NOT NULL, order_id INTEGER, expires_at INTEGER, created_at INTEGER NOT NULL, released_at INTEGER
    )`)
    const insert = old.prepare(
      'INSERT INTO slot_bookings (hold, date, slot, vehicle, order_id, expires_at, created_at, released_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?)',
    )
    insert.run('a', '2026-12-01', '10:00 - 11:00', 'Molisia', 41, null, null)
    insert.run('b', '2026-12-01', '10:00 - 11:00', 'Molisia', null, 2_000, null)
    insert.run('c', '2026-12-01', '10:00 - 11:00', 'Molisia', 42, null, 500)
    old.close()

    const store = openSqliteStores(file, { secret: 'a-secret-long-enough-for-the-store-0123456789' })
    const ledger = store.bookings.ledger({ capacityOf: () => 1, maxHoldsPerHolder: 2, maxExtensions: 1 })
    const place = 'place:2026-12-01:10:00 - 11:00:Molisia'
    // The order and the hold count (past the capacity of 1: they were facts), the released one not.
    expect(await ledger.taken(place, 1_000)).toBe(2)
    expect(await ledger.liveOf('order:41', 1_000)).toHaveLength(1)
    expect(await ledger.liveOf('order:42', 1_000)).toHaveLength(0)
    // The hold lapses when it did; the order's place stays.
    expect(await ledger.taken(place, 2_000)).toBe(1)
    store.close()
    // Opened again: nothing moved twice, the old table is gone.
    const again = openSqliteStores(file, { secret: 'a-secret-long-enough-for-the-store-0123456789' })
    expect(
      await again.bookings
        .ledger({ capacityOf: () => 1, maxHoldsPerHolder: 2, maxExtensions: 1 })
        .taken(place, 1_000),
    ).toBe(2)
    again.close()
    const check = new DatabaseSync(file)
    expect(check.prepare("SELECT name FROM sqlite_master WHERE name = 'slot_bookings'").get()).toBeUndefined()
    check.close()
  })
})

describe('a store from before stock joined the bookings ledger', () => {
  it("moves each checkout's and order's live stock holds into one claim, then drops the table", async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'shop-store-')), 'shop.sqlite')
    const old = new DatabaseSync(file)
    old.exec(`CREATE TABLE stock_holds (
      id INTEGER PRIMARY KEY AUTOINCREMENT, checkout TEXT NOT NULL, order_id INTEGER, product_id INTEGER NOT NULL,
      quantity INTEGER NOT NULL, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL,
      released_seq INTEGER, released_at INTEGER
    )`)
    const insert = old.prepare(
      'INSERT INTO stock_holds (checkout, order_id, product_id, quantity, created_at, expires_at, released_seq) VALUES (?, ?, ?, ?, 0, ?, ?)',
    )
    insert.run('m1', 41, 7, 3, 5_000, null)
    insert.run('m1', 41, 8, 1, 5_000, null)
    insert.run('m2', null, 7, 2, 2_000, null)
    insert.run('m3', 42, 7, 6, 5_000, 1)
    old.close()

    const secret = 'a-secret-long-enough-for-the-store-0123456789'
    const rules = { capacityOf: () => 0, maxHoldsPerHolder: 2, maxExtensions: 1 }
    const store = openSqliteStores(file, { secret })
    const ledger = store.bookings.ledger(rules)
    // The order's two lines are one claim; the checkout's hold lapses when it did; the released one is gone.
    expect((await ledger.liveOf('stock-order:41', 1_000)).map((claim) => claim.takes)).toEqual([
      [
        { resource: 'stock:7', amount: 3 },
        { resource: 'stock:8', amount: 1 },
      ],
    ])
    expect(await ledger.taken('stock:7', 1_000)).toBe(5)
    expect(await ledger.taken('stock:7', 2_000)).toBe(3)
    expect(await ledger.liveOf('stock-order:42', 1_000)).toEqual([])
    store.close()
    const again = openSqliteStores(file, { secret })
    expect(await again.bookings.ledger(rules).taken('stock:7', 1_000)).toBe(5)
    again.close()
    const check = new DatabaseSync(file)
    expect(check.prepare("SELECT name FROM sqlite_master WHERE name = 'stock_holds'").get()).toBeUndefined()
    check.close()
  })
})
