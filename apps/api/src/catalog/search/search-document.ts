import { htmlToText, stripHtml } from '@shop/catalog'
import type { Product } from '@shop/woo-client'
import type { CategoryIndex } from '../category-index'
import type { SearchDocument } from './product-search'

/** The names in a WooCommerce list of terms ({ name }[]: brands, tags); anything else is ignored. */
function names(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  return value
    .map((item) => (item && typeof item === 'object' ? (item as { name?: unknown }).name : undefined))
    .filter((name): name is string => typeof name === 'string')
    .map(stripHtml)
}

/** The values of a product's attributes ({ options: string[] }[]): 'Rosso', 'Vetro', '75 cl'. */
function attributeValues(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((attribute) => {
    const options =
      attribute && typeof attribute === 'object' ? (attribute as { options?: unknown }).options : []
    return Array.isArray(options)
      ? options.filter((option): option is string => typeof option === 'string')
      : []
  })
}

const unitsSold = (value: unknown) => {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : 0
  return Number.isFinite(number) && number > 0 ? number : 0
}

/**
 * What the search reads of a WooCommerce product: its name, brands (WooCommerce's product_brand
 * taxonomy, when the store uses it), its categories with their parents ('Peroni Nastro Azzurro' is
 * found as a 'birra'), tags and attribute values, and the short description.
 */
export function searchDocument(product: Product, categories: CategoryIndex): SearchDocument {
  const categoryNames = new Set<string>()
  for (const own of product.categories ?? []) {
    categoryNames.add(stripHtml(own.name))
    const seen = new Set<number>([own.id])
    let parentId = categories.byId(own.id)?.parent
    while (parentId && !seen.has(parentId)) {
      const parent = categories.byId(parentId)
      if (!parent) break
      categoryNames.add(stripHtml(parent.name))
      seen.add(parent.id)
      parentId = parent.parent
    }
  }
  return {
    id: product.id,
    name: stripHtml(product.name),
    brands: names(product.brands).join(' '),
    categories: [...categoryNames].join(' '),
    tags: [...names(product.tags), ...attributeValues(product.attributes)].join(' '),
    summary: htmlToText(product.short_description ?? ''),
    popularity: unitsSold(product.total_sales),
  }
}
