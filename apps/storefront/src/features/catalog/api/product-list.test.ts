import { afterEach, describe, expect, it, vi } from 'vitest'
import { createShopQueryClient } from '../../../app/query-client'
import { productListQuery } from './product-list'

afterEach(() => vi.unstubAllGlobals())

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const CATEGORIES = { categories: [{ id: 1, name: 'Acqua', slug: 'acqua', parentSlug: null }] }
const PAGE = { products: [], total: 0, totalPages: 0, page: 1, perPage: 24 }

function stubApi(answers: Record<string, () => Response>) {
  const fetch = vi.fn(async (input: string) => {
    const path = new URL(input, 'http://shop.test').pathname
    const answer = answers[path]
    if (!answer) throw new Error(`unexpected call ${input}`)
    return answer()
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

describe('productListQuery', () => {
  it("reads the list's query from the route and the address, and asks for the categories once", async () => {
    const fetch = stubApi({
      '/api/products': () => json(200, PAGE),
      '/api/categories': () => json(200, CATEGORIES),
    })
    const client = createShopQueryClient()
    const first = await client.fetchQuery(productListQuery({ category: 'acqua' }, '?cerca=naturale&pagina=2'))
    expect(first).toMatchObject({ page: PAGE, missing: null, categories: CATEGORIES.categories })
    expect(first.query).toMatchObject({ category: 'acqua', search: 'naturale', page: 2 })
    await client.fetchQuery(productListQuery({ category: 'acqua' }, '?pagina=3'))
    const asked = fetch.mock.calls.map(([url]) => new URL(url, 'http://shop.test').pathname)
    expect(asked.filter((path) => path === '/api/categories')).toHaveLength(1)
    expect(asked.filter((path) => path === '/api/products')).toHaveLength(2)
  })

  it('gives the same key for the same list, another for another page', () => {
    const key = (search: string) => productListQuery({ category: 'acqua' }, search).queryKey
    expect(key('?pagina=2')).toEqual(key('?pagina=2&utm=x'))
    expect(key('?pagina=2')).not.toEqual(key('?pagina=3'))
  })

  it("turns an unknown category into the server's message, and unreadable categories into none", async () => {
    stubApi({
      '/api/products': () =>
        json(404, { error: { code: 'category_not_found', message: 'Categoria non trovata' } }),
      '/api/categories': () => json(503, {}),
    })
    const data = await createShopQueryClient().fetchQuery(productListQuery({ category: 'nessuna' }, ''))
    expect(data).toMatchObject({ page: null, missing: 'Categoria non trovata', categories: [] })
  })

  it('fails on any other error, for the screen to offer Riprova', async () => {
    stubApi({ '/api/products': () => json(500, {}), '/api/categories': () => json(200, CATEGORIES) })
    await expect(createShopQueryClient().fetchQuery(productListQuery({}, ''))).rejects.toMatchObject({
      status: 500,
    })
  })
})
