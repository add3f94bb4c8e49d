import type { ServerDeps } from '../server-deps'
import { LIMITS } from './rate-limit'

/**
 * Login limits by account (DECISIONS.md section 2.8, OWASP ASVS v5 "anti-automation"): every
 * attempt on an account is counted, under one key whatever the visitor typed (the username, the
 * email, or a phone code of the same account), before its answer is known, in one atomic store
 * update: a parallel burst cannot slip past the count. Beyond LIMITS.loginPerAccount the account is
 * not locked (that would let anyone lock any operator out): each further attempt waits a delay that
 * doubles from LOGIN_SLOWDOWN.firstMs up to LOGIN_SLOWDOWN.maxMs, and only the right password opens
 * a session; a wrong one is answered 429. A success clears the count.
 */
export const LOGIN_SLOWDOWN = { firstMs: 500, maxMs: 5000 } as const

/** The store key of an account's attempts. */
export const accountAttemptsKey = (userId: number) => `login-fail:user:${userId}`

/** The key of attempts on a login that names no account (counted too, so that they look the same). */
const unknownLoginKey = (login: string) => `login-fail:name:${login.trim().toLowerCase()}`

/** How long an attempt waits once `count` attempts (this one included) are in the window. */
export function loginDelayMs(count: number): number {
  const excess = count - LIMITS.loginPerAccount.max
  if (excess <= 0) return 0
  return Math.min(LOGIN_SLOWDOWN.firstMs * 2 ** (excess - 1), LOGIN_SLOWDOWN.maxMs)
}

/** The user id of the account a login names (an email, exactly; or a username), or null. */
export async function accountOfLogin(deps: ServerDeps, login: string): Promise<number | null> {
  const term = login.trim()
  if (term.includes('@')) {
    const page = await deps.woo.listCustomers({ email: term, role: 'all', per_page: 1 })
    return page.items[0]?.id ?? null
  }
  const page = await deps.woo.listCustomers({ search: term, role: 'all', per_page: 100 })
  return page.items.find((c) => (c.username ?? '').toLowerCase() === term.toLowerCase())?.id ?? null
}

export interface LoginAttempt {
  /** The store key the attempt was counted under. */
  key: string
  /** Attempts in the window, this one included. */
  count: number
  /** When the window ends (ms since the epoch). */
  resetAt: number
  /** How long the answer must wait (0 within the limit). */
  delayMs: number
}

/**
 * Counts one login attempt against the account `login` names (or, when it names none or the store
 * cannot say, against the typed login itself).
 */
export async function countLoginAttempt(deps: ServerDeps, login: string): Promise<LoginAttempt> {
  const userId = await accountOfLogin(deps, login).catch((error) => {
    deps.log.warn('login: the account of a login could not be looked up; counted by name', { error })
    return null
  })
  return countAttempt(deps, userId === null ? unknownLoginKey(login) : accountAttemptsKey(userId))
}

/**
 * Counts one attempt on a known account: a login, or the current password asked before a password
 * change, or (through countAccountFailure) a wrong phone code.
 */
export function countAccountAttempt(deps: ServerDeps, userId: number): LoginAttempt {
  return countAttempt(deps, accountAttemptsKey(userId))
}

/** Counts a failed proof of another kind (a wrong phone code) against the account's attempts. */
export function countAccountFailure(deps: ServerDeps, userId: number): void {
  countAccountAttempt(deps, userId)
}

function countAttempt(deps: ServerDeps, key: string): LoginAttempt {
  const { count, resetAt } = deps.store.hit(key, LIMITS.loginPerAccount.windowMs, deps.now().getTime())
  return { key, count, resetAt, delayMs: loginDelayMs(count) }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
