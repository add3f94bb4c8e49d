import { Spinner } from '@shop/ui'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { Pager } from '../../lib/pager'
import { useFilters } from '../../lib/search-params'
import { useDocumentTitle } from '../../lib/use-document-title'
import { type Category, categoriesQuery, productsQuery } from './api/products'
import { StockRow } from './stock-row'
import './products.css'

const FILTERS = ['search', 'category'] as const
const PER_PAGE = 25

/** The categories in the select's order: each top category followed by its subcategories. */
function categoryOptions(categories: Category[]): { category: Category; level: number }[] {
  const options: { category: Category; level: number }[] = []
  const add = (parentSlug: string | null, level: number) => {
    for (const category of categories.filter((c) => c.parentSlug === parentSlug)) {
      options.push({ category, level })
      if (level < 4) add(category.slug, level + 1)
    }
  }
  add(null, 0)
  // A subcategory whose parent is not listed still gets its place, at the end.
  const shown = new Set(options.map((option) => option.category.id))
  for (const category of categories) if (!shown.has(category.id)) options.push({ category, level: 1 })
  return options
}

/** /admin/products: the catalogue with its stock, searched and filtered by category, 25 a page. */
export function ProductsPage() {
  useDocumentTitle('Prodotti')
  const [filters, setFilters] = useFilters(FILTERS)
  const query = { search: filters.search, category: filters.category, page: filters.page, perPage: PER_PAGE }
  const products = useQuery(productsQuery(query))
  const categories = useQuery(categoriesQuery())
  const [search, setSearch] = useState(filters.search)

  const submitSearch = (event: FormEvent) => {
    event.preventDefault()
    setFilters({ search })
  }
  const anyFilter = FILTERS.some((key) => filters[key] !== '')
  const data = products.data

  return (
    <section className="stack">
      <div className="page-head">
        <h1>Prodotti</h1>
        {data ? (
          <p className="muted" aria-live="polite">
            {data.total === 1 ? '1 prodotto' : `${data.total} prodotti`}
          </p>
        ) : null}
      </div>
      <p className="muted">
        Qui aggiorni la giacenza dei prodotti in WooCommerce: la quantità vale per gli ordini e per il negozio
        online. Togli «Gestisci giacenza» per non contare più i pezzi di un prodotto.
      </p>
      <form className="filters panel" onSubmit={submitSearch} aria-label="Filtri dei prodotti">
        <label className="field">
          <span>Cerca</span>
          <input
            type="search"
            value={search}
            placeholder="Nome del prodotto…"
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <label className="field">
          <span>Categoria</span>
          <select value={filters.category} onChange={(event) => setFilters({ category: event.target.value })}>
            <option value="">Tutte</option>
            {categoryOptions(categories.data?.categories ?? []).map(({ category, level }) => (
              <option key={category.id} value={String(category.id)}>
                {`${'\u00a0\u00a0'.repeat(level)}${level > 0 ? '– ' : ''}${category.name}`}
              </option>
            ))}
          </select>
          {categories.error ? <span className="field__hint">{categories.error.message}</span> : null}
        </label>
        <div className="actions">
          <button type="submit" className="button button--primary">
            Cerca
          </button>
          {anyFilter ? (
            <button
              type="button"
              className="button button--quiet"
              onClick={() => {
                setSearch('')
                setFilters({ search: '', category: '' })
              }}
            >
              Azzera filtri
            </button>
          ) : null}
        </div>
      </form>

      {products.error ? (
        <p role="alert" className="form-error">
          {products.error.message}
        </p>
      ) : null}
      {!data && products.isFetching ? <Spinner /> : null}
      {data ? (
        <div className="table-wrap" aria-busy={products.isFetching}>
          <table className="data products-table">
            <caption className="visually-hidden">Prodotti e giacenze, in ordine alfabetico</caption>
            <thead>
              <tr>
                <th scope="col">Prodotto</th>
                <th scope="col">SKU</th>
                <th scope="col">Categoria</th>
                <th scope="col" className="num">
                  Prezzo
                </th>
                <th scope="col">Giacenza</th>
                <th scope="col">Disponibilità</th>
                <th scope="col">Vuoto a rendere</th>
              </tr>
            </thead>
            <tbody>
              {data.products.length === 0 ? (
                <tr>
                  <td colSpan={7}>Nessun prodotto corrisponde ai filtri.</td>
                </tr>
              ) : null}
              {data.products.map((product) => (
                <StockRow
                  key={`${product.id}-${product.manageStock}-${product.stockQuantity}-${product.stockStatus}`}
                  product={product}
                />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data ? (
        <Pager
          page={filters.page}
          totalPages={data.totalPages}
          onPage={(next) => setFilters({ page: next })}
          label="Pagine dei prodotti"
        />
      ) : null}
    </section>
  )
}
