import type { ServerDeps } from '../server-deps'
import { LIMITS } from './rate-limit'

/**
 * Login limits by account (DECISIONS.md section 2.8, OWASP ASVS v5 "anti-automation"; issue 23):
 * every attempt on an account is counted, under one key whatever the visitor typed (the username,
 * the email, or a phone code of the same account), in one atomic store update, *before* the
 * password is looked at. Past LIMITS.loginPerAccount (10 in 15 minutes) no password is checked at
 * all, the right one neither: the answer is 429 whatever was typed, so a parallel burst of guesses
 * learns nothing, not even which one was right. The owner still has ways in: the phone code, and a
 * password reset (which clears the count). A success clears the count too.
 *
 * (This departs from DECISIONS.md 2.8's "slow down, never lock": slowed-down guesses were still
 * checked, and 429 against 200 told which one was right. Issue 23 chose the budget.)
 */
/** The store key of an account's attempts. */
export const accountAttemptsKey = (userId: number) => `login-fail:user:${userId}`

/** The key of attempts on a login that names no account (counted too, so that they look the same). */
const unknownLoginKey = (login: string) => `login-fail:name:${login.trim().toLowerCase()}`

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
  /** Past the budget: nothing is to be checked, the answer is 429. */
  overBudget: boolean
  /** Whether the login names an account (for equal timings: login-timing.ts). */
  known: boolean
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
  if (userId === null) return { ...(await countAttempt(deps, unknownLoginKey(login))), known: false }
  return countAccountAttempt(deps, userId)
}

/**
 * Counts one attempt on a known account: a login, or the current password asked before a password
 * change, or (through countAccountFailure) a wrong phone code.
 */
export async function countAccountAttempt(deps: ServerDeps, userId: number): Promise<LoginAttempt> {
  return { ...(await countAttempt(deps, accountAttemptsKey(userId))), known: true }
}

/** Counts a failed proof of another kind (a wrong phone code) against the account's attempts. */
export async function countAccountFailure(deps: ServerDeps, userId: number): Promise<void> {
  await countAccountAttempt(deps, userId)
}

async function countAttempt(deps: ServerDeps, key: string): Promise<Omit<LoginAttempt, 'known'>> {
  const { count, resetAt } = await deps.stores.rateLimits.hit(
    key,
    LIMITS.loginPerAccount.windowMs,
    deps.now().getTime(),
  )
  return { key, count, resetAt, overBudget: count > LIMITS.loginPerAccount.max }
}

/** A password reset or a phone login proved the owner: the account's budget is whole again. */
export async function clearAccountAttempts(deps: ServerDeps, userId: number): Promise<void> {
  await deps.stores.rateLimits.clearHits(accountAttemptsKey(userId))
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
