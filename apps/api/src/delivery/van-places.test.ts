import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { describe, expect, it } from 'vitest'
import { openSqliteStores } from '../store/stores'
import { RACE_SECRET } from './van-places.claimer'

const CLAIMER = join(import.meta.dirname, 'van-places.claimer.ts')

describe('van places, from several API processes on one store', () => {
  it('4 processes claiming the places of the same 60 orders: each order holds exactly one place', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'van-places-race-')), 'shop.sqlite')
    openSqliteStores(file, { secret: RACE_SECRET }).close()
    const NOW = Date.UTC(2026, 10, 25, 9, 0)
    const processes = Array.from({ length: 4 }, () =>
      spawn(
        process.execPath,
        ['--conditions=@shop/source', '--import', 'tsx', CLAIMER, file, '60', String(NOW)],
        {
          stdio: ['pipe', 'pipe', 'inherit'],
        },
      ),
    )
    const lines = processes.map((child) => createInterface({ input: child.stdout })[Symbol.asyncIterator]())
    const exits = processes.map((child) => once(child, 'exit'))
    for (const line of lines) expect((await line.next()).value).toBe('ready')
    for (const child of processes) child.stdin.write('go\n')
    const made = await Promise.all(
      lines.map(async (line) => (JSON.parse((await line.next()).value ?? '{}') as { fresh: number }).fresh),
    )
    await Promise.all(exits)

    // Every order's place was claimed once, by whichever process came first.
    expect(made.reduce((sum, n) => sum + n, 0)).toBe(60)
    const stores = openSqliteStores(file, { secret: RACE_SECRET })
    const ledger = stores.bookings.ledger({ capacityOf: () => 1_000, maxHoldsPerHolder: 2, maxExtensions: 1 })
    expect(await ledger.taken('place:2026-12-01:10:00 - 11:00:Molisia', NOW)).toBe(60)
    for (let id = 1; id <= 60; id++) expect(await ledger.liveOf(`order:${id}`, NOW)).toHaveLength(1)
    stores.close()
  }, 60_000)
})
