import type { WooShippingLine } from './woo-order-body'

/** The shipping method of a paid delivery: WooCommerce's flat rate, as the customer reads it. */
export const DELIVERY_METHOD = { id: 'flat_rate', title: 'Consegna a domicilio' } as const
/** The shipping method of a delivery made free by the zone's threshold: WooCommerce's free shipping. */
export const FREE_DELIVERY_METHOD = { id: 'free_shipping', title: 'Consegna gratuita' } as const

/** Millionths of a euro in a cent: WooCommerce keeps amounts to 6 decimals (WC_ROUNDING_PRECISION). */
const MICROS_PER_CENT = 10_000

/**
 * How close to a rounding's tie a net may come, in cents: 2 millionths of a euro, so that neither
 * the net's last (6th) decimal nor WooCommerce's rounding of the tax to 6 decimals can move it
 * across (each moves it by half a millionth at most).
 */
const TIE_MARGIN = 2 / MICROS_PER_CENT

/**
 * The nets (in cents, unrounded) that WooCommerce turns back into `feeCents`: a net rounds to `a`
 * cents, its tax to `b` cents, a + b = fee. For each split, the nets that round to `a` and whose
 * tax rounds to `b` are the intersection of two intervals; the widest one, or null when none is
 * wide enough for its middle to keep TIE_MARGIN from the ties of the net and of its tax.
 */
function netsGiving(feeCents: number, rate: number): { low: number; high: number } | null {
  const tax = Math.round((feeCents * rate) / (1 + rate))
  let best: { low: number; high: number } | null = null
  for (let b = Math.max(0, tax - 2); b <= Math.min(feeCents, tax + 2); b++) {
    const a = feeCents - b
    const low = Math.max(0, a - 0.5, (b - 0.5) / rate)
    const high = Math.min(a + 0.5, (b + 0.5) / rate)
    if (high - low > (best ? best.high - best.low : 0)) best = { low, high }
  }
  // The middle is half the width from the nearest tie of the net, `rate` times that from its tax's.
  const clearance = best ? ((best.high - best.low) / 2) * Math.min(1, rate) : 0
  return clearance > TIE_MARGIN * Math.max(1, rate) ? best : null
}

/** Millionths of a euro as WooCommerce writes an amount with 6 decimals: 1475410 → '1.475410'. */
function sixDecimals(micros: number): string {
  return `${Math.floor(micros / 1_000_000)}.${String(micros % 1_000_000).padStart(6, '0')}`
}

/**
 * The amount without VAT to send WooCommerce for a fee of `feeCents` VAT included, with
 * WooCommerce's 6 decimals, so that the customer pays the fee to the cent (REAL-STORE-DIFFERENCES.md
 * row 18). WooCommerce keeps a shipping line's total as sent, computes its VAT on that unrounded
 * total and rounds the line's total and its VAT to cents apart: no net of whole cents gives some
 * fees (1,80 € at 22 %: 1.47 is charged 1.47 + 0.32, 1.48 is 1.48 + 0.33), a net of 6 decimals does.
 *
 * The net is the middle of the widest range of nets that round to `a` cents with a VAT that rounds
 * to `b` cents, a + b = fee: as far from both roundings' ties as can be (at 22 %, at least 1/44
 * of a cent from the net's and 1/200 of a cent from its VAT's), so that PHP's rounding (half up,
 * or half down for the tax of a store with prices entered with tax) and JavaScript's cannot
 * disagree. Every fee has such a net at 5, 10 and 22 %. At a few rates some fees have none (at
 * 4 %: 13 cents, then every 26 cents, where the net and its VAT cross a rounding together; also
 * at 12, 20, 28, 36 %): the net of the nearest lower fee is given, so the customer is never
 * charged more than the fee. A rate of 0 gives the fee itself ('2.90').
 *
 * @example
 * ```ts
 * netOfVat(180, 22) // '1.476136': WooCommerce charges 1.48 + 0.32
 * netOfVat(290, 22) // '2.380000': 2.38 + 0.52
 * ```
 */
export function netOfVat(feeCents: number, vatPercent: number): string {
  if (!Number.isSafeInteger(feeCents) || feeCents < 0) {
    throw new RangeError(
      `netOfVat: feeCents must be a whole number of cents, 0 or more (180 for 1,80 €); got ${feeCents}`,
    )
  }
  if (!Number.isFinite(vatPercent) || vatPercent < 0) {
    throw new RangeError(
      `netOfVat: vatPercent must be a percentage, 0 or more (22 for Italy's IVA); got ${vatPercent}`,
    )
  }
  if (vatPercent === 0) return (feeCents / 100).toFixed(2)
  const rate = vatPercent / 100
  for (let fee = feeCents; fee > 0; fee--) {
    const nets = netsGiving(fee, rate)
    if (nets) return sixDecimals(Math.round(((nets.low + nets.high) / 2) * MICROS_PER_CENT))
  }
  return sixDecimals(0)
}

/**
 * The WooCommerce shipping line of a delivery whose fee is `feeCents`, VAT included (@shop/zones
 * deliveryCharge). WooCommerce takes a shipping line's `total` without tax and adds the VAT of the
 * rates that apply to shipping itself (REAL-STORE-DIFFERENCES.md row 2: "shipping and fees get VAT
 * on top"), so the total sent is the fee less `vatPercent`, the store's VAT on shipping, with 6
 * decimals (netOfVat): 1,80 € at 22 % is sent as '1.476136' and the store charges 1.48 + 0.32. A
 * fee of 0 is a free delivery ('free_shipping', '0.00').
 *
 * @example
 * ```ts
 * deliveryShippingLine(180, 22) // { method_id: 'flat_rate', method_title: 'Consegna a domicilio', total: '1.476136' }
 * deliveryShippingLine(0, 22) // { method_id: 'free_shipping', method_title: 'Consegna gratuita', total: '0.00' }
 * ```
 */
export function deliveryShippingLine(feeCents: number, vatPercent: number): WooShippingLine {
  if (feeCents === 0) {
    return { method_id: FREE_DELIVERY_METHOD.id, method_title: FREE_DELIVERY_METHOD.title, total: '0.00' }
  }
  return {
    method_id: DELIVERY_METHOD.id,
    method_title: DELIVERY_METHOD.title,
    total: netOfVat(feeCents, vatPercent),
  }
}
