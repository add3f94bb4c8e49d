import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { describe, expect, it } from 'vitest'
import { IDEMPOTENCY_STALE_MS, IDEMPOTENCY_TTL_MS, SqliteApiStore } from './sqlite-store'

describe('idempotency keys', () => {
  it('answers new, then pending, then the stored answer; another body is a mismatch', () => {
    const store = new SqliteApiStore()
    expect(store.beginIdempotent('k', 'h1', 0)).toEqual({ state: 'new' })
    expect(store.beginIdempotent('k', 'h1', 10)).toEqual({ state: 'pending' })
    expect(store.beginIdempotent('k', 'h2', 10)).toEqual({ state: 'mismatch' })
    store.completeIdempotent('k', 201, { id: 7 })
    expect(store.beginIdempotent('k', 'h1', 20)).toEqual({ state: 'done', status: 201, body: { id: 7 } })
  })

  it('hands a key left pending by a request that died to the next one, after two minutes', () => {
    const store = new SqliteApiStore()
    store.beginIdempotent('k', 'h', 0)
    expect(store.beginIdempotent('k', 'h', IDEMPOTENCY_STALE_MS - 1).state).toBe('pending')
    expect(store.beginIdempotent('k', 'h2', IDEMPOTENCY_STALE_MS).state).toBe('mismatch')
    expect(store.beginIdempotent('k', 'h', IDEMPOTENCY_STALE_MS).state).toBe('new')
  })

  it('keeps a finished key for 24 hours, never taking it over', () => {
    const store = new SqliteApiStore()
    store.beginIdempotent('k', 'h', 0)
    store.completeIdempotent('k', 201, { id: 1 })
    expect(store.beginIdempotent('k', 'h', IDEMPOTENCY_TTL_MS - 1).state).toBe('done')
    expect(store.beginIdempotent('k', 'h', IDEMPOTENCY_TTL_MS).state).toBe('new')
  })

  it('lets a retry start again after the work was abandoned', () => {
    const store = new SqliteApiStore()
    store.beginIdempotent('k', 'h', 0)
    store.abandonIdempotent('k')
    expect(store.beginIdempotent('k', 'h', 1).state).toBe('new')
  })
})

describe('payment attempts', () => {
  const paidWith = { gateway: 'stripe', title: 'Carta', transactionId: 'ch_1' }

  it('lets one attempt run at a time, and none after the order is paid', () => {
    const store = new SqliteApiStore()
    expect(store.beginPayment(7, 0, 100)).toEqual({ state: 'begun', attempt: 1, resumed: false })
    expect(store.beginPayment(7, 50, 100)).toEqual({ state: 'running' })
    store.recordCharge(7, 1, paidWith)
    expect(store.beginPayment(7, 60, 100)).toEqual({ state: 'running' })
    store.endPayment(7, 1, 'paid')
    expect(store.beginPayment(7, 70, 100)).toEqual({ state: 'paid' })
  })

  it('starts a new attempt (a new key) after a decline, and repeats one whose outcome is unknown', () => {
    const store = new SqliteApiStore()
    store.beginPayment(7, 0, 100)
    store.endPayment(7, 1, 'failed')
    expect(store.beginPayment(7, 1, 100)).toEqual({ state: 'begun', attempt: 2, resumed: false })
    store.endPayment(7, 2, 'unknown')
    expect(store.beginPayment(7, 2, 100)).toEqual({ state: 'begun', attempt: 2, resumed: true })
  })

  it('takes over an attempt whose request died, and finishes a charge WooCommerce never heard of', () => {
    const store = new SqliteApiStore()
    store.beginPayment(7, 0, 100)
    expect(store.beginPayment(7, 100, 100)).toEqual({ state: 'begun', attempt: 1, resumed: true })
    store.recordCharge(7, 1, paidWith)
    store.endPayment(7, 1, 'charged')
    expect(store.beginPayment(7, 101, 100)).toEqual({ state: 'charged', attempt: 1, paidWith })
    expect(store.beginPayment(7, 102, 100)).toEqual({ state: 'running' })
  })
})

describe('password reset links', () => {
  const HOLD = 30_000
  const store = () => {
    const s = new SqliteApiStore(':memory:')
    s.saveResetToken('link-a', 7, 3_600_000)
    s.saveResetToken('link-b', 7, 3_600_000)
    s.saveResetToken('other', 8, 3_600_000)
    return s
  }

  it('lets one attempt hold a link at a time; a released link works again', () => {
    const s = store()
    expect(s.claimResetToken('link-a', 1000, HOLD)).toEqual({ status: 'claimed', userId: 7 })
    expect(s.claimResetToken('link-a', 2000, HOLD)).toEqual({ status: 'busy' })
    s.releaseResetToken('link-a')
    expect(s.claimResetToken('link-a', 3000, HOLD)).toEqual({ status: 'claimed', userId: 7 })
  })

  it('frees the hold of an attempt that died after holdMs', () => {
    const s = store()
    expect(s.claimResetToken('link-a', 1000, HOLD).status).toBe('claimed')
    expect(s.claimResetToken('link-a', 1000 + HOLD - 1, HOLD).status).toBe('busy')
    expect(s.claimResetToken('link-a', 1000 + HOLD, HOLD).status).toBe('claimed')
  })

  it("spends every link of the user once the password changed, and no one else's", () => {
    const s = store()
    expect(s.claimResetToken('link-a', 1000, HOLD).status).toBe('claimed')
    s.spendResetTokens(7)
    expect(s.claimResetToken('link-a', 2000, HOLD)).toEqual({ status: 'invalid' })
    expect(s.claimResetToken('link-b', 2000, HOLD)).toEqual({ status: 'invalid' })
    expect(s.claimResetToken('other', 2000, HOLD)).toEqual({ status: 'claimed', userId: 8 })
  })

  it('refuses an unknown or expired link', () => {
    const s = store()
    expect(s.claimResetToken('nope', 1000, HOLD)).toEqual({ status: 'invalid' })
    expect(s.claimResetToken('link-a', 3_600_000, HOLD)).toEqual({ status: 'invalid' })
  })
})

describe('named locks', () => {
  const LEASE = 30_000

  it('lets one holder have a lock at a time; released, the next one takes it', () => {
    const s = new SqliteApiStore()
    expect(s.claimLock('payment-gateways', 'a', 1000, LEASE)).toBe(true)
    expect(s.claimLock('payment-gateways', 'b', 1001, LEASE)).toBe(false)
    // Another name is another lock.
    expect(s.claimLock('altro', 'b', 1001, LEASE)).toBe(true)
    // Only the holder lets it go.
    s.releaseLock('payment-gateways', 'b')
    expect(s.claimLock('payment-gateways', 'b', 1002, LEASE)).toBe(false)
    s.releaseLock('payment-gateways', 'a')
    expect(s.claimLock('payment-gateways', 'b', 1003, LEASE)).toBe(true)
  })

  it('frees the lock of a holder that died when its lease runs out; the holder renews its own', () => {
    const s = new SqliteApiStore()
    expect(s.claimLock('l', 'a', 1000, LEASE)).toBe(true)
    expect(s.claimLock('l', 'a', 2000, LEASE)).toBe(true)
    expect(s.claimLock('l', 'b', 1000 + LEASE, LEASE)).toBe(false)
    expect(s.claimLock('l', 'b', 2000 + LEASE, LEASE)).toBe(true)
    // The one that died comes back: the lock is no longer its own to release.
    s.releaseLock('l', 'a')
    expect(s.claimLock('l', 'c', 2001 + LEASE, LEASE)).toBe(false)
  })

  it('is shared by two stores on one database file, as two API processes are', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'api-locks-')), 'api.sqlite')
    const secret = 'a-session-secret-long-enough-for-the-store-0123456789'
    const first = new SqliteApiStore(file, { secret })
    const second = new SqliteApiStore(file, { secret })
    try {
      expect(first.claimLock('l', 'a', 1000, LEASE)).toBe(true)
      expect(second.claimLock('l', 'b', 1000, LEASE)).toBe(false)
      first.releaseLock('l', 'a')
      expect(second.claimLock('l', 'b', 1001, LEASE)).toBe(true)
    } finally {
      first.close()
      second.close()
    }
  })
})

describe('watching the shop data (what the fuzz test checks a refusal against)', () => {
  it('names the tables a change touched, leaves attempt counters out, and ignores a row put back', () => {
    const store = new SqliteApiStore()
    store.saveSettings({ brand: 'Prima' })
    const quiet = store.watchData()
    store.hit('login:1.2.3.4', 60_000, 0)
    store.getSettings()
    expect(quiet()).toEqual([])

    const touched = store.watchData()
    store.saveSettings({ brand: 'Seconda' })
    expect(touched()).toEqual(['settings'])

    const restored = store.watchData()
    store.saveSettings({ brand: 'Terza' })
    store.saveSettings({ brand: 'Seconda' })
    expect(restored()).toEqual([])
  })
})

describe('a store from before the bookings ledger', () => {
  it('moves its live slot bookings into claims (orders for good, holds until they lapse), then drops the table', () => {
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

    const store = new SqliteApiStore(file, { secret: 'a-secret-long-enough-for-the-store-0123456789' })
    const ledger = store.bookings({ capacityOf: () => 1, maxHoldsPerHolder: 2, maxExtensions: 1 })
    const place = 'place:2026-12-01:10:00 - 11:00:Molisia'
    // The order and the hold count (past the capacity of 1: they were facts), the released one not.
    expect(ledger.taken(place, 1_000)).toBe(2)
    expect(ledger.liveOf('order:41', 1_000)).toHaveLength(1)
    expect(ledger.liveOf('order:42', 1_000)).toHaveLength(0)
    // The hold lapses when it did; the order's place stays.
    expect(ledger.taken(place, 2_000)).toBe(1)
    store.close()
    // Opened again: nothing moved twice, the old table is gone.
    const again = new SqliteApiStore(file, { secret: 'a-secret-long-enough-for-the-store-0123456789' })
    expect(
      again.bookings({ capacityOf: () => 1, maxHoldsPerHolder: 2, maxExtensions: 1 }).taken(place, 1_000),
    ).toBe(2)
    again.close()
    const check = new DatabaseSync(file)
    expect(check.prepare("SELECT name FROM sqlite_master WHERE name = 'slot_bookings'").get()).toBeUndefined()
    check.close()
  })
})

describe('a store from before stock joined the bookings ledger', () => {
  it("moves each checkout's and order's live stock holds into one claim, then drops the table", () => {
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
    const store = new SqliteApiStore(file, { secret })
    const ledger = store.bookings(rules)
    // The order's two lines are one claim; the checkout's hold lapses when it did; the released one is gone.
    expect(ledger.liveOf('stock-order:41', 1_000).map((claim) => claim.takes)).toEqual([
      [
        { resource: 'stock:7', amount: 3 },
        { resource: 'stock:8', amount: 1 },
      ],
    ])
    expect(ledger.taken('stock:7', 1_000)).toBe(5)
    expect(ledger.taken('stock:7', 2_000)).toBe(3)
    expect(ledger.liveOf('stock-order:42', 1_000)).toEqual([])
    store.close()
    const again = new SqliteApiStore(file, { secret })
    expect(again.bookings(rules).taken('stock:7', 1_000)).toBe(5)
    again.close()
    const check = new DatabaseSync(file)
    expect(check.prepare("SELECT name FROM sqlite_master WHERE name = 'stock_holds'").get()).toBeUndefined()
    check.close()
  })
})
