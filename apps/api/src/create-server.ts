import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { compress } from 'hono/compress'
import { cors } from 'hono/cors'
import { secureHeaders } from 'hono/secure-headers'
import { ApiError } from './http/api-error'
import { MSG } from './http/messages'
import { accountRoutes } from './routes/account'
import { addressBookRoutes } from './routes/address-book'
import { adminRoutes } from './routes/admin'
import { authRoutes } from './routes/auth'
import { cardRoutes } from './routes/card'
import { catalogRoutes } from './routes/catalog'
import { deliveryRoutes } from './routes/delivery'
import { devRoutes } from './routes/dev'
import { driverRoutes } from './routes/driver'
import { geocodeRoutes } from './routes/geocode'
import { healthRoutes } from './routes/health'
import { invoiceRoutes } from './routes/invoices'
import { orderRoutes } from './routes/orders'
import { walletRoutes } from './routes/wallet'
import { withdrawalRoutes } from './routes/withdrawals'
import { zoneRoutes } from './routes/zones'
import { readSession } from './security/session'
import type { AppEnv, ServerDeps } from './server-deps'
import { currentSettings } from './settings'
import { type StorefrontRender, storefrontRender } from './storefront-render'

export type { AppEnv, ServerDeps } from './server-deps'

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** The one route whose body may be larger than 100 KB: a driver's outcome with its proof. */
const PROOF_UPLOAD = /^\/api\/driver\/stops\/[^/]+\/outcome$/

/**
 * The API server: /api/* for the storefront and the admin app, and the built apps themselves
 * when present. Only start-shop.ts listens; tests run this in-process over real HTTP.
 */
export function createServer(deps: ServerDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const walletOrigins = deps.wallet
    ? originsOf([deps.config.wallet.scriptUrl, deps.config.wallet.apiUrl])
    : []

  app.onError((error, c) => {
    if (error instanceof ApiError) {
      return c.json(error.toBody(), error.status as 400, error.extra.headers ?? {})
    }
    deps.log.error('unexpected error', { path: new URL(c.req.url).pathname, method: c.req.method, error })
    return c.json(new ApiError(500, 'internal_error', MSG.internal).toBody(), 500)
  })

  app.notFound((c) => c.json(new ApiError(404, 'not_found', MSG.notFound).toBody(), 404))

  // gzip for text answers over 1 KB (JSON, the apps' HTML, JS and CSS) when the client accepts it.
  app.use('*', compress({ encoding: 'gzip' }))

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // The wallet provider's script, its calls and its window (PayPal, or the emulator's sandbox).
        scriptSrc: ["'self'", ...walletOrigins],
        frameSrc: ["'self'", ...walletOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:', 'http:'],
        connectSrc: ["'self'", ...walletOrigins],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
      // Set below instead: a route may need a stricter one (the password reset sends no referrer).
      referrerPolicy: false,
      crossOriginEmbedderPolicy: false,
    }),
  )
  app.use('*', async (c, next) => {
    await next()
    if (!c.res.headers.has('referrer-policy'))
      c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  })

  // The apps served from elsewhere (APP_ORIGINS: the admin at https://gestione.shop.it) call /api/*
  // with the session cookie: CORS with credentials for exactly those origins, and no CORS header at
  // all for any other. Before everything that may refuse a call, so that a listed app reads the
  // refusal's Italian message.
  const appOrigins = new Set(deps.config.appOrigins)
  const appCors = cors({
    origin: (origin) => origin,
    credentials: true,
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // What the apps send beyond the CORS-safelisted headers: JSON bodies and the checkout's key.
    allowHeaders: ['content-type', 'idempotency-key'],
    maxAge: 600,
  })
  app.use('/api/*', async (c, next) => {
    const origin = c.req.header('origin')
    if (origin && appOrigins.has(origin)) return appCors(c, next)
    await next()
    // The answer to a listed origin differs (its CORS headers): a cache must keep them apart.
    if (appOrigins.size > 0) c.header('Vary', 'Origin', { append: true })
  })

  // The body is not read: the connection closes after the answer instead of draining it.
  const tooLarge = (c: Context) =>
    c.json(new ApiError(413, 'too_large', MSG.tooLarge).toBody(), 413, { Connection: 'close' })
  const usualLimit = bodyLimit({ maxSize: 100 * 1024, onError: tooLarge })
  // A driver's outcome carries the proof of delivery: a signature or a photo of at most 400 kB, in base64.
  const proofLimit = bodyLimit({ maxSize: 600 * 1024, onError: tooLarge })
  app.use('/api/*', (c, next) => (PROOF_UPLOAD.test(c.req.path) ? proofLimit(c, next) : usualLimit(c, next)))
  // A refusal decided from the headers alone (not JSON, wrong origin, not signed in) still reads
  // the body, at most the 100 KB above: the Node adapter gives an unread body 500 ms and then closes
  // the connection, under the next request a client sends on it (seen under load in the fuzz test).
  app.use('/api/*', async (c, next) => {
    await next()
    const request = c.req.raw
    if (request.body && !request.bodyUsed) await request.arrayBuffer().catch(() => undefined)
  })

  // State-changing calls: JSON only (no form posts from other sites) and, when the browser says
  // where it comes from, only from the shop's own origin or an app's (APP_ORIGINS).
  app.use('/api/*', async (c, next) => {
    if (UNSAFE.has(c.req.method)) {
      const origin = c.req.header('origin')
      if (origin) {
        const own = new URL(c.req.url).origin
        const allowed = new Set([own, new URL(deps.config.publicUrl).origin, ...appOrigins])
        if (!allowed.has(origin)) throw new ApiError(403, 'bad_origin', MSG.badOrigin)
      }
      const length = Number(c.req.header('content-length') ?? 0)
      const hasBody = length > 0 || c.req.header('transfer-encoding') !== undefined
      const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
      if (hasBody && type !== 'application/json') throw new ApiError(415, 'json_only', MSG.jsonOnly)
    }
    c.set('session', await readSession(c, deps))
    await next()
    if (!c.res.headers.has('cache-control')) c.res.headers.set('Cache-Control', 'no-store')
  })

  healthRoutes(app, deps)
  const catalog = catalogRoutes(app, deps)
  zoneRoutes(app, deps)
  geocodeRoutes(app, deps)
  deliveryRoutes(app, deps)
  authRoutes(app, deps)
  accountRoutes(app, deps)
  addressBookRoutes(app, deps)
  orderRoutes(app, deps)
  withdrawalRoutes(app, deps)
  walletRoutes(app, deps)
  cardRoutes(app, deps)
  adminRoutes(app, deps, catalog)
  driverRoutes(app, deps)
  invoiceRoutes(app, deps)
  // The demo outbox exists only with the embedded emulator (config.ts: one mode rule).
  if (deps.config.embedded) devRoutes(app, deps)

  app.all('/api/*', (c) => c.json(new ApiError(404, 'not_found', MSG.notFound).toBody(), 404))

  const branded = (html: string) => withBrand(html, currentSettings(deps).brand)
  mountApp(app, '/admin', deps.config.adminDir, branded)
  mountApp(app, '/driver', deps.config.driverDir, branded)
  mountApp(app, '/', deps.config.storefrontDir, branded, (dir) =>
    storefrontRender({ dir, api: (request) => app.fetch(request), log: deps.log }),
  )
  return app
}

/** The distinct origins of some URLs (unparseable ones left out). */
function originsOf(urls: (string | undefined)[]): string[] {
  const origins = new Set<string>()
  for (const url of urls) {
    try {
      if (url) origins.add(new URL(url).origin)
    } catch {
      // Not a URL: nothing to allow.
    }
  }
  return [...origins]
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/**
 * The apps' index.html with the shop's brand in every element marked `data-brand` (the title and
 * the header painted before the app starts), so that the first paint already names the shop.
 */
export function withBrand(html: string, brand: string): string {
  const escaped = brand.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char)
  return html.replace(/(<[a-z]+\b[^>]*\bdata-brand\b[^>]*>)[^<]*(<\/)/g, `$1${escaped}$2`)
}

/** Files of a built app whose names do not change with its content. */
const UNHASHED_APP_FILES = /(^|\/)(sw\.js|registerSW\.js|manifest\.webmanifest)$/

/** The storefront paths whose query holds a token: /reset-password?token=, /auto-login/{id}?token=. */
const SECRET_LINK_PAGES = /^\/(reset-password|auto-login)(\/|$)/

/**
 * Serves a built single-page app under `prefix`: its files, and its index.html for every other
 * path (client-side routes). Nothing is mounted when the folder does not exist.
 */
function mountApp(
  app: Hono<AppEnv>,
  prefix: string,
  dir: string | undefined,
  transform: (html: string) => string,
  render?: (dir: string) => StorefrontRender | null,
): void {
  if (!dir || !existsSync(join(dir, 'index.html'))) return
  const root = resolve(dir)
  const base = prefix === '/' ? '' : prefix
  const html = readFileSync(join(root, 'index.html'), 'utf8')
  const index = () => transform(html)
  // The storefront's first screen, rendered here when its build can (storefront-render.ts).
  const rendered = render?.(root) ?? null
  const page = async (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-cache')
    // Pages whose address carries a secret (reset and auto-login links) send no referrer.
    if (SECRET_LINK_PAGES.test(c.req.path.slice(base.length))) c.header('Referrer-Policy', 'no-referrer')
    if (!rendered) return c.html(index())
    const url = new URL(c.req.url)
    return c.html(await rendered(`${url.pathname.slice(base.length) || '/'}${url.search}`, index()))
  }
  // Source maps stay on the server: they would publish the apps' source (the build writes them
  // 'hidden', for debugging, with no link to them in the scripts); so does the server's render.
  app.get(`${base}/*`, async (c, next) =>
    c.req.path.endsWith('.map') || c.req.path.startsWith(`${base}/server/`)
      ? c.text('Not Found', 404)
      : next(),
  )
  // The app's config.json (where its API is: issue 25), never cached: the build folder's own when
  // it has one, else {}, since this server is then the app's API (the app reads it before it starts).
  app.get(`${base}/config.json`, (c) => {
    c.header('Cache-Control', 'no-cache')
    const file = join(root, 'config.json')
    if (!existsSync(file)) return c.json({})
    return c.body(readFileSync(file), 200, { 'Content-Type': 'application/json; charset=utf-8' })
  })
  // The page itself is always the branded one, never the file as built.
  app.get(`${base}/`, page)
  app.get(`${base}/index.html`, page)
  app.use(
    `${base}/assets/*`,
    serveStatic({
      root,
      rewriteRequestPath: (path) => path.slice(base.length),
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable')
      },
    }),
  )
  // A missing built file (an old chunk after a new release) is a 404, never the page as HTML.
  app.get(`${base}/assets/*`, (c) => c.text('Not Found', 404))
  app.use(
    `${base}/*`,
    serveStatic({
      root,
      rewriteRequestPath: (path) => path.slice(base.length) || '/',
      // A service worker and a web manifest (the driver's app) keep their names across releases:
      // browsers must ask for them again, or a new release would never reach an installed app.
      onFound: (path, c) => {
        if (UNHASHED_APP_FILES.test(path)) c.header('Cache-Control', 'no-cache')
      },
    }),
  )
  app.get(`${base}/*`, page)
  if (base) app.get(base, page)
}
