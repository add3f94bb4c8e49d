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
