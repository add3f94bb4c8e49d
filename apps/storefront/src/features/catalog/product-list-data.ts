import { ApiError } from '../../lib/api'
import { listCategories, listProducts } from '../../lib/catalog-api'
import type { Category, ProductPage } from '../../lib/catalog-types'
import { type ListQuery, readListQuery } from './list-query'

export interface ListData {
  query: ListQuery
  categories: Category[]
  page: ProductPage | null
  /** The server's message when the category or subcategory does not exist. */
  missing: string | null
}

/** The list's query from the route and the address, and the key of its data. */
export function productListRequest(
  params: { category?: string | undefined; subcategory?: string | undefined },
  search: string,
): { key: string; query: ListQuery } {
  const query = readListQuery(params, new URLSearchParams(search))
  const key = `list:${JSON.stringify([query.category, query.subcategory, query.search, query.sort, query.page, query.onSale])}`
  return { key, query }
}

/** A page of products and the categories; an unknown category is a message, not a failure. */
export async function loadProductList(query: ListQuery): Promise<ListData> {
  const [page, categories] = await Promise.all([
    listProducts(query).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return error
      throw error
    }),
    listCategories().catch(() => [] as Category[]),
  ])
  return page instanceof ApiError
    ? { query, categories, page: null, missing: page.message }
    : { query, categories, page, missing: null }
}
