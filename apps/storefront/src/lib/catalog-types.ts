/** The catalogue as GET /api/products and /api/categories give it (apps/api/src/routes/catalog.ts). */

export interface ProductCategoryRef {
  slug: string
  name: string
  color: string
  tint: string
}

export interface ProductView {
  id: number
  name: string
  slug: string
  price: number
  regularPrice: number | null
  salePrice: number | null
  onSale: boolean
  featured: boolean
  purchasable: boolean
  stockStatus: 'instock' | 'outofstock' | 'onbackorder' | string
  stockQuantity: number | null
  packSize: number | null
  category: ProductCategoryRef | null
  subcategory: { slug: string; name: string } | null
  images: { src: string; alt: string }[]
  shortDescription: string
  description: string[]
}

export interface ProductPage {
  products: ProductView[]
  total: number
  totalPages: number
  page: number
  perPage: number
}

export interface Category {
  id: number
  name: string
  slug: string
  parentSlug: string | null
  description: string
  count: number
  color: string
  tint: string
}

/** The sort orders of GET /api/products. */
export type ProductSort = 'newest' | 'price-asc' | 'price-desc' | 'name' | 'popularity'
