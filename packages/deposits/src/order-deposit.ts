import { EMPTY_KIND_LABELS, EMPTY_KINDS, type EmptyKind } from './empty-kind'
import type { Returnable } from './returnable'
import { assertReturnable } from './validate-returnable'

/** The name of the deposit's own line on the cart, the checkout, the mails and the order page. */
export const DEPOSIT_LABEL = 'Cauzione vuoti'

/** A cart or order line as orderDeposit reads it. */
export interface DepositSource {
  /** The product (WooCommerce's id), for the caller's own use; orderDeposit does not read it. */
  readonly productId?: number | string
  /** Units of the product: a whole number, 0 or more. */
  readonly quantity: number
  /** The product's empties (parseReturnable); absent or null for a product that is not returnable. */
  readonly returnable?: Returnable | null | undefined
}

/** The deposit on one kind of empty at one deposit per empty. */
export interface DepositLine {
  readonly kind: EmptyKind
  /** 'Cauzione vuoti: bottiglie', 'Cauzione vuoti: casse'. */
  readonly label: string
  /** Empties of this kind lent with the order. */
  readonly count: number
  /** The deposit of one empty, in cents. */
  readonly unitCents: number
  /** count × unitCents. */
  readonly totalCents: number
}

/** An order's deposit: one line per kind of empty and deposit, and their sum. */
export interface OrderDeposit {
  /** Kinds in EMPTY_KINDS order; within a kind (two products whose bottles differ in deposit), lower deposit first. */
  readonly lines: readonly DepositLine[]
  /** The sum of the lines' totals, in cents: the 'Cauzione vuoti' line, outside the VAT base. */
  readonly totalCents: number
}

/**
 * The deposit of a cart or an order: for each kind of empty (and each deposit per empty, when two
 * products lend the same kind at different deposits) how many empties go out and what they cost,
 * and the total. A crate of 12 bottles at 3,00 € + 12 × 0,20 € gives 'Cauzione vuoti: bottiglie'
 * 12 × 20 = 240 and 'Cauzione vuoti: casse' 1 × 300 = 300, 540 in all. Lines of products that are
 * not returnable, and lines of quantity 0, add nothing.
 *
 * @throws RangeError when a quantity is not a whole number 0 or more
 * @throws TypeError when a `returnable` is not valid (validateReturnable's errors)
 */
export function orderDeposit(lines: readonly DepositSource[]): OrderDeposit {
  const counts = new Map<string, { kind: EmptyKind; unitCents: number; count: number }>()
  lines.forEach((line, index) => {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 0) {
      throw new RangeError(
        `orderDeposit: line ${index} (product ${String(line.productId)}) needs a quantity that is a whole number, 0 or more, such as { productId: 12, quantity: 3 }; got ${String(line.quantity)}`,
      )
    }
    if (line.returnable === undefined || line.returnable === null || line.quantity === 0) return
    const { empties } = assertReturnable(line.returnable, `orderDeposit: line ${index}`)
    for (const { kind, count, depositCents } of empties) {
      const key = `${kind}:${depositCents}`
      const entry = counts.get(key) ?? { kind, unitCents: depositCents, count: 0 }
      entry.count += count * line.quantity
      counts.set(key, entry)
    }
  })
  const deposit = [...counts.values()]
    .sort((a, b) => EMPTY_KINDS.indexOf(a.kind) - EMPTY_KINDS.indexOf(b.kind) || a.unitCents - b.unitCents)
    .map(
      ({ kind, unitCents, count }): DepositLine => ({
        kind,
        label: `${DEPOSIT_LABEL}: ${EMPTY_KIND_LABELS[kind].other}`,
        count,
        unitCents,
        totalCents: count * unitCents,
      }),
    )
  return { lines: deposit, totalCents: deposit.reduce((total, line) => total + line.totalCents, 0) }
}
