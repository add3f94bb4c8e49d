/** The empty cart's type: assignable to `Cart<P>` for any product type. */
export interface EmptyCart {
  readonly items: readonly []
  readonly total: 0
}

/** The empty cart: no items, total 0. Frozen, so it can be shared (it is what CLEAR_CART returns). */
export const emptyCart: EmptyCart = Object.freeze({ items: Object.freeze([]) as readonly [], total: 0 })
