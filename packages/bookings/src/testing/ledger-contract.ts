import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Claim, isLive, liveAmount } from '../claim'
import type { ClaimRequest, LedgerRules } from '../decide'
import type { Ledger } from '../memory-ledger'

/**
 * A ledger as the contract drives it: each call answers at once (the memory ledger) or with a
 * promise (a ledger in a database, which decides in a transaction).
 */
export type AnyLedger = {
  [K in keyof Ledger]: (
    ...args: Parameters<Ledger[K]>
  ) => ReturnType<Ledger[K]> | Promise<ReturnType<Ledger[K]>>
}

/** Makes an empty ledger with these rules (a fresh store for each call). */
export type LedgerFactory = (rules: LedgerRules) => AnyLedger | Promise<AnyLedger>

export interface LedgerContractOptions {
  /** Random sequences per property (400 by default; fewer where each call is a round trip to a server). */
  numRuns?: number
}

const MINUTE = 60_000
const T0 = Date.UTC(2026, 10, 30, 8, 0)
const PLACE = 'place:2026-11-30:09:00:mega-ducato'

function rules(capacities: Record<string, number>, more: Partial<LedgerRules> = {}): LedgerRules {
  return {
    capacityOf: (resource) => capacities[resource] ?? 0,
    maxHoldsPerHolder: 2,
    maxExtensions: 1,
    ...more,
  }
}

function hold(
  id: string,
  holders: string[],
  takes: ClaimRequest['takes'],
  expiresAt = T0 + 15 * MINUTE,
): ClaimRequest {
  return { id, holders, takes, state: 'held', expiresAt }
}

function order(id: string, takes: ClaimRequest['takes'], expiresAt: number | null = null): ClaimRequest {
  return { id, holders: [id], takes, state: 'booked', expiresAt }
}

// --- Properties: random sequences of operations over a few scarce resources ---------------------

const RESOURCES = ['r0', 'r1', 'r2'] as const
const HOLDERS = ['h0', 'h1', 'h2', 'h3'] as const
/** Enough for most claims to be new, few enough that some ids repeat (and must be refused). */
const IDS = Array.from({ length: 12 }, (_, index) => `c${index}`)

type Op =
  | { kind: 'claim'; request: ClaimRequest; expiresIn: number | null }
  | { kind: 'book' | 'extend'; id: string; expiresIn: number | null }
  | { kind: 'release'; id: string }
  | { kind: 'wait'; ms: number }
  | { kind: 'capacity'; resource: string; capacity: number }

function opArb(options: { force: boolean; capacityChanges: boolean }): fc.Arbitrary<Op> {
  const expiresIn = fc.option(fc.integer({ min: 1, max: 20 }), { nil: null })
  const claim = fc
    .record({
      id: fc.constantFrom(...IDS),
      holders: fc.uniqueArray(fc.constantFrom(...HOLDERS), { minLength: 1, maxLength: 2 }),
      takes: fc.array(
        fc.record({ resource: fc.constantFrom(...RESOURCES), amount: fc.integer({ min: 1, max: 3 }) }),
        { minLength: 1, maxLength: 3 },
      ),
      state: fc.constantFrom('held' as const, 'booked' as const),
      expiresIn,
      force: options.force ? fc.boolean() : fc.constant(false),
      replaces: fc.oneof(
        { arbitrary: fc.constant(undefined), weight: 4 },
        { arbitrary: fc.constantFrom(...IDS), weight: 1 },
      ),
    })
    .map(({ expiresIn, state, ...rest }): Op => {
      const expires = state === 'held' ? (expiresIn ?? 5) : expiresIn
      return {
        kind: 'claim',
        expiresIn: expires,
        request: { ...rest, state, expiresAt: null },
      }
    })
  const arbs: fc.Arbitrary<Op>[] = [
    claim,
    claim,
    fc.record({
      kind: fc.constantFrom('book' as const, 'extend' as const),
      id: fc.constantFrom(...IDS),
      expiresIn,
    }),
    fc.record({ kind: fc.constant('release' as const), id: fc.constantFrom(...IDS) }),
    fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 8 }) }),
  ]
  if (options.capacityChanges)
    arbs.push(
      fc.record({
        kind: fc.constant('capacity' as const),
        resource: fc.constantFrom(...RESOURCES),
        capacity: fc.integer({ min: 0, max: 5 }),
      }),
    )
  return fc.oneof(...arbs)
}

/** Every claim the ledger has, read by id. */
async function everything(ledger: AnyLedger): Promise<Claim[]> {
  const claims: Claim[] = []
  for (const id of IDS) {
    const claim = await ledger.get(id)
    if (claim) claims.push(claim)
  }
  return claims
}

/**
 * Runs `ops` on a fresh ledger, calling `check` after each with what it needs; claims get a
 * fresh id per attempt only when the op says so (ids repeat on purpose: duplicates must be refused).
 */
async function run(
  createLedger: LedgerFactory,
  ops: Op[],
  capacities: Record<string, number>,
  check: (step: {
    op: Op
    ledger: AnyLedger
    now: number
    before: Claim[]
    granted: boolean
    capacities: Record<string, number>
  }) => void | Promise<void>,
): Promise<void> {
  const caps = { ...capacities }
  const ledger = await createLedger({
    capacityOf: (r) => caps[r] ?? 0,
    maxHoldsPerHolder: 2,
    maxExtensions: 1,
  })
  let now = 0
  for (const op of ops) {
    const before = await everything(ledger)
    let granted = false
    const at = (expiresIn: number | null) => (expiresIn === null ? null : now + expiresIn)
    switch (op.kind) {
      case 'claim':
        granted = (await ledger.claim({ ...op.request, expiresAt: at(op.expiresIn) }, now)).ok
        break
      case 'book':
        granted = (await ledger.book(op.id, at(op.expiresIn), now)).ok
        break
      case 'extend':
        granted = (await ledger.extend(op.id, at(op.expiresIn), now)).ok
        break
      case 'release':
        granted = (await ledger.release(op.id, now)) !== null
        break
      case 'wait':
        now += op.ms
        break
      case 'capacity':
        caps[op.resource] = op.capacity
        break
    }
    await check({ op, ledger, now, before, granted, capacities: caps })
  }
}

const capacitiesArb = fc.record({
  r0: fc.integer({ min: 0, max: 4 }),
  r1: fc.integer({ min: 0, max: 4 }),
  r2: fc.integer({ min: 0, max: 4 }),
})
/** Room enough that holds are refused for their holders rather than for space. */
const roomyArb = fc.record({
  r0: fc.integer({ min: 6, max: 20 }),
  r1: fc.integer({ min: 6, max: 20 }),
  r2: fc.integer({ min: 6, max: 20 }),
})

/**
 * The ledger's rules as tests, for any implementation: examples for each rule, then properties over
 * random sequences of operations. `pnpm test` runs them on the memory ledger here, and on the API's
 * ledgers in SQLite and in PostgreSQL there (with fewer runs on PostgreSQL: each call is a transaction).
 */
export function describeLedger(
  name: string,
  createLedger: LedgerFactory,
  { numRuns = 400 }: LedgerContractOptions = {},
): void {
  describe(name, () => {
    describe('the ledger, case by case', () => {
      it('a place freed by a failed order goes to the next order, and the failed one must claim again (and is refused)', async () => {
        const ledger = await createLedger(rules({ [PLACE]: 1 }))
        expect((await ledger.claim(order('order:A', [{ resource: PLACE, amount: 1 }]), T0)).ok).toBe(true)
        await ledger.release('order:A', T0 + MINUTE)
        expect(
          (await ledger.claim(order('order:B', [{ resource: PLACE, amount: 1 }]), T0 + 2 * MINUTE)).ok,
        ).toBe(true)
        // A is paid after all: its old claim does not come back…
        expect(await ledger.book('order:A', null, T0 + 3 * MINUTE)).toEqual({
          ok: false,
          refusal: { reason: 'not-live', id: 'order:A' },
        })
        // …nor can its id be claimed again, and a new claim finds the slot full.
        expect(
          await ledger.claim(order('order:A', [{ resource: PLACE, amount: 1 }]), T0 + 3 * MINUTE),
        ).toMatchObject({
          ok: false,
          refusal: { reason: 'duplicate' },
        })
        expect(
          await ledger.claim(order('order:A#2', [{ resource: PLACE, amount: 1 }]), T0 + 3 * MINUTE),
        ).toEqual({
          ok: false,
          refusal: { reason: 'full', resource: PLACE, capacity: 1, taken: 1, wanted: 1, left: 0 },
        })
        expect(await ledger.taken(PLACE, T0 + 3 * MINUTE)).toBe(1)
      })

      it('an expired hold frees its place, and cannot be booked any more', async () => {
        const ledger = await createLedger(rules({ [PLACE]: 1 }))
        expect((await ledger.claim(hold('h1', ['session:a'], [{ resource: PLACE, amount: 1 }]), T0)).ok).toBe(
          true,
        )
        expect(
          (await ledger.claim(hold('h2', ['session:b'], [{ resource: PLACE, amount: 1 }]), T0 + 14 * MINUTE))
            .ok,
        ).toBe(false)
        expect(
          (
            await ledger.claim(
              hold('h2', ['session:b'], [{ resource: PLACE, amount: 1 }], T0 + 30 * MINUTE),
              T0 + 15 * MINUTE,
            )
          ).ok,
        ).toBe(true)
        expect(await ledger.book('h1', null, T0 + 15 * MINUTE)).toMatchObject({
          ok: false,
          refusal: { reason: 'not-live' },
        })
        expect((await ledger.book('h2', null, T0 + 16 * MINUTE)).ok).toBe(true)
        expect(await ledger.taken(PLACE, T0 + 60 * MINUTE)).toBe(1)
      })

      it('one holder keeps at most 2 live holds, whatever its other holders; replacing one of them is allowed', async () => {
        const ledger = await createLedger(rules({ a: 9, b: 9, c: 9 }))
        expect(
          (await ledger.claim(hold('h1', ['session:1', 'ip:127.0.0.7'], [{ resource: 'a', amount: 1 }]), T0))
            .ok,
        ).toBe(true)
        expect(
          (await ledger.claim(hold('h2', ['session:2', 'ip:127.0.0.7'], [{ resource: 'b', amount: 1 }]), T0))
            .ok,
        ).toBe(true)
        // A third session from the same address.
        expect(
          await ledger.claim(hold('h3', ['session:3', 'ip:127.0.0.7'], [{ resource: 'c', amount: 1 }]), T0),
        ).toEqual({
          ok: false,
          refusal: { reason: 'holder-limit', holder: 'ip:127.0.0.7', limit: 2 },
        })
        const moved = await ledger.claim(
          { ...hold('h3', ['session:2', 'ip:127.0.0.7'], [{ resource: 'c', amount: 1 }]), replaces: 'h2' },
          T0,
        )
        expect(moved.ok && moved.value.released?.state).toBe('released')
        expect(await ledger.taken('b', T0)).toBe(0)
        expect(await ledger.taken('c', T0)).toBe(1)
        // Orders (booked) do not count against the holds.
        expect((await ledger.claim(order('order:9', [{ resource: 'a', amount: 1 }]), T0)).ok).toBe(true)
      })

      it('a refused replacement keeps the claim it would have replaced', async () => {
        const ledger = await createLedger(rules({ a: 1, b: 1 }))
        await ledger.claim(hold('mine', ['s'], [{ resource: 'a', amount: 1 }]), T0)
        await ledger.claim(hold('theirs', ['t'], [{ resource: 'b', amount: 1 }]), T0)
        const refused = await ledger.claim(
          { ...hold('next', ['s'], [{ resource: 'b', amount: 1 }]), replaces: 'mine' },
          T0,
        )
        expect(refused).toMatchObject({ ok: false, refusal: { reason: 'full', resource: 'b' } })
        expect((await ledger.get('mine'))?.state).toBe('held')
        expect(await ledger.taken('a', T0)).toBe(1)
      })

      it('an order takes its van place, its kilograms and its stock at once, or nothing', async () => {
        const ledger = await createLedger(rules({ [PLACE]: 3, 'kg:van': 200, 'stock:7': 10 }))
        await ledger.claim(order('order:1', [{ resource: 'kg:van', amount: 150 }]), T0)
        const refused = await ledger.claim(
          order('order:2', [
            { resource: PLACE, amount: 1 },
            { resource: 'stock:7', amount: 6 },
            { resource: 'kg:van', amount: 60 },
          ]),
          T0,
        )
        expect(refused).toEqual({
          ok: false,
          refusal: { reason: 'full', resource: 'kg:van', capacity: 200, taken: 150, wanted: 60, left: 50 },
        })
        expect(await ledger.taken(PLACE, T0)).toBe(0)
        expect(await ledger.taken('stock:7', T0)).toBe(0)
      })

      it("a capacity read for the claim (a product's stock as WooCommerce answered) wins over the rules'", async () => {
        const ledger = await createLedger(rules({ 'stock:7': 100 }))
        expect((await ledger.claim(order('order:1', [{ resource: 'stock:7', amount: 4 }]), T0)).ok).toBe(true)
        const refused = await ledger.claim(
          { ...order('order:2', [{ resource: 'stock:7', amount: 3 }]), capacities: { 'stock:7': 6 } },
          T0,
        )
        expect(refused).toEqual({
          ok: false,
          refusal: { reason: 'full', resource: 'stock:7', capacity: 6, taken: 4, wanted: 3, left: 2 },
        })
        const granted = await ledger.claim(
          { ...order('order:3', [{ resource: 'stock:7', amount: 2 }]), capacities: { 'stock:7': 6 } },
          T0,
        )
        expect(granted.ok).toBe(true)
        expect(await ledger.taken('stock:7', T0)).toBe(6)
      })

      it('an expired claim cannot be extended or paid back to life', async () => {
        const ledger = await createLedger(rules({ a: 1 }))
        await ledger.claim(order('order:1', [{ resource: 'a', amount: 1 }], T0 + 15 * MINUTE), T0)
        expect(await ledger.extend('order:1', T0 + 60 * MINUTE, T0 + 15 * MINUTE)).toMatchObject({
          ok: false,
          refusal: { reason: 'not-live' },
        })
        expect(await ledger.extend('order:1', null, T0 + 16 * MINUTE)).toMatchObject({
          ok: false,
          refusal: { reason: 'not-live' },
        })
        expect(await ledger.taken('a', T0 + 16 * MINUTE)).toBe(0)
      })

      it("an unpaid order's share is extended once at most; paid, it lasts until released", async () => {
        const ledger = await createLedger(rules({ a: 1 }))
        await ledger.claim(order('order:1', [{ resource: 'a', amount: 1 }], T0 + 15 * MINUTE), T0)
        expect((await ledger.extend('order:1', T0 + 30 * MINUTE, T0 + MINUTE)).ok).toBe(true)
        expect(await ledger.extend('order:1', T0 + 45 * MINUTE, T0 + 2 * MINUTE)).toEqual({
          ok: false,
          refusal: { reason: 'extension-limit', id: 'order:1', limit: 1 },
        })
        expect((await ledger.get('order:1'))?.expiresAt).toBe(T0 + 30 * MINUTE)
        expect((await ledger.extend('order:1', null, T0 + 3 * MINUTE)).ok).toBe(true)
        expect(await ledger.taken('a', T0 + 1_000 * MINUTE)).toBe(1)
      })

      it('records an order already in WooCommerce past the capacity, and reports the van as overbooked', async () => {
        const ledger = await createLedger(rules({ [PLACE]: 1 }))
        await ledger.claim(order('order:1', [{ resource: PLACE, amount: 1 }]), T0)
        const forced = await ledger.claim(
          { ...order('order:2', [{ resource: PLACE, amount: 1 }]), force: true },
          T0,
        )
        expect(forced.ok && forced.value.claim.forced).toBe(true)
        expect(await ledger.overbooked(T0)).toEqual([{ resource: PLACE, capacity: 1, taken: 2 }])
        expect(await ledger.claim(order('order:3', [{ resource: PLACE, amount: 1 }]), T0)).toMatchObject({
          ok: false,
          refusal: { reason: 'full', left: 0 },
        })
      })

      it('refuses malformed claims', async () => {
        const ledger = await createLedger(rules({ a: 5 }))
        for (const bad of [
          order('', [{ resource: 'a', amount: 1 }]),
          order('x', []),
          order('x', [{ resource: 'a', amount: 0 }]),
          order('x', [{ resource: 'a', amount: 1.5 }]),
          order('x', [{ resource: '', amount: 1 }]),
          { ...hold('x', ['s'], [{ resource: 'a', amount: 1 }]), expiresAt: null },
        ])
          expect(await ledger.claim(bad, T0)).toMatchObject({ ok: false, refusal: { reason: 'invalid' } })
        expect(await ledger.taken('a', T0)).toBe(0)
      })
    })

    describe('the ledger, as properties', () => {
      it('never more live claims than capacity on any resource (no forced claim, capacities fixed)', async () => {
        await fc.assert(
          fc.asyncProperty(
            capacitiesArb,
            fc.array(opArb({ force: false, capacityChanges: false }), { maxLength: 80 }),
            async (caps, ops) => {
              await run(createLedger, ops, caps, async ({ ledger, now, capacities }) => {
                for (const resource of RESOURCES) {
                  expect(await ledger.taken(resource, now)).toBeLessThanOrEqual(capacities[resource] ?? 0)
                }
              })
            },
          ),
          { numRuns },
        )
      })

      it('a granted claim never takes a resource past its capacity, whatever was forced or lowered before', async () => {
        await fc.assert(
          fc.asyncProperty(
            capacitiesArb,
            fc.array(opArb({ force: true, capacityChanges: true }), { maxLength: 80 }),
            async (caps, ops) => {
              await run(createLedger, ops, caps, async ({ op, ledger, now, granted, capacities, before }) => {
                if (op.kind !== 'claim' || !granted || op.request.force) return
                for (const take of op.request.takes) {
                  const others = before.filter((claim) => claim.id !== op.request.replaces)
                  const wanted = op.request.takes
                    .filter((t) => t.resource === take.resource)
                    .reduce((sum, t) => sum + t.amount, 0)
                  expect(liveAmount(others, take.resource, now) + wanted).toBeLessThanOrEqual(
                    capacities[take.resource] ?? 0,
                  )
                  expect(await ledger.taken(take.resource, now)).toBe(
                    liveAmount(others, take.resource, now) + wanted,
                  )
                }
              })
            },
          ),
          { numRuns },
        )
      })

      it('a released or expired claim never comes back; only a new claim (a new id) counts again', async () => {
        await fc.assert(
          fc.asyncProperty(
            capacitiesArb,
            fc.array(opArb({ force: true, capacityChanges: true }), { maxLength: 80 }),
            async (caps, ops) => {
              const dead = new Set<string>()
              await run(createLedger, ops, caps, async ({ ledger, now }) => {
                for (const id of dead) {
                  const claim = await ledger.get(id)
                  expect(claim && isLive(claim, now)).toBe(false)
                }
                for (const claim of await everything(ledger)) if (!isLive(claim, now)) dead.add(claim.id)
              })
            },
          ),
          { numRuns },
        )
      })

      it('a refused operation changes nothing', async () => {
        await fc.assert(
          fc.asyncProperty(
            capacitiesArb,
            fc.array(opArb({ force: true, capacityChanges: true }), { maxLength: 80 }),
            async (caps, ops) => {
              await run(createLedger, ops, caps, async ({ op, ledger, granted, before }) => {
                if (op.kind === 'wait' || op.kind === 'capacity' || granted) return
                expect(await everything(ledger)).toEqual(before)
              })
            },
          ),
          { numRuns },
        )
      })

      it('no holder has more than 2 live holds unless forced; the indexes agree with a full count', async () => {
        await fc.assert(
          fc.asyncProperty(
            roomyArb,
            fc.array(opArb({ force: false, capacityChanges: true }), { maxLength: 80 }),
            async (caps, ops) => {
              await run(createLedger, ops, caps, async ({ ledger, now }) => {
                const all = await everything(ledger)
                for (const holder of HOLDERS) {
                  const live = all.filter((claim) => isLive(claim, now) && claim.holders.includes(holder))
                  expect(live.filter((claim) => claim.state === 'held').length).toBeLessThanOrEqual(2)
                  expect((await ledger.liveOf(holder, now)).map((claim) => claim.id).sort()).toEqual(
                    live.map((c) => c.id).sort(),
                  )
                }
                for (const resource of RESOURCES)
                  expect(await ledger.taken(resource, now)).toBe(liveAmount(all, resource, now))
              })
            },
          ),
          { numRuns },
        )
      })
    })
  })
}
