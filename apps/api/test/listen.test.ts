import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { KEEP_ALIVE_MS } from '../src/http/listen'
import { startApi, type TestApi } from './harness'

let t: TestApi
beforeAll(async () => {
  t = await startApi()
})
afterAll(async () => {
  await t?.stop()
})

/** Sends raw bytes and reads the whole answer (the server closes the connection after it). */
function raw(request: string): Promise<string> {
  const { hostname, port } = new URL(t.url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request))
    let answer = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk) => {
      answer += chunk
    })
    socket.on('end', () => resolve(answer))
    socket.on('error', reject)
  })
}

describe('the HTTP server', () => {
  it('answers headers over 16 KB with 431 and an Italian JSON error, not an empty answer', async () => {
    const answer = await raw(`GET /api/products?page=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`)
    expect(answer).toMatch(/^HTTP\/1\.1 431 /)
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))
    expect(body.error.code).toBe('headers_too_large')
    expect(body.error.message).toMatch(/^Richiesta troppo grande/)
  })

  it('answers a request line it cannot read with 400 and an Italian JSON error', async () => {
    const answer = await raw('NOT A REQUEST\r\n\r\n')
    expect(answer).toMatch(/^HTTP\/1\.1 400 /)
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).error.message).toMatch(
      /^Richiesta non valida/,
    )
  })

  it('keeps idle connections open for longer than a proxy in front does (65 s)', async () => {
    const response = await fetch(`${t.url}/api/health`)
    expect(response.status).toBe(200)
    expect(response.headers.get('keep-alive')).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`)
  })

  it('keeps the connection usable after refusing a request whose body arrives late', async () => {
    // A refusal (here: not JSON) is decided from the headers alone; the body arriving 700 ms later
    // must still be read, or the connection is closed under the next request on it.
    const { hostname, port } = new URL(t.url)
    const answers = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname)
      let answer = ''
      socket.setEncoding('utf8')
      socket.on('data', (chunk) => {
        answer += chunk
        if ((answer.match(/HTTP\/1\.1 /g) ?? []).length === 2 && answer.endsWith('}')) socket.end()
      })
      socket.on('close', () => resolve(answer))
      socket.on('error', reject)
      socket.write(
        'POST /api/auth/logout HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 5\r\n\r\n',
      )
      setTimeout(() => {
        socket.write('hello')
        setTimeout(() => socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n'), 100)
      }, 700)
    })
    expect(answers).toMatch(/^HTTP\/1\.1 415 /)
    expect(answers).toMatch(/HTTP\/1\.1 200 [\s\S]*"ok"/)
  })

  it('closes the connection after refusing a body over the limit, instead of reading it', async () => {
    const answer = await raw(
      `POST /api/auth/logout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${200 * 1024}\r\n\r\n`,
    )
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
    expect(answer).toMatch(/\r\nConnection: close\r\n/i)
  })
})
