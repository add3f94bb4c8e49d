import { stripHtml } from './strip-html'

/** The orders a product list can be shown in: the storefront's sort choices. */
export const PRODUCT_SORTS = ['newest', 'price-asc', 'price-desc', 'name', 'popularity'] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]

/** The fields of a WooCommerce product that the sorts read; any may be missing or malformed. */
export interface SortableProduct {
  id: number
  name?: string | undefined
  price?: string | number | undefined
  date_created_gmt?: string | null | undefined
  date_created?: string | null | undefined
  total_sales?: number | string | undefined
}

let collator: Intl.Collator | undefined
/** Names as an Italian reader orders them: case and accents ignored ('Åcqua' = 'acqua'). */
function compareNames(a: string, b: string): number {
  collator ??= new Intl.Collator('it', { sensitivity: 'base' })
  return collator.compare(a, b)
}

/** -1, 0 or 1 (infinities included). */
const compare = (x: number, y: number) => (x < y ? -1 : x > y ? 1 : 0)

const finite = (value: unknown): number | null => {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : NaN
  return Number.isFinite(number) ? number : null
}

/** When the product was created, in ms; a missing or unreadable date counts as the oldest. */
function createdAt(product: SortableProduct): number {
  // date_created_gmt has no zone ('2026-11-24T09:00:00'): it is UTC. date_created is the site's time.
  const text = product.date_created_gmt || product.date_created || ''
  const time = Date.parse(/[zZ]|[+-]\d\d:\d\d$/.test(text) ? text : `${text}Z`)
  return Number.isFinite(time) ? time : Number.NEGATIVE_INFINITY
}

/** A price to sort on; a product without one (not for sale) goes after every priced one. */
const priceOf = (product: SortableProduct) => finite(product.price)

function byPrice(direction: 1 | -1) {
  return (a: SortableProduct, b: SortableProduct) => {
    const pa = priceOf(a)
    const pb = priceOf(b)
    if (pa === null || pb === null) return pa === pb ? 0 : pa === null ? 1 : -1
    return direction * compare(pa, pb)
  }
}

const KEYS: Record<ProductSort, (a: SortableProduct, b: SortableProduct) => number> = {
  newest: (a, b) => compare(createdAt(b), createdAt(a)),
  'price-asc': byPrice(1),
  'price-desc': byPrice(-1),
  name: (a, b) => compareNames(stripHtml(a.name ?? ''), stripHtml(b.name ?? '')),
  popularity: (a, b) => compare(finite(b.total_sales) ?? 0, finite(a.total_sales) ?? 0),
}

/**
 * The products in the order of `sort`, as a new array: newest first (creation date), price
 * ascending or descending (products without a price last), name (Italian order, case and accents
 * ignored, HTML and character references read as text) or popularity (most sold first). Equal keys
 * are broken by id, the newer (larger) first, so the order is total: pages cut from it never skip
 * or repeat a product. (WooCommerce sorts without a tie-break, so the pages it cuts from one sort
 * do both when products share a date, a price or a sales count.)
 */
export function sortProducts<P extends SortableProduct>(products: readonly P[], sort: ProductSort): P[] {
  const key = KEYS[sort] ?? KEYS.newest
  return [...products].sort((a, b) => key(a, b) || compare(b.id, a.id))
}
