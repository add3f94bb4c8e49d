import type { EmptiesEvent } from './empties-event'
import { type EmptyKind, isEmptyKind, type PerEmptyKind, perEmptyKind } from './empty-kind'

/** Empties of one kind the customer holds that were lent at one deposit. */
export interface EmptiesLot {
  readonly count: number
  readonly depositCents: number
}

/** Where a customer stands with the shop's empties, read from the ledger. */
export interface EmptiesAccount {
  /** Empties of each kind the customer still holds (never negative). */
  readonly held: PerEmptyKind
  /** The empties held, by the deposit they were lent at, oldest first: the next returned go first. */
  readonly lots: PerEmptyKind<readonly EmptiesLot[]>
  /** The deposits paid for the empties still held: what their return would give back. */
  readonly heldValueCents: number
  /**
   * Eccedenza: empties recorded as returned beyond those the customer held at the time. Kept as
   * counted, worth nothing: the shop gives back only deposits it charged.
   */
  readonly surplus: PerEmptyKind
  /** The deposits charged for the empties returned (the eccedenza aside), each at what was paid for it. */
  readonly returnedValueCents: number
  /** Given back on orders ('credited'). */
  readonly creditedCents: number
  /** Given back by the operator ('refunded'). */
  readonly refundedCents: number
  /**
   * The credit: deposit of returned empties not given back yet, 0 or more. It goes on the next
   * order (creditForNextOrder) or back in money (refundCredit).
   */
  readonly creditCents: number
  /**
   * Given back beyond the returned empties' deposits (credited + refunded − returned value, when
   * positive): only a ledger written by hand gets here; an operator should look at it.
   */
  readonly overpaidCents: number
}

function positiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1
}

function invalid(index: number, event: unknown, expected: string): TypeError {
  let text: string
  try {
    text = JSON.stringify(event) ?? String(event)
  } catch {
    text = String(event)
  }
  return new TypeError(`emptiesAccount: event ${index} ${text} is not valid; ${expected}`)
}

/**
 * A customer's empties account from the ledger of their movements, in order:
 *
 * - `delivered` adds empties to those held, at the deposit paid for them;
 * - `returned` takes empties back, oldest first (FIFO): each one's deposit, as it was paid, becomes
 *   credit. Beyond the empties held, returns are kept as `surplus` (eccedenza) and give no credit;
 * - `credited` and `refunded` spend credit.
 *
 * So the credit never exceeds the deposits actually paid for the empties returned, whatever the
 * deposit has become since. Pure; the caller reads the customer's events from its store.
 *
 * @throws TypeError naming the event when one is not a valid EmptiesEvent
 * @example
 * ```ts
 * emptiesAccount([
 *   { type: 'delivered', kind: 'bottiglia', count: 12, depositCents: 20, orderId: 501 },
 *   { type: 'delivered', kind: 'bottiglia', count: 12, depositCents: 25, orderId: 530 },
 *   { type: 'returned', kind: 'bottiglia', count: 18 },
 * ]).creditCents // 12 × 20 + 6 × 25 = 390; held.bottiglia 6, heldValueCents 150
 * ```
 */
export function emptiesAccount(ledger: readonly EmptiesEvent[]): EmptiesAccount {
  const lots = perEmptyKind((): { count: number; depositCents: number }[] => [])
  const surplus: Record<EmptyKind, number> = { ...perEmptyKind(() => 0) }
  let returnedValueCents = 0
  let creditedCents = 0
  let refundedCents = 0
  ledger.forEach((event: unknown, index) => {
    const e = (typeof event === 'object' && event !== null ? event : {}) as Record<string, unknown>
    switch (e.type) {
      case 'delivered': {
        const { kind, count, depositCents } = e
        if (!isEmptyKind(kind) || !positiveInteger(count) || !positiveInteger(depositCents)) {
          throw invalid(
            index,
            event,
            "a delivery is { type: 'delivered', kind: 'bottiglia' | 'cassa', count: 12, depositCents: 20 } (whole numbers, 1 or more)",
          )
        }
        const kindLots = lots[kind]
        const last = kindLots[kindLots.length - 1]
        if (last && last.depositCents === depositCents) last.count += count
        else kindLots.push({ count, depositCents })
        return
      }
      case 'returned': {
        const { kind, count } = e
        if (!isEmptyKind(kind) || !positiveInteger(count)) {
          throw invalid(
            index,
            event,
            "a return is { type: 'returned', kind: 'bottiglia' | 'cassa', count: 6 } (a whole number, 1 or more)",
          )
        }
        const kindLots = lots[kind]
        let left = count
        while (left > 0 && kindLots.length > 0) {
          const oldest = kindLots[0] as { count: number; depositCents: number }
          const taken = Math.min(left, oldest.count)
          returnedValueCents += taken * oldest.depositCents
          oldest.count -= taken
          left -= taken
          if (oldest.count === 0) kindLots.shift()
        }
        surplus[kind] += left
        return
      }
      case 'credited':
      case 'refunded': {
        if (!positiveInteger(e.cents)) {
          throw invalid(
            index,
            event,
            `a ${e.type} event is { type: '${e.type}', cents: 240 } (whole cents, 1 or more)`,
          )
        }
        if (e.type === 'credited') creditedCents += e.cents
        else refundedCents += e.cents
        return
      }
      default:
        throw invalid(index, event, "its type must be 'delivered', 'returned', 'credited' or 'refunded'")
    }
  })
  const given = creditedCents + refundedCents
  const frozenLots = perEmptyKind((kind) => Object.freeze(lots[kind].map((lot) => Object.freeze({ ...lot }))))
  return {
    held: perEmptyKind((kind) => lots[kind].reduce((total, lot) => total + lot.count, 0)),
    lots: frozenLots,
    heldValueCents: Object.values(frozenLots)
      .flat()
      .reduce((total, lot) => total + lot.count * lot.depositCents, 0),
    surplus,
    returnedValueCents,
    creditedCents,
    refundedCents,
    creditCents: Math.max(0, returnedValueCents - given),
    overpaidCents: Math.max(0, given - returnedValueCents),
  }
}
