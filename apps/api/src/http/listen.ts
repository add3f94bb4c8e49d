import type { Server } from 'node:http'
import { type ServerType, serve } from '@hono/node-server'
import type { Hono } from 'hono'
import type { AppEnv } from '../server-deps'

/**
 * Idle keep-alive connections live longer than any proxy's in front of the shop (65 s, past the
 * usual 60 s), so the server never closes one a proxy or a client is about to reuse.
 */
export const KEEP_ALIVE_MS = 65_000

const CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'headers_too_large',
    message: 'Richiesta troppo grande: indirizzo o intestazioni superano il limite consentito.',
  },
}
const BAD_REQUEST = {
  status: 400,
  code: 'bad_request',
  message: 'Richiesta non valida: il browser ha inviato dati che il server non riesce a leggere.',
}

/**
 * A request Node's HTTP parser refuses before the app sees it (headers over 16 KB, a malformed
 * request line) still gets an Italian JSON error, not an empty answer.
 */
function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    // A client that went away cannot be answered.
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy()
      return
    }
    const problem = CLIENT_ERRORS[error.code ?? ''] ?? BAD_REQUEST
    const body = JSON.stringify({ error: { code: problem.code, message: problem.message } })
    socket.end(
      `HTTP/1.1 ${problem.status} ${problem.status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
        'Content-Type: application/json; charset=UTF-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    )
  })
}

/** Starts the API server on Node with the settings above; `onListening` gets the port. */
export function listen(
  app: Hono<AppEnv>,
  options: { port: number; hostname: string },
  onListening: (port: number) => void,
): ServerType {
  const server = serve({ fetch: app.fetch, port: options.port, hostname: options.hostname }, (info) =>
    onListening(info.port),
  ) as Server
  server.keepAliveTimeout = KEEP_ALIVE_MS
  // Headers must be allowed to arrive for a little longer than a connection may stay idle.
  server.headersTimeout = KEEP_ALIVE_MS + 1000
  answerClientErrors(server)
  return server
}
