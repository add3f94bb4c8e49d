import type { ServerDeps } from '../server-deps'
import { createCategoryIndex } from './category-index'

/**
 * The top categories whose products are alcoholic drinks (beer and wine): selling them to a minor is
 * forbidden (art. 14-ter L. 125/2001), so the buyer declares being of age at checkout and the driver
 * checks an ID at the door. Subcategories inherit their top category's.
 */
export const ALCOHOL_CATEGORY_SLUGS: ReadonlySet<string> = new Set(['birra', 'vino'])

/** Which of these products are alcoholic (in a category under ALCOHOL_CATEGORY_SLUGS), read from WooCommerce. */
export async function alcoholicProducts(
  deps: ServerDeps,
  productIds: readonly number[],
): Promise<Set<number>> {
  const ids = [...new Set(productIds)].filter((id) => id > 0)
  if (ids.length === 0) return new Set()
  const [categories, ...pages] = await Promise.all([
    deps.woo.listCategories(),
    ...chunks(ids, 100).map((include) => deps.woo.listProducts({ include, per_page: 100 })),
  ])
  const index = createCategoryIndex(categories)
  const alcoholic = new Set<number>()
  for (const page of pages)
    for (const product of page.items)
      if (
        (product.categories ?? []).some((category) =>
          ALCOHOL_CATEGORY_SLUGS.has(index.topOf(category.id)?.slug ?? ''),
        )
      )
        alcoholic.add(product.id)
  return alcoholic
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}
