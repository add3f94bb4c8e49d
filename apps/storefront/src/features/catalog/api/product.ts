import { queryOptions } from '@tanstack/react-query'
import { ApiError } from '../../../lib/api'
import { catalogKeys, getProduct, listProducts, type ProductQuery } from '../../../lib/catalog/catalog-api'
import type { ProductView } from '../../../lib/catalog-types'

export type ProductData = { product: ProductView; missing: null } | { product: null; missing: string }

/** One product by slug; an unknown slug is SPEC.md's message "Prodotto con slug '{slug}' non trovato". */
export async function loadProduct(slug: string): Promise<ProductData> {
  try {
    return { product: await getProduct(slug), missing: null }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { product: null, missing: error.message }
    throw error
  }
}

export const productQuery = (slug: string) =>
  queryOptions({ queryKey: catalogKeys.product(slug), queryFn: () => loadProduct(slug) })

/** Up to 4 other products of the same subcategory (or category) than `product`. */
export function relatedProductsQuery(product: ProductView | null) {
  const query: ProductQuery = {
    category: product?.category?.slug,
    subcategory: product?.subcategory?.slug,
    perPage: 5,
    sort: 'popularity',
  }
  return queryOptions({
    queryKey: catalogKeys.related(query),
    queryFn: ({ signal }) => listProducts(query, signal),
    select: (page) => page.products.filter((other) => other.id !== product?.id).slice(0, 4),
    enabled: Boolean(product?.category),
  })
}
