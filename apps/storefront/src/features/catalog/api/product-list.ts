import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { ApiError } from '../../../lib/api'
import { catalogKeys, categoriesQuery, listProducts } from '../../../lib/catalog/catalog-api'
import type { Category, ProductPage } from '../../../lib/catalog-types'
import { type ListQuery, readListQuery } from '../list-query'

export interface ListData {
  query: ListQuery
  categories: Category[]
  page: ProductPage | null
  /** The server's message when the category or subcategory does not exist. */
  missing: string | null
}

/** A page of products and the categories; an unknown category is a message, not a failure. */
export async function loadProductList(query: ListQuery, client: QueryClient): Promise<ListData> {
  const [page, categories] = await Promise.all([
    listProducts(query).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return error
      throw error
    }),
    client.fetchQuery(categoriesQuery()).catch(() => [] as Category[]),
  ])
  return page instanceof ApiError
    ? { query, categories, page: null, missing: page.message }
    : { query, categories, page, missing: null }
}

/** The list of /prodotti and its categories' routes, from the route's params and the address. */
export function productListQuery(
  params: { category?: string | undefined; subcategory?: string | undefined },
  search: string,
) {
  const query = readListQuery(params, new URLSearchParams(search))
  return queryOptions({
    queryKey: catalogKeys.list([
      query.category,
      query.subcategory,
      query.search,
      query.sort,
      query.page,
      query.onSale,
    ]),
    queryFn: ({ client }) => loadProductList(query, client),
  })
}
