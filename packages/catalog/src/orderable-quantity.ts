/** The fields of a WooCommerce product that say whether, and how much of it, can be ordered. */
export interface OrderableProduct {
  status?: string | undefined
  type?: string | undefined
  purchasable?: boolean | undefined
  stock_status?: string | undefined
  manage_stock?: boolean | undefined
  stock_quantity?: number | null | undefined
  backorders_allowed?: boolean | undefined
}

/**
 * How many of a product can be ordered now, of the `wanted` quantity: 0 when it is missing, not
 * published, not purchasable, not a simple product (a variable product needs one of its
 * variations) or out of stock; at most its stock, less what other orders hold (`held`: units
 * promised to orders WooCommerce has not taken from the stock yet), when WooCommerce manages stock
 * without backorders; otherwise all of it.
 */
export function orderableQuantity(
  product: OrderableProduct | null | undefined,
  wanted: number,
  held = 0,
): number {
  if (!product || typeof product !== 'object') return 0
  if (product.purchasable === false) return 0
  if (product.status !== undefined && product.status !== 'publish') return 0
  if (product.type !== undefined && product.type !== 'simple') return 0
  if (product.stock_status === 'outofstock') return 0
  const want = Number.isFinite(wanted) ? Math.max(0, Math.floor(wanted)) : 0
  if (
    product.manage_stock === true &&
    typeof product.stock_quantity === 'number' &&
    product.backorders_allowed !== true
  ) {
    const holding = Number.isFinite(held) ? Math.max(0, Math.ceil(held)) : 0
    return Math.min(want, Math.max(0, Math.floor(product.stock_quantity) - holding))
  }
  return want
}
