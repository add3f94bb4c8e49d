/**
 * One of the processes of van-places.test.ts's race: opens the shop's store file, says 'ready',
 * waits for 'go' on stdin (so that every process starts at once), then claims the places of the
 * same orders as the others, as fast as it can, and prints how many claims it made.
 *
 * Usage: node --conditions=@shop/source --import tsx van-places.claimer.ts <file> <orders> <now>
 */
import type { Order } from '@shop/woo-client'
import type { ServerDeps } from '../server-deps'
import { openSqliteStores } from '../store/stores'
import { claimOrderPlace } from './van-places'

export const RACE_SECRET = 'a-session-secret-long-enough-for-the-race-0123456789'

const [file = '', orders = '0', now = '0'] = process.argv.slice(2)
const stores = openSqliteStores(file, { secret: RACE_SECRET })
const at = new Date(Number(now))
// What van-places reads of the server: the stores, its settings and the clock.
const deps = { stores, config: { brand: 'Bari Bevande', bank: null }, now: () => at } as unknown as ServerDeps

const order = (id: number): Order =>
  ({
    id,
    status: 'processing',
    meta_data: [
      { key: 'Data di consegna', value: '2026-12-01' },
      { key: 'Fascia oraria', value: '10:00 - 11:00' },
      { key: 'Veicolo assegnato', value: 'Molisia' },
    ],
  }) as unknown as Order

process.stdout.write('ready\n')
process.stdin.once('data', async () => {
  let fresh = 0
  for (let id = 1; id <= Number(orders); id++)
    if ((await claimOrderPlace(deps, order(id), at.getTime()))?.fresh) fresh++
  process.stdout.write(`${JSON.stringify({ fresh })}\n`)
  stores.close()
  process.exit(0)
})
