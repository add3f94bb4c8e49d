import type { EmulatorContext } from '../context'

/** A tax rate as WooCommerce keeps it (WooCommerce → Settings → Tax → Standard rates). */
export interface TaxRate {
  id: number
  country: string
  /** The rate in percent: 22 for Italy's standard IVA. */
  rate: number
  /** The label: 'IVA'. */
  name: string
  priority: number
  compound: boolean
  /** Whether the rate applies to shipping too. */
  shipping: boolean
  /** '' is the standard class. */
  taxClass: string
}

/**
 * The store's tax settings: "Enable tax rates and calculations", "Prices entered with tax", "Round
 * tax at subtotal level" and the rates. Seeded as an Italian shop has them: taxes on, prices
 * entered including tax, one standard 22 % rate for Italy, tax rounded per line (WooCommerce's
 * default). The control API changes them (`PUT /__emulator/taxes`).
 */
export interface TaxSettings {
  enabled: boolean
  pricesIncludeTax: boolean
  roundAtSubtotal: boolean
  rates: TaxRate[]
}

export const ITALIAN_VAT: TaxRate = {
  id: 1,
  country: 'IT',
  rate: 22,
  name: 'IVA',
  priority: 1,
  compound: false,
  shipping: true,
  taxClass: '',
}

export const DEFAULT_TAX_SETTINGS: TaxSettings = {
  enabled: true,
  pricesIncludeTax: true,
  roundAtSubtotal: false,
  rates: [ITALIAN_VAT],
}

/** The store's base country (WooCommerce → Settings → General: Bari, Italy). */
const BASE_COUNTRY = 'IT'

export function taxSettings(ctx: EmulatorContext): TaxSettings {
  return { ...DEFAULT_TAX_SETTINGS, ...ctx.store.getSetting<Partial<TaxSettings>>('taxes', {}) }
}

/** WC_Tax::get_rate_code: country, state, label and priority, upper case, joined by '-': 'IT-IVA-1'. */
export function rateCode(rate: TaxRate): string {
  return [rate.country, rate.name || 'TAX', String(rate.priority)].filter(Boolean).join('-').toUpperCase()
}

/** How PHP's round() breaks a tie: PHP_ROUND_HALF_UP (away from zero) or PHP_ROUND_HALF_DOWN (towards zero). */
export type PhpRounding = 'half-up' | 'half-down'

/**
 * PHP's round(): after PHP's pre-rounding to 15 significant digits, a tie goes away from zero
 * ('half-up', the default), so that 2.675 rounds to 2.68 as WordPress does (a plain Math.round
 * gives 2.67 for 2.675 * 100), or towards zero ('half-down': 0.055 → 0.05).
 */
export function phpRound(value: number, precision: number, mode: PhpRounding = 'half-up'): number {
  const factor = 10 ** precision
  const scaled = Number((Math.abs(value) * factor).toPrecision(15))
  const whole = mode === 'half-up' ? Math.round(scaled) : Math.ceil(scaled - 0.5)
  return (Math.sign(value) * whole) / factor
}

/** WooCommerce's rounding precision for taxes before they are summed (WC_ROUNDING_PRECISION). */
const TAX_PRECISION = 6

/** A float as PHP writes it into a string (precision 14): 11.065574000000001 → '11.065574'. */
export function phpNumber(value: number): string {
  return String(Number(value.toPrecision(14)))
}

/** The rates that apply to a location (WC_Tax::find_rates), for a tax class; shipping rates if asked. */
export function findRates(
  settings: TaxSettings,
  country: string,
  taxClass: string,
  forShipping = false,
): TaxRate[] {
  if (!settings.enabled) return []
  return settings.rates.filter(
    (rate) =>
      rate.country === country.toUpperCase() && rate.taxClass === taxClass && (!forShipping || rate.shipping),
  )
}

/** The store's own rates for a class: what prices entered with tax include (get_base_tax_rates). */
export function baseRates(settings: TaxSettings, taxClass: string): TaxRate[] {
  return findRates(settings, BASE_COUNTRY, taxClass)
}

/** WC_Tax::calc_inclusive_tax (non-compound rates): the tax inside a tax-inclusive price, per rate. */
export function inclusiveTaxes(price: number, rates: readonly TaxRate[]): Map<number, number> {
  const total = 1 + rates.reduce((sum, rate) => sum + rate.rate, 0) / 100
  return new Map(rates.map((rate) => [rate.id, phpRound((rate.rate / 100 / total) * price, TAX_PRECISION)]))
}

/** WC_Tax::calc_exclusive_tax (non-compound rates): the tax on top of a price without tax, per rate. */
export function exclusiveTaxes(price: number, rates: readonly TaxRate[]): Map<number, number> {
  return new Map(rates.map((rate) => [rate.id, phpRound(price * (rate.rate / 100), TAX_PRECISION)]))
}

/**
 * wc_get_price_excluding_tax: a line's price without tax. Prices entered with tax lose the tax of
 * the store's own rates (whatever the customer's location: WooCommerce's
 * woocommerce_adjust_non_base_location_prices), unrounded.
 */
export function priceExcludingTax(
  settings: TaxSettings,
  linePrice: number,
  taxable: boolean,
  taxClass: string,
): number {
  if (!taxable || !settings.enabled || !settings.pricesIncludeTax) return linePrice
  const removed = [...inclusiveTaxes(linePrice, baseRates(settings, taxClass)).values()]
  return linePrice - removed.reduce((sum, tax) => sum + tax, 0)
}

/**
 * wc_round_tax_total: a line's tax to two decimals, unless tax is rounded at subtotal level (then as
 * it is). Ties go the way of WC_TAX_ROUNDING_MODE, which WooCommerce sets from "prices entered with
 * tax": towards zero when they are (PHP_ROUND_HALF_DOWN: a tax of 0.055 is 0.05, as the real store
 * answered, REAL-STORE-DIFFERENCES.md row 18), away from zero when they are not.
 */
export function roundLineTax(
  settings: Pick<TaxSettings, 'roundAtSubtotal' | 'pricesIncludeTax'>,
  tax: number,
): number {
  if (settings.roundAtSubtotal) return tax
  return phpRound(tax, 2, settings.pricesIncludeTax ? 'half-down' : 'half-up')
}
