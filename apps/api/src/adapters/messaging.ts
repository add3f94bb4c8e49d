import type { ApiStore } from '../store/api-store'

/** Sends an email. SMTP in production; the embedded default writes to the store's outbox. */
export interface MailAdapter {
  /** Whether mail can be sent at all right now (a reset request says so without naming anyone). */
  available(): boolean
  send(message: { to: string; subject: string; text: string }): Promise<void>
}

/** Sends an SMS. A gateway in production; the embedded default writes to the store's outbox. */
export interface SmsAdapter {
  send(message: { to: string; text: string }): Promise<void>
}

/** The offline default: every email goes to the outbox (readable at /api/dev/outbox outside production). */
export function createOutboxMail(store: ApiStore, now: () => Date): MailAdapter {
  return {
    available: () => true,
    async send({ to, subject, text }) {
      store.addOutbox({ channel: 'email', to, subject, body: text }, now().getTime())
    },
  }
}

/** The offline default: every SMS goes to the outbox. */
export function createOutboxSms(store: ApiStore, now: () => Date): SmsAdapter {
  return {
    async send({ to, text }) {
      store.addOutbox({ channel: 'sms', to, subject: 'SMS', body: text }, now().getTime())
    },
  }
}
