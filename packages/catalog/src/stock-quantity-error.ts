/** The largest stock quantity an operator may set for one product. */
export const MAX_STOCK_QUANTITY = 100_000

/** The shop's Italian messages for a stock quantity an operator cannot set. */
export const STOCK_QUANTITY_MESSAGES = {
  missing: 'Indica la quantità in giacenza',
  notANumber: `La giacenza deve essere un numero intero, da 0 a ${MAX_STOCK_QUANTITY}`,
  negative: 'La giacenza non può essere negativa',
  notInteger: 'La giacenza deve essere un numero intero (senza decimali)',
  tooLarge: `La giacenza può essere al massimo ${MAX_STOCK_QUANTITY}`,
} as const

/**
 * Why a stock quantity cannot be set, in Italian, or null when it can: a whole number from 0 to
 * MAX_STOCK_QUANTITY. The operators' screen checks what is typed with it, and the API what it is
 * sent, so the two never disagree.
 */
export function stockQuantityError(quantity: unknown): string | null {
  if (quantity === undefined || quantity === null || quantity === '') return STOCK_QUANTITY_MESSAGES.missing
  if (typeof quantity !== 'number' || !Number.isFinite(quantity)) return STOCK_QUANTITY_MESSAGES.notANumber
  if (quantity < 0) return STOCK_QUANTITY_MESSAGES.negative
  if (!Number.isInteger(quantity)) return STOCK_QUANTITY_MESSAGES.notInteger
  if (quantity > MAX_STOCK_QUANTITY) return STOCK_QUANTITY_MESSAGES.tooLarge
  return null
}
