import { type Product, productCategorySchema, productSchema } from '../schemas'
import type { CallOptions, Page, ProductsResource, Query } from '../woo-client'
import { WOO_MESSAGES, WooError } from '../woo-error'
import { positiveId, type WooRequest } from '../woo-request'

/** listAllProducts: how many pages it asks for at once after the first. */
export const LIST_ALL_CONCURRENCY = 4

/** wc/v3/products and wc/v3/products/categories. */
export function productsResource({ request, getOrNull, list }: WooRequest): ProductsResource {
  const listProducts = (query?: Query, call?: CallOptions): Promise<Page<Product>> =>
    list(productSchema, 'prodotti', 'wc/v3/products', query, call)
  const listCategoryPage = (page: number, call?: CallOptions) =>
    list(productCategorySchema, 'categorie', 'wc/v3/products/categories', { per_page: 100, page }, call)
  const putProduct = async (id: number, body: object, call?: CallOptions, what = 'giacenza') =>
    (await request(productSchema, what, 'PUT', `wc/v3/products/${id}`, { body, call })).data

  return {
    listProducts,

    getProduct: (id, call) =>
      positiveId(id)
        ? getOrNull(productSchema, 'prodotto', `wc/v3/products/${id}`, call)
        : Promise.resolve(null),

    async getProductBySlug(slug, call) {
      const page = await list(productSchema, 'prodotto', 'wc/v3/products', { slug, per_page: 1 }, call)
      const product = page.items[0]
      if (!product) {
        throw new WooError({
          status: 404,
          code: 'product_not_found',
          kind: 'not_found',
          message: WOO_MESSAGES.productSlugNotFound(slug),
        })
      }
      return product
    },

    async listAllProducts(query, call) {
      const pageOf = (page: number) =>
        listProducts({ ...query, orderby: 'id', order: 'asc', per_page: 100, page }, call)
      const first = await pageOf(1)
      const pages = Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => i + 2)
      const rest: Page<Product>[] = []
      let next = 0
      const worker = async () => {
        while (next < pages.length) {
          const index = next++
          rest[index] = await pageOf(pages[index] as number)
        }
      }
      await Promise.all(Array.from({ length: Math.min(LIST_ALL_CONCURRENCY, pages.length) }, worker))
      // A product removed while the pages were read shifts the later ones: keep the first of each id.
      const seen = new Set<number>()
      const products: Product[] = []
      for (const product of [first, ...rest].flatMap((page) => page.items)) {
        if (seen.has(product.id)) continue
        seen.add(product.id)
        products.push(product)
      }
      return products
    },

    listOnSale: (query, call) => listProducts({ ...query, on_sale: true }, call),
    listFeatured: (query, call) => listProducts({ ...query, featured: true }, call),
    searchProducts: (term, query, call) => listProducts({ ...query, search: term }, call),

    async listCategories(call) {
      const first = await listCategoryPage(1, call)
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => listCategoryPage(i + 2, call)),
      )
      return [...first.items, ...rest.flatMap((page) => page.items)]
    },

    updateStock: (id, stockQuantity, call) =>
      putProduct(id, { stock_quantity: stockQuantity, manage_stock: true }, call),

    stopManagingStock: (id, call) => putProduct(id, { manage_stock: false, stock_status: 'instock' }, call),

    updateProductMeta: (id, meta, call) => putProduct(id, { meta_data: meta }, call, 'prodotto'),
  }
}
