import type { WooShippingLine } from './woo-order-body'

/** The shipping method of a paid delivery: WooCommerce's flat rate, as the customer reads it. */
export const DELIVERY_METHOD = { id: 'flat_rate', title: 'Consegna a domicilio' } as const
/** The shipping method of a delivery made free by the zone's threshold: WooCommerce's free shipping. */
export const FREE_DELIVERY_METHOD = { id: 'free_shipping', title: 'Consegna gratuita' } as const

/**
 * The amount without VAT whose VAT, rounded to the cent as WooCommerce rounds a line's tax, brings
 * it back to `grossCents`: 290 at 22 % is 238 (238 + 52 = 290). When no amount gives the gross
 * exactly (a few cents at some rates), the one whose total comes nearest, the lower on a tie. A
 * rate of 0 or less gives the gross itself.
 */
export function netOfVatCents(grossCents: number, vatPercent: number): number {
  if (!(vatPercent > 0)) return grossCents
  const gross = (net: number) => net + Math.round((net * vatPercent) / 100)
  const guess = Math.round(grossCents / (1 + vatPercent / 100))
  let best = guess
  for (const net of [guess - 1, guess, guess + 1]) {
    if (net < 0) continue
    const miss = Math.abs(gross(net) - grossCents)
    const bestMiss = Math.abs(gross(best) - grossCents)
    if (miss < bestMiss || (miss === bestMiss && net < best)) best = net
  }
  return best
}

/**
 * The WooCommerce shipping line of a delivery whose fee is `feeCents`, VAT included (@shop/zones
 * deliveryCharge). WooCommerce takes a shipping line's `total` without tax and adds the VAT of the
 * rates that apply to shipping itself (REAL-STORE-DIFFERENCES.md row 2: "shipping and fees get VAT
 * on top"), so the total sent is the fee less `vatPercent`, the store's VAT on shipping: 2,90 € at
 * 22 % is sent as '2.38' and the store adds 0.52. A fee of 0 is a free delivery ('free_shipping',
 * '0.00').
 *
 * @example
 * ```ts
 * deliveryShippingLine(290, 22) // { method_id: 'flat_rate', method_title: 'Consegna a domicilio', total: '2.38' }
 * deliveryShippingLine(0, 22) // { method_id: 'free_shipping', method_title: 'Consegna gratuita', total: '0.00' }
 * ```
 */
export function deliveryShippingLine(feeCents: number, vatPercent: number): WooShippingLine {
  const method = feeCents > 0 ? DELIVERY_METHOD : FREE_DELIVERY_METHOD
  const net = feeCents > 0 ? netOfVatCents(feeCents, vatPercent) : 0
  return { method_id: method.id, method_title: method.title, total: (net / 100).toFixed(2) }
}
