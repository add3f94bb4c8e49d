import { Link } from 'react-router'
import { useDriverData } from '../../lib/driver-data'
import type { DriverStop } from '../../lib/driver-day'
import { dayName, euro } from '../../lib/format'
import type { OutboxEntry } from '../../lib/outbox/outbox'
import { StopBadgeView } from '../../lib/stop-badge-view'
import { pendingCash, stopBadge } from '../../lib/stop-status'
import { usePage } from '../../lib/use-page'

/** 'La giornata': the van, the cash, and the stops in the order to drive them. */
export function DayPage() {
  const heading = usePage('La giornata')
  const { day, status, problem, refresh, refreshing, queue, entryOf } = useDriverData()

  const title = (
    <h1 ref={heading} tabIndex={-1}>
      La giornata
    </h1>
  )
  const refreshButton = (
    <button type="button" className="button" onClick={() => void refresh()} disabled={refreshing}>
      {refreshing ? 'Aggiornamento…' : 'Aggiorna'}
    </button>
  )

  if (status === 'loading' || (status === 'failed' && !day))
    return (
      <>
        {title}
        {status === 'loading' ? (
          <p role="status">Caricamento della giornata…</p>
        ) : (
          <>
            <p role="alert" className="message message--danger">
              {problem?.code === 'driver_only'
                ? problem.message
                : `Impossibile leggere la giornata. ${problem?.message ?? ''}`}
            </p>
            {refreshButton}
          </>
        )}
      </>
    )
  if (!day) return null

  const waitingCash = pendingCash(queue.entries)
  return (
    <>
      {title}
      <p className="day__date">{dayName(day.date)}</p>
      {day.vehicle === null ? (
        <section className="message message--info" aria-labelledby="no-van">
          <h2 id="no-van">Oggi non hai un furgone assegnato</h2>
          <p>Non ci sono consegne per te oggi. Se pensi che sia un errore, chiama l'ufficio.</p>
        </section>
      ) : (
        <>
          <p className="day__van">
            Furgone: <strong>{day.vehicle}</strong>
          </p>
          <dl className="cash">
            <div className="cash__item">
              <dt>Da incassare</dt>
              <dd>{euro(day.cash.due)}</dd>
            </div>
            <div className="cash__item">
              <dt>Incassato</dt>
              <dd>
                {euro(day.cash.recorded + waitingCash)}
                {waitingCash > 0 ? <small> di cui {euro(waitingCash)} in attesa di invio</small> : null}
              </dd>
            </div>
          </dl>
          <h2 className="stops__title">
            {day.stops.length === 1 ? '1 fermata' : `${day.stops.length} fermate`}
          </h2>
          {day.stops.length === 0 ? <p>Nessuna consegna per oggi.</p> : null}
          <ol className="stops">
            {day.stops.map((stop) => (
              <StopRow key={stop.orderId} stop={stop} entry={entryOf(stop.orderId)} />
            ))}
          </ol>
        </>
      )}
      {refreshButton}
    </>
  )
}

function StopRow({ stop, entry }: { stop: DriverStop; entry: OutboxEntry | undefined }) {
  const badge = stopBadge(stop, entry)
  return (
    <li className={`stop-row stop-row--${badge}`}>
      <Link className="stop-row__link" to={`/fermate/${stop.orderId}`}>
        <span className="stop-row__top">
          <span className="stop-row__position">
            <span className="ui-visually-hidden">Fermata </span>
            {stop.position}
          </span>
          <span className="stop-row__slot">{stop.slot ?? 'Senza fascia'}</span>
          <StopBadgeView badge={badge} />
        </span>
        <span className="stop-row__name">{stop.customer.name}</span>
        <span className="stop-row__address">
          {stop.address.line}, {stop.address.city}
        </span>
        <span className="stop-row__marks">
          {stop.alcohol ? <span className="mark mark--alcohol">Alcolici</span> : null}
          {stop.unpaid ? <span className="mark mark--danger">Non consegnare: {stop.unpaid}</span> : null}
          {stop.collect ? <span className="mark mark--cash">{stop.collect.text}</span> : null}
          {entry?.refused ? <span className="mark mark--danger">Da rifare: non accettata</span> : null}
        </span>
      </Link>
    </li>
  )
}
