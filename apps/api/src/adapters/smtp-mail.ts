import nodemailer from 'nodemailer'
import { type MailMessage, PermanentDeliveryError } from './messaging'

/** Delivers one message now, or throws (the queue retries; PermanentDeliveryError gives up). */
export type Deliver<M> = (message: M) => Promise<void>

/**
 * Delivers emails to the SMTP server of `url` (SMTP_URL, read by nodemailer: smtp:// upgrades with
 * STARTTLS when the server offers it, smtps:// is TLS from the start, user:password@ logs in), from
 * `from` (MAIL_FROM), as multipart/alternative when there is HTML.
 */
export function createSmtpMail({ url, from }: { url: string; from: string }): {
  deliver: Deliver<MailMessage>
  close(): void
} {
  const transport = nodemailer.createTransport({
    url,
    // nodemailer waits minutes by default; the queue retries anyway, so a dead server fails fast.
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  })
  return {
    async deliver({ to, subject, text, html }) {
      try {
        await transport.sendMail({ from, to, subject, text, ...(html ? { html } : {}) })
      } catch (error) {
        // A 5xx answer (no such mailbox, refused sender) will not change by retrying; 4xx and
        // connection errors will.
        const code = (error as { responseCode?: number }).responseCode
        if (code !== undefined && code >= 500 && code < 600)
          throw new PermanentDeliveryError(`SMTP ${code}: ${(error as Error).message}`)
        throw error
      }
    },
    close: () => transport.close(),
  }
}

/** Where SMTP_URL points, without its password, for the start-up line and the logs. */
export function describeSmtpUrl(url: string): string {
  const parsed = new URL(url)
  return `${parsed.protocol}//${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}`
}
