/**
 * Starts the shop: the API server, and, when no WooCommerce store is configured (WOO_BASE_URL
 * unset), the embedded WooCommerce emulator it runs on. Configuration comes from the environment
 * (see README.md); it is checked before anything starts.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createWooClient } from '@shop/woo-client'
import { createCardProvider, sandboxCard } from './adapters/card'
import { createOutboxMail, createOutboxSms } from './adapters/messaging'
import { createWalletProvider, sandboxWallet } from './adapters/wallet'
import { type Config, ConfigError, readConfig } from './config'
import { createServer } from './create-server'
import { createGeocoder } from './geocoding/create-geocoder'
import { listen } from './http/listen'
import { createLogger } from './log'
import type { ServerDeps } from './server-deps'
import { SqliteApiStore } from './store/sqlite-store'
import { createZonesService } from './zones-service'

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

const dataDir = resolve(process.env.DATA_DIR || 'data')
mkdirSync(dataDir, { recursive: true })

/** Outside production, a secret generated once and kept in the data folder stands in for SESSION_SECRET. */
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
if (!config.woo.baseUrl) {
  const { startEmulator } = await import('@shop/woo-emulator')
  const emulator = await startEmulator({
    port: Number(process.env.EMULATOR_PORT || 8080),
    host: '127.0.0.1',
    database: join(dataDir, 'woo-emulator.sqlite'),
  })
  if (!config.wallet.apiUrl) config.wallet = sandboxWallet(emulator.url)
  if (!config.card.apiUrl) config.card = sandboxCard(emulator.url)
  config.woo = {
    baseUrl: emulator.url,
    consumerKey: emulator.credentials.consumerKey,
    consumerSecret: emulator.credentials.consumerSecret,
    portalBaseUrl: emulator.url,
  }
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
const deps: ServerDeps = {
  config,
  store,
  woo: createWooClient({
    baseUrl: config.woo.baseUrl,
    consumerKey: config.woo.consumerKey,
    consumerSecret: config.woo.consumerSecret,
    portalBaseUrl: config.woo.portalBaseUrl,
  }),
  mail: createOutboxMail(store, now),
  sms: createOutboxSms(store, now),
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
      (config.production
        ? ''
        : `  Outbox:       ${url}/api/dev/outbox (emails and SMS of the default adapters)\n`),
  )
})

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
