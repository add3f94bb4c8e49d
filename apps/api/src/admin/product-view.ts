import { stripHtml } from '@shop/catalog'
import { type Returnable, readReturnable } from '@shop/deposits'
import { wooEuros } from '@shop/orders'
import type { Product } from '@shop/woo-client'

/** A product as the operators' stock page shows it. */
export interface AdminProduct {
  id: number
  name: string
  sku: string
  stockQuantity: number | null
  manageStock: boolean
  stockStatus: string
  /** The current price in euros; null when the product has none. */
  price: number | null
  categories: { id: number; name: string }[]
  /** Its empties and deposit (meta _shop_returnable); null when it is not returnable. */
  returnable: Returnable | null
  /** Why its meta was not read (then no deposit is charged): for the operator to put right; else null. */
  returnableProblem: string | null
}

export function toAdminProduct(product: Product): AdminProduct {
  const returnable = readReturnable(product)
  return {
    id: product.id,
    name: stripHtml(product.name),
    sku: product.sku ?? '',
    stockQuantity: typeof product.stock_quantity === 'number' ? product.stock_quantity : null,
    manageStock: product.manage_stock === true,
    stockStatus: product.stock_status ?? '',
    price: product.price.trim() === '' ? null : (wooEuros(product.price) ?? 0),
    categories: (product.categories ?? []).map((category) => ({
      id: category.id,
      name: stripHtml(category.name),
    })),
    returnable: returnable.ok ? returnable.returnable : null,
    returnableProblem: returnable.ok || returnable.missing ? null : returnable.reason,
  }
}
