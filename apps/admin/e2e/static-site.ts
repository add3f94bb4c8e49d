import { createReadStream, statSync } from 'node:fs'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, relative, resolve } from 'node:path'

/**
 * A plain static host for a built app, as a deployer would set one up in front of `dist/` (with
 * its config.json) on an origin of its own: the files under `base`, every other path under it
 * answered with index.html (the app's client routes), a missing built asset a 404 (never the
 * page), `/` sent to `base`, and the headers README 'On its own origin' lists on every answer.
 * It knows nothing of the API: the app finds it through config.json.
 */
export interface StaticSite {
  port: number
  stop(): Promise<void>
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

/**
 * Serves `root` under `base` ('/admin/') on 127.0.0.1 (a free port), sending `headers` (read at
 * each answer, so a caller may fill them in once it knows the API's address) with every answer.
 */
export async function startStaticSite(
  root: string,
  { base, headers }: { base: string; headers: Record<string, string> },
): Promise<StaticSite> {
  const top = resolve(root)
  const fileAt = (path: string): string | null => {
    const file = resolve(top, `.${path}`)
    if (relative(top, file).startsWith('..')) return null
    try {
      return statSync(file).isFile() ? file : null
    } catch {
      return null
    }
  }
  const send = (response: ServerResponse, status: number, extra: Record<string, string>, file?: string) => {
    response.writeHead(status, { ...headers, ...extra })
    if (file) createReadStream(file).pipe(response)
    else response.end(status === 404 ? 'Not Found' : '')
  }

  const server = createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      send(response, 405, { Allow: 'GET, HEAD' })
      return
    }
    let path: string
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://site').pathname)
    } catch {
      send(response, 400, {})
      return
    }
    if (base !== '/' && (path === '/' || `${path}/` === base)) {
      send(response, 302, { Location: base })
      return
    }
    if (!path.startsWith(base)) {
      send(response, 404, {})
      return
    }
    const inApp = `/${path.slice(base.length)}`
    const file = inApp.endsWith('.map') ? null : fileAt(inApp)
    if (file) {
      const immutable = inApp.startsWith('/assets/')
      send(
        response,
        200,
        {
          'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
          'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        },
        request.method === 'GET' ? file : undefined,
      )
    } else if (inApp.startsWith('/assets/') || inApp.endsWith('.map')) {
      send(response, 404, {})
    } else {
      send(
        response,
        200,
        { 'Content-Type': TYPES['.html'] ?? 'text/html', 'Cache-Control': 'no-cache' },
        request.method === 'GET' ? join(top, 'index.html') : undefined,
      )
    }
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return {
    port: (server.address() as AddressInfo).port,
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done())
        server.closeAllConnections()
      }),
  }
}

/**
 * The headers the admin's static host sends on its own origin (README 'On its own origin'): the
 * API server's policy for the pages it serves, but for `connect-src`, which names the API. Over
 * https also Cross-Origin-Opener-Policy and HSTS (a browser ignores them over http, and says so in
 * the console of a page whose host is not localhost).
 */
export function adminSiteHeaders(apiOrigin: string, siteOrigin: string): Record<string, string> {
  const https = siteOrigin.startsWith('https:')
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: https: http:",
      `connect-src 'self' ${apiOrigin}`,
      "font-src 'self' data:",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    ...(https
      ? { 'Cross-Origin-Opener-Policy': 'same-origin', 'Strict-Transport-Security': 'max-age=15552000' }
      : {}),
  }
}
