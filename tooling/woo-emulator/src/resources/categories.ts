import type { Hono } from 'hono'
import { requireShopManager } from '../auth'
import { type EmulatorContext, sanitizeTitle } from '../context'
import { body, type Env, query, routeId, send } from '../http'
import { WpError } from '../wp/errors'
import { collectionHeaders, paginate } from '../wp/request'
import { ARGS } from '../wp/schemas'
import { validateArgs } from '../wp/validate'

export interface CategoryDoc {
  id: number
  name: string
  slug: string
  parent: number
  description: string
  display: string
  image: { id: number; src: string; name: string; alt: string } | null
  menu_order: number
}

const notFound = (status = 404) =>
  new WpError('woocommerce_rest_term_invalid', 'Resource does not exist.', status)

export function getCategory(ctx: EmulatorContext, id: number): CategoryDoc | null {
  const row = ctx.store.get<{ doc: string }>('SELECT doc FROM categories WHERE id = ?', id)
  return row ? (JSON.parse(row.doc) as CategoryDoc) : null
}

/** Categories and all their descendants (WordPress tax queries include children). */
export function categoryWithChildren(ctx: EmulatorContext, ids: number[]): number[] {
  const all = ctx.store.all<{ id: number; parent: number }>('SELECT id, parent FROM categories')
  const out = new Set(ids)
  let grew = true
  while (grew) {
    grew = false
    for (const { id, parent } of all) {
      if (out.has(parent) && !out.has(id)) {
        out.add(id)
        grew = true
      }
    }
  }
  return [...out]
}

function serialize(ctx: EmulatorContext, doc: CategoryDoc) {
  const count =
    ctx.store.get<{ n: number }>(
      "SELECT COUNT(*) AS n FROM product_categories pc JOIN products p ON p.id = pc.product_id WHERE pc.category_id = ? AND p.status = 'publish'",
      doc.id,
    )?.n ?? 0
  return {
    id: doc.id,
    name: doc.name,
    slug: doc.slug,
    parent: doc.parent,
    description: doc.description,
    display: doc.display,
    image: doc.image,
    menu_order: doc.menu_order,
    count,
    _links: {
      self: [
        {
          href: `${ctx.siteUrl}/wp-json/wc/v3/products/categories/${doc.id}`,
          targetHints: { allow: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] },
        },
      ],
      collection: [{ href: `${ctx.siteUrl}/wp-json/wc/v3/products/categories` }],
      ...(doc.parent
        ? { up: [{ href: `${ctx.siteUrl}/wp-json/wc/v3/products/categories/${doc.parent}` }] }
        : {}),
    },
  }
}

function uniqueSlug(ctx: EmulatorContext, wanted: string, exceptId = 0): string {
  const base = wanted || 'category'
  let slug = base
  for (let n = 2; ctx.store.get('SELECT 1 FROM categories WHERE slug = ? AND id != ?', slug, exceptId); n++) {
    slug = `${base}-${n}`
  }
  return slug
}

export function createCategory(ctx: EmulatorContext, input: Record<string, unknown>): CategoryDoc {
  const args = validateArgs(ARGS.categories.create, input)
  const name = String(args.name).trim()
  const parent = Number(args.parent ?? 0)
  const existing = ctx.store.get<{ id: number }>(
    'SELECT id FROM categories WHERE name = ? COLLATE NOCASE AND parent = ?',
    name,
    parent,
  )
  if (existing) {
    throw new WpError('term_exists', 'A term with the name provided already exists with this parent.', 400, {
      resource_id: existing.id,
    })
  }
  if (parent && !getCategory(ctx, parent))
    throw new WpError('rest_term_invalid', 'Parent term does not exist.', 400)
  const image = args.image as { src?: string; name?: string; alt?: string } | undefined
  const doc: CategoryDoc = {
    id: ctx.store.nextId('terms'),
    name,
    slug: uniqueSlug(ctx, sanitizeTitle(String(args.slug ?? name))),
    parent,
    description: String(args.description ?? ''),
    display: String(args.display ?? 'default'),
    image: image?.src
      ? { id: ctx.store.nextId('media'), src: image.src, name: image.name ?? '', alt: image.alt ?? '' }
      : null,
    menu_order: 0,
  }
  ctx.store.run(
    'INSERT INTO categories (id, name, slug, parent, description, menu_order, doc) VALUES (?, ?, ?, ?, ?, ?, ?)',
    doc.id,
    doc.name,
    doc.slug,
    doc.parent,
    doc.description,
    doc.menu_order,
    JSON.stringify(doc),
  )
  return doc
}

const ORDER_BY: Record<string, string> = {
  id: 'id',
  include: 'id',
  name: 'name COLLATE NOCASE',
  slug: 'slug',
  term_group: 'id',
  description: 'description',
  count: 'id',
}

function idList(value: unknown): number[] {
  return Array.isArray(value) ? value.map(Number).filter(Number.isInteger) : []
}

export function categoryRoutes(app: Hono<Env>, ctx: EmulatorContext): void {
  app.get('/wp-json/wc/v3/products/categories', (c) => {
    requireShopManager(c.get('principal'), 'list')
    const q = query(c)
    const args = validateArgs(ARGS.categories.list, q)
    const where: string[] = []
    const params: (string | number)[] = []
    if (typeof args.search === 'string' && args.search !== '') {
      where.push('(name LIKE ? OR slug LIKE ?)')
      params.push(`%${args.search}%`, `%${args.search}%`)
    }
    if (args.parent !== undefined) {
      where.push('parent = ?')
      params.push(Number(args.parent))
    }
    if (args.slug !== undefined) {
      const slugs = Array.isArray(args.slug) ? args.slug.map(String) : String(args.slug).split(',')
      where.push(`slug IN (${slugs.map(() => '?').join(',')})`)
      params.push(...slugs)
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
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : ''
    const direction = args.order === 'desc' ? 'DESC' : 'ASC'
    const rows = ctx.store.all<{ doc: string }>(
      `SELECT doc FROM categories ${clause} ORDER BY ${ORDER_BY[String(args.orderby)] ?? 'name'} ${direction}, id ASC`,
      ...params,
    )
    let docs = rows.map((row) => serialize(ctx, JSON.parse(row.doc) as CategoryDoc))
    if (args.hide_empty) docs = docs.filter((doc) => doc.count > 0)
    if (args.product != null) {
      const ids = new Set(
        ctx.store
          .all<{ category_id: number }>(
            'SELECT category_id FROM product_categories WHERE product_id = ?',
            Number(args.product),
          )
          .map((r) => r.category_id),
      )
      docs = docs.filter((doc) => ids.has(doc.id))
    }
    if (args.orderby === 'count')
      docs.sort((a, b) => (direction === 'DESC' ? b.count - a.count : a.count - b.count))
    const { limit, offset, pagination } = paginate(args, docs.length)
    return send(c, 200, docs.slice(offset, offset + limit), {
      ...collectionHeaders(ctx.siteUrl, 'wc/v3/products/categories', q, pagination),
      Allow: 'GET, POST',
    })
  })

  app.get('/wp-json/wc/v3/products/categories/:id{[0-9]+}', (c) => {
    requireShopManager(c.get('principal'), 'view')
    const doc = getCategory(ctx, routeId(c))
    if (!doc) throw notFound()
    return send(c, 200, serialize(ctx, doc), { Allow: 'GET, POST, PUT, PATCH, DELETE' })
  })

  app.post('/wp-json/wc/v3/products/categories', async (c) => {
    requireShopManager(c.get('principal'), 'create')
    const doc = createCategory(ctx, await body(c))
    return send(c, 201, serialize(ctx, doc), { Allow: 'GET, POST' })
  })

  /**
   * WooCommerce's delete of a term: only with force=true (501 woocommerce_rest_trash_not_supported
   * otherwise), never the default category (500 woocommerce_rest_cannot_delete); its products lose
   * it and its children move up to its parent, as wp_delete_term does. The answer is the category
   * as it was.
   */
  app.delete('/wp-json/wc/v3/products/categories/:id{[0-9]+}', (c) => {
    requireShopManager(c.get('principal'), 'delete')
    const doc = getCategory(ctx, routeId(c))
    if (!doc) throw notFound()
    if (query(c).force !== 'true') {
      throw new WpError('woocommerce_rest_trash_not_supported', 'Resource does not support trashing.', 501)
    }
    if (ctx.store.getSetting<number>('default_product_cat', 0) === doc.id) {
      throw new WpError('woocommerce_rest_cannot_delete', 'Default product category cannot be deleted.', 500)
    }
    const shown = serialize(ctx, doc)
    ctx.store.transaction(() => {
      for (const child of ctx.store.all<{ doc: string }>(
        'SELECT doc FROM categories WHERE parent = ?',
        doc.id,
      )) {
        const moved = { ...(JSON.parse(child.doc) as CategoryDoc), parent: doc.parent }
        ctx.store.run(
          'UPDATE categories SET parent = ?, doc = ? WHERE id = ?',
          doc.parent,
          JSON.stringify(moved),
          moved.id,
        )
      }
      ctx.store.run('DELETE FROM product_categories WHERE category_id = ?', doc.id)
      ctx.store.run('DELETE FROM categories WHERE id = ?', doc.id)
    })
    return send(c, 200, shown, { Allow: 'GET, POST, PUT, PATCH, DELETE' })
  })

  app.on(['PUT', 'PATCH'], '/wp-json/wc/v3/products/categories/:id{[0-9]+}', async (c) => {
    requireShopManager(c.get('principal'), 'edit')
    const doc = getCategory(ctx, routeId(c))
    if (!doc) throw notFound(400)
    const args = validateArgs(ARGS.categories.update, await body(c), { requireRequired: false })
    if (typeof args.name === 'string') doc.name = args.name
    if (typeof args.slug === 'string') doc.slug = uniqueSlug(ctx, sanitizeTitle(args.slug), doc.id)
    if (typeof args.description === 'string') doc.description = args.description
    if (typeof args.parent === 'number') doc.parent = args.parent
    ctx.store.run(
      'UPDATE categories SET name = ?, slug = ?, parent = ?, description = ?, doc = ? WHERE id = ?',
      doc.name,
      doc.slug,
      doc.parent,
      doc.description,
      JSON.stringify(doc),
      doc.id,
    )
    return send(c, 200, serialize(ctx, doc), { Allow: 'GET, POST, PUT, PATCH, DELETE' })
  })
}
