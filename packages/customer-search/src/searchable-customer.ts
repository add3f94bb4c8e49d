/**
 * An address as WooCommerce sends it (billing or shipping). Every field may be missing, null or
 * of another type at run time: the search reads them defensively and never throws.
 */
export interface SearchableAddress {
  first_name?: string | null
  last_name?: string | null
  address_1?: string | null
  address_2?: string | null
  city?: string | null
  state?: string | null
  postcode?: string | null
  country?: string | null
  /** WooCommerce 5.6 and later also keep a shipping phone. */
  phone?: string | null
}

/** The billing address, which also has the customer's e-mail and phone. */
export interface SearchableBillingAddress extends SearchableAddress {
  email?: string | null
}

/**
 * The subset of a WooCommerce customer (SPEC.md section 3) that the search rules read. Callers
 * keep their own, fuller customer type: searchCustomers is generic over it.
 */
export interface SearchableCustomer {
  id: number
  email?: string | null
  first_name?: string | null
  last_name?: string | null
  username?: string | null
  /** WordPress role ('customer', 'subscriber', 'administrator', ...). */
  role?: string | null
  /** ISO 8601, as WooCommerce sends it ('2026-11-22T09:37:30', site time, no zone). */
  date_created?: string | null
  billing?: SearchableBillingAddress | null
  shipping?: SearchableAddress | null
}
