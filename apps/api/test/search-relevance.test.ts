import type { ProductView } from '@shop/api/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Browser, startApi, type TestApi } from './harness'
import { RELEVANCE_SET } from './search-relevance-set'

/**
 * The relevance set (search-relevance-set.ts) over HTTP, on the seeded emulator: each query's
 * first product, the products found and the correction offered, as a customer gets them.
 */
let t: TestApi
let b: Browser
beforeAll(async () => {
  t = await startApi({ env: { CATALOG_CACHE_SECONDS: '300' } })
  b = t.browser()
})
afterAll(async () => {
  await t?.stop()
})

interface Found {
  products: ProductView[]
  total: number
  didYouMean: string | null
}

async function search(query: string): Promise<Found> {
  const reply = await b.get(`/api/products?search=${encodeURIComponent(query)}&perPage=48`)
  expect(reply.status, reply.text).toBe(200)
  return reply.body as Found
}

describe('the relevance set', () => {
  it('has at least 40 queries, each asking for something', () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(40)
    expect(new Set(RELEVANCE_SET.map((c) => c.query)).size).toBe(RELEVANCE_SET.length)
    for (const c of RELEVANCE_SET) {
      const asks = [c.first, c.firstIn, c.allIn, c.allNamed, c.total, c.minTotal, c.didYouMean]
      expect(
        asks.some((ask) => ask !== undefined),
        c.query,
      ).toBe(true)
    }
  })

  it.each(RELEVANCE_SET.map((c) => [c.query, c] as const))('%s', async (_, c) => {
    const found = await search(c.query)
    const names = found.products.map((p) => p.name)
    const [first] = found.products
    if (c.first !== undefined) expect(first?.name, names.join(' | ')).toBe(c.first)
    if (c.firstIn !== undefined) expect(first?.subcategory?.slug, names.join(' | ')).toBe(c.firstIn)
    if (c.allIn !== undefined)
      for (const p of found.products)
        expect([p.category?.slug, p.subcategory?.slug], `${c.query}: ${p.name}`).toContain(c.allIn)
    if (c.allNamed !== undefined) for (const name of names) expect(name).toContain(c.allNamed)
    if (c.total !== undefined) expect(found.total, names.join(' | ')).toBe(c.total)
    if (c.minTotal !== undefined) expect(found.total).toBeGreaterThanOrEqual(c.minTotal)
    if (c.didYouMean !== undefined) expect(found.didYouMean).toBe(c.didYouMean)
    expect(found.products.length).toBe(Math.min(found.total, 48))
  })
})
