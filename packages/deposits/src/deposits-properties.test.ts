import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { creditForNextOrder } from './credit-for-next-order'
import { emptiesAccount } from './empties-account'
import type { EmptiesEvent } from './empties-event'
import { EMPTY_KINDS, type EmptyKind } from './empty-kind'
import { deliveredEvents } from './ledger-events'
import { orderDeposit } from './order-deposit'
import { parseReturnable, serializeReturnable } from './parse-returnable'
import { refundCredit } from './refund-credit'
import { MAX_DEPOSIT_CENTS, MAX_EMPTIES_PER_UNIT, type Returnable } from './returnable'
import { totalsWithDeposit } from './totals-with-deposit'
import { validateReturnable } from './validate-returnable'

// Properties over random products, carts and ledgers.

const kind = fc.constantFrom(...EMPTY_KINDS)
const depositCents = fc.oneof(
  fc.constantFrom(10, 20, 25, 300, 350, 1, MAX_DEPOSIT_CENTS),
  fc.integer({ min: 1, max: MAX_DEPOSIT_CENTS }),
)
const returnable: fc.Arbitrary<Returnable> = fc
  .uniqueArray(kind, { minLength: 1, maxLength: EMPTY_KINDS.length })
  .chain((kinds) =>
    fc.tuple(
      ...kinds.map((k) =>
        fc.record({
          kind: fc.constant(k),
          count: fc.oneof(fc.constantFrom(1, 6, 12, 24), fc.integer({ min: 1, max: MAX_EMPTIES_PER_UNIT })),
          depositCents,
        }),
      ),
    ),
  )
  .map((empties) => ({ empties }))
const cartLine = fc.record({
  productId: fc.integer({ min: 1, max: 500 }),
  quantity: fc.integer({ min: 0, max: 999 }),
  returnable: fc.option(returnable, { nil: undefined }),
})

describe('returnable configuration', () => {
  it('serialises to text that parses back to the same configuration', () => {
    fc.assert(
      fc.property(returnable, (config) => {
        const check = validateReturnable(config)
        expect(check.ok).toBe(true)
        if (!check.ok) return
        expect(parseReturnable(serializeReturnable(config))).toEqual({
          ok: true,
          returnable: check.returnable,
        })
        expect(serializeReturnable(check.returnable)).toBe(serializeReturnable(config))
      }),
    )
  })

  it('reads any meta value without throwing; whatever it accepts is valid', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), fc.json()), (meta) => {
        const parsed = parseReturnable(meta)
        if (!parsed.ok) {
          expect(parsed.reason.length).toBeGreaterThan(0)
          return
        }
        for (const empty of parsed.returnable.empties) {
          expect(Number.isInteger(empty.count) && empty.count >= 1).toBe(true)
          expect(Number.isInteger(empty.depositCents) && empty.depositCents >= 1).toBe(true)
        }
      }),
    )
  })
})

describe('orderDeposit', () => {
  it('is never negative, lines add up to the total, and each kind counts every unit', () => {
    fc.assert(
      fc.property(fc.array(cartLine, { maxLength: 12 }), (lines) => {
        const deposit = orderDeposit(lines)
        let sum = 0
        for (const line of deposit.lines) {
          expect(line.count).toBeGreaterThan(0)
          expect(line.unitCents).toBeGreaterThan(0)
          expect(line.totalCents).toBe(line.count * line.unitCents)
          sum += line.totalCents
        }
        expect(deposit.totalCents).toBe(sum)
        expect(deposit.totalCents).toBeGreaterThanOrEqual(0)
        let expected = 0
        const counts = new Map<EmptyKind, number>()
        for (const { quantity, returnable } of lines) {
          for (const empty of returnable?.empties ?? []) {
            expected += quantity * empty.count * empty.depositCents
            counts.set(empty.kind, (counts.get(empty.kind) ?? 0) + quantity * empty.count)
          }
        }
        expect(deposit.totalCents).toBe(expected)
        for (const k of EMPTY_KINDS) {
          const counted = deposit.lines
            .filter((line) => line.kind === k)
            .reduce((n, line) => n + line.count, 0)
          expect(counted).toBe(counts.get(k) ?? 0)
        }
        // Delivered, the order lends exactly what it charged.
        expect(emptiesAccount(deliveredEvents(deposit)).heldValueCents).toBe(deposit.totalCents)
      }),
    )
  })
})

describe('totalsWithDeposit', () => {
  it('never puts the deposit, or a deposit given back, in the VAT base', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 })
    fc.assert(
      fc.property(
        cents,
        fc.constantFrom(0, 4, 5, 10, 22),
        cents,
        cents,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (goodsCents, vatPercent, deposit, otherDeposit, share) => {
          const depositCreditCents = Math.floor((goodsCents + deposit) * share)
          const totals = totalsWithDeposit({
            goodsCents,
            vatPercent,
            depositCents: deposit,
            depositCreditCents,
          })
          const without = totalsWithDeposit({ goodsCents, vatPercent })
          const other = totalsWithDeposit({ goodsCents, vatPercent, depositCents: otherDeposit })
          expect(totals.taxableCents).toBe(without.taxableCents)
          expect(totals.vatCents).toBe(without.vatCents)
          expect(other.taxableCents).toBe(without.taxableCents)
          expect(totals.taxableCents + totals.vatCents).toBe(goodsCents)
          expect(totals.taxableCents).toBeLessThanOrEqual(goodsCents)
          expect(totals.vatCents).toBeGreaterThanOrEqual(0)
          expect(totals.totalCents).toBe(goodsCents + deposit - depositCreditCents)
          expect(totals.totalCents).toBeGreaterThanOrEqual(0)
        },
      ),
    )
  })
})

type Step =
  | { do: 'deliver'; kind: EmptyKind; count: number; depositCents: number }
  | { do: 'return'; kind: EmptyKind; count: number }
  | { do: 'credit'; orderTotalCents: number }
  | { do: 'refund' }

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      do: fc.constant('deliver' as const),
      kind,
      count: fc.integer({ min: 1, max: 30 }),
      depositCents: fc.constantFrom(10, 20, 25, 300, 350),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      do: fc.constant('return' as const),
      kind,
      count: fc.integer({ min: 1, max: 40 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      do: fc.constant('credit' as const),
      orderTotalCents: fc.integer({ min: 0, max: 3000 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ do: 'refund' as const }) },
)

/** A naive model: every empty lent is one deposit in a queue per kind; a return takes the oldest. */
function naiveReturnedValue(ledger: readonly EmptiesEvent[]): number {
  const queues = new Map<EmptyKind, number[]>(EMPTY_KINDS.map((k) => [k, []]))
  let value = 0
  for (const event of ledger) {
    if (event.type === 'delivered') {
      for (let i = 0; i < event.count; i++) queues.get(event.kind)?.push(event.depositCents)
    } else if (event.type === 'returned') {
      for (let i = 0; i < event.count; i++) value += queues.get(event.kind)?.shift() ?? 0
    }
  }
  return value
}

/** Runs the steps as the shop would: deliveries and returns appended, credits and refunds through the package. */
function run(
  steps: readonly Step[],
  check: (ledger: readonly EmptiesEvent[], step: Step) => void,
): EmptiesEvent[] {
  const ledger: EmptiesEvent[] = []
  for (const s of steps) {
    if (s.do === 'deliver') {
      ledger.push({ type: 'delivered', kind: s.kind, count: s.count, depositCents: s.depositCents })
    } else if (s.do === 'return') {
      ledger.push({ type: 'returned', kind: s.kind, count: s.count })
    } else if (s.do === 'credit') {
      ledger.push(...creditForNextOrder(ledger, s.orderTotalCents).events)
    } else {
      ledger.push(...refundCredit(ledger).events)
    }
    check(ledger, s)
  }
  return ledger
}

describe('the empties ledger', () => {
  it('conserves money: never gives back more than the deposits paid for the empties returned', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        run(steps, (ledger) => {
          const account = emptiesAccount(ledger)
          const paid = ledger.reduce(
            (sum, e) => (e.type === 'delivered' ? sum + e.count * e.depositCents : sum),
            0,
          )
          expect(account.creditedCents + account.refundedCents).toBeLessThanOrEqual(
            account.returnedValueCents,
          )
          expect(account.overpaidCents).toBe(0)
          expect(account.creditCents).toBe(
            account.returnedValueCents - account.creditedCents - account.refundedCents,
          )
          // Every deposit paid is either still out with an empty held, or was earned back by a return.
          expect(account.returnedValueCents + account.heldValueCents).toBe(paid)
          // Returns are valued first in, first out, at the deposits actually paid.
          expect(account.returnedValueCents).toBe(naiveReturnedValue(ledger))
          for (const k of EMPTY_KINDS) {
            expect(account.held[k]).toBeGreaterThanOrEqual(0)
            expect(account.surplus[k]).toBeGreaterThanOrEqual(0)
            const delivered = ledger.reduce(
              (n, e) => (e.type === 'delivered' && e.kind === k ? n + e.count : n),
              0,
            )
            const returned = ledger.reduce(
              (n, e) => (e.type === 'returned' && e.kind === k ? n + e.count : n),
              0,
            )
            expect(account.held[k]).toBe(delivered - (returned - account.surplus[k]))
          }
        })
      }),
    )
  })

  it('never credits twice: asked again right after, it gives only what the first left, and 0 when nothing was left', () => {
    fc.assert(
      fc.property(
        fc.array(step, { maxLength: 30 }),
        fc.integer({ min: 0, max: 5000 }),
        (steps, orderTotalCents) => {
          const ledger = run(steps, () => {})
          const before = emptiesAccount(ledger).creditCents
          const first = creditForNextOrder(ledger, orderTotalCents)
          expect(first.cents).toBe(Math.min(before, orderTotalCents))
          expect(first.cents + first.remainingCents).toBe(before)
          const second = creditForNextOrder([...ledger, ...first.events], orderTotalCents)
          expect(second.cents).toBe(Math.min(first.remainingCents, orderTotalCents))
          if (first.remainingCents === 0) expect(second.cents).toBe(0)
          expect(first.cents + second.cents).toBeLessThanOrEqual(before)
          const refund = refundCredit([...ledger, ...first.events])
          expect(refund.cents).toBe(first.remainingCents)
          expect(emptiesAccount([...ledger, ...first.events, ...refund.events]).creditCents).toBe(0)
        },
      ),
    )
  })

  it('holds delivered − returned of each kind, never negative, with no eccedenza, when returns never exceed what is held', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const held = new Map<EmptyKind, number>(EMPTY_KINDS.map((k) => [k, 0]))
        const bounded = steps.flatMap((s): Step[] => {
          if (s.do === 'deliver') held.set(s.kind, (held.get(s.kind) ?? 0) + s.count)
          if (s.do !== 'return') return [s]
          const count = Math.min(s.count, held.get(s.kind) ?? 0)
          held.set(s.kind, (held.get(s.kind) ?? 0) - count)
          return count > 0 ? [{ ...s, count }] : []
        })
        const ledger = run(bounded, () => {})
        const account = emptiesAccount(ledger)
        for (const k of EMPTY_KINDS) {
          expect(account.held[k]).toBe(held.get(k))
          expect(account.held[k]).toBeGreaterThanOrEqual(0)
          expect(account.surplus[k]).toBe(0)
        }
      }),
    )
  })
})
