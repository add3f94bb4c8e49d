import { toCents } from './cents'
import { cartPrice, cartQuantity } from './item-rules'

/**
 * The sum of price × quantity over the items, added up in whole cents and returned in euros with at
 * most 2 decimals (0.10 + 0.20 → 0.3). Items count as the cart keeps them: a price is rounded to
 * cents; a quantity is rounded down and capped at MAX_QUANTITY; an item whose price is not a number
 * in 0 … MAX_PRICE, or whose quantity is NaN, not a number or below 1, counts 0. Never throws.
 */
export function cartTotal(items: readonly { readonly price: number; readonly quantity: number }[]): number {
  if (!Array.isArray(items)) return 0
  let cents = 0
  for (const item of items as unknown[]) {
    if (typeof item !== 'object' || item === null) continue
    const { price, quantity } = item as { price: unknown; quantity: unknown }
    const euros = cartPrice(price)
    const count = cartQuantity(quantity)
    if (euros !== null && count !== null) cents += toCents(euros) * count
  }
  return cents / 100 + 0
}
