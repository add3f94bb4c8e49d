import type { Hono } from 'hono'
import type { EmulatorContext } from './context'
import type { Env } from './http'
import { getCategory } from './resources/categories'
import type { ProductDoc } from './resources/products'
import { productSvg } from './seed'

/** Where product images live, relative to the site (made absolute with the site URL when shown). */
export const IMAGE_PATH = '/wp-content/uploads/shop/'

/** An image src as stored (a site path) made absolute, as WordPress always answers. */
export function absoluteUrl(ctx: EmulatorContext, src: string): string {
  return src.startsWith('/') ? `${ctx.siteUrl}${src}` : src
}

/** Product pictures, drawn by the emulator as SVG from the product's name and category. */
export function imageRoutes(app: Hono<Env>, ctx: EmulatorContext): void {
  app.get(`${IMAGE_PATH}:file{[a-z0-9-]+\\.svg}`, (c) => {
    const slug = c.req.param('file').replace(/\.svg$/, '')
    const row = ctx.store.get<{ doc: string }>('SELECT doc FROM products WHERE slug = ?', slug)
    if (!row) return c.text('Not Found', 404)
    const product = JSON.parse(row.doc) as ProductDoc
    const categorySlugs = product.categories
      .map((id) => getCategory(ctx, id)?.slug)
      .filter((s): s is string => Boolean(s))
    return c.body(productSvg({ name: product.name, categorySlugs, sku: product.sku }), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    })
  })
}
