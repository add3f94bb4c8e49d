import { categoryColor, htmlToParagraphs, htmlToText, packSize, stripHtml } from '@shop/catalog'
import { wooEuros } from '@shop/orders'
import type { Product } from '@shop/woo-client'
import type { CategoryIndex } from './category-index'

/** A product as the storefront gets it: plain text only, prices as numbers. */
export interface ProductView {
  id: number
  /** Plain text, character references decoded. */
  name: string
  slug: string
  /** Euros with 2 decimals; 0 for a product WooCommerce has no price for (then purchasable is false). */
  price: number
  regularPrice: number | null
  salePrice: number | null
  onSale: boolean
  featured: boolean
  purchasable: boolean
  /** WooCommerce's: 'instock' | 'outofstock' | 'onbackorder'. */
  stockStatus: string
  stockQuantity: number | null
  /** @shop/catalog packSize of the name. */
  packSize: number | null
  /** The top category, with its colour and tint. */
  category: { slug: string; name: string; color: string; tint: string } | null
  subcategory: { slug: string; name: string } | null
  images: { src: string; alt: string }[]
  /** Plain text. */
  shortDescription: string
  /** Plain-text paragraphs. */
  description: string[]
}

/** A WooCommerce price string ('10.90', '') as euros with 2 decimals (@shop/orders wooEuros), or null; never negative. */
export function priceOf(value: string | undefined): number | null {
  if (typeof value !== 'string') return null
  const euros = wooEuros(value)
  return euros !== null && euros >= 0 ? euros : null
}

const isWebUrl = (src: string) => /^https?:\/\//i.test(src)

/** The view of a WooCommerce product; the category index gives its top category and colour. */
export function productView(product: Product, categories: CategoryIndex): ProductView {
  const name = stripHtml(product.name)
  const price = priceOf(product.price)
  const own = product.categories ?? []
  // The top category: the first of the product's categories that is one, else the top of the first.
  const tops = own.map((category) => categories.topOf(category.id)).filter((top) => top !== undefined)
  const top = tops.find((candidate) => own.some((category) => category.id === candidate.id)) ?? tops[0]
  const sub = top
    ? (own.find((category) => categories.byId(category.id)?.parent === top.id) ??
      own.find((category) => category.id !== top.id && categories.topOf(category.id)?.id === top.id))
    : undefined
  return {
    id: product.id,
    name,
    slug: product.slug,
    price: price ?? 0,
    regularPrice: priceOf(product.regular_price),
    salePrice: priceOf(product.sale_price),
    onSale: product.on_sale === true,
    featured: product.featured === true,
    purchasable: product.purchasable !== false && price !== null,
    stockStatus: product.stock_status ?? 'instock',
    stockQuantity: typeof product.stock_quantity === 'number' ? product.stock_quantity : null,
    packSize: packSize(product.name),
    category: top ? { slug: top.slug, name: stripHtml(top.name), ...categoryColor(top.name) } : null,
    subcategory: sub ? { slug: sub.slug, name: stripHtml(sub.name) } : null,
    images: (product.images ?? [])
      .filter((image) => isWebUrl(image.src))
      .map((image) => ({ src: image.src, alt: stripHtml(image.alt ?? '') || name })),
    shortDescription: htmlToText(product.short_description ?? ''),
    description: htmlToParagraphs(product.description ?? ''),
  }
}
