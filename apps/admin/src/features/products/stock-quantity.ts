/** The API's limit on a stock quantity (apps/api admin-input.ts stockSchema). */
export const MAX_STOCK = 100_000

export type StockCheck = { ok: true; quantity: number } | { ok: false; message: string }

/**
 * A quantity typed by the operator, checked with the API's own rules (a whole number from 0 to
 * 100000), so that nothing is sent for a value the server would refuse. `unreadable` is the
 * browser saying the number field holds something that is not a number.
 */
export function checkStockQuantity(text: string, unreadable = false): StockCheck {
  const value = text.trim().replace(',', '.')
  if (unreadable) return { ok: false, message: 'La giacenza deve essere un numero intero, da 0 a 100000' }
  if (value === '') return { ok: false, message: 'Indica la quantità in giacenza' }
  if (!/^[+-]?\d+(\.\d+)?$/.test(value))
    return { ok: false, message: 'La giacenza deve essere un numero intero, da 0 a 100000' }
  const quantity = Number(value)
  if (quantity < 0) return { ok: false, message: 'La giacenza non può essere negativa' }
  if (!Number.isInteger(quantity))
    return { ok: false, message: 'La giacenza deve essere un numero intero (senza decimali)' }
  if (quantity > MAX_STOCK) return { ok: false, message: `La giacenza può essere al massimo ${MAX_STOCK}` }
  return { ok: true, quantity }
}

/** WooCommerce's stock statuses, as the operators read them. */
export const STOCK_STATUS_LABELS: Record<string, string> = {
  instock: 'Disponibile',
  outofstock: 'Esaurito',
  onbackorder: 'Su ordinazione',
}

export const stockStatusLabel = (status: string): string => STOCK_STATUS_LABELS[status] ?? (status || '—')
