import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, defaultApiMessages } from './api-error'
import { type ApiClientOptions, createApiClient } from './create-api-client'

interface Seen {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: string
}

let server: Server
let base = ''
let seen: Seen[] = []

/** A real HTTP server: each path answers one way, every request is recorded. */
beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const url = request.url ?? ''
      seen.push({
        method: request.method ?? '',
        url,
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      })
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(body))
      }
      if (url === '/api/italian')
        json(404, { error: { code: 'product_not_found', message: "Prodotto con slug 'x' non trovato" } })
      else if (url === '/api/fields')
        json(400, {
          error: {
            code: 'invalid_request',
            message: 'Controlla i campi evidenziati',
            fields: { 'shipping.postcode': 'Il CAP deve avere 5 cifre', email: "Indica un'email valida" },
          },
        })
      else if (url === '/api/issues')
        json(400, {
          error: {
            code: 'invalid_request',
            message: 'Controlla i campi evidenziati',
            issues: [
              { path: ['shipping', 'postcode'], message: 'Il CAP deve avere 5 cifre' },
              { path: 'email', message: "Indica un'email valida" },
              { path: 'email', message: 'Un secondo messaggio' },
              { message: 'senza percorso' },
            ],
          },
        })
      else if (url === '/api/private') json(401, { error: { code: 'login_required', message: 'Accedi' } })
      else if (url.startsWith('/api/ok'))
        json(200, { url, method: request.method, type: request.headers['content-type'] ?? null })
      else if (url === '/api/empty') {
        response.writeHead(204)
        response.end()
      } else if (url === '/api/slow') setTimeout(() => response.end('{}'), 2000)
      else if (url === '/api/flaky') {
        const hits = seen.filter((request) => request.url === url).length
        if (hits > 1) json(200, { hits })
        else json(503, { error: { code: 'unavailable', message: 'Riprova' } })
      } else {
        response.writeHead(502, { 'content-type': 'text/html' })
        response.end('<h1>Bad gateway</h1>')
      }
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((done) => server.close(() => done())))
beforeEach(() => {
  seen = []
})

const client = (options: Partial<ApiClientOptions> = {}) =>
  createApiClient({ baseURL: `${base}/api`, ...options })

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise
  } catch (error) {
    return error as ApiError
  }
  throw new Error('expected a failure')
}

describe('createApiClient: requests', () => {
  it('sends the query without undefined or empty values and reads JSON', async () => {
    const answer = await client().get<{ url: string }>('/ok', {
      a: 'x y',
      b: undefined,
      c: 2,
      d: '',
      e: true,
    })
    expect(answer.url).toBe('/api/ok?a=x+y&c=2&e=true')
  })

  it('asks for JSON, and sends a body as JSON with its content type', async () => {
    const answer = await client().post<{ method: string; type: string }>('/ok', { q: 1 })
    expect(answer).toMatchObject({ method: 'POST', type: 'application/json' })
    expect(seen[0]?.body).toBe('{"q":1}')
    expect(seen[0]?.headers.accept).toBe('application/json')
  })

  it('sends no body and no content type on a GET', async () => {
    const answer = await client().get<{ type: string | null }>('/ok')
    expect(answer.type).toBeNull()
    expect(seen[0]?.body).toBe('')
  })

  it("passes the caller's headers, as the checkout's Idempotency-Key", async () => {
    await client().request('POST', '/ok', { body: {}, headers: { 'idempotency-key': 'k-123' } })
    expect(seen[0]?.headers['idempotency-key']).toBe('k-123')
    await client().put('/ok', { a: 1 }, { headers: { 'idempotency-key': 'k-456' } })
    expect(seen[1]).toMatchObject({ method: 'PUT', body: '{"a":1}' })
    expect(seen[1]?.headers['idempotency-key']).toBe('k-456')
  })

  it('sends the session cookie on the same origin and calls the fetch it is given', async () => {
    const fetch = vi.fn(
      async (_input: unknown, _init?: unknown) => new Response('{"ok":true}', { status: 200 }),
    )
    expect(await createApiClient({ baseURL: '/api', fetch }).get('/auth/me')).toEqual({ ok: true })
    const [input, init] = fetch.mock.calls[0] ?? []
    expect(String(input)).toBe('/api/auth/me')
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin' })
  })

  it('sends the cookie across origins when told to (the API on an origin of its own)', async () => {
    const fetch = vi.fn(
      async (_input: unknown, _init?: unknown) => new Response('{"ok":true}', { status: 200 }),
    )
    const api = createApiClient({ baseURL: 'https://api.example.it/api', credentials: 'include', fetch })
    await api.post('/auth/login', { login: 'operatore' })
    await api.get('/auth/me')
    expect(
      fetch.mock.calls.map(([input, init]) => [String(input), (init as RequestInit).credentials]),
    ).toEqual([
      ['https://api.example.it/api/auth/login', 'include'],
      ['https://api.example.it/api/auth/me', 'include'],
    ])
  })

  it("uses the global fetch of the moment of the call (tests stub it after the app's modules load)", async () => {
    const api = createApiClient({ baseURL: '/api' })
    const fetch = vi.fn(async () => new Response('{"n":1}', { status: 200 }))
    vi.stubGlobal('fetch', fetch)
    try {
      expect(await api.get('/x')).toEqual({ n: 1 })
      expect(fetch).toHaveBeenCalledTimes(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('gives null for an empty answer', async () => {
    expect(await client().request('POST', '/empty', { body: {} })).toBeNull()
  })
})

describe('createApiClient: failures', () => {
  it("keeps the server's Italian message and code", async () => {
    const error = await failure(client().get('/italian'))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 404,
      code: 'product_not_found',
      message: "Prodotto con slug 'x' non trovato",
      issues: undefined,
      fields: undefined,
    })
  })

  it("reads the server's fields as issues, and gives them back by path", async () => {
    const error = await failure(client().post('/fields', {}))
    expect(error.issues).toEqual([
      { path: 'shipping.postcode', message: 'Il CAP deve avere 5 cifre' },
      { path: 'email', message: "Indica un'email valida" },
    ])
    expect(error.fields).toEqual({
      'shipping.postcode': 'Il CAP deve avere 5 cifre',
      email: "Indica un'email valida",
    })
  })

  it('reads a list of issues (zod paths joined with dots; the first message of a path wins)', async () => {
    const error = await failure(client().post('/issues', {}))
    expect(error.issues).toEqual([
      { path: 'shipping.postcode', message: 'Il CAP deve avere 5 cifre' },
      { path: 'email', message: "Indica un'email valida" },
      { path: 'email', message: 'Un secondo messaggio' },
    ])
    expect(error.fields).toEqual({
      'shipping.postcode': 'Il CAP deve avere 5 cifre',
      email: "Indica un'email valida",
    })
  })

  it('gives the Italian fallback when the answer has no message of its own', async () => {
    const error = await failure(client().get('/html'))
    expect(error).toMatchObject({ status: 502, code: 'http', message: defaultApiMessages.fallback })
  })

  it("tells a network failure apart, in the app's own words", async () => {
    const closed = createServer()
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((done) => closed.close(() => done()))
    const api = createApiClient({
      baseURL: `http://127.0.0.1:${port}/api`,
      messages: { network: 'Impossibile contattare il server del negozio.' },
    })
    const error = await failure(api.get('/ok'))
    expect(error).toMatchObject({
      status: 0,
      code: 'network',
      message: 'Impossibile contattare il server del negozio.',
    })
  })

  it('gives up after the time-out', async () => {
    const error = await failure(client({ timeout: 100 }).get('/slow'))
    expect(error).toMatchObject({ status: 0, code: 'timeout', message: defaultApiMessages.timeout })
  })

  it("keeps the time-out when the caller passes a signal, and stops at the caller's abort", async () => {
    const timedOut = await failure(client({ timeout: 100 }).get('/slow', {}, new AbortController().signal))
    expect(timedOut.code).toBe('timeout')
    const controller = new AbortController()
    const pending = client().get('/slow', {}, controller.signal)
    controller.abort()
    expect(await failure(pending)).toMatchObject({
      status: 0,
      code: 'aborted',
      message: 'Richiesta annullata',
    })
  })

  it('tells onUnauthorized of a 401 before rejecting, and of nothing else', async () => {
    const onUnauthorized = vi.fn()
    const api = client({ onUnauthorized })
    const error = await failure(api.get('/private'))
    expect(error).toMatchObject({ status: 401, code: 'login_required', message: 'Accedi' })
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith('/private', error)
    await failure(api.get('/italian'))
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })
})

describe('createApiClient: retries', () => {
  it('asks once by default, even for a GET', async () => {
    expect((await failure(client().get('/flaky'))).status).toBe(503)
    expect(seen).toHaveLength(1)
  })

  it('asks a GET again when told to', async () => {
    expect(await client({ retry: 1 }).get('/flaky')).toEqual({ hits: 2 })
    expect(seen).toHaveLength(2)
  })

  it('never sends a write twice', async () => {
    const api = client({ retry: 3 })
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      seen = []
      expect((await failure(api.request(method, '/flaky', { body: {} }))).status).toBe(503)
      expect(seen).toHaveLength(1)
    }
  })
})
