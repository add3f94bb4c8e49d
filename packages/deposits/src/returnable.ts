import type { EmptyKind } from './empty-kind'

/**
 * One kind of empty that one unit of a product carries: `count` of them, each lent against
 * `depositCents`. A crate of 12 bottles sold as one unit carries `{ kind: 'cassa', count: 1,
 * depositCents: 300 }` and `{ kind: 'bottiglia', count: 12, depositCents: 20 }`.
 */
export interface UnitEmpty {
  readonly kind: EmptyKind
  /** Empties of this kind in one unit sold: a whole number, 1 … MAX_EMPTIES_PER_UNIT. */
  readonly count: number
  /** The deposit of one empty in whole euro cents, 1 … MAX_DEPOSIT_CENTS (20 for 0,20 €). */
  readonly depositCents: number
}

/**
 * A returnable product (vetro a rendere): the empties one unit carries, at most one entry per kind,
 * in EMPTY_KINDS order. A product without it is not returnable and carries no deposit.
 */
export interface Returnable {
  readonly empties: readonly UnitEmpty[]
}

/** The largest deposit of one empty: 100,00 € (a keg's is a few tens of euros). */
export const MAX_DEPOSIT_CENTS = 10_000

/** The most empties of one kind in one unit sold (a pallet of 999 bottles). */
export const MAX_EMPTIES_PER_UNIT = 999
