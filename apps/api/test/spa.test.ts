import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withBrand } from '../src/create-server'
import { startApi, type TestApi } from './harness'

const INDEX = (app: string) =>
  `<!doctype html><html><head><title data-brand>Bari Bevande</title></head><body><div id="root"><span class="x" data-brand>Bari Bevande</span></div><script type="module" src="/assets/${app}.js"></script></body></html>`

let dir: string
let t: TestApi

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'spa-'))
  for (const app of ['storefront', 'admin', 'driver']) {
    mkdirSync(join(dir, app, 'assets'), { recursive: true })
    writeFileSync(join(dir, app, 'index.html'), INDEX(app))
    writeFileSync(join(dir, app, 'assets', `${app}.js`), `console.log(${JSON.stringify('x'.repeat(4000))})`)
    writeFileSync(join(dir, app, 'assets', `${app}.js.map`), '{"version":3,"sources":["secret.ts"]}')
    writeFileSync(join(dir, app, 'app.js.map'), '{"version":3,"sources":["secret.ts"]}')
  }
  // The driver's app is a PWA: a service worker and a manifest whose names never change.
  writeFileSync(join(dir, 'driver', 'sw.js'), 'self.addEventListener("fetch", () => {})')
  writeFileSync(join(dir, 'driver', 'manifest.webmanifest'), '{"name":"Autisti"}')
  // The admin's build carries a config.json of its own; the storefront's has none.
  writeFileSync(join(dir, 'admin', 'config.json'), '{ "apiUrl": "https://api.shop.test" }\n')
  t = await startApi({
    env: {
      STOREFRONT_DIR: join(dir, 'storefront'),
      ADMIN_DIR: join(dir, 'admin'),
      DRIVER_DIR: join(dir, 'driver'),
      SHOP_BRAND: 'Acqua & "Bolle" <Bari>',
    },
  })
})
afterAll(async () => {
  await t?.stop()
  rmSync(dir, { recursive: true, force: true })
})

describe('serving the built apps', () => {
  it('serves the driver’s app at /driver, its service worker and manifest never from a cache', async () => {
    const page = await t.browser().get('/driver/fermate/12')
    expect(page.status).toBe(200)
    expect(page.text).toContain('/assets/driver.js')
    for (const file of ['/driver/sw.js', '/driver/manifest.webmanifest']) {
      const reply = await t.browser().get(file)
      expect(reply.status, file).toBe(200)
      expect(reply.headers.get('cache-control'), file).toBe('no-cache')
    }
    expect((await t.browser().get('/driver/assets/driver.js')).headers.get('cache-control')).toContain(
      'immutable',
    )
  })

  it('never serves source maps, wherever they are in the build', async () => {
    for (const path of [
      '/assets/storefront.js.map',
      '/app.js.map',
      '/admin/assets/admin.js.map',
      '/admin/app.js.map',
    ]) {
      const r = await fetch(`${t.url}${path}`)
      expect(r.status, path).toBe(404)
      expect(await r.text(), path).not.toContain('secret.ts')
    }
    // The scripts themselves are still served.
    expect((await fetch(`${t.url}/assets/storefront.js`)).status).toBe(200)
    expect((await fetch(`${t.url}/admin/assets/admin.js`)).status).toBe(200)
  })

  it('serves the storefront at / and on every client route, with the brand written in, never cached', async () => {
    for (const path of ['/', '/index.html', '/prodotti/categoria/acqua', '/zone-map']) {
      const r = await fetch(`${t.url}${path}`)
      expect(r.status, path).toBe(200)
      expect(r.headers.get('content-type'), path).toContain('text/html')
      expect(r.headers.get('cache-control'), path).toBe('no-cache')
      const html = await r.text()
      expect(html, path).toContain('src="/assets/storefront.js"')
      expect(html, path).toContain('<title data-brand>Acqua &amp; &quot;Bolle&quot; &lt;Bari&gt;</title>')
      expect(html, path).toContain(
        '<span class="x" data-brand>Acqua &amp; &quot;Bolle&quot; &lt;Bari&gt;</span>',
      )
      expect(html, path).not.toContain('Bari Bevande')
    }
  })

  it('sends no referrer from the pages whose address holds a token, and the usual policy elsewhere', async () => {
    for (const path of ['/reset-password?token=abc', '/auto-login/12?token=abc', '/auto-login/x']) {
      const r = await fetch(`${t.url}${path}`)
      expect(r.status, path).toBe(200)
      expect(r.headers.get('referrer-policy'), path).toBe('no-referrer')
    }
    for (const path of ['/', '/login', '/reset-passwords', '/account']) {
      const r = await fetch(`${t.url}${path}`)
      expect(r.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
    }
  })

  it('serves the admin app under /admin', async () => {
    for (const path of ['/admin', '/admin/', '/admin/orders', '/admin/zones']) {
      const html = await (await fetch(`${t.url}${path}`)).text()
      expect(html, path).toContain('src="/assets/admin.js"')
    }
  })

  it('serves built assets for a year, immutable, gzipped', async () => {
    const r = await fetch(`${t.url}/assets/storefront.js`)
    expect(r.status).toBe(200)
    expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(r.headers.get('content-encoding')).toBe('gzip')
    expect(await r.text()).toContain('console.log')
    expect((await fetch(`${t.url}/assets/missing.js`)).status).toBe(404)
  })

  it("answers an app's config.json: the build's own as it is, else {} (this server is the API), never cached", async () => {
    const own = await fetch(`${t.url}/admin/config.json`)
    expect(own.status).toBe(200)
    expect(own.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(own.headers.get('cache-control')).toBe('no-cache')
    expect(await own.text()).toBe('{ "apiUrl": "https://api.shop.test" }\n')
    const none = await fetch(`${t.url}/config.json`)
    expect(none.status).toBe(200)
    expect(none.headers.get('content-type')).toContain('application/json')
    expect(none.headers.get('cache-control')).toBe('no-cache')
    expect(await none.json()).toEqual({})
  })

  it('sends the pages the same CSP as ever, and without APP_ORIGINS no CORS header to anyone', async () => {
    // The wallet's origin is the emulator's sandbox here (PayPal's in production).
    const wallet = t.emulator.url
    for (const path of ['/', '/admin/orders']) {
      const page = await fetch(`${t.url}${path}`)
      expect(page.headers.get('content-security-policy'), path).toBe(
        `default-src 'self'; script-src 'self' ${wallet}; frame-src 'self' ${wallet}; style-src 'self' 'unsafe-inline'; img-src 'self' data: https: http:; connect-src 'self' ${wallet}; font-src 'self' data:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'`,
      )
    }
    for (const origin of ['https://gestione.shop.test', t.url]) {
      const asked = await fetch(`${t.url}/api/auth/login`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      })
      const read = await fetch(`${t.url}/api/health`, { headers: { origin } })
      for (const reply of [asked, read]) {
        expect(
          [...reply.headers.keys()].filter((name) => name.startsWith('access-control-')),
          origin,
        ).toEqual([])
        expect(reply.headers.get('vary') ?? '', origin).not.toMatch(/origin/i)
      }
    }
  })

  it('keeps /api/* JSON: an unknown API path is a JSON 404, not the app', async () => {
    const r = await fetch(`${t.url}/api/nothing-here`)
    expect(r.status).toBe(404)
    expect(r.headers.get('content-type')).toContain('application/json')
  })
})

describe('withBrand', () => {
  it('fills only elements marked data-brand', () => {
    expect(
      withBrand('<title data-brand>x</title><h1>x</h1><span id="a" data-brand="">y</span>', 'Negozio'),
    ).toBe('<title data-brand>Negozio</title><h1>x</h1><span id="a" data-brand="">Negozio</span>')
  })
})
