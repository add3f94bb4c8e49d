import type { AdminProduct, ProductsPage } from '@shop/api/contract'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api'

/** A category of GET /api/categories (the storefront's list: only categories with products). */
export interface Category {
  id: number
  name: string
  slug: string
  parentSlug: string | null
}

export interface ProductsQuery {
  search: string
  category: string
  page: number
  perPage: number
}

export const productKeys = {
  all: ['products'] as const,
  list: (query: ProductsQuery) => [...productKeys.all, 'list', query] as const,
  categories: () => [...productKeys.all, 'categories'] as const,
}

/** GET /api/admin/products; the last page stays on screen while the next one loads. */
export const productsQuery = (query: ProductsQuery) =>
  queryOptions({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => api<ProductsPage>('GET', '/admin/products', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  })

/** GET /api/categories, for the category filter. */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: productKeys.categories(),
    queryFn: ({ signal }) => api<{ categories: Category[] }>('GET', '/categories', { signal }),
  })

/** PUT /api/admin/products/:id/stock */
export const saveStock = (id: number, body: { stockQuantity: number } | { manageStock: false }) =>
  api<AdminProduct>('PUT', `/admin/products/${id}/stock`, { body })

/** PUT /api/admin/products/:id/returnable: the product's empties ({ empties }), or { returnable: null }. */
export const saveReturnable = (id: number, body: unknown) =>
  api<AdminProduct>('PUT', `/admin/products/${id}/returnable`, { body })
