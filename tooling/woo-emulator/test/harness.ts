import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { clockFrom, parseInstant } from '@shop/clock'
import { type RunningEmulator, startEmulator } from '../src/index'
import { signUrl } from '../src/oauth1'

export interface Client {
  emulator: RunningEmulator
  /**
   * A call signed with the consumer key (OAuth 1.0a, as over plain HTTP WooCommerce requires)
   * unless `auth` says otherwise: 'none', or a bearer token.
   */
  call(
    method: string,
    path: string,
    options?: { body?: unknown; auth?: 'key' | 'none' | string; headers?: Record<string, string> },
    // biome-ignore lint/suspicious/noExplicitAny: tests read WooCommerce answers of every shape
  ): Promise<{ status: number; headers: Headers; body: any }>
  /** Sets the store's tax rates through the control API (`null`: back to the seed's). */
  taxes(body: unknown): Promise<Response>
}

/** An Italian customer's address, as the shop sends it (billing and shipping). */
export const BARI = {
  first_name: 'Lucia',
  last_name: 'Di Bari',
  address_1: 'Via Sparano da Bari, 84',
  city: 'Bari',
  state: 'BA',
  postcode: '70121',
  country: 'IT',
}

/**
 * The instant the emulator's tests run at unless a test gives its own clock: an ordinary Wednesday
 * morning in Rome. No test runs at the machine's date.
 */
export const TEST_INSTANT = '2026-11-25T10:00:00+01:00'

/** A clock running from TEST_INSTANT. */
export const testClock = () => clockFrom(parseInstant(TEST_INSTANT))

/** Starts an emulator on a free port (on a clock from TEST_INSTANT) and returns a tiny client for it. */
export async function startTestEmulator(options: Parameters<typeof startEmulator>[0] = {}): Promise<Client> {
  // The seeded shop is copied from the last few minutes' seed when there is one (CI time, issue 16).
  const emulator = await startEmulator({
    port: 0,
    customers: 2000,
    seedCache: join(tmpdir(), 'woo-emulator-seeds'),
    now: testClock(),
    ...options,
  })
  return {
    emulator,
    async call(method, path, { body, auth = 'key', headers = {} } = {}) {
      const h: Record<string, string> = { ...headers }
      let url = `${emulator.url}${path}`
      if (auth === 'key') url = signUrl(method, url, emulator.credentials, { now: emulator.context.now() })
      else if (auth !== 'none') h.authorization = `Bearer ${auth}`
      if (body !== undefined) h['content-type'] = 'application/json'
      const response = await fetch(url, {
        method,
        headers: h,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      })
      const text = await response.text()
      let parsed: unknown = text
      try {
        parsed = JSON.parse(text)
      } catch {}
      return { status: response.status, headers: response.headers, body: parsed }
    },
    taxes: (body) =>
      fetch(`${emulator.url}/__emulator/taxes`, {
        method: body === null ? 'DELETE' : 'PUT',
        headers: { 'content-type': 'application/json' },
        ...(body === null ? {} : { body: JSON.stringify(body) }),
      }),
  }
}
