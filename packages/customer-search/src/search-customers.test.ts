import { describe, expect, it } from 'vitest'
import { createMemorySource } from './create-memory-source'
import type { CustomerPage, CustomerQuery, CustomerSource } from './customer-source'
import { rankCustomers } from './rank-customers'
import { searchCustomers } from './search-customers'
import { SEARCH_LIMITS } from './search-limits'
import type { SearchableCustomer } from './searchable-customer'
import { buildCustomer } from './testing/customer-builder'
import { anna, fixtureCustomers, giuseppe, luigi, maria, mario } from './testing/fixture-customers'
import { instrument } from './testing/instrumented-source'

const ids = (customers: SearchableCustomer[]) => customers.map((customer) => customer.id)

function fixture(customers: SearchableCustomer[] = fixtureCustomers) {
  return instrument(createMemorySource(customers))
}

const listQueries = (calls: ReturnType<typeof fixture>['calls']) =>
  calls.filter((call) => call.kind === 'list').map((call) => call.query as CustomerQuery)

/** A source whose `search` finds nobody, as a WooCommerce whose search misses the field asked about. */
function withoutSearch<C extends SearchableCustomer>(source: CustomerSource<C>): CustomerSource<C> {
  return {
    listCustomers: (query, options) =>
      query.search === undefined
        ? source.listCustomers(query, options)
        : Promise.resolve({ items: [], total: 0, totalPages: 0 }),
    getCustomer: (id, options) => source.getCustomer(id, options),
  }
}

describe('searchCustomers: blank and bad terms', () => {
  it.each(['', '   ', '\n\t'])('gives zero results for %j without calling the source', async (term) => {
    const { source, calls } = fixture()
    expect(await searchCustomers(source, term)).toEqual({
      customers: [],
      totalCustomers: 0,
      totalPages: 0,
      currentPage: 1,
      searchType: 'name',
    })
    expect(calls).toEqual([])
  })

  it.each([undefined, null, 42, {}, ['mario'], true])(
    'gives zero results for the non-string %j',
    async (term) => {
      const { source, calls } = fixture()
      const result = await searchCustomers(source, term)
      expect(result.customers).toEqual([])
      expect(result.totalCustomers).toBe(0)
      expect(calls).toEqual([])
    },
  )
})

describe('searchCustomers: the id strategy', () => {
  it('gets the customer by id, and sends nothing else', async () => {
    const { source, calls } = fixture()
    const result = await searchCustomers(source, ' 13 ')
    expect(result).toEqual({
      customers: [giuseppe],
      totalCustomers: 1,
      totalPages: 1,
      currentPage: 1,
      searchType: 'id',
    })
    expect(calls.map((call) => call.query)).toEqual([{ id: 13 }])
  })

  it('falls back to the comprehensive search when there is no such customer', async () => {
    const { source, calls } = fixture([...fixtureCustomers, buildCustomer({ id: 20, username: 'user9999' })])
    const result = await searchCustomers(source, '9999')
    expect(result.searchType).toBe('comprehensive')
    expect(ids(result.customers)).toEqual([20])
    expect(calls.filter((call) => call.kind === 'get').map((call) => call.query)).toEqual([{ id: 9999 }])
  })

  it('does not ask for id 0', async () => {
    const { source, calls } = fixture()
    await searchCustomers(source, '0')
    expect(calls.filter((call) => call.kind === 'get')).toEqual([])
  })
})

describe('searchCustomers: the email strategy', () => {
  it('finds the exact address (any case) with the email filter and role all', async () => {
    const { source, calls } = fixture()
    const result = await searchCustomers(source, 'Anna.Esposito@LIBERO.it')
    expect(result.searchType).toBe('email')
    expect(result.customers).toEqual([anna])
    expect(listQueries(calls)).toEqual([{ role: 'all', per_page: 100, email: 'Anna.Esposito@LIBERO.it' }])
  })

  it('falls back to the search when no address is exact', async () => {
    const { source, calls } = fixture()
    const result = await searchCustomers(source, 'rossi@libero.it')
    expect(result.searchType).toBe('email')
    expect(result.customers).toEqual([mario])
    expect(listQueries(calls)).toEqual([
      { role: 'all', per_page: 100, email: 'rossi@libero.it' },
      { role: 'all', per_page: 100, search: 'rossi@libero.it' },
    ])
  })

  it('keeps only exact addresses from the email filter', async () => {
    // A source that ignores the email filter answers everyone: only the exact address is kept.
    const base = createMemorySource(fixtureCustomers)
    const sloppy: CustomerSource = {
      listCustomers: ({ email: _email, ...query }, options) => base.listCustomers(query, options),
      getCustomer: (id) => base.getCustomer(id),
    }
    const result = await searchCustomers(sloppy, 'luigi.ricci@yahoo.it')
    expect(result.customers).toEqual([luigi])
  })
})

describe('searchCustomers: the name strategy', () => {
  it('sends the search and the meta LIKE queries on first and last name, per_page 50', async () => {
    const { source, calls } = fixture()
    const result = await searchCustomers(source, 'Rossi')
    expect(result.searchType).toBe('name')
    expect(ids(result.customers)).toEqual([11, 12])
    expect(listQueries(calls)).toEqual([
      { role: 'all', per_page: 50, search: 'Rossi' },
      { role: 'all', per_page: 50, meta_key: 'first_name', meta_value: 'Rossi', meta_compare: 'LIKE' },
      { role: 'all', per_page: 50, meta_key: 'last_name', meta_value: 'Rossi', meta_compare: 'LIKE' },
    ])
  })

  it('merges the three answers without repeats', async () => {
    const { source } = fixture()
    const result = await searchCustomers(source, 'mari')
    expect(ids(result.customers).sort()).toEqual([11, 12])
    expect(result.totalCustomers).toBe(2)
  })

  it('keeps only real matches of the meta queries (stock WooCommerce ignores meta parameters)', async () => {
    const base = createMemorySource(fixtureCustomers)
    const stock: CustomerSource = {
      listCustomers: ({ meta_key: _k, meta_value: _v, meta_compare: _c, ...query }, options) =>
        base.listCustomers(query, options),
      getCustomer: (id) => base.getCustomer(id),
    }
    const result = await searchCustomers(withoutSearch(stock), 'Luigi')
    expect(result.customers).toEqual([luigi])
  })

  it('falls back to the address search: billing or shipping line 1, line 2, city, postcode', async () => {
    for (const [term, expected] of [
      ['Sparano', [13]],
      ['scala b', [13]],
      ['japigia', [14]],
      ['Modugno', [14]],
      ['70121', [12, 13]],
    ] as const) {
      const { source, calls } = fixture()
      const result = await searchCustomers(source, term)
      expect(result.searchType, term).toBe(term === '70121' ? 'comprehensive' : 'name')
      expect(ids(result.customers), term).toEqual(expected)
      const scans = listQueries(calls).filter((query) => query.page !== undefined)
      expect(scans[0]).toEqual({
        role: 'all',
        orderby: 'id',
        order: 'desc',
        per_page: 100,
        page: 1,
      })
    }
  })

  it('falls back to the username search when names and addresses find nobody', async () => {
    const { source } = instrument(withoutSearch(createMemorySource(fixtureCustomers)))
    const result = await searchCustomers(source, 'express')
    expect(result.searchType).toBe('name')
    expect(result.customers).toEqual([giuseppe])
  })

  it('finds a full name in either order through a search for each of its longest words', async () => {
    for (const term of ['Mario Rossi', 'rossi  MARIO']) {
      const { source, calls } = fixture()
      const result = await searchCustomers(source, term)
      expect(result.searchType, term).toBe('name')
      expect(result.customers, term).toEqual([mario])
      const searches = listQueries(calls).flatMap((query) =>
        query.search === undefined ? [] : [query.search],
      )
      expect(searches.slice(1).sort(), term).toEqual(['mario', 'rossi'])
    }
  })

  it('finds a full name by the display name, as a real store searches it (REAL-STORE-DIFFERENCES row 11)', async () => {
    // Registered with names, a WordPress user is displayed "first last", and `search` reads the
    // display name: the whole term finds her even though her login and e-mail hold neither word.
    const lucia = {
      ...buildCustomer({
        id: 42,
        email: 'ld1974@example.it',
        username: 'ld1974',
        first_name: 'Lucia',
        last_name: 'Di Bari',
      }),
      display_name: 'Lucia Di Bari',
    }
    const { source, calls } = instrument(createMemorySource([...fixtureCustomers, lucia]))
    const result = await searchCustomers(source, 'lucia di bari')
    expect(result.searchType).toBe('name')
    expect(result.customers).toEqual([lucia])
    // No scan was needed: the queries of the name search found her.
    expect(listQueries(calls).filter((query) => query.page !== undefined)).toEqual([])
  })

  it('sends at most three word searches, the longest words, and none for one-letter words', async () => {
    const { source, calls } = fixture()
    await searchCustomers(source, 'Anna M De Santis Caputo')
    const searches = listQueries(calls).flatMap((query) => (query.search === undefined ? [] : [query.search]))
    expect(searches).toEqual(['Anna M De Santis Caputo', 'santis', 'caputo', 'anna'])
  })

  it('keeps a word search’s customers only when a name holds every word', async () => {
    const { source } = fixture()
    // 'rossi' finds Mario and Maria Rossini by e-mail, but only Maria's name holds 'maria'.
    const result = await searchCustomers(source, 'Maria Rossi')
    expect(result.customers).toEqual([maria])
  })

  it('finds names that WooCommerce cannot search on the scanned pages (stock WooCommerce)', async () => {
    const emanuele = buildCustomer({
      id: 40,
      email: 'info@barcentrale.it',
      username: 'cliente40',
      first_name: 'Emanuele',
      last_name: 'Montrone',
    })
    const billingOnly = buildCustomer({
      id: 41,
      email: 'ordini@panificio.it',
      username: 'cliente41',
      billing: { first_name: 'Emanuele', last_name: 'Montrone' },
    })
    const base = createMemorySource([...fixtureCustomers, emanuele, billingOnly])
    const stock: CustomerSource = {
      listCustomers: ({ meta_key: _k, meta_value: _v, meta_compare: _c, ...query }, options) =>
        base.listCustomers(query, options),
      getCustomer: (id) => base.getCustomer(id),
    }
    for (const term of ['Emanuele Montrone', 'Montrone Emanuele']) {
      const result = await searchCustomers(stock, term)
      expect(result.searchType, term).toBe('name')
      expect(ids(result.customers).sort(), term).toEqual([40, 41])
    }
  })

  it('does not run the address or username search when the name queries found someone', async () => {
    const { source, calls } = fixture()
    await searchCustomers(source, 'Giuseppe')
    expect(listQueries(calls).some((query) => query.page !== undefined)).toBe(false)
  })
})

describe('searchCustomers: the phone strategy', () => {
  it.each(['+39 080 123 4567', '0801234567', '080-123-4567', '(080) 123 4567', '0039 080 1234567'])(
    'finds the exact number written as %j',
    async (term) => {
      const { source } = fixture()
      const result = await searchCustomers(source, term)
      expect(result.searchType).toBe('phone')
      expect(result.customers[0]).toBe(mario)
    },
  )

  it('finds partial numbers, exact matches first', async () => {
    const { source } = fixture([
      ...fixtureCustomers,
      buildCustomer({ id: 30, date_created: '2026-01-01T00:00:00', billing: { phone: '+39 347 123 45678' } }),
    ])
    const result = await searchCustomers(source, '347 123 4567')
    expect(result.searchType).toBe('phone')
    expect(ids(result.customers)).toEqual([12, 30])
    const partial = await searchCustomers(source, '123 4567')
    expect(ids(partial.customers)).toEqual([30, 12, 11])
  })

  it('matches the mobile of a customer written with 0039', async () => {
    const { source } = fixture()
    const result = await searchCustomers(source, '333 987 6543')
    expect(result.customers).toEqual([luigi])
  })

  it('falls back to the comprehensive search when no phone matches', async () => {
    const { source } = fixture([
      ...fixtureCustomers,
      buildCustomer({ id: 40, billing: { address_1: 'Via 55555' } }),
    ])
    const result = await searchCustomers(source, '55555')
    expect(result.searchType).toBe('comprehensive')
    expect(ids(result.customers)).toEqual([40])
  })
})

describe('searchCustomers: the comprehensive search', () => {
  it('joins the id, e-mail, name and phone searches without repeats, ranked', async () => {
    const byPhone = buildCustomer({
      id: 5050,
      date_created: '2020-01-01T00:00:00',
      billing: { phone: '080 5050 123' },
    })
    const byName = buildCustomer({ id: 60, date_created: '2026-01-01T00:00:00', username: 'shop5050' })
    const byId = buildCustomer({ id: 50505, first_name: 'Ida' })
    const { source } = fixture([...fixtureCustomers, byPhone, byName, byId])
    const result = await searchCustomers(source, '50505')
    // '50505' is a phone term: no phone contains it, so every search runs; the id matches exactly.
    expect(result.searchType).toBe('comprehensive')
    expect(ids(result.customers)).toEqual([50505])
    const wide = await searchCustomers(source, '5050')
    expect(wide.searchType).toBe('id')
    expect(ids(wide.customers)).toEqual([5050])
    const none = await searchCustomers(source, '505')
    expect(none.searchType).toBe('comprehensive')
    expect(ids(none.customers)).toEqual([60])
  })

  it('merges duplicates found by several searches', async () => {
    const both = buildCustomer({ id: 70, username: 'x70123x', billing: { phone: '080 70123 99' } })
    const { source } = fixture([both])
    const result = await searchCustomers(source, '70123')
    expect(result.searchType).toBe('phone')
    expect(ids(result.customers)).toEqual([70])
    const bothWays = buildCustomer({ id: 71, username: 'abc', billing: { city: 'Bari', phone: '0801234' } })
    const again = await searchCustomers(createMemorySource([bothWays]), '71')
    expect(again.searchType).toBe('id')
    expect(again.totalCustomers).toBe(1)
  })

  it('sends each distinct query at most once', async () => {
    const { source, calls } = fixture()
    await searchCustomers(source, 'nessuno')
    const keys = listQueries(calls).map((query) => JSON.stringify(query))
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys.length).toBeGreaterThan(3)
  })
})

describe('searchCustomers: errors are swallowed (SPEC.md section 8)', () => {
  const failing: CustomerSource = {
    listCustomers: () => Promise.reject(new Error('HTTP 500')),
    getCustomer: () => Promise.reject(new Error('HTTP 500')),
  }
  const throwing = {
    listCustomers: () => {
      throw new Error('sync')
    },
    getCustomer: () => {
      throw new Error('sync')
    },
  } as unknown as CustomerSource
  const malformed = {
    listCustomers: (query: CustomerQuery) =>
      Promise.resolve((query.page ?? 1) % 2 ? null : { items: 'x', total: 'many', totalPages: -1 }),
    getCustomer: () => Promise.resolve('customer'),
  } as unknown as CustomerSource

  it.each([
    ['rejecting', failing],
    ['throwing', throwing],
    ['malformed', malformed],
    ['empty', {} as CustomerSource],
  ])('answers zero results from a %s source, for every term type', async (_, source) => {
    for (const term of ['12', 'a@b.it', '+39 080 123 4567', 'Rossi']) {
      const result = await searchCustomers(source, term)
      expect(result).toEqual({
        customers: [],
        totalCustomers: 0,
        totalPages: 0,
        currentPage: 1,
        searchType: 'comprehensive',
      })
    }
  })

  it('drops listed items that are not objects', async () => {
    const junk = {
      listCustomers: () =>
        Promise.resolve({ items: [null, 'x', 7, [mario], mario], total: 5, totalPages: 1 }),
      getCustomer: () => Promise.resolve(null),
    } as unknown as CustomerSource
    const result = await searchCustomers(junk, 'Rossi')
    expect(result.customers).toEqual([mario])
  })

  it('keeps what the other calls found when one fails', async () => {
    const base = createMemorySource(fixtureCustomers)
    const partlyDown: CustomerSource = {
      listCustomers: (query, options) =>
        query.email !== undefined
          ? Promise.reject(new Error('HTTP 400'))
          : base.listCustomers(query, options),
      getCustomer: (id) => base.getCustomer(id),
    }
    const result = await searchCustomers(partlyDown, 'mario.rossi@libero.it')
    expect(result.searchType).toBe('email')
    expect(result.customers).toEqual([mario])
  })

  it('counts a failing page of a scan as empty and goes on', async () => {
    const customers = Array.from({ length: 350 }, (_, i) =>
      buildCustomer({ id: i + 2, date_created: `2020-01-01T00:00:${String(i % 60).padStart(2, '0')}` }),
    )
    // The oldest account (the smallest id): on the last page of the scan, after the failing one.
    const wanted = buildCustomer({
      id: 1,
      date_created: '2000-01-01T00:00:00',
      billing: { phone: '0809998877' },
    })
    const { source, calls } = instrument(createMemorySource([...customers, wanted]), {
      fail: (query) => 'page' in query && query.page === 2,
    })
    const result = await searchCustomers(source, '080 999 8877')
    expect(result.customers).toEqual([wanted])
    expect(calls.some((call) => call.outcome === 'failed')).toBe(true)
  })
})

describe('searchCustomers: pagination', () => {
  const many = Array.from({ length: 23 }, (_, i) =>
    buildCustomer({
      id: i + 1,
      first_name: i % 3 ? 'Rosa' : 'Rosanna',
      date_created: `2024-01-${String(i + 1).padStart(2, '0')}T00:00:00`,
    }),
  )
  const source = createMemorySource(many)

  it('cuts the ranked results into pages of perPage', async () => {
    const all = await searchCustomers(source, 'rosa')
    expect(all.totalCustomers).toBe(23)
    expect(all.totalPages).toBe(1)
    expect(all.customers).toEqual(rankCustomers(many, 'rosa'))
    const pages = await Promise.all(
      [1, 2, 3].map((page) => searchCustomers(source, 'rosa', { page, perPage: 10 })),
    )
    expect(pages.map((page) => page.customers.length)).toEqual([10, 10, 3])
    expect(pages.map((page) => page.currentPage)).toEqual([1, 2, 3])
    expect(pages.every((page) => page.totalPages === 3 && page.totalCustomers === 23)).toBe(true)
    expect(pages.flatMap((page) => page.customers)).toEqual(all.customers)
  })

  it('answers an empty page past the end, with the totals', async () => {
    const past = await searchCustomers(source, 'rosa', { page: 4, perPage: 10 })
    expect(past).toMatchObject({ customers: [], totalCustomers: 23, totalPages: 3, currentPage: 4 })
  })

  it.each([
    [{ page: 0 }, 1, 100],
    [{ page: -2, perPage: 0 }, 1, 100],
    [{ page: 2.7, perPage: 10.9 }, 2, 10],
    [{ page: Number.NaN, perPage: Number.POSITIVE_INFINITY }, 1, 100],
    [{ page: '2', perPage: '5' }, 1, 100],
  ])('reads the options %j as page %i, perPage %i', async (options, page, perPage) => {
    const result = await searchCustomers(source, 'rosa', options as never)
    expect(result.currentPage).toBe(page)
    expect(result.totalPages).toBe(Math.ceil(23 / perPage))
  })

  it('uses SEARCH_LIMITS.defaultPerPage by default', async () => {
    const lots = Array.from({ length: 130 }, (_, i) => buildCustomer({ id: i + 1, last_name: 'Greco' }))
    const greco = createMemorySource(lots)
    // The meta query pages hold 50 each: search + first_name + last_name give at most 50 distinct.
    const result = await searchCustomers(greco, 'greco')
    expect(result.totalCustomers).toBe(SEARCH_LIMITS.namePerPage)
    expect(result.totalPages).toBe(1)
    const small = await searchCustomers(greco, 'greco', { perPage: 20 })
    expect(small.totalPages).toBe(3)
  })
})

describe('searchCustomers: the port', () => {
  it('always sends role all', async () => {
    const { source, calls } = fixture()
    for (const term of ['Rossi', 'a@b.it', '+39 080 000 0000', '77', 'nessuno'])
      await searchCustomers(source, term)
    const queries = listQueries(calls)
    expect(queries.length).toBeGreaterThan(20)
    expect(queries.every((query) => query.role === 'all')).toBe(true)
  })

  it('finds customers of every role', async () => {
    const { source } = fixture()
    expect((await searchCustomers(source, 'Esposito')).customers).toEqual([anna])
  })

  it('keeps the caller’s customer type', async () => {
    interface ShopCustomer extends SearchableCustomer {
      avatar_url: string
    }
    const shop = createMemorySource<ShopCustomer>([{ ...maria, avatar_url: 'https://example.com/a.png' }])
    const result = await searchCustomers(shop, 'maria')
    expect(result.customers[0]?.avatar_url).toBe('https://example.com/a.png')
  })

  it('passes pages with their totals through untouched', async () => {
    const seen: CustomerPage<SearchableCustomer>[] = []
    const base = createMemorySource(fixtureCustomers)
    const spy: CustomerSource = {
      listCustomers: async (query, options) => {
        const page = await base.listCustomers(query, options)
        seen.push(page)
        return page
      },
      getCustomer: (id) => base.getCustomer(id),
    }
    await searchCustomers(spy, 'Rossi')
    expect(seen).toHaveLength(3)
  })
})
