import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { DatabaseSync } from 'node:sqlite'
import type { LedgerRules } from '@shop/bookings'
import { describeLedger } from '@shop/bookings/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshPostgresUrl } from '../../test/postgres/store-backends'
import { pgLedger, type StoredLedger, sqliteLedger } from './bookings-ledger'
import { PgDatabase } from './pg-database'

const CLAIMER = join(import.meta.dirname, 'bookings-ledger.claimer.ts')
const SECRET = 'the-session-secret-of-the-ledger-tests-0123456789'

describeLedger('the SQLite bookings ledger', (rules) => sqliteLedger(new DatabaseSync(':memory:'), rules))

/** One PostgreSQL database for the file; each ledger the contract asks for starts with empty tables. */
let postgres: PgDatabase
beforeAll(async () => {
  postgres = await PgDatabase.open(await freshPostgresUrl(), { secret: SECRET })
})
afterAll(async () => {
  await postgres?.close()
})
async function emptyPgLedger(rules: LedgerRules): Promise<StoredLedger> {
  await postgres.run('TRUNCATE claims, claim_takes, claim_holders')
  return pgLedger(postgres, rules)
}

// 40 random sequences per property instead of 400: each call is a transaction on the server.
describeLedger('the PostgreSQL bookings ledger', emptyPgLedger, { numRuns: 40 })

describe('the SQLite bookings ledger, from several processes at once', () => {
  it('4 processes × 60 orders on a 100-place slot → 100 orders; 240 holds from one address → 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ledger-race-'))
    const file = join(dir, 'ledger.sqlite')
    const setup = new DatabaseSync(file)
    setup.exec('PRAGMA journal_mode = WAL;')
    sqliteLedger(setup, { capacityOf: () => 0, maxHoldsPerHolder: 2, maxExtensions: 1 })
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
    const ledger = sqliteLedger(setup, { capacityOf: () => 100, maxHoldsPerHolder: 2, maxExtensions: 1 })
    expect(await ledger.taken('place', NOW)).toBe(100)
    expect(await ledger.liveOf('ip:127.0.0.9', NOW)).toHaveLength(2)
    setup.close()
    rmSync(dir, { recursive: true, force: true })
  }, 60_000)
})

const LEDGERS: { name: string; open: (rules: LedgerRules) => StoredLedger | Promise<StoredLedger> }[] = [
  { name: 'SQLite', open: (rules) => sqliteLedger(new DatabaseSync(':memory:'), rules) },
  { name: 'PostgreSQL', open: emptyPgLedger },
]

describe.each(LEDGERS)('the $name bookings ledger, for the shop', ({ open }) => {
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

  it('counts the releases after a mark (what a stock read made before them may still show), once each', async () => {
    const ledger = await open(rules)
    await ledger.claim(order('stock-order:1:a', 'stock:7', 3), NOW)
    await ledger.claim(order('stock-order:2:a', 'stock:7', 2), NOW)
    await ledger.claim(order('order:1:a', 'place:x', 1), NOW)
    const mark = await ledger.releaseMark()
    expect(await ledger.releasedSince(mark, ['stock:7'])).toEqual(new Map())
    await ledger.release('stock-order:1:a', NOW)
    await ledger.release('stock-order:1:a', NOW)
    await ledger.release('order:1:a', NOW)
    expect(await ledger.releasedSince(mark, ['stock:7', 'stock:8'])).toEqual(new Map([['stock:7', 3]]))
    expect(await ledger.releaseMark()).toBe(mark + 2)
    expect(await ledger.releasedSince(await ledger.releaseMark(), ['stock:7'])).toEqual(new Map())
    expect((await ledger.liveOn('stock:7', NOW)).map((claim) => claim.id)).toEqual(['stock-order:2:a'])
  })

  it("lists the booked claims ending soon by their holder's kind only (an order's place, not its stock)", async () => {
    const ledger = await open(rules)
    await ledger.claim(order('stock-order:1:a', 'stock:7', 1, NOW + 10), NOW)
    await ledger.claim(order('order:1:a', 'place:x', 1, NOW + 20), NOW)
    await ledger.claim(order('order:2:a', 'place:x', 1, null), NOW)
    // A prefix with LIKE's wildcards matches them as letters.
    await ledger.claim(order('order_3:a', 'place:x', 1, NOW + 5), NOW)
    expect((await ledger.bookedEndingBy(NOW + 60, 10, 'order:')).map((claim) => claim.id)).toEqual([
      'order:1:a',
    ])
    expect((await ledger.bookedEndingBy(NOW + 60, 10, 'stock-order:')).map((claim) => claim.id)).toEqual([
      'stock-order:1:a',
    ])
    expect((await ledger.bookedEndingBy(NOW + 60, 10, 'order_')).map((claim) => claim.id)).toEqual([
      'order_3:a',
    ])
  })

  it('reads a range of resources in byte order, as the week view asks for it', async () => {
    const ledger = await open({ ...rules, capacityOf: () => 100 })
    const places = [
      'place:2026-12-01:10:00 - 11:00:Molisia',
      'place:2026-12-01:09:00 - 10:00:Ducato',
      'place:2026-12-07:20:00 - 21:00:Molisia',
      'place:2026-12-08:09:00 - 10:00:Molisia',
      'place:2026-11-30:09:00 - 10:00:Molisia',
      'kg:2026-12-02:09:00 - 10:00:Molisia',
    ]
    for (const [index, resource] of places.entries())
      await ledger.claim(order(`order:${index}:a`, resource, index + 1), NOW)
    expect(await ledger.takenBetween('place:2026-12-01:', 'place:2026-12-07;', NOW)).toEqual([
      { resource: 'place:2026-12-01:09:00 - 10:00:Ducato', taken: 2 },
      { resource: 'place:2026-12-01:10:00 - 11:00:Molisia', taken: 1 },
      { resource: 'place:2026-12-07:20:00 - 21:00:Molisia', taken: 3 },
    ])
    // Two ranges in one read: a day's places and its kilograms.
    expect(
      await ledger.takenIn(
        [
          ['place:2026-12-01:', 'place:2026-12-01;'],
          ['kg:2026-12-02:', 'kg:2026-12-02;'],
        ],
        NOW,
      ),
    ).toEqual([
      { resource: 'kg:2026-12-02:09:00 - 10:00:Molisia', taken: 6 },
      { resource: 'place:2026-12-01:09:00 - 10:00:Ducato', taken: 2 },
      { resource: 'place:2026-12-01:10:00 - 11:00:Molisia', taken: 1 },
    ])
    expect(await ledger.takenIn([], NOW)).toEqual([])
  })

  it('decides the claims of many callers at once one after the other: 30 orders for 10 places → 10', async () => {
    const ledger = await open(rules)
    const decisions = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        ledger.atomically(async () => {
          // Read, then claim: what was read cannot change before the claim.
          const live = await ledger.liveOn('place:last', NOW)
          if (live.length >= 10) return false
          return (await ledger.claim({ ...order(`order:${index}:a`, 'place:last', 1), force: true }, NOW)).ok
        }),
      ),
    )
    expect(decisions.filter(Boolean)).toHaveLength(10)
    expect(await ledger.taken('place:last', NOW)).toBe(10)
  })

  it('rolls a decision back when its work throws: nothing it claimed stays', async () => {
    const ledger = await open(rules)
    await expect(
      ledger.atomically(async () => {
        await ledger.claim(order('order:1:a', 'place:y', 1), NOW)
        throw new Error('the work failed')
      }),
    ).rejects.toThrow('the work failed')
    expect(await ledger.get('order:1:a')).toBeUndefined()
    expect(await ledger.taken('place:y', NOW)).toBe(0)
  })
})

describe('the SQLite bookings ledger, on an older store', () => {
  const NOW = Date.UTC(2026, 10, 30, 8, 0)
  it('gives a claims table from before the release counter its column', async () => {
    const db = new DatabaseSync(':memory:')
    db.exec(`CREATE TABLE claims (
      id TEXT PRIMARY KEY, state TEXT NOT NULL, holders TEXT NOT NULL, takes TEXT NOT NULL,
      created_at INTEGER NOT NULL, expires_at INTEGER, extensions INTEGER NOT NULL DEFAULT 0,
      released_at INTEGER, forced INTEGER NOT NULL DEFAULT 0
    )`)
    const ledger = sqliteLedger(db, { capacityOf: () => 10, maxHoldsPerHolder: 2, maxExtensions: 1 })
    await ledger.claim(
      {
        id: 'order:1:a',
        holders: ['order:1'],
        takes: [{ resource: 'place:x', amount: 1 }],
        state: 'booked',
        expiresAt: null,
      },
      NOW,
    )
    await ledger.release('order:1:a', NOW)
    expect(await ledger.releaseMark()).toBe(1)
  })
})
