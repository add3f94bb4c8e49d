/**
 * A small round-robin HTTP proxy in front of several API instances, as a load balancer stands in
 * front of them (test/multi-instance.test.ts, bench/instances.ts): each request goes to the next
 * instance in turn, with the client's address added to X-Forwarded-For (the instances run with
 * TRUST_PROXY). A request whose
 * instance does not take the connection (stopped, killed) goes to the next one, as nginx's
 * `proxy_next_upstream error` does; one that fails after it was sent is answered 502, and never
 * sent again (nginx neither repeats a POST): the client decides whether to retry.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http'

export interface RoundRobinProxy {
  url: string
  /** How many requests each instance was given (in the order of `upstreams`). */
  given: number[]
  stop(): Promise<void>
}

export async function startRoundRobinProxy(upstreams: readonly string[]): Promise<RoundRobinProxy> {
  let next = 0
  const given = upstreams.map(() => 0)

  function forward(
    incoming: IncomingMessage,
    body: Buffer,
    index: number,
    tries: number,
    answer: (status: number, headers: IncomingMessage['headers'], body: IncomingMessage | null) => void,
  ): void {
    const target = new URL(incoming.url ?? '/', upstreams[index])
    let sent = false
    const outgoing = httpRequest(
      target,
      {
        method: incoming.method,
        headers: {
          ...incoming.headers,
          // Appended to what the client sent, as proxies do (the API reads the first address).
          'x-forwarded-for': [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
            .filter(Boolean)
            .join(', '),
          'x-forwarded-proto': 'http',
        },
      },
      (reply) => answer(reply.statusCode ?? 502, reply.headers, reply),
    )
    // Sent once connected (a kept-alive socket already is): a refusal after that is not retried.
    outgoing.on('socket', (socket) => {
      if (!socket.connecting) sent = true
      else
        socket.once('connect', () => {
          sent = true
        })
    })
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (!sent && error.code === 'ECONNREFUSED' && tries + 1 < upstreams.length) {
        forward(incoming, body, (index + 1) % upstreams.length, tries + 1, answer)
        return
      }
      answer(502, { 'content-type': 'text/plain' }, null)
    })
    given[index] = (given[index] ?? 0) + 1
    outgoing.end(body)
  }

  const server: Server = createServer((incoming, response) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      const index = next
      next = (next + 1) % upstreams.length
      forward(incoming, Buffer.concat(chunks), index, 0, (status, headers, reply) => {
        if (response.headersSent) return
        response.writeHead(status, headers)
        if (reply) {
          reply.pipe(response)
          reply.on('error', () => response.destroy())
        } else response.end('Bad gateway')
      })
    })
  })
  const port = await new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      resolve(typeof address === 'object' && address ? address.port : 0)
    })
  })
  return {
    url: `http://127.0.0.1:${port}`,
    given,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
