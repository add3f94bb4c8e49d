import type { SessionUser as AccountUser } from '@shop/api/contract'
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import { api, onSessionLost, toApiError } from '../lib/api'
import { savedDay } from '../lib/driver-store'

interface SessionUser {
  id: number
  name: string
}

/** The API's session user (/auth/me, /auth/login) as the bar names the driver: 'Mario Rossi', else the e-mail. */
function driverOf(user: AccountUser): SessionUser {
  const name = [user.firstName, user.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ')
  return { id: user.id, name: name || user.email }
}

interface SessionState {
  /**
   * 'loading' until /api/auth/me answers; 'in' with a session (or, with no network, with a day kept
   * on the phone: the van must keep working); 'out' without; 'unavailable' when the server could not
   * say and the phone keeps no day.
   */
  status: 'loading' | 'in' | 'out' | 'unavailable'
  user: SessionUser | null
}

export interface Session extends SessionState {
  retry(): void
  /** POST /api/auth/login with driver: true; rejects with the API's error (403 driver_only...). */
  logIn(login: string, password: string): Promise<void>
  /** POST /api/auth/logout, and the day kept on the phone is deleted. */
  logOut(): Promise<void>
}

const SessionContext = createContext<Session | null>(null)

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading', user: null })
  const [round, setRound] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: round asks again
  useEffect(() => {
    const controller = new AbortController()
    api<{ user: AccountUser | null }>('GET', '/auth/me', { signal: controller.signal }).then(
      ({ user }) => {
        if (!controller.signal.aborted)
          setState(user ? { status: 'in', user: driverOf(user) } : { status: 'out', user: null })
      },
      async (thrown: unknown) => {
        const error = toApiError(thrown)
        if (controller.signal.aborted || error.code === 'aborted') return
        if (error.status === 401 || error.status === 403) return setState({ status: 'out', user: null })
        const kept = await savedDay.load()
        setState(
          kept
            ? { status: 'in', user: { id: kept.day.driver.userId, name: kept.day.driver.name } }
            : { status: 'unavailable', user: null },
        )
      },
    )
    const stop = onSessionLost(() => setState({ status: 'out', user: null }))
    return () => {
      controller.abort()
      stop()
    }
  }, [round])

  const retry = useCallback(() => {
    setState({ status: 'loading', user: null })
    setRound((n) => n + 1)
  }, [])

  const logIn = useCallback(async (login: string, password: string) => {
    const { user } = await api<{ user: AccountUser }>('POST', '/auth/login', {
      body: { login, password, driver: true },
    })
    setState({ status: 'in', user: driverOf(user) })
  }, [])

  const logOut = useCallback(async () => {
    await api('POST', '/auth/logout', { body: {} }).catch(() => undefined)
    await savedDay.clear()
    setState({ status: 'out', user: null })
  }, [])

  const value = useMemo(() => ({ ...state, retry, logIn, logOut }), [state, retry, logIn, logOut])
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession(): Session {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession() needs <SessionProvider> above it')
  return session
}
