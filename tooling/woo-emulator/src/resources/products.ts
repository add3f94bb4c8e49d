import type { Hono } from 'hono'
import { requireShopManager } from '../auth'
import { type EmulatorContext, type MetaEntry, sanitizeTitle, upsertMeta, wpDates } from '../context'
import { body, type Env, query, routeId, send } from '../http'
import { absoluteUrl } from '../images'
import { WpError } from '../wp/errors'
import { collectionHeaders, paginate } from '../wp/request'
import { ARGS } from '../wp/schemas'
import { toTheSecond, unstableTieBreak } from '../wp/unstable-ties'
import { validateArgs } from '../wp/validate'
import { categoryWithChildren, getCategory } from './categories'

export interface ProductImage {
  id: number
  src: string
  name: string
  alt: string
  date_created: string
}

/** What the emulator stores of a product; everything derived is computed when it is shown. */
export interface ProductDoc {
  id: number
  name: string
  slug: string
  date_created: string
  date_modified: string
  type: string
  status: string
  featured: boolean
  catalog_visibility: string
  description: string
  short_description: string
  sku: string
  global_unique_id: string
  regular_price: string
  sale_price: string
  date_on_sale_from: string | null
  date_on_sale_to: string | null
  total_sales: number
  virtual: boolean
  downloadable: boolean
  tax_status: string
  tax_class: string
  manage_stock: boolean
  stock_quantity: number | null
  stock_status: string
  backorders: string
  low_stock_amount: number | null
  sold_individually: boolean
  weight: string
  dimensions: { length: string; width: string; height: string }
  shipping_class: string
  reviews_allowed: boolean
  upsell_ids: number[]
  cross_sell_ids: number[]
  parent_id: number
  purchase_note: string
  categories: number[]
  images: ProductImage[]
  menu_order: number
  meta_data: MetaEntry[]
  post_password: string
}

const invalidId = (status: number) =>
  new WpError('woocommerce_rest_product_invalid_id', 'Invalid ID.', status)

export function getProduct(ctx: EmulatorContext, id: number): ProductDoc | null {
  const row = ctx.store.get<{ doc: string }>('SELECT doc FROM products WHERE id = ?', id)
  return row ? (JSON.parse(row.doc) as ProductDoc) : null
}

export function productBySku(ctx: EmulatorContext, sku: string): ProductDoc | null {
  const row = ctx.store.get<{ doc: string }>(
    "SELECT doc FROM products WHERE sku = ? AND sku != '' AND status != 'trash'",
    sku,
  )
  return row ? (JSON.parse(row.doc) as ProductDoc) : null
}

/** The price a product sells at now: the sale price when one is set, else the regular price. */
export function currentPrice(doc: ProductDoc): string {
  return doc.sale_price !== '' ? doc.sale_price : doc.regular_price
}

function isOnSale(doc: ProductDoc): boolean {
  return (
    doc.sale_price !== '' && doc.regular_price !== '' && Number(doc.sale_price) < Number(doc.regular_price)
  )
}

/** The stock status WooCommerce derives when it manages stock. */
function stockStatus(doc: ProductDoc): string {
  if (!doc.manage_stock) return doc.stock_status
  if ((doc.stock_quantity ?? 0) > 0) return 'instock'
  return doc.backorders === 'no' ? 'outofstock' : 'onbackorder'
}

/** An amount as an Italian WooCommerce store shows it: '2,50&nbsp;€' (comma decimals, symbol after). */
function priceHtml(amount: string): string {
  const [units, cents] = Number(amount).toFixed(2).split('.')
  const grouped = (units as string).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return `<span class="woocommerce-Price-amount amount"><bdi>${grouped},${cents}&nbsp;<span class="woocommerce-Price-currencySymbol" translate="no">&euro;</span></bdi></span>`
}

/** A product as WooCommerce shows it; the edit context (answers to POST and PUT) adds two fields. */
export function serializeProduct(ctx: EmulatorContext, doc: ProductDoc, context: 'view' | 'edit' = 'view') {
  const created = wpDates(doc.date_created)
  const modified = wpDates(doc.date_modified)
  const price = currentPrice(doc)
  const onSale = isOnSale(doc)
  const status = stockStatus(doc)
  const categories = doc.categories
    .map((id) => getCategory(ctx, id))
    .filter((c) => c !== null)
    .map((c) => ({ id: c.id, name: c.name, slug: c.slug }))
  return {
    id: doc.id,
    name: doc.name,
    slug: doc.slug,
    permalink: `${ctx.siteUrl}/product/${doc.slug}/`,
    date_created: created.local,
    date_created_gmt: created.gmt,
    date_modified: modified.local,
    date_modified_gmt: modified.gmt,
    type: doc.type,
    status: doc.status,
    featured: doc.featured,
    catalog_visibility: doc.catalog_visibility,
    description: doc.description,
    short_description: doc.short_description,
    sku: doc.sku,
    price,
    regular_price: doc.regular_price,
    sale_price: doc.sale_price,
    date_on_sale_from: doc.date_on_sale_from,
    date_on_sale_from_gmt: doc.date_on_sale_from,
    date_on_sale_to: doc.date_on_sale_to,
    date_on_sale_to_gmt: doc.date_on_sale_to,
    on_sale: onSale,
    purchasable: price !== '' && doc.status === 'publish',
    total_sales: doc.total_sales,
    virtual: doc.virtual,
    downloadable: doc.downloadable,
    downloads: [],
    download_limit: -1,
    download_expiry: -1,
    external_url: '',
    button_text: '',
    tax_status: doc.tax_status,
    tax_class: doc.tax_class,
    manage_stock: doc.manage_stock,
    stock_quantity: doc.manage_stock ? doc.stock_quantity : null,
    backorders: doc.backorders,
    backorders_allowed: doc.backorders !== 'no',
    backordered: doc.manage_stock && (doc.stock_quantity ?? 0) <= 0 && doc.backorders !== 'no',
    low_stock_amount: doc.low_stock_amount,
    sold_individually: doc.sold_individually,
    weight: doc.weight,
    dimensions: doc.dimensions,
    shipping_required: !doc.virtual,
    shipping_taxable: doc.tax_status === 'taxable',
    shipping_class: doc.shipping_class,
    shipping_class_id: 0,
    reviews_allowed: doc.reviews_allowed,
    average_rating: '0.00',
    rating_count: 0,
    upsell_ids: doc.upsell_ids,
    cross_sell_ids: doc.cross_sell_ids,
    parent_id: doc.parent_id,
    purchase_note: doc.purchase_note,
    categories,
    brands: [],
    tags: [],
    images: doc.images.map((image) => {
      const date = wpDates(image.date_created)
      return {
        id: image.id,
        date_created: date.local,
        date_created_gmt: date.gmt,
        date_modified: date.local,
        date_modified_gmt: date.gmt,
        src: absoluteUrl(ctx, image.src),
        name: image.name,
        alt: image.alt,
      }
    }),
    attributes: [],
    default_attributes: [],
    variations: [],
    grouped_products: [],
    menu_order: doc.menu_order,
    price_html:
      price === ''
        ? ''
        : onSale
          ? `<del aria-hidden="true">${priceHtml(doc.regular_price)}</del> <ins aria-hidden="true">${priceHtml(price)}</ins>`
          : priceHtml(price),
    related_ids: [],
    meta_data: doc.meta_data,
    stock_status: status,
    has_options: false,
    post_password: doc.post_password,
    global_unique_id: doc.global_unique_id,
    ...(context === 'edit'
      ? { permalink_template: `${ctx.siteUrl}/product/%pagename%/`, generated_slug: doc.slug }
      : {}),
    _links: {
      self: [
        {
          href: `${ctx.siteUrl}/wp-json/wc/v3/products/${doc.id}`,
          targetHints: { allow: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] },
        },
      ],
      collection: [{ href: `${ctx.siteUrl}/wp-json/wc/v3/products` }],
    },
  }
}

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

function save(ctx: EmulatorContext, doc: ProductDoc, insert: boolean): void {
  // WooCommerce stores the status it derives while it manages stock (WC_Product::validate_props),
  // and forgets the quantity when it stops: PUT { manage_stock: false } on a product at 0 leaves it
  // 'outofstock' until a stock_status is sent too (REAL-STORE-DIFFERENCES row 4).
  if (doc.manage_stock) doc.stock_status = stockStatus(doc)
  else doc.stock_quantity = null
  const price = currentPrice(doc)
  const values = [
    doc.name,
    doc.slug,
    doc.sku,
    doc.status,
    doc.type,
    doc.featured ? 1 : 0,
    isOnSale(doc) ? 1 : 0,
    price === '' ? null : Number(price),
    stockStatus(doc),
    doc.total_sales,
    doc.menu_order,
    doc.date_created,
    doc.date_modified,
    `${doc.name} ${plainText(doc.short_description)} ${plainText(doc.description)}`,
    JSON.stringify(doc),
    doc.id,
  ] as const
  if (insert) {
    ctx.store.run(
      `INSERT INTO products (name, slug, sku, status, type, featured, on_sale, price, stock_status, total_sales, menu_order,
        date_created, date_modified, search_text, doc, id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ...values,
    )
  } else {
    ctx.store.run(
      `UPDATE products SET name = ?, slug = ?, sku = ?, status = ?, type = ?, featured = ?, on_sale = ?, price = ?,
        stock_status = ?, total_sales = ?, menu_order = ?, date_created = ?, date_modified = ?, search_text = ?, doc = ?
        WHERE id = ?`,
      ...values,
    )
  }
  ctx.store.run('DELETE FROM product_categories WHERE product_id = ?', doc.id)
  for (const category of doc.categories) {
    ctx.store.run(
      'INSERT OR IGNORE INTO product_categories (product_id, category_id) VALUES (?, ?)',
      doc.id,
      category,
    )
  }
}

function uniqueSlug(ctx: EmulatorContext, wanted: string, exceptId: number): string {
  const base = wanted || 'product'
  let slug = base
  for (let n = 2; ctx.store.get('SELECT 1 FROM products WHERE slug = ? AND id != ?', slug, exceptId); n++) {
    slug = `${base}-${n}`
  }
  return slug
}

/** Rule 11: a duplicate SKU is refused, naming the product that has it and a free alternative. */
function checkSku(ctx: EmulatorContext, sku: string, exceptId: number): void {
  if (sku === '') return
  const owner = ctx.store.get<{ id: number }>(
    "SELECT id FROM products WHERE sku = ? AND id != ? AND status != 'trash'",
    sku,
    exceptId,
  )
  if (!owner) return
  let n = 1
  while (ctx.store.get('SELECT 1 FROM products WHERE sku = ?', `${sku}-${n}`)) n++
  throw new WpError('product_invalid_sku', 'Invalid or duplicated SKU.', 400, {
    resource_id: owner.id,
    unique_sku: `${sku}-${n}`,
  })
}

/** Applies validated create/update arguments to a product document. */
function apply(ctx: EmulatorContext, doc: ProductDoc, args: Record<string, unknown>): void {
  const strings = [
    'name',
    'description',
    'short_description',
    'regular_price',
    'sale_price',
    'weight',
    'tax_class',
    'shipping_class',
    'purchase_note',
    'post_password',
    'global_unique_id',
    'type',
    'status',
    'catalog_visibility',
    'tax_status',
    'stock_status',
    'backorders',
  ] as const
  for (const key of strings) if (typeof args[key] === 'string') (doc[key] as string) = args[key] as string
  for (const key of [
    'featured',
    'virtual',
    'downloadable',
    'manage_stock',
    'sold_individually',
    'reviews_allowed',
  ] as const) {
    if (typeof args[key] === 'boolean') doc[key] = args[key] as boolean
  }
  for (const key of ['menu_order', 'parent_id'] as const)
    if (typeof args[key] === 'number') doc[key] = args[key] as number
  if (args.stock_quantity !== undefined)
    doc.stock_quantity = args.stock_quantity === null ? null : Number(args.stock_quantity)
  if (args.low_stock_amount !== undefined) doc.low_stock_amount = args.low_stock_amount as number | null
  if (typeof args.sku === 'string') {
    checkSku(ctx, args.sku, doc.id)
    doc.sku = args.sku
  }
  if (typeof args.slug === 'string' && args.slug !== '')
    doc.slug = uniqueSlug(ctx, sanitizeTitle(args.slug), doc.id)
  if (typeof args.date_created === 'string') doc.date_created = new Date(args.date_created).toISOString()
  if (Array.isArray(args.categories)) {
    doc.categories = args.categories
      .map((c) => Number((c as { id?: unknown })?.id))
      .filter((id) => Number.isInteger(id) && getCategory(ctx, id) !== null)
  }
  if (Array.isArray(args.images)) {
    doc.images = args.images
      .filter(
        (image): image is { src: string; name?: string; alt?: string } =>
          typeof (image as { src?: unknown })?.src === 'string',
      )
      .map((image) => ({
        id: ctx.store.nextId('media'),
        src: image.src,
        name: image.name ?? '',
        alt: image.alt ?? '',
        date_created: ctx.now().toISOString(),
      }))
  }
  if (args.meta_data !== undefined)
    doc.meta_data = upsertMeta(ctx.store, doc.meta_data, args.meta_data, { dropPrivate: false })
  if (args.dimensions && typeof args.dimensions === 'object')
    doc.dimensions = { ...doc.dimensions, ...(args.dimensions as object) }
}

/** Rule 10: the defaults of a new product; an empty body makes one named "Product". */
export function createProduct(ctx: EmulatorContext, input: Record<string, unknown>): ProductDoc {
  const args = validateArgs(ARGS.products.create, input)
  const now = ctx.now().toISOString()
  const doc: ProductDoc = {
    id: ctx.store.nextId('posts'),
    name: 'Product',
    slug: '',
    date_created: now,
    date_modified: now,
    type: 'simple',
    status: 'publish',
    featured: false,
    catalog_visibility: 'visible',
    description: '',
    short_description: '',
    sku: '',
    global_unique_id: '',
    regular_price: '',
    sale_price: '',
    date_on_sale_from: null,
    date_on_sale_to: null,
    total_sales: 0,
    virtual: false,
    downloadable: false,
    tax_status: 'taxable',
    tax_class: '',
    manage_stock: false,
    stock_quantity: null,
    stock_status: 'instock',
    backorders: 'no',
    low_stock_amount: null,
    sold_individually: false,
    weight: '',
    dimensions: { length: '', width: '', height: '' },
    shipping_class: '',
    reviews_allowed: true,
    upsell_ids: [],
    cross_sell_ids: [],
    parent_id: 0,
    purchase_note: '',
    categories: [],
    images: [],
    menu_order: 0,
    meta_data: [],
    post_password: '',
  }
  apply(ctx, doc, args)
  if (doc.categories.length === 0) {
    // WooCommerce files a product without categories under the default one ("Uncategorized").
    const fallback = ctx.store.getSetting<number | null>('default_product_cat', null)
    if (fallback !== null && getCategory(ctx, fallback)) doc.categories = [fallback]
  }
  if (typeof args.total_sales === 'number') doc.total_sales = args.total_sales
  if (doc.slug === '') doc.slug = uniqueSlug(ctx, sanitizeTitle(doc.name), doc.id)
  ctx.store.transaction(() => save(ctx, doc, true))
  return doc
}

export function updateProduct(ctx: EmulatorContext, id: number, input: Record<string, unknown>): ProductDoc {
  const doc = getProduct(ctx, id)
  if (!doc) throw invalidId(400) // rule 12: PUT of an unknown id is a 400
  const args = validateArgs(ARGS.products.update, input, { requireRequired: false })
  apply(ctx, doc, args)
  doc.date_modified = ctx.now().toISOString()
  ctx.store.transaction(() => save(ctx, doc, false))
  return doc
}

/** Changes stock by `delta` (negative when sold); returns the new quantity, or null when stock is not managed. */
export function changeStock(ctx: EmulatorContext, id: number, delta: number, sold = 0): number | null {
  const doc = getProduct(ctx, id)
  if (!doc) return null
  doc.total_sales += sold
  if (doc.manage_stock) doc.stock_quantity = (doc.stock_quantity ?? 0) + delta
  save(ctx, doc, false)
  return doc.manage_stock ? doc.stock_quantity : null
}

/** The column of each orderby; ties in it come back in MySQL's unstable order (unstableTieBreak). */
const ORDER_BY: Record<string, string> = {
  date: toTheSecond('date_created'),
  id: 'id',
  include: 'id',
  title: 'name COLLATE NOCASE',
  slug: 'slug',
  modified: toTheSecond('date_modified'),
  popularity: 'total_sales',
  rating: toTheSecond('date_created'),
  post__in: 'id',
  price: 'price',
  sales: 'total_sales',
  menu_order: 'menu_order',
  random: 'RANDOM()',
}

function idList(value: unknown): number[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []
  return list.map(Number).filter((n) => Number.isInteger(n) && n > 0)
}

export function productRoutes(app: Hono<Env>, ctx: EmulatorContext): void {
  app.get('/wp-json/wc/v3/products', (c) => {
    requireShopManager(c.get('principal'), 'list')
    const q = query(c)
    const args = validateArgs(ARGS.products.list, q)
    const where: string[] = []
    const params: (string | number)[] = []
    const status = String(args.status ?? 'any')
    if (status === 'any') where.push("status NOT IN ('trash', 'auto-draft')")
    else {
      where.push('status = ?')
      params.push(status)
    }
    if (typeof args.search === 'string' && args.search.trim() !== '') {
      for (const word of args.search.trim().split(/\s+/)) {
        where.push('search_text LIKE ?')
        params.push(`%${word}%`)
      }
    }
    if (typeof args.slug === 'string' && args.slug !== '') {
      where.push('slug = ?')
      params.push(args.slug)
    }
    if (typeof args.sku === 'string' && args.sku !== '') {
      const skus = args.sku.split(',').map((s) => s.trim())
      where.push(`sku IN (${skus.map(() => '?').join(',')})`)
      params.push(...skus)
    }
    if (args.category !== undefined) {
      const categories = categoryWithChildren(ctx, idList(args.category))
      where.push(
        `id IN (SELECT product_id FROM product_categories WHERE category_id IN (${categories.map(() => '?').join(',') || 'NULL'}))`,
      )
      params.push(...categories)
    }
    if (typeof args.featured === 'boolean') where.push(`featured = ${args.featured ? 1 : 0}`)
    if (typeof args.on_sale === 'boolean') where.push(`on_sale = ${args.on_sale ? 1 : 0}`)
    if (typeof args.stock_status === 'string') {
      where.push('stock_status = ?')
      params.push(args.stock_status)
    }
    if (typeof args.type === 'string') {
      where.push('type = ?')
      params.push(args.type)
    }
    if (typeof args.min_price === 'string' && args.min_price !== '') {
      where.push('price >= ?')
      params.push(Number(args.min_price))
    }
    if (typeof args.max_price === 'string' && args.max_price !== '') {
      where.push('price <= ?')
      params.push(Number(args.max_price))
    }
    for (const [key, op] of [
      ['include', 'IN'],
      ['exclude', 'NOT IN'],
    ] as const) {
      const ids = idList(args[key])
      if (ids.length > 0) {
        where.push(`id ${op} (${ids.map(() => '?').join(',')})`)
        params.push(...ids)
      }
    }
    const clause = `WHERE ${where.join(' AND ')}`
    const total =
      ctx.store.get<{ n: number }>(`SELECT COUNT(*) AS n FROM products ${clause}`, ...params)?.n ?? 0
    const { limit, offset, pagination } = paginate(args, total)
    const direction = args.order === 'asc' ? 'ASC' : 'DESC'
    const orderBy = ORDER_BY[String(args.orderby)] ?? toTheSecond('date_created')
    const rows = ctx.store.all<{ doc: string }>(
      `SELECT doc FROM products ${clause} ORDER BY ${orderBy} ${orderBy === 'RANDOM()' ? '' : direction}, ${unstableTieBreak(limit, offset)} LIMIT ? OFFSET ?`,
      ...params,
      limit,
      offset,
    )
    return send(
      c,
      200,
      rows.map((row) => serializeProduct(ctx, JSON.parse(row.doc) as ProductDoc)),
      { ...collectionHeaders(ctx.siteUrl, 'wc/v3/products', q, pagination), Allow: 'GET, POST' },
    )
  })

  app.get('/wp-json/wc/v3/products/:id{[0-9]+}', (c) => {
    requireShopManager(c.get('principal'), 'view')
    const doc = getProduct(ctx, routeId(c)) // trashed products stay readable by id (rule 12)
    if (!doc) throw invalidId(404)
    return send(c, 200, serializeProduct(ctx, doc), { Allow: 'GET, POST, PUT, PATCH, DELETE' })
  })

  app.post('/wp-json/wc/v3/products', async (c) => {
    requireShopManager(c.get('principal'), 'create')
    const doc = createProduct(ctx, await body(c))
    return send(c, 201, serializeProduct(ctx, doc, 'edit'), { Allow: 'GET, POST' })
  })

  app.on(['PUT', 'PATCH'], '/wp-json/wc/v3/products/:id{[0-9]+}', async (c) => {
    requireShopManager(c.get('principal'), 'edit')
    const doc = updateProduct(ctx, routeId(c), await body(c))
    return send(c, 200, serializeProduct(ctx, doc, 'edit'), { Allow: 'GET, POST, PUT, PATCH, DELETE' })
  })

  app.delete('/wp-json/wc/v3/products/:id{[0-9]+}', (c) => {
    requireShopManager(c.get('principal'), 'delete')
    const doc = getProduct(ctx, routeId(c))
    if (!doc) throw invalidId(404)
    const shown = serializeProduct(ctx, doc)
    if (query(c).force === 'true') {
      ctx.store.run('DELETE FROM products WHERE id = ?', doc.id)
      ctx.store.run('DELETE FROM product_categories WHERE product_id = ?', doc.id)
      return send(c, 200, shown)
    }
    doc.status = 'trash'
    save(ctx, doc, false)
    return send(c, 200, serializeProduct(ctx, doc))
  })
}
