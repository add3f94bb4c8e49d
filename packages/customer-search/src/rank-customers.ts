import { readId, readObject } from './read-customer'
import { isEmailMatch, isIdMatch, relevanceScore } from './relevance-score'
import type { SearchableCustomer } from './searchable-customer'

/** The sort key of a customer for a term; every part a plain number, never NaN. */
interface RankKey {
  /** 1 for an exact id or e-mail match, else 0. */
  exact: number
  score: number
  /** date_created in ms since the epoch; -Infinity when missing or unreadable (oldest). */
  registered: number
  /** The id; +Infinity when missing or malformed (last). */
  id: number
}

const DATE_WITHOUT_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/

/**
 * date_created as a time. WooCommerce writes it in site time without a zone ('2026-11-22T09:37:30');
 * such a value is read as UTC, so that the order never depends on the machine's time zone.
 */
export function registeredTime(value: unknown): number {
  if (typeof value !== 'string') return Number.NEGATIVE_INFINITY
  const text = value.trim()
  const time = Date.parse(DATE_WITHOUT_ZONE.test(text) ? `${text}Z` : text)
  return Number.isFinite(time) ? time : Number.NEGATIVE_INFINITY
}

function rankKey(customer: unknown, term: string): RankKey {
  const exact = isIdMatch(customer, term) || isEmailMatch(customer, term)
  return {
    exact: exact ? 1 : 0,
    score: relevanceScore(customer as SearchableCustomer, term),
    registered: registeredTime(readObject(customer).date_created),
    id: readId(customer) ?? Number.POSITIVE_INFINITY,
  }
}

function compareNumbers(a: number, b: number): number {
  if (a === b) return 0
  return a < b ? -1 : 1
}

function compareKeys(a: RankKey, b: RankKey): number {
  return (
    compareNumbers(b.exact, a.exact) ||
    compareNumbers(b.score, a.score) ||
    compareNumbers(b.registered, a.registered) ||
    compareNumbers(a.id, b.id)
  )
}

/**
 * The relevance order of two customers for a term, as a comparator (negative: a comes first):
 * 1. an exact id or e-mail match before any other customer;
 * 2. higher relevanceScore first;
 * 3. newer registration (date_created) first; a missing or unreadable date counts as oldest;
 * 4. smaller id first; a missing or malformed id counts as largest.
 * A total order on these keys for any values, malformed ones included: antisymmetric, transitive,
 * and 0 only for customers with equal keys. Returns -1, 0 or 1.
 */
export function compareRelevance(a: SearchableCustomer, b: SearchableCustomer, term: string): number {
  return compareKeys(rankKey(a, term), rankKey(b, term))
}

/**
 * The customers in relevance order for a term (compareRelevance), as a new array holding the same
 * objects; customers with equal keys keep their given order. Anything but an array gives [].
 */
export function rankCustomers<C extends SearchableCustomer>(customers: readonly C[], term: string): C[] {
  if (!Array.isArray(customers)) return []
  return customers
    .map((customer, index) => ({ customer, index, key: rankKey(customer, term) }))
    .sort((a, b) => compareKeys(a.key, b.key) || a.index - b.index)
    .map(({ customer }) => customer)
}
