/**
 * One of the processes of bookings-ledger.test.ts's race: opens the ledger's SQLite file, says
 * 'ready', waits for 'go' on stdin (so that every process starts at once), then claims as fast as
 * it can and prints what it was granted as JSON.
 *
 * Usage: node --conditions=@shop/source --import tsx bookings-ledger.claimer.ts <file> <name> <claims> <now>
 */
import { DatabaseSync } from 'node:sqlite'
import { sqliteLedger } from './bookings-ledger'

const [file = '', name = '', claims = '0', now = '0'] = process.argv.slice(2)
const db = new DatabaseSync(file)
db.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 20000;')
const ledger = sqliteLedger(db, {
  capacityOf: (resource) => (resource === 'place' ? 100 : 1_000),
  maxHoldsPerHolder: 2,
  maxExtensions: 1,
})
const at = Number(now)

process.stdout.write('ready\n')
process.stdin.once('data', async () => {
  const granted = { orders: 0, holds: 0 }
  for (let index = 0; index < Number(claims); index++) {
    const order = await ledger.claim(
      {
        id: `${name}:order:${index}`,
        holders: [`order:${name}:${index}`],
        takes: [{ resource: 'place', amount: 1 }],
        state: 'booked',
        expiresAt: null,
      },
      at,
    )
    if (order.ok) granted.orders++
    // Every process, for the same client address, asks for holds on a roomy resource.
    const hold = await ledger.claim(
      {
        id: `${name}:hold:${index}`,
        holders: [`session:${name}:${index}`, 'ip:127.0.0.9'],
        takes: [{ resource: 'roomy', amount: 1 }],
        state: 'held',
        expiresAt: at + 15 * 60_000,
      },
      at,
    )
    if (hold.ok) granted.holds++
  }
  process.stdout.write(`${JSON.stringify(granted)}\n`)
  db.close()
  process.exit(0)
})
