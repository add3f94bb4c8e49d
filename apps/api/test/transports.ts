import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer, type SMTPServerOptions } from 'smtp-server'
import { expect } from 'vitest'
import { createLogger } from '../src/log'

/** The login the test SMTP server asks for (SMTP_URL carries it). */
export const SMTP_USER = 'negozio'
export const SMTP_PASSWORD = 'p@ss:w0rd'

export interface TestSmtp {
  port: number
  /** The SMTP_URL of this server, with its login. */
  url: string
  /** Every message that arrived, parsed. */
  received: ParsedMail[]
  close(): Promise<void>
}

/**
 * A real SMTP server (the smtp-server package) on 127.0.0.1, asking for a login, without STARTTLS
 * (it has no certificate a client would trust). `port` 0 takes a free one.
 */
export async function startSmtp(port = 0, options: Partial<SMTPServerOptions> = {}): Promise<TestSmtp> {
  const received: ParsedMail[] = []
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: SMTP_USER })
      else callback(new Error('Credenziali non valide'))
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail)
          callback()
        },
        (error: Error) => callback(error),
      )
    },
    ...options,
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const actual = (server.server.address() as AddressInfo).port
  return {
    port: actual,
    url: smtpUrl(actual),
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export const smtpUrl = (port: number) =>
  `smtp://${SMTP_USER}:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${port}`

/** A port nothing listens on (a mail server that is down). */
export async function freePort(): Promise<number> {
  const smtp = await startSmtp()
  await smtp.close()
  return smtp.port
}

export interface RecordedRequest {
  method: string
  path: string
  headers: IncomingHttpHeaders
  body: string
}

/** A local HTTP server (an SMS provider) that records each request and answers with `respond`. */
export async function startHttp(
  respond: (request: RecordedRequest, index: number) => { status: number; body: string },
): Promise<{ url: string; requests: RecordedRequest[]; close(): Promise<void> }> {
  const requests: RecordedRequest[] = []
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8')
    })
    req.on('end', () => {
      const recorded = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body }
      requests.push(recorded)
      const answer = respond(recorded, requests.length - 1)
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/** A logger that keeps its lines, and a clock the test moves by hand. */
export function testParts(start = Date.parse('2026-11-24T09:00:00Z')) {
  const logs: string[] = []
  let time = start
  return {
    logs,
    log: createLogger([], (line) => logs.push(line)),
    now: () => new Date(time),
    advance(ms: number) {
      time += ms
    },
  }
}

/**
 * What reached the test SMTP server for one address, and a wait for it: `settled(email, count)`
 * waits for the `count`-th mail, then a while longer (and the queue's due messages) for any mail
 * that should not come. `queue` is read when called (tests make it in startApi's messaging).
 */
export function mailbox(smtp: () => TestSmtp, queue: () => { runDue(): Promise<number> }) {
  const mailsTo = (email: string): ParsedMail[] =>
    smtp().received.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === email)
  async function settled(email: string, count: number): Promise<ParsedMail[]> {
    await expect.poll(() => mailsTo(email).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count)
    await new Promise((resolve) => setTimeout(resolve, 400))
    await queue().runDue()
    return mailsTo(email)
  }
  return { mailsTo, settled }
}
