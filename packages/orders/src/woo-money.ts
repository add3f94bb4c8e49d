import { fromCents, toCents } from '@shop/cart-core'

const MONEY = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/

/**
 * A WooCommerce amount in whole cents: its money strings ('12.50', ' 3 ', '-1.20') or a number.
 * The one rounding rule of the shop: to the nearest cent, half away from zero, once binary noise is
 * removed (cart-core's toCents: '10.905' → 1091, 0.1 + 0.2 → 30). Anything else ('', '1,50',
 * '€ 1.50', '1e3', NaN, null) is null: an amount WooCommerce did not give.
 */
export function wooCents(value: unknown): number | null {
  const amount =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && MONEY.test(value.trim())
        ? Number(value.trim())
        : Number.NaN
  return Number.isFinite(amount) ? toCents(amount) : null
}

/** wooCents in euros with at most 2 decimals ('10.905' → 10.91), or null. */
export function wooEuros(value: unknown): number | null {
  const cents = wooCents(value)
  return cents === null ? null : fromCents(cents)
}
