/** The catalogue as GET /api/products and /api/categories give it (the API's own types). */
import type { CategoryView, ProductView } from '@shop/api/contract'

export type { ProductView }
export type Category = CategoryView

export interface ProductPage {
  products: ProductView[]
  total: number
  totalPages: number
  page: number
  perPage: number
}

/** The sort orders of GET /api/products. */
export type ProductSort = 'newest' | 'price-asc' | 'price-desc' | 'name' | 'popularity'
