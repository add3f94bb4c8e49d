import { type APIRequestContext, type APIResponse, request as playwrightRequest } from '@playwright/test'
import { signOAuth1Url } from '@shop/woo-client'
import { shopClock } from './shop-clock'

/** The URL of the emulator started by the app's global setup (EMULATOR_URL). */
export function emulatorUrl(): string {
  const url = process.env.EMULATOR_URL
  if (!url) throw new Error('EMULATOR_URL is not set: run the tests with `pnpm e2e`')
  return url
}

/** The URL of the shop started by the app's global setup (SHOP_URL). */
export function shopUrl(): string {
  const url = process.env.SHOP_URL
  if (!url)
    throw new Error('SHOP_URL is not set: run the tests with `pnpm e2e` (global-setup.ts starts the shop)')
  return url
}

/** A made-up client address for X-Forwarded-For (the API trusts it in the tests). */
export function clientAddress(): string {
  const part = () => Math.floor(Math.random() * 254) + 1
  return `10.${part()}.${part()}.${part()}`
}

/** The emulator's wc/v3 REST API as a test calls it: paths under wc/v3/, JSON bodies as `data`. */
export interface WooApi {
  get(path: string): Promise<APIResponse>
  post(path: string, options?: { data?: unknown }): Promise<APIResponse>
  put(path: string, options?: { data?: unknown }): Promise<APIResponse>
  delete(path: string): Promise<APIResponse>
}

let woo: Promise<WooApi> | null = null
/**
 * The emulator's REST API with the shop's consumer key (read from its control endpoint). The
 * emulator, like WooCommerce over plain http, accepts only OAuth 1.0a signatures: every call is
 * signed through @shop/woo-client, as the shop's own calls are.
 */
export function wooApi(): Promise<WooApi> {
  woo ??= (async () => {
    const info = await (await fetch(`${emulatorUrl()}/__emulator`)).json()
    const keys = info.credentials as { consumerKey: string; consumerSecret: string }
    const context: APIRequestContext = await playwrightRequest.newContext()
    // Signed at the shop's time: the store checks the timestamp against its own clock (SHOP_CLOCK).
    const now = await shopClock()
    const signed = (method: string, path: string) =>
      signOAuth1Url(method, `${emulatorUrl()}/wp-json/wc/v3/${path.replace(/^\/+/, '')}`, keys, { now })
    return {
      get: async (path) => context.get(await signed('GET', path)),
      post: async (path, options = {}) => context.post(await signed('POST', path), options),
      put: async (path, options = {}) => context.put(await signed('PUT', path), options),
      delete: async (path) => context.delete(await signed('DELETE', path)),
    }
  })()
  return woo
}

/** A call to the emulator's control API (/__emulator/faults, /orddd, /timeslots). */
export async function control(
  path: string,
  method: 'POST' | 'PUT' | 'DELETE',
  body?: unknown,
): Promise<void> {
  const response = await fetch(`${emulatorUrl()}/__emulator${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  if (!response.ok)
    throw new Error(`emulator control ${method} ${path}: ${response.status} ${await response.text()}`)
}
