/**
 * The page sizes and caps of the customer search (SPEC.md section 9 "Customer search"), plus the
 * request concurrency of one search (the issue: at most 4 requests in flight) and the fewest digits
 * a term needs before the phone scan runs (a choice of this package, see the README).
 */
export const SEARCH_LIMITS = {
  /** Results per page of searchCustomers when no perPage is given. */
  defaultPerPage: 100,
  /** per_page of the name queries (search, meta first_name, meta last_name). */
  namePerPage: 50,
  /** per_page of every scanned page and of the email queries (WooCommerce's maximum). */
  pageSize: 100,
  /** Pages the address search scans at most. */
  addressPages: 10,
  /** Pages the username search scans at most. */
  usernamePages: 10,
  /** Pages the phone search ("phone fallback") scans at most: a cap of 2,000 customers. */
  phonePages: 20,
  /** Requests to the source in flight at once, over one whole searchCustomers call. */
  concurrency: 4,
  /** Digits a term needs (after normalizePhone) before a phone scan is worth its 20 pages. */
  phoneMinDigits: 4,
} as const
