import { Link } from 'react-router'
import type { DriverStop, StopOutcome } from '../../lib/driver-day'
import { euro, timeOf } from '../../lib/format'
import type { OutboxEntry } from '../../lib/outbox/outbox'
import { FAILURE_REASON_LABELS } from '../../lib/outcome-labels'
import { StopBadgeView } from '../../lib/stop-badge-view'
import { stopBadge } from '../../lib/stop-status'
import { usePage } from '../../lib/use-page'
import { useStop } from '../../lib/use-stop'

const TAKEN: Record<string, string> = { cash: 'in contanti', cheque: 'con assegno' }

/** 'Fermata': where, who, what to hand over and take back, and the two outcomes. */
export function StopPage() {
  const { stop, entry, data } = useStop()
  const heading = usePage(stop ? `Fermata ${stop.position}` : 'Fermata')
  if (!stop)
    return (
      <>
        <h1 ref={heading} tabIndex={-1}>
          Fermata
        </h1>
        <p>{data.status === 'loading' ? 'Caricamento…' : 'Questa consegna non è tra quelle di oggi.'}</p>
        <Link className="button" to="/">
          Torna alla giornata
        </Link>
      </>
    )

  const badge = stopBadge(stop, entry)
  const phone = stop.customer.phone.replace(/[^\d+]/g, '')
  return (
    <>
      <Link className="back-link" to="/">
        ← La giornata
      </Link>
      <h1 ref={heading} tabIndex={-1}>
        Fermata {stop.position}: {stop.customer.name}
      </h1>
      <p className="stop__meta">
        <StopBadgeView badge={badge} /> Ordine n. {stop.number}
        {stop.slot ? ` · ${stop.slot}` : ''}
      </p>

      {stop.unpaid ? (
        <p className="message message--danger stop__unpaid">
          <strong>Non consegnare la merce:</strong> {stop.unpaid}. Chiama l'ufficio.
        </p>
      ) : stop.collect ? (
        <p className="message message--cash">
          <strong>{stop.collect.text}</strong>
        </p>
      ) : null}
      {stop.alcohol ? <p className="message message--alcohol">Alcolici: verifica il documento</p> : null}

      <section aria-labelledby="dove">
        <h2 id="dove">Indirizzo</h2>
        <address className="stop__address">
          {stop.address.line}
          <br />
          {stop.address.postcode} {stop.address.city}
        </address>
        {stop.address.note ? <p className="stop__note">Nota: {stop.address.note}</p> : null}
        <div className="actions">
          {phone ? (
            <a className="button" href={`tel:${phone}`}>
              Chiama {stop.customer.name}
            </a>
          ) : null}
          <a className="button" href={stop.mapsUrl} target="_blank" rel="noreferrer">
            Apri in Mappe
          </a>
        </div>
      </section>

      <section aria-labelledby="merce">
        <h2 id="merce">Da consegnare</h2>
        <ul className="items">
          {stop.items.map((item) => (
            <li key={item.name}>
              <strong>{item.quantity} ×</strong> {item.name}
            </li>
          ))}
        </ul>
      </section>

      {stop.empties.length > 0 ? (
        <section aria-labelledby="vuoti">
          <h2 id="vuoti">Vuoti da ritirare</h2>
          <ul className="items">
            {stop.empties.map((empty) => (
              <li key={empty.kind}>
                <strong>{empty.expected}</strong> {empty.label}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="esito">
        <h2 id="esito">Esito</h2>
        <Outcome stop={stop} entry={entry} onDiscard={data.discard} />
      </section>
    </>
  )
}

function Outcome({
  stop,
  entry,
  onDiscard,
}: {
  stop: DriverStop
  entry: OutboxEntry | undefined
  onDiscard: (actionId: string) => Promise<void>
}) {
  if (stop.state !== 'to-deliver' && stop.outcome)
    return <Recorded outcome={stop.outcome} state={stop.state} />
  if (stop.state !== 'to-deliver') return <p>Esito già registrato dal negozio.</p>
  if (entry && !entry.refused)
    return (
      <p className="message message--waiting">
        {entry.body.result === 'delivered' ? 'Consegnato' : 'Non consegnato'} alle{' '}
        {timeOf(entry.body.recordedAt)}: in attesa di invio. Parte appena c'è segnale.
      </p>
    )
  return (
    <>
      {entry?.refused ? (
        <div className="message message--danger" role="alert">
          <p>
            <strong>
              Il negozio non ha accettato l'esito registrato alle {timeOf(entry.body.recordedAt)}:
            </strong>{' '}
            {entry.refused.message}
          </p>
          <p>Registra di nuovo l'esito, oppure annulla se non è più da fare.</p>
          <button
            type="button"
            className="button button--small"
            onClick={() => void onDiscard(entry.body.actionId)}
          >
            Annulla l'esito non accettato
          </button>
        </div>
      ) : null}
      <div className="actions actions--outcome">
        <Link className="button button--success" to={`/fermate/${stop.orderId}/consegnato`}>
          Consegnato
        </Link>
        <Link className="button button--danger" to={`/fermate/${stop.orderId}/non-consegnato`}>
          Non consegnato
        </Link>
      </div>
    </>
  )
}

function Recorded({ outcome }: { outcome: StopOutcome; state: DriverStop['state'] }) {
  const at = ` alle ${timeOf(outcome.recordedAt)}`
  if (outcome.result === 'failed')
    return (
      <p className="message message--info">
        Non consegnato{at}: {FAILURE_REASON_LABELS[outcome.reason] ?? outcome.reason}
        {outcome.note ? ` (${outcome.note})` : ''}.
      </p>
    )
  const { payment } = outcome
  return (
    <p className="message message--success">
      Consegnato{at}.
      {payment.method !== 'none' ? ` Incassati ${euro(payment.amount)} ${TAKEN[payment.method] ?? ''}.` : ''}
    </p>
  )
}
