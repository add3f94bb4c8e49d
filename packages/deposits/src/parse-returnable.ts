import type { Returnable } from './returnable'
import { assertReturnable, quote, validateReturnable } from './validate-returnable'

/**
 * The product meta key that holds a product's returnable configuration (serializeReturnable's
 * text). The leading underscore keeps it out of WordPress' custom fields box: operators set it
 * in the admin app, which validates it.
 */
export const RETURNABLE_META_KEY = '_shop_returnable'

/** What parseReturnable reads: a returnable product, or a product that is not one, and why. */
export type ParsedReturnable =
  | { readonly ok: true; readonly returnable: Returnable }
  | {
      readonly ok: false
      /** True when there is no configuration at all (the product is simply not returnable). */
      readonly missing: boolean
      /** Why the product counts as not returnable, in Italian, for the operators' screens and logs. */
      readonly reason: string
    }

const MISSING = Object.freeze({
  ok: false,
  missing: true,
  reason: 'Nessuna cauzione impostata: il prodotto non è a rendere.',
} as const)

/**
 * A product's returnable configuration from its meta value: serializeReturnable's JSON text, or the
 * value already decoded (WordPress gives back an object when one was stored). Tolerant: a missing,
 * empty or unreadable value gives `ok: false` with the reason, so that a bad meta makes a product
 * not returnable (no deposit charged) instead of breaking its page or the checkout; the admin app
 * shows the reason to the operator. Never throws.
 *
 * @example
 * ```ts
 * parseReturnable('[{"kind":"bottiglia","count":1,"depositCents":20}]').ok // true
 * parseReturnable(undefined) // { ok: false, missing: true, reason: 'Nessuna cauzione impostata: …' }
 * parseReturnable('0,20') // { ok: false, missing: false, reason: 'Cauzione illeggibile: …' }
 * ```
 */
export function parseReturnable(meta: unknown): ParsedReturnable {
  if (meta === undefined || meta === null || (typeof meta === 'string' && meta.trim() === '')) {
    return MISSING
  }
  let value: unknown = meta
  if (typeof meta === 'string') {
    try {
      value = JSON.parse(meta)
    } catch {
      return {
        ok: false,
        missing: false,
        reason: `Cauzione illeggibile: ${quote(meta)} non è nel formato atteso, per esempio [{"kind":"bottiglia","count":1,"depositCents":20}]. Il prodotto è trattato come non a rendere.`,
      }
    }
  }
  const check = validateReturnable(value)
  if (check.ok) return check
  return {
    ok: false,
    missing: false,
    reason: `${check.errors.join(' ')} Il prodotto è trattato come non a rendere.`,
  }
}

/**
 * The first meta entry under RETURNABLE_META_KEY of a WooCommerce product's `meta_data` (the one
 * WooCommerce's own `get_meta` returns), read with parseReturnable. Never throws.
 */
export function readReturnable(product: {
  readonly meta_data?: readonly { readonly key: string; readonly value?: unknown }[] | null
}): ParsedReturnable {
  const metaData = Array.isArray(product?.meta_data) ? product.meta_data : []
  const entry = metaData.find((meta) => meta?.key === RETURNABLE_META_KEY)
  return parseReturnable(entry?.value)
}

/**
 * A returnable product's configuration as the compact JSON text kept in its meta: the canonical
 * list of empties, `[{"kind":"cassa","count":1,"depositCents":300},{"kind":"bottiglia","count":12,"depositCents":20}]`
 * (kinds in EMPTY_KINDS order). parseReturnable reads it back to the same configuration.
 *
 * @throws TypeError with validateReturnable's Italian errors when the configuration is not valid
 */
export function serializeReturnable(returnable: Returnable): string {
  const { empties } = assertReturnable(returnable, 'serializeReturnable')
  return JSON.stringify(empties.map(({ kind, count, depositCents }) => ({ kind, count, depositCents })))
}

/**
 * The meta entry to write on a WooCommerce product: the configuration's text, or '' to make the
 * product not returnable any more (parseReturnable reads '' as no configuration).
 *
 * @throws TypeError when the configuration is not valid (validateReturnable's errors)
 */
export function returnableMeta(returnable: Returnable | null): { key: string; value: string } {
  return { key: RETURNABLE_META_KEY, value: returnable === null ? '' : serializeReturnable(returnable) }
}
