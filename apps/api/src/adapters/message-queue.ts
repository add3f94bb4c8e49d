import type { Logger } from '../log'
import type { MessageStore, QueuedMessage } from '../store/message-store'
import {
  type MailAdapter,
  type MailMessage,
  PermanentDeliveryError,
  type SmsAdapter,
  type SmsMessage,
} from './messaging'
import type { Deliver } from './smtp-mail'

/** The first retry waits this long; each next one twice as long, up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 30_000
export const RETRY_MAX_MS = 30 * 60_000
/** A message still undelivered this long after it was queued is given up (and logged as an error). */
export const GIVE_UP_AFTER_MS = 24 * 3600_000
/** One attempt holds its message this long at most: an attempt that died (a crash) lets it go then. */
export const DELIVERY_LEASE_MS = 5 * 60_000

/** How long to wait after the `attempts`-th failed attempt: 30 s, 1 min, 2 min … 30 min. */
export function retryDelay(attempts: number): number {
  return Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS)
}

/** The timers the worker waits with (tests may pass their own). */
export interface QueueTimers {
  set(run: () => void, ms: number): unknown
  clear(handle: unknown): void
}

const realTimers: QueueTimers = {
  set: (run, ms) => setTimeout(run, Math.min(ms, 2 ** 31 - 1)).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
}

export interface MessageQueue {
  /** The mail adapter over the queue; null without a mail transport. */
  mail: MailAdapter | null
  /** The SMS adapter over the queue; null without an SMS provider. */
  sms: SmsAdapter | null
  /** Delivers every message due now, one at a time (after the run in progress, if any); how many were delivered. */
  runDue(): Promise<number>
  /** Delivers what was left queued (a restart) and keeps waking up for the retries. */
  start(): void
  /** Stops waking up, and waits for the attempt in progress. */
  stop(): Promise<void>
}

/**
 * The durable message queue: `send` keeps the message in the message store (store/message-store.ts) and returns; a
 * worker delivers each due message through its transport, one attempt at a time, retrying with
 * exponential backoff (30 s doubling up to 30 min) and giving up after 24 h. Messages survive a
 * restart, and a message with a `key` already used is dropped (one message per event).
 */
export function createMessageQueue(options: {
  messages: MessageStore
  log: Logger
  now: () => Date
  mail?: Deliver<MailMessage> | undefined
  sms?: Deliver<SmsMessage> | undefined
  timers?: QueueTimers
}): MessageQueue {
  const { messages: store, log, now, timers = realTimers } = options
  const deliverers: Partial<Record<QueuedMessage['channel'], Deliver<never>>> = {
    ...(options.mail ? { email: options.mail } : {}),
    ...(options.sms ? { sms: options.sms } : {}),
  }
  const channels = Object.keys(deliverers) as QueuedMessage['channel'][]
  let running: Promise<number> | null = null
  let again = false
  let stopped = false
  let started = false
  let timer: unknown = null

  async function attempt(message: QueuedMessage): Promise<boolean> {
    const details = { id: message.id, channel: message.channel, attempt: message.attempts }
    try {
      const deliver = deliverers[message.channel] as Deliver<unknown>
      await deliver(JSON.parse(message.payload))
      await store.messageSent(message.id, now().getTime())
      log.info('message delivered', details)
      return true
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      const at = now().getTime()
      if (error instanceof PermanentDeliveryError || at - message.createdAt >= GIVE_UP_AFTER_MS) {
        await store.messageFailed(message.id, at, reason)
        log.error('message given up: not delivered', { ...details, error: reason })
      } else {
        const nextAt = at + retryDelay(message.attempts)
        await store.messageRetry(message.id, nextAt, reason)
        log.warn('message not delivered yet: will retry', {
          ...details,
          error: reason,
          retryAt: new Date(nextAt).toISOString(),
        })
      }
      return false
    }
  }

  async function drain(): Promise<number> {
    let delivered = 0
    do {
      again = false
      for (;;) {
        if (stopped) return delivered
        const message = await store.claimMessage(channels, now().getTime(), DELIVERY_LEASE_MS)
        if (!message) break
        if (await attempt(message)) delivered++
      }
    } while (again)
    return delivered
  }

  async function schedule(): Promise<void> {
    if (timer !== null) timers.clear(timer)
    timer = null
    if (stopped || !started) return
    const next = await store.nextMessageAt(channels)
    if (next === null) return
    timer = timers.set(
      () => {
        timer = null
        void kick()
      },
      Math.max(0, next - now().getTime()),
    )
  }

  function kick(): Promise<number> {
    if (stopped) return Promise.resolve(0)
    if (running !== null) {
      again = true
      return running
    }
    running = drain()
      .catch((error: unknown) => {
        log.error('message queue stopped on an error', { error })
        return 0
      })
      .finally(() => {
        running = null
        // A send that came as the run was ending: run again rather than wait for the timer.
        if (again) void kick()
        else
          schedule().catch((error: unknown) =>
            log.error('message queue could not plan its next run', { error }),
          )
      })
    return running
  }

  async function enqueue(
    channel: QueuedMessage['channel'],
    key: string | undefined,
    payload: unknown,
  ): Promise<void> {
    const queued = await store.enqueueMessage(
      { channel, key: key ?? null, payload: JSON.stringify(payload) },
      now().getTime(),
    )
    if (!queued) {
      log.info('message already queued or sent for this event: not sent again', { channel, key })
      return
    }
    void kick()
  }

  return {
    mail: options.mail
      ? {
          available: () => true,
          async send({ key, to, subject, text, html }) {
            await enqueue('email', key, { to, subject, text, ...(html ? { html } : {}) })
          },
        }
      : null,
    sms: options.sms
      ? {
          available: () => true,
          async send({ key, to, text }) {
            await enqueue('sms', key, { to, text })
          },
        }
      : null,
    async runDue() {
      if (running !== null) await running
      return kick()
    },
    start() {
      started = true
      void kick()
    },
    async stop() {
      stopped = true
      if (timer !== null) timers.clear(timer)
      timer = null
      await running
    },
  }
}
