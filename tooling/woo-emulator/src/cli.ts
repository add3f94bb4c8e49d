#!/usr/bin/env node
import { parseArgs } from 'node:util'
import { startEmulator } from './index'

const HELP = `woo-emulator: a WooCommerce 11 emulator on SQLite, seeded with the Bari shop

Usage:
  woo-emulator [--port 8080] [--host 127.0.0.1] [--db data/woo-emulator.sqlite] [--reset] [--seed 42]

  --port     port to listen on (0 = any free port)          default 8080
  --host     address to listen on                           default 127.0.0.1
  --db       SQLite file (created and seeded when new)      default data/woo-emulator.sqlite; ':memory:' for none
  --reset    empty the database and seed it again
  --seed     seed of the generated shop                     default 42
  --customers  how many customers to generate               default 2200
  --without  optional plugins to leave out, comma-separated: orddd, phone-login, portal
             (a store without them: 404 rest_no_route, timeslot.php WordPress's 404 page)
`

// `pnpm start -- --port 9000` hands the script its `--` too (npm drops it): an argument list that
// starts with one means the same as without it.
const args = process.argv.slice(2)
if (args[0] === '--') args.shift()

const { values } = parseArgs({
  args,
  options: {
    port: { type: 'string', default: '8080' },
    host: { type: 'string', default: '127.0.0.1' },
    db: { type: 'string', default: 'data/woo-emulator.sqlite' },
    reset: { type: 'boolean', default: false },
    seed: { type: 'string', default: '42' },
    customers: { type: 'string' },
    without: { type: 'string', default: '' },
    help: { type: 'boolean', default: false },
  },
})

if (values.help) {
  process.stdout.write(HELP)
  process.exit(0)
}

if (values.db !== ':memory:') {
  const { mkdirSync } = await import('node:fs')
  const { dirname } = await import('node:path')
  mkdirSync(dirname(values.db), { recursive: true })
}

const PLUGIN_NAMES = { orddd: 'orddd', 'phone-login': 'phoneLogin', portal: 'portal' } as const
const without = values.without
  .split(',')
  .map((name) => name.trim())
  .filter((name) => name !== '')
const unknownPlugin = without.find((name) => !(name in PLUGIN_NAMES))
if (unknownPlugin !== undefined) {
  process.stderr.write(
    `woo-emulator: --without knows orddd, phone-login and portal, not '${unknownPlugin}' (e.g. --without orddd,portal)\n`,
  )
  process.exit(2)
}
const plugins = Object.fromEntries(
  without.map((name) => [PLUGIN_NAMES[name as keyof typeof PLUGIN_NAMES], false]),
)

const started = performance.now()
const emulator = await startEmulator({
  port: Number(values.port),
  host: values.host,
  database: values.db,
  reset: values.reset,
  seed: Number(values.seed),
  ...(values.customers ? { customers: Number(values.customers) } : {}),
  plugins,
})
const info = (await (await fetch(`${emulator.url}/__emulator`)).json()) as {
  counts: Record<string, number>
  demoAccounts: { role: string; username: string; password: string }[]
}
process.stdout.write(
  `WooCommerce emulator on ${emulator.url} (ready in ${Math.round(performance.now() - started)} ms)\n` +
    `  REST API:         ${emulator.url}/wp-json/wc/v3/\n` +
    `  consumer key:     ${emulator.credentials.consumerKey}\n` +
    `  consumer secret:  ${emulator.credentials.consumerSecret}\n` +
    `  data:             ${JSON.stringify(info.counts)}\n` +
    `  control API:      ${emulator.url}/__emulator\n` +
    (without.length > 0 ? `  without plugins:  ${without.join(', ')}\n` : ''),
)
for (const account of info.demoAccounts) {
  process.stdout.write(`  ${account.role.padEnd(14)} ${account.username} / ${account.password}\n`)
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void emulator.stop().then(() => process.exit(0))
  })
}
