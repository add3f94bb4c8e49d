import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createMemorySource } from './create-memory-source'
import { compareRelevance } from './rank-customers'
import { searchCustomers } from './search-customers'
import type { SearchableCustomer } from './searchable-customer'
import { customerArbitrary } from './testing/arbitraries'
import { generateCustomers } from './testing/italian-customers'

const { customers } = generateCustomers(400, 5)
const source = createMemorySource(customers)

/** Terms that find many customers, few, or none, in every strategy. */
const term = fc.oneof(
  fc.constantFrom(
    'Rossi',
    'mari',
    'bari',
    '70121',
    'Via',
    '080',
    '+39 080',
    '34',
    '120',
    'libero.it',
    'gmail',
    'a',
  ),
  fc.constantFrom(...customers.slice(0, 20).map((customer) => customer.email)),
  fc.constantFrom(
    ...customers
      .slice(0, 20)
      .map((customer) => customer.billing.phone)
      .filter(Boolean),
  ),
  fc.string({ maxLength: 6 }),
)

describe('searchCustomers properties (fast-check)', () => {
  it('never throws on arbitrary strings, and answers a consistent result', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), term), async (text) => {
        const result = await searchCustomers(source, text)
        expect(result.totalPages).toBe(Math.ceil(result.totalCustomers / 100))
        expect(result.customers.length).toBe(Math.min(100, result.totalCustomers))
        expect(['email', 'phone', 'id', 'name', 'comprehensive']).toContain(result.searchType)
      }),
      { numRuns: 150 },
    )
  })

  it('never throws on values of any type, nor on any options', async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), fc.anything(), async (value, options) => {
        const result = await searchCustomers(source, value, options as never)
        if (typeof value !== 'string') expect(result.totalCustomers).toBe(0)
      }),
      { numRuns: 150 },
    )
  })

  it('never throws on malformed customer data', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(customerArbitrary, { maxLength: 40 }), term, async (list, text) => {
        const result = await searchCustomers(createMemorySource(list), text)
        expect(result.customers.length).toBeLessThanOrEqual(list.length)
        // Only objects come back: anything else a source lists is dropped.
        for (const customer of result.customers) {
          expect(typeof customer === 'object' && customer !== null && !Array.isArray(customer)).toBe(true)
        }
      }),
      { numRuns: 150 },
    )
  })

  it('pages concatenated equal the whole ranked list, without repeats', async () => {
    await fc.assert(
      fc.asyncProperty(term, fc.integer({ min: 1, max: 40 }), async (text, perPage) => {
        const whole = await searchCustomers(source, text, { perPage: 10_000 })
        const pages: SearchableCustomer[] = []
        const first = await searchCustomers(source, text, { perPage })
        expect(first.totalCustomers).toBe(whole.totalCustomers)
        expect(first.totalPages).toBe(
          whole.totalCustomers === 0 ? 0 : Math.ceil(whole.totalCustomers / perPage),
        )
        for (let page = 1; page <= first.totalPages; page++) {
          const answer = await searchCustomers(source, text, { page, perPage })
          expect(answer.currentPage).toBe(page)
          expect(answer.searchType).toBe(whole.searchType)
          pages.push(...answer.customers)
        }
        expect(pages).toEqual(whole.customers)
        expect(new Set(pages.map((customer) => customer.id)).size).toBe(pages.length)
        for (let i = 1; i < pages.length; i++) {
          expect(
            compareRelevance(pages[i - 1] as SearchableCustomer, pages[i] as SearchableCustomer, text.trim()),
          ).toBeLessThanOrEqual(0)
        }
      }),
      { numRuns: 60 },
    )
  })
})
