import { listProducts } from '../../lib/catalog-api'
import type { ProductView } from '../../lib/catalog-types'

export interface HomeData {
  featured: ProductView[]
  onSale: ProductView[]
}

export const HOME_DATA_KEY = 'home'

/** The home page's products; a section that cannot load is left out, the page always shows. */
export async function loadHomeData(): Promise<HomeData> {
  const [featured, onSale] = await Promise.all([
    listProducts({ featured: true, perPage: 8, sort: 'popularity' }).catch(() => null),
    listProducts({ onSale: true, perPage: 8, sort: 'popularity' }).catch(() => null),
  ])
  return { featured: featured?.products ?? [], onSale: onSale?.products ?? [] }
}
