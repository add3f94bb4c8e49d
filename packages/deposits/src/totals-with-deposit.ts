import { DEPOSIT_LABEL } from './order-deposit'

/** The name of the line that gives back, on an order, the deposit of empties returned before. */
export const DEPOSIT_CREDIT_LABEL = 'Cauzione vuoti resi'

/** What totalsWithDeposit adds up, in whole cents. */
export interface TotalsInput {
  /**
   * Everything the VAT applies to, VAT included, as the shop shows prices: the products (and the
   * delivery, when the caller counts it here).
   */
  readonly goodsCents: number
  /** The VAT rate of the goods in percent (22 for water, beer, soft drinks and wine in Italy). */
  readonly vatPercent: number
  /** The order's deposit (orderDeposit's `totalCents`); 0 by default. */
  readonly depositCents?: number
  /** Deposit of returned empties given back on this order (creditForNextOrder's `cents`); 0 by default. */
  readonly depositCreditCents?: number
}

/** An order's amounts with the deposit as its own lines, outside the VAT base. */
export interface TotalsWithDeposit {
  /** The goods, VAT included. */
  readonly goodsCents: number
  /** The VAT base (imponibile): the goods without their VAT. Never includes a deposit. */
  readonly taxableCents: number
  /** The VAT the goods include ('di cui IVA'): goodsCents − taxableCents. */
  readonly vatCents: number
  /** 'Cauzione vuoti': outside the VAT base (art. 15, primo comma, n. 4, DPR 633/1972). */
  readonly depositCents: number
  /** 'Cauzione vuoti resi', subtracted: a deposit given back, outside the VAT base too. */
  readonly depositCreditCents: number
  /** What the customer pays: goods + deposit − deposit credit. */
  readonly totalCents: number
}

function wholeCents(caller: string, name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(
      `${caller}: ${name} must be a whole number of cents, 0 or more (540 for 5,40 €); got ${String(value)}`,
    )
  }
  return value
}

/**
 * An order's amounts with the deposit outside the VAT base: the goods (VAT included) give the
 * taxable amount and the VAT; the deposit ('Cauzione vuoti') and the deposit given back for
 * returned empties ('Cauzione vuoti resi') are lines of their own that neither the taxable amount
 * nor the VAT ever include, whatever their size. The VAT is the goods' VAT scorporated at one rate,
 * rounded to the cent (1220 at 22 % → 1000 + 220), for the cart and the checkout before the order
 * exists; on an order, WooCommerce's own `total_tax` is the VAT.
 *
 * @throws RangeError when an amount is not a whole number of cents 0 or more, the rate is not 0 … 100,
 *   or the credit is more than goods and deposit together (creditForNextOrder never gives more)
 * @example
 * ```ts
 * totalsWithDeposit({ goodsCents: 1220, vatPercent: 22, depositCents: 540 })
 * // { goodsCents: 1220, taxableCents: 1000, vatCents: 220, depositCents: 540, depositCreditCents: 0, totalCents: 1760 }
 * ```
 */
export function totalsWithDeposit(input: TotalsInput): TotalsWithDeposit {
  const goodsCents = wholeCents('totalsWithDeposit', 'goodsCents', input.goodsCents)
  const depositCents = wholeCents('totalsWithDeposit', 'depositCents', input.depositCents ?? 0)
  const depositCreditCents = wholeCents(
    'totalsWithDeposit',
    'depositCreditCents',
    input.depositCreditCents ?? 0,
  )
  const { vatPercent } = input
  if (typeof vatPercent !== 'number' || !Number.isFinite(vatPercent) || vatPercent < 0 || vatPercent > 100) {
    throw new RangeError(
      `totalsWithDeposit: vatPercent must be a rate in percent, 0 … 100 (22 for Italy's IVA); got ${String(vatPercent)}`,
    )
  }
  if (depositCreditCents > goodsCents + depositCents) {
    throw new RangeError(
      `totalsWithDeposit: depositCreditCents (${depositCreditCents}) is more than the order (${goodsCents + depositCents}); credit at most the order's total, as creditForNextOrder does`,
    )
  }
  const taxableCents = Math.round((goodsCents * 100) / (100 + vatPercent))
  return {
    goodsCents,
    taxableCents,
    vatCents: goodsCents - taxableCents,
    depositCents,
    depositCreditCents,
    totalCents: goodsCents + depositCents - depositCreditCents,
  }
}

/** A WooCommerce order fee line (REST API v3 `fee_lines`), without tax. */
export interface DepositFeeLine {
  readonly name: string
  /** Euros with 2 decimals, never negative: '5.40'. */
  readonly total: string
  /** 'none': WooCommerce adds no VAT to the line (as long as it is not negative). */
  readonly tax_status: 'none'
}

const euros = (cents: number) => (cents / 100).toFixed(2)
/** 540 → '5,40 €', as the shop writes amounts. */
const italianEuros = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')} €`

/**
 * The WooCommerce fee line of an order's deposit: one 'Cauzione vuoti' line with `tax_status:
 * 'none'`, the deposit given back (`depositCreditCents`) taken off it and named in it ('Cauzione
 * vuoti (5,40 € meno 2,40 € di vuoti resi)'); no line when both are 0.
 *
 * Never a negative line: a real WooCommerce taxes a negative fee whatever its tax status (10.0.2,
 * WC_Order_Item_Fee::calculate_taxes: the amount is spread over the order's tax classes; a
 * 'Cauzione vuoti resi' of -1.20 sent with tax_status 'none' got -0.11 of VAT:
 * tooling/woo-emulator/reference/REAL-STORE-DIFFERENCES.md), which would take VAT off the goods
 * for a sum outside the VAT base. So the credit of an order is at most its own deposit: give
 * creditForNextOrder the order's deposit as the amount it may credit, and the rest waits.
 *
 * @throws RangeError when an amount is not a whole number of cents 0 or more, or the credit is
 *   more than the deposit
 */
export function depositFeeLines(amounts: {
  readonly depositCents?: number
  readonly depositCreditCents?: number
}): DepositFeeLine[] {
  const depositCents = wholeCents('depositFeeLines', 'depositCents', amounts.depositCents ?? 0)
  const creditCents = wholeCents('depositFeeLines', 'depositCreditCents', amounts.depositCreditCents ?? 0)
  if (creditCents > depositCents)
    throw new RangeError(
      `depositFeeLines: depositCreditCents (${creditCents}) is more than the order's deposit (${depositCents}): WooCommerce would tax the negative rest`,
    )
  if (depositCents === 0) return []
  const name =
    creditCents > 0
      ? `${DEPOSIT_LABEL} (${italianEuros(depositCents)} meno ${italianEuros(creditCents)} di vuoti resi)`
      : DEPOSIT_LABEL
  return [{ name, total: euros(depositCents - creditCents), tax_status: 'none' }]
}
