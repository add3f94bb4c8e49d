import { toCents } from '@shop/cart-core'

/** A WooCommerce price string: '1.50', '12', '-3.5', ' 0.99 '. No thousands separators, no comma. */
const PRICE_STRING = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/

/**
 * An amount in euros as Italian shops print it: Intl's it-IT currency format with thousands always
 * grouped ('1,50 €', '1.277,10 €', '1.234.567,80 €', '-3,00 €'; CLDR's default for it-IT leaves
 * 4-digit amounts ungrouped, '1277,10 €'), rounded to whole cents half away from zero
 * (1.005 → '1,01 €'), the shop's one rounding rule (@shop/cart-core toCents).
 *
 * Takes a number or a WooCommerce price string ('1.50'). NaN, ±Infinity, '' (WooCommerce's price
 * of a product without one) and anything else give '': a shop page shows no price rather than a
 * wrong '0,00 €'.
 *
 * Written out rather than asked of Intl: the first `new Intl.NumberFormat('it-IT', …)` in a browser
 * loads the locale's data, 15-20 ms of a phone's main thread inside the first render (54-89 ms
 * at Lighthouse's 4× slowdown); the output is the same, to the character, as the tests check
 * against Intl on random amounts (the sign, the non-breaking space before '€').
 */
export function formatEuro(value: number | string): string {
  const amount =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && PRICE_STRING.test(value.trim())
        ? Number(value)
        : Number.NaN
  if (!Number.isFinite(amount)) return ''
  const cents = toCents(amount)
  const whole = Math.abs(cents)
  const euros = groupThousands(Math.trunc(whole / 100))
  const rest = String(whole % 100).padStart(2, '0')
  return `${cents < 0 ? '-' : ''}${euros},${rest}\u00a0€`
}

/** A whole number's digits with a '.' every three from the right: 1277 → '1.277'. */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, '.')
}

/**
 * A count as Italian text prints it, thousands always grouped: 7 → '7', 1277 → '1.277', -4500 →
 * '-4.500' (what `toLocaleString('it-IT', { useGrouping: 'always' })` gives, without loading the
 * locale's data in the first render: on /prodotti that took 30 ms, over 100 ms at Lighthouse's 4×
 * slowdown). Not an integer, or not finite: ''.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return ''
  return `${value < 0 ? '-' : ''}${groupThousands(Math.abs(value))}`
}
