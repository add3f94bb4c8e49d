import type { ServerDeps } from '../server-deps'
import { sleep } from './login-limit'

/**
 * Equal timings for refused logins (issue 23): WooCommerce refuses a wrong password of a real
 * account only after hashing it (tens of milliseconds), and a login that names nobody at once,
 * so the answer's time would tell who has an account. Every refused login (wrong password, no
 * such account, past the budget) is therefore answered no sooner than MIN_REFUSAL_MS from the
 * request's start, or the 90th percentile of the last REFUSALS_KEPT refusals of real accounts when
 * the store is slower than that: in the usual case every refusal, real account or not, leaves at
 * the same instant, whatever the machine's load (a wait tied to the recent refusals alone moved
 * with the load, and a loaded CI machine saw 8 to 17 ms between the medians). Logins that succeed
 * are not slowed.
 */
const REFUSALS_KEPT = 31
const PERCENTILE = 0.9
export const MIN_REFUSAL_MS = 250

const measured = new WeakMap<ServerDeps, number[]>()

/** A wrong password of a real account was refused `ms` after its request started. */
export function recordKnownRefusal(deps: ServerDeps, ms: number): void {
  const kept = measured.get(deps) ?? []
  kept.push(ms)
  if (kept.length > REFUSALS_KEPT) kept.shift()
  measured.set(deps, kept)
}

/** How long a refusal takes (ms): MIN_REFUSAL_MS, or the 90th percentile of real-account refusals when longer. */
export function refusalMs(deps: ServerDeps): number {
  const kept = [...(measured.get(deps) ?? [])].sort((a, b) => a - b)
  const slow = kept[Math.min(kept.length - 1, Math.floor(kept.length * PERCENTILE))] ?? 0
  return Math.max(MIN_REFUSAL_MS, slow)
}

/** Waits until a refusal may be answered: `refusalMs` after `startedAt` (performance.now()). */
export async function refuseNoSoonerThan(deps: ServerDeps, startedAt: number): Promise<void> {
  const wait = refusalMs(deps) - (performance.now() - startedAt)
  if (wait > 0) await (deps.sleep ?? sleep)(wait)
}
