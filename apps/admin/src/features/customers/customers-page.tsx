import type { CustomerSummary } from '@shop/api/contract'
import { detectSearchType } from '@shop/customer-search'
import { Spinner } from '@shop/ui'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { Pager } from '../../lib/pager'
import { useFilters } from '../../lib/search-params'
import { useDocumentTitle } from '../../lib/use-document-title'
import { customersQuery } from './api/customers'
import { SEARCH_TYPE_LABELS } from './search-type-labels'
import { formatStoreDate } from './store-date'
import './customers.css'

const FILTERS = ['q'] as const
const PER_PAGE = 25

const countLabel = (total: number) => (total === 1 ? '1 cliente' : `${total} clienti`)

/** The address column: the billing (else shipping) street and the city. */
const addressLine = (customer: CustomerSummary) =>
  [customer.address, customer.city].filter(Boolean).join(', ') || '—'

/**
 * /admin/customers: the customer search (by id, email, phone, name or address), in the server's
 * relevance order, with the term and the page in the address.
 */
export function CustomersPage() {
  useDocumentTitle('Clienti')
  const location = useLocation()
  const hintId = useId()
  const [filters, setFilters] = useFilters(FILTERS)
  const [term, setTerm] = useState(filters.q)
  // Back and Forward change the term in the address: the box follows.
  useEffect(() => setTerm(filters.q), [filters.q])

  const query = { q: filters.q, page: filters.page, perPage: PER_PAGE }
  const search = useQuery(customersQuery(query))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (term.trim() === filters.q && filters.page === 1) void search.refetch()
    else setFilters({ q: term })
  }

  const typed = term.trim()
  const data = search.data
  const answer = data?.answer
  const ranFallback = answer?.searchType === 'comprehensive' && data?.q !== ''

  return (
    <section className="stack">
      <div className="page-head">
        <h1>Clienti</h1>
      </div>
      <search>
        <form className="panel customer-search" onSubmit={submit}>
          <div className="customer-search__box">
            <label className="field">
              <span>Cerca clienti</span>
              <input
                type="search"
                value={term}
                maxLength={100}
                autoComplete="off"
                spellCheck={false}
                placeholder="ID, email, telefono, nome o indirizzo"
                aria-describedby={hintId}
                onChange={(event) => setTerm(event.target.value)}
              />
            </label>
            <p id={hintId} className="customer-search__type">
              {typed ? (
                <>
                  Ricerca per: <strong>{SEARCH_TYPE_LABELS[detectSearchType(typed)]}</strong>
                </>
              ) : (
                "Scrivi un ID cliente, un'email, un numero di telefono, un nome o un indirizzo."
              )}
            </p>
          </div>
          <div className="actions">
            <button type="submit" className="button button--primary">
              Cerca
            </button>
          </div>
        </form>
      </search>

      <div className="customer-search__outcome" aria-live="polite">
        {search.isFetching && filters.q ? <p>Ricerca in corso…</p> : null}
        {!search.isFetching && answer && data?.q ? (
          <p>
            <strong>
              {answer.totalCustomers === 0
                ? 'Nessun cliente trovato'
                : `${countLabel(answer.totalCustomers)} ${answer.totalCustomers === 1 ? 'trovato' : 'trovati'}`}
            </strong>{' '}
            per «{data.q}» · Ricerca eseguita: <strong>{SEARCH_TYPE_LABELS[answer.searchType]}</strong>
          </p>
        ) : null}
        {!search.isFetching && ranFallback && data ? (
          <p className="muted">
            La ricerca per «{SEARCH_TYPE_LABELS[detectSearchType(data.q)]}» non ha trovato nessuno: il server
            ha cercato anche per ID, email, nome, indirizzo e telefono.
          </p>
        ) : null}
        {!search.isFetching && answer && !data?.q && answer.totalCustomers > 0 ? (
          <p>
            <strong>{countLabel(answer.totalCustomers)}</strong>, dal più recente
          </p>
        ) : null}
      </div>

      {search.error ? (
        <p role="alert" className="form-error">
          {search.error.message}
        </p>
      ) : null}
      {!data && search.isFetching ? <Spinner /> : null}
      {data && answer && !data.q && answer.customers.length === 0 ? (
        <p className="panel muted">
          Nessun cliente registrato. Quando cerchi, i risultati arrivano in ordine di pertinenza, con prima le
          corrispondenze esatte di ID, email e telefono.
        </p>
      ) : null}
      {data && answer && (data.q || answer.customers.length > 0) ? (
        <div className="table-wrap" aria-busy={search.isFetching}>
          <table className="data customer-results">
            <caption className="visually-hidden">
              {data.q ? `Clienti trovati per «${data.q}», dal più pertinente` : 'Clienti più recenti'}
            </caption>
            <thead>
              <tr>
                <th scope="col">ID</th>
                <th scope="col">Nome</th>
                <th scope="col">Email</th>
                <th scope="col">Telefono</th>
                <th scope="col">Indirizzo</th>
                <th scope="col">Registrato il</th>
              </tr>
            </thead>
            <tbody>
              {answer.customers.length === 0 ? (
                <tr>
                  <td colSpan={6}>
                    {answer.totalCustomers > 0
                      ? 'Nessun cliente in questa pagina.'
                      : 'Nessun cliente corrisponde alla ricerca.'}
                  </td>
                </tr>
              ) : null}
              {answer.customers.map((customer) => (
                <tr key={customer.id}>
                  <td>{customer.id}</td>
                  <td>
                    <Link to={`/customers/${customer.id}`} state={{ search: location.search }}>
                      {customer.name || customer.username || `Cliente n. ${customer.id}`}
                    </Link>
                  </td>
                  <td>{customer.email || '—'}</td>
                  <td className="customer-results__phone">{customer.phone || '—'}</td>
                  <td>{addressLine(customer)}</td>
                  <td>{formatStoreDate(customer.registeredAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {answer ? (
        <Pager
          page={answer.currentPage}
          totalPages={answer.totalPages}
          onPage={(page) => setFilters({ page })}
          label="Pagine dei clienti"
        />
      ) : null}
    </section>
  )
}
