export { createMemorySource, MemorySourceError } from './create-memory-source'
export type {
  AbortSignalLike,
  CustomerPage,
  CustomerQuery,
  CustomerRequestOptions,
  CustomerSource,
  SearchAbortSignal,
} from './customer-source'
export { detectSearchType, type SearchType } from './detect-search-type'
export {
  isItalianPhone,
  italianMobile,
  type NormalizePhoneOptions,
  normalizePhone,
  samePhone,
} from './normalize-phone'
export { compareRelevance, rankCustomers } from './rank-customers'
export { RELEVANCE_POINTS, type RelevanceRule } from './relevance-points'
export { relevanceRules, relevanceScore } from './relevance-score'
export { type CustomerSearchResult, type SearchCustomersOptions, searchCustomers } from './search-customers'
export { SEARCH_LIMITS } from './search-limits'
export type { SearchableAddress, SearchableBillingAddress, SearchableCustomer } from './searchable-customer'
