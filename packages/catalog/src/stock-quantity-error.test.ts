import { describe, expect, it } from 'vitest'
import { MAX_STOCK_QUANTITY, STOCK_QUANTITY_MESSAGES, stockQuantityError } from './stock-quantity-error'

describe('stockQuantityError', () => {
  it('accepts whole numbers from 0 to 100000', () => {
    for (const quantity of [0, 1, 12, MAX_STOCK_QUANTITY]) expect(stockQuantityError(quantity)).toBeNull()
    expect(MAX_STOCK_QUANTITY).toBe(100_000)
  })

  it('says what is wrong with anything else', () => {
    expect(stockQuantityError(undefined)).toBe('Indica la quantità in giacenza')
    expect(stockQuantityError(null)).toBe(STOCK_QUANTITY_MESSAGES.missing)
    expect(stockQuantityError(-1)).toBe('La giacenza non può essere negativa')
    expect(stockQuantityError(2.5)).toBe('La giacenza deve essere un numero intero (senza decimali)')
    expect(stockQuantityError(100_001)).toBe('La giacenza può essere al massimo 100000')
    for (const value of ['12', Number.NaN, Number.POSITIVE_INFINITY, true, {}]) {
      expect(stockQuantityError(value)).toBe('La giacenza deve essere un numero intero, da 0 a 100000')
    }
  })
})
