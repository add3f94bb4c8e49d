import { createHash } from 'node:crypto'
import { request } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { CATEGORY_COLORS, PRODUCT_SORTS } from '@shop/catalog'
import { manualClock } from '@shop/clock'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ProductView } from '../src/catalog/product-view'
import { MSG } from '../src/http/messages'
import { type Browser, startApi, TEST_INSTANT, type TestApi } from './harness'

const TTL = 30
const tint = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16)
  return `rgba(${n >> 16}, ${(n >> 8) & 0xff}, ${n & 0xff}, 0.08)`
}

/** Counts the WooCommerce client's calls (the routes read deps.woo on every request). */
function countWooCalls(t: TestApi) {
  const real = t.deps.woo
  const calls: Record<string, number> = {}
  const state = { delayMs: 0 }
  t.deps.woo = new Proxy(real, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver)
      if (typeof value !== 'function') return value
      return async (...args: unknown[]) => {
        calls[String(property)] = (calls[String(property)] ?? 0) + 1
        if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs))
        return (value as (...a: unknown[]) => unknown).apply(target, args)
      }
    },
  })
  return {
    calls,
    state,
    count: (method: string) => calls[method] ?? 0,
    restore: () => {
      t.deps.woo = real
    },
  }
}

let t: TestApi
let b: Browser
const clock = manualClock(TEST_INSTANT)
const advance = (seconds: number) => {
  clock.advance(seconds * 1000)
}

beforeAll(async () => {
  t = await startApi({ env: { CATALOG_CACHE_SECONDS: String(TTL) }, now: clock })
  b = t.browser()
})
afterAll(async () => {
  await t?.stop()
})
afterEach(async () => {
  await t.control('/faults', 'DELETE')
  // Every test starts with an empty catalogue cache.
  advance(TTL + 1)
})

async function allProducts(query: string): Promise<{ products: ProductView[]; total: number }> {
  const products: ProductView[] = []
  let page = 1
  let total = 0
  for (;;) {
    const r = await b.get(`/api/products?${query}&perPage=48&page=${page}`)
    expect(r.status).toBe(200)
    products.push(...r.body.products)
    total = r.body.total
    if (page >= r.body.totalPages) break
    page++
  }
  return { products, total }
}

describe('GET /api/categories', () => {
  it('lists the categories with their parent, plain-text description, count, colour and tint', async () => {
    const r = await b.get('/api/categories')
    expect(r.status).toBe(200)
    const bySlug = new Map(r.body.categories.map((c: { slug: string }) => [c.slug, c]))
    expect(bySlug.get('acqua')).toMatchObject({
      name: 'Acqua',
      parentSlug: null,
      count: 37,
      color: '#1B5AAB',
      tint: 'rgba(27, 90, 171, 0.08)',
    })
    expect(bySlug.get('birra')).toMatchObject({ parentSlug: null, color: '#CFA100', tint: tint('#CFA100') })
    expect(bySlug.get('bevande')).toMatchObject({ parentSlug: null, color: '#558E28', tint: tint('#558E28') })
    expect(bySlug.get('vino')).toMatchObject({ parentSlug: null, color: '#8500AF', tint: tint('#8500AF') })
    for (const category of r.body.categories) {
      expect(Object.keys(category).sort()).toEqual(
        ['color', 'count', 'description', 'id', 'name', 'parentSlug', 'slug', 'tint'].sort(),
      )
      expect(category.description).not.toMatch(/[<>]/)
      expect(category.count).toBeGreaterThan(0)
    }
  })

  it('gives subcategories the colour of their top category, whatever their own name says', async () => {
    const r = await b.get('/api/categories')
    const bySlug = new Map(r.body.categories.map((c: { slug: string }) => [c.slug, c]))
    // 'Bollicine' alone would be grey; under Vino it is purple. 'Tè freddi' is green as Bevande.
    expect(bySlug.get('bollicine')).toMatchObject({ parentSlug: 'vino', color: CATEGORY_COLORS.vino })
    expect(bySlug.get('te-freddi')).toMatchObject({ parentSlug: 'bevande', color: CATEGORY_COLORS.bevande })
    expect(bySlug.get('birre-estere')).toMatchObject({
      parentSlug: 'birra',
      tint: tint(CATEGORY_COLORS.birra),
    })
    expect(bySlug.get('acqua-in-vetro')).toMatchObject({ parentSlug: 'acqua', color: CATEGORY_COLORS.acqua })
  })

  it('leaves out the default category (even with products) and empty categories', async () => {
    await t.wooRest('POST', '/products/categories', {
      name: 'Liquori &amp; distillati',
      description: '<p>Grappe &amp; amari</p>',
    })
    const [senzaCategoria] = await t.wooRest<{ id: number }[]>(
      'GET',
      '/products/categories?slug=senza-categoria',
    )
    const orphan = await t.wooRest('POST', '/products', {
      name: 'Prodotto senza categoria',
      regular_price: '1.00',
      categories: [{ id: senzaCategoria?.id }],
    })
    advance(TTL + 1)
    try {
      const r = await b.get('/api/categories')
      const slugs = r.body.categories.map((c: { slug: string }) => c.slug)
      expect(slugs).toContain('acqua')
      expect(slugs).not.toContain('senza-categoria')
      expect(slugs).not.toContain('liquori-distillati')
      expect(slugs.some((slug: string) => slug.startsWith('liquori'))).toBe(false)
      // Nor can the storefront filter by it.
      const filtered = await b.get('/api/products?category=senza-categoria')
      expect(filtered.status).toBe(404)
      expect(filtered.body.error).toEqual({ code: 'category_not_found', message: 'Categoria non trovata' })
    } finally {
      await t.wooRest('DELETE', `/products/${orphan.id}?force=true`)
    }
  })

  it('has an ETag (the body hash; weak once gzipped) and the catalogue Cache-Control', async () => {
    const r = await b.get('/api/categories')
    expect(r.headers.get('cache-control')).toBe(`public, max-age=${TTL}, stale-while-revalidate=${TTL}`)
    const etag = r.headers.get('etag')
    expect(etag?.replace(/^W\//, '')).toBe(`"${createHash('sha256').update(r.text).digest('base64url')}"`)
    const again = await b.get('/api/categories', { 'if-none-match': etag as string })
    expect(again.status).toBe(304)
    expect(again.text).toBe('')
  })
})

describe('GET /api/products: filters', () => {
  it('filters by category: every product is in it, its subcategories included, with its colour', async () => {
    const categories = (await b.get('/api/categories')).body.categories as { slug: string; count: number }[]
    const { products, total } = await allProducts('category=acqua')
    expect(total).toBe(categories.find((c) => c.slug === 'acqua')?.count)
    expect(products).toHaveLength(total)
    const subcategories = new Set(products.map((p) => p.subcategory?.slug))
    expect(subcategories).toEqual(new Set(['acqua-naturale', 'acqua-frizzante', 'acqua-in-vetro']))
    for (const product of products) {
      expect(product.category).toEqual({
        slug: 'acqua',
        name: 'Acqua',
        color: '#1B5AAB',
        tint: tint('#1B5AAB'),
      })
    }
  })

  it('filters by subcategory of the category', async () => {
    const { products, total } = await allProducts('category=birra&subcategory=birre-estere')
    expect(total).toBe(12)
    expect(products).toHaveLength(12)
    for (const product of products) {
      expect(product.category?.slug).toBe('birra')
      expect(product.subcategory).toEqual({ slug: 'birre-estere', name: 'Birre estere' })
    }
  })

  it('answers 404 Categoria non trovata for an unknown category or a subcategory of another one', async () => {
    for (const query of [
      'category=liquori',
      'category=acqua&subcategory=vini-rossi',
      'category=acqua&subcategory=acqua',
      'category=birra&subcategory=nessuna',
    ]) {
      const r = await b.get(`/api/products?${query}`)
      expect(r.status, query).toBe(404)
      expect(r.body).toEqual({ error: { code: 'category_not_found', message: 'Categoria non trovata' } })
    }
  })

  it('refuses a subcategory without its category', async () => {
    const r = await b.get('/api/products?subcategory=birre-estere')
    expect(r.status).toBe(400)
    expect(r.body.error.code).toBe('invalid_request')
    expect(r.body.error.message).toBe('Per filtrare per sottocategoria indica anche la categoria')
    expect(r.body.error.fields).toHaveProperty('subcategory')
  })

  it('searches: every product found mentions the term', async () => {
    const { products, total } = await allProducts('search=peroni')
    expect(total).toBeGreaterThanOrEqual(3)
    for (const product of products) {
      const text =
        `${product.name} ${product.shortDescription} ${product.description.join(' ')}`.toLowerCase()
      expect(text).toContain('peroni')
    }
    expect(products.filter((p) => p.name.includes('Peroni')).length).toBeGreaterThanOrEqual(3)
  })

  it('refuses a search longer than 100 characters, in Italian', async () => {
    const r = await b.get(`/api/products?search=${'a'.repeat(101)}`)
    expect(r.status).toBe(400)
    expect(r.body.error.message).toBe('La ricerca può avere al massimo 100 caratteri')
    expect((await b.get(`/api/products?search=${'a'.repeat(100)}`)).status).toBe(200)
  })

  it('lists products on sale: all of them, each with its sale price', async () => {
    const { products, total } = await allProducts('onSale=true')
    expect(total).toBe(12)
    for (const product of products) {
      expect(product.onSale).toBe(true)
      expect(product.salePrice).not.toBeNull()
      expect(product.price).toBe(product.salePrice)
      expect(product.salePrice as number).toBeLessThan(product.regularPrice as number)
    }
  })

  it('lists featured products', async () => {
    const { products, total } = await allProducts('featured=true')
    expect(total).toBe(8)
    expect(products.every((p) => p.featured)).toBe(true)
  })

  it('combines filters: featured water on sale is a subset of both', async () => {
    const both = await allProducts('category=vino&onSale=true')
    const onSale = await allProducts('onSale=true')
    expect(both.total).toBeLessThan(onSale.total)
    expect(both.products.every((p) => p.onSale && p.category?.slug === 'vino')).toBe(true)
  })

  it('refuses values it does not know, in Italian, with the field', async () => {
    const cases: [string, string][] = [
      ['sort=cheap', 'sort'],
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['page=1.5', 'page'],
      ['perPage=49', 'perPage'],
      ['perPage=0', 'perPage'],
      ['onSale=yes', 'onSale'],
      ['featured=1', 'featured'],
    ]
    for (const [query, field] of cases) {
      const r = await b.get(`/api/products?${query}`)
      expect(r.status, query).toBe(400)
      expect(r.body.error.code).toBe('invalid_request')
      expect(r.body.error.fields, query).toHaveProperty(field)
    }
    expect((await b.get('/api/products?sort=cheap')).body.error.message).toBe(
      'Ordinamento non valido: usa relevance, newest, price-asc, price-desc, name o popularity',
    )
    expect((await b.get('/api/products?perPage=49')).body.error.message).toBe(
      'Il numero di prodotti per pagina deve essere un numero intero da 1 a 48',
    )
  })
})

describe('GET /api/products?search= and GET /api/search/suggestions', () => {
  it('ranks by relevance unless another sort is asked for, and keeps to the filters', async () => {
    const ranked = await b.get('/api/products?search=vino%20rosso&perPage=48')
    expect(ranked.body.total).toBeGreaterThanOrEqual(12)
    const byPrice = await b.get('/api/products?search=vino%20rosso&perPage=48&sort=price-asc')
    expect(byPrice.body.total).toBe(ranked.body.total)
    const prices = byPrice.body.products.map((p: ProductView) => p.price)
    expect(prices).toEqual([...prices].sort((x, y) => x - y))
    expect(prices).not.toEqual(ranked.body.products.map((p: ProductView) => p.price))
    // relevance without a search is the newest first, as with no sort.
    expect((await b.get('/api/products?sort=relevance')).text).toBe((await b.get('/api/products')).text)

    const beers = await allProducts('search=lattine&category=birra')
    expect(beers.total).toBeGreaterThanOrEqual(4)
    const cans = await allProducts('search=lattine')
    expect(cans.total).toBeGreaterThan(beers.total)
    for (const p of beers.products) {
      expect(p.category?.slug).toBe('birra')
      expect(p.name).toMatch(/lattin/i)
    }
    const onSale = await allProducts('search=acqua&onSale=true')
    for (const p of onSale.products) expect(p.onSale).toBe(true)
  })

  it("says 'Forse cercavi' with the catalogue's word, and null when nothing is near", async () => {
    const typo = await b.get('/api/products?search=bira')
    expect(typo.body).toMatchObject({ total: 0, products: [], didYouMean: 'birra' })
    expect((await b.get('/api/products?search=qwzx')).body.didYouMean).toBeNull()
    expect((await b.get('/api/products')).body.didYouMean).toBeNull()
  })

  it('suggests up to 6 products as a customer types, the last word read as its start', async () => {
    const r = await b.get('/api/search/suggestions?q=birra%20pero')
    expect(r.status).toBe(200)
    expect(r.headers.get('cache-control')).toContain('max-age')
    expect(r.body.total).toBe(4)
    expect(r.body.suggestions).toHaveLength(4)
    for (const suggestion of r.body.suggestions) {
      expect(Object.keys(suggestion).sort()).toEqual(['id', 'image', 'name', 'price', 'slug'])
      expect(suggestion.name).toContain('Peroni')
      expect((await b.get(`/api/products/${suggestion.slug}`)).body.id).toBe(suggestion.id)
    }
    const many = await b.get('/api/search/suggestions?q=acq')
    expect(many.body.suggestions).toHaveLength(6)
    expect(many.body.total).toBeGreaterThan(6)
    expect((await b.get('/api/search/suggestions?q=%20')).body).toEqual({
      suggestions: [],
      total: 0,
      didYouMean: null,
    })
  })

  it('refuses a suggestion request without q or over 100 characters, in Italian', async () => {
    const missing = await b.get('/api/search/suggestions')
    expect(missing.status).toBe(400)
    expect(missing.body.error.fields).toHaveProperty('q')
    expect(missing.body.error.message).toBe('Scrivi che cosa cerchi')
    const long = await b.get(`/api/search/suggestions?q=${'a'.repeat(101)}`)
    expect(long.status).toBe(400)
    expect(long.body.error.message).toBe('La ricerca può avere al massimo 100 caratteri')
  })

  it('follows the catalogue: a renamed, a new and an unpublished product, once the cache renews', async () => {
    const peroni = (await b.get('/api/products/peroni-nastro-azzurro-33-cl-x-24-bottiglie'))
      .body as ProductView
    expect((await b.get('/api/products?search=azzurro')).body.total).toBe(1)
    const created = await t.wooRest<{ id: number }>('POST', '/products', {
      name: 'Birra Zafferano Speciale 33 cl x 12',
      status: 'publish',
      regular_price: '21.00',
      categories: [{ id: 17 }],
    })
    try {
      await t.wooRest('PUT', `/products/${peroni.id}`, { name: 'Peroni Gran Riserva Rossa 50 cl x 12' })
      // Within the cache period the shop still answers what it read.
      expect((await b.get('/api/products?search=zafferano')).body.total).toBe(0)
      advance(TTL + 1)
      expect((await b.get('/api/products?search=azzurro')).body.total).toBe(0)
      const renamed = await b.get('/api/products?search=gran%20riserva%20peroni')
      expect(renamed.body.products.map((p: ProductView) => p.id)).toEqual([peroni.id])
      expect((await b.get('/api/search/suggestions?q=zaffer')).body.suggestions[0].id).toBe(created.id)
      await t.wooRest('PUT', `/products/${created.id}`, { status: 'draft' })
      advance(TTL + 1)
      expect((await b.get('/api/products?search=zafferano')).body.total).toBe(0)
    } finally {
      await t.wooRest('PUT', `/products/${peroni.id}`, { name: peroni.name })
      await t.wooRest('DELETE', `/products/${created.id}?force=true`)
    }
  })
})

describe('GET /api/products?ids=', () => {
  it('answers exactly the published products asked for, whatever the order or repeats', async () => {
    const some = (await b.get('/api/products?perPage=5&sort=name')).body.products as { id: number }[]
    const ids = some.map((p) => p.id)
    const r = await b.get(`/api/products?ids=${[...ids].reverse().join(',')},${ids[0]}`)
    expect(r.status).toBe(200)
    expect((r.body.products as { id: number }[]).map((p) => p.id).sort((x, y) => x - y)).toEqual(
      [...ids].sort((x, y) => x - y),
    )
  })

  it('leaves out ids that are no product', async () => {
    const [first] = (await b.get('/api/products?perPage=1')).body.products as { id: number }[]
    const r = await b.get(`/api/products?ids=${first?.id},999999`)
    expect((r.body.products as { id: number }[]).map((p) => p.id)).toEqual([first?.id])
  })

  it('refuses a list that is not ids, or longer than 48, in Italian', async () => {
    const many = Array.from({ length: 49 }, (_, i) => i + 1).join(',')
    for (const ids of ['a,b', '1,,2', '-1', many, '1;2']) {
      const r = await b.get(`/api/products?ids=${encodeURIComponent(ids)}`)
      expect(r.status, ids).toBe(400)
      expect(r.body.error.fields, ids).toHaveProperty('ids')
      expect(r.body.error.message).toMatch(/^ids è un elenco/)
    }
  })
})

describe('GET /api/products: sorting and paging', () => {
  it('sorts by price, ascending and descending, across pages', async () => {
    const asc = (await allProducts('sort=price-asc')).products.map((p) => p.price)
    expect(asc).toHaveLength(153)
    expect(asc).toEqual([...asc].sort((x, y) => x - y))
    expect(asc[0]).toBeLessThan(asc.at(-1) as number)
    const desc = (await allProducts('sort=price-desc')).products.map((p) => p.price)
    expect(desc).toEqual([...desc].sort((x, y) => y - x))
  })

  it('sorts by name', async () => {
    const names = (await allProducts('sort=name&category=vino')).products.map((p) => p.name.toLowerCase())
    expect(names.length).toBeGreaterThan(10)
    expect(names).toEqual([...names].sort())
  })

  it('sorts newest first and by popularity (units sold), equal keys by the newer id', async () => {
    const published: { id: number; date_created_gmt: string; total_sales: number }[] = []
    for (const page of [1, 2]) {
      const path = `/products?status=publish&orderby=id&per_page=100&page=${page}`
      published.push(...(await t.wooRest<typeof published>('GET', path)))
    }
    expect(published).toHaveLength(153)
    const expected = (key: (p: (typeof published)[number]) => number | string) =>
      [...published]
        .sort((x, y) => (key(x) < key(y) ? 1 : key(x) > key(y) ? -1 : y.id - x.id))
        .slice(0, 24)
        .map((p) => p.id)
    const ids = async (query: string) =>
      ((await b.get(`/api/products?${query}`)).body.products as ProductView[]).map((p) => p.id)
    expect(await ids('')).toEqual(expected((p) => p.date_created_gmt))
    expect(await ids('sort=newest')).toEqual(expected((p) => p.date_created_gmt))
    expect(await ids('sort=popularity')).toEqual(expected((p) => p.total_sales))
    expect(await ids('sort=popularity')).not.toEqual(await ids('sort=newest'))
  })

  it('row 6: products created in the same second come exactly once through every sort, page after page', async () => {
    const category = await t.wooRest('POST', '/products/categories', { name: 'Birre Stesso Secondo' })
    const created: number[] = []
    for (let i = 1; i <= 21; i++) {
      const product = await t.wooRest('POST', '/products', {
        // Equal dates, prices (two of them), sales (none) and some equal names: ties in every sort.
        name: i % 3 === 0 ? 'Birra Stesso Secondo 33 cl' : `Birra Stesso Secondo ${i} 33 cl`,
        regular_price: i % 2 === 0 ? '2.50' : '2.00',
        date_created: '2026-11-24T10:00:00',
        categories: [{ id: category.id }],
      })
      created.push(product.id)
    }
    try {
      await pageThroughEverySort(category.slug, created)
    } finally {
      for (const id of created) await t.wooRest('DELETE', `/products/${id}?force=true`)
    }
  })

  async function pageThroughEverySort(categorySlug: string, created: number[]) {
    for (const sort of PRODUCT_SORTS) {
      const seen: ProductView[] = []
      for (let page = 1; page <= 7; page++) {
        const r = await b.get(`/api/products?category=${categorySlug}&sort=${sort}&perPage=3&page=${page}`)
        expect(r.status).toBe(200)
        expect(r.body).toMatchObject({ total: 21, totalPages: 7 })
        seen.push(...r.body.products)
      }
      expect(
        seen.map((p) => p.id).sort((x, y) => x - y),
        sort,
      ).toEqual(created)
      if (sort === 'price-asc')
        expect(seen.map((p) => p.price)).toEqual([...Array(11).fill(2), ...Array(10).fill(2.5)])
      if (sort === 'price-desc')
        expect(seen.map((p) => p.price)).toEqual([...Array(10).fill(2.5), ...Array(11).fill(2)])
    }
  }

  it('pages: totals, page sizes, no product twice, an empty page past the end', async () => {
    const first = await b.get('/api/products?perPage=10')
    expect(first.body).toMatchObject({ total: 153, totalPages: 16, page: 1, perPage: 10 })
    expect(first.body.products).toHaveLength(10)
    const second = await b.get('/api/products?perPage=10&page=2')
    expect(second.body.page).toBe(2)
    const firstIds = new Set(first.body.products.map((p: ProductView) => p.id))
    expect(second.body.products.some((p: ProductView) => firstIds.has(p.id))).toBe(false)
    const last = await b.get('/api/products?perPage=10&page=16')
    expect(last.body.products).toHaveLength(3)
    const past = await b.get('/api/products?perPage=10&page=17')
    expect(past.status).toBe(200)
    expect(past.body.products).toEqual([])
    const defaults = await b.get('/api/products')
    expect(defaults.body).toMatchObject({ page: 1, perPage: 24, total: 153, totalPages: 7 })
    expect(defaults.body.products).toHaveLength(24)
  })
})

describe('GET /api/products/:slug', () => {
  it('gives the product view: plain text, numbers, pack size, top category and subcategory', async () => {
    const r = await b.get('/api/products/estathe-pesca-1-5-lt-x-6')
    expect(r.status).toBe(200)
    const product = r.body as ProductView
    expect(product).toMatchObject({
      id: 110,
      name: 'Estathé Pesca 1,5 lt x 6',
      slug: 'estathe-pesca-1-5-lt-x-6',
      price: 10.9,
      regularPrice: 10.9,
      salePrice: null,
      onSale: false,
      purchasable: true,
      stockStatus: 'instock',
      packSize: 6,
      category: { slug: 'bevande', name: 'Bevande', color: '#558E28', tint: tint('#558E28') },
      subcategory: { slug: 'te-freddi', name: 'Tè freddi' },
      shortDescription: 'Confezione da 6 bottiglie in PET riciclabile da 1,5 litri, in tutto 9 litri.',
    })
    expect(typeof product.stockQuantity).toBe('number')
    expect(product.images[0]?.src).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.+\.svg$/)
    expect(product.images[0]?.alt).toBe('Estathé Pesca 1,5 lt x 6')
    expect(product.description).toHaveLength(3)
    expect(product.description[0]).toBe(
      'Il tè freddo alla pesca di Ferrero nella bottiglia da un litro e mezzo.',
    )
    expect(r.text).not.toMatch(/<p>|&nbsp;|&euro;|price_html/)
    for (const paragraph of product.description) expect(paragraph).not.toContain('<')
  })

  it('gives packSize null when the name says no count, and the sale prices', async () => {
    const wine = await b.get('/api/products/primitivo-di-manduria-dop-75-cl')
    expect(wine.body.packSize).toBeNull()
    const onSale = await b.get('/api/products/heineken-analcolica-33-cl-pack-da-6')
    expect(onSale.body).toMatchObject({
      packSize: 6,
      onSale: true,
      price: 4.79,
      regularPrice: 5.49,
      salePrice: 4.79,
    })
  })

  it('decodes character references in names and turns HTML descriptions into paragraphs', async () => {
    const created = await t.wooRest('POST', '/products', {
      name: 'Acqua Sant&#8217;Anna <b>Fonte</b> 6&#215;1,5 L',
      slug: 'acqua-santanna-fonte-test',
      regular_price: '2.99',
      categories: [{ id: 20 }],
      short_description: '<p>Leggera &amp; <em>buona</em></p>',
      description:
        '<h2>Perché sceglierla</h2><p>Povera di sodio.<br>Adatta ai bambini.</p><ul><li>PET riciclabile</li></ul><script>x()</script>',
    })
    try {
      const r = await b.get('/api/products/acqua-santanna-fonte-test')
      expect(r.status).toBe(200)
      expect(r.body).toMatchObject({
        name: 'Acqua Sant’Anna Fonte 6×1,5 L',
        packSize: 6,
        shortDescription: 'Leggera & buona',
        description: ['Perché sceglierla', 'Povera di sodio.', 'Adatta ai bambini.', '• PET riciclabile'],
        category: { slug: 'acqua', color: '#1B5AAB' },
        subcategory: { slug: 'acqua-naturale' },
      })
      expect(r.text).not.toContain('<')
    } finally {
      await t.wooRest('DELETE', `/products/${created.id}?force=true`)
    }
  })

  it("answers SPEC.md's message for an unknown slug", async () => {
    const r = await b.get('/api/products/birra-che-non-esiste')
    expect(r.status).toBe(404)
    expect(r.body).toEqual({
      error: { code: 'product_not_found', message: "Prodotto con slug 'birra-che-non-esiste' non trovato" },
    })
  })

  it('answers the same 404 for a slug that cannot be one, without asking WooCommerce', async () => {
    const woo = countWooCalls(t)
    try {
      const r = await b.get(`/api/products/${encodeURIComponent('Birra Peroni!')}`)
      expect(r.status).toBe(404)
      expect(r.body.error).toEqual({
        code: 'product_not_found',
        message: "Prodotto con slug 'Birra Peroni!' non trovato",
      })
      const long = await b.get(`/api/products/${'a'.repeat(201)}`)
      expect(long.status).toBe(404)
      expect(woo.count('getProductBySlug')).toBe(0)
    } finally {
      woo.restore()
    }
  })

  it('does not show a product that is not published', async () => {
    const draft = await t.wooRest('POST', '/products', {
      name: 'Birra in bozza',
      slug: 'birra-in-bozza',
      status: 'draft',
      regular_price: '3.00',
      categories: [{ id: 17 }],
    })
    try {
      const r = await b.get('/api/products/birra-in-bozza')
      expect(r.status).toBe(404)
      expect(r.body.error.message).toBe("Prodotto con slug 'birra-in-bozza' non trovato")
      const listed = await allProducts('search=bozza')
      expect(listed.total).toBe(0)
    } finally {
      await t.wooRest('DELETE', `/products/${draft.id}?force=true`)
    }
  })
})

describe('compression', () => {
  const raw = (path: string, headers: Record<string, string>) =>
    new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((done, fail) => {
      request(`${t.url}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => done({ headers: response.headers, body: Buffer.concat(chunks) }))
      })
        .on('error', fail)
        .end()
    })

  it('gzips JSON answers for clients that accept it, and only for them', async () => {
    const zipped = await raw('/api/products?perPage=24', { 'accept-encoding': 'gzip' })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    const products = JSON.parse(gunzipSync(zipped.body).toString('utf8')) as { products: unknown[] }
    expect(products.products).toHaveLength(24)
    const plain = await raw('/api/products?perPage=24', {})
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(plain.body.toString('utf8'))).toEqual(products)
    expect(zipped.body.length).toBeLessThan(plain.body.length / 3)
  })
})

describe('HTTP caching: ETag, 304, Cache-Control', () => {
  it('tags every catalogue answer and answers 304 to a matching If-None-Match', async () => {
    for (const path of ['/api/products?category=vino', '/api/products/estathe-pesca-1-5-lt-x-6']) {
      const r = await b.get(path)
      expect(r.status).toBe(200)
      expect(r.headers.get('cache-control')).toBe(`public, max-age=${TTL}, stale-while-revalidate=${TTL}`)
      // The fetch of these tests accepts gzip: the compressed answer's tag is the weak form.
      const etag = r.headers.get('etag') as string
      expect(etag).toMatch(/^W\//)
      const strong = etag.replace(/^W\//, '')
      expect(strong).toBe(`"${createHash('sha256').update(r.text).digest('base64url')}"`)
      const same = await b.get(path, { 'if-none-match': etag })
      expect(same.status).toBe(304)
      expect(same.text).toBe('')
      expect(same.headers.get('etag')).toBe(strong)
      expect((await b.get(path, { 'if-none-match': strong })).status).toBe(304)
      expect(same.headers.get('cache-control')).toBe(r.headers.get('cache-control'))
      expect((await b.get(path, { 'if-none-match': `"other", W/${strong}` })).status).toBe(304)
      expect((await b.get(path, { 'if-none-match': '"something-else"' })).status).toBe(200)
    }
  })

  it('gives different answers different ETags', async () => {
    const a = await b.get('/api/products?category=vino')
    const c = await b.get('/api/products?category=birra')
    expect(a.headers.get('etag')).not.toBe(c.headers.get('etag'))
  })

  it('errors are never cacheable', async () => {
    const r = await b.get('/api/products/non-esiste-affatto')
    expect(r.headers.get('cache-control')).toBe('no-store')
    expect(r.headers.get('etag')).toBeNull()
  })
})

describe('in-memory cache', () => {
  it('answers the same WooCommerce request from memory, however the query is written', async () => {
    const woo = countWooCalls(t)
    try {
      const first = await b.get('/api/products?category=birra&sort=name&page=1')
      expect(woo.count('listAllProducts')).toBe(1)
      expect(woo.count('listCategories')).toBe(1)
      const again = await b.get('/api/products?page=1&sort=name&category=birra&perPage=24&unknown=x')
      expect(again.text).toBe(first.text)
      expect(woo.count('listAllProducts')).toBe(1)
      expect(woo.count('listCategories')).toBe(1)
      // Another page or sort of the same filters is cut from the list already read.
      const second = await b.get('/api/products?category=birra&sort=name&page=2&perPage=5')
      const cheapest = await b.get('/api/products?category=birra&sort=price-asc')
      expect([second.status, cheapest.status]).toEqual([200, 200])
      expect(woo.count('listAllProducts')).toBe(1)
      await b.get('/api/products?category=vino&sort=name')
      expect(woo.count('listAllProducts')).toBe(2)
      expect(woo.count('listProducts')).toBe(0)
      await b.get('/api/products/estathe-pesca-1-5-lt-x-6')
      await b.get('/api/products/estathe-pesca-1-5-lt-x-6')
      await b.get('/api/products/birra-che-non-esiste')
      await b.get('/api/products/birra-che-non-esiste')
      expect(woo.count('getProductBySlug')).toBe(2)
      await b.get('/api/categories')
      expect(woo.count('listCategories')).toBe(1)
    } finally {
      woo.restore()
    }
  })

  it('makes one WooCommerce call for concurrent misses of the same request', async () => {
    const woo = countWooCalls(t)
    woo.state.delayMs = 200
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => b.get('/api/products?search=birra&perPage=7')),
      )
      expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200))
      expect(new Set(answers.map((r) => r.text)).size).toBe(1)
      expect(woo.count('listAllProducts')).toBe(1)
      expect(woo.count('listCategories')).toBe(1)
    } finally {
      woo.restore()
    }
  })

  it('expires after the configured time: WooCommerce is asked again and changes show', async () => {
    const woo = countWooCalls(t)
    const before = await b.get('/api/products/birra-peroni-33-cl-x-24-bottiglie')
    expect(before.body.price).toBe(19.9)
    try {
      await t.wooRest('PUT', `/products/${before.body.id}`, { regular_price: '18.50' })
      advance(TTL - 1)
      const cached = await b.get('/api/products/birra-peroni-33-cl-x-24-bottiglie')
      expect(cached.body.price).toBe(19.9)
      expect(woo.count('getProductBySlug')).toBe(1)
      advance(2)
      const fresh = await b.get('/api/products/birra-peroni-33-cl-x-24-bottiglie')
      expect(fresh.body.price).toBe(18.5)
      expect(fresh.headers.get('etag')).not.toBe(before.headers.get('etag'))
      expect(woo.count('getProductBySlug')).toBe(2)
    } finally {
      woo.restore()
      await t.wooRest('PUT', `/products/${before.body.id}`, { regular_price: '19.90' })
    }
  })

  it('answers 503 in Italian when WooCommerce fails, and does not cache the failure', async () => {
    await t.control('/faults', 'POST', { path: '/wp-json/wc/v3/products', status: 500, times: 1 })
    const down = await b.get('/api/products?category=vino&sort=price-asc')
    expect(down.status).toBe(503)
    expect(down.body).toEqual({ error: { code: 'shop_unavailable', message: MSG.shopUnavailable } })
    expect(down.body.error.message).toBe('Il negozio non risponde in questo momento. Riprova tra poco.')
    expect(down.headers.get('cache-control')).toBe('no-store')
    const back = await b.get('/api/products?category=vino&sort=price-asc')
    expect(back.status).toBe(200)
    expect(back.body.products.length).toBeGreaterThan(0)
  })

  it('answers 503 when the category list or a product cannot be read, and recovers', async () => {
    await t.control('/faults', 'POST', { path: '/wp-json/wc/v3/products/categories', status: 502, times: 1 })
    expect((await b.get('/api/categories')).status).toBe(503)
    expect((await b.get('/api/categories')).status).toBe(200)
    await t.control('/faults', 'POST', { path: '/wp-json/wc/v3/products', status: 503, times: 1 })
    const product = await b.get('/api/products/birra-moretti-33-cl-x-24-bottiglie')
    expect(product.status).toBe(503)
    expect(product.body.error.code).toBe('shop_unavailable')
    expect((await b.get('/api/products/birra-moretti-33-cl-x-24-bottiglie')).status).toBe(200)
  })
})

describe('with the cache turned off (CATALOG_CACHE_SECONDS=0)', () => {
  let off: TestApi
  beforeAll(async () => {
    off = await startApi({ env: { CATALOG_CACHE_SECONDS: '0' } })
  })
  afterAll(async () => {
    await off?.stop()
  })

  it('asks WooCommerce every time and tells clients to revalidate', async () => {
    const woo = countWooCalls(off)
    const browser = off.browser()
    const first = await browser.get('/api/products?category=acqua')
    const second = await browser.get('/api/products?category=acqua')
    expect(first.status).toBe(200)
    expect(second.text).toBe(first.text)
    expect(woo.count('listAllProducts')).toBe(2)
    expect(first.headers.get('cache-control')).toBe('no-cache')
    expect(
      (
        await browser.get('/api/products?category=acqua', {
          'if-none-match': first.headers.get('etag') as string,
        })
      ).status,
    ).toBe(304)
  })
})
