import { afterEach, describe, expect, it } from 'vitest'
import { createMessageQueue, type MessageQueue } from '../src/adapters/message-queue'
import { createOutboxMail, createOutboxSms } from '../src/adapters/messaging'
import { createSmsProvider, internationalPhone } from '../src/adapters/sms-provider'
import type { SmsConfig } from '../src/config'
import { openSqliteStores } from '../src/store/stores'
import { type RecordedRequest, startHttp, testParts } from './transports'

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function provider(
  respond: (request: RecordedRequest, index: number) => { status: number; body: string },
) {
  const http = await startHttp(respond)
  cleanups.push(() => http.close())
  return http
}

function setUp(config: SmsConfig) {
  const store = openSqliteStores(':memory:')
  const parts = testParts()
  const queue = createMessageQueue({
    messages: store.messages,
    log: parts.log,
    now: parts.now,
    sms: createSmsProvider(config),
  })
  cleanups.push(async () => {
    await queue.stop()
    store.close()
  })
  return { queue, store, parts, sms: queue.sms as NonNullable<MessageQueue['sms']> }
}

const TEXT = '123456 è il tuo codice di accesso a Bari Bevande. Vale 10 minuti: non darlo a nessuno.'

describe('SMS through the generic JSON provider', () => {
  it('POSTs { to, text, sender } with the bearer token; a 5xx is retried and then delivered once', async () => {
    const http = await provider((_request, index) =>
      index === 0 ? { status: 503, body: '{"error":"busy"}' } : { status: 200, body: '{"id":"m1"}' },
    )
    const { queue, sms, store, parts } = setUp({
      provider: 'generic',
      url: `${http.url}/v1/sms`,
      token: 'tok-0123456789',
      sender: 'BariBevande',
    })
    await sms.send({ to: '3471112233', text: TEXT })
    await queue.runDue()
    expect((await store.messages.queuedMessages(1))[0]).toMatchObject({ state: 'queued', attempts: 1 })
    expect((await store.messages.queuedMessages(1))[0]?.lastError).toContain('HTTP 503')
    parts.advance(30_000)
    expect(await queue.runDue()).toBe(1)
    parts.advance(3600_000)
    expect(await queue.runDue()).toBe(0)
    expect(http.requests).toHaveLength(2)
    for (const request of http.requests) {
      expect(request).toMatchObject({ method: 'POST', path: '/v1/sms' })
      expect(request.headers.authorization).toBe('Bearer tok-0123456789')
      expect(request.headers['content-type']).toBe('application/json')
      expect(JSON.parse(request.body)).toEqual({ to: '+393471112233', text: TEXT, sender: 'BariBevande' })
    }
    expect((await store.messages.queuedMessages(1))[0]).toMatchObject({ state: 'sent', payload: '' })
  })

  it('gives up at once on a 4xx refusal (a wrong token), and retries a 429', async () => {
    const http = await provider((request) =>
      JSON.parse(request.body).to === '+393470000001'
        ? { status: 401, body: '{}' }
        : { status: 429, body: '{}' },
    )
    const { queue, sms, store } = setUp({
      provider: 'generic',
      url: http.url,
      token: 'x',
      sender: '3331234567',
    })
    await sms.send({ to: '3470000001', text: 'uno' })
    await sms.send({ to: '3470000002', text: 'due' })
    await queue.runDue()
    const [second, first] = await store.messages.queuedMessages(2)
    expect(first).toMatchObject({ state: 'failed', attempts: 1 })
    expect(second).toMatchObject({ state: 'queued', attempts: 1 })
  })
})

describe("SMS through Skebby's REST API", () => {
  it('logs in with HTTP Basic, then POSTs the documented body with user_key and Session_key; a 5xx then success', async () => {
    let sends = 0
    const http = await provider((request) => {
      if (request.method === 'GET' && request.path === '/API/v1.0/REST/login') {
        const expected = `Basic ${Buffer.from('negozio@example.it:segreta').toString('base64')}`
        return request.headers.authorization === expected
          ? { status: 200, body: 'UK123;SK456' }
          : { status: 401, body: '' }
      }
      if (request.method === 'POST' && request.path === '/API/v1.0/REST/sms') {
        if (request.headers.user_key !== 'UK123' || request.headers.session_key !== 'SK456')
          return { status: 401, body: '' }
        sends++
        return sends === 1
          ? { status: 500, body: '' }
          : {
              status: 201,
              body: '{"result":"OK","order_id":"ord-1","total_sent":1,"internal_order_id":"i1"}',
            }
      }
      return { status: 404, body: '' }
    })
    const { queue, sms, store, parts } = setUp({
      provider: 'skebby',
      url: `${http.url}/API/v1.0/REST/`,
      username: 'negozio@example.it',
      password: 'segreta',
      sender: 'BariBevande',
      messageType: 'GP',
    })
    await sms.send({ to: '3471112233', text: TEXT })
    await queue.runDue()
    expect((await store.messages.queuedMessages(1))[0]).toMatchObject({ state: 'queued', attempts: 1 })
    parts.advance(30_000)
    expect(await queue.runDue()).toBe(1)
    expect(http.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /API/v1.0/REST/login',
      'POST /API/v1.0/REST/sms',
      'GET /API/v1.0/REST/login',
      'POST /API/v1.0/REST/sms',
    ])
    expect(JSON.parse(http.requests[3]?.body ?? '')).toEqual({
      message_type: 'GP',
      message: TEXT,
      recipient: ['+393471112233'],
      sender: 'BariBevande',
      returnCredits: false,
    })
    expect((await store.messages.queuedMessages(1))[0]?.state).toBe('sent')
  })

  it('gives up on a refused login (wrong password) at once', async () => {
    const http = await provider(() => ({ status: 401, body: '' }))
    const { queue, sms, store, parts } = setUp({
      provider: 'skebby',
      url: `${http.url}/API/v1.0/REST`,
      username: 'negozio@example.it',
      password: 'sbagliata',
      sender: 'BariBevande',
      messageType: 'TI',
    })
    await sms.send({ to: '3471112233', text: TEXT })
    await queue.runDue()
    expect((await store.messages.queuedMessages(1))[0]).toMatchObject({ state: 'failed', attempts: 1 })
    expect(parts.logs.join('\n')).toContain('skebby /API/v1.0/REST/login: HTTP 401')
  })
})

describe('internationalPhone', () => {
  it('puts +39 before an Italian number and keeps an international one', async () => {
    expect(internationalPhone('3471112233')).toBe('+393471112233')
    expect(internationalPhone('0805551234')).toBe('+390805551234')
    expect(internationalPhone('+41791234567')).toBe('+41791234567')
    expect(internationalPhone('0041791234567')).toBe('+41791234567')
  })
})

describe('the outbox adapters of the embedded emulator', () => {
  it('honour the key too: one message per event', async () => {
    const store = openSqliteStores(':memory:')
    cleanups.push(() => store.close())
    const now = () => new Date('2026-11-24T09:00:00Z')
    const mail = createOutboxMail(store.outbox, store.messages, now)
    const sms = createOutboxSms(store.outbox, store.messages, now)
    await mail.send({
      to: 'cliente@example.it',
      subject: 'Ordine ricevuto',
      text: 'uno',
      key: 'order:9:received',
    })
    await mail.send({
      to: 'cliente@example.it',
      subject: 'Ordine ricevuto',
      text: 'due',
      key: 'order:9:received',
    })
    await mail.send({ to: 'cliente@example.it', subject: 'Senza chiave', text: 'tre' })
    await mail.send({ to: 'cliente@example.it', subject: 'Senza chiave', text: 'tre' })
    await sms.send({ to: '3471112233', text: 'In consegna', key: 'order:9:shipped' })
    await sms.send({ to: '3471112233', text: 'In consegna', key: 'order:9:shipped' })
    expect((await store.outbox.outbox(10)).map((m) => m.body)).toEqual(['In consegna', 'tre', 'tre', 'uno'])
  })
})
