import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startApi, type TestApi } from './harness'

/**
 * The storefront's first screen rendered by the API server (src/storefront-render.ts) with a
 * stand-in for the storefront's server build: it renders what the real one would (markup and
 * state), calls the API the way the real one does, and records what it was asked.
 */
const INDEX =
  '<!doctype html><html><head><title data-brand>Bari Bevande</title></head><body><div id="root"><div class="boot"><span data-brand>Bari Bevande</span></div></div><script type="module" src="/assets/storefront.js"></script></body></html>'

const ENTRY = `
const record = (globalThis.__storefrontRenders ??= { calls: [], running: 0, most: 0 })
const pause = (ms) => new Promise((done) => setTimeout(done, ms))
export async function renderShopPage(url, fetch) {
  record.calls.push(url)
  record.running++
  record.most = Math.max(record.most, record.running)
  try {
    const path = new URL(url, 'http://x').pathname
    if (path === '/carrello') return null
    if (path === '/rotto') throw new Error('render broken')
    if (path === '/lento') await pause(5000)
    if (path.startsWith('/piano')) await pause(300)
    const config = await (await fetch('http://shop.render/api/config')).json()
    return {
      html: '<main><h1>Pagina ' + url + '</h1><p class="brand">' + config.brand + '</p></main>',
      state: { url, note: '</script><script>alert(1)</script>' },
    }
  } finally {
    record.running--
  }
}
`

interface RenderRecord {
  calls: string[]
  running: number
  most: number
}
const record = () => (globalThis as unknown as { __storefrontRenders: RenderRecord }).__storefrontRenders

let dir: string
let t: TestApi

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ssr-'))
  mkdirSync(join(dir, 'assets'), { recursive: true })
  mkdirSync(join(dir, 'server'), { recursive: true })
  writeFileSync(join(dir, 'index.html'), INDEX)
  writeFileSync(join(dir, 'assets', 'storefront.js'), 'console.log(1)')
  writeFileSync(join(dir, 'server', 'entry-server.js'), ENTRY)
  t = await startApi({ env: { STOREFRONT_DIR: dir, SHOP_BRAND: 'Acque di Puglia' } })
})
afterAll(async () => {
  await t?.stop()
  rmSync(dir, { recursive: true, force: true })
})
beforeEach(() => {
  if (record()) record().calls.length = 0
})

const page = async (path: string) => {
  const reply = await fetch(`${t.url}${path}`)
  return { status: reply.status, type: reply.headers.get('content-type'), html: await reply.text() }
}

describe('the storefront’s first screen from the server', () => {
  it('sends the page rendered into #root, with the state the browser takes it over from', async () => {
    const { status, type, html } = await page('/prodotti?pagina=2')
    expect(status).toBe(200)
    expect(type).toContain('text/html')
    expect(html).toContain('<div id="root"><main><h1>Pagina /prodotti?pagina=2</h1>')
    // The render asked the API itself (in-process) for the shop's configuration.
    expect(html).toContain('<p class="brand">Acque di Puglia</p>')
    // The shell painted before the app starts is replaced; the brand is still written in.
    expect(html).not.toContain('class="boot"')
    expect(html).toContain('<title data-brand>Acque di Puglia</title>')
    expect(html).toContain('<script type="module" src="/assets/storefront.js"></script>')
    const state = /<script type="application\/json" id="shop-state">(.*?)<\/script>/s.exec(html)?.[1]
    expect(state).toBeDefined()
    // Nothing in the state closes its script element early; the browser reads it back whole.
    expect(state).not.toContain('<')
    expect(JSON.parse(state ?? '')).toEqual({
      url: '/prodotti?pagina=2',
      note: '</script><script>alert(1)</script>',
    })
    expect(html.match(/<script/g)).toHaveLength(2)
  })

  it('sends the usual page for what the storefront does not render, and when a render fails', async () => {
    for (const path of ['/carrello', '/rotto']) {
      const { status, html } = await page(path)
      expect(status, path).toBe(200)
      expect(html, path).toContain('<div id="root"><div class="boot">')
      expect(html, path).not.toContain('shop-state')
    }
    expect(record().calls).toEqual(['/carrello', '/rotto'])
  })

  it('waits for a render at most 1.5 s, then sends the usual page', async () => {
    const started = performance.now()
    const { status, html } = await page('/lento')
    expect(status).toBe(200)
    expect(html).toContain('<div class="boot">')
    expect(performance.now() - started).toBeLessThan(4000)
  })

  it('renders every visit anew: what an operator just changed shows on the next page', async () => {
    const first = await page('/prodotti/acqua-1')
    const second = await page('/prodotti/acqua-1')
    expect(second.html).toBe(first.html)
    expect(record().calls).toEqual(['/prodotti/acqua-1', '/prodotti/acqua-1'])
  })

  it('renders at most two pages at once: a flood of addresses gets the usual page, never an error', async () => {
    record().most = 0
    const paths = Array.from({ length: 8 }, (_, i) => `/piano-${i}`)
    const pages = await Promise.all(paths.map(page))
    expect(pages.map((p) => p.status)).toEqual(paths.map(() => 200))
    expect(record().most).toBeLessThanOrEqual(2)
    const rendered = pages.filter((p) => p.html.includes('shop-state'))
    expect(rendered.length).toBeGreaterThanOrEqual(1)
    expect(rendered.length).toBeLessThanOrEqual(2)
    expect(record().calls.length).toBeLessThanOrEqual(2)
    // The same address asked by many at once is rendered once, and all of them get it.
    record().calls.length = 0
    const same = await Promise.all(Array.from({ length: 6 }, () => page('/piano-x')))
    expect(record().calls).toEqual(['/piano-x'])
    expect(same.every((p) => p.html.includes('<h1>Pagina /piano-x</h1>'))).toBe(true)
  })

  it('never serves the server build itself', async () => {
    const reply = await fetch(`${t.url}/server/entry-server.js`)
    expect(reply.status).toBe(404)
    expect(await reply.text()).not.toContain('renderShopPage')
  })
})
