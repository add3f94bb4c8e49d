import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createShopQueryClient } from '../../app/query-client'
import { AuthProvider, type AuthStores, knowsPassword, useAuth } from './auth-context'
import { type SessionUser, USER_STORAGE_KEY } from './auth-state'
import { fixtureUser } from './session-user.fixture'

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  }
}

const user = fixtureUser

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

type Answer = ReturnType<typeof json>
type Handler = (url: string, init: RequestInit) => Answer | Promise<Answer>

/** A fetch stub that answers each call through `handler` and records the calls. */
function stubFetch(handler: Handler) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) =>
    handler(String(input), init),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

/** The /api/auth/me answer, held until the test releases it. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

const calls = (fetch: ReturnType<typeof stubFetch>, path: string) =>
  fetch.mock.calls.filter(([input]) => String(input) === path)

let api: ReturnType<typeof useAuth>
function Probe() {
  api = useAuth()
  return (
    <output>
      {`${api.isAuthenticated ? 'in' : 'out'}|${api.isLoading ? 'loading' : 'ready'}|${api.user?.firstName ?? '-'}`}
    </output>
  )
}

const shown = () => screen.getByRole('status').textContent

function renderAuth(stores: AuthStores) {
  return render(
    <QueryClientProvider client={createShopQueryClient()}>
      <AuthProvider stores={stores}>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  )
}

const stored = (store: ReturnType<typeof memory>) => {
  const raw = store.data.get(USER_STORAGE_KEY)
  return raw === undefined ? undefined : (JSON.parse(raw) as SessionUser)
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  window.localStorage.clear()
  window.sessionStorage.clear()
})

describe('AuthProvider', () => {
  it('shows a valid stored user at once, then logs out when the server says the session ended', async () => {
    const me = deferred<Answer>()
    const fetch = stubFetch((url) => (url === '/api/auth/me' ? me.promise : json({}, 404)))
    const local = memory({ [USER_STORAGE_KEY]: JSON.stringify(user()) })
    const session = memory()
    renderAuth({ local, session })

    expect(shown()).toBe('in|loading|Mario')
    expect(api.isAuthenticated).toBe(true)
    expect(api.isLoading).toBe(true)
    expect(calls(fetch, '/api/auth/me')).toHaveLength(1)

    await act(async () => me.resolve(json({ user: null })))
    await waitFor(() => expect(shown()).toBe('out|ready|-'))
    expect(api.user).toBeNull()
    expect(local.data.has(USER_STORAGE_KEY)).toBe(false)
    expect(session.data.has(USER_STORAGE_KEY)).toBe(false)
  })

  it("takes the server's user over the stored one and keeps it in the same store", async () => {
    stubFetch(() => json({ user: user(42, 'Maria'), loginMethod: 'phone' }))
    const local = memory()
    const session = memory({ [USER_STORAGE_KEY]: JSON.stringify(user(42, 'Mario')) })
    renderAuth({ local, session })
    expect(shown()).toBe('in|loading|Mario')

    await waitFor(() => expect(shown()).toBe('in|ready|Maria'))
    expect(api.loginMethod).toBe('phone')
    expect(stored(session)?.firstName).toBe('Maria')
    expect(local.data.has(USER_STORAGE_KEY)).toBe(false)
  })

  it('starts logged out and loading without a stored user, and removes an invalid one', async () => {
    const me = deferred<Answer>()
    stubFetch(() => me.promise)
    const local = memory({ [USER_STORAGE_KEY]: JSON.stringify({ id: 0, firstName: 'Nessuno' }) })
    renderAuth({ local, session: memory() })

    expect(shown()).toBe('out|loading|-')
    expect(local.data.has(USER_STORAGE_KEY)).toBe(false)

    await act(async () => me.resolve(json({ user: null })))
    await waitFor(() => expect(shown()).toBe('out|ready|-'))
  })

  it('signedIn with remember keeps the user in localStorage only', async () => {
    stubFetch(() => json({ user: null }))
    const local = memory()
    const session = memory({ [USER_STORAGE_KEY]: JSON.stringify(user(1, 'Vecchio')) })
    renderAuth({ local, session })
    await waitFor(() => expect(shown()).toBe('out|ready|-'))

    act(() => api.signedIn(user(7, 'Lucia'), { remember: true, method: 'password' }))
    expect(shown()).toBe('in|ready|Lucia')
    expect(api.loginMethod).toBe('password')
    expect(stored(local)?.id).toBe(7)
    expect(session.data.has(USER_STORAGE_KEY)).toBe(false)
  })

  it('signedIn without remember keeps the user in sessionStorage only', async () => {
    stubFetch(() => json({ user: null }))
    const local = memory()
    const session = memory()
    renderAuth({ local, session })
    await waitFor(() => expect(shown()).toBe('out|ready|-'))

    act(() => api.signedIn(user(8, 'Anna'), { remember: false, method: 'auto-login' }))
    expect(shown()).toBe('in|ready|Anna')
    expect(api.loginMethod).toBe('auto-login')
    expect(stored(session)?.id).toBe(8)
    expect(local.data.has(USER_STORAGE_KEY)).toBe(false)
  })

  it('setUser keeps the changed user where the login was kept', async () => {
    stubFetch(() => json({ user: user(5, 'Mario') }))
    const local = memory()
    const session = memory({ [USER_STORAGE_KEY]: JSON.stringify(user(5, 'Mario')) })
    renderAuth({ local, session })
    await waitFor(() => expect(shown()).toBe('in|ready|Mario'))

    act(() => api.setUser(user(5, 'Marco')))
    expect(shown()).toBe('in|ready|Marco')
    expect(stored(session)?.firstName).toBe('Marco')
    expect(local.data.has(USER_STORAGE_KEY)).toBe(false)
  })

  it('uses the browser storage when no stores are given', async () => {
    stubFetch(() => json({ user: null }))
    render(
      <QueryClientProvider client={createShopQueryClient()}>
        <AuthProvider>
          <Probe />
        </AuthProvider>
      </QueryClientProvider>,
    )
    await waitFor(() => expect(shown()).toBe('out|ready|-'))

    act(() => api.signedIn(user(3, 'Lia'), { remember: true, method: 'register' }))
    expect(JSON.parse(window.localStorage.getItem(USER_STORAGE_KEY) ?? 'null')?.id).toBe(3)
    expect(window.sessionStorage.getItem(USER_STORAGE_KEY)).toBeNull()

    act(() => api.signedIn(user(3, 'Lia'), { remember: false, method: 'register' }))
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull()
    expect(JSON.parse(window.sessionStorage.getItem(USER_STORAGE_KEY) ?? 'null')?.id).toBe(3)
  })

  it('logout POSTs /api/auth/logout and clears the user and both stores', async () => {
    const fetch = stubFetch((url) => (url === '/api/auth/me' ? json({ user: user() }) : json({ ok: true })))
    const local = memory({ [USER_STORAGE_KEY]: JSON.stringify(user()) })
    const session = memory()
    renderAuth({ local, session })
    await waitFor(() => expect(shown()).toBe('in|ready|Mario'))

    await act(() => api.logout())
    const [logout] = calls(fetch, '/api/auth/logout')
    expect(logout?.[1]?.method).toBe('POST')
    expect(shown()).toBe('out|ready|-')
    expect(api.loginMethod).toBeNull()
    expect(local.data.has(USER_STORAGE_KEY)).toBe(false)
    expect(session.data.has(USER_STORAGE_KEY)).toBe(false)
  })

  it('logs out here even when the logout call fails', async () => {
    stubFetch((url) => (url === '/api/auth/me' ? json({ user: user() }) : json({}, 500)))
    const local = memory({ [USER_STORAGE_KEY]: JSON.stringify(user()) })
    renderAuth({ local, session: memory() })
    await waitFor(() => expect(shown()).toBe('in|ready|Mario'))

    await act(async () => {
      await expect(api.logout()).rejects.toMatchObject({ status: 500 })
    })
    expect(shown()).toBe('out|ready|-')
    expect(local.data.has(USER_STORAGE_KEY)).toBe(false)
  })

  it('logs out when another tab removes the stored user', async () => {
    const fetch = stubFetch(() => json({ user: user() }))
    const local = memory({ [USER_STORAGE_KEY]: JSON.stringify(user()) })
    renderAuth({ local, session: memory() })
    await waitFor(() => expect(shown()).toBe('in|ready|Mario'))

    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'another-key', newValue: null }))
    })
    expect(shown()).toBe('in|ready|Mario')

    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: USER_STORAGE_KEY, newValue: null }))
    })
    expect(shown()).toBe('out|ready|-')
    expect(calls(fetch, '/api/auth/me')).toHaveLength(1)
  })

  it('logs out when another tab clears the whole storage', async () => {
    stubFetch(() => json({ user: user() }))
    renderAuth({ local: memory({ [USER_STORAGE_KEY]: JSON.stringify(user()) }), session: memory() })
    await waitFor(() => expect(shown()).toBe('in|ready|Mario'))

    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null }))
    })
    expect(shown()).toBe('out|ready|-')
  })

  it('asks the server again when another tab stores a user', async () => {
    let answer: SessionUser | null = null
    const fetch = stubFetch(() => json({ user: answer }))
    renderAuth({ local: memory(), session: memory() })
    await waitFor(() => expect(shown()).toBe('out|ready|-'))

    answer = user(9, 'Paola')
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: USER_STORAGE_KEY, newValue: JSON.stringify(user(9, 'Paola')) }),
      )
    })
    await waitFor(() => expect(shown()).toBe('in|ready|Paola'))
    expect(calls(fetch, '/api/auth/me')).toHaveLength(2)
  })

  it('keeps the stored user and stops loading when the shop cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    stubFetch(() => {
      throw new TypeError('Failed to fetch')
    })
    const local = memory({ [USER_STORAGE_KEY]: JSON.stringify(user()) })
    renderAuth({ local, session: memory() })
    expect(shown()).toBe('in|loading|Mario')

    await waitFor(() => expect(shown()).toBe('in|ready|Mario'))
    expect(stored(local)).toEqual(user())
    expect(warn).toHaveBeenCalledWith('Verifica della sessione non riuscita', expect.anything())
  })

  it('refresh asks the server again', async () => {
    let answer: SessionUser | null = user()
    const fetch = stubFetch(() => json({ user: answer }))
    const local = memory({ [USER_STORAGE_KEY]: JSON.stringify(user()) })
    renderAuth({ local, session: memory() })
    await waitFor(() => expect(shown()).toBe('in|ready|Mario'))

    answer = null
    await act(() => api.refresh())
    expect(shown()).toBe('out|ready|-')
    expect(calls(fetch, '/api/auth/me')).toHaveLength(2)
    expect(local.data.has(USER_STORAGE_KEY)).toBe(false)
  })

  it('asks the server again when the tab comes back after more than 30 seconds', async () => {
    let now = 1_000_000
    vi.spyOn(performance, 'now').mockImplementation(() => now)
    const fetch = stubFetch(() => json({ user: user() }))
    renderAuth({ local: memory({ [USER_STORAGE_KEY]: JSON.stringify(user()) }), session: memory() })
    await waitFor(() => expect(shown()).toBe('in|ready|Mario'))
    expect(document.visibilityState).toBe('visible')

    now += 10_000
    act(() => void document.dispatchEvent(new Event('visibilitychange')))
    expect(calls(fetch, '/api/auth/me')).toHaveLength(1)

    now += 25_000
    act(() => void document.dispatchEvent(new Event('visibilitychange')))
    await waitFor(() => expect(calls(fetch, '/api/auth/me')).toHaveLength(2))
  })
})

describe('useAuth', () => {
  it('needs an AuthProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => render(<Probe />)).toThrow('useAuth needs an AuthProvider')
  })
})

describe('knowsPassword', () => {
  it('holds for a login with the password, a registration, and a session we cannot tell', () => {
    expect(knowsPassword('password')).toBe(true)
    expect(knowsPassword('register')).toBe(true)
    expect(knowsPassword(null)).toBe(true)
  })

  it('does not hold for a session opened by a code or a link', () => {
    expect(knowsPassword('phone')).toBe(false)
    expect(knowsPassword('auto-login')).toBe(false)
    expect(knowsPassword('reset')).toBe(false)
  })
})
