import { STOCK_QUANTITY_MESSAGES, stockQuantityError } from '@shop/catalog'

export type StockCheck = { ok: true; quantity: number } | { ok: false; message: string }

/**
 * A quantity typed by the operator, checked with the API's own rules (a whole number from 0 to
 * 100000), so that nothing is sent for a value the server would refuse. `unreadable` is the
 * browser saying the number field holds something that is not a number.
 */
export function checkStockQuantity(text: string, unreadable = false): StockCheck {
  const value = text.trim().replace(',', '.')
  if (unreadable) return { ok: false, message: STOCK_QUANTITY_MESSAGES.notANumber }
  if (value === '') return { ok: false, message: STOCK_QUANTITY_MESSAGES.missing }
  if (!/^[+-]?\d+(\.\d+)?$/.test(value)) return { ok: false, message: STOCK_QUANTITY_MESSAGES.notANumber }
  const quantity = Number(value)
  const message = stockQuantityError(quantity)
  return message ? { ok: false, message } : { ok: true, quantity }
}

/** WooCommerce's stock statuses, as the operators read them. */
export const STOCK_STATUS_LABELS: Record<string, string> = {
  instock: 'Disponibile',
  outofstock: 'Esaurito',
  onbackorder: 'Su ordinazione',
}

export const stockStatusLabel = (status: string): string => STOCK_STATUS_LABELS[status] ?? (status || '—')
