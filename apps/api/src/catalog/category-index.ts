import { categoryColor, htmlToText, stripHtml } from '@shop/catalog'
import type { ProductCategory } from '@shop/woo-client'

/** A category as /api/categories answers it. */
export interface CategoryView {
  id: number
  name: string
  slug: string
  /** The slug of the parent category; null for a top category. */
  parentSlug: string | null
  /** Plain text. */
  description: string
  count: number
  /** The colour of the top category's name (@shop/catalog categoryColor): subcategories inherit it. */
  color: string
  tint: string
}

/** WooCommerce's default category (its slug in an Italian and an English install): never shown. */
export const DEFAULT_CATEGORY_SLUGS: ReadonlySet<string> = new Set(['senza-categoria', 'uncategorized'])

/** The category list, read once per load: views to show, and look-ups by id and slug. */
export interface CategoryIndex {
  /** The categories shown: no default category, no empty one; WooCommerce's order. */
  readonly views: readonly CategoryView[]
  /** Every category WooCommerce gave, by slug and by id. */
  bySlug(slug: string): ProductCategory | undefined
  byId(id: number): ProductCategory | undefined
  /** The top category of a category (itself when it is one); undefined for an unknown id. */
  topOf(id: number): ProductCategory | undefined
}

export function createCategoryIndex(categories: readonly ProductCategory[]): CategoryIndex {
  const byId = new Map(categories.map((category) => [category.id, category]))
  const bySlug = new Map(categories.map((category) => [category.slug, category]))

  const topOf = (id: number): ProductCategory | undefined => {
    let current = byId.get(id)
    const seen = new Set<number>()
    while (current?.parent && byId.has(current.parent) && !seen.has(current.id)) {
      seen.add(current.id)
      current = byId.get(current.parent)
    }
    return current
  }

  const views: CategoryView[] = []
  for (const category of categories) {
    const top = topOf(category.id) ?? category
    // The default category, anything under it, and empty categories are not shown.
    if (DEFAULT_CATEGORY_SLUGS.has(top.slug) || (category.count ?? 0) <= 0) continue
    const parent = category.parent ? byId.get(category.parent) : undefined
    const { color, tint } = categoryColor(top.name)
    views.push({
      id: category.id,
      name: stripHtml(category.name),
      slug: category.slug,
      parentSlug: parent ? parent.slug : null,
      description: htmlToText(category.description ?? ''),
      count: category.count ?? 0,
      color,
      tint,
    })
  }

  return {
    views,
    bySlug: (slug) => bySlug.get(slug),
    byId: (id) => byId.get(id),
    topOf,
  }
}
