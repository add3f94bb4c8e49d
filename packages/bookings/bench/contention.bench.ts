/**
 * Claims decided per second by the memory ledger under contention, against a baseline in the
 * same run: the same decisions by `decideClaim` over every live claim (no index). A script,
 * not a test: `pnpm --filter @shop/bookings bench` (see BENCHMARKS.md).
 *
 * Each run replays one seeded day of checkouts: 2,000 visitors (a session and one of 200 client
 * addresses each) ask for 20,000 claims, each a van place in one of the slots plus 1–3 products'
 * stock, as a 15-minute hold that is then booked (60 %), released (20 %) or left to expire; the clock
 * moves 1 s per claim (5.5 hours of a busy day: with 50 ms, the day lasted 17 minutes, no hold ever
 * lapsed, and the per-address limit refused 94 % of the claims, which measured refusals only). Two cases: the day spread over 26 zones × 10 slots (260 places of 3), and
 * a hot spot where everyone wants the same 4 slots (4 places of 3) and 5 products of 40 units.
 */
import { type Claim, isLive } from '../src/claim'
import { type ClaimRequest, decideClaim, type LedgerRules } from '../src/decide'
import { createMemoryLedger } from '../src/memory-ledger'

const CLAIMS = 20_000
const VISITORS = 2_000
const ADDRESSES = 200
const STEP_MS = 1_000
const HOLD_MS = 15 * 60_000
const RUNS = 7

interface Case {
  name: string
  places: number
  products: number
  stock: number
}

const CASES: Case[] = [
  { name: 'spread: 260 places, 200 products', places: 260, products: 200, stock: 500 },
  { name: 'hot spot: 4 places, 5 products', places: 4, products: 5, stock: 40 },
]

/** A small seeded generator (mulberry32), so that every run replays the same day. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

interface Step {
  request: ClaimRequest
  afterwards: 'book' | 'release' | 'expire'
}

function day(c: Case): Step[] {
  const next = random(22)
  const pick = (n: number) => Math.floor(next() * n)
  return Array.from({ length: CLAIMS }, (_, index): Step => {
    const visitor = pick(VISITORS)
    const takes = [{ resource: `place:${pick(c.places)}`, amount: 1 }]
    for (let line = 1 + pick(3); line > 0; line--)
      takes.push({ resource: `stock:${pick(c.products)}`, amount: 1 + pick(6) })
    const roll = next()
    return {
      request: {
        id: `claim:${index}`,
        holders: [`session:${visitor}`, `ip:127.0.${visitor % ADDRESSES}.1`],
        takes,
        state: 'held',
        expiresAt: null,
      },
      afterwards: roll < 0.6 ? 'book' : roll < 0.8 ? 'release' : 'expire',
    }
  })
}

function rules(c: Case): LedgerRules {
  return {
    capacityOf: (resource) => (resource.startsWith('place:') ? 3 : c.stock),
    maxHoldsPerHolder: 2,
    maxExtensions: 1,
  }
}

interface Outcome {
  ms: number
  granted: number
}

function withLedger(c: Case, steps: Step[]): Outcome {
  const ledger = createMemoryLedger(rules(c))
  let granted = 0
  const started = performance.now()
  steps.forEach((step, index) => {
    const now = index * STEP_MS
    const decision = ledger.claim({ ...step.request, expiresAt: now + HOLD_MS }, now)
    if (!decision.ok) return
    granted++
    if (step.afterwards === 'book') ledger.book(step.request.id, null, now)
    else if (step.afterwards === 'release') ledger.release(step.request.id, now)
  })
  const ms = performance.now() - started
  const end = (steps.length - 1) * STEP_MS
  for (let place = 0; place < c.places; place++)
    if (ledger.taken(`place:${place}`, end) > 3) throw new Error(`place:${place} past its capacity`)
  return { ms, granted }
}

/** The baseline: every decision reads every live claim (no index by resource or holder). */
function withoutIndex(c: Case, steps: Step[]): Outcome {
  const all = new Map<string, Claim>()
  const r = rules(c)
  let granted = 0
  const started = performance.now()
  steps.forEach((step, index) => {
    const now = index * STEP_MS
    const decision = decideClaim({ ...step.request, expiresAt: now + HOLD_MS }, [...all.values()], now, r)
    if (!decision.ok) return
    granted++
    const claim = decision.value.claim
    if (step.afterwards === 'book') all.set(claim.id, { ...claim, state: 'booked', expiresAt: null })
    else if (step.afterwards !== 'release') all.set(claim.id, claim)
    for (const [id, kept] of all) if (!isLive(kept, now)) all.delete(id)
  })
  const ms = performance.now() - started
  return { ms, granted }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}
const perSecond = (ms: number) => Math.round((CLAIMS / ms) * 1000)

for (const c of CASES) {
  const steps = day(c)
  const ledgerRuns: Outcome[] = []
  const baselineRuns: Outcome[] = []
  for (let run = 0; run < RUNS; run++) {
    // Alternate which goes first, so that neither always runs on a warmer process.
    if (run % 2 === 0) {
      ledgerRuns.push(withLedger(c, steps))
      baselineRuns.push(withoutIndex(c, steps))
    } else {
      baselineRuns.push(withoutIndex(c, steps))
      ledgerRuns.push(withLedger(c, steps))
    }
  }
  const ledgerGranted = new Set(ledgerRuns.map((r) => r.granted))
  const baselineGranted = new Set(baselineRuns.map((r) => r.granted))
  if (
    ledgerGranted.size !== 1 ||
    baselineGranted.size !== 1 ||
    [...ledgerGranted][0] !== [...baselineGranted][0]
  )
    throw new Error(`the two ways granted different claims: ${[...ledgerGranted]} / ${[...baselineGranted]}`)
  const ledgerMs = median(ledgerRuns.map((r) => r.ms))
  const baselineMs = median(baselineRuns.map((r) => r.ms))
  console.log(`\n${c.name}: ${[...ledgerGranted][0]} of ${CLAIMS} claims granted`)
  console.log(
    `  memory ledger: median ${ledgerMs.toFixed(0)} ms, ${perSecond(ledgerMs).toLocaleString('en')} claims/s (runs: ${ledgerRuns.map((r) => r.ms.toFixed(0)).join(', ')})`,
  )
  console.log(
    `  baseline (no index): median ${baselineMs.toFixed(0)} ms, ${perSecond(baselineMs).toLocaleString('en')} claims/s (runs: ${baselineRuns.map((r) => r.ms.toFixed(0)).join(', ')})`,
  )
}
