/**
 * Starts the shop: the API server on the WooCommerce store of WOO_BASE_URL, or, when it is unset, on
 * the embedded WooCommerce emulator that the caller starts (`startEmulator`: tooling/dev-shop, which
 * `npm start` runs). The API itself never imports the emulator. Configuration comes from the
 * environment (see README.md); it is checked before anything starts.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { type Clock, clockFrom, systemClock } from '@shop/clock'
import { createWooClient } from '@shop/woo-client'
import { createCardProvider } from './adapters/card'
import { createMessageQueue } from './adapters/message-queue'
import { createOutboxMail, createOutboxSms, noMailTransport, noSmsTransport } from './adapters/messaging'
import { createSmsProvider } from './adapters/sms-provider'
import { createSmtpMail, describeSmtpUrl } from './adapters/smtp-mail'
import { createWalletProvider } from './adapters/wallet'
import { checkOnTheWayStatus } from './admin/order-status-change'
import { type Config, ConfigError, readConfig } from './config'
import { createServer } from './create-server'
import { checkDeliverySources } from './delivery/delivery-sources'
import { createDeliveryPlugins } from './delivery-plugins'
import { type EmbeddedEmulator, useEmbeddedEmulator } from './embedded'
import { createGeocoder } from './geocoding/create-geocoder'
import { listen } from './http/listen'
import { createLogger } from './log'
import { pauseOrderMails, resumeOrderMails } from './orders/order-mail-events'
import { createOrderWatch } from './orders/order-watch'
import type { ServerDeps } from './server-deps'
import { preparePrivateDir, tightenPrivateFile } from './store/private-files'
import { type OpenStores, openPostgresStores, openSqliteStores } from './store/stores'
import { createStoreConnection } from './store-connection'
import { createZonesService } from './zones-service'

/** What `startShop` needs to run the shop on the embedded emulator (WOO_BASE_URL unset). */
export interface StartShopOptions {
  /**
   * Starts the WooCommerce emulator the shop runs on when WOO_BASE_URL is unset, with its database
   * in `dataDir` and the shop's clock `now` (SHOP_CLOCK), and gives it with the lines the start
   * banner shows of it (its URL, what it holds, the demo logins). Without it, an unset WOO_BASE_URL
   * is refused.
   */
  startEmulator?: (dataDir: string, now: Clock) => Promise<{ emulator: EmbeddedEmulator; banner: string }>
  /**
   * The shop's clock, for tests that run whole API processes on a store of their own at an instant
   * they choose (test/multi-instance/instance.ts). Never set by index.ts or tooling/dev-shop: a
   * shop runs on SHOP_CLOCK (embedded emulator only) or the machine's time.
   */
  clock?: Clock
}

/** Starts the shop as configured by the environment, and stops it on SIGINT and SIGTERM. */
export async function startShop({ startEmulator, clock }: StartShopOptions = {}): Promise<void> {
  const dataDir = resolve(process.env.DATA_DIR || 'data')
  // Logged before the configuration is read: only paths and modes, no secret to scrub.
  const early = createLogger([])
  const tightened = (message: string, details: Record<string, unknown>) => early.warn(message, details)
  // The data folder is the store's, the emulator's and the local secret's: 0700, narrowed when wider.
  preparePrivateDir(dataDir, tightened)

  /** With the embedded emulator only, a secret generated once and kept in the data folder stands in for SESSION_SECRET. */
  function localSecret(): string {
    const file = join(dataDir, 'session-secret')
    if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 })
    tightenPrivateFile(file, tightened)
    return readFileSync(file, 'utf8').trim()
  }

  let config: Config
  try {
    config = readConfig({ ...process.env, DATA_DIR: dataDir }, localSecret)
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : String(error))
  }

  // The shop's one clock: the server, its jobs and the embedded emulator read the time from it.
  // SHOP_CLOCK (embedded emulator only, readConfig refuses it with a real store) starts it at a
  // chosen instant, from which it runs on.
  const now: Clock = clock ?? (config.clockStart ? clockFrom(config.clockStart) : systemClock)

  let emulatorInfo = ''
  if (config.embedded) {
    if (!startEmulator) {
      fail(
        "WOO_BASE_URL non è impostato: il negozio di prova sull'emulatore WooCommerce si avvia con npm start " +
          '(tooling/dev-shop); per un negozio vero imposta WOO_BASE_URL, WOO_CONSUMER_KEY e WOO_CONSUMER_SECRET.',
      )
    }
    const embedded = await startEmulator(dataDir, now)
    useEmbeddedEmulator(config, embedded.emulator)
    emulatorInfo = embedded.banner
  }

  config.storefrontDir ??= resolve('../storefront/dist')
  config.adminDir ??= resolve('../admin/dist')
  config.driverDir ??= resolve('../driver/dist')

  const log = createLogger(
    [
      config.woo.consumerKey,
      config.woo.consumerSecret,
      config.sessionSecret,
      ...transportSecrets(config),
      ...databaseSecrets(config),
    ],
    undefined,
    now,
  )
  // Credentials in the stores are sealed with a key derived from SESSION_SECRET (store/secret-box.ts).
  // DATABASE_URL: PostgreSQL, shared by every instance (its schema brought up to date first); else
  // the embedded SQLite file in the data folder, for one instance.
  const storeOptions = {
    secret: config.sessionSecret,
    log: (message: string, details: Record<string, unknown>) => log.warn(message, details),
  }
  let stores: OpenStores
  try {
    stores = config.databaseUrl
      ? await openPostgresStores(config.databaseUrl, storeOptions)
      : openSqliteStores(join(dataDir, 'api.sqlite'), storeOptions)
  } catch (error) {
    fail(
      config.databaseUrl
        ? `Il database PostgreSQL (DATABASE_URL, ${describeDatabaseUrl(config.databaseUrl)}) non si apre: ${scrub(String(error), databaseSecrets(config))}`
        : `I dati del negozio (${join(dataDir, 'api.sqlite')}) non si aprono: ${String(error)}`,
    )
  }
  const smtp = config.mail ? createSmtpMail({ url: config.mail.smtpUrl, from: config.mail.from }) : null
  // The durable queue (rows in api.sqlite): what a restart or a mail server down for hours left
  // undelivered goes out when the transport answers again.
  const queue = createMessageQueue({
    messages: stores.messages,
    log,
    now,
    mail: smtp?.deliver,
    sms: config.sms ? createSmsProvider(config.sms) : undefined,
  })
  const woo = createWooClient({
    baseUrl: config.woo.baseUrl,
    consumerKey: config.woo.consumerKey,
    consumerSecret: config.woo.consumerSecret,
    portalBaseUrl: config.woo.portalBaseUrl,
    now,
  })
  const deps: ServerDeps = {
    config,
    stores,
    woo,
    connection: createStoreConnection(woo, { log, storeUrl: config.woo.baseUrl }),
    deliveryPlugins: createDeliveryPlugins({ log, now: () => now().getTime() }),
    // A configured transport, through the queue; else the outbox only with the embedded emulator. A
    // real store without a transport sends nothing and the features that need one answer 503 (never
    // a shop that pretends to send).
    mail:
      queue.mail ??
      (config.embedded ? createOutboxMail(stores.outbox, stores.messages, now) : noMailTransport()),
    sms:
      queue.sms ??
      (config.embedded ? createOutboxSms(stores.outbox, stores.messages, now) : noSmsTransport()),
    log,
    now,
    zones: createZonesService(stores.zones, {
      warn: (message, ...details) => log.warn(message, { details }),
    }),
    geocoder: createGeocoder(config),
    wallet: createWalletProvider(config.wallet),
    card: createCardProvider(config.card),
  }

  const app = createServer(deps)
  const watch = createOrderWatch(deps)
  const server = listen(app, { port: config.port, hostname: config.host }, (port) => {
    const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`
    const storefront = existsSync(join(config.storefrontDir ?? '', 'index.html')) ? `${url}/` : '(not built)'
    const admin = existsSync(join(config.adminDir ?? '', 'index.html')) ? `${url}/admin` : '(not built)'
    const driver = existsSync(join(config.driverDir ?? '', 'index.html')) ? `${url}/driver` : '(not built)'
    process.stdout.write(
      `${config.brand} is running\n` +
        `  Storefront:   ${storefront}\n` +
        `  Admin:        ${admin}\n` +
        `  Driver:       ${driver}\n` +
        `  API:          ${url}/api/health\n` +
        `  Data:         ${config.databaseUrl ? `PostgreSQL ${describeDatabaseUrl(config.databaseUrl)}` : `SQLite ${join(dataDir, 'api.sqlite')}`}\n` +
        (config.appOrigins.length > 0
          ? `  App origins:  ${config.appOrigins.join(', ')} (APP_ORIGINS: CORS with the session cookie)\n`
          : '') +
        emulatorInfo +
        (config.clockStart
          ? `  Clock:        SHOP_CLOCK ${config.clockStart.toISOString()} (the shop's time starts there and runs on)\n`
          : '') +
        transportLines(config) +
        (config.embedded && (!config.mail || !config.sms)
          ? `  Outbox:       ${url}/api/dev/outbox (emails and SMS of the demo adapters)\n`
          : config.embedded
            ? ''
            : transportWarnings(deps)),
    )
    queue.start()
    // The 'received' mails that were waiting for an online payment wait on; the back office is watched.
    resumeOrderMails(deps).catch((error: unknown) =>
      log.error('the waiting order mails could not be taken up again', { error }),
    )
    watch.start()
    // The server runs whatever the answer: one line says whether WooCommerce works, or what is
    // wrong (GET /api/ready says the same until it is fixed).
    // Then whether the store has 'In consegna' (a warning when it has not), and one line saying
    // where the calendar and slots come from: Order Delivery Date, or the shop's own zones and
    // rules when the store has no such plugin (a normal store, not an error).
    void deps.connection
      .check()
      .then((check) =>
        check.ok ? Promise.all([checkOnTheWayStatus(deps), checkDeliverySources(deps)]) : null,
      )
  })

  // Expired rows go every 10 minutes; a sweep that fails is said and tried again, never the end of
  // the process (until issue 25 one threw on a table gone since issue 23, and took the shop down).
  const sweep = setInterval(() => {
    stores
      .sweep(now().getTime())
      .catch((error: unknown) => log.error('Pulizia dei dati scaduti non riuscita', { error: String(error) }))
  }, 10 * 60_000)
  sweep.unref()
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      server.close(() => {
        pauseOrderMails(deps)
        void Promise.all([queue.stop(), watch.stop()])
          .then(() => stores.close())
          .finally(() => {
            smtp?.close()
            process.exit(0)
          })
      })
      setTimeout(() => process.exit(0), 3000).unref()
    })
  }
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

/** The transports that are on, one line each (never a password). */
function transportLines({ mail, sms }: Config): string {
  return (
    (mail
      ? `  Email:        SMTP ${describeSmtpUrl(mail.smtpUrl)}, from ${mail.from} (queued, with retries)\n`
      : '') +
    (sms
      ? `  SMS:          ${sms.provider} ${new URL(sms.url).host}, sender ${sms.sender} (queued, with retries)\n`
      : '')
  )
}

/** The database's password, which the logger masks like the others. */
function databaseSecrets({ databaseUrl }: Config): string[] {
  const password = databaseUrl ? decodeURIComponent(new URL(databaseUrl).password) : ''
  return password.length >= 4 ? [password] : []
}

/** Where the database is, without its password: `host:port/name`. */
function describeDatabaseUrl(url: string): string {
  const { hostname, port, pathname } = new URL(url)
  return `${hostname}${port ? `:${port}` : ''}${pathname}`
}

/** A message with `secrets` masked (the driver's errors may quote the connection string). */
function scrub(message: string, secrets: string[]): string {
  return secrets.reduce((text, secret) => text.replaceAll(secret, '***'), message)
}

/** The transports' secrets, which the logger masks like the others. */
function transportSecrets({ mail, sms }: Config): string[] {
  const smtpPassword = mail ? decodeURIComponent(new URL(mail.smtpUrl).password) : ''
  const smsSecret = sms ? (sms.provider === 'generic' ? sms.token : sms.password) : ''
  return [smtpPassword, smsSecret].filter((secret) => secret.length >= 4)
}

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
