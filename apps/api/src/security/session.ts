import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { ApiError, unauthorized } from '../http/api-error'
import { MSG } from '../http/messages'
import type { AppEnv, ServerDeps } from '../server-deps'
import type { Session } from '../store/session-store'
import { randomToken, sha256 } from './crypto'

/** "Remember me": the cookie lasts 30 days, path '/' (SPEC.md section 9, DECISIONS.md section 2.2). */
export const REMEMBER_SECONDS = 2_592_000
/** A session without "remember me" ends with the browser; the server forgets it after 12 hours at most. */
export const BROWSER_SESSION_SECONDS = 12 * 3600

/**
 * The session cookie's name. Over HTTPS it goes out as `__Host-shop_session` (Secure, path '/', no
 * Domain): Hono's cookie helpers add the `__Host-` prefix themselves (the `prefix: 'host'` option),
 * so the name never carries it. Plain `shop_session` on http://localhost.
 */
export const SESSION_COOKIE = 'shop_session'

/** The cookie that ties a phone code to the browser that asked for it (loginRequester). */
export const LOGIN_COOKIE = 'shop_login'
const LOGIN_COOKIE_SECONDS = 3600

/** Over HTTPS the cookie is Secure and `__Host-` prefixed. */
const onHttps = (deps: ServerDeps) => deps.config.publicUrl.startsWith('https:')

export interface NewSession {
  userId: number
  email: string
  role: Session['role']
  method: Session['method']
  wooToken: string | null
  remember: boolean
}

/**
 * Logs a user in: any session the browser had ends, a new random id is issued (its hash is what
 * the store keeps) and set as an HttpOnly, SameSite=Lax cookie.
 */
export async function startSession(c: Context<AppEnv>, deps: ServerDeps, user: NewSession): Promise<Session> {
  const previous = c.get('session')
  if (previous) await deps.stores.sessions.deleteSession(previous.idHash)
  const id = randomToken(32)
  const now = deps.now().getTime()
  const session: Session = {
    idHash: sha256(id),
    ...user,
    createdAt: now,
    expiresAt: now + (user.remember ? REMEMBER_SECONDS : BROWSER_SESSION_SECONDS) * 1000,
  }
  await deps.stores.sessions.createSession(session)
  const secure = onHttps(deps)
  setCookie(c, SESSION_COOKIE, id, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    ...(user.remember ? { maxAge: REMEMBER_SECONDS } : {}),
    ...(secure ? { prefix: 'host' as const } : {}),
  })
  c.set('session', session)
  return session
}

/**
 * The browser asking for a phone code, before anyone is logged in: a random id in its own cookie
 * (`shop_login`, HttpOnly, SameSite=Lax, `__Host-` over HTTPS, for the code's 10 minutes and
 * more), set when missing. Answers the id's hash, which is what the store keeps with the code.
 */
export function loginRequester(c: Context<AppEnv>, deps: ServerDeps): string {
  const existing = existingLoginRequester(c, deps)
  if (existing) return existing
  const id = randomToken(32)
  const secure = onHttps(deps)
  setCookie(c, LOGIN_COOKIE, id, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    maxAge: LOGIN_COOKIE_SECONDS,
    ...(secure ? { prefix: 'host' as const } : {}),
  })
  return sha256(id)
}

/** The hash of the browser's phone-login cookie, or null when it has none. */
export function existingLoginRequester(c: Context<AppEnv>, deps: ServerDeps): string | null {
  const id = getCookie(c, LOGIN_COOKIE, onHttps(deps) ? 'host' : undefined)
  return id && id.length <= 100 ? sha256(id) : null
}

export async function endSession(c: Context<AppEnv>, deps: ServerDeps): Promise<void> {
  const session = c.get('session')
  if (session) await deps.stores.sessions.deleteSession(session.idHash)
  const secure = onHttps(deps)
  deleteCookie(c, SESSION_COOKIE, {
    path: '/',
    secure,
    ...(secure ? { prefix: 'host' as const } : {}),
  })
  c.set('session', null)
}

/** Reads the session of the request's cookie (null when none, unknown or expired). */
export async function readSession(c: Context<AppEnv>, deps: ServerDeps): Promise<Session | null> {
  const id = getCookie(c, SESSION_COOKIE, onHttps(deps) ? 'host' : undefined)
  if (!id || id.length > 100) return null
  return deps.stores.sessions.getSession(sha256(id), deps.now().getTime())
}

export function requireSession(c: Context<AppEnv>): Session {
  const session = c.get('session')
  if (!session) throw unauthorized()
  return session
}

/**
 * What only an administrator may do (issue 23): shop managers run orders, dispatch, stock,
 * customers, closures and capacity, not where the money goes nor which zones exist. 403
 * `administrators_only` with `Solo un amministratore può {what}.` otherwise.
 */
export function requireAdministrator(session: Session, what: string): void {
  if (session.role !== 'administrator')
    throw new ApiError(403, 'administrators_only', `Solo un amministratore può ${what}.`)
}

/** Administrators and shop managers only, checked on every call (DECISIONS.md section 2.3). */
export function requireStaff(c: Context<AppEnv>): Session {
  const session = c.get('session')
  if (!session) throw unauthorized(MSG.staffOnly)
  if (session.role !== 'administrator' && session.role !== 'shop_manager') {
    throw new ApiError(403, 'staff_only', MSG.staffOnly)
  }
  return session
}
