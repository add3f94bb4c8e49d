import { type ServerType, serve } from '@hono/node-server'
import { systemClock } from '@shop/clock'
import type { Hono } from 'hono'
import { createApp } from './app'
import type { EmulatorContext, InstalledPlugins } from './context'
import type { Env } from './http'
import { seedWithCache } from './seed-cache'
import { type ApiCredentials, type SeedOptions, seedDatabase } from './seed-database'
import { Store } from './store'

export type { InstalledPlugins } from './context'
export type { Fault } from './control'
export { CARD_PUBLISHABLE_KEY, CARD_SECRET } from './plugins/card-sandbox'
export type { OrdddConfig } from './plugins/orddd'
export type { TimeslotOverride } from './plugins/timeslot'
export { WALLET_CLIENT_ID, WALLET_SECRET } from './plugins/wallet-sandbox'
export { DEMO_ACCOUNTS } from './seed'
export { type ApiCredentials, type SeedOptions, seedCredentials } from './seed-database'

export interface EmulatorOptions extends SeedOptions {
  /** SQLite file; ':memory:' (the default) for a database that lives as long as the emulator. */
  database?: string
  /** Empty and reseed an existing database file (a new or empty one is always seeded). */
  reset?: boolean
  /** The site URL used in links, permalinks, image URLs and token issuers (no trailing slash). */
  siteUrl?: string
  /** The clock (default: the machine's); the shop's clock when the shop starts the emulator (SHOP_CLOCK). */
  now?: () => Date
  /**
   * A folder where a new database's seed is kept and taken from (seed-cache.ts): emulators started
   * in the same few minutes of their clock with the same options load a copy instead of seeding
   * again. Not with a database file.
   */
  seedCache?: string
  /**
   * Optional plugins to leave out, as on a store that does not have them: `orddd`, `phoneLogin`
   * (the routes answer 404 rest_no_route) and `portal` (timeslot.php is WordPress's 404 page).
   * Default: all installed. The control API switches them at run time too (PUT /__emulator/plugins).
   */
  plugins?: Partial<InstalledPlugins>
}

export interface Emulator {
  app: Hono<Env>
  context: EmulatorContext
  credentials: ApiCredentials
  /** Empties the database and seeds it again (with another seed if given). */
  reseed(seed?: number): ApiCredentials
  close(): void
}

/** A WooCommerce 11 emulator on SQLite, seeded with the shop's catalogue, customers and orders. */
export function createEmulator(options: EmulatorOptions = {}): Emulator {
  const store = new Store(options.database ?? ':memory:')
  const context: EmulatorContext & { reseed?: (seed?: number) => Promise<unknown> } = {
    store,
    siteUrl: (options.siteUrl ?? 'http://127.0.0.1:8080').replace(/\/+$/, ''),
    now: options.now ?? systemClock,
    plugins: { orddd: true, phoneLogin: true, portal: true, shopStatuses: false, ...options.plugins },
  }
  let credentials: ApiCredentials
  const reseed = (seed?: number) => {
    credentials = seedDatabase(context, { ...options, ...(seed !== undefined ? { seed } : {}) })
    return credentials
  }
  const database = options.database ?? ':memory:'
  if (options.seedCache && database === ':memory:') {
    const { seed, customers, consumerKey, consumerSecret } = options
    credentials = seedWithCache(
      store,
      options.seedCache,
      {
        options: { seed, customers, consumerKey, consumerSecret },
        siteUrl: context.siteUrl,
        now: context.now().getTime(),
      },
      reseed,
    )
  } else if (options.reset || store.isEmpty()) reseed()
  else
    credentials = store.getSetting<ApiCredentials>('api_credentials', { consumerKey: '', consumerSecret: '' })
  context.reseed = async (seed) => reseed(seed)
  const app = createApp(context)
  return {
    app,
    context,
    get credentials() {
      return credentials
    },
    reseed,
    close: () => store.close(),
  }
}

export interface RunningEmulator extends Emulator {
  /** The base URL it answers on, e.g. http://127.0.0.1:8080 (no trailing slash). */
  url: string
  stop(): Promise<void>
}

/** Starts the emulator over HTTP (port 0: any free port) and resolves once it listens. */
export async function startEmulator(
  options: EmulatorOptions & { port?: number; host?: string } = {},
): Promise<RunningEmulator> {
  const host = options.host ?? '127.0.0.1'
  let server: ServerType | undefined
  const emulator = createEmulator({
    ...options,
    siteUrl: options.siteUrl ?? `http://${host}:${options.port ?? 8080}`,
  })
  const port = await new Promise<number>((resolve, reject) => {
    server = serve({ fetch: emulator.app.fetch, port: options.port ?? 8080, hostname: host }, (info) =>
      resolve(info.port),
    )
    server.once('error', reject)
  })
  // Idle keep-alive connections outlive the clients' (the API server, tests) gaps between calls,
  // as WordPress behind a proxy does: a client never reuses one the emulator just closed.
  if (server && 'keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000
    server.headersTimeout = 66_000
  }
  const url = `http://${host}:${port}`
  if (!options.siteUrl && emulator.context.siteUrl !== url) emulator.context.siteUrl = url
  return {
    ...emulator,
    get credentials() {
      return emulator.credentials
    },
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve()
        server.close(() => {
          emulator.close()
          resolve()
        })
        ;(server as { closeAllConnections?: () => void }).closeAllConnections?.()
      }),
  }
}
