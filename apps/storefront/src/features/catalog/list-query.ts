import type { ProductQuery } from '../../lib/catalog/catalog-api'
import type { ProductSort } from '../../lib/catalog-types'

export const PER_PAGE = 24

/**
 * The list's sort orders: the Italian value in the address, the API's, the label. 'Pertinenza'
 * (the search's own order) is offered, and is the default, only for a search.
 */
export const SORTS = [
  { value: 'pertinenza', sort: 'relevance', label: 'Pertinenza' },
  { value: 'novita', sort: 'newest', label: 'Novità' },
  { value: 'piu-venduti', sort: 'popularity', label: 'Più venduti' },
  { value: 'prezzo-crescente', sort: 'price-asc', label: 'Prezzo crescente' },
  { value: 'prezzo-decrescente', sort: 'price-desc', label: 'Prezzo decrescente' },
  { value: 'nome', sort: 'name', label: 'Nome (A-Z)' },
] as const satisfies readonly { value: string; sort: ProductSort; label: string }[]

export type SortValue = (typeof SORTS)[number]['value']

/** The sorts a list offers: with a search, its relevance first (the default); else from 'Novità'. */
export function sortsFor(searching: boolean): readonly (typeof SORTS)[number][] {
  return searching ? SORTS : SORTS.slice(1)
}

export interface ListQuery extends ProductQuery {
  sortValue: SortValue
  page: number
}

const MAX_PAGE = 1000

/**
 * The product list's query from the route (category, subcategory) and the address's search
 * parameters: cerca (search), ordina (sort), pagina (page), offerte=1 (on sale only). Anything
 * unreadable falls back to the default rather than failing.
 */
export function readListQuery(
  params: { category?: string | undefined; subcategory?: string | undefined },
  search: URLSearchParams,
): ListQuery {
  const term = (search.get('cerca') ?? '').trim().slice(0, 100)
  const offered = sortsFor(term !== '')
  const sort =
    offered.find((candidate) => candidate.value === search.get('ordina')) ??
    (offered[0] as (typeof SORTS)[number])
  const pageNumber = Number(search.get('pagina'))
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? Math.min(pageNumber, MAX_PAGE) : 1
  return {
    category: params.category,
    subcategory: params.category ? params.subcategory : undefined,
    search: term || undefined,
    sort: sort.sort,
    sortValue: sort.value,
    page,
    perPage: PER_PAGE,
    onSale: search.get('offerte') === '1' || undefined,
  }
}

/** The address of the same list with some parameters changed (page reset unless given). */
export function listHref(
  pathname: string,
  search: URLSearchParams,
  changes: { ordina?: string; pagina?: number; cerca?: string | null; offerte?: boolean },
): string {
  const next = new URLSearchParams(search)
  if (changes.cerca !== undefined) {
    if (changes.cerca) next.set('cerca', changes.cerca)
    else next.delete('cerca')
  }
  if (changes.ordina !== undefined) {
    // The default order of the list (relevance for a search) needs no parameter.
    if (changes.ordina === sortsFor(next.has('cerca'))[0]?.value) next.delete('ordina')
    else next.set('ordina', changes.ordina)
  }
  if (changes.offerte !== undefined) {
    if (changes.offerte) next.set('offerte', '1')
    else next.delete('offerte')
  }
  if (changes.pagina !== undefined && changes.pagina > 1) next.set('pagina', String(changes.pagina))
  else next.delete('pagina')
  const query = next.toString()
  return query ? `${pathname}?${query}` : pathname
}
