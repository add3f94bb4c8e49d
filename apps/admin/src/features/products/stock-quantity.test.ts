import { describe, expect, it } from 'vitest'
import { checkStockQuantity, stockStatusLabel } from './stock-quantity'

describe('checkStockQuantity', () => {
  it('accepts whole numbers from 0 to 100000', () => {
    expect(checkStockQuantity('0')).toEqual({ ok: true, quantity: 0 })
    expect(checkStockQuantity(' 12 ')).toEqual({ ok: true, quantity: 12 })
    expect(checkStockQuantity('100000')).toEqual({ ok: true, quantity: 100_000 })
    expect(checkStockQuantity('3.0')).toEqual({ ok: true, quantity: 3 })
  })

  it('refuses what the API would refuse, with the reason', () => {
    expect(checkStockQuantity('')).toEqual({ ok: false, message: 'Indica la quantità in giacenza' })
    expect(checkStockQuantity('-1')).toEqual({ ok: false, message: 'La giacenza non può essere negativa' })
    expect(checkStockQuantity('2.5')).toEqual({
      ok: false,
      message: 'La giacenza deve essere un numero intero (senza decimali)',
    })
    expect(checkStockQuantity('2,5').ok).toBe(false)
    expect(checkStockQuantity('100001')).toEqual({
      ok: false,
      message: 'La giacenza può essere al massimo 100000',
    })
    expect(checkStockQuantity('1e3').ok).toBe(false)
    expect(checkStockQuantity('dieci').ok).toBe(false)
    expect(checkStockQuantity('', true).ok).toBe(false)
  })
})

describe('stockStatusLabel', () => {
  it('speaks Italian', () => {
    expect(stockStatusLabel('instock')).toBe('Disponibile')
    expect(stockStatusLabel('outofstock')).toBe('Esaurito')
    expect(stockStatusLabel('onbackorder')).toBe('Su ordinazione')
    expect(stockStatusLabel('')).toBe('—')
  })
})
