import type { ServerDeps } from '../server-deps'
import { sleep } from './login-limit'

/**
 * Equal timings for refused logins (issue 23): WooCommerce refuses a wrong password of a real
 * account only after hashing it (tens of milliseconds), and a login that names nobody at once,
 * so the answer's time would tell who has an account. Every refused login (wrong password, no
 * such account, past the budget) is therefore answered no sooner than the 90th percentile of the
 * times the last REFUSALS_KEPT refusals of real accounts took, from the request's start (before
 * any was measured, DEFAULT_REFUSAL_MS): nine in ten real refusals are held to that same instant
 * too, so both kinds of answer leave at the same moment, whatever the machine's load. Logins that
 * succeed are not slowed.
 */
const REFUSALS_KEPT = 31
const PERCENTILE = 0.9
export const DEFAULT_REFUSAL_MS = 200

const measured = new WeakMap<ServerDeps, number[]>()

/** A wrong password of a real account was refused `ms` after its request started. */
export function recordKnownRefusal(deps: ServerDeps, ms: number): void {
  const kept = measured.get(deps) ?? []
  kept.push(ms)
  if (kept.length > REFUSALS_KEPT) kept.shift()
  measured.set(deps, kept)
}

/** The 90th percentile of the measured refusals of real accounts (ms), or DEFAULT_REFUSAL_MS. */
export function refusalMs(deps: ServerDeps): number {
  const kept = [...(measured.get(deps) ?? [])].sort((a, b) => a - b)
  if (kept.length === 0) return DEFAULT_REFUSAL_MS
  return kept[Math.min(kept.length - 1, Math.floor(kept.length * PERCENTILE))] as number
}

/** Waits until a refusal may be answered: `refusalMs` after `startedAt` (performance.now()). */
export async function refuseNoSoonerThan(deps: ServerDeps, startedAt: number): Promise<void> {
  const wait = refusalMs(deps) - (performance.now() - startedAt)
  if (wait > 0) await (deps.sleep ?? sleep)(wait)
}
