import type { Hono } from 'hono'
import type { AppEnv, ServerDeps } from '../server-deps'

/**
 * Development only (never mounted when NODE_ENV is production): the messages the default email
 * and SMS adapters wrote, newest first, so that a person or a test can read the code or the link.
 */
export function devRoutes(app: Hono<AppEnv>, deps: ServerDeps): void {
  app.get('/api/dev/outbox', (c) => {
    const to = c.req.query('to')
    const messages = deps.store.outbox(200).filter((m) => !to || m.to === to)
    return c.json({ messages })
  })
}
