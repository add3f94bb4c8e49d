import type { SessionUser } from '@shop/api/contract'
import type { Seller } from '@shop/forms'
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import { api, onSessionLost, toApiError } from '../lib/api'

/** The roles that may use the admin area (DECISIONS.md section 2.3). */
export const STAFF_ROLES = new Set(['administrator', 'shop_manager'])
export const isStaff = (user: Pick<SessionUser, 'role'> | null | undefined): boolean =>
  Boolean(user && STAFF_ROLES.has(user.role))

export interface MapSettings {
  tileUrl: string
  attribution: string
}

interface SessionState {
  /**
   * 'loading' until /api/auth/me answers; 'out' without a session or with a customer's;
   * 'unavailable' when the server could not say (the session may well be valid: try again).
   */
  status: 'loading' | 'staff' | 'out' | 'unavailable'
  user: SessionUser | null
  brand: string
  map: MapSettings
  /**
   * Who sells (GET /api/config's `seller`): null while not entered, which the layout warns about
   * on every screen (no order is taken then); undefined while unknown.
   */
  seller: Seller | null | undefined
  /** True after the operator pressed 'Esci' (the login then opens without a way back). */
  loggedOut: boolean
}

interface SessionApi extends SessionState {
  /** Asks /api/auth/me again (after 'unavailable'). */
  retry(): void
  /** POST /api/auth/login with staff: true: a customer's account gets 403 and no session. */
  logIn(login: string, password: string, remember: boolean): Promise<void>
  logOut(): Promise<void>
  setBrand(brand: string): void
  setSeller(seller: Seller | null): void
}

const DEFAULT_BRAND = 'Bari Bevande'
const SessionContext = createContext<SessionApi | null>(null)

/** Who is using the admin app, the shop's brand and the map tiles: asked once at start. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({
    status: 'loading',
    user: null,
    brand: DEFAULT_BRAND,
    map: { tileUrl: '', attribution: '' },
    seller: undefined,
    loggedOut: false,
  })

  const [round, setRound] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: round asks again
  useEffect(() => {
    const controller = new AbortController()
    const { signal } = controller
    Promise.all([
      api<{ user: SessionUser | null }>('GET', '/auth/me', { signal }).then(
        (me) => me.user,
        // 401: no session. Anything else (503 while WooCommerce is down, no network): unknown.
        (error: unknown) => (toApiError(error).status === 401 ? null : undefined),
      ),
      api<{ brand?: string; map?: MapSettings; seller?: Seller | null }>('GET', '/config', { signal }).catch(
        (): { brand?: string; map?: MapSettings; seller?: Seller | null } => ({}),
      ),
    ]).then(([user, config]) => {
      if (signal.aborted) return
      setState((previous) => ({
        status: user === undefined ? 'unavailable' : isStaff(user) ? 'staff' : 'out',
        user: user && isStaff(user) ? user : null,
        brand: config.brand ?? previous.brand,
        map: config.map ?? previous.map,
        seller: config.seller === undefined ? previous.seller : config.seller,
        loggedOut: false,
      }))
    })
    const stop = onSessionLost(() => setState((previous) => ({ ...previous, status: 'out', user: null })))
    return () => {
      controller.abort()
      stop()
    }
  }, [round])

  const retry = useCallback(() => {
    setState((previous) => ({ ...previous, status: 'loading' }))
    setRound((n) => n + 1)
  }, [])

  const logIn = useCallback(async (login: string, password: string, remember: boolean) => {
    const { user } = await api<{ user: SessionUser }>('POST', '/auth/login', {
      body: { login, password, remember, staff: true },
    })
    setState((previous) => ({ ...previous, status: 'staff', user, loggedOut: false }))
  }, [])

  const logOut = useCallback(async () => {
    await api('POST', '/auth/logout', { body: {} }).catch(() => undefined)
    setState((previous) => ({ ...previous, status: 'out', user: null, loggedOut: true }))
  }, [])

  const setBrand = useCallback((brand: string) => setState((previous) => ({ ...previous, brand })), [])
  const setSeller = useCallback(
    (seller: Seller | null) => setState((previous) => ({ ...previous, seller })),
    [],
  )

  const value = useMemo(
    () => ({ ...state, logIn, logOut, setBrand, setSeller, retry }),
    [state, logIn, logOut, setBrand, setSeller, retry],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession(): SessionApi {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession() needs <SessionProvider> above it')
  return session
}

export function useBrand(): string {
  return useContext(SessionContext)?.brand ?? DEFAULT_BRAND
}
