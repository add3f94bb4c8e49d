import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { DatabaseSync } from 'node:sqlite'
import { describeLedger } from '@shop/bookings/testing'
import { describe, expect, it } from 'vitest'
import { SqliteBookingsLedger } from './bookings-ledger'

const CLAIMER = join(import.meta.dirname, 'bookings-ledger.claimer.ts')

describeLedger(
  'the SQLite bookings ledger',
  (rules) => new SqliteBookingsLedger(new DatabaseSync(':memory:'), rules),
)

describe('the SQLite bookings ledger, from several processes at once', () => {
  it('4 processes × 60 orders on a 100-place slot → 100 orders; 240 holds from one address → 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ledger-race-'))
    const file = join(dir, 'ledger.sqlite')
    const setup = new DatabaseSync(file)
    setup.exec('PRAGMA journal_mode = WAL;')
    new SqliteBookingsLedger(setup, { capacityOf: () => 0, maxHoldsPerHolder: 2, maxExtensions: 1 })
    const NOW = Date.UTC(2026, 10, 30, 8, 0)
    const processes = ['a', 'b', 'c', 'd'].map((name) =>
      spawn(
        process.execPath,
        ['--conditions=@shop/source', '--import', 'tsx', CLAIMER, file, name, '60', String(NOW)],
        { stdio: ['pipe', 'pipe', 'inherit'] },
      ),
    )
    const lines = processes.map((child) => createInterface({ input: child.stdout })[Symbol.asyncIterator]())
    const exits = processes.map((child) => once(child, 'exit'))
    for (const line of lines) expect((await line.next()).value).toBe('ready')
    for (const child of processes) child.stdin.write('go\n')
    const granted = await Promise.all(
      lines.map(
        async (line) => JSON.parse((await line.next()).value ?? '{}') as { orders: number; holds: number },
      ),
    )
    await Promise.all(exits)

    expect(granted.reduce((sum, g) => sum + g.orders, 0)).toBe(100)
    expect(granted.reduce((sum, g) => sum + g.holds, 0)).toBe(2)
    const ledger = new SqliteBookingsLedger(setup, {
      capacityOf: () => 100,
      maxHoldsPerHolder: 2,
      maxExtensions: 1,
    })
    expect(ledger.taken('place', NOW)).toBe(100)
    expect(ledger.liveOf('ip:127.0.0.9', NOW)).toHaveLength(2)
    setup.close()
    rmSync(dir, { recursive: true, force: true })
  }, 60_000)
})

describe('the SQLite bookings ledger, for the shop', () => {
  const rules = { capacityOf: () => 10, maxHoldsPerHolder: 2, maxExtensions: 1 }
  const NOW = Date.UTC(2026, 10, 30, 8, 0)
  const order = (id: string, resource: string, amount: number, expiresAt: number | null = null) =>
    ({
      id,
      holders: [id.split(':').slice(0, 2).join(':')],
      takes: [{ resource, amount }],
      state: 'booked',
      expiresAt,
    }) as const

  it('counts the releases after a mark (what a stock read made before them may still show), once each', () => {
    const ledger = new SqliteBookingsLedger(new DatabaseSync(':memory:'), rules)
    ledger.claim(order('stock-order:1:a', 'stock:7', 3), NOW)
    ledger.claim(order('stock-order:2:a', 'stock:7', 2), NOW)
    ledger.claim(order('order:1:a', 'place:x', 1), NOW)
    const mark = ledger.releaseMark()
    expect(ledger.releasedSince(mark, ['stock:7'])).toEqual(new Map())
    ledger.release('stock-order:1:a', NOW)
    ledger.release('stock-order:1:a', NOW)
    ledger.release('order:1:a', NOW)
    expect(ledger.releasedSince(mark, ['stock:7', 'stock:8'])).toEqual(new Map([['stock:7', 3]]))
    expect(ledger.releaseMark()).toBe(mark + 2)
    expect(ledger.releasedSince(ledger.releaseMark(), ['stock:7'])).toEqual(new Map())
    expect(ledger.liveOn('stock:7', NOW).map((claim) => claim.id)).toEqual(['stock-order:2:a'])
  })

  it("lists the booked claims ending soon by their holder's kind only (an order's place, not its stock)", () => {
    const ledger = new SqliteBookingsLedger(new DatabaseSync(':memory:'), rules)
    ledger.claim(order('stock-order:1:a', 'stock:7', 1, NOW + 10), NOW)
    ledger.claim(order('order:1:a', 'place:x', 1, NOW + 20), NOW)
    ledger.claim(order('order:2:a', 'place:x', 1, null), NOW)
    // A prefix with LIKE's wildcards matches them as letters.
    ledger.claim(order('order_3:a', 'place:x', 1, NOW + 5), NOW)
    expect(ledger.bookedEndingBy(NOW + 60, 10, 'order:').map((claim) => claim.id)).toEqual(['order:1:a'])
    expect(ledger.bookedEndingBy(NOW + 60, 10, 'stock-order:').map((claim) => claim.id)).toEqual([
      'stock-order:1:a',
    ])
    expect(ledger.bookedEndingBy(NOW + 60, 10, 'order_').map((claim) => claim.id)).toEqual(['order_3:a'])
  })

  it('gives a claims table from before the release counter its column', () => {
    const db = new DatabaseSync(':memory:')
    db.exec(`CREATE TABLE claims (
      id TEXT PRIMARY KEY, state TEXT NOT NULL, holders TEXT NOT NULL, takes TEXT NOT NULL,
      created_at INTEGER NOT NULL, expires_at INTEGER, extensions INTEGER NOT NULL DEFAULT 0,
      released_at INTEGER, forced INTEGER NOT NULL DEFAULT 0
    )`)
    const ledger = new SqliteBookingsLedger(db, rules)
    ledger.claim(order('order:1:a', 'place:x', 1), NOW)
    ledger.release('order:1:a', NOW)
    expect(ledger.releaseMark()).toBe(1)
  })
})
