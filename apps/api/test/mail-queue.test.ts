import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createMessageQueue,
  GIVE_UP_AFTER_MS,
  type MessageQueue,
  retryDelay,
} from '../src/adapters/message-queue'
import { createSmtpMail } from '../src/adapters/smtp-mail'
import { openSqliteStores } from '../src/store/stores'
import { freePort, SMTP_PASSWORD, smtpUrl, startSmtp, type TestSmtp, testParts } from './transports'

const FROM = 'Bari Bevande <ordini@baribevande.example>'
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** The session secret the file stores below seal their queued messages with. */
const STORE_SECRET = 'the-session-secret-of-the-mail-queue-tests-0123'

function setUp(url: string, store = openSqliteStores(':memory:'), parts = testParts()) {
  const smtp = createSmtpMail({ url, from: FROM })
  const queue = createMessageQueue({
    messages: store.messages,
    log: parts.log,
    now: parts.now,
    mail: smtp.deliver,
  })
  cleanups.push(async () => {
    await queue.stop()
    smtp.close()
    store.close()
  })
  return { queue, store, parts, mail: queue.mail as NonNullable<MessageQueue['mail']> }
}

async function server(port = 0): Promise<TestSmtp> {
  const smtp = await startSmtp(port)
  cleanups.push(() => smtp.close())
  return smtp
}

const message = {
  to: 'cliente@example.it',
  subject: 'Il tuo ordine n. 1042',
  text: 'Grazie per il tuo ordine.\nTotale: 40,70 €',
  html: '<p>Grazie per il tuo <strong>ordine</strong>.</p><p>Totale: 40,70 €</p>',
}

describe('mail over SMTP from the queue', () => {
  it('delivers a multipart text + HTML mail to a real SMTP server, logging in with SMTP_URL', async () => {
    const smtp = await server()
    const { queue, mail, store } = setUp(smtp.url)
    await mail.send(message)
    expect(await queue.runDue()).toBe(0) // the send had already delivered it
    expect(smtp.received).toHaveLength(1)
    const arrived = smtp.received[0]
    expect(arrived?.from?.value).toEqual([{ name: 'Bari Bevande', address: 'ordini@baribevande.example' }])
    expect(arrived?.to && 'text' in arrived.to ? arrived.to.text : '').toBe('cliente@example.it')
    expect(arrived?.subject).toBe('Il tuo ordine n. 1042')
    expect(arrived?.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' })
    expect(arrived?.text?.trim()).toBe(message.text)
    expect(arrived?.html).toContain('<strong>ordine</strong>')
    expect(arrived?.html).toContain('40,70 €')
    // Delivered: the row says so, and what it said (a code, a link) is no longer kept.
    const [row] = await store.messages.queuedMessages(10)
    expect(row).toMatchObject({ state: 'sent', attempts: 1, payload: '' })
  })

  it('sends plain text alone when there is no HTML (the existing callers)', async () => {
    const smtp = await server()
    const { queue, mail } = setUp(smtp.url)
    await mail.send({ to: 'cliente@example.it', subject: 'Solo testo', text: 'Ciao' })
    await queue.runDue()
    expect(smtp.received[0]?.headers.get('content-type')).toMatchObject({ value: 'text/plain' })
    expect(smtp.received[0]?.html).toBe(false)
  })

  it('refuses a wrong login for good, without retrying for a day', async () => {
    const smtp = await server()
    const { queue, mail, store, parts } = setUp(
      smtpUrl(smtp.port).replace(encodeURIComponent(SMTP_PASSWORD), 'sbagliata'),
    )
    await mail.send(message)
    await queue.runDue()
    expect(smtp.received).toHaveLength(0)
    expect((await store.messages.queuedMessages(1))[0]).toMatchObject({
      state: 'failed',
      attempts: 1,
      payload: '',
    })
    expect(parts.logs.join('\n')).toMatch(/ERROR message given up/)
  })

  it('keeps a mail while the SMTP server is down and delivers it once when it is back, backing off', async () => {
    const port = await freePort()
    const { queue, mail, store, parts } = setUp(smtpUrl(port))
    await mail.send(message)
    await queue.runDue()
    const start = parts.now().getTime()
    const first = (await store.messages.queuedMessages(1))[0]
    expect(first).toMatchObject({ state: 'queued', attempts: 1, nextAt: start + 30_000 })
    expect(first?.lastError).toMatch(/ECONNREFUSED/)
    // Not due yet: nothing is tried.
    parts.advance(29_000)
    await queue.runDue()
    expect((await store.messages.queuedMessages(1))[0]?.attempts).toBe(1)
    // Due, still down: the wait doubles.
    parts.advance(1_000)
    await queue.runDue()
    expect((await store.messages.queuedMessages(1))[0]).toMatchObject({
      attempts: 2,
      nextAt: parts.now().getTime() + 60_000,
    })
    // An hour down: the retries go on, never closer than the backoff says, the mail still queued.
    for (let minutes = 1; minutes <= 60; minutes++) {
      parts.advance(60_000)
      await queue.runDue()
    }
    const waiting = (await store.messages.queuedMessages(1))[0]
    expect(waiting?.state).toBe('queued')
    expect(waiting?.attempts).toBeGreaterThanOrEqual(6)
    expect(waiting?.attempts).toBeLessThanOrEqual(8)
    expect(parts.logs.join('\n')).toMatch(/WARN message not delivered yet: will retry/)
    // Back up: delivered at the next due attempt, exactly once.
    const smtp = await server(port)
    parts.advance(30 * 60_000)
    expect(await queue.runDue()).toBe(1)
    parts.advance(3600_000)
    expect(await queue.runDue()).toBe(0)
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0]?.subject).toBe(message.subject)
    expect(await store.messages.queuedMessages(10)).toHaveLength(1)
    expect((await store.messages.queuedMessages(1))[0]?.state).toBe('sent')
  })

  it('wakes itself up for the retry when started, with the timers it is given', async () => {
    const port = await freePort()
    const store = openSqliteStores(':memory:')
    const parts = testParts()
    const timers: { run: () => void; ms: number; cleared: boolean }[] = []
    const smtpMail = createSmtpMail({ url: smtpUrl(port), from: FROM })
    const queue = createMessageQueue({
      messages: store.messages,
      log: parts.log,
      now: parts.now,
      mail: smtpMail.deliver,
      timers: {
        set: (run, ms) => {
          const timer = { run, ms, cleared: false }
          timers.push(timer)
          return timer
        },
        clear: (timer) => {
          ;(timer as { cleared: boolean }).cleared = true
        },
      },
    })
    cleanups.push(async () => {
      await queue.stop()
      smtpMail.close()
      store.close()
    })
    queue.start()
    await queue.mail?.send(message)
    await queue.runDue()
    const pending = timers.filter((timer) => !timer.cleared)
    expect(pending.map((timer) => timer.ms)).toEqual([30_000])
    const smtp = await server(port)
    parts.advance(30_000)
    pending[0]?.run()
    await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(1)
    await queue.runDue()
    // Nothing left to wait for: no timer stays set.
    expect(timers.filter((timer) => !timer.cleared && timer !== pending[0]).map((timer) => timer.ms)).toEqual(
      [],
    )
  })

  it('waits 30 s, then twice as long each time, up to 30 minutes', async () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => retryDelay(n) / 1000)).toEqual([
      30, 60, 120, 240, 480, 960, 1800, 1800, 1800,
    ])
  })

  it('gives a mail up after 24 hours, and logs it as an error', async () => {
    const port = await freePort()
    const { queue, mail, store, parts } = setUp(smtpUrl(port))
    await mail.send(message)
    await queue.runDue()
    parts.advance(GIVE_UP_AFTER_MS - 60_000)
    await queue.runDue()
    expect((await store.messages.queuedMessages(1))[0]?.state).toBe('queued')
    parts.advance(30 * 60_000)
    await queue.runDue()
    expect((await store.messages.queuedMessages(1))[0]).toMatchObject({ state: 'failed', payload: '' })
    expect(parts.logs.join('\n')).toMatch(/ERROR message given up: not delivered/)
    // Given up means given up: the server coming back sends nothing.
    const smtp = await server(port)
    parts.advance(3600_000)
    await queue.runDue()
    expect(smtp.received).toHaveLength(0)
  })

  it('survives a restart: what one process queued, the next one delivers', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mail-queue-'))
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
    const file = join(dir, 'api.sqlite')
    const port = await freePort()
    const before = setUp(smtpUrl(port), openSqliteStores(file, { secret: STORE_SECRET }))
    await before.mail.send(message)
    await before.queue.runDue()
    await before.queue.stop()
    before.store.close()

    const smtp = await server(port)
    const parts = testParts()
    parts.advance(60_000)
    const after = setUp(smtp.url, openSqliteStores(file, { secret: STORE_SECRET }), parts)
    after.queue.start()
    await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(1)
    await after.queue.runDue()
    expect(smtp.received).toHaveLength(1)
    expect((await after.store.messages.queuedMessages(1))[0]).toMatchObject({ state: 'sent', attempts: 2 })
  })

  it('sends a message with the same key once, even sent again after delivery', async () => {
    const smtp = await server()
    const { queue, mail, parts } = setUp(smtp.url)
    await mail.send({ ...message, key: 'order:1042:received' })
    await mail.send({ ...message, text: 'Un doppione', key: 'order:1042:received' })
    await queue.runDue()
    await mail.send({ ...message, text: 'Un altro doppione', key: 'order:1042:received' })
    await mail.send({ ...message, subject: 'Un altro evento', key: 'order:1042:paid' })
    await queue.runDue()
    expect(smtp.received.map((m) => m.subject)).toEqual(['Il tuo ordine n. 1042', 'Un altro evento'])
    expect(smtp.received[0]?.text?.trim()).toBe(message.text)
    expect(parts.logs.join('\n')).toMatch(/message already queued or sent for this event: not sent again/)
  })

  it('makes one delivery at a time per message, even with two workers on the same database', async () => {
    const smtp = await startSmtp(0, {
      onData(stream, _session, callback) {
        stream.resume()
        stream.on('end', () => {
          setTimeout(() => {
            smtp.received.push({ subject: 'lento' } as never)
            callback()
          }, 300)
        })
      },
    })
    cleanups.push(() => smtp.close())
    const dir = mkdtempSync(join(tmpdir(), 'mail-queue-'))
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
    const file = join(dir, 'api.sqlite')
    const one = setUp(smtp.url, openSqliteStores(file, { secret: STORE_SECRET }))
    const two = setUp(smtp.url, openSqliteStores(file, { secret: STORE_SECRET }))
    await one.mail.send(message)
    await Promise.all([one.queue.runDue(), two.queue.runDue(), two.queue.runDue()])
    await one.queue.runDue()
    expect(smtp.received).toHaveLength(1)
  })
})
