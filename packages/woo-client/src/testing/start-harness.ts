import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { clockFrom, parseInstant } from '@shop/clock'
import { type RunningEmulator, startEmulator } from '@shop/woo-emulator'
import { createWooClient } from '../create-woo-client'
import type { WooClientOptions } from '../woo-client'

export interface Harness {
  emulator: RunningEmulator
  client: ReturnType<typeof createWooClient>
  /** Every request the client made: method, URL and headers. */
  requests: { method: string; url: string; headers: Headers; body: string | undefined }[]
  makeClient(overrides?: Partial<WooClientOptions>): ReturnType<typeof createWooClient>
  control(path: string, method: string, body?: unknown): Promise<Response>
  demo(role: string): { username: string; email: string; password: string }
  stop(): Promise<void>
}

/** The instant the client's tests run the store at: a Wednesday morning in Rome, running on. */
export const TEST_INSTANT = '2026-11-25T10:00:00+01:00'

/**
 * The emulator on 127.0.0.1 (its clock from TEST_INSTANT) and a client pointed at it, signing at
 * the store's time and recording what it sends.
 */
export async function startHarness(): Promise<Harness> {
  // The seeded shop is copied from the last few minutes' seed when there is one (CI time, issue 16).
  const emulator = await startEmulator({
    port: 0,
    customers: 2000,
    seedCache: join(tmpdir(), 'woo-emulator-seeds'),
    now: clockFrom(parseInstant(TEST_INSTANT)),
  })
  const requests: Harness['requests'] = []
  const recording: typeof fetch = async (input, init) => {
    const request = new Request(input, init)
    requests.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: init?.body ? String(init.body) : undefined,
    })
    return fetch(request)
  }
  const makeClient = (overrides: Partial<WooClientOptions> = {}) =>
    createWooClient({
      baseUrl: emulator.url,
      portalBaseUrl: emulator.url,
      consumerKey: emulator.credentials.consumerKey,
      consumerSecret: emulator.credentials.consumerSecret,
      fetch: recording,
      now: emulator.context.now,
      ...overrides,
    })
  const info = (await (await fetch(`${emulator.url}/__emulator`)).json()) as {
    demoAccounts: { role: string; username: string; email: string; password: string }[]
  }
  return {
    emulator,
    client: makeClient(),
    requests,
    makeClient,
    control: (path, method, body) =>
      fetch(`${emulator.url}/__emulator${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      }),
    demo(role) {
      const account = info.demoAccounts.find((a) => a.role === role)
      if (!account) throw new Error(`no demo account with role ${role}`)
      return account
    },
    stop: () => emulator.stop(),
  }
}
