import type {
  CustomerPage,
  CustomerQuery,
  CustomerRequestOptions,
  CustomerSource,
  SearchAbortSignal,
} from './customer-source'
import { looksLikeEmail } from './detect-search-type'
import { foldText } from './fold-text'
import { registeredTime } from './rank-customers'
import { readFolded, readId, readObject } from './read-customer'
import type { SearchableCustomer } from './searchable-customer'

const ORDERBY = ['id', 'include', 'name', 'registered_date'] as const
const ORDER = ['asc', 'desc'] as const
const META_COMPARE = ['LIKE', '='] as const

/** A rejected query, with WooCommerce's error code and HTTP status. */
export class MemorySourceError extends Error {
  readonly code: string
  readonly status: number
  constructor(message: string, code = 'rest_invalid_param', status = 400) {
    super(message)
    this.name = 'MemorySourceError'
    this.code = code
    this.status = status
  }
}

function invalid(parameter: string, rightForm: string): MemorySourceError {
  return new MemorySourceError(`Invalid parameter(s): ${parameter} (${rightForm}).`)
}

function integerIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
}

function oneOf<T extends string>(value: unknown, options: readonly T[]): value is T {
  return options.includes(value as T)
}

function throwIfAborted(signal: SearchAbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason ?? new MemorySourceError('The request was aborted.', 'aborted', 0)
}

/**
 * WordPress's display name: the stored `display_name` when there is one, else the username (what
 * WordPress stores for customers that WooCommerce creates, whatever their first and last names).
 */
function displayName(customer: unknown): string {
  const stored = readFolded(customer, 'display_name')
  return stored === '' ? readFolded(customer, 'username') : stored
}

/** Compares two keys of the same type (text by code unit, like a binary collation). */
function compareKeys<K extends number | string>(a: K, b: K): number {
  if (a === b) return 0
  return a < b ? -1 : 1
}

/**
 * WooCommerce's `search` (WP_User_Query's columns): with '@' the e-mail only; otherwise the e-mail,
 * the username and the display name. First and last names are user meta, which it does not search.
 */
function matchesSearch(customer: unknown, search: string): boolean {
  const term = foldText(search)
  if (term === '') return true
  const fields = term.includes('@')
    ? [readFolded(customer, 'email')]
    : [readFolded(customer, 'email'), readFolded(customer, 'username'), displayName(customer)]
  return fields.some((value) => value !== '' && value.includes(term))
}

function validate(query: CustomerQuery): void {
  if (query.page !== undefined && !integerIn(query.page, 1, Number.MAX_SAFE_INTEGER)) {
    throw invalid('page', 'an integer from 1')
  }
  if (query.per_page !== undefined && !integerIn(query.per_page, 1, 100)) {
    throw invalid('per_page', 'an integer from 1 to 100')
  }
  if (query.orderby !== undefined && !oneOf(query.orderby, ORDERBY)) {
    throw invalid('orderby', `one of ${ORDERBY.join(', ')}`)
  }
  if (query.order !== undefined && !oneOf(query.order, ORDER)) throw invalid('order', 'asc or desc')
  if (query.email !== undefined && (typeof query.email !== 'string' || !looksLikeEmail(query.email.trim()))) {
    throw invalid('email', 'a valid e-mail address such as name@example.com')
  }
  if (query.meta_compare !== undefined && !oneOf(query.meta_compare, META_COMPARE)) {
    throw invalid('meta_compare', 'LIKE or =')
  }
  if (
    query.include !== undefined &&
    !(Array.isArray(query.include) && query.include.every(Number.isInteger))
  ) {
    throw invalid('include', 'a list of integer ids')
  }
}

/**
 * A CustomerSource over an array, for tests, demos and local runs, that answers like WooCommerce's
 * GET /customers (see the README for the details): per_page 1..100 (default 10) and page from 1,
 * otherwise a MemorySourceError (WooCommerce's 400); a page past the end answers no items; role
 * 'customer' by default, 'all' for every role (a customer without a role counts as 'customer');
 * `email` exact (case-insensitive; a malformed address is an error); `search` a case- and
 * accent-insensitive substring of the e-mail, username or display name (`display_name`, else the
 * username; the e-mail only when the term has '@'), never of first or last names; `meta_key` + `meta_value` with meta_compare 'LIKE'
 * (substring, the default) or '=' on a top-level field; `include`; orderby 'name' (display name,
 * the default), 'registered_date', 'id' or 'include', order 'asc' (default) or 'desc', ties by id;
 * total and totalPages as X-WP-Total and X-WP-TotalPages. getCustomer answers any role, null for
 * an unknown id. An aborted signal rejects with its reason. It answers the stored objects, not
 * copies; the array is copied, so later changes to it are not seen.
 */
export function createMemorySource<C extends SearchableCustomer>(customers: readonly C[]): CustomerSource<C> {
  const stored = Array.isArray(customers) ? [...customers] : []

  return {
    async listCustomers(query: CustomerQuery = {}, options: CustomerRequestOptions = {}) {
      throwIfAborted(options.signal)
      validate(query)
      const page = query.page ?? 1
      const perPage = query.per_page ?? 10
      const role = query.role ?? 'customer'
      const include = query.include && query.include.length > 0 ? query.include : null
      const metaKey = typeof query.meta_key === 'string' && query.meta_key !== '' ? query.meta_key : null
      const metaValue = foldText(query.meta_value)

      const matching = stored.filter((customer) => {
        const record = readObject(customer)
        if (role !== 'all' && (typeof record.role === 'string' ? record.role : 'customer') !== role)
          return false
        if (include && !include.includes(readId(customer) ?? Number.NaN)) return false
        if (query.email !== undefined && readFolded(customer, 'email') !== foldText(query.email)) return false
        if (typeof query.search === 'string' && !matchesSearch(customer, query.search)) return false
        if (metaKey !== null) {
          const value = readFolded(customer, metaKey)
          if (query.meta_compare === '=' ? value !== metaValue : !value.includes(metaValue)) return false
        }
        return true
      })

      const orderby = query.orderby ?? 'name'
      const direction = query.order === 'desc' ? -1 : 1
      // Each customer's sort key is computed once per call.
      const primary = (customer: C): number | string => {
        if (orderby === 'name') return displayName(customer)
        if (orderby === 'registered_date') return registeredTime(readObject(customer).date_created)
        if (orderby === 'include' && include) return include.indexOf(readId(customer) ?? Number.NaN)
        return 0
      }
      const sorted = matching
        .map((customer) => ({
          customer,
          key: primary(customer),
          id: readId(customer) ?? Number.POSITIVE_INFINITY,
        }))
        .sort((a, b) => direction * (compareKeys(a.key, b.key) || compareKeys(a.id, b.id)))
        .map(({ customer }) => customer)

      const total = sorted.length
      const result: CustomerPage<C> = {
        items: sorted.slice((page - 1) * perPage, page * perPage),
        total,
        totalPages: Math.ceil(total / perPage),
      }
      return result
    },

    async getCustomer(id: number, options: CustomerRequestOptions = {}) {
      throwIfAborted(options.signal)
      return stored.find((customer) => readId(customer) === id && Number.isFinite(id)) ?? null
    },
  }
}
