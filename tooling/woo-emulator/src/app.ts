import { Hono } from 'hono'
import { authenticate } from './auth'
import type { EmulatorContext } from './context'
import { controlRoutes, type Fault } from './control'
import type { Env } from './http'
import { imageRoutes } from './images'
import { cardSandboxRoutes } from './plugins/card-sandbox'
import { jwtRoutes } from './plugins/jwt'
import { missingPluginRoutes } from './plugins/missing-plugins'
import { ordddRoutes } from './plugins/orddd'
import { phoneLoginRoutes } from './plugins/phone-login'
import { timeslotRoutes } from './plugins/timeslot'
import { usersMeRoutes } from './plugins/users-me'
import { walletSandboxRoutes } from './plugins/wallet-sandbox'
import { categoryRoutes } from './resources/categories'
import { customerRoutes } from './resources/customers'
import { gatewayRoutes } from './resources/gateways'
import { orderNoteRoutes } from './resources/order-notes'
import { getOrder, orderRoutes } from './resources/orders'
import { productRoutes } from './resources/products'
import { refundRoutes } from './resources/refunds'
import { noRoute, WpError } from './wp/errors'
import { filterResponseFields, parseFields } from './wp/fields'

/** The methods of a REST route, as WordPress's Allow header lists them (errors carry it too). */
const ROUTE_METHODS: [RegExp, string][] = [
  [/^\/wp-json\/wc\/v3\/(products|products\/categories|customers|orders)$/, 'GET, POST'],
  [
    /^\/wp-json\/wc\/v3\/(products|products\/categories|customers|orders)\/\d+$/,
    'GET, POST, PUT, PATCH, DELETE',
  ],
  [/^\/wp-json\/wc\/v3\/orders\/\d+\/notes$/, 'GET, POST'],
  [/^\/wp-json\/wc\/v3\/orders\/\d+\/notes\/\d+$/, 'GET, DELETE'],
  [/^\/wp-json\/wc\/v3\/payment_gateways$/, 'GET'],
  [/^\/wp-json\/wc\/v3\/payment_gateways\/[^/]+$/, 'GET, POST, PUT, PATCH'],
  [/^\/wp-json\/wp\/v2\/users\/me$/, 'GET, POST, PUT, PATCH, DELETE'],
]

const CORS_HEADERS = {
  'Access-Control-Expose-Headers': 'X-WP-Total, X-WP-TotalPages, Link',
  'Access-Control-Allow-Headers': 'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type',
  'Access-Control-Allow-Methods': 'OPTIONS, GET, POST, PUT, PATCH, DELETE',
  'Access-Control-Allow-Credentials': 'true',
}

/** The emulator's HTTP application: WordPress REST under /wp-json, the portal, images and the control API. */
export function createApp(ctx: EmulatorContext): Hono<Env> {
  const app = new Hono<Env>()

  app.onError((error, c) => {
    if (error instanceof WpError) {
      const path = new URL(c.req.url).pathname
      const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=UTF-8' }
      if (path.startsWith('/wp-json')) headers.Link = `<${ctx.siteUrl}/wp-json/>; rel="https://api.w.org/"`
      const allow = ROUTE_METHODS.find(([pattern]) => pattern.test(path))?.[1]
      if (allow) headers.Allow = allow
      return c.body(JSON.stringify(error.toBody()), error.status as 400, headers)
    }
    console.error('[woo-emulator]', error)
    const wp = new WpError('internal_server_error', 'There has been a critical error on this website.', 500)
    return c.body(JSON.stringify(wp.toBody()), 500, { 'Content-Type': 'application/json; charset=UTF-8' })
  })

  app.notFound((c) => {
    if (new URL(c.req.url).pathname.startsWith('/wp-json')) {
      return c.body(JSON.stringify(noRoute().toBody()), 404, {
        'Content-Type': 'application/json; charset=UTF-8',
      })
    }
    return c.text('Not Found', 404)
  })

  // Rule 6: every REST answer to a request with an Origin carries CORS headers; a preflight is a 200.
  app.use('*', async (c, next) => {
    const origin = c.req.header('origin')
    if (origin && c.req.method === 'OPTIONS') {
      return c.body(JSON.stringify({ namespace: 'wc/v3', methods: ['GET', 'POST'] }), 200, {
        ...CORS_HEADERS,
        'Access-Control-Allow-Origin': origin,
        Vary: 'Origin',
        'Content-Type': 'application/json; charset=UTF-8',
      })
    }
    await next()
    if (origin) {
      for (const [name, value] of Object.entries(CORS_HEADERS)) c.res.headers.set(name, value)
      c.res.headers.set('Access-Control-Allow-Origin', origin)
      c.res.headers.set('Vary', 'Origin')
    }
  })

  // Faults that tests inject through the control API: a status, a delay, or both; or a dropped connection.
  app.use('*', async (c, next) => {
    const path = new URL(c.req.url).pathname
    if (path.startsWith('/__emulator')) return next()
    const faults = ctx.store.getSetting<Fault[]>('faults', [])
    const fault = faults.find((f) => path.startsWith(f.path) && (!f.method || f.method === c.req.method))
    if (!fault) return next()
    if (fault.times !== undefined) {
      const left = fault.times - 1
      ctx.store.setSetting(
        'faults',
        left > 0
          ? faults.map((f) => (f === fault ? { ...f, times: left } : f))
          : faults.filter((f) => f !== fault),
      )
    }
    if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs))
    if (fault.drop) {
      // Only over a real socket (@hono/node-server); in-process calls get a 503 instead.
      const socket = (c.env as { incoming?: { socket?: { destroy(): void } } } | undefined)?.incoming?.socket
      if (socket) {
        socket.destroy()
        return new Response(null, { status: 503 })
      }
      throw new WpError('emulator_fault', "Errore simulato dall'emulatore (connessione chiusa)", 503)
    }
    if (fault.status) {
      throw new WpError('emulator_fault', `Errore simulato dall'emulatore (${fault.status})`, fault.status)
    }
    return next()
  })

  // Rule 4: a bad or expired bearer token is refused before routing, on every REST route.
  app.use('/wp-json/*', async (c, next) => {
    c.set('siteUrl', ctx.siteUrl)
    const url = new URL(c.req.url)
    if (url.pathname === '/wp-json/jwt-auth/v1/token/validate') {
      c.set('principal', { kind: 'anonymous' })
    } else {
      const type = c.req.header('content-type') ?? ''
      const form =
        c.req.method === 'POST' && type.includes('application/x-www-form-urlencoded')
          ? await c.req.text()
          : null
      c.set(
        'principal',
        await authenticate(ctx, {
          method: c.req.method,
          url,
          authorization: c.req.header('authorization'),
          form,
        }),
      )
    }
    await next()
  })

  // `_fields` (rest_filter_response_fields): a successful REST answer keeps only the fields asked for.
  app.use('/wp-json/*', async (c, next) => {
    await next()
    const params = new URL(c.req.url).searchParams
    const fields = parseFields([...params.getAll('_fields'), ...params.getAll('_fields[]')])
    if (fields.length === 0 || c.res.status >= 400) return
    if (!(c.res.headers.get('content-type') ?? '').includes('application/json')) return
    const data = filterResponseFields(await c.res.json(), fields)
    const headers = new Headers(c.res.headers)
    headers.delete('content-length')
    c.res = new Response(JSON.stringify(data), { status: c.res.status, headers })
  })

  missingPluginRoutes(app, ctx)
  productRoutes(app, ctx)
  categoryRoutes(app, ctx)
  customerRoutes(app, ctx)
  orderRoutes(app, ctx)
  orderNoteRoutes(app, ctx, (id) => getOrder(ctx, id) !== null)
  refundRoutes(app, ctx)
  gatewayRoutes(app, ctx)
  jwtRoutes(app, ctx)
  usersMeRoutes(app, ctx)
  phoneLoginRoutes(app, ctx)
  ordddRoutes(app, ctx)
  timeslotRoutes(app, ctx)
  walletSandboxRoutes(app, ctx)
  cardSandboxRoutes(app, ctx)
  imageRoutes(app, ctx)
  controlRoutes(app, ctx)
  return app
}
