import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type OpenedStores, STORE_BACKENDS } from '../../test/postgres/store-backends'
import { MESSAGE_KEEP_MS } from './message-store'

const LEASE = 60_000
const mail = (key: string | null, text = 'Il tuo ordine è in consegna') => ({
  channel: 'email' as const,
  key,
  payload: JSON.stringify({ to: 'cliente@example.it', text }),
})

describe.each(STORE_BACKENDS)('the message queue on $name', (backend) => {
  let opened: OpenedStores
  beforeEach(async () => {
    opened = await backend.open()
  })
  afterEach(() => opened.close())

  it('queues a key once, whatever became of the first message', async () => {
    const store = opened.stores.messages
    const first = await store.enqueueMessage(mail('order:9:shipped'), 0)
    expect(first).toMatchObject({ state: 'queued', attempts: 0, nextAt: 0, payload: mail(null).payload })
    expect(await store.enqueueMessage(mail('order:9:shipped', 'di nuovo'), 10)).toBeNull()
    await store.messageSent(first?.id ?? -1, 20)
    expect(await store.enqueueMessage(mail('order:9:shipped'), 30)).toBeNull()
    // Messages without a key are never taken for one another.
    expect(await store.enqueueMessage(mail(null), 40)).not.toBeNull()
    expect(await store.enqueueMessage(mail(null), 40)).not.toBeNull()
  })

  it('leases the oldest due message to one attempt at a time; a lease that ran out lets it go', async () => {
    const store = opened.stores.messages
    await store.enqueueMessage(mail('a'), 0)
    await store.enqueueMessage({ channel: 'sms', key: 'b', payload: '{"to":"3471112233"}' }, 0)
    expect(await store.claimMessage(['sms'], 0, LEASE)).toMatchObject({ key: 'b', attempts: 1 })
    expect(await store.claimMessage(['sms'], 1, LEASE)).toBeNull()
    const claimed = await store.claimMessage(['email', 'sms'], 1, LEASE)
    expect(claimed).toMatchObject({ key: 'a', attempts: 1, payload: mail('a').payload })
    expect(await store.claimMessage(['email'], LEASE, LEASE)).toBeNull()
    // The attempt died without a word: after its lease, another attempt takes it.
    expect(await store.claimMessage(['email'], 1 + LEASE, LEASE)).toMatchObject({ key: 'a', attempts: 2 })
    expect(await store.claimMessage([], 0, LEASE)).toBeNull()
  })

  it('retries at the time given, keeps a sent or failed message emptied, and says when the next is due', async () => {
    const store = opened.stores.messages
    const a = await store.enqueueMessage(mail('a'), 0)
    const b = await store.enqueueMessage(mail('b'), 0)
    await store.claimMessage(['email'], 0, LEASE)
    await store.messageRetry(a?.id ?? -1, 30_000, 'SMTP 451')
    expect((await store.claimMessage(['email'], 1, LEASE))?.key).toBe('b')
    expect(await store.nextMessageAt(['email'])).toBe(30_000)
    expect(await store.nextMessageAt(['sms'])).toBeNull()
    await store.messageFailed(b?.id ?? -1, 2, 'rifiutato')
    const byKey = Object.fromEntries(
      (await store.queuedMessages(10)).map((message) => [message.key, message]),
    )
    expect(byKey.a).toMatchObject({ state: 'queued', nextAt: 30_000, lastError: 'SMTP 451' })
    expect(byKey.b).toMatchObject({ state: 'failed', payload: '', lastError: 'rifiutato' })
  })

  it('sweeps the messages delivered or given up more than 30 days ago, never a queued one', async () => {
    const store = opened.stores.messages
    const old = await store.enqueueMessage(mail('old'), 0)
    await store.messageSent(old?.id ?? -1, 0)
    const recent = await store.enqueueMessage(mail('recent'), 0)
    await store.messageSent(recent?.id ?? -1, 10)
    await store.enqueueMessage(mail('waiting'), 0)
    await opened.stores.sweep(MESSAGE_KEEP_MS + 5)
    expect((await store.queuedMessages(10)).map((message) => message.key)).toEqual(['waiting', 'recent'])
  })
})
