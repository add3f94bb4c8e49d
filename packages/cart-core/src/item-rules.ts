import type { CartItem, CartItemId } from './cart'
import { MAX_PRICE, MAX_QUANTITY } from './cart-limits'
import { fromCents, toCents } from './cents'

// The item rules shared by the reducer, cartTotal and the stored-cart codec. Not exported from the package.

export type Item = CartItem<Record<string, unknown>>

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A finite number, or a string that is not blank. */
export function isCartItemId(id: unknown): id is CartItemId {
  return typeof id === 'number' ? Number.isFinite(id) : typeof id === 'string' && id.trim() !== ''
}

/** Ids are compared as text: 5 and '5' are the same item. */
export function idKey(id: CartItemId): string {
  return String(id)
}

/** The price rounded to whole cents, or null when it is not a number in 0 … MAX_PRICE. */
export function cartPrice(price: unknown): number | null {
  if (typeof price !== 'number' || !(price >= 0 && price <= MAX_PRICE)) return null
  return fromCents(toCents(price))
}

/**
 * A number of items as the cart keeps it: rounded down, capped at MAX_QUANTITY (Infinity too).
 * 0 or less means "no item" (0); NaN and non-numbers give null.
 */
export function cartQuantity(quantity: unknown): number | null {
  if (typeof quantity !== 'number' || Number.isNaN(quantity)) return null
  return Math.max(0, Math.min(MAX_QUANTITY, Math.floor(quantity)))
}

/** A non-empty string, or undefined. */
export function cartCategory(category: unknown): string | undefined {
  return typeof category === 'string' && category !== '' ? category : undefined
}

/**
 * A valid item from what is given: the same object when it is already valid, a corrected copy
 * (price in whole cents, quantity whole and capped, invalid category left out), or null when its
 * id, price or quantity is unusable or the quantity is below 1.
 */
export function toCartItem(value: unknown): Item | null {
  if (!isRecord(value) || !isCartItemId(value.id)) return null
  const price = cartPrice(value.price)
  const quantity = cartQuantity(value.quantity)
  if (price === null || quantity === null || quantity < 1) return null
  const id = value.id === 0 ? 0 : value.id // -0 is stored as 0
  const category = cartCategory(value.category)
  const valid =
    Object.is(id, value.id) &&
    Object.is(price, value.price) &&
    quantity === value.quantity &&
    (category !== undefined || !('category' in value))
  if (valid) return value as Item
  const { category: _, ...fields } = value
  return category === undefined
    ? { ...fields, id, price, quantity }
    : { ...fields, id, price, quantity, category }
}
