/**
 * One mail per event with a queue worker on each of three instances sharing one database (issue
 * 25): every instance's checkout sends the event's mail (the same key), the workers deliver at once,
 * and each mail reaches its transport exactly once.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createMessageQueue, type MessageQueue } from '../src/adapters/message-queue'
import type { MailMessage } from '../src/adapters/messaging'
import { type OpenedStores, STORE_BACKENDS } from './postgres/store-backends'
import { testParts } from './transports'

describe.each(STORE_BACKENDS)('three queue workers on one $name database', (backend) => {
  let instances: OpenedStores[]
  let queues: MessageQueue[]
  const delivered: MailMessage[] = []
  beforeEach(async () => {
    delivered.length = 0
    instances = await backend.openShared(3)
    const parts = testParts()
    queues = instances.map((instance) =>
      createMessageQueue({
        messages: instance.stores.messages,
        log: parts.log,
        now: parts.now,
        mail: async (message) => {
          // A transport that takes a while, so that the workers overlap.
          await new Promise((resolve) => setTimeout(resolve, 5))
          delivered.push(message)
        },
      }),
    )
  })
  afterEach(async () => {
    for (const queue of queues) await queue.stop()
    for (const instance of instances) await instance.close()
  })

  it('20 events, each sent by all three instances: 20 mails, each delivered once', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        Promise.all(
          queues.map((queue) =>
            queue.mail?.send({
              to: `cliente${n}@example.it`,
              subject: `Ordine n. ${n} ricevuto`,
              text: 'Grazie per il tuo ordine.',
              key: `order:${n}:received`,
            }),
          ),
        ),
      ),
    )
    await Promise.all(queues.map((queue) => queue.runDue()))
    await expect.poll(() => delivered.length, { timeout: 5_000 }).toBe(20)
    await Promise.all(queues.map((queue) => queue.runDue()))
    expect(delivered).toHaveLength(20)
    expect(new Set(delivered.map((mail) => mail.to)).size).toBe(20)
  })
})
