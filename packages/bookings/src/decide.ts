import { type CapacityOf, type Claim, isLive, type Take } from './claim'

/** What a ledger enforces besides capacity. */
export interface LedgerRules {
  readonly capacityOf: CapacityOf
  /** The most live holds (state `held`) one holder may have at once: a visitor cannot hoard. */
  readonly maxHoldsPerHolder: number
  /** How many times a claim's expiry may be moved on: an unpaid order cannot keep its share forever. */
  readonly maxExtensions: number
}

/** A new claim: a checkout's hold, or an order's share. */
export interface ClaimRequest {
  readonly id: string
  readonly holders: readonly string[]
  readonly takes: readonly Take[]
  readonly state: 'held' | 'booked'
  /** When it ends by itself (ms); `null` for a share that lasts until released. */
  readonly expiresAt: number | null
  /** Record it whatever the capacity and the holders' limits (an order already in WooCommerce). */
  readonly force?: boolean
  /**
   * A live claim this one replaces (a checkout choosing another slot, an order moved to another
   * day): released by the same decision when this one is granted, kept as it was when refused. It
   * does not count against the new claim.
   */
  readonly replaces?: string
  /**
   * Capacities the caller read for this decision, by resource: a product's stock as WooCommerce
   * answered a moment ago (less what was released since, which that answer may not show yet).
   * They win over the rules' `capacityOf` for this claim only.
   */
  readonly capacities?: Readonly<Record<string, number>>
}

/** Why the ledger said no; nothing changed. */
export type Refusal =
  | { readonly reason: 'invalid'; readonly message: string }
  | { readonly reason: 'duplicate'; readonly id: string }
  | {
      readonly reason: 'full'
      readonly resource: string
      readonly capacity: number
      /** Taken by the other live claims. */
      readonly taken: number
      readonly wanted: number
      /** What is still free (never below 0). */
      readonly left: number
    }
  | { readonly reason: 'holder-limit'; readonly holder: string; readonly limit: number }
  /** Released, expired or unknown: only a new claim brings it back. */
  | { readonly reason: 'not-live'; readonly id: string }
  | { readonly reason: 'extension-limit'; readonly id: string; readonly limit: number }

export type Decision<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly refusal: Refusal }

/** A granted claim, and the claim it replaced (now released), if any. */
export interface Granted {
  readonly claim: Claim
  readonly released: Claim | null
}

const refuse = (refusal: Refusal): { ok: false; refusal: Refusal } => ({ ok: false, refusal })

function invalid(request: ClaimRequest): string | null {
  if (request.id === '') return 'a claim needs an id'
  if (request.takes.length === 0) return 'a claim takes at least one resource'
  for (const take of request.takes) {
    if (take.resource === '') return 'a resource needs a key'
    if (!Number.isSafeInteger(take.amount) || take.amount <= 0)
      return `the amount of ${take.resource} must be a positive whole number, not ${take.amount}`
  }
  if (request.state === 'held' && request.expiresAt === null) return 'a hold needs an expiry'
  return null
}

/**
 * Decides a new claim against `claims`: every claim, in any state, that shares a resource or a
 * holder with the request, plus the one it replaces, as they are inside the caller's transaction
 * (the caller reads them and writes the outcome in one transaction). Pure: the same inputs give
 * the same decision.
 *
 * Refused when the request is malformed, its id is taken, the claim it replaces is not live, one
 * of its holders already has `maxHoldsPerHolder` live holds (for a hold), or a resource would go
 * past its capacity. A forced claim skips the last two: it records a fact.
 */
export function decideClaim(
  request: ClaimRequest,
  claims: readonly Claim[],
  now: number,
  rules: LedgerRules,
): Decision<Granted> {
  const problem = invalid(request)
  if (problem) return refuse({ reason: 'invalid', message: problem })
  if (claims.some((claim) => claim.id === request.id)) return refuse({ reason: 'duplicate', id: request.id })

  let replaced: Claim | null = null
  if (request.replaces !== undefined) {
    replaced = claims.find((claim) => claim.id === request.replaces) ?? null
    if (!replaced || !isLive(replaced, now)) return refuse({ reason: 'not-live', id: request.replaces })
  }
  const others = claims.filter((claim) => claim !== replaced && isLive(claim, now))

  if (!request.force && request.state === 'held') {
    for (const holder of new Set(request.holders)) {
      const holds = others.filter((claim) => claim.state === 'held' && claim.holders.includes(holder))
      if (holds.length >= rules.maxHoldsPerHolder)
        return refuse({ reason: 'holder-limit', holder, limit: rules.maxHoldsPerHolder })
    }
  }

  const wanted = new Map<string, number>()
  for (const take of request.takes) wanted.set(take.resource, (wanted.get(take.resource) ?? 0) + take.amount)
  if (!request.force) {
    for (const [resource, amount] of wanted) {
      const capacity =
        request.capacities && Object.hasOwn(request.capacities, resource)
          ? (request.capacities[resource] as number)
          : rules.capacityOf(resource)
      let taken = 0
      for (const claim of others)
        for (const take of claim.takes) if (take.resource === resource) taken += take.amount
      if (taken + amount > capacity)
        return refuse({
          reason: 'full',
          resource,
          capacity,
          taken,
          wanted: amount,
          left: Math.max(0, capacity - taken),
        })
    }
  }

  const claim: Claim = {
    id: request.id,
    holders: [...new Set(request.holders)],
    takes: [...wanted].map(([resource, amount]) => ({ resource, amount })),
    state: request.state,
    createdAt: now,
    expiresAt: request.expiresAt,
    extensions: 0,
    releasedAt: null,
    forced: request.force === true,
  }
  return { ok: true, value: { claim, released: replaced ? releaseClaim(replaced, now) : null } }
}

/**
 * A live claim becomes an order's share (`booked`), lasting until `expiresAt` (`null`: until
 * released). A released or expired claim is refused: it must be claimed again.
 */
export function bookClaim(claim: Claim | undefined, expiresAt: number | null, now: number): Decision<Claim> {
  if (!claim || !isLive(claim, now)) return refuse({ reason: 'not-live', id: claim?.id ?? '' })
  return { ok: true, value: { ...claim, state: 'booked', expiresAt } }
}

/**
 * Moves a live claim's expiry on to `expiresAt` (never back), at most `maxExtensions` times;
 * `null` makes it last until released (a paid order), and does not count as an extension.
 */
export function extendClaim(
  claim: Claim | undefined,
  expiresAt: number | null,
  now: number,
  rules: Pick<LedgerRules, 'maxExtensions'>,
): Decision<Claim> {
  if (!claim || !isLive(claim, now)) return refuse({ reason: 'not-live', id: claim?.id ?? '' })
  if (expiresAt === null) return { ok: true, value: { ...claim, expiresAt: null } }
  if (claim.expiresAt === null || expiresAt <= claim.expiresAt) return { ok: true, value: claim }
  if (claim.extensions >= rules.maxExtensions)
    return refuse({ reason: 'extension-limit', id: claim.id, limit: rules.maxExtensions })
  return { ok: true, value: { ...claim, expiresAt, extensions: claim.extensions + 1 } }
}

/** The claim given back at `now`; a claim already released stays as it was. */
export function releaseClaim(claim: Claim, now: number): Claim {
  if (claim.state === 'released') return claim
  return { ...claim, state: 'released', releasedAt: now }
}
