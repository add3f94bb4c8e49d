/**
 * The shopper's login state (SPEC.md section 4 "Authentication", read for the cookie session of
 * DECISIONS.md section 2): the reducer, the session user kept in the browser for display, and the
 * rule for where a login may send the shopper back to. No secret is ever kept here: the session is
 * the HttpOnly cookie, and the server has the last word (GET /api/auth/me) at every start.
 */

import type { AccountAddress, SessionUser } from '@shop/api/contract'

/** A saved address of the session user: the edited fields, the country, and the billing email. */
export type AddressView = AccountAddress
/** The session user of SPEC.md section 3, as /api/auth/* answers it (the API's own type). */
export type { SessionUser }

export interface AuthState {
  user: SessionUser | null
  isAuthenticated: boolean
  isLoading: boolean
}

export type AuthAction =
  | { type: 'LOGIN_START' }
  | { type: 'LOGIN_SUCCESS'; user: SessionUser }
  | { type: 'SET_USER'; user: SessionUser }
  | { type: 'LOGIN_FAILURE' }
  | { type: 'LOGOUT' }
  | { type: 'SET_LOADING'; isLoading: boolean }

/** SPEC.md section 4: the transitions of the authentication state. */
export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'LOGIN_START':
      return { ...state, isLoading: true }
    case 'LOGIN_SUCCESS':
    case 'SET_USER':
      return { user: action.user, isAuthenticated: true, isLoading: false }
    case 'LOGIN_FAILURE':
    case 'LOGOUT':
      return { user: null, isAuthenticated: false, isLoading: false }
    case 'SET_LOADING':
      return { ...state, isLoading: action.isLoading }
  }
}

/** Where the session user is kept: localStorage for a remembered login, sessionStorage otherwise. */
export const USER_STORAGE_KEY = 'shop-user'

export interface UserStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

function address(value: unknown, withEmail: boolean): AddressView {
  const a = value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  return {
    firstName: text(a.firstName ?? a.first_name),
    lastName: text(a.lastName ?? a.last_name),
    company: text(a.company),
    address1: text(a.address1 ?? a.address_1),
    address2: text(a.address2 ?? a.address_2),
    city: text(a.city),
    postcode: text(a.postcode),
    province: text(a.province ?? a.state),
    country: text(a.country),
    phone: text(a.phone),
    ...(withEmail ? { email: text(a.email) } : {}),
  }
}

/**
 * A stored session user, or null. SPEC.md sections 3 and 5: valid only with an id greater than 0;
 * customer_id, first_name and last_name are accepted for id, firstName and lastName.
 */
export function parseStoredUser(raw: string | null): SessionUser | null {
  if (raw === null) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const v = value as Record<string, unknown>
  const id = Number(v.id ?? v.customer_id)
  if (!Number.isSafeInteger(id) || id <= 0) return null
  const role = v.role === 'shop_manager' || v.role === 'administrator' ? v.role : 'customer'
  return {
    id,
    email: text(v.email),
    username: text(v.username) || text(v.email),
    firstName: text(v.firstName ?? v.first_name),
    lastName: text(v.lastName ?? v.last_name),
    role,
    billing: address(v.billing, true),
    shipping: address(v.shipping, false),
  }
}

function attempt<T>(work: () => T, fallback: T): T {
  try {
    return work()
  } catch (error) {
    console.warn('Archivio del browser non disponibile per l’utente', error)
    return fallback
  }
}

/**
 * SPEC.md section 4 "On app start", steps 1 and 2: the stored user (the remembered one first), and
 * whether it was remembered; a stored user that is not valid is removed.
 */
export function readStoredUser(stores: {
  local: UserStorage | null
  session: UserStorage | null
}): { user: SessionUser; remember: boolean } | null {
  for (const [store, remember] of [
    [stores.local, true],
    [stores.session, false],
  ] as const) {
    if (!store) continue
    const raw = attempt(() => store.getItem(USER_STORAGE_KEY), null)
    if (raw === null) continue
    const user = parseStoredUser(raw)
    if (user) return { user, remember }
    attempt(() => store.removeItem(USER_STORAGE_KEY), undefined)
  }
  return null
}

/** Keeps the user in one store (local when remembered) and removes it from the other. */
export function writeStoredUser(
  stores: { local: UserStorage | null; session: UserStorage | null },
  user: SessionUser | null,
  remember: boolean,
): void {
  const keep = remember ? stores.local : stores.session
  const drop = remember ? stores.session : stores.local
  if (drop) attempt(() => drop.removeItem(USER_STORAGE_KEY), undefined)
  if (!keep) return
  if (user) attempt(() => keep.setItem(USER_STORAGE_KEY, JSON.stringify(user)), undefined)
  else attempt(() => keep.removeItem(USER_STORAGE_KEY), undefined)
}

/** Screens a login must never send the shopper back to (they would loop or spend a link again). */
const NO_RETURN = /^\/(login|register|auto-login|reset-password|password-dimenticata)(\/|$|\?|#)/i

/**
 * Where to go after a login: the path the shopper came from when it is a path of this shop
 * (never another site: no scheme, no '//' or '/\'), otherwise the account page.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/account'): string {
  if (!target) return fallback
  const value = target.trim()
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\u0000-\u001f\\]/.test(value)) return fallback
  if (NO_RETURN.test(value)) return fallback
  return value
}

/** The login screen's address that brings the shopper back to `from` afterwards. */
export function loginPath(from: string): string {
  const back = safeRedirect(from, '')
  return back && back !== '/' ? `/login?redirect=${encodeURIComponent(back)}` : '/login'
}
