/**
 * The scans over a store whose sorts have no tie-break (REAL-STORE-DIFFERENCES row 6): hundreds of
 * customers registered in the same second (an import, a burst of sign-ups) must each be read
 * exactly once, so no customer is skipped or shown twice.
 */
import { describe, expect, it } from 'vitest'
import { createMemorySource } from './create-memory-source'
import type { CustomerQuery, CustomerSource } from './customer-source'
import { searchCustomers } from './search-customers'
import { instrument } from './testing/instrumented-source'
import { generateCustomers, type TestCustomer } from './testing/italian-customers'
import { createUnstableTiesSource } from './testing/unstable-ties-source'

/** 450 customers, all registered at the same second; every one with a second address line. */
function sameSecond(): { customers: TestCustomer[]; nationalPhone: Map<number, string> } {
  const { customers, nationalPhone } = generateCustomers(450, 7)
  for (const customer of customers) {
    customer.date_created = '2026-11-24T09:00:00'
    if (customer.shipping) customer.shipping.address_2 = 'Interno Riga Sei'
  }
  return { customers, nationalPhone }
}

describe('scans over customers registered in the same second', () => {
  it('the unstable source really skips and repeats customers when paged by registration date', async () => {
    const { customers } = sameSecond()
    const source = createUnstableTiesSource(customers)
    const seen: number[] = []
    for (let page = 1; page <= 5; page++) {
      const query: CustomerQuery = {
        role: 'all',
        orderby: 'registered_date',
        order: 'desc',
        per_page: 100,
        page,
      }
      seen.push(...(await source.listCustomers(query)).items.map((c) => c.id as number))
    }
    expect(seen).toHaveLength(450)
    expect(new Set(seen).size).toBeLessThan(450)
  })

  it('the address scan finds each of 450 customers exactly once', async () => {
    const { customers } = sameSecond()
    const { source, calls } = instrument(createUnstableTiesSource(customers))
    const result = await searchCustomers(source, 'Interno Riga Sei', { perPage: 1000 })
    const ids = result.customers.map((c) => c.id as number)
    expect(result.totalCustomers).toBe(450)
    expect(ids).toHaveLength(450)
    expect(new Set(ids)).toEqual(new Set(customers.map((c) => c.id)))
    // Newest registered first, by id: WordPress numbers users as they register, and ids never tie.
    const scans = calls.map((call) => call.query as CustomerQuery).filter((query) => query.page !== undefined)
    expect(scans.length).toBeGreaterThan(0)
    for (const query of scans) expect(query).toMatchObject({ orderby: 'id', order: 'desc' })
  })

  it('keeps a customer once when a registration during the scan shifts the pages by one', async () => {
    const { customers } = sameSecond()
    const inner = createMemorySource(customers)
    // The pages after the first were read after someone registered: each starts with the last
    // customer of the page before it.
    const source: CustomerSource<TestCustomer> = {
      getCustomer: (id, options) => inner.getCustomer(id, options),
      async listCustomers(query, options) {
        const page = query.page ?? 1
        const current = await inner.listCustomers(query, options)
        if (page === 1) return current
        const previous = await inner.listCustomers({ ...query, page: page - 1 }, options)
        return { ...current, items: [...previous.items.slice(-1), ...current.items] }
      },
    }
    const result = await searchCustomers(source, 'Interno Riga Sei', { perPage: 1000 })
    const ids = result.customers.map((c) => c.id as number)
    expect(ids).toHaveLength(450)
    expect(new Set(ids).size).toBe(450)
  })

  it('the phone scan finds every customer by their exact number', async () => {
    const { customers, nationalPhone } = sameSecond()
    const source = createUnstableTiesSource(customers)
    const picks = [0, 57, 123, 260, 399, 449]
      .map((index) => customers[index] as TestCustomer)
      .filter((customer) => (nationalPhone.get(customer.id as number) ?? '') !== '')
    expect(picks.length).toBeGreaterThanOrEqual(5)
    for (const customer of picks) {
      const result = await searchCustomers(source, nationalPhone.get(customer.id as number) ?? '')
      expect(result.searchType).toBe('phone')
      expect(result.customers[0]?.id).toBe(customer.id)
    }
  })
})
