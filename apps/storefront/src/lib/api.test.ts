// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError, apiRequest, NETWORK_MESSAGE, toApiError } from './api'

let server: Server
let base = ''
let lastBody = ''

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      lastBody = Buffer.concat(chunks).toString()
      if (request.url === '/api/italian') {
        response.writeHead(404, { 'content-type': 'application/json' })
        response.end(
          JSON.stringify({
            error: { code: 'product_not_found', message: "Prodotto con slug 'x' non trovato" },
          }),
        )
      } else if (request.url?.startsWith('/api/ok')) {
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(
          JSON.stringify({
            url: request.url,
            method: request.method,
            type: request.headers['content-type'] ?? null,
          }),
        )
      } else if (request.url === '/api/slow') {
        setTimeout(() => response.end('{}'), 2000)
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

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise
  } catch (error) {
    return error as ApiError
  }
  throw new Error('expected a failure')
}

describe('apiRequest', () => {
  it('sends the query without undefined values and reads JSON', async () => {
    const answer = await apiRequest<{ url: string }>('GET', '/ok', {
      base,
      query: { a: 'x y', b: undefined, c: 2 },
    })
    expect(answer.url).toBe('/api/ok?a=x+y&c=2')
  })

  it('sends a JSON body', async () => {
    const answer = await apiRequest<{ method: string; type: string }>('POST', '/ok', { base, body: { q: 1 } })
    expect(answer).toMatchObject({ method: 'POST', type: 'application/json' })
    expect(lastBody).toBe('{"q":1}')
  })

  it("keeps the server's Italian message and code", async () => {
    const error = await failure(apiRequest('GET', '/italian', { base }))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 404,
      code: 'product_not_found',
      message: "Prodotto con slug 'x' non trovato",
    })
  })

  it('gives a plain Italian message when the answer has none', async () => {
    const error = await failure(apiRequest('GET', '/html', { base }))
    expect(error.status).toBe(502)
    expect(error.message).toMatch(/Riprova/)
  })

  it('tells a network failure apart', async () => {
    const closed = createServer()
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((done) => closed.close(() => done()))
    const error = await failure(apiRequest('GET', '/ok', { base: `http://127.0.0.1:${port}` }))
    expect(error).toMatchObject({ status: 0, code: 'network', message: NETWORK_MESSAGE })
  })

  it("stops at the caller's abort", async () => {
    const controller = new AbortController()
    const pending = apiRequest('GET', '/slow', { base, signal: controller.signal })
    controller.abort()
    expect((await failure(pending)).code).toBe('aborted')
  })
})

describe('toApiError', () => {
  it('passes ApiErrors through and wraps anything else', () => {
    const own = new ApiError(409, 'x', 'y')
    expect(toApiError(own)).toBe(own)
    expect(toApiError(new Error('boom')).code).toBe('unknown')
    expect(toApiError(new DOMException('t', 'TimeoutError')).code).toBe('timeout')
  })
})
