import { formatCount } from '@shop/catalog'
import { useSuspenseQuery } from '@tanstack/react-query'
import { type CSSProperties, useId } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { useShopConfig } from '../../app/shop-config'
import { subcategoriesOf, topCategories } from '../../lib/catalog/catalog-api'
import { ProductGrid } from '../../lib/catalog/product-grid'
import type { Category } from '../../lib/catalog-types'
import { useDocumentTitle } from '../../lib/use-document-title'
import { type ListData, productListQuery } from './api/product-list'
import { listHref, sortsFor } from './list-query'
import { Pagination } from './pagination'

function headingOf(data: ListData, category: Category | undefined, subcategory: Category | undefined) {
  if (data.query.search) return `Risultati per “${data.query.search}”`
  if (subcategory) return subcategory.name
  if (category) return category.name
  if (data.query.onSale) return 'Offerte'
  return 'Tutti i prodotti'
}

function countLabel(total: number): string {
  return total === 1 ? '1 prodotto' : `${formatCount(total)} prodotti`
}

/** The product list of /prodotti, /prodotti/categoria/{category} and …/sottocategoria/{subcategory}. */
export function Component() {
  const params = useParams()
  const location = useLocation()
  const { data } = useSuspenseQuery(productListQuery(params, location.search))
  const { brand } = useShopConfig()
  const navigate = useNavigate()
  const sortId = useId()
  const search = new URLSearchParams(location.search)
  const { query, categories, page } = data
  const category = categories.find((candidate) => candidate.slug === query.category)
  const subcategory = categories.find((candidate) => candidate.slug === query.subcategory)
  const heading = headingOf(data, category, subcategory)
  useDocumentTitle(heading, brand)

  const tops = topCategories(categories)
  const subs = query.category ? subcategoriesOf(categories, query.category) : []

  return (
    <div className="page product-list">
      <nav aria-label="Percorso" className="breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/prodotti">Prodotti</Link>
          </li>
          {category ? (
            <li>
              <Link
                to={`/prodotti/categoria/${category.slug}`}
                aria-current={subcategory ? undefined : 'page'}
              >
                {category.name}
              </Link>
            </li>
          ) : null}
          {category && subcategory ? (
            <li>
              <span aria-current="page">{subcategory.name}</span>
            </li>
          ) : null}
        </ol>
      </nav>

      <header className="product-list__header">
        <h1>{heading}</h1>
        {category?.description && !subcategory ? <p className="lead">{category.description}</p> : null}
      </header>

      {tops.length > 0 ? (
        <nav aria-label="Categorie" className="chips">
          <ul>
            <li>
              <Link
                to="/prodotti"
                className="chip"
                aria-current={!query.category && !query.onSale ? 'page' : undefined}
              >
                Tutti
              </Link>
            </li>
            {tops.map((top) => (
              <li key={top.slug}>
                <Link
                  to={`/prodotti/categoria/${top.slug}`}
                  className="chip"
                  style={{ '--chip-color': top.color } as CSSProperties}
                  aria-current={query.category === top.slug && !query.subcategory ? 'page' : undefined}
                >
                  {top.name}
                </Link>
              </li>
            ))}
            <li>
              <Link
                to="/prodotti?offerte=1"
                className="chip"
                aria-current={query.onSale && !query.category ? 'page' : undefined}
              >
                Offerte
              </Link>
            </li>
          </ul>
        </nav>
      ) : null}

      {subs.length > 0 ? (
        <nav aria-label={`Sottocategorie di ${category?.name ?? ''}`} className="chips chips--sub">
          <ul>
            {subs.map((sub) => (
              <li key={sub.slug}>
                <Link
                  to={`/prodotti/categoria/${query.category}/sottocategoria/${sub.slug}`}
                  className="chip chip--sub"
                  aria-current={query.subcategory === sub.slug ? 'page' : undefined}
                >
                  {sub.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {data.missing ? (
        <section className="empty-state" aria-labelledby="missing-title">
          <h2 id="missing-title">{data.missing}</h2>
          <p>
            La categoria che cerchi non esiste o non ha più prodotti.{' '}
            <Link to="/prodotti">Guarda tutti i prodotti</Link>.
          </p>
        </section>
      ) : page ? (
        <>
          <div className="product-list__toolbar">
            <p className="product-list__count" aria-live="polite">
              {countLabel(page.total)}
            </p>
            <div className="field field--inline">
              <label htmlFor={sortId}>Ordina per</label>
              <select
                id={sortId}
                value={query.sortValue}
                onChange={(event) =>
                  navigate(listHref(location.pathname, search, { ordina: event.target.value }))
                }
              >
                {sortsFor(Boolean(query.search)).map((sort) => (
                  <option key={sort.value} value={sort.value}>
                    {sort.label}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {query.search && page.didYouMean ? (
            <p className="did-you-mean">
              Forse cercavi{' '}
              <Link
                to={listHref(location.pathname, search, { cerca: page.didYouMean, ordina: 'pertinenza' })}
              >
                {page.didYouMean}
              </Link>
              ?
            </p>
          ) : null}
          {page.products.length > 0 ? (
            <ProductGrid products={page.products} eager={4} />
          ) : (
            <section className="empty-state" aria-labelledby="empty-title">
              <h2 id="empty-title">Nessun prodotto trovato</h2>
              <p>
                {query.search
                  ? 'Prova con un’altra parola, per esempio il nome della marca o “frizzante”.'
                  : 'Non ci sono prodotti in questa pagina.'}{' '}
                <Link to="/prodotti">Guarda tutti i prodotti</Link>.
              </p>
            </section>
          )}
          <Pagination
            page={page.page}
            totalPages={page.totalPages}
            hrefOf={(target) => listHref(location.pathname, search, { pagina: target })}
          />
        </>
      ) : null}
    </div>
  )
}
