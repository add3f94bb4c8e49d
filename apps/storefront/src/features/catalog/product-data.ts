import { ApiError } from '../../lib/api'
import { getProduct } from '../../lib/catalog-api'
import type { ProductView } from '../../lib/catalog-types'

export type ProductData = { product: ProductView; missing: null } | { product: null; missing: string }

export const productDataKey = (slug: string) => `product:${slug}`

/** One product by slug; an unknown slug is SPEC.md's message "Prodotto con slug '{slug}' non trovato". */
export async function loadProduct(slug: string): Promise<ProductData> {
  try {
    return { product: await getProduct(slug), missing: null }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { product: null, missing: error.message }
    throw error
  }
}
