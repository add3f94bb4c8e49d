/**
 * The control API hands out the REST credentials and the demo passwords: it answers this machine's
 * scripts only (issue 14, point 7), never another host, a DNS-rebinding page or a web page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isLoopbackAddress } from '../src/control'
import { type RunningEmulator, startEmulator } from '../src/index'
import { signUrl } from '../src/oauth1'
import { testClock } from './harness'

let emulator: RunningEmulator

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, customers: 40, now: testClock() })
}, 120_000)

afterAll(async () => {
  await emulator?.stop()
})

describe('the control API', () => {
  it('answers a script on this machine, with the credentials', async () => {
    const reply = await fetch(`${emulator.url}/__emulator`)
    expect(reply.status).toBe(200)
    const body = (await reply.json()) as { credentials: { consumerKey: string } }
    expect(body.credentials.consumerKey).toBe(emulator.credentials.consumerKey)
  })

  it('refuses a web page (an Origin), whatever its address', async () => {
    for (const origin of ['https://attacker.example', 'http://127.0.0.1:3000', 'null']) {
      const reply = await fetch(`${emulator.url}/__emulator`, { headers: { origin } })
      expect(reply.status, origin).toBe(403)
      expect(await reply.text()).not.toContain(emulator.credentials.consumerKey)
    }
    const fault = await fetch(`${emulator.url}/__emulator/faults`, {
      method: 'POST',
      headers: { origin: 'https://attacker.example', 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/wp-json', status: 500 }),
    })
    expect(fault.status).toBe(403)
    const info = (await (await fetch(`${emulator.url}/__emulator`)).json()) as { faults: unknown[] }
    expect(info.faults).toEqual([])
  })

  it('refuses a request naming another host (DNS rebinding)', async () => {
    const { request } = await import('node:http')
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL(`${emulator.url}/__emulator`)
      request({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        headers: { host: 'rebound.example' },
      })
        .on('response', (response) => {
          response.resume()
          resolve(response.statusCode ?? 0)
        })
        .on('error', reject)
        .end()
    })
    expect(status).toBe(403)
  })

  it('refuses another machine even when the emulator listens on every interface', async () => {
    const request = new Request('http://127.0.0.1:8080/__emulator')
    const fromLan = await emulator.app.fetch(request, {
      incoming: { socket: { remoteAddress: '192.0.2.7' } },
    })
    expect(fromLan.status).toBe(403)
    const fromHere = await emulator.app.fetch(new Request('http://127.0.0.1:8080/__emulator'), {
      incoming: { socket: { remoteAddress: '::ffff:127.0.0.1' } },
    })
    expect(fromHere.status).toBe(200)
  })

  it('tells loopback addresses apart', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(address), address).toBe(true)
    for (const address of ['192.0.2.7', '::ffff:10.0.0.1', 'fd00::2', '0.0.0.0', '', undefined])
      expect(isLoopbackAddress(address), String(address)).toBe(false)
  })

  it('leaves the REST API to any host', async () => {
    const url = signUrl('GET', `${emulator.url}/wp-json/wc/v3/products?per_page=1`, emulator.credentials, {
      now: emulator.context.now(),
    })
    const reply = await fetch(url, { headers: { origin: 'https://shop.example' } })
    expect(reply.status).toBe(200)
  })
})
