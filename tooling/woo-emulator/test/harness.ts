import { type RunningEmulator, startEmulator } from '../src/index'

export interface Client {
  emulator: RunningEmulator
  /** A call with the consumer key (Basic auth) unless `auth` says otherwise. */
  call(
    method: string,
    path: string,
    options?: { body?: unknown; auth?: 'key' | 'none' | string; headers?: Record<string, string> },
    // biome-ignore lint/suspicious/noExplicitAny: tests read WooCommerce answers of every shape
  ): Promise<{ status: number; headers: Headers; body: any }>
}

/** Starts an emulator on a free port and returns a tiny client for it. */
export async function startTestEmulator(options: Parameters<typeof startEmulator>[0] = {}): Promise<Client> {
  const emulator = await startEmulator({ port: 0, customers: 2000, ...options })
  const basic = `Basic ${Buffer.from(`${emulator.credentials.consumerKey}:${emulator.credentials.consumerSecret}`).toString('base64')}`
  return {
    emulator,
    async call(method, path, { body, auth = 'key', headers = {} } = {}) {
      const h: Record<string, string> = { ...headers }
      if (auth === 'key') h.authorization = basic
      else if (auth !== 'none') h.authorization = `Bearer ${auth}`
      if (body !== undefined) h['content-type'] = 'application/json'
      const response = await fetch(`${emulator.url}${path}`, {
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
  }
}
