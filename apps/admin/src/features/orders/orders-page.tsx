import { OPERATOR_STATUS_LABELS, OPERATOR_STATUSES } from '@shop/orders'
import { TIME_SLOTS } from '@shop/slots'
import { Spinner } from '@shop/ui'
import { VEHICLES } from '@shop/zones'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useSearchParams } from 'react-router'
import { formatDateTime, formatDelivery, formatEuro } from '../../lib/format'
import { Pager } from '../../lib/pager'
import { useFilters } from '../../lib/search-params'
import { StatusBadge } from '../../lib/status-badge'
import { useDocumentTitle } from '../../lib/use-document-title'
import { zonesQuery } from '../../lib/zones-query'
import { ordersQuery } from './api/orders'
import { OrderDetail } from './order-detail'

const FILTERS = ['status', 'deliveryDate', 'zone', 'vehicle', 'slot', 'search'] as const
const PER_PAGE = 25

/** An order's id in the address (`?ordine=123`), or null. */
export function linkedOrderId(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null
  const id = Number(value)
  return id > 0 ? id : null
}

/**
 * /admin and /admin/orders: the orders, newest first, with filters, paging and each order's detail.
 * `?ordine=<id>` opens that order's detail (the links of other screens, such as the day's cash).
 */
export function OrdersPage() {
  useDocumentTitle('Ordini')
  const [filters, setFilters] = useFilters(FILTERS)
  const [params, setParams] = useSearchParams()
  const [openId, setOpenId] = useState<number | null>(() => linkedOrderId(params.get('ordine')))
  const closeDetail = () => {
    setOpenId(null)
    if (params.has('ordine'))
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous)
          next.delete('ordine')
          return next
        },
        { replace: true },
      )
  }
  const query = { ...filters, perPage: PER_PAGE }
  const orders = useQuery(ordersQuery(query))
  const zones = useQuery(zonesQuery())
  const [search, setSearch] = useState(filters.search)

  const submitSearch = (event: FormEvent) => {
    event.preventDefault()
    setFilters({ search })
  }
  const anyFilter = FILTERS.some((key) => filters[key] !== '')
  const data = orders.data

  return (
    <section className="stack">
      <div className="page-head">
        <h1>Ordini</h1>
        {data ? (
          <p className="muted" aria-live="polite">
            {data.total === 1 ? '1 ordine' : `${data.total} ordini`}
          </p>
        ) : null}
      </div>
      <form className="filters panel" onSubmit={submitSearch} aria-label="Filtri degli ordini">
        <label className="field">
          <span>Stato</span>
          <select value={filters.status} onChange={(event) => setFilters({ status: event.target.value })}>
            <option value="">Tutti</option>
            {OPERATOR_STATUSES.map((status) => (
              <option key={status} value={status}>
                {OPERATOR_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Data di consegna</span>
          <input
            type="date"
            value={filters.deliveryDate}
            onChange={(event) => setFilters({ deliveryDate: event.target.value })}
          />
        </label>
        <label className="field">
          <span>Zona</span>
          <select value={filters.zone} onChange={(event) => setFilters({ zone: event.target.value })}>
            <option value="">Tutte</option>
            {(zones.data?.zones ?? []).map((zone) => (
              <option key={zone.id} value={zone.name}>
                {zone.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Veicolo</span>
          <select value={filters.vehicle} onChange={(event) => setFilters({ vehicle: event.target.value })}>
            <option value="">Tutti</option>
            {VEHICLES.map((vehicle) => (
              <option key={vehicle} value={vehicle}>
                {vehicle}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Fascia oraria</span>
          <select value={filters.slot} onChange={(event) => setFilters({ slot: event.target.value })}>
            <option value="">Tutte</option>
            {TIME_SLOTS.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Cerca</span>
          <input
            type="search"
            value={search}
            placeholder="Numero, cliente, email…"
            onChange={(event) => setSearch(event.target.value)}
          />
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
                setFilters({ status: '', deliveryDate: '', zone: '', vehicle: '', slot: '', search: '' })
              }}
            >
              Azzera filtri
            </button>
          ) : null}
        </div>
      </form>

      {orders.error ? (
        <p role="alert" className="form-error">
          {orders.error.message}
        </p>
      ) : null}
      {data?.capped ? (
        <p className="notice">
          Con i filtri di consegna si cercano gli ultimi 1000 ordini: gli ordini più vecchi non sono inclusi.
        </p>
      ) : null}
      {!data && orders.isFetching ? <Spinner /> : null}
      {data ? (
        <div className="table-wrap" aria-busy={orders.isFetching}>
          <table className="data">
            <caption className="visually-hidden">Ordini, dal più recente</caption>
            <thead>
              <tr>
                <th scope="col">Numero</th>
                <th scope="col">Data</th>
                <th scope="col">Cliente</th>
                <th scope="col">Zona</th>
                <th scope="col">Consegna</th>
                <th scope="col">Veicolo</th>
                <th scope="col" className="num">
                  Totale
                </th>
                <th scope="col">Pagamento</th>
                <th scope="col">Stato</th>
              </tr>
            </thead>
            <tbody>
              {data.orders.length === 0 ? (
                <tr>
                  <td colSpan={9}>Nessun ordine corrisponde ai filtri.</td>
                </tr>
              ) : null}
              {data.orders.map((order) => (
                <tr key={order.id}>
                  <td>
                    <button
                      type="button"
                      className="button button--small"
                      onClick={() => setOpenId(order.id)}
                      aria-label={`Ordine n. ${order.number}: dettagli`}
                    >
                      n. {order.number}
                    </button>
                  </td>
                  <td>{formatDateTime(order.createdAt)}</td>
                  <td>
                    {order.customer.name || '—'}
                    <br />
                    <span className="muted">{order.customer.email}</span>
                    {order.invoice ? (
                      <>
                        <br />
                        <span className="invoice-mark" title={`Fattura a ${order.invoice.companyName}`}>
                          Fattura
                        </span>
                      </>
                    ) : null}
                  </td>
                  <td>{order.delivery.zoneName ?? '—'}</td>
                  <td>{formatDelivery(order.delivery)}</td>
                  <td>{order.delivery.vehicle ?? '—'}</td>
                  <td className="num">{formatEuro(order.total)}</td>
                  <td>{order.paymentMethodTitle || order.paymentMethod.title || '—'}</td>
                  <td>
                    <StatusBadge status={order.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data ? (
        <Pager
          page={data.page}
          totalPages={data.totalPages}
          onPage={(page) => setFilters({ page })}
          label="Pagine degli ordini"
        />
      ) : null}
      <OrderDetail orderId={openId} onClose={closeDetail} />
    </section>
  )
}
