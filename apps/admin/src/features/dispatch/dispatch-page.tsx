import type { Departure, DispatchStop, DispatchVan } from '@shop/api/contract'
import { systemClock } from '@shop/clock'
import { departureLabel } from '@shop/orders'
import { dayNumberOfIso, deliveryDateLabel } from '@shop/slots'
import { Spinner, useToast } from '@shop/ui'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toApiError } from '../../lib/api'
import { DayPicker } from '../../lib/day-picker'
import { formatEuro, romeToday } from '../../lib/format'
import { useFilters } from '../../lib/search-params'
import { useDocumentTitle } from '../../lib/use-document-title'
import { dispatchQuery, markDeparted } from './api/dispatch'
import './dispatch.css'

const FILTERS = ['date'] as const

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`
const vanName = (van: Pick<DispatchVan, 'vehicle'>) => van.vehicle ?? 'Senza veicolo'

/**
 * /admin/dispatch: the delivery sheet of one day (today in Rome unless ?date= says otherwise), one
 * van at a time: what it loads, then its stops in slot order with address, phone, the customer's
 * note, what to collect and, once the van has left, whether each stop left with it or why not.
 * 'Partito' is offered on today's sheet only (the API refuses any other day too). Printed on A4 or
 * on an 80 mm receipt roll, each van on a page of its own for its driver (dispatch.css).
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
  const orderCount = sheet ? sheet.vans.reduce((sum, van) => sum + van.stops.length, 0) : 0
  // A van leaves on its day: 'Partito' only on today's sheet.
  const isToday = date === today

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
      <DayPicker
        formLabel="Data delle consegne"
        label="Data di consegna"
        date={date}
        onChange={(next) => setFilters({ date: next })}
        shortcuts={[
          { label: 'Oggi', date: today },
          { label: 'Domani', date: romeToday(systemClock(), 1) },
        ]}
      />

      {label ? (
        <div className="page-head dispatch__head">
          <h2>Consegne di {label}</h2>
          <button
            type="button"
            className="button button--primary no-print"
            disabled={!sheet || sheet.vans.length === 0}
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
      {sheet && sheet.vans.length === 0 ? (
        <p className="panel dispatch__empty">Nessuna consegna per questa data.</p>
      ) : null}
      {sheet && sheet.vans.length > 0 && !isToday ? (
        <p className="muted no-print">
          «Partito» si segna solo sul foglio di oggi, il giorno della consegna.
        </p>
      ) : null}
      {sheet && sheet.vans.length > 0 ? (
        <div className="stack" aria-busy={answer.isFetching}>
          {sheet.vans.map((van) => (
            // Keyed by date too: what one day's 'Partito' left on screen never shows on another day.
            <VanSheet
              key={`${date} ${vanName(van)}`}
              van={van}
              date={date}
              dateLabel={label}
              canDepart={isToday}
            />
          ))}
        </div>
      ) : null}
    </section>
  )
}

/**
 * One van's page: its name and day, what it loads, and its stops in slot order, with room for the
 * driver's signature or notes. Printed, every van starts a page of its own. `canDepart`: today's
 * sheet, the only one with 'Partito'.
 */
function VanSheet({
  van,
  date,
  dateLabel,
  canDepart,
}: {
  van: DispatchVan
  date: string
  dateLabel: string | null
  canDepart: boolean
}) {
  const name = vanName(van)
  const id = `dispatch-van-${name.replace(/[^0-9A-Za-z]+/g, '-')}`
  return (
    <section className="print-group dispatch__van" aria-labelledby={id}>
      <div className="dispatch__group-head">
        <h3 id={id}>{name}</h3>
        {van.vehicle && canDepart ? <DepartedButton vehicle={van.vehicle} date={date} /> : null}
        <p className="muted">
          {dateLabel ? <span className="print-only">{dateLabel} · </span> : null}
          {plural(van.orders, 'consegna', 'consegne')} · {plural(van.pieces, 'pezzo', 'pezzi')} · valore{' '}
          {formatEuro(van.total)}
          {van.toCollect > 0 ? ` · da incassare ${formatEuro(van.toCollect)}` : ''}
        </p>
      </div>
      <div className="dispatch__load">
        <h4>Prodotti da caricare</h4>
        <ul className="dispatch__items dispatch__items--columns" aria-label={`Prodotti da caricare: ${name}`}>
          {van.items.map((item) => (
            <li key={`${item.productId}-${item.name}`}>
              <span className="dispatch__qty">{item.quantity} ×</span> {item.name}
            </li>
          ))}
        </ul>
      </div>
      <div className="table-wrap">
        <table className="data dispatch__table dispatch__orders">
          <caption className="visually-hidden">Consegne: {name}</caption>
          <thead>
            <tr>
              <th scope="col" className="dispatch__col-slot">
                Fascia
              </th>
              <th scope="col" className="dispatch__col-number">
                Ordine
              </th>
              <th scope="col" className="dispatch__col-customer">
                Cliente
              </th>
              <th scope="col" className="dispatch__col-address">
                Indirizzo
              </th>
              <th scope="col" className="dispatch__col-note">
                Note del cliente
              </th>
              <th scope="col" className="dispatch__col-items">
                Prodotti
              </th>
              <th scope="col" className="dispatch__col-collect">
                Incasso
              </th>
              <th scope="col" className="dispatch__sign">
                Firma
              </th>
              <th scope="col" className="dispatch__col-departure no-print">
                Partenza
              </th>
            </tr>
          </thead>
          <tbody>
            {van.stops.map((stop) => (
              <StopRow key={stop.order.id} stop={stop} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

function StopRow({ stop }: { stop: DispatchStop }) {
  const { order, collect, departure } = stop
  const phone = order.shipping.phone.trim() || order.customer.phone
  return (
    <tr className={departure?.state === 'stayed' ? 'dispatch__stayed' : undefined}>
      <td className="dispatch__slot">{stop.slot ?? 'Senza fascia'}</td>
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
      <td className="dispatch__note" data-label="Note">
        {order.note}
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
      <td className="dispatch__collect">
        {collect ? (
          <strong className={collect.kind === 'collect' ? 'dispatch__due' : 'dispatch__unpaid'}>
            {collect.text}
          </strong>
        ) : null}
      </td>
      <td className="dispatch__sign" />
      <td className={`dispatch__departure dispatch__departure--${departure?.state ?? 'waiting'} no-print`}>
        {departureLabel(departure)}
      </td>
    </tr>
  )
}

/**
 * 'Partito' (today's sheet only): the van left. Asked for confirmation; then its orders go 'In
 * consegna' (their customers get an e-mail, and an SMS when they asked for one), but those whose
 * payment has not arrived: the answer names them, and the list stays in the van's section until
 * the operator closes it ('Chiudi'), while the rows say which stops left.
 */
function DepartedButton({ vehicle, date }: { vehicle: string; date: string }) {
  const toast = useToast()
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [leftBehind, setLeftBehind] = useState<Departure['left']>([])
  const departed = useMutation({ mutationFn: markDeparted })
  const confirmId = `departed-${vehicle.replace(/[^0-9A-Za-z]+/g, '-')}`
  const leftId = `${confirmId}-left`

  const confirm = async () => {
    setError(null)
    try {
      const answer = await departed.mutateAsync({ date, vehicle })
      toast.show(
        `${vehicle} partito: ${plural(answer.departed.length, 'ordine', 'ordini')} in consegna` +
          (answer.left.length > 0 ? `, ${plural(answer.left.length, 'non partito', 'non partiti')}` : ''),
        { tone: answer.left.length > 0 ? 'info' : 'success' },
      )
      setLeftBehind(answer.left)
      setConfirming(false)
      void queryClient.invalidateQueries({ queryKey: ['dispatch'] })
      void queryClient.invalidateQueries({ queryKey: ['orders'] })
    } catch (failure) {
      setError(toApiError(failure).message)
      setConfirming(false)
    }
  }

  return (
    <div className="dispatch__departed no-print">
      {confirming ? (
        <div role="alertdialog" aria-labelledby={confirmId} className="panel confirm">
          <p id={confirmId}>
            {vehicle} è partito? I suoi ordini passano a «In consegna» e i clienti ricevono l'avviso.
          </p>
          <div className="actions">
            <button
              type="button"
              className="button button--primary"
              onClick={confirm}
              disabled={departed.isPending}
            >
              {departed.isPending ? 'Salvataggio…' : 'Conferma'}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => setConfirming(false)}
              disabled={departed.isPending}
            >
              Annulla
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="button" onClick={() => setConfirming(true)}>
          Partito
        </button>
      )}
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      {leftBehind.length > 0 ? (
        <div role="alert" aria-labelledby={leftId} className="panel dispatch__left">
          <p id={leftId} className="dispatch__left-title">
            Non partiti con {vehicle}
          </p>
          <ul>
            {leftBehind.map((order) => (
              <li key={order.id}>
                <strong>n. {order.number}</strong>: {order.reason}
              </li>
            ))}
          </ul>
          <button type="button" className="button" onClick={() => setLeftBehind([])}>
            Chiudi
          </button>
        </div>
      ) : null}
    </div>
  )
}
