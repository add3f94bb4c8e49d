import type { SearchableCustomer } from './searchable-customer'

/**
 * The part of an AbortSignal this package uses. Structural, because packages compile without DOM
 * or Node typings (STYLE.md); any real AbortSignal fits it.
 */
export interface AbortSignalLike {
  readonly aborted: boolean
  readonly reason?: unknown
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void
  removeEventListener(type: 'abort', listener: () => void): void
}

/**
 * The runtime's own AbortSignal type where the consumer has one (DOM or Node typings), so that an
 * implementation can hand the signal straight to fetch; AbortSignalLike elsewhere.
 */
export type SearchAbortSignal = typeof globalThis extends { AbortSignal: { prototype: infer S } }
  ? S
  : AbortSignalLike

/** Options of every source call. */
export interface CustomerRequestOptions {
  /** Aborted when the search no longer needs the answer (an early stop, or the caller's abort). */
  signal?: SearchAbortSignal
}

/**
 * The query parameters of WooCommerce's GET /wp-json/wc/v3/customers that the search uses
 * (SPEC.md section 7). An implementation over WooCommerce sends them as they are.
 */
export interface CustomerQuery {
  /** 1-based; a page past the end answers no items. */
  page?: number
  /** 1..100 (WooCommerce answers 400 outside); WooCommerce's default is 10. */
  per_page?: number
  /** WooCommerce's default is 'name' (the display name). */
  orderby?: 'registered_date' | 'id' | 'name' | 'include'
  /** WooCommerce's default is 'asc'. */
  order?: 'asc' | 'desc'
  /** Exact e-mail filter; WooCommerce answers 400 for a malformed address. */
  email?: string
  /** Substring search (WooCommerce: login, e-mail, nicename, URL and display name). */
  search?: string
  /** The search always sends 'all' (SPEC.md section 6); WooCommerce's default is 'customer'. */
  role?: string
  /** 'first_name' or 'last_name'. Stock WooCommerce ignores the meta parameters (see the README). */
  meta_key?: string
  meta_value?: string
  meta_compare?: 'LIKE' | '='
  include?: number[]
}

/** One page of customers, with WooCommerce's X-WP-Total and X-WP-TotalPages headers. */
export interface CustomerPage<C> {
  items: C[]
  /** X-WP-Total: customers matching the query over all pages. */
  total: number
  /** X-WP-TotalPages: ceil(total / per_page). */
  totalPages: number
}

/**
 * The data-source port of the search: implemented over WooCommerce's REST API by the shop's
 * client, over memory by createMemorySource, or over any store. Calls may reject: the search
 * swallows their errors into empty results (SPEC.md section 8).
 */
export interface CustomerSource<C extends SearchableCustomer = SearchableCustomer> {
  /** GET /customers with the query; the customers of that page and the totals. */
  listCustomers(query: CustomerQuery, options?: CustomerRequestOptions): Promise<CustomerPage<C>>
  /** GET /customers/{id}; null when there is no such customer (WooCommerce's 404). */
  getCustomer(id: number, options?: CustomerRequestOptions): Promise<C | null>
}
