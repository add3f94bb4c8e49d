import { productIsAlcoholic } from '../orders/product-alcohol'
import type { ServerDeps } from '../server-deps'

/**
 * Which of these products are alcoholic (beer, wine and the like, by their categories' names:
 * @shop/catalog isAlcoholic, the rule the checkout's age declaration follows), read from WooCommerce.
 * For orders that predate the order's own mark (`_shop_alcohol`), or were made elsewhere.
 */
export async function alcoholicProducts(
  deps: ServerDeps,
  productIds: readonly number[],
): Promise<Set<number>> {
  const ids = [...new Set(productIds)].filter((id) => id > 0)
  const pages = await Promise.all(
    chunks(ids, 100).map((include) => deps.woo.listProducts({ include, per_page: 100 })),
  )
  return new Set(pages.flatMap((page) => page.items.filter(productIsAlcoholic).map((product) => product.id)))
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}
