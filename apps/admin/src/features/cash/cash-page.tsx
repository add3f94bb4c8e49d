import { systemClock } from '@shop/clock'
import { dayNumberOfIso, deliveryDateLabel } from '@shop/slots'
import { Spinner } from '@shop/ui'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { DayPicker } from '../../lib/day-picker'
import { formatEuro, romeToday } from '../../lib/format'
import { useFilters } from '../../lib/search-params'
import { useDocumentTitle } from '../../lib/use-document-title'
import { type CashVan, cashQuery } from './api/cash'
import {
  dayTotals,
  differenceText,
  differenceTone,
  methodLabel,
  recordedText,
  resultLabel,
} from './cash-rows'
import './cash.css'

const FILTERS = ['date'] as const

const vanName = (van: Pick<CashVan, 'vehicle'>) => van.vehicle ?? 'Senza veicolo'

/**
 * /admin/cash ('Incassi'): the cash of one day (today in Rome unless ?date= says otherwise), van by
 * van with its driver: each stop that asks for money at the door or recorded some, what it was due,
 * what the driver recorded and how, the outcome and the difference (highlighted, with its sign and
 * meaning, when not 0), then the van's totals. As GET /api/admin/cash answers it: nothing is added
 * up here but the day's totals over the vans. Printable, a van per block.
 */
export function CashPage() {
  useDocumentTitle('Incassi')
  const [filters, setFilters] = useFilters(FILTERS)
  const today = romeToday()
  const date = filters.date || today
  const valid = dayNumberOfIso(date) !== null
  const answer = useQuery({ ...cashQuery(date), enabled: valid })
  const report = answer.data ?? null
  const label = valid ? deliveryDateLabel(date) : null
  const totals = report ? dayTotals(report.vans) : null

  return (
    <section className="stack cash">
      <div className="page-head no-print">
        <h1>Incassi</h1>
      </div>
      <DayPicker
        formLabel="Data degli incassi"
        label="Data di consegna"
        date={date}
        onChange={(next) => setFilters({ date: next })}
        shortcuts={[
          { label: 'Oggi', date: today },
          { label: 'Ieri', date: romeToday(systemClock(), -1) },
        ]}
      />

      {label ? (
        <div className="page-head">
          <h2>Incassi di {label}</h2>
          <button
            type="button"
            className="button button--primary no-print"
            disabled={!report || report.vans.length === 0}
            onClick={() => window.print()}
          >
            Stampa
          </button>
        </div>
      ) : (
        <p role="alert" className="form-error">
          Scegli una data.
        </p>
      )}
      {answer.error ? (
        <p role="alert" className="form-error">
          {answer.error.message}
        </p>
      ) : null}
      {valid && !report && answer.isFetching ? <Spinner /> : null}
      {report && report.vans.length === 0 ? <p className="panel">Nessuna consegna per questa data.</p> : null}
      {report && totals && report.vans.length > 1 ? (
        <section className="panel cash__day" aria-labelledby="cash-day-title">
          <h3 id="cash-day-title">Tutti i furgoni</h3>
          <Totals {...totals} />
          {totals.open > 0 ? (
            <p className="muted">
              {totals.open === 1 ? '1 consegna da registrare' : `${totals.open} consegne da registrare`}: la
              differenza conta per intero il loro importo.
            </p>
          ) : null}
        </section>
      ) : null}
      {report && report.vans.length > 0 ? (
        <div className="stack" aria-busy={answer.isFetching}>
          {report.vans.map((van) => (
            <VanCash key={`${report.date} ${vanName(van)}`} van={van} dateLabel={label} />
          ))}
        </div>
      ) : null}
    </section>
  )
}

function VanCash({ van, dateLabel }: { van: CashVan; dateLabel: string | null }) {
  const name = vanName(van)
  const id = `cash-van-${name.replace(/[^0-9A-Za-z]+/g, '-')}`
  return (
    <section className="panel print-group cash__van" aria-labelledby={id}>
      <div className="cash__van-head">
        <h3 id={id}>{name}</h3>
        <p className="muted">
          {dateLabel ? <span className="print-only">{dateLabel} · </span> : null}
          {van.driver ? `Autista: ${van.driver.name}` : 'Nessun autista assegnato'}
        </p>
      </div>
      {van.stops.length === 0 ? (
        <p>Nessuna consegna con incasso alla porta.</p>
      ) : (
        <div className="table-wrap">
          <table className="data cash__table">
            <caption className="visually-hidden">Incassi: {name}</caption>
            <thead>
              <tr>
                <th scope="col">Ordine</th>
                <th scope="col">Cliente</th>
                <th scope="col">Fascia</th>
                <th scope="col" className="num">
                  Da incassare
                </th>
                <th scope="col" className="num">
                  Registrato
                </th>
                <th scope="col">Metodo</th>
                <th scope="col">Esito</th>
                <th scope="col" className="num">
                  Differenza
                </th>
              </tr>
            </thead>
            <tbody>
              {van.stops.map((stop) => (
                <tr key={stop.orderId} data-order={stop.orderId}>
                  <th scope="row">
                    <Link
                      to={`/orders?ordine=${stop.orderId}`}
                      aria-label={`Ordine n. ${stop.number}: dettagli`}
                    >
                      n. {stop.number}
                    </Link>
                  </th>
                  <td>{stop.customer || '—'}</td>
                  <td>{stop.slot ?? 'Senza fascia'}</td>
                  <td className="num">{formatEuro(stop.due)}</td>
                  <td className="num">{recordedText(stop)}</td>
                  <td>{methodLabel(stop.method)}</td>
                  <td className={`cash__result cash__result--${stop.result ?? 'open'}`}>
                    {resultLabel(stop.result)}
                  </td>
                  <Difference value={stop.difference} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Totals {...van} />
    </section>
  )
}

/** A difference cell: highlighted (and worded) when not 0. */
function Difference({ value }: { value: number }) {
  const tone = differenceTone(value)
  return (
    <td className={`num cash__diff cash__diff--${tone}`}>
      {tone === 'even' ? differenceText(value) : <strong>{differenceText(value)}</strong>}
    </td>
  )
}

/** Da incassare, Incassato (contanti, assegni), Differenza. */
function Totals({
  due,
  recorded,
  cash,
  cheques,
  difference,
}: Pick<CashVan, 'due' | 'recorded' | 'cash' | 'cheques' | 'difference'>) {
  const tone = differenceTone(difference)
  return (
    <dl className="cash__totals">
      <div>
        <dt>Da incassare</dt>
        <dd>{formatEuro(due)}</dd>
      </div>
      <div>
        <dt>Incassato</dt>
        <dd>
          {formatEuro(recorded)}{' '}
          <span className="muted">
            (contanti {formatEuro(cash)}, assegni {formatEuro(cheques)})
          </span>
        </dd>
      </div>
      <div className={`cash__diff cash__diff--${tone}`}>
        <dt>Differenza</dt>
        <dd>
          {tone === 'even' ? differenceText(difference) : <strong>{differenceText(difference)}</strong>}
        </dd>
      </div>
    </dl>
  )
}
