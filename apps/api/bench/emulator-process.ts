/**
 * The WooCommerce emulator of bench/instances.ts, in a process of its own (as a real store is on
 * another machine): seeded as the tests seed it, on a clock from the instant in argv[2], cash on
 * delivery on, every van free in every slot, and no limit of orders per slot. Prints one JSON
 * line: its URL and its keys.
 */
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { clockFrom, parseInstant } from '@shop/clock'
import { TIME_SLOTS } from '@shop/slots'
import { startEmulator } from '@shop/woo-emulator'
import { VEHICLES } from '@shop/zones'

const [instant = ''] = process.argv.slice(2)
const emulator = await startEmulator({
  port: 0,
  customers: 200,
  seedCache: join(tmpdir(), 'woo-emulator-seeds'),
  now: clockFrom(parseInstant(instant)),
})
emulator.context.store.run(
  "UPDATE gateways SET doc = json_set(doc, '$.enabled', json('true')) WHERE id = 'cod'",
)
for (const vehicle of VEHICLES)
  await fetch(`${emulator.url}/__emulator/timeslots`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ vehicle, slots: [...TIME_SLOTS] }),
  })
// Order Delivery Date's limit of orders per date and slot (25 here) would fill the slots within a
// second of checkouts: the benchmark measures the shop, not that limit.
await fetch(`${emulator.url}/__emulator/orddd`, {
  method: 'PUT',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ lockout: 1_000_000 }),
})
process.stdout.write(`${JSON.stringify({ url: emulator.url, credentials: emulator.credentials })}\n`)
