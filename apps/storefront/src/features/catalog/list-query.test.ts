import { describe, expect, it } from 'vitest'
import { listHref, PER_PAGE, readListQuery, sortsFor } from './list-query'

const read = (search: string, params: { category?: string; subcategory?: string } = {}) =>
  readListQuery(params, new URLSearchParams(search))

describe('readListQuery', () => {
  it('reads the defaults from an empty address', () => {
    expect(read('')).toEqual({
      category: undefined,
      subcategory: undefined,
      search: undefined,
      sort: 'newest',
      sortValue: 'novita',
      page: 1,
      perPage: PER_PAGE,
      onSale: undefined,
    })
  })

  it('reads category and subcategory from the route, the rest from the search parameters', () => {
    expect(
      read('cerca=%20birra%20chiara%20&ordina=prezzo-crescente&pagina=3&offerte=1', {
        category: 'birra',
        subcategory: 'birre-italiane',
      }),
    ).toMatchObject({
      category: 'birra',
      subcategory: 'birre-italiane',
      search: 'birra chiara',
      sort: 'price-asc',
      sortValue: 'prezzo-crescente',
      page: 3,
      onSale: true,
    })
  })

  it('sorts a search by relevance unless told otherwise; relevance needs a search', () => {
    expect(read('cerca=vino')).toMatchObject({ sort: 'relevance', sortValue: 'pertinenza' })
    expect(read('cerca=vino&ordina=nome')).toMatchObject({ sort: 'name', sortValue: 'nome' })
    expect(read('ordina=pertinenza')).toMatchObject({ sort: 'newest', sortValue: 'novita' })
    expect(sortsFor(true)[0]?.value).toBe('pertinenza')
    expect(sortsFor(false).map((sort) => sort.value)).not.toContain('pertinenza')
  })

  it('falls back to the default for unreadable values instead of failing', () => {
    expect(read('ordina=caso&pagina=-2')).toMatchObject({ sort: 'newest', page: 1 })
    expect(read('pagina=2.5').page).toBe(1)
    expect(read('pagina=99999').page).toBe(1000)
    expect(read(`cerca=${'a'.repeat(300)}`).search).toHaveLength(100)
    expect(read('', { subcategory: 'birre-italiane' }).subcategory).toBeUndefined()
  })
})

describe('listHref', () => {
  const search = new URLSearchParams('cerca=acqua&pagina=4')
  it('changes the sort and goes back to page 1', () => {
    expect(listHref('/prodotti', search, { ordina: 'nome' })).toBe('/prodotti?cerca=acqua&ordina=nome')
  })
  it('drops the default sort and page 1 from the address', () => {
    expect(listHref('/prodotti', new URLSearchParams('ordina=nome'), { ordina: 'novita' })).toBe('/prodotti')
    expect(listHref('/prodotti', search, { pagina: 1 })).toBe('/prodotti?cerca=acqua')
  })
  it("drops relevance, a search's default, and keeps Novità for a search", () => {
    expect(listHref('/prodotti', search, { ordina: 'pertinenza' })).toBe('/prodotti?cerca=acqua')
    expect(listHref('/prodotti', search, { ordina: 'novita' })).toBe('/prodotti?cerca=acqua&ordina=novita')
    expect(
      listHref('/prodotti', new URLSearchParams('ordina=nome'), { cerca: 'birra', ordina: 'pertinenza' }),
    ).toBe('/prodotti?cerca=birra')
  })
  it('sets a page', () => {
    expect(listHref('/prodotti/categoria/vino', new URLSearchParams(), { pagina: 2 })).toBe(
      '/prodotti/categoria/vino?pagina=2',
    )
  })
})
