/**
 * A cart item's id: WooCommerce's numeric product id, or a string id. Ids are compared as text, so
 * 5 and '5' are the same item ('05' is another one). A number must be finite; a string must not be blank.
 */
export type CartItemId = number | string

/** The fields the cart itself reads and writes on an item (SPEC.md section 3). */
interface CartFields {
  id: CartItemId
  /** Unit price in euros, a whole number of cents, 0 … MAX_PRICE. */
  price: number
  /** A whole number, 1 … MAX_QUANTITY. */
  quantity: number
  /** A non-empty category name, when the product has one. */
  category?: string
}

/** The product fields an item keeps when no product type is given: anything. */
export type ProductFields = Record<string, unknown>

/**
 * A cart line: the product it was created from (name, slug, images…) plus the cart's own fields.
 * `CartItem<WooProduct>` keeps WooCommerce's fields typed; the cart's fields replace the product's
 * ones of the same name (WooCommerce's `price` is a string; the cart's is a number).
 */
export type CartItem<Product extends object = ProductFields> = Omit<Product, keyof CartFields> & CartFields

/** What ADD_ITEM takes: a product with a numeric price. A `quantity` on it is ignored (an added item starts at 1). */
export type CartProduct<Product extends object = ProductFields> = Omit<Product, keyof CartFields> &
  Omit<CartFields, 'quantity'> & { quantity?: number }

/** The cart (SPEC.md section 3): its items and their total in euros, a number with at most 2 decimals. */
export interface Cart<Product extends object = ProductFields> {
  readonly items: readonly CartItem<Product>[]
  readonly total: number
}
