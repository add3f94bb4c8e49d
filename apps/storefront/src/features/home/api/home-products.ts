import { queryOptions } from '@tanstack/react-query'
import { listProducts } from '../../../lib/catalog/catalog-api'
import type { ProductView } from '../../../lib/catalog-types'

export interface HomeData {
  featured: ProductView[]
  onSale: ProductView[]
}

/** The home page's products; a section that cannot load is left out, the page always shows. */
export async function loadHomeData(): Promise<HomeData> {
  const [featured, onSale] = await Promise.all([
    listProducts({ featured: true, perPage: 8, sort: 'popularity' }).catch(() => null),
    listProducts({ onSale: true, perPage: 8, sort: 'popularity' }).catch(() => null),
  ])
  return { featured: featured?.products ?? [], onSale: onSale?.products ?? [] }
}

export const homeProductsQuery = () => queryOptions({ queryKey: ['home', 'products'], queryFn: loadHomeData })
