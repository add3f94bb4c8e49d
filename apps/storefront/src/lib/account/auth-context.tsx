import { useMutation } from '@tanstack/react-query'
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react'
import { useServerPage } from '../../app/hydration'
import { apiGet, apiPost } from '../api'
import {
  type AuthState,
  authReducer,
  readStoredUser,
  type SessionUser,
  USER_STORAGE_KEY,
  type UserStorage,
  writeStoredUser,
} from './auth-state'

/** How the current session began, as the server says (GET /api/auth/me's loginMethod). */
export type LoginMethod = 'password' | 'phone' | 'auto-login' | 'register' | 'reset'

/**
 * Whether the session may have been opened with the account's password: a login with it, a
 * registration that chose it, or a session we cannot tell (null): the current password is asked
 * before the password or the email changes, as the server does. Only a session opened by a code
 * or a link ('phone', 'auto-login', 'reset') may leave it blank.
 */
export function knowsPassword(method: LoginMethod | null): boolean {
  return method === null || method === 'password' || method === 'register'
}

export interface AuthApi extends AuthState {
  loginMethod: LoginMethod | null
  /** After a login, a registration or an auto-login: the user the server answered. */
  signedIn(user: SessionUser, options: { remember: boolean; method: LoginMethod }): void
  /** After the account was changed (profile, addresses). */
  setUser(user: SessionUser): void
  /** Ends the session on the server and here (and in the other tabs of this browser). */
  logout(): Promise<void>
  /** Asks the server who is logged in (used after a session may have ended elsewhere). */
  refresh(): Promise<void>
}

const AuthContext = createContext<AuthApi | null>(null)

export interface AuthStores {
  local: UserStorage | null
  session: UserStorage | null
}

function browserStores(): AuthStores {
  const get = (name: 'localStorage' | 'sessionStorage') => {
    try {
      return window[name]
    } catch {
      return null
    }
  }
  return { local: get('localStorage'), session: get('sessionStorage') }
}

interface MeAnswer {
  user: SessionUser | null
  loginMethod?: LoginMethod
}

/** A tab coming back to the front asks the server again, at most this often. */
const RECHECK_MS = 30_000

/**
 * The login state of SPEC.md section 4 on the cookie session of DECISIONS.md section 2. At start
 * the stored user (id > 0; invalid ones removed) is shown at once, then the server's answer wins:
 * a session that ended (logout elsewhere, password changed, browser restarted without "Ricordami")
 * logs the shopper out here too. Logout in one tab logs out the others (storage event).
 */
export function AuthProvider({ children, stores }: { children: ReactNode; stores?: AuthStores }) {
  const storesRef = useRef<AuthStores>(stores ?? browserStores())
  const remembered = useRef(false)
  const [loginMethod, setLoginMethod] = useState<LoginMethod | null>(null)
  // A page the server rendered starts, as the server did, with nobody logged in; the kept user
  // right after (below), then the server's answer.
  const serverPage = useServerPage()
  const [state, dispatch] = useReducer(authReducer, undefined, (): AuthState => {
    const stored = serverPage ? null : readStoredUser(storesRef.current)
    remembered.current = stored?.remember ?? false
    return { user: stored?.user ?? null, isAuthenticated: stored !== null, isLoading: true }
  })

  const forget = useCallback(() => {
    writeStoredUser(storesRef.current, null, true)
    writeStoredUser(storesRef.current, null, false)
    setLoginMethod(null)
    dispatch({ type: 'LOGOUT' })
  }, [])

  // Leaving is a mutation of the data layer, as every other write (lib/account/use-submit.ts).
  const leave = useMutation({ mutationFn: () => apiPost('/auth/logout', {}) })
  const leaveCall = useRef(leave.mutateAsync)
  useEffect(() => {
    leaveCall.current = leave.mutateAsync
  })

  const lastCheck = useRef(0)
  const refresh = useCallback(async () => {
    lastCheck.current = performance.now()
    try {
      const answer = await apiGet<MeAnswer>('/auth/me')
      if (answer.user) {
        writeStoredUser(storesRef.current, answer.user, remembered.current)
        setLoginMethod(answer.loginMethod ?? null)
        dispatch({ type: 'SET_USER', user: answer.user })
      } else forget()
    } catch (error) {
      // The shop cannot be reached: keep what is shown, the next check decides.
      console.warn('Verifica della sessione non riuscita', error)
      dispatch({ type: 'SET_LOADING', isLoading: false })
    }
  }, [forget])

  useEffect(() => {
    if (serverPage) {
      const stored = readStoredUser(storesRef.current)
      if (stored) {
        remembered.current = stored.remember
        // As at the start of any other page: shown, and still to be confirmed by the server.
        dispatch({ type: 'SET_USER', user: stored.user })
        dispatch({ type: 'SET_LOADING', isLoading: true })
      }
    }
  }, [serverPage])

  useEffect(() => {
    void refresh()
    const onStorage = (event: StorageEvent) => {
      if (event.key !== USER_STORAGE_KEY && event.key !== null) return
      if (event.newValue === null) {
        setLoginMethod(null)
        dispatch({ type: 'LOGOUT' })
      } else void refresh()
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible' && performance.now() - lastCheck.current > RECHECK_MS)
        void refresh()
    }
    window.addEventListener('storage', onStorage)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      window.removeEventListener('storage', onStorage)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [refresh])

  const api = useMemo<AuthApi>(
    () => ({
      ...state,
      loginMethod,
      signedIn(user, options) {
        remembered.current = options.remember
        writeStoredUser(storesRef.current, user, options.remember)
        setLoginMethod(options.method)
        dispatch({ type: 'LOGIN_SUCCESS', user })
      },
      setUser(user) {
        writeStoredUser(storesRef.current, user, remembered.current)
        dispatch({ type: 'SET_USER', user })
      },
      async logout() {
        try {
          await leaveCall.current()
        } finally {
          forget()
        }
      },
      refresh,
    }),
    [state, loginMethod, forget, refresh],
  )
  return <AuthContext.Provider value={api}>{children}</AuthContext.Provider>
}

export function useAuth(): AuthApi {
  const api = useContext(AuthContext)
  if (!api) throw new Error('useAuth needs an AuthProvider')
  return api
}
