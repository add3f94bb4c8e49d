import { describe, expect, it } from 'vitest'
import { isAlcoholCategory, isAlcoholic } from './alcohol'

describe('alcoholic categories', () => {
  it('are beer and wine, with their subcategories, and nothing else of the catalogue', () => {
    for (const name of [
      'Birra',
      'Birre italiane',
      'Birre artigianali',
      'Vino',
      'Vini rossi',
      'Vini bianchi',
      'Bollicine',
      'Liquori e amari',
      'Gin',
    ])
      expect(isAlcoholCategory(name), name).toBe(true)
    for (const name of [
      'Acqua',
      'Acqua in vetro',
      'Bevande',
      'Bibite gassate',
      'Succhi di frutta',
      'Tè freddi',
      'Energy drink',
      '',
      'Ginger beer',
      'Acqua tonica',
      'Amarene sciroppate',
    ])
      expect(isAlcoholCategory(name), name).toBe(false)
  })

  it('marks a product by any of its categories', () => {
    expect(isAlcoholic(['Bollicine', 'Vino'])).toBe(true)
    expect(isAlcoholic(['Acqua', 'Acqua in vetro'])).toBe(false)
    expect(isAlcoholic([])).toBe(false)
  })
})
