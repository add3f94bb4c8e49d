import type { SearchType } from '@shop/customer-search'

/**
 * The strategies of @shop/customer-search as an operator reads them after 'Ricerca per:'. 'name'
 * also searches the billing and shipping addresses (and, last, the usernames); 'comprehensive' is
 * what the server runs when the term's own strategy finds nobody.
 */
export const SEARCH_TYPE_LABELS: Record<SearchType, string> = {
  id: 'ID cliente',
  email: 'Email',
  phone: 'Telefono',
  name: 'Nome o indirizzo',
  comprehensive: 'Tutti i campi (ricerca completa)',
}
