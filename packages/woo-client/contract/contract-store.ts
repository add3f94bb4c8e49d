/**
 * The store the contract suite runs against: a real WooCommerce named by the environment, or,
 * without WOO_CONTRACT_URL, the emulator started here (what CI runs). Also the suite's own REST
 * helper for what the client does not do (create and delete its test products and categories,
 * delete its customers and orders), authenticated as the client authenticates: Basic auth over
 * https, OAuth 1.0a signatures over http.
 */
import { type Clock, clockFrom, parseInstant, systemClock } from '@shop/clock'
import { type RunningEmulator, startEmulator } from '@shop/woo-emulator'
import { signOAuth1Url } from '../src/sign-oauth1-url'

export interface ContractStore {
  /** 'emulator' or the real store's URL. */
  name: string
  real: boolean
  baseUrl: string
  portalBaseUrl: string
  consumerKey: string
  consumerSecret: string
  /** A van of the delivery portal (timeslot.php). */
  vehicle: string
  /** An existing user to log in with (read-only check of the JWT token and users/me), when given. */
  user: { username: string; password: string } | null
  /**
   * The store's time: a real store's is the real time; the emulator runs from a chosen instant
   * (no test runs at the machine's date). The client signs with it.
   */
  now: Clock
  /** A wc/v3 call with the keys; the answer's status and JSON body. */
  rest(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }>
  stop(): Promise<void>
}

const trimmed = (value: string | undefined) => value?.trim() || undefined

/** The emulator's instant when no real store is named: a Wednesday morning in Rome, running on. */
const EMULATOR_INSTANT = '2026-11-25T10:00:00+01:00'

export async function openContractStore(env: Record<string, string | undefined>): Promise<ContractStore> {
  const url = trimmed(env.WOO_CONTRACT_URL)?.replace(/\/+$/, '')
  let emulator: RunningEmulator | undefined
  let keys: { consumerKey: string; consumerSecret: string }
  if (url) {
    const consumerKey = trimmed(env.WOO_CONSUMER_KEY)
    const consumerSecret = trimmed(env.WOO_CONSUMER_SECRET)
    if (!consumerKey || !consumerSecret) {
      throw new Error(
        'WOO_CONTRACT_URL needs WOO_CONSUMER_KEY and WOO_CONSUMER_SECRET (a read/write REST API key of an administrator or shop manager): WOO_CONTRACT_URL=https://negozio.example WOO_CONSUMER_KEY=ck_… WOO_CONSUMER_SECRET=cs_… pnpm --filter @shop/woo-client contract',
      )
    }
    keys = { consumerKey, consumerSecret }
  } else {
    emulator = await startEmulator({ port: 0, customers: 40, now: clockFrom(parseInstant(EMULATOR_INSTANT)) })
    keys = emulator.credentials
  }
  const baseUrl = url ?? (emulator as RunningEmulator).url
  let username = trimmed(env.WOO_CONTRACT_USERNAME)
  let password = env.WOO_CONTRACT_PASSWORD
  if (emulator) {
    // The emulator's demo customer stands in for the user a real run may name.
    const info = (await (await fetch(`${emulator.url}/__emulator`)).json()) as {
      demoAccounts: { role: string; username: string; password: string }[]
    }
    const demo = info.demoAccounts.find((account) => account.role === 'customer')
    username = demo?.username
    password = demo?.password
  }
  return {
    name: url ?? 'emulator',
    real: Boolean(url),
    baseUrl,
    portalBaseUrl: trimmed(env.WOO_CONTRACT_PORTAL_URL)?.replace(/\/+$/, '') ?? baseUrl,
    ...keys,
    vehicle: trimmed(env.WOO_CONTRACT_VEHICLE) ?? 'Fiorino',
    now: emulator ? emulator.context.now : systemClock,
    user: username && password ? { username, password } : null,
    async rest(method, path, body) {
      const target = `${baseUrl}/wp-json/wc/v3/${path.replace(/^\/+/, '')}`
      const https = target.startsWith('https:')
      const headers: Record<string, string> = { accept: 'application/json' }
      if (https) headers.authorization = `Basic ${btoa(`${keys.consumerKey}:${keys.consumerSecret}`)}`
      if (body !== undefined) headers['content-type'] = 'application/json'
      const response = await fetch(
        https
          ? target
          : await signOAuth1Url(method, target, keys, { now: emulator ? emulator.context.now : systemClock }),
        {
          method,
          headers,
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
          signal: AbortSignal.timeout(30_000),
        },
      )
      const text = await response.text()
      let parsed: unknown = text
      try {
        parsed = JSON.parse(text)
      } catch {}
      return { status: response.status, body: parsed }
    },
    stop: async () => {
      await emulator?.stop()
    },
  }
}
