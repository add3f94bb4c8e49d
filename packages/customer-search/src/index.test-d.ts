import { expectTypeOf, test } from 'vitest'
import {
  type CustomerPage,
  type CustomerQuery,
  type CustomerSearchResult,
  type CustomerSource,
  createMemorySource,
  RELEVANCE_POINTS,
  type RelevanceRule,
  type SearchAbortSignal,
  type SearchableCustomer,
  type SearchType,
  searchCustomers,
} from './index'

interface ShopCustomer extends SearchableCustomer {
  avatar_url: string
  meta_data: { key: string; value: unknown }[]
}

test('the public types', async () => {
  const source = createMemorySource<ShopCustomer>([])
  expectTypeOf(source).toEqualTypeOf<CustomerSource<ShopCustomer>>()
  const result = await searchCustomers(source, 'mario')
  expectTypeOf(result).toEqualTypeOf<CustomerSearchResult<ShopCustomer>>()
  expectTypeOf(result.customers).toEqualTypeOf<ShopCustomer[]>()
  expectTypeOf(result.searchType).toEqualTypeOf<SearchType>()
  expectTypeOf<SearchType>().toEqualTypeOf<'email' | 'phone' | 'id' | 'name' | 'comprehensive'>()
  expectTypeOf<RelevanceRule>().toEqualTypeOf<keyof typeof RELEVANCE_POINTS>()
  expectTypeOf(RELEVANCE_POINTS.idExact).toEqualTypeOf<100>()
})

test('with Node (or DOM) typings the port carries the real AbortSignal', () => {
  expectTypeOf<SearchAbortSignal>().toEqualTypeOf<AbortSignal>()
  // So an implementation over fetch passes the signal straight through.
  const overFetch: CustomerSource = {
    async listCustomers(query: CustomerQuery, options) {
      const response = await fetch(`https://example.com/wp-json/wc/v3/customers?page=${query.page ?? 1}`, {
        signal: options?.signal,
      })
      return {
        items: [],
        total: Number(response.headers.get('x-wp-total')),
        totalPages: 0,
      } satisfies CustomerPage<SearchableCustomer>
    },
    async getCustomer() {
      return null
    },
  }
  expectTypeOf(overFetch).toMatchTypeOf<CustomerSource>()
})

test('a WooCommerce-shaped customer with nulls fits SearchableCustomer', () => {
  const customer = {
    id: 1,
    email: 'a@b.it',
    date_created: null,
    billing: { phone: null, city: 'Bari' },
    shipping: { address_1: 'Via Argiro 5', phone: '' },
  }
  expectTypeOf(customer).toMatchTypeOf<SearchableCustomer>()
})
