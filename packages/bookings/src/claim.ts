/**
 * A resource is anything scarce the shop sells a share of, named by a key the caller chooses:
 * a van's places in a slot (`place:2026-11-30:09:00:mega-ducato`), the kilograms it carries
 * (`kg:…`), a product's stock units (`stock:123`). Its capacity is read when a claim is decided,
 * so that an operator's change applies to the next claim.
 */
export type CapacityOf = (resource: string) => number

/** How much of one resource a claim takes: a positive whole number of units. */
export interface Take {
  readonly resource: string
  readonly amount: number
}

/**
 * - `held`: a checkout's hold, before there is an order;
 * - `booked`: an order's share (with an expiry while it is unpaid, without once paid);
 * - `released`: given back; it never comes back, only a new claim does.
 */
export type ClaimState = 'held' | 'booked' | 'released'

/** One claim on the ledger: who holds it, what it takes, its state and until when it lasts. */
export interface Claim {
  readonly id: string
  /**
   * Who holds it, each counted for the per-holder limit on holds: a browser session and a client
   * address for a checkout's hold, `order:<id>` for an order.
   */
  readonly holders: readonly string[]
  readonly takes: readonly Take[]
  readonly state: ClaimState
  /** Milliseconds since the epoch. */
  readonly createdAt: number
  /** When it ends by itself (ms); `null`: it lasts until released (a paid order). */
  readonly expiresAt: number | null
  /** How many times its expiry was moved on. */
  readonly extensions: number
  readonly releasedAt: number | null
  /**
   * Recorded whatever the capacity: a fact from elsewhere (an order already in WooCommerce,
   * entered in its back office), which the ledger must count and cannot refuse.
   */
  readonly forced: boolean
}

/** Whether a claim counts at `now`: not released and not expired. */
export function isLive(claim: Claim, now: number): boolean {
  return claim.state !== 'released' && (claim.expiresAt === null || claim.expiresAt > now)
}

/** The amount of `resource` the live claims among `claims` take at `now`. */
export function liveAmount(claims: Iterable<Claim>, resource: string, now: number): number {
  let total = 0
  for (const claim of claims) {
    if (!isLive(claim, now)) continue
    for (const take of claim.takes) if (take.resource === resource) total += take.amount
  }
  return total
}
