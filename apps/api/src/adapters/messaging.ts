import type { MessageStore } from '../store/message-store'
import type { OutboxStore } from '../store/outbox-store'
/** An email: plain text, and the same in HTML when there is one (sent as multipart/alternative). */
export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
  /**
   * Makes the send idempotent, one message per event (e.g. `order:123:received`): a second send
   * with a key already queued or sent is dropped.
   */
  key?: string
}

/** An SMS (`key` as for MailMessage). */
export interface SmsMessage {
  to: string
  text: string
  key?: string
}

/**
 * Sends an email. With SMTP_URL the message goes to the durable queue and on to the SMTP server
 * (message-queue.ts); the embedded default writes to the store's outbox.
 */
export interface MailAdapter {
  /** Whether mail can be sent at all (a transport is configured); features that need mail answer 503 otherwise. */
  available(): boolean
  send(message: MailMessage): Promise<void>
}

/** Sends an SMS. With SMS_PROVIDER through the queue to the provider; the embedded default writes to the outbox. */
export interface SmsAdapter {
  /** Whether an SMS can be sent at all (a gateway is configured); phone codes answer 503 otherwise. */
  available(): boolean
  send(message: SmsMessage): Promise<void>
}

/**
 * A delivery the transport refused for good (an SMTP 5xx answer, a provider's 4xx): the queue
 * gives it up at once instead of retrying for a day.
 */
export class PermanentDeliveryError extends Error {
  override readonly name = 'PermanentDeliveryError'
}

/** A message the shop tried to send with no transport configured: a bug in the caller (it must ask available() first). */
export class NoTransportError extends Error {
  override readonly name = 'NoTransportError'
}

/**
 * Whether a message with this key may go out: true the first time (the key is then recorded as
 * sent in the queue's table, so a key means once per event with the outbox as with a transport).
 */
async function firstWithKey(
  store: Pick<MessageStore, 'enqueueMessage' | 'messageSent'>,
  channel: 'email' | 'sms',
  key: string | undefined,
  at: number,
): Promise<boolean> {
  if (key === undefined) return true
  const recorded = await store.enqueueMessage({ channel, key, payload: '' }, at)
  if (recorded) await store.messageSent(recorded.id, at)
  return recorded !== null
}

/** The offline default of the embedded emulator: every email goes to the outbox (readable at /api/dev/outbox). */
export function createOutboxMail(outbox: OutboxStore, messages: MessageStore, now: () => Date): MailAdapter {
  return {
    available: () => true,
    async send({ to, subject, text, key }) {
      const at = now().getTime()
      if (await firstWithKey(messages, 'email', key, at))
        await outbox.addOutbox({ channel: 'email', to, subject, body: text }, at)
    },
  }
}

/** The offline default of the embedded emulator: every SMS goes to the outbox. */
export function createOutboxSms(outbox: OutboxStore, messages: MessageStore, now: () => Date): SmsAdapter {
  return {
    available: () => true,
    async send({ to, text, key }) {
      const at = now().getTime()
      if (await firstWithKey(messages, 'sms', key, at))
        await outbox.addOutbox({ channel: 'sms', to, subject: 'SMS', body: text }, at)
    },
  }
}

/**
 * No mail transport (a real store without one configured): nothing pretends to send. Features that
 * need mail ask available() and answer 503; a send() anyway throws.
 */
export function noMailTransport(): MailAdapter {
  return {
    available: () => false,
    async send() {
      throw new NoTransportError('no mail transport is configured')
    },
  }
}

/** No SMS gateway: phone codes answer 503 (see noMailTransport). */
export function noSmsTransport(): SmsAdapter {
  return {
    available: () => false,
    async send() {
      throw new NoTransportError('no SMS gateway is configured')
    },
  }
}
