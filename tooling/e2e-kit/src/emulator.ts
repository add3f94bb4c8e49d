import { type APIRequestContext, request as playwrightRequest } from '@playwright/test'

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

let woo: Promise<APIRequestContext> | null = null
/** The emulator's REST API with the shop's consumer key (read from its control endpoint). */
export function wooApi(): Promise<APIRequestContext> {
  woo ??= (async () => {
    const info = await (await fetch(`${emulatorUrl()}/__emulator`)).json()
    const { consumerKey, consumerSecret } = info.credentials as {
      consumerKey: string
      consumerSecret: string
    }
    return playwrightRequest.newContext({
      baseURL: `${emulatorUrl()}/wp-json/wc/v3/`,
      extraHTTPHeaders: {
        authorization: `Basic ${Buffer.from(`${consumerKey}:${consumerSecret}`).toString('base64')}`,
      },
    })
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
