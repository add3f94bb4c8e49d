import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { ApiError } from '../http/api-error'
import { MSG } from '../http/messages'
import type { AppEnv, ServerDeps } from '../server-deps'

export interface Limit {
  max: number
  windowMs: number
}

const MINUTE = 60_000

/** The abuse limits of DECISIONS.md section 2.8. */
export const LIMITS = {
  /** Login attempts per account before each further one is slowed down (security/login-limit.ts). */
  loginPerAccount: { max: 10, windowMs: 15 * MINUTE },
  loginPerIp: { max: 50, windowMs: 15 * MINUTE },
  codeRequestsPerIp: { max: 10, windowMs: 15 * MINUTE },
  /** Code requests for one phone from one browser (a code is its browser's: routes/auth.ts). */
  codeRequestsPerPhone: { max: 3, windowMs: 15 * MINUTE },
  /** Codes one phone receives from all browsers together: beyond, no SMS is sent (its inbox). */
  codeSmsPerPhone: { max: 10, windowMs: 60 * MINUTE },
  resetPerIp: { max: 10, windowMs: 15 * MINUTE },
  /** Reset mails one account receives, from any number of addresses: beyond, nothing is queued. */
  resetMailsPerAccount: { max: 3, windowMs: 60 * MINUTE },
  registerPerIp: { max: 10, windowMs: 60 * MINUTE },
  autoLoginPerIp: { max: 30, windowMs: 15 * MINUTE },
  /** A guest looking an order up by number and email: every attempt counts, right or wrong. */
  orderLookupPerIp: { max: 10, windowMs: 15 * MINUTE },
  /** Slot holds (each keeps a van's place 15 minutes): enough for a family choosing, not to fill a day. */
  slotHoldsPerIp: { max: 60, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>

export function tooMany(resetAt: number, now: number): ApiError {
  const seconds = Math.max(1, Math.ceil((resetAt - now) / 1000))
  return new ApiError(429, 'too_many_attempts', MSG.tooManyAttempts, {
    headers: { 'Retry-After': String(seconds) },
  })
}

/** Counts one request against a limit and refuses it (429, Retry-After) beyond the maximum. */
export async function consume(deps: ServerDeps, key: string, limit: Limit): Promise<void> {
  const now = deps.now().getTime()
  const { count, resetAt } = await deps.stores.rateLimits.hit(key, limit.windowMs, now)
  if (count > limit.max) throw tooMany(resetAt, now)
}

/** The client's address: the socket's, or the first X-Forwarded-For hop behind a trusted proxy only. */
export function clientIp(c: Context<AppEnv>, deps: ServerDeps): string {
  if (deps.config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}
