import type { AdminOrderView, DispatchGroup, VehicleLoad } from '@shop/api/contract'
import { dayNumberOfIso, deliveryDateLabel } from '@shop/slots'
import { Spinner } from '@shop/ui'
import { useQuery } from '@tanstack/react-query'
import { formatEuro, romeToday } from '../../lib/format'
import { useFilters } from '../../lib/search-params'
import { StatusBadge } from '../../lib/status-badge'
import { useDocumentTitle } from '../../lib/use-document-title'
import { dispatchQuery } from './api/dispatch'
import './dispatch.css'

const FILTERS = ['date'] as const

/** The driver collects the money: an order still to be paid, or one paid cash on delivery (WooCommerce's 'cod'). */
/** The driver collects the money: an order still to be paid, or one paid at the door (cash, cheque) not yet collected. */
const collectOnDelivery = (order: AdminOrderView) =>
  order.payment.state === 'on-delivery' || order.payment.state === 'to-pay-online'

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`
const groupTitle = (group: Pick<DispatchGroup, 'slot' | 'vehicle'>) =>
  `${group.slot ?? 'Senza fascia'} · ${group.vehicle ?? 'Senza veicolo'}`
const piecesOf = (orders: readonly AdminOrderView[]) =>
  orders.reduce((sum, order) => sum + order.items.reduce((n, item) => n + item.quantity, 0), 0)

/**
 * /admin/dispatch: the delivery sheet of one day (today in Rome unless ?date= says otherwise): what
 * each vehicle loads, then the orders by slot and vehicle, printable on A4 for the drivers.
 */
export function DispatchPage() {
  useDocumentTitle('Consegne')
  const [filters, setFilters] = useFilters(FILTERS)
  const today = romeToday()
  const date = filters.date || today
  const answer = useQuery(dispatchQuery(date))
  // One query per date: another date's sheet never shows under this one.
  const sheet = answer.data ?? null
  const label = dayNumberOfIso(date) === null ? null : deliveryDateLabel(date)
  const orderCount = sheet ? sheet.groups.reduce((sum, group) => sum + group.orders.length, 0) : 0

  return (
    <section className="stack dispatch">
      <div className="page-head no-print">
        <h1>Consegne</h1>
        {sheet ? (
          <p className="muted" aria-live="polite">
            {plural(orderCount, 'ordine', 'ordini')} da consegnare
          </p>
        ) : null}
      </div>
      <form
        className="filters panel no-print"
        aria-label="Data delle consegne"
        onSubmit={(event) => event.preventDefault()}
      >
        <label className="field">
          <span>Data di consegna</span>
          <input type="date" value={date} onChange={(event) => setFilters({ date: event.target.value })} />
        </label>
        <div className="actions">
          <button type="button" className="button" onClick={() => setFilters({ date: today })}>
            Oggi
          </button>
          <button
            type="button"
            className="button"
            onClick={() => setFilters({ date: romeToday(new Date(), 1) })}
          >
            Domani
          </button>
        </div>
      </form>

      {label ? (
        <div className="page-head dispatch__head">
          <h2>Consegne di {label}</h2>
          <button
            type="button"
            className="button button--primary no-print"
            disabled={!sheet || sheet.groups.length === 0}
            onClick={() => window.print()}
          >
            Stampa il foglio di consegna
          </button>
        </div>
      ) : null}

      {answer.error ? (
        <p role="alert" className="form-error">
          {answer.error.message}
        </p>
      ) : null}
      {!sheet && answer.isFetching ? <Spinner /> : null}
      {sheet?.capped ? (
        <p className="notice">
          Sono stati esaminati solo gli ultimi 1000 ordini: le consegne di ordini più vecchi potrebbero
          mancare.
        </p>
      ) : null}
      {sheet && sheet.groups.length === 0 ? (
        <p className="panel dispatch__empty">Nessuna consegna per questa data.</p>
      ) : null}
      {sheet && sheet.groups.length > 0 ? (
        <div className="stack" aria-busy={answer.isFetching}>
          <LoadSummary loads={sheet.loads} />
          {sheet.groups.map((group) => (
            <GroupSheet key={groupTitle(group)} group={group} />
          ))}
        </div>
      ) : null}
    </section>
  )
}

/** What each vehicle carries over the day: its orders, pieces, value and the products to load. */
function LoadSummary({ loads }: { loads: VehicleLoad[] }) {
  return (
    <section className="print-group" aria-labelledby="dispatch-loads">
      <h3 id="dispatch-loads">Carico per veicolo</h3>
      <div className="table-wrap">
        <table className="data dispatch__table">
          <caption className="visually-hidden">Carico per veicolo: ordini, pezzi, valore e prodotti</caption>
          <thead>
            <tr>
              <th scope="col">Veicolo</th>
              <th scope="col" className="num">
                Ordini
              </th>
              <th scope="col" className="num">
                Pezzi
              </th>
              <th scope="col" className="num">
                Valore
              </th>
              <th scope="col">Prodotti da caricare</th>
            </tr>
          </thead>
          <tbody>
            {loads.map((load) => (
              <tr key={load.vehicle ?? ''}>
                <th scope="row">{load.vehicle ?? 'Senza veicolo'}</th>
                <td className="num">{load.orders}</td>
                <td className="num">{load.pieces}</td>
                <td className="num">{formatEuro(load.total)}</td>
                <td>
                  <ul className="dispatch__items dispatch__items--columns">
                    {load.items.map((item) => (
                      <li key={`${item.productId}-${item.name}`}>
                        <span className="dispatch__qty">{item.quantity} ×</span> {item.name}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

/** One round: the orders of one slot and one vehicle, with room for the driver's signature or notes. */
function GroupSheet({ group }: { group: DispatchGroup }) {
  const title = groupTitle(group)
  const id = `dispatch-group-${title.replace(/[^0-9A-Za-z]+/g, '-')}`
  return (
    <section className="print-group dispatch__group" aria-labelledby={id}>
      <div className="dispatch__group-head">
        <h3 id={id}>{title}</h3>
        <p className="muted">
          {plural(group.orders.length, 'ordine', 'ordini')} ·{' '}
          {plural(piecesOf(group.orders), 'pezzo', 'pezzi')}
        </p>
      </div>
      <div className="table-wrap">
        <table className="data dispatch__table dispatch__orders">
          <caption className="visually-hidden">Ordini da consegnare: {title}</caption>
          <thead>
            <tr>
              <th scope="col" className="dispatch__col-number">
                Ordine
              </th>
              <th scope="col" className="dispatch__col-customer">
                Cliente
              </th>
              <th scope="col" className="dispatch__col-address">
                Indirizzo
              </th>
              <th scope="col">Prodotti</th>
              <th scope="col" className="num dispatch__col-total">
                Totale
              </th>
              <th scope="col" className="dispatch__col-payment">
                Pagamento
              </th>
              <th scope="col" className="dispatch__col-status">
                Stato
              </th>
              <th scope="col" className="dispatch__sign">
                Firma / note
              </th>
            </tr>
          </thead>
          <tbody>
            {group.orders.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

function OrderRow({ order }: { order: AdminOrderView }) {
  const phone = order.shipping.phone.trim() || order.customer.phone
  return (
    <tr>
      <th scope="row" className="dispatch__number">
        n. {order.number}
      </th>
      <td>
        {order.customer.name || '—'}
        {order.shipping.company ? <span className="dispatch__line">{order.shipping.company}</span> : null}
        {phone ? (
          <a className="dispatch__line dispatch__phone" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
            {phone}
          </a>
        ) : null}
      </td>
      <td>
        {order.address || '—'}
        {order.delivery.zoneName ? (
          <span className="dispatch__line muted">Zona: {order.delivery.zoneName}</span>
        ) : null}
      </td>
      <td>
        <ul className="dispatch__items">
          {order.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order may list one product on two lines
            <li key={`${item.productId}-${index}`}>
              <span className="dispatch__qty">{item.quantity} ×</span> {item.name}
            </li>
          ))}
        </ul>
      </td>
      <td className="num">{formatEuro(order.total)}</td>
      <td>
        {order.paymentMethodTitle || order.paymentMethod.title || '—'}
        {collectOnDelivery(order) ? <strong className="dispatch__due">Da incassare</strong> : null}
      </td>
      <td>
        <StatusBadge status={order.status} />
      </td>
      <td className="dispatch__sign" />
    </tr>
  )
}
