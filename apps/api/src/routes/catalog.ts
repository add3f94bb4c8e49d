/**
 * The catalogue: categories and products for the storefront, read from WooCommerce and cached.
 *
 * GET /api/categories
 *   200 { categories: Category[] }
 *   Category = { id: number, name: string, slug: string, parentSlug: string | null,
 *                description: string (plain text), count: number, color: string, tint: string }
 *   WooCommerce's order (by name). Left out: the default category ('senza-categoria' /
 *   'uncategorized') and categories without products. color/tint: @shop/catalog categoryColor of
 *   the TOP category's name, so subcategories carry their parent's colour.
 *
 * GET /api/products?category=&subcategory=&search=&sort=&page=&perPage=&onSale=&featured=
 *   category     a category slug (404 'Categoria non trovata' when unknown; its subcategories' products are included)
 *   subcategory  a slug of a subcategory of `category` (needs category; 404 'Categoria non trovata' when unknown or not under it)
 *   search       at most 100 characters; blank = no search. The shop's own search
 *                (catalog/search/product-search.ts: Italian stems, accents, pack sizes, synonyms,
 *                typos), over the published catalogue, then kept to the other filters.
 *   sort         'relevance' (the default with a search; without one it means 'newest') | 'newest'
 *                (the default) | 'price-asc' | 'price-desc' | 'name' | 'popularity'
 *                (@shop/catalog sortProducts: equal dates, prices, names or sales go by id, the
 *                newer first, so paging never skips or repeats a product)
 *   page         1-1000, default 1;  perPage 1-48, default 24
 *   onSale       'true' only: products on sale;  featured 'true' only: featured products
 *   ids          up to 48 product ids, comma-separated: only those (the ones still published; the
 *                reorder dialog asks for an earlier order's products this way)
 *   200 { products: ProductView[], total: number, totalPages: number, page: number, perPage: number,
 *         didYouMean: string | null }
 *   Only published products. A page past the last one answers an empty product list. didYouMean:
 *   the search with its unknown words replaced by the catalogue's nearest ones ('bira' → 'birra'),
 *   when that finds products; null otherwise and without a search.
 *
 * GET /api/search/suggestions?q=   (q: 0-100 characters, required)
 *   200 { suggestions: { id, name, slug, price, image: { src, alt } | null }[], total: number,
 *         didYouMean: string | null }
 *   What the search box offers while a customer types: the first SUGGESTIONS (6) products of the
 *   search, its last word read as the start of a word from 3 letters ('birra pero' → the Peroni); total: how many
 *   the whole search finds. A blank q answers no suggestion.
 *
 * GET /api/products/:slug
 *   200 ProductView
 *   404 { error: { code: 'product_not_found', message: "Prodotto con slug '{slug}' non trovato" } }
 *       also for a slug that cannot be one (anything but a-z, 0-9, '-', '_', or over 200 characters)
 *       and for a product that is not published.
 *
 * ProductView = { id: number, name: string (plain text), slug: string, price: number (euros, 2 decimals;
 *   0 when WooCommerce has no price, then purchasable is false), regularPrice: number | null,
 *   salePrice: number | null, onSale: boolean, featured: boolean, purchasable: boolean,
 *   stockStatus: 'instock' | 'outofstock' | 'onbackorder', stockQuantity: number | null,
 *   packSize: number | null, category: { slug, name, color, tint } | null (the top category),
 *   subcategory: { slug, name } | null, images: { src, alt }[] (http(s) only; alt defaults to the name),
 *   shortDescription: string (plain text), description: string[] (plain-text paragraphs) }
 *   No WooCommerce HTML ever reaches the browser.
 *
 * Paging: WooCommerce sorts with no tie-break (REAL-STORE-DIFFERENCES row 6: products created in
 * the same second come back in a different order on every page, so its pages skip and repeat
 * them). The list therefore reads every product of the filters once (@shop/woo-client
 * listAllProducts: pages of 100 by id), sorts them here with a tie-break and cuts the page.
 *
 * The search index follows the published catalogue's list: each time that list is read again (the
 * cache expired, or forgetProducts), the products that changed are indexed again, new ones added
 * and gone ones removed; the first search after a start indexes the whole catalogue (1.7 s at
 * 10,000 products, BENCHMARKS.md).
 *
 * Caching: WooCommerce's answers are kept in memory for CATALOG_CACHE_SECONDS (config
 * catalogCacheSeconds; 0 turns it off): a filter's whole product list (at most 50 lists, with the
 * pages cut from it) and single products by slug (at most 500), least recently used first out;
 * concurrent misses for one request make one WooCommerce call. Every 200 carries a strong ETag (a hash of the body) and
 * `Cache-Control: public, max-age=<ttl>, stale-while-revalidate=<ttl>` (`no-cache` when the cache
 * is off); a matching If-None-Match gets 304 with no body. Failures are never cached.
 *
 * Errors: 400 invalid_request (bad query, Italian message, `fields` by parameter);
 * 503 { error: { code: 'shop_unavailable', message: 'Il negozio non risponde in questo momento. Riprova tra poco.' } }
 * when WooCommerce fails or does not answer.
 */
import { PRODUCT_SORTS, sortProducts } from '@shop/catalog'
import { isWooError, type Product, type Query, WOO_MESSAGES } from '@shop/woo-client'
import type { Hono } from 'hono'
import { z } from 'zod'
import { type CategoryIndex, createCategoryIndex, DEFAULT_CATEGORY_SLUGS } from '../catalog/category-index'
import { productIdsParam } from '../catalog/product-ids'
import { productView } from '../catalog/product-view'
import { type Representation, representationOf, sendRepresentation } from '../catalog/representation'
import { createProductSearch, type ProductSearch } from '../catalog/search/product-search'
import { searchDocument } from '../catalog/search/search-document'
import { createTtlCache } from '../catalog/ttl-cache'
import type { ProductPage, SearchSuggestionsAnswer } from '../contract'
import { ApiError } from '../http/api-error'
import { MSG } from '../http/messages'
import { readQuery } from '../http/validate'
import type { AppEnv, ServerDeps } from '../server-deps'

/** How many WooCommerce answers the catalogue keeps at most. */
export const CATALOG_CACHE_ENTRIES = 500
/** How many product lists (one per set of filters) it keeps, and pages cut from each. */
export const CATALOG_CACHE_LISTS = 50
const PAGES_PER_LIST = 200

/** A filter's products as WooCommerce gave them, and the answers already cut from them. */
interface ProductList {
  products: Product[]
  pages: Map<string, Representation>
}

const SLUG = /^[a-z0-9_-]{1,200}$/

const categorySlug = (label: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .min(1, `${label} non può essere vuota`)
    .max(200, `${label} può avere al massimo 200 caratteri`)
    .optional()

const wholeNumber = (label: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, `${label} deve essere un numero intero da ${min} a ${max}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${label} deve essere un numero intero da ${min} a ${max}`)
        .max(max, `${label} deve essere un numero intero da ${min} a ${max}`),
    )
    .optional()
    .transform((value) => value ?? fallback)

const onlyTrue = (label: string) =>
  z.literal('true', { error: `${label} accetta solo il valore true` }).optional()

const productsQuerySchema = z
  .object({
    category: categorySlug('La categoria'),
    subcategory: categorySlug('La sottocategoria'),
    search: z
      .string()
      .trim()
      .max(100, 'La ricerca può avere al massimo 100 caratteri')
      .optional()
      // Control characters mean nothing in a search: they become spaces.
      .transform((value) => value?.replace(/\p{Cc}+/gu, ' ').trim() || undefined),
    sort: z
      .enum([...PRODUCT_SORTS, 'relevance'], {
        error: 'Ordinamento non valido: usa relevance, newest, price-asc, price-desc, name o popularity',
      })
      .optional(),
    page: wholeNumber('La pagina', 1, 1000, 1),
    perPage: wholeNumber('Il numero di prodotti per pagina', 1, 48, 24),
    onSale: onlyTrue('onSale'),
    featured: onlyTrue('featured'),
    ids: productIdsParam(48).optional(),
  })
  .refine((query) => query.subcategory === undefined || query.category !== undefined, {
    path: ['subcategory'],
    error: 'Per filtrare per sottocategoria indica anche la categoria',
  })

const suggestionsQuerySchema = z.object({
  q: z
    .string({ error: 'Scrivi che cosa cerchi' })
    .max(100, 'La ricerca può avere al massimo 100 caratteri')
    .transform((value) => value.replace(/\p{Cc}+/gu, ' ').trim()),
})

/** How many products the search box suggests while a customer types. */
export const SUGGESTIONS = 6

const categoryNotFound = () => new ApiError(404, 'category_not_found', 'Categoria non trovata')
const productNotFound = (slug: string) =>
  new ApiError(
    404,
    'product_not_found',
    WOO_MESSAGES.productSlugNotFound(slug.length > 200 ? `${slug.slice(0, 200)}…` : slug),
  )

/** A WooCommerce request as a cache key: the path and the query, sorted. */
function cacheKey(path: string, query: Query): string {
  const params = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
  return `${path}?${params.join('&')}`
}

/** What other routes may ask of the catalogue's cache. */
export interface CatalogCache {
  /** Forgets the cached product answers: an operator changed a stock, the next visitor sees it. */
  forgetProducts(): void
}

export function catalogRoutes(app: Hono<AppEnv>, deps: ServerDeps): CatalogCache {
  const ttlSeconds = deps.config.catalogCacheSeconds
  const cacheOptions = { ttlMs: ttlSeconds * 1000, now: () => deps.now().getTime() }
  const categoriesCache = createTtlCache<{ index: CategoryIndex; representation: Representation }>({
    ...cacheOptions,
    maxEntries: 1,
  })
  const answers = createTtlCache<Representation | null>({
    ...cacheOptions,
    maxEntries: CATALOG_CACHE_ENTRIES,
  })
  const lists = createTtlCache<ProductList>({ ...cacheOptions, maxEntries: CATALOG_CACHE_LISTS })
  const cacheControl =
    ttlSeconds > 0 ? `public, max-age=${ttlSeconds}, stale-while-revalidate=${ttlSeconds}` : 'no-cache'

  /** A WooCommerce call; its failures are the shop being unavailable (503), never cached. */
  async function fromWoo<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call()
    } catch (error) {
      if (!isWooError(error)) throw error
      deps.log.warn('catalogue: WooCommerce call failed', {
        what,
        status: error.status,
        code: error.code,
        error,
      })
      throw new ApiError(503, 'shop_unavailable', MSG.shopUnavailable)
    }
  }

  const categories = () =>
    categoriesCache.get('wc/v3/products/categories', async () => {
      const index = createCategoryIndex(await fromWoo('categorie', () => deps.woo.listCategories()))
      return { index, representation: representationOf({ categories: index.views }) }
    })

  /** A category the storefront may filter by: known to WooCommerce and not the default one. */
  const visibleCategory = (index: CategoryIndex, slug: string) => {
    const category = index.bySlug(slug)
    if (!category) return undefined
    const top = index.topOf(category.id)
    return DEFAULT_CATEGORY_SLUGS.has(category.slug) || (top && DEFAULT_CATEGORY_SLUGS.has(top.slug))
      ? undefined
      : category
  }

  /** A filter's products, read once per cache period. */
  const productList = (filters: Query) =>
    lists.get(cacheKey('wc/v3/products', filters), async () => ({
      products: await fromWoo('prodotti', () => deps.woo.listAllProducts(filters)),
      pages: new Map(),
    }))

  /**
   * The search index, following the published catalogue: each time the catalogue's list is read
   * again from WooCommerce (its cache expired, or an operator changed a stock), the products that
   * changed are indexed again, the new ones added and the gone ones removed.
   */
  const search = createProductSearch()
  let indexed: { products: readonly Product[]; categories: CategoryIndex } | null = null
  async function searchIndex(): Promise<ProductSearch> {
    const [{ products }, { index }] = await Promise.all([productList({ status: 'publish' }), categories()])
    if (indexed?.products !== products || indexed.categories !== index) {
      search.sync(products.map((product) => searchDocument(product, index)))
      indexed = { products, categories: index }
    }
    return search
  }

  app.get('/api/search/suggestions', async (c) => {
    const { q } = readQuery(c, suggestionsQuerySchema)
    const [{ products }, { index }, found] = await Promise.all([
      productList({ status: 'publish' }),
      categories(),
      searchIndex(),
    ])
    const answer = q ? found.find(q, { asYouType: true }) : { ids: [], didYouMean: null }
    const byId = new Map(products.map((product) => [product.id, product]))
    const suggestions = answer.ids.slice(0, SUGGESTIONS).flatMap((id) => {
      const product = byId.get(id)
      if (!product) return []
      const view = productView(product, index)
      return [
        { id: view.id, name: view.name, slug: view.slug, price: view.price, image: view.images[0] ?? null },
      ]
    })
    return sendRepresentation(
      c,
      representationOf({
        suggestions,
        total: answer.ids.length,
        didYouMean: answer.didYouMean,
      } satisfies SearchSuggestionsAnswer),
      cacheControl,
    )
  })

  app.get('/api/categories', async (c) => {
    const { representation } = await categories()
    return sendRepresentation(c, representation, cacheControl)
  })

  app.get('/api/products', async (c) => {
    const q = readQuery(c, productsQuerySchema)
    let categoryId: number | undefined
    if (q.category !== undefined) {
      const { index } = await categories()
      const category = visibleCategory(index, q.category)
      if (!category) throw categoryNotFound()
      categoryId = category.id
      if (q.subcategory !== undefined) {
        const sub = visibleCategory(index, q.subcategory)
        if (!sub || sub.id === category.id || !isUnder(index, sub.id, category.id)) throw categoryNotFound()
        categoryId = sub.id
      }
    }
    const filters: Query = {
      status: 'publish',
      category: categoryId,
      on_sale: q.onSale ? true : undefined,
      featured: q.featured ? true : undefined,
      include: q.ids?.length ? q.ids.join(',') : undefined,
    }
    const list = await productList(filters)
    // Relevance needs a search: without one it is the default order.
    const sort = q.search
      ? (q.sort ?? 'relevance')
      : q.sort === undefined || q.sort === 'relevance'
        ? 'newest'
        : q.sort
    const pageKey = `${sort}\u0000${q.page}\u0000${q.perPage}\u0000${q.search ?? ''}`
    let representation = list.pages.get(pageKey)
    if (!representation) {
      const { index } = await categories()
      let found = list.products
      let didYouMean: string | null = null
      if (q.search) {
        const answer = (await searchIndex()).find(q.search)
        const listed = new Map(list.products.map((product) => [product.id, product]))
        found = answer.ids.map((id) => listed.get(id)).filter((product) => product !== undefined)
        didYouMean = answer.didYouMean
      }
      const sorted = sort === 'relevance' ? found : sortProducts(found, sort)
      const start = (q.page - 1) * q.perPage
      representation = representationOf({
        products: sorted.slice(start, start + q.perPage).map((product) => productView(product, index)),
        total: sorted.length,
        totalPages: Math.ceil(sorted.length / q.perPage),
        page: q.page,
        perPage: q.perPage,
        didYouMean,
      } satisfies ProductPage)
      if (ttlSeconds > 0) {
        if (list.pages.size >= PAGES_PER_LIST) list.pages.clear()
        list.pages.set(pageKey, representation)
      }
    }
    return sendRepresentation(c, representation, cacheControl)
  })

  app.get('/api/products/:slug', async (c) => {
    const slug = c.req.param('slug')
    if (!SLUG.test(slug)) throw productNotFound(slug)
    const representation = await answers.get(cacheKey('wc/v3/products', { slug }), async () => {
      const product = await fromWoo('prodotto', async () => {
        try {
          return await deps.woo.getProductBySlug(slug)
        } catch (error) {
          if (isWooError(error) && error.code === 'product_not_found') return null
          throw error
        }
      })
      // A draft, pending or private product is not for the storefront (the store lists every status).
      if (!product || (product.status !== undefined && product.status !== 'publish')) return null
      const { index } = await categories()
      return representationOf(productView(product, index))
    })
    if (!representation) throw productNotFound(slug)
    return sendRepresentation(c, representation, cacheControl)
  })

  return {
    forgetProducts: () => {
      answers.clear()
      lists.clear()
    },
  }
}

/** Whether category `id` lies under `ancestorId` (its parent, grandparent, ...). */
function isUnder(index: CategoryIndex, id: number, ancestorId: number): boolean {
  const seen = new Set<number>()
  let current = index.byId(id)
  while (current?.parent && !seen.has(current.id)) {
    if (current.parent === ancestorId) return true
    seen.add(current.id)
    current = index.byId(current.parent)
  }
  return false
}
