import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiGet, setApiTarget } from '../lib/api'
import { applyRuntimeConfig } from './runtime-config'

afterEach(() => {
  vi.unstubAllGlobals()
  setApiTarget({ baseURL: '/api', credentials: 'same-origin' })
  document.body.innerHTML = ''
})

const json = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'application/json' } })

/** The page's host: config.json as given; the API's calls answered {}. Every request is recorded. */
function host(config: Response) {
  const fetch = vi.fn(async (input: unknown, _init?: RequestInit) =>
    String(input) === 'https://www.shop.test/config.json' ? config : json('{}'),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

describe('applyRuntimeConfig (a page built with SHOP_CONFIG_JSON=1)', () => {
  it('sends every call to the API config.json names, with the cookie', async () => {
    const fetch = host(json('{ "apiUrl": "https://api.shop.test" }'))
    const root = document.body.appendChild(document.createElement('div'))
    expect(await applyRuntimeConfig('https://www.shop.test/config.json', root)).toBe(true)
    await apiGet('/products', { page: 2 })
    expect(fetch.mock.calls.map(([url, init]) => [String(url), init?.credentials])).toEqual([
      ['https://www.shop.test/config.json', 'same-origin'],
      ['https://api.shop.test/api/products?page=2', 'include'],
    ])
  })

  it('keeps /api on this origin when the file is {} or missing', async () => {
    for (const config of [json('{}'), json('', 404)]) {
      const fetch = host(config)
      const root = document.body.appendChild(document.createElement('div'))
      expect(await applyRuntimeConfig('https://www.shop.test/config.json', root)).toBe(true)
      await apiGet('/products')
      expect(String(fetch.mock.calls[1]?.[0])).toBe('/api/products')
    }
  })

  it('shows what is wrong, in Italian, instead of the shop', async () => {
    host(json('{ "apiUrl": "https://api.shop.test/api" }'))
    const root = document.body.appendChild(document.createElement('div'))
    root.innerHTML = '<div class="boot">Bari Bevande</div>'
    expect(await applyRuntimeConfig('https://www.shop.test/config.json', root)).toBe(false)
    expect(root.querySelector('h1')?.textContent).toBe('Il negozio non può aprirsi')
    expect(root.querySelector('[role="alert"]')?.textContent).toBe(
      "https://www.shop.test/config.json non è valido: apiUrl deve essere l'indirizzo del server dell'API, solo schema, nome e porta (http o https, senza percorso, ? o #), per esempio https://api.example.it; è «https://api.shop.test/api».",
    )
    expect(root.querySelector('.boot')).toBeNull()
  })
})
