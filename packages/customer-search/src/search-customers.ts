import { readSignal, untilAborted } from './abort'
import { createRequester, type Requester } from './create-requester'
import type { CustomerPage, CustomerQuery, CustomerSource, SearchAbortSignal } from './customer-source'
import { detectSearchType, looksLikeEmail, type SearchType } from './detect-search-type'
import { foldText } from './fold-text'
import { normalizePhone, samePhone } from './normalize-phone'
import { rankCustomers } from './rank-customers'
import { readAddresses, readFolded, readId, readPhones } from './read-customer'
import { isEmailMatch } from './relevance-score'
import { type ScanMatch, scanPages } from './scan-pages'
import { SEARCH_LIMITS } from './search-limits'
import type { SearchableCustomer } from './searchable-customer'

export interface SearchCustomersOptions {
  /** The page of the ranked results to return, from 1 (default 1). */
  page?: number
  /** Results per page (default SEARCH_LIMITS.defaultPerPage, 100). */
  perPage?: number
  /** Aborting it stops every request of the search, and the search rejects with its reason. */
  signal?: SearchAbortSignal
}

/** The answer of searchCustomers (SPEC.md section 3 "Customer search result"). */
export interface CustomerSearchResult<C> {
  /** This page of the ranked results. */
  customers: C[]
  /** All results over all pages. */
  totalCustomers: number
  /** ceil(totalCustomers / perPage); 0 when there are no results. */
  totalPages: number
  /** The page asked for (1 when none or an invalid one was given). */
  currentPage: number
  /** The strategy that answered: the term's type, or 'comprehensive' after the fallback. */
  searchType: SearchType
}

const ALL_DIGITS = /^\d+$/
const NON_DIGITS = /\D/g
const ADDRESS_FIELDS = ['address_1', 'address_2', 'city', 'postcode'] as const
/** The words of a multi-word name term that are sent as searches of their own, longest first. */
const MAX_WORD_SEARCHES = 3
const MIN_WORD_LENGTH = 2

/** The distinct words of a folded term, longest first (ties in term order), at most `max`. */
function longestWords(folded: string, max: number): string[] {
  const words = [...new Set(folded.split(' '))].filter((word) => word.length >= MIN_WORD_LENGTH)
  return words
    .map((word, index) => ({ word, index }))
    .sort((a, b) => b.word.length - a.word.length || a.index - b.index)
    .slice(0, max)
    .map(({ word }) => word)
}

/** The folded names a person goes by: first and last name of the account, billing and shipping. */
function readNames(customer: unknown): string[] {
  return [customer, ...readAddresses(customer)].flatMap((record) => {
    const first = readFolded(record, 'first_name')
    const last = readFolded(record, 'last_name')
    return first === '' && last === '' ? [] : [`${first} ${last}`.trim()]
  })
}

/** Whether every word of the folded term is in one of the customer's names ('rossi mario' too). */
function nameHas(customer: unknown, words: readonly string[]): boolean {
  return readNames(customer).some((name) => words.every((word) => name.includes(word)))
}

function positiveInteger(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback
}

function itemsOf<C>(page: CustomerPage<C> | null): C[] {
  return page?.items ?? []
}

/** The customers without repeats: the first of each id; customers without a valid id are kept once. */
function dedupe<C>(customers: readonly C[]): C[] {
  const ids = new Set<number>()
  const seen = new Set<C>()
  return customers.filter((customer) => {
    const id = readId(customer)
    if (id === null) {
      if (seen.has(customer)) return false
      seen.add(customer)
      return true
    }
    if (ids.has(id)) return false
    ids.add(id)
    return true
  })
}

function paginate<C>(
  ranked: C[],
  page: number,
  perPage: number,
  searchType: SearchType,
): CustomerSearchResult<C> {
  const start = (page - 1) * perPage
  return {
    customers: ranked.slice(start, start + perPage),
    totalCustomers: ranked.length,
    totalPages: ranked.length === 0 ? 0 : Math.ceil(ranked.length / perPage),
    currentPage: page,
    searchType,
  }
}

/** The strategies of one search for one trimmed, non-empty term. */
function createStrategies<C extends SearchableCustomer>(
  requester: Requester<C>,
  term: string,
  signal: SearchAbortSignal | undefined,
) {
  const folded = foldText(term)
  const words = folded.split(' ')
  const phoneTerm = normalizePhone(term, { exact: true })
  const phoneDigits = term.replace(NON_DIGITS, '')

  /**
   * Every scan reads the same pages, newest registered first, so scans share their answers. By id:
   * WordPress numbers users as they register, and WooCommerce sorts registered_date with no
   * tie-break, so pages by date skip and repeat customers who registered in the same second.
   */
  const scan = (maxPages: number, match: (customer: C) => ScanMatch, stopOnExact = false) =>
    scanPages<C>({
      requester,
      query: { role: 'all', orderby: 'id', order: 'desc', per_page: SEARCH_LIMITS.pageSize },
      maxPages,
      match,
      stopOnExact,
      signal,
    })

  const metaQuery = (key: 'first_name' | 'last_name'): CustomerQuery => ({
    role: 'all',
    per_page: SEARCH_LIMITS.namePerPage,
    meta_key: key,
    meta_value: term,
    meta_compare: 'LIKE',
  })

  /** Whether a meta LIKE answer really matches (stock WooCommerce ignores the meta parameters). */
  const metaMatches = (key: 'first_name' | 'last_name') => (customer: C) =>
    readFolded(customer, key).includes(folded)

  const strategies = {
    /** getCustomer(Number(term)) for an all-digit term naming a positive safe integer. */
    async id(): Promise<C[]> {
      if (!ALL_DIGITS.test(term)) return []
      const id = Number(term)
      if (!Number.isSafeInteger(id) || id < 1) return []
      const customer = await requester.get(id)
      return customer === null ? [] : [customer]
    },

    /** The exact e-mail filter; when that finds nobody, WooCommerce's search. */
    async email(): Promise<C[]> {
      if (!looksLikeEmail(term)) return []
      const exact = await requester.list({ role: 'all', per_page: SEARCH_LIMITS.pageSize, email: term })
      const matches = itemsOf(exact).filter((customer) => isEmailMatch(customer, term))
      if (matches.length > 0) return matches
      return itemsOf(await requester.list({ role: 'all', per_page: SEARCH_LIMITS.pageSize, search: term }))
    },

    /**
     * search plus the meta LIKE queries on first_name and last_name, merged without repeats. For a
     * term of several words ('Mario Rossi') also a search for each of its longest words, kept only
     * for customers with a name holding every word: WooCommerce searches neither names nor the
     * full name, but e-mails and usernames often hold one of the words.
     */
    async nameQueries(): Promise<C[]> {
      const wordSearches = words.length > 1 ? longestWords(folded, MAX_WORD_SEARCHES) : []
      const [found, first, last, ...byWord] = await Promise.all([
        requester.list({ role: 'all', per_page: SEARCH_LIMITS.namePerPage, search: term }),
        requester.list(metaQuery('first_name')),
        requester.list(metaQuery('last_name')),
        ...wordSearches.map((word) =>
          requester.list({ role: 'all', per_page: SEARCH_LIMITS.namePerPage, search: word }),
        ),
      ])
      return dedupe([
        ...itemsOf(found),
        ...itemsOf(first).filter(metaMatches('first_name')),
        ...itemsOf(last).filter(metaMatches('last_name')),
        ...byWord.flatMap((page) => itemsOf(page).filter((customer) => nameHas(customer, words))),
      ])
    },

    /** A name (account, billing or shipping) holding every word of the term, on the scanned pages. */
    names(): Promise<C[]> {
      return scan(SEARCH_LIMITS.addressPages, (customer) => (nameHas(customer, words) ? 'partial' : null))
    },

    /** Billing or shipping address line 1 or 2, city or postcode containing the term. */
    address(): Promise<C[]> {
      return scan(SEARCH_LIMITS.addressPages, (customer) =>
        readAddresses(customer).some((address) =>
          ADDRESS_FIELDS.some((field) => readFolded(address, field).includes(folded)),
        )
          ? 'partial'
          : null,
      )
    },

    /** The username containing the term. */
    username(): Promise<C[]> {
      return scan(SEARCH_LIMITS.usernamePages, (customer) =>
        readFolded(customer, 'username').includes(folded) ? 'partial' : null,
      )
    },

    /**
     * The name queries; when they find nobody, the names on the scanned pages, then the address
     * search (the same pages), then the username search.
     */
    async name(): Promise<C[]> {
      const named = await strategies.nameQueries()
      if (named.length > 0) return named
      const scannedNames = await strategies.names()
      if (scannedNames.length > 0) return scannedNames
      const addressed = await strategies.address()
      if (addressed.length > 0) return addressed
      return strategies.username()
    },

    /**
     * The phone scan: billing or shipping phones equal to the term (samePhone: exact) or containing
     * it (partial); it stops at the first page in page order that holds an exact match.
     */
    phone(): Promise<C[]> {
      if (!ALL_DIGITS.test(phoneTerm) || phoneTerm.length < SEARCH_LIMITS.phoneMinDigits) {
        return Promise.resolve([])
      }
      return scan(
        SEARCH_LIMITS.phonePages,
        (customer) => {
          const phones = readPhones(customer)
          if (phones.some((phone) => samePhone(phone, term))) return 'exact'
          const partial = phones.some(
            (phone) =>
              normalizePhone(phone, { exact: true }).includes(phoneTerm) ||
              (typeof phone === 'string' && phone.replace(NON_DIGITS, '').includes(phoneDigits)),
          )
          return partial ? 'partial' : null
        },
        true,
      )
    },

    /**
     * The fallback: the id (numeric terms), e-mail and name searches together, then the phone
     * search, without repeats. Queries already answered in this search are not sent again.
     */
    async comprehensive(): Promise<C[]> {
      const [byId, byEmail, byName] = await Promise.all([
        strategies.id(),
        strategies.email(),
        strategies.name(),
      ])
      const byPhone = await strategies.phone()
      return dedupe([...byId, ...byEmail, ...byName, ...byPhone])
    },
  }
  return strategies
}

/**
 * Searches customers for an operator's term (SPEC.md sections 5, 8 and 9):
 * 1. a blank term, or one that is not a string, gives zero results without calling the source;
 * 2. the trimmed term's type (detectSearchType) picks a strategy: 'id' getCustomer, 'email' the
 *    exact filter then WooCommerce's search, 'phone' the paged phone scan, 'name' the name queries
 *    then the address scan then the username scan;
 * 3. when that finds nobody, the 'comprehensive' search runs the id (numeric terms), e-mail, name
 *    and phone searches and merges them without repeats;
 * 4. the results are ranked (rankCustomers) and cut into pages of perPage.
 * Every request goes through one limiter (at most SEARCH_LIMITS.concurrency in flight), every
 * distinct query is sent once, and a failing request counts as no results. Rejects only when the
 * caller's signal aborts (with its reason); never throws on bad terms, options or customer data.
 */
export async function searchCustomers<C extends SearchableCustomer>(
  source: CustomerSource<C>,
  term: unknown,
  options: SearchCustomersOptions = {},
): Promise<CustomerSearchResult<C>> {
  const settings: SearchCustomersOptions = typeof options === 'object' && options !== null ? options : {}
  const page = positiveInteger(settings.page, 1)
  const perPage = positiveInteger(settings.perPage, SEARCH_LIMITS.defaultPerPage)
  const signal = readSignal(settings.signal)

  const search = async (): Promise<CustomerSearchResult<C>> => {
    if (typeof term !== 'string' || term.trim() === '') return paginate([], page, perPage, 'name')
    const trimmed = term.trim()
    const type = detectSearchType(trimmed)
    const strategies = createStrategies(
      createRequester(source, SEARCH_LIMITS.concurrency, signal),
      trimmed,
      signal,
    )
    const specific = await strategies[type]()
    if (specific.length > 0) return paginate(rankCustomers(specific, trimmed), page, perPage, type)
    const all = await strategies.comprehensive()
    return paginate(rankCustomers(all, trimmed), page, perPage, 'comprehensive')
  }

  return untilAborted(search(), signal)
}
