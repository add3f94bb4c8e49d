import type { Hono } from 'hono'
import type { AppEnv, ServerDeps } from '../server-deps'

/**
 * Only with the embedded emulator (never mounted with a real store, whatever NODE_ENV says): the
 * messages the outbox adapters wrote, newest first, so that a person or a test can read a code or a
 * link.
 */
export function devRoutes(app: Hono<AppEnv>, deps: ServerDeps): void {
  app.get('/api/dev/outbox', async (c) => {
    const to = c.req.query('to')
    const messages = (await deps.stores.outbox.outbox(200)).filter((m) => !to || m.to === to)
    return c.json({ messages })
  })
}
