import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiTarget, setApiTarget } from '../lib/api'
import { keptConfigFetch, startDriver } from './start-driver'

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
  setApiTarget({ baseURL: '/api', credentials: 'same-origin' })
  document.body.innerHTML = ''
})

const jsonAnswer = (text: string) => new Response(text, { headers: { 'content-type': 'application/json' } })

describe('startDriver', () => {
  it('says what is wrong with config.json, in Italian, instead of starting', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonAnswer('{ "apiURL": "https://api.example.it" }')),
    )
    const root = document.body.appendChild(document.createElement('div'))
    await startDriver(root, '/driver/config.json')
    await waitFor(() =>
      expect(root.querySelector('h1')?.textContent).toBe("L'app degli autisti non può partire"),
    )
    expect(root.querySelector('[role="alert"]')?.textContent).toBe(
      "/driver/config.json non è valido: chiave sconosciuta «apiURL»: l'unica chiave è apiUrl.",
    )
  })

  it('sends the calls to the API config.json names', async () => {
    const fetch = vi.fn(async (url: unknown) =>
      String(url) === '/driver/config.json'
        ? jsonAnswer('{ "apiUrl": "https://api.example.it" }')
        : Response.error(),
    )
    vi.stubGlobal('fetch', fetch)
    await startDriver(document.body.appendChild(document.createElement('div')), '/driver/config.json')
    expect(apiTarget()).toEqual({ baseURL: 'https://api.example.it/api', credentials: 'include' })
    await waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => String(url))).toContain('https://api.example.it/api/auth/me'),
    )
  })
})

describe('keptConfigFetch', () => {
  it('gives the last config.json back when there is no network', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonAnswer('{ "apiUrl": "https://api.example.it" }')),
    )
    await keptConfigFetch('/driver/config.json')
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    expect(await (await keptConfigFetch('/driver/config.json')).text()).toBe(
      '{ "apiUrl": "https://api.example.it" }',
    )
  })

  it('keeps a missing file (or an HTML page in its place) as {}', async () => {
    for (const answer of [
      new Response('', { status: 404 }),
      new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }),
    ]) {
      localStorage.clear()
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => answer),
      )
      await keptConfigFetch('/driver/config.json')
      expect(localStorage.getItem('driver-config-json')).toBe('{}')
    }
  })

  it('fails as fetch does when nothing was ever kept', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    await expect(keptConfigFetch('/driver/config.json')).rejects.toThrow('Failed to fetch')
  })
})
