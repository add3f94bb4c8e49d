/**
 * Starts the shop: the API server, and, when no WooCommerce store is configured (WOO_BASE_URL
 * unset), the embedded WooCommerce emulator it runs on. Configuration comes from the environment
 * (see README.md); it is checked before anything starts.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createWooClient } from '@shop/woo-client'
import { createCardProvider } from './adapters/card'
import { createOutboxMail, createOutboxSms, noMailTransport, noSmsTransport } from './adapters/messaging'
import { createWalletProvider } from './adapters/wallet'
import { type Config, ConfigError, readConfig } from './config'
import { createServer } from './create-server'
import { useEmbeddedEmulator } from './embedded'
import { createGeocoder } from './geocoding/create-geocoder'
import { listen } from './http/listen'
import { createLogger } from './log'
import type { ServerDeps } from './server-deps'
import { SqliteApiStore } from './store/sqlite-store'
import { createStoreConnection } from './store-connection'
import { createZonesService } from './zones-service'

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

const dataDir = resolve(process.env.DATA_DIR || 'data')
mkdirSync(dataDir, { recursive: true })

/** With the embedded emulator only, a secret generated once and kept in the data folder stands in for SESSION_SECRET. */
function localSecret(): string {
  const file = join(dataDir, 'session-secret')
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 })
  return readFileSync(file, 'utf8').trim()
}

let config: Config
try {
  config = readConfig({ ...process.env, DATA_DIR: dataDir }, localSecret)
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error))
}

let emulatorInfo = ''
if (config.embedded) {
  const { startEmulator } = await import('@shop/woo-emulator')
  const emulator = await startEmulator({
    port: Number(process.env.EMULATOR_PORT || 8080),
    host: '127.0.0.1',
    database: join(dataDir, 'woo-emulator.sqlite'),
  })
  useEmbeddedEmulator(config, emulator)
  const info = (await (await fetch(`${emulator.url}/__emulator`)).json()) as {
    counts: Record<string, number>
    demoAccounts: { role: string; username: string; password: string }[]
  }
  emulatorInfo =
    `  WooCommerce:  embedded emulator on ${emulator.url} (${info.counts.products} products, ${info.counts.users} users, ${info.counts.orders} orders)\n` +
    '  Demo logins:\n' +
    info.demoAccounts.map((a) => `    ${a.role.padEnd(14)} ${a.username} / ${a.password}`).join('\n') +
    '\n'
}

config.storefrontDir ??= resolve('../storefront/dist')
config.adminDir ??= resolve('../admin/dist')

const store = new SqliteApiStore(join(dataDir, 'api.sqlite'))
const now = () => new Date()
const log = createLogger([config.woo.consumerKey, config.woo.consumerSecret, config.sessionSecret])
const woo = createWooClient({
  baseUrl: config.woo.baseUrl,
  consumerKey: config.woo.consumerKey,
  consumerSecret: config.woo.consumerSecret,
  portalBaseUrl: config.woo.portalBaseUrl,
})
const deps: ServerDeps = {
  config,
  store,
  woo,
  connection: createStoreConnection(woo, { log, storeUrl: config.woo.baseUrl }),
  // The outbox only with the embedded emulator; a real store without a transport sends nothing and
  // the features that need one answer 503 (never a shop that pretends to send).
  mail: config.embedded ? createOutboxMail(store, now) : noMailTransport(),
  sms: config.embedded ? createOutboxSms(store, now) : noSmsTransport(),
  log,
  now,
  zones: createZonesService(store, { warn: (message, ...details) => log.warn(message, { details }) }),
  geocoder: createGeocoder(config),
  wallet: createWalletProvider(config.wallet),
  card: createCardProvider(config.card),
}

const app = createServer(deps)
const server = listen(app, { port: config.port, hostname: config.host }, (port) => {
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`
  const storefront = existsSync(join(config.storefrontDir ?? '', 'index.html')) ? `${url}/` : '(not built)'
  const admin = existsSync(join(config.adminDir ?? '', 'index.html')) ? `${url}/admin` : '(not built)'
  process.stdout.write(
    `${config.brand} is running\n` +
      `  Storefront:   ${storefront}\n` +
      `  Admin:        ${admin}\n` +
      `  API:          ${url}/api/health\n` +
      emulatorInfo +
      (config.embedded
        ? `  Outbox:       ${url}/api/dev/outbox (emails and SMS of the demo adapters)\n`
        : transportWarnings(deps)),
  )
  // The server runs whatever the answer: one line says whether WooCommerce works, or what is
  // wrong (GET /api/ready says the same until it is fixed).
  void deps.connection.check()
})

/** What a real store cannot do for want of a transport, said once at start. */
function transportWarnings({ mail, sms }: ServerDeps): string {
  return (
    (mail.available()
      ? ''
      : '  Email:        NO mail transport configured: password reset is unavailable (503) and no order emails are sent\n') +
    (sms.available()
      ? ''
      : '  SMS:          NO SMS gateway configured: login by phone code is unavailable (503)\n')
  )
}

const sweep = setInterval(() => store.sweep(Date.now()), 10 * 60_000)
sweep.unref()
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => {
      store.close()
      process.exit(0)
    })
    setTimeout(() => process.exit(0), 3000).unref()
  })
}
