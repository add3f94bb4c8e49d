import type { AdminOrderView, CustomerDetail } from '@shop/api/contract'
import { Spinner } from '@shop/ui'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { Link, useLocation, useParams } from 'react-router'
import { formatDateTime, formatDelivery, formatEuro } from '../../lib/format'
import { StatusBadge } from '../../lib/status-badge'
import { useDocumentTitle } from '../../lib/use-document-title'
import { customerQuery } from './api/customers'
import { AutoLoginPanel } from './auto-login-panel'
import { EmptiesPanel } from './empties-panel'
import { formatStoreDate } from './store-date'
import './customers.css'

/** How many orders the API gives with a customer (the newest). */
const ORDERS_SHOWN = 20

const ROLE_LABELS: Record<string, string> = {
  customer: 'Cliente',
  administrator: 'Amministratore',
  shop_manager: 'Gestore',
}

/** The search the operator came from (the results' links carry it), to go back to. */
function searchBack(state: unknown): string {
  const search = (state as { search?: unknown } | null)?.search
  return typeof search === 'string' && search.startsWith('?') ? search : ''
}

/** /admin/customers/:id: a customer's details and addresses, their latest orders, the auto-login link. */
export function CustomerPage() {
  const { id = '' } = useParams()
  const location = useLocation()
  // One query per id: the previous customer's never shows under another id.
  const answer = useQuery(customerQuery(id))
  const shown = answer.data && !answer.error ? answer.data : null
  const customer = shown?.customer
  const title = customer ? customer.name || customer.username || `Cliente n. ${customer.id}` : 'Cliente'
  useDocumentTitle(title)

  return (
    <section className="stack customer-page">
      <p className="customer-back">
        <Link to={{ pathname: '/customers', search: searchBack(location.state) }}>‹ Torna alla ricerca</Link>
      </p>
      <div className="page-head customer-head">
        <h1>{title}</h1>
        {customer ? <p className="muted">Cliente n. {customer.id}</p> : null}
      </div>
      {answer.error ? (
        <p role="alert" className="form-error">
          {answer.error.message}
        </p>
      ) : null}
      {!shown && !answer.error ? <Spinner /> : null}
      {shown && customer ? (
        <>
          <div className="grid-2">
            <CustomerFacts customer={customer} />
            <AutoLoginPanel
              key={customer.id}
              customerId={customer.id}
              isCustomer={customer.role === 'customer'}
            />
          </div>
          <div className="grid-2">
            <AddressPanel title="Indirizzo di fatturazione" address={customer.billing} />
            <AddressPanel title="Indirizzo di spedizione" address={customer.shipping} />
          </div>
          <EmptiesPanel key={`empties-${customer.id}`} customerId={customer.id} />
          <CustomerOrders orders={shown.orders} />
        </>
      ) : null}
    </section>
  )
}

function CustomerFacts({ customer }: { customer: CustomerDetail }) {
  const headingId = useId()
  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Dati del cliente</h2>
      <dl className="facts">
        <dt>Nome</dt>
        <dd>{customer.firstName || '—'}</dd>
        <dt>Cognome</dt>
        <dd>{customer.lastName || '—'}</dd>
        <dt>Email</dt>
        <dd>{customer.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : '—'}</dd>
        <dt>Telefono</dt>
        <dd>
          {customer.phone ? (
            <a href={`tel:${customer.phone.replace(/[^\d+]/g, '')}`}>{customer.phone}</a>
          ) : (
            '—'
          )}
        </dd>
        <dt>Nome utente</dt>
        <dd>{customer.username || '—'}</dd>
        <dt>Registrato il</dt>
        <dd>{formatStoreDate(customer.registeredAt, true)}</dd>
        <dt>Ruolo</dt>
        <dd>{ROLE_LABELS[customer.role] ?? (customer.role || '—')}</dd>
      </dl>
    </section>
  )
}

function AddressPanel({
  title,
  address,
}: {
  title: string
  address: CustomerDetail['shipping'] & { email?: string }
}) {
  const headingId = useId()
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ')
  const place = [address.postcode, address.city].filter(Boolean).join(' ')
  const lines = Object.entries({
    name,
    company: address.company,
    street: address.address1,
    street2: address.address2,
    place: [place, address.province ? `(${address.province})` : ''].filter(Boolean).join(' '),
    phone: address.phone ? `Tel. ${address.phone}` : '',
    email: address.email,
  }).filter((entry): entry is [string, string] => Boolean(entry[1]))
  const empty = !address.address1 && !address.city
  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {empty ? (
        <p className="muted">Nessun indirizzo.</p>
      ) : (
        <address className="customer-address">
          {lines.map(([part, line]) => (
            <span key={part}>{line}</span>
          ))}
        </address>
      )}
    </section>
  )
}

function CustomerOrders({ orders }: { orders: AdminOrderView[] }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Ordini</h2>
      {orders.length === 0 ? (
        <p className="panel muted">Il cliente non ha ancora ordini.</p>
      ) : (
        <>
          {orders.length >= ORDERS_SHOWN ? (
            <p className="muted">Gli ultimi {ORDERS_SHOWN} ordini del cliente.</p>
          ) : null}
          <div className="table-wrap">
            <table className="data">
              <caption className="visually-hidden">Ordini del cliente, dal più recente</caption>
              <thead>
                <tr>
                  <th scope="col">Numero</th>
                  <th scope="col">Data</th>
                  <th scope="col">Consegna</th>
                  <th scope="col" className="num">
                    Totale
                  </th>
                  <th scope="col">Stato</th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <tr key={order.id}>
                    <td>n. {order.number}</td>
                    <td>{formatDateTime(order.createdAt)}</td>
                    <td>{formatDelivery(order.delivery)}</td>
                    <td className="num">{formatEuro(order.total)}</td>
                    <td>
                      <StatusBadge status={order.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  )
}
