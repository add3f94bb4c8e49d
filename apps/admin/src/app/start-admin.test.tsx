import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiTarget } from '../lib/api'
import { startAdmin } from './start-admin'

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

/** The static host's answers: config.json as given; any other request is recorded and fails. */
function staticHost(config: Response) {
  const fetch = vi.fn(async (input: unknown) =>
    String(input) === '/admin/config.json' ? config : Response.error(),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

async function started(config: Response) {
  const fetch = staticHost(config)
  const root = document.body.appendChild(document.createElement('div'))
  await startAdmin(root, '/admin/config.json')
  return { fetch, root }
}

describe('startAdmin with a config.json that is wrong', () => {
  it('says what is wrong in Italian instead of starting, and calls no API', async () => {
    const { fetch, root } = await started(
      new Response('{ "apiURL": "https://api.example.it" }', {
        headers: { 'content-type': 'application/json' },
      }),
    )
    await waitFor(() =>
      expect(root.querySelector('h1')?.textContent).toBe("L'area di gestione non può partire"),
    )
    expect(root.querySelector('[role="alert"]')?.textContent).toBe(
      "/admin/config.json non è valido: chiave sconosciuta «apiURL»: l'unica chiave è apiUrl.",
    )
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(apiTarget().baseURL).toBe('/api')
  })

  it('says so when the host fails to give it', async () => {
    const { root } = await started(new Response('down', { status: 503 }))
    await waitFor(() =>
      expect(root.querySelector('[role="alert"]')?.textContent).toBe(
        'Impossibile leggere /admin/config.json: il server ha risposto 503. Ricarica la pagina tra poco.',
      ),
    )
  })
})
