import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { compareRelevance, rankCustomers } from './rank-customers'
import type { SearchableCustomer } from './searchable-customer'
import { customerArbitrary, termArbitrary } from './testing/arbitraries'
import { buildCustomer } from './testing/customer-builder'

const ids = (customers: SearchableCustomer[]) => customers.map((customer) => customer.id)

describe('rankCustomers', () => {
  it('puts an exact id match above a partial match with more points', () => {
    const exactId = buildCustomer({ id: 70121 })
    const richer = buildCustomer({
      id: 5,
      billing: { postcode: '70121', address_1: 'Traversa 70121' },
      shipping: { city: '70121' },
    })
    expect(compareRelevance(richer, exactId, '70121')).toBe(1)
    expect(ids(rankCustomers([richer, exactId], '70121'))).toEqual([70121, 5])
  })

  it('puts an exact e-mail match above a partial match with more points', () => {
    const term = 'bari@bari.it'
    const exactEmail = buildCustomer({ id: 1, email: 'BARI@bari.it' })
    const richer = buildCustomer({
      id: 2,
      email: 'info.bari@bari.it.example',
      billing: { address_1: 'bari@bari.it', address_2: 'bari@bari.it' },
    })
    expect(ids(rankCustomers([richer, exactEmail], term))).toEqual([1, 2])
  })

  it('orders by score, then newest registration, then smallest id', () => {
    const term = 'mario'
    const high = buildCustomer({ id: 50, first_name: 'Mario', date_created: '2019-01-01T00:00:00' })
    const oldLow = buildCustomer({ id: 10, first_name: 'Mariolina', date_created: '2020-01-01T00:00:00' })
    const newLow = buildCustomer({ id: 30, first_name: 'Mariolina', date_created: '2025-01-01T00:00:00' })
    const newLowBigId = buildCustomer({
      id: 31,
      first_name: 'Mariolina',
      date_created: '2025-01-01T00:00:00',
    })
    const undated = buildCustomer({ id: 1, first_name: 'Mariolina', date_created: undefined })
    const badDate = buildCustomer({ id: 2, first_name: 'Mariolina', date_created: 'ieri' })
    const none = buildCustomer({ id: 3, first_name: 'Luigi', date_created: '2026-01-01T00:00:00' })
    expect(ids(rankCustomers([none, undated, badDate, newLowBigId, oldLow, newLow, high], term))).toEqual([
      50, 30, 31, 10, 1, 2, 3,
    ])
  })

  describe('reads dates without a zone as UTC, whatever the machine zone', () => {
    afterEach(() => {
      vi.unstubAllEnvs()
    })
    it.each(['UTC', 'Europe/Rome', 'America/New_York', 'Asia/Tokyo'])('in %s', (zone) => {
      vi.stubEnv('TZ', zone)
      // The stub took: Date now reads local times in that zone.
      expect(new Date('2024-01-01T12:00:00').getTimezoneOffset()).toBe(
        { UTC: 0, 'Europe/Rome': -60, 'America/New_York': 300, 'Asia/Tokyo': -540 }[zone],
      )
      const naive = buildCustomer({ id: 1, first_name: 'Mario', date_created: '2024-01-01T10:00:00' })
      const zoned = buildCustomer({ id: 2, first_name: 'Mario', date_created: '2024-01-01T10:30:00+01:00' })
      // 10:00 UTC is newer than 09:30 UTC; read in Rome time it would be 09:00 UTC and older.
      expect(ids(rankCustomers([zoned, naive], 'mario'))).toEqual([1, 2])
    })
  })

  it('puts customers without a valid id after those with one, keeping their given order', () => {
    const a = { id: 'x' } as unknown as SearchableCustomer
    const b = { id: Number.NaN } as unknown as SearchableCustomer
    const c = buildCustomer({ id: 3, date_created: undefined })
    expect(rankCustomers([a, b, c], 'zzz')).toEqual([c, a, b])
    expect(rankCustomers([b, a, c], 'zzz')).toEqual([c, b, a])
  })

  it('gives [] for anything but an array and does not change its input', () => {
    expect(rankCustomers(null as unknown as SearchableCustomer[], 'x')).toEqual([])
    const input = [buildCustomer({ id: 2 }), buildCustomer({ id: 1 })]
    const copy = [...input]
    const output = rankCustomers(input, 'x')
    expect(input).toEqual(copy)
    expect(output).not.toBe(input)
    expect(ids(output)).toEqual([1, 2])
  })
})

describe('compareRelevance is a total order (fast-check)', () => {
  it('is total and reflexive: -1, 0 or 1, and 0 against itself', () => {
    fc.assert(
      fc.property(customerArbitrary, customerArbitrary, termArbitrary, (a, b, term) => {
        expect([-1, 0, 1]).toContain(compareRelevance(a, b, term))
        expect(compareRelevance(a, a, term)).toBe(0)
      }),
      { numRuns: 500 },
    )
  })

  it('is antisymmetric', () => {
    fc.assert(
      fc.property(customerArbitrary, customerArbitrary, termArbitrary, (a, b, term) => {
        expect(compareRelevance(a, b, term) + compareRelevance(b, a, term)).toBe(0)
      }),
      { numRuns: 500 },
    )
  })

  it('is transitive, and equal elements compare alike against any third', () => {
    fc.assert(
      fc.property(customerArbitrary, customerArbitrary, customerArbitrary, termArbitrary, (a, b, c, term) => {
        const cmp = (x: SearchableCustomer, y: SearchableCustomer) => compareRelevance(x, y, term)
        const [x, y, z] = [a, b, c].sort(cmp) as [SearchableCustomer, SearchableCustomer, SearchableCustomer]
        expect(cmp(x, y)).toBeLessThanOrEqual(0)
        expect(cmp(y, z)).toBeLessThanOrEqual(0)
        expect(cmp(x, z)).toBeLessThanOrEqual(0)
        if (cmp(x, y) < 0 || cmp(y, z) < 0) expect(cmp(x, z)).toBe(-1)
        if (cmp(a, b) === 0) expect(cmp(a, c)).toBe(cmp(b, c))
      }),
      { numRuns: 1000 },
    )
  })

  it('ranks with the comparator, as a permutation of the input', () => {
    fc.assert(
      fc.property(fc.array(customerArbitrary, { maxLength: 30 }), termArbitrary, (customers, term) => {
        const ranked = rankCustomers(customers, term)
        expect(ranked).toHaveLength(customers.length)
        const count = (list: unknown[]) => {
          const counts = new Map<unknown, number>()
          for (const item of list) counts.set(item, (counts.get(item) ?? 0) + 1)
          return counts
        }
        expect(count(ranked)).toEqual(count(customers))
        for (let i = 1; i < ranked.length; i++) {
          expect(
            compareRelevance(ranked[i - 1] as SearchableCustomer, ranked[i] as SearchableCustomer, term),
          ).toBeLessThanOrEqual(0)
        }
      }),
    )
  })

  it('puts every exact id or e-mail match above every other customer', () => {
    const email = fc.constantFrom(
      'mario.rossi@libero.it',
      'MARIO.ROSSI@libero.it',
      'luigi@alice.it',
      '',
      'mario',
    )
    const simple = fc.record({
      id: fc.integer({ min: 1, max: 50 }),
      email,
      first_name: fc.constantFrom('Mario', 'Luigi', ''),
      date_created: fc.constantFrom('2024-01-01T00:00:00', '2020-01-01T00:00:00', undefined),
      billing: fc.record({
        email,
        city: fc.constantFrom('Bari', 'mario.rossi@libero.it', '7'),
        postcode: fc.constantFrom('70121', '7', '42'),
      }),
    })
    const terms = fc.constantFrom(
      '7',
      '42',
      '12',
      'mario.rossi@libero.it',
      'Mario.Rossi@Libero.it ',
      'luigi@alice.it',
    )
    fc.assert(
      fc.property(fc.array(simple, { maxLength: 25 }), terms, (customers, term) => {
        const wanted = term.trim().toLowerCase()
        // An independent reading of "exact": the id is the number, or an e-mail is the term.
        const exact = (customer: (typeof customers)[number]) =>
          String(customer.id) === wanted ||
          customer.email.toLowerCase() === wanted ||
          customer.billing.email.toLowerCase() === wanted
        const ranked = rankCustomers(customers, term)
        const firstOther = ranked.findIndex((customer) => !exact(customer))
        if (firstOther >= 0) expect(ranked.slice(firstOther).some(exact)).toBe(false)
      }),
      { numRuns: 500 },
    )
  })
})
