import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../api'
import type {
  Category,
  ProductPage,
  ProductSort,
  ProductView,
  SearchSuggestionsAnswer,
} from '../catalog-types'

export interface ProductQuery {
  category?: string | undefined
  subcategory?: string | undefined
  search?: string | undefined
  sort?: ProductSort | undefined
  page?: number | undefined
  perPage?: number | undefined
  onSale?: boolean | undefined
  featured?: boolean | undefined
}

export function listProducts(query: ProductQuery, signal?: AbortSignal): Promise<ProductPage> {
  return apiGet<ProductPage>(
    '/products',
    {
      category: query.category,
      subcategory: query.subcategory,
      search: query.search || undefined,
      sort: query.sort,
      page: query.page,
      perPage: query.perPage,
      onSale: query.onSale ? 'true' : undefined,
      featured: query.featured ? 'true' : undefined,
    },
    signal,
  )
}

export function getProduct(slug: string, signal?: AbortSignal): Promise<ProductView> {
  return apiGet<ProductView>(`/products/${encodeURIComponent(slug)}`, undefined, signal)
}

/** The catalogue's query keys: everything under ['catalog'] is the catalogue's data. */
export const catalogKeys = {
  all: ['catalog'] as const,
  categories: () => [...catalogKeys.all, 'categories'] as const,
  list: (key: readonly unknown[]) => [...catalogKeys.all, 'list', ...key] as const,
  product: (slug: string) => [...catalogKeys.all, 'product', slug] as const,
  related: (query: ProductQuery) => [...catalogKeys.all, 'related', query] as const,
  suggestions: (term: string) => [...catalogKeys.all, 'suggestions', term] as const,
}

/** What the search box suggests for `term` (GET /api/search/suggestions); kept a minute. */
export const searchSuggestionsQuery = (term: string) =>
  queryOptions({
    queryKey: catalogKeys.suggestions(term),
    queryFn: ({ signal }) => apiGet<SearchSuggestionsAnswer>('/search/suggestions', { q: term }, signal),
    staleTime: 60_000,
  })

/**
 * The categories, asked once per page load (they change rarely; a failure is asked again). Shared
 * by every screen, so no caller's abort signal cancels it.
 */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: catalogKeys.categories(),
    queryFn: () => apiGet<{ categories: Category[] }>('/categories').then((answer) => answer.categories),
    staleTime: Number.POSITIVE_INFINITY,
  })

/** The top categories (no parent), in the server's order. */
export function topCategories(all: readonly Category[]): Category[] {
  return all.filter((category) => category.parentSlug === null)
}

/** The subcategories of a top category. */
export function subcategoriesOf(all: readonly Category[], parentSlug: string): Category[] {
  return all.filter((category) => category.parentSlug === parentSlug)
}
