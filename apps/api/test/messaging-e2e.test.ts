import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMessageQueue, type MessageQueue } from '../src/adapters/message-queue'
import { createSmsProvider } from '../src/adapters/sms-provider'
import { createSmtpMail } from '../src/adapters/smtp-mail'
import { startApi, type TestApi, testClock, unique } from './harness'
import { freePort, type RecordedRequest, smtpUrl, startHttp, startSmtp, type TestSmtp } from './transports'

/**
 * The API over HTTP with the real transports: the password reset mail goes through the queue to a
 * real SMTP server (down at first), the phone code through the queue to a local SMS provider.
 */
let t: TestApi
let smtp: TestSmtp | undefined
let smtpPort: number
let queue: MessageQueue
const clock = testClock()
let closeSmtp: () => void
let sms: { url: string; requests: RecordedRequest[]; close(): Promise<void> }

beforeAll(async () => {
  smtpPort = await freePort()
  sms = await startHttp(() => ({ status: 200, body: '{"id":"m1"}' }))
  const mail = createSmtpMail({ url: smtpUrl(smtpPort), from: 'Bari Bevande <ordini@baribevande.example>' })
  closeSmtp = mail.close
  t = await startApi({
    now: clock,
    messaging: ({ stores, log, now }) => {
      queue = createMessageQueue({
        messages: stores.messages,
        log,
        now,
        mail: mail.deliver,
        sms: createSmsProvider({
          provider: 'generic',
          url: sms.url,
          token: 'tok-e2e',
          sender: 'BariBevande',
        }),
      })
      return { mail: queue.mail ?? undefined, sms: queue.sms ?? undefined }
    },
  })
}, 60_000)

afterAll(async () => {
  await queue?.stop()
  closeSmtp?.()
  await t?.stop()
  await smtp?.close()
  await sms?.close()
})

describe('messages through the real transports, end to end', () => {
  it('mails a password reset link while the SMTP server is down, delivers it when it is back, and the link works', async () => {
    const email = `${unique('reset.smtp')}@example.it`
    await t.deps.woo.createCustomer({
      email,
      password: 'Vecchia#Pass1',
      first_name: 'Nicola',
      last_name: 'Lattanzio',
    })
    const reply = await t.browser().post('/api/auth/password-reset', { emailOrUsername: email })
    expect(reply.status).toBe(202)
    // The mail server is down: the message waits in the queue (the request was not refused).
    // (attempts counts an attempt as it starts; lastError says it ended refused)
    await expect
      .poll(async () => (await t.stores.messages.queuedMessages(1))[0]?.lastError ?? '', { timeout: 10_000 })
      .toMatch(/ECONNREFUSED/)
    expect((await t.stores.messages.queuedMessages(1))[0]).toMatchObject({
      channel: 'email',
      state: 'queued',
      attempts: 1,
    })
    expect(await t.stores.outbox.outbox(10)).toHaveLength(0)

    smtp = await startSmtp(smtpPort)
    clock.advance(30_000)
    expect(await queue.runDue()).toBe(1)
    expect(smtp.received).toHaveLength(1)
    const mail = smtp.received[0]
    expect(mail?.subject).toBe('Reimposta la password di Bari Bevande')
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe(email)
    const link = /(http\S+reset-password\?token=\S+)/.exec(mail?.text ?? '')?.[1] ?? ''
    expect(link.startsWith(`${t.url}/reset-password?token=`)).toBe(true)
    // Delivered: the link is no longer kept in the queue.
    expect((await t.stores.messages.queuedMessages(1))[0]).toMatchObject({ state: 'sent', payload: '' })

    const token = new URL(link).searchParams.get('token')
    const done = await t
      .browser()
      .post('/api/auth/password-reset/complete', { token, password: 'Nuova#Pass2026' })
    expect(done.status).toBe(200)
    const login = await t.browser().post('/api/auth/login', { login: email, password: 'Nuova#Pass2026' })
    expect(login.status).toBe(200)
  })

  it('sends a phone login code by SMS through the provider, and the code opens a session', async () => {
    const email = `${unique('telefono.sms')}@example.it`
    await t.deps.woo.createCustomer({
      email,
      password: 'Salice#Salentino1',
      first_name: 'Nicola',
      last_name: 'Lattanzio',
      billing: { phone: '+39 347 765 4321' },
    })
    const browser = t.browser()
    expect((await browser.post('/api/auth/phone/request', { phone: '347 765 4321' })).status).toBe(202)
    await expect.poll(() => sms.requests.length, { timeout: 10_000 }).toBe(1)
    const sent = JSON.parse(sms.requests[0]?.body ?? '{}') as { to: string; text: string; sender: string }
    expect(sent.to).toBe('+393477654321')
    expect(sent.sender).toBe('BariBevande')
    expect(sms.requests[0]?.headers.authorization).toBe('Bearer tok-e2e')
    const code = /\b(\d{6})\b/.exec(sent.text)?.[1]
    const reply = await browser.post('/api/auth/phone/verify', { phone: '3477654321', code })
    expect(reply.status).toBe(200)
    expect(reply.body.user.email).toBe(email)
  })
})
