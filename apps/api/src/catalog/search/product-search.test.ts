import { describe, expect, it } from 'vitest'
import { createProductSearch, type SearchDocument } from './product-search'
import { normaliseText, queryUnits } from './search-terms'

const doc = (id: number, name: string, more: Partial<SearchDocument> = {}): SearchDocument => ({
  id,
  name,
  brands: '',
  categories: '',
  tags: '',
  summary: '',
  popularity: 0,
  ...more,
})

const CATALOGUE = [
  doc(1, 'Birra Peroni 33 cl x 24 bottiglie', { categories: 'Birra Birre italiane', popularity: 50 }),
  doc(2, 'Peroni Nastro Azzurro 33 cl x 24 bottiglie', {
    categories: 'Birra Birre italiane',
    popularity: 10,
  }),
  doc(3, 'Primitivo di Manduria DOP 75 cl', { categories: 'Vino Vini rossi' }),
  doc(4, 'Acqua Ferrarelle Effervescente Naturale 1,5 lt x 6', { categories: 'Acqua Acqua frizzante' }),
  doc(5, 'Coca-Cola 150 cl x 6', { categories: 'Bevande Bibite gassate' }),
  doc(6, 'Lemonsoda 33cl x 24 lattine', { categories: 'Bevande Bibite gassate' }),
]

function searchOver(documents: SearchDocument[]) {
  const search = createProductSearch()
  search.sync(documents)
  return search
}

describe('how the search reads text', () => {
  it('ignores case and accents, and reads every unit of a quantity as litres', () => {
    expect(normaliseText('Estathé TÈ')).toBe('estathe te')
    expect(normaliseText('1,5 lt')).toBe('1.5l')
    expect(normaliseText('150 cl')).toBe('1.5l')
    expect(normaliseText('1.5L')).toBe('1.5l')
    expect(normaliseText('33cl x 24')).toBe('0.33l x 24')
    expect(normaliseText('125 ml')).toBe('0.125l')
    expect(normaliseText("Sant'Anna.")).toBe('sant anna')
  })

  it('keeps the phrases of the synonym data together, stop words dropped', () => {
    const units = queryUnits('birra senza alcol di Coca Cola')
    expect(units.map((unit) => unit.words.join(' '))).toEqual(['birra', 'senza alcol', 'coca cola'])
    expect(units[1]?.alternatives).toContain('analcolica')
    expect(units[2]?.alternatives).toContain('cocacola')
    expect(queryUnits('di la e')).toEqual([])
  })
})

describe('createProductSearch', () => {
  it('finds Italian plurals, other units and categories, every word required', () => {
    const search = searchOver(CATALOGUE)
    expect(search.find('birre').ids).toEqual([1, 2])
    expect(search.find('vini rossi').ids).toEqual([3])
    expect(search.find('vino bianco').ids).toEqual([])
    expect(search.find('1,5 litri').ids.toSorted((a, b) => a - b)).toEqual([4, 5])
    expect(search.find('frizzante').ids).toEqual([4])
    expect(search.find('cocacola').ids).toEqual([5])
  })

  it('forgives a typo in a longer word and says which word it read', () => {
    const search = searchOver(CATALOGUE)
    expect(search.find('peroini')).toEqual({ ids: [1, 2], didYouMean: 'peroni' })
    expect(search.find('peroni')).toEqual({ ids: [1, 2], didYouMean: null })
    // Too far for the search, near enough for a suggestion.
    expect(search.find('bira')).toEqual({ ids: [], didYouMean: 'birra' })
    expect(search.find('zzzzzz')).toEqual({ ids: [], didYouMean: null })
  })

  it('ranks equal matches by units sold, then by id', () => {
    const search = searchOver([
      doc(7, 'Acqua Uno'),
      doc(8, 'Acqua Uno', { popularity: 3 }),
      doc(9, 'Acqua Uno'),
    ])
    expect(search.find('acqua').ids).toEqual([8, 7, 9])
  })

  it('reads the last word of a query being typed as the start of a word', () => {
    const search = searchOver(CATALOGUE)
    expect(search.find('birra pero').ids).toEqual([])
    expect(search.find('birra pero', { asYouType: true }).ids).toEqual([1, 2])
    // Two letters are too few to be read as a start.
    expect(search.find('birra pe', { asYouType: true }).ids).toEqual([])
    expect(search.find('lemon so', { asYouType: true }).ids).toEqual([])
    expect(search.find('lemon soda').ids).toEqual([6])
  })

  it('keeps answers for queries asked again, and forgets them when the catalogue changes', () => {
    const search = searchOver(CATALOGUE)
    const first = search.find('peroni')
    expect(search.find('peroni')).toBe(first)
    expect(Object.isFrozen(first.ids)).toBe(true)
    search.sync(CATALOGUE)
    expect(search.find('peroni')).toBe(first)
    search.sync(CATALOGUE.filter((d) => d.id !== 2))
    expect(search.find('peroni').ids).toEqual([1])
    const uncached = createProductSearch({ answersKept: 0 })
    uncached.sync(CATALOGUE)
    expect(uncached.find('peroni')).not.toBe(uncached.find('peroni'))
  })

  it('follows the catalogue: added, changed and removed products', () => {
    const search = searchOver(CATALOGUE)
    expect(search.size).toBe(6)
    search.sync([
      ...CATALOGUE.filter((d) => d.id !== 2 && d.id !== 3),
      doc(3, 'Negroamaro Salento IGP 75 cl'),
      doc(10, 'Peroni Gran Riserva'),
    ])
    expect(search.size).toBe(6)
    expect(search.find('peroni').ids.toSorted((a, b) => a - b)).toEqual([1, 10])
    expect(search.find('primitivo').ids).toEqual([])
    expect(search.find('negroamaro').ids).toEqual([3])
    // 'Forse cercavi' reads the words of the catalogue as it is now.
    expect(search.find('negroamar').didYouMean).toBe('negroamaro')
    search.sync([])
    expect(search.size).toBe(0)
    expect(search.find('peroni')).toEqual({ ids: [], didYouMean: null })
  })
})
