import { isAlcoholic } from '@shop/catalog'
import type { Product } from '@shop/woo-client'

/** Whether a WooCommerce product is beer, wine or another alcoholic drink, by its categories' names. */
export function productIsAlcoholic(product: Pick<Product, 'categories'>): boolean {
  return isAlcoholic((product.categories ?? []).map((category) => category.name))
}
