import { type Claim, isLive, liveAmount } from './claim'
import {
  bookClaim,
  type ClaimRequest,
  type Decision,
  decideClaim,
  extendClaim,
  type Granted,
  type LedgerRules,
  releaseClaim,
} from './decide'

/** A resource whose live claims take more than its capacity (forced claims, a lowered capacity). */
export interface Overbooked {
  readonly resource: string
  readonly capacity: number
  readonly taken: number
}

/**
 * The ledger's operations, each decided at once against the claims as they are: what the API's
 * store does inside one transaction per call, and what tests and benchmarks use in memory.
 */
export interface Ledger {
  claim(request: ClaimRequest, now: number): Decision<Granted>
  book(id: string, expiresAt: number | null, now: number): Decision<Claim>
  extend(id: string, expiresAt: number | null, now: number): Decision<Claim>
  /** Gives a claim back; `null` when there is no such claim. Releasing twice changes nothing. */
  release(id: string, now: number): Claim | null
  get(id: string): Claim | undefined
  /** The amount of a resource the live claims take. */
  taken(resource: string, now: number): number
  /** The live claims held by `holder`. */
  liveOf(holder: string, now: number): Claim[]
  overbooked(now: number): Overbooked[]
}

/**
 * The ledger in memory: synchronous, so every call is its own transaction. The reference
 * implementation of the rules (decide.ts) for tests, benchmarks and the embedded emulator's
 * counterpart; claims are indexed by resource and by holder, so a decision reads only the
 * claims it concerns.
 */
export function createMemoryLedger(rules: LedgerRules): Ledger {
  const claims = new Map<string, Claim>()
  const byResource = new Map<string, Set<string>>()
  const byHolder = new Map<string, Set<string>>()

  const index = (map: Map<string, Set<string>>, key: string, id: string) => {
    const ids = map.get(key)
    if (ids) ids.add(id)
    else map.set(key, new Set([id]))
  }
  const put = (claim: Claim) => {
    claims.set(claim.id, claim)
    for (const take of claim.takes) index(byResource, take.resource, claim.id)
    for (const holder of claim.holders) index(byHolder, holder, claim.id)
  }
  const unindex = (claim: Claim) => {
    for (const take of claim.takes) byResource.get(take.resource)?.delete(claim.id)
    for (const holder of claim.holders) byHolder.get(holder)?.delete(claim.id)
  }
  const collect = (ids: Iterable<string> | undefined, into: Map<string, Claim>) => {
    for (const id of ids ?? []) {
      const claim = claims.get(id)
      if (claim) into.set(id, claim)
    }
  }
  /** A claim that no longer counts leaves the indexes (it stays readable by id). */
  const settle = (claim: Claim, now: number) => {
    claims.set(claim.id, claim)
    if (!isLive(claim, now)) unindex(claim)
  }

  return {
    claim(request, now) {
      const concerned = new Map<string, Claim>()
      for (const take of request.takes) collect(byResource.get(take.resource), concerned)
      for (const holder of request.holders) collect(byHolder.get(holder), concerned)
      const same = claims.get(request.id)
      if (same) concerned.set(same.id, same)
      if (request.replaces !== undefined) collect([request.replaces], concerned)
      const decision = decideClaim(request, [...concerned.values()], now, rules)
      if (decision.ok) {
        put(decision.value.claim)
        if (decision.value.released) settle(decision.value.released, now)
      }
      // Expired claims met on the way stop being indexed: they never count again.
      for (const claim of concerned.values()) if (!isLive(claim, now)) unindex(claim)
      return decision
    },
    book(id, expiresAt, now) {
      const decision = bookClaim(claims.get(id), expiresAt, now)
      if (decision.ok) settle(decision.value, now)
      return decision
    },
    extend(id, expiresAt, now) {
      const decision = extendClaim(claims.get(id), expiresAt, now, rules)
      if (decision.ok) settle(decision.value, now)
      return decision
    },
    release(id, now) {
      const claim = claims.get(id)
      if (!claim) return null
      const released = releaseClaim(claim, now)
      settle(released, now)
      return released
    },
    get: (id) => claims.get(id),
    taken(resource, now) {
      const concerned = new Map<string, Claim>()
      collect(byResource.get(resource), concerned)
      return liveAmount(concerned.values(), resource, now)
    },
    liveOf(holder, now) {
      const concerned = new Map<string, Claim>()
      collect(byHolder.get(holder), concerned)
      return [...concerned.values()].filter((claim) => isLive(claim, now))
    },
    overbooked(now) {
      const out: Overbooked[] = []
      for (const [resource, ids] of byResource) {
        if (ids.size === 0) continue
        const capacity = rules.capacityOf(resource)
        const concerned = new Map<string, Claim>()
        collect(ids, concerned)
        const taken = liveAmount(concerned.values(), resource, now)
        if (taken > capacity) out.push({ resource, capacity, taken })
      }
      return out
    },
  }
}
