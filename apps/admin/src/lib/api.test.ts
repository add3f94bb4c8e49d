import { apiTargetOf } from '@shop/api-client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ApiError,
  api,
  apiImage,
  apiTarget,
  NETWORK_MESSAGE,
  onSessionLost,
  setApiTarget,
  TIMEOUT_MESSAGE,
  toApiError,
} from './api'

afterEach(() => vi.unstubAllGlobals())

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function stubFetch(reply: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (_input: unknown, _init?: RequestInit) => reply())
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise
  } catch (error) {
    return error as ApiError
  }
  throw new Error('expected a failure')
}

describe("the admin app's api()", () => {
  it('calls /api on this origin with the session cookie, leaving empty filters out', async () => {
    const fetch = stubFetch(() => answer(200, { orders: [] }))
    expect(await api('GET', '/admin/orders', { query: { status: '', zone: 'zona-1', page: 2 } })).toEqual({
      orders: [],
    })
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('/api/admin/orders?zone=zona-1&page=2')
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin' })
  })

  it('sends every call to the API its config.json names, with the cookie, once told (the admin on an origin of its own)', async () => {
    const fetch = stubFetch(() => answer(200, { ok: true }))
    setApiTarget(apiTargetOf({ apiUrl: 'https://api.example.it' }))
    try {
      expect(apiTarget()).toEqual({ baseURL: 'https://api.example.it/api', credentials: 'include' })
      await api('GET', '/admin/orders', { query: { page: 2 } })
      await api('POST', '/auth/logout', { body: {} })
    } finally {
      setApiTarget(apiTargetOf({}))
    }
    await api('GET', '/auth/me')
    expect(fetch.mock.calls.map(([url, init]) => [url, init?.method, init?.credentials])).toEqual([
      ['https://api.example.it/api/admin/orders?page=2', 'GET', 'include'],
      ['https://api.example.it/api/auth/logout', 'POST', 'include'],
      ['/api/auth/me', 'GET', 'same-origin'],
    ])
  })

  it('ends the session on a 401 outside /auth/*, and only there', async () => {
    const lost = vi.fn()
    const stop = onSessionLost(lost)
    try {
      stubFetch(() => answer(401, { error: { code: 'login_required', message: 'Accedi di nuovo' } }))
      expect(await failure(api('GET', '/admin/orders'))).toMatchObject({
        status: 401,
        message: 'Accedi di nuovo',
      })
      expect(lost).toHaveBeenCalledTimes(1)
      await failure(api('POST', '/auth/login', { body: {} }))
      expect(lost).toHaveBeenCalledTimes(1)
    } finally {
      stop()
    }
    await failure(api('GET', '/admin/orders'))
    expect(lost).toHaveBeenCalledTimes(1)
  })

  it("speaks to operators in the admin app's words", async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(await failure(api('GET', '/admin/config'))).toMatchObject({
      code: 'network',
      message: NETWORK_MESSAGE,
    })
    expect(NETWORK_MESSAGE).toBe(
      'Impossibile contattare il server del negozio. Controlla la connessione e riprova.',
    )
    expect(toApiError(new DOMException('t', 'TimeoutError')).message).toBe(TIMEOUT_MESSAGE)
  })

  it('gives the fields the server refused', async () => {
    stubFetch(() =>
      answer(400, {
        error: { code: 'invalid_request', message: 'Controlla', fields: { stockQuantity: 'Intero' } },
      }),
    )
    const error = await failure(api('PUT', '/admin/products/1/stock', { body: { stockQuantity: 1.5 } }))
    expect(error).toBeInstanceOf(ApiError)
    expect(error.fields).toEqual({ stockQuantity: 'Intero' })
  })
})

describe('apiImage', () => {
  const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47])

  it('gives the image as a data: URL (the CSP allows data: images, not blob:), asked with the session cookie', async () => {
    const fetch = stubFetch(
      () => new Response(PNG, { status: 200, headers: { 'content-type': 'image/png' } }),
    )
    expect(await apiImage('/admin/orders/7/proof')).toBe('data:image/png;base64,iVBORw==')
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('/api/admin/orders/7/proof')
    expect(init).toMatchObject({ credentials: 'same-origin' })
  })

  it('answers null when there is none (404)', async () => {
    stubFetch(() => answer(404, { error: { code: 'proof_not_found', message: 'Nessuna prova' } }))
    expect(await apiImage('/admin/orders/7/proof')).toBeNull()
  })

  it('rejects with the server’s message otherwise, and a 401 ends the session', async () => {
    const lost = vi.fn()
    const stop = onSessionLost(lost)
    try {
      stubFetch(() => answer(403, { error: { code: 'staff_only', message: 'Solo per la gestione' } }))
      expect(await failure(apiImage('/admin/orders/7/proof'))).toMatchObject({
        status: 403,
        message: 'Solo per la gestione',
      })
      expect(lost).not.toHaveBeenCalled()
      stubFetch(() => answer(401, { error: { code: 'login_required', message: 'Accedi di nuovo' } }))
      expect(await failure(apiImage('/admin/orders/7/proof'))).toMatchObject({ status: 401 })
      expect(lost).toHaveBeenCalledTimes(1)
      stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
      expect(await failure(apiImage('/admin/orders/7/proof'))).toMatchObject({ message: NETWORK_MESSAGE })
    } finally {
      stop()
    }
  })
})
