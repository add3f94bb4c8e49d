import type { ServerDeps } from '../server-deps'
import { hmac, randomToken, sameSecret } from './crypto'

/** Auto-login links last at most 24 hours (DECISIONS.md section 2.5). */
export const AUTO_LOGIN_TTL_MS = 24 * 3600_000

/**
 * A signed, single-use auto-login token for a user: `<expiry>.<nonce>.<hmac(user, expiry, nonce)>`,
 * valid until `expiresAt`. The link is `${publicUrl}/auto-login/${userId}?token=<token>`.
 */
export function issueAutoLogin(deps: ServerDeps, userId: number, ttlMs = AUTO_LOGIN_TTL_MS) {
  const expiresAt = deps.now().getTime() + Math.min(ttlMs, AUTO_LOGIN_TTL_MS)
  const nonce = randomToken(16)
  const signature = hmac(deps.config.sessionSecret, `auto-login:${userId}:${expiresAt}:${nonce}`)
  const token = `${expiresAt}.${nonce}.${signature}`
  return {
    token,
    expiresAt,
    url: `${deps.config.publicUrl}/auto-login/${userId}?token=${encodeURIComponent(token)}`,
  }
}

export type AutoLoginCheck =
  | { ok: true; nonce: string; expiresAt: number }
  | { ok: false; reason: 'missing' | 'invalid' | 'expired' }

/** Checks a token's signature and expiry for a user (without spending it). */
export function checkAutoLogin(deps: ServerDeps, userId: number, token: string | undefined): AutoLoginCheck {
  if (!token) return { ok: false, reason: 'missing' }
  const [expiry, nonce, signature, ...rest] = token.split('.')
  if (!expiry || !nonce || !signature || rest.length > 0 || !/^\d{1,15}$/.test(expiry))
    return { ok: false, reason: 'invalid' }
  const expected = hmac(deps.config.sessionSecret, `auto-login:${userId}:${expiry}:${nonce}`)
  if (!sameSecret(signature, expected)) return { ok: false, reason: 'invalid' }
  const expiresAt = Number(expiry)
  if (expiresAt <= deps.now().getTime()) return { ok: false, reason: 'expired' }
  return { ok: true, nonce, expiresAt }
}
