/**
 * The paged scans (phone, address, username): caps, early stop, bounded concurrency, page counts,
 * the caller's abort and deterministic outcomes, over thousands of generated Italian customers.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { createMemorySource } from './create-memory-source'
import type { CustomerQuery, CustomerSource } from './customer-source'
import { searchCustomers } from './search-customers'
import { SEARCH_LIMITS } from './search-limits'
import { gate, instrument } from './testing/instrumented-source'
import { generateCustomers, phoneForms, type TestCustomer } from './testing/italian-customers'

const { customers, nationalPhone } = generateCustomers(3000, 3)
const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** The customers in the order the scans read them: newest registered first. */
const newest: TestCustomer[] = []
beforeAll(async () => {
  const source = createMemorySource(customers)
  for (let page = 1; page <= 30; page++) {
    const answer = await source.listCustomers({
      role: 'all',
      orderby: 'registered_date',
      order: 'desc',
      per_page: 100,
      page,
    })
    newest.push(...answer.items)
  }
  expect(newest).toHaveLength(3000)
})

/** A copy of the customers where the one at `index` (newest first) gets the changes. */
function placeAt(
  index: number,
  change: (customer: TestCustomer) => void,
): { list: TestCustomer[]; target: TestCustomer } {
  const list = structuredClone(customers)
  const id = (newest[index] as TestCustomer).id
  const target = list.find((customer) => customer.id === id) as TestCustomer
  change(target)
  return { list, target }
}

/** A number in an area code the generator never uses, so that it is unique. */
const UNIQUE = '0883123456'

describe('the phone search over generated customers', () => {
  const picks = [0, 7, 333, 1200, 1999].map((index) => index)

  it.each(picks)('finds the customer %i newest by every written form of the number', async (index) => {
    let target = newest[index] as TestCustomer
    let national = nationalPhone.get(target.id) ?? ''
    if (national === '') {
      target = newest[index + 1] as TestCustomer
      national = nationalPhone.get(target.id) ?? ''
    }
    const source = createMemorySource(customers)
    for (const form of [...phoneForms(national), '+39 080 123 4567']) {
      if (form === '+39 080 123 4567' && national !== '0801234567') continue
      const result = await searchCustomers(source, form)
      expect(result.customers[0]?.id, form).toBe(target.id)
      expect(['phone', 'comprehensive']).toContain(result.searchType)
    }
  })

  it('finds a landline and a mobile written as +39 080 123 4567, 0801234567 and 080-123-4567', async () => {
    const landline = placeAt(500, (customer) => {
      customer.billing.phone = '0039 080 1234567'
    })
    const source = createMemorySource(landline.list)
    for (const form of ['+39 080 123 4567', '0801234567', '080-123-4567', '(080) 123 4567']) {
      const result = await searchCustomers(source, form)
      expect(result.searchType).toBe('phone')
      expect(result.customers[0]?.id).toBe(landline.target.id)
    }
  })

  it('scans 20 pages at most: the 2,000th newest is found, the 2,001st is not', async () => {
    for (const [index, found] of [
      [1999, true],
      [2000, false],
    ] as const) {
      const { list, target } = placeAt(index, (customer) => {
        customer.billing.phone = `+39 ${UNIQUE}`
      })
      const probe = instrument(createMemorySource(list))
      const result = await searchCustomers(probe.source, UNIQUE)
      expect(result.customers.some((customer) => customer.id === target.id)).toBe(found)
      expect(Math.max(...probe.pagesRequested())).toBeLessThanOrEqual(SEARCH_LIMITS.phonePages)
      expect(probe.pagesRequested()).toContain(20)
    }
  })
})

describe('the address and username searches', () => {
  it('scan 10 pages at most: the 1,000th newest is found, the 1,001st is not', async () => {
    for (const [index, found] of [
      [999, true],
      [1000, false],
    ] as const) {
      const { list, target } = placeAt(index, (customer) => {
        customer.shipping.address_2 = 'Presso Enoteca Vinicola'
        customer.username = 'cantinasociale'
      })
      const address = await searchCustomers(createMemorySource(list), 'enoteca vinicola')
      expect(
        address.customers.some((customer) => customer.id === target.id),
        `address ${index}`,
      ).toBe(found)
      // The username search, with a source whose own search does not see usernames.
      const base = createMemorySource(list)
      const blind: CustomerSource<TestCustomer> = {
        listCustomers: (query, options) =>
          query.search === undefined
            ? base.listCustomers(query, options)
            : Promise.resolve({ items: [], total: 0, totalPages: 0 }),
        getCustomer: (id) => base.getCustomer(id),
      }
      const probe = instrument(blind)
      const username = await searchCustomers(probe.source, 'cantinasociale')
      expect(
        username.customers.some((customer) => customer.id === target.id),
        `username ${index}`,
      ).toBe(found)
      expect(Math.max(...probe.pagesRequested())).toBe(SEARCH_LIMITS.addressPages)
    }
  })

  it('leaves the phone search its 20 pages after the 10-page scans of the comprehensive search', async () => {
    // A 4-digit piece of the phone of a customer on page 20 that is no id and is in no name,
    // e-mail, username or address: an 'id' term that every search runs for, ending with the phone scan.
    const target = newest.slice(1900, 2000).find((customer) => nationalPhone.get(customer.id)) as TestCustomer
    const national = nationalPhone.get(target.id) as string
    const elsewhere = (piece: string) =>
      customers.some((customer) =>
        [
          customer.email,
          customer.username,
          customer.billing.address_1,
          customer.billing.postcode,
          customer.shipping.address_1,
          customer.shipping.postcode,
        ].some((text) => text.includes(piece)),
      )
    const pieces = Array.from({ length: national.length - 3 }, (_, i) => national.slice(i, i + 4))
    const term = pieces.find((piece) => Number(piece) > 3100 && !elsewhere(piece)) as string
    expect(term).toBeDefined()
    const probe = instrument(createMemorySource(customers))
    const result = await searchCustomers(probe.source, term)
    expect(result.searchType).toBe('comprehensive')
    const pages = probe.pagesRequested()
    expect(Math.max(...pages)).toBe(20)
    expect(new Set(pages).size).toBe(pages.length)
    expect(result.customers).toContain(target)
    for (const customer of result.customers) expect(customer.billing.phone.replace(/\D/g, '')).toContain(term)
  })
})

describe('the scan: bounded concurrency and the early stop', () => {
  it('asks pages 1 to 4 at once, without waiting for page 1', async () => {
    const gated = gate(createMemorySource(customers))
    const search = searchCustomers(gated.source, '+39 0883 999 999')
    await tick()
    expect(gated.pages()).toEqual([1, 2, 3, 4])
    await gated.call(2).release()
    expect(gated.pages()).toEqual([1, 2, 3, 4, 5])
    const result = await gated.releaseAll(search)
    expect(result.totalCustomers).toBe(0)
    expect(gated.pages().slice(0, 20)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
  })

  it('stops at an exact match on page 2: no page starts after it, the pages in flight are aborted', async () => {
    const { list, target } = placeAt(150, (customer) => {
      customer.billing.phone = UNIQUE
    })
    const gated = gate(createMemorySource(list))
    const search = searchCustomers(gated.source, '+39 0883 123 456')
    await tick()
    expect(gated.pages()).toEqual([1, 2, 3, 4])
    // Page 2 answers first: it cannot decide before page 1 is read, and its slot goes to page 5.
    await gated.call(2).release()
    expect(gated.pages()).toEqual([1, 2, 3, 4, 5])
    await gated.call(1).release()
    const result = await search
    expect(result.searchType).toBe('phone')
    expect(result.customers[0]).toBe(target)
    expect(gated.pages()).toEqual([1, 2, 3, 4, 5])
    for (const page of [3, 4, 5]) expect(gated.call(page).aborted).toBe(true)
    await sleep(10)
    expect(gated.pages()).toEqual([1, 2, 3, 4, 5])
  })

  it('stops at an exact match on page 1 without asking page 5', async () => {
    const { list, target } = placeAt(42, (customer) => {
      customer.billing.phone = UNIQUE
    })
    const gated = gate(createMemorySource(list))
    const search = searchCustomers(gated.source, UNIQUE)
    await tick()
    await gated.call(1).release()
    const result = await search
    expect(result.customers).toEqual([target])
    expect(gated.pages()).toEqual([1, 2, 3, 4])
    expect([2, 3, 4].every((page) => gated.call(page).aborted)).toBe(true)
  })

  it('counts requests: an exact match on page 2 costs 5 page requests, not 20', async () => {
    const { list } = placeAt(150, (customer) => {
      customer.billing.phone = UNIQUE
    })
    const probe = instrument(createMemorySource(list), { delayMs: 5 })
    const result = await searchCustomers(probe.source, UNIQUE)
    expect(result.totalCustomers).toBe(1)
    const pages = probe.pagesRequested()
    expect(pages.length).toBeLessThanOrEqual(1 + SEARCH_LIMITS.concurrency)
    expect(Math.max(...pages)).toBeLessThanOrEqual(5)
    // Every page still running when page 2 decided was aborted.
    const decided = probe.calls.find((call) => (call.query as CustomerQuery).page === 2)?.endedAt ?? -1
    const later = probe.calls.filter((call) => call.startedAt > decided)
    expect(later).toEqual([])
    const open = probe.calls.filter((call) => call.outcome === 'aborted')
    expect(open.length).toBeGreaterThan(0)
    expect(open.every((call) => call.signal?.aborted)).toBe(true)
  })

  it('gives the same answer whatever order the pages answer in', async () => {
    // The same number on pages 2 and 3: page order decides, so page 3's customer is never reached.
    const list = structuredClone(customers)
    const onPage = (index: number) =>
      list.find((c) => c.id === (newest[index] as TestCustomer).id) as TestCustomer
    onPage(150).billing.phone = UNIQUE
    onPage(250).billing.phone = `+39 ${UNIQUE}`
    const run = async (order: number[]) => {
      const gated = gate(createMemorySource(list))
      const search = searchCustomers(gated.source, UNIQUE)
      await tick()
      for (const page of order) {
        if (gated.pages().includes(page) && !gated.call(page).settled) await gated.call(page).release()
      }
      return gated.releaseAll(search)
    }
    const inOrder = await run([1, 2, 3, 4, 5, 6])
    const reversed = await run([4, 3, 2, 5, 6, 1])
    expect(inOrder.customers.map((c) => c.id)).toEqual([onPage(150).id])
    expect(reversed).toEqual(inOrder)
  })

  it('never has more than 4 requests in flight, and uses all 4', async () => {
    for (const term of ['+39 0883 999 999', 'nessuno qui', '9876', 'Rossi']) {
      const probe = instrument(createMemorySource(customers), { delayMs: 3 })
      await searchCustomers(probe.source, term)
      expect(probe.maxInFlight, term).toBeLessThanOrEqual(SEARCH_LIMITS.concurrency)
      expect(probe.inFlight).toBe(0)
    }
    const probe = instrument(createMemorySource(customers), { delayMs: 3 })
    await searchCustomers(probe.source, '+39 0883 999 999')
    expect(probe.maxInFlight).toBe(4)
  })

  it('asks no page past the count that page 1 reveals', async () => {
    const few = customers.slice(0, 250)
    const gated = gate(createMemorySource(few))
    const search = searchCustomers(gated.source, '0883 999 999')
    await tick()
    expect(gated.pages()).toEqual([1, 2, 3, 4])
    await gated.call(1).release()
    // Page 1 said 3 pages: the freed slot does not go to page 5.
    expect(gated.pages()).toEqual([1, 2, 3, 4])
    await gated.call(2).release()
    await gated.call(3).release()
    // Comprehensive: name queries, then the address and username scans read the same pages (shared).
    const result = await gated.releaseAll(search)
    expect(result.totalCustomers).toBe(0)
    expect(gated.pages().filter((page) => page > 1)).toEqual([2, 3, 4])
    expect(gated.call(4).aborted).toBe(true)
  })

  it('ends the scan at an empty page, or a short one when the source gives no page count', async () => {
    for (const [count, totals] of [
      [300, 'none'],
      [250, 'none'],
      [300, 'wrong'],
    ] as const) {
      const base = createMemorySource(customers.slice(0, count))
      const noTotals: CustomerSource<TestCustomer> = {
        listCustomers: async (query, options) => {
          const { items } = await base.listCustomers(query, options)
          // 'wrong': a source that always claims 20 pages.
          return (totals === 'none' ? { items } : { items, total: 2000, totalPages: 20 }) as never
        },
        getCustomer: (id) => base.getCustomer(id),
      }
      const probe = instrument(noTotals, { delayMs: 2 })
      const result = await searchCustomers(probe.source, '0883 999 999')
      expect(result.totalCustomers).toBe(0)
      // 300: page 4 is empty; 250: page 3 is short. Only the pages already started go beyond.
      expect(Math.max(...probe.pagesRequested()), `${count} ${totals}`).toBeLessThanOrEqual(
        4 + SEARCH_LIMITS.concurrency,
      )
    }
  })

  it('stops everything when the caller aborts, and rejects with the reason', async () => {
    const probe = instrument(createMemorySource(customers), { delayMs: 20 })
    const controller = new AbortController()
    const reason = new Error('the operator closed the dialog')
    const search = searchCustomers(probe.source, '+39 0883 999 999', { signal: controller.signal })
    await sleep(30)
    const before = probe.calls.length
    controller.abort(reason)
    await expect(search).rejects.toBe(reason)
    await sleep(60)
    expect(probe.calls.length).toBe(before)
    expect(probe.inFlight).toBe(0)
    expect(probe.calls.some((call) => call.outcome === 'aborted')).toBe(true)
  })

  it('rejects at once, asking nothing, with a signal already aborted', async () => {
    const probe = instrument(createMemorySource(customers))
    const controller = new AbortController()
    controller.abort()
    await expect(searchCustomers(probe.source, 'Rossi', { signal: controller.signal })).rejects.toBe(
      controller.signal.reason,
    )
    await expect(searchCustomers(probe.source, '', { signal: controller.signal })).rejects.toBeDefined()
    expect(probe.calls).toEqual([])
  })

  it('rejects on abort even when the source ignores its signal', async () => {
    const base = createMemorySource(customers)
    const deaf: CustomerSource<TestCustomer> = {
      listCustomers: (query) => sleep(50).then(() => base.listCustomers(query)),
      getCustomer: (id) => base.getCustomer(id),
    }
    const controller = new AbortController()
    const search = searchCustomers(deaf, 'Rossi', { signal: controller.signal })
    await sleep(5)
    controller.abort(new Error('stop'))
    const started = performance.now()
    await expect(search).rejects.toThrow('stop')
    expect(performance.now() - started).toBeLessThan(40)
  })
})
