import type { WeekDay } from '@shop/api/contract'
import { deliveryDateLabel } from '@shop/slots'
import { Spinner } from '@shop/ui'
import { useQuery } from '@tanstack/react-query'
import { romeToday } from '../../lib/format'
import { useFilters } from '../../lib/search-params'
import { deliveryWeekQuery } from './api/delivery-calendar'
import { cellText, mondayOf, shiftWeeks } from './rules-draft'

const FILTERS = ['settimana'] as const

const STATE_LABELS = { full: 'esaurita', few: 'ultimi posti', open: '' } as const

/**
 * The bookings of a week (Monday to Sunday; ?settimana= keeps it in the address): per day, per
 * van and slot, 'booked / capacity' (orders and live checkout holds) and what the orders weigh
 * against the van's payload ('420 / 600 kg'), full and nearly full cells marked (full by places or
 * by weight), closed days said.
 */
export function WeekView() {
  const [filters, setFilters] = useFilters(FILTERS)
  const thisWeek = mondayOf(romeToday())
  const from = filters.settimana ? mondayOf(filters.settimana) : thisWeek
  const week = useQuery(deliveryWeekQuery(from))
  const to = shiftWeeks(from, 1)
  return (
    <section className="panel stack week" aria-labelledby="week-title">
      <div className="page-head">
        <h2 id="week-title" aria-live="polite">
          Settimana dal {deliveryDateLabel(from)}
        </h2>
        <div className="actions">
          <button
            type="button"
            className="button"
            onClick={() => setFilters({ settimana: shiftWeeks(from, -1) })}
          >
            ‹ Settimana precedente
          </button>
          <button
            type="button"
            className="button"
            disabled={from === thisWeek}
            onClick={() => setFilters({ settimana: '' })}
          >
            Questa settimana
          </button>
          <button type="button" className="button" onClick={() => setFilters({ settimana: to })}>
            Settimana successiva ›
          </button>
        </div>
      </div>
      <p className="muted">
        Per ogni furgone e fascia: posti prenotati / capienza (∞ senza limite). I posti prenotati contano gli
        ordini e le fasce tenute da chi sta completando un ordine (15 minuti).
      </p>
      {week.error ? (
        <div role="alert" className="form-error">
          <p>{week.error.message}</p>
          <button type="button" className="button button--small" onClick={() => void week.refetch()}>
            Riprova
          </button>
        </div>
      ) : null}
      {!week.data && week.isFetching ? <Spinner /> : null}
      {week.data?.days.map((day) => (
        <WeekDayTable key={day.date} day={day} />
      ))}
    </section>
  )
}

function WeekDayTable({ day }: { day: WeekDay }) {
  const headingId = `week-${day.date}`
  const slots = day.vans[0]?.slots.map((slot) => slot.slot) ?? []
  return (
    <div className={day.closed ? 'week-day is-closed' : 'week-day'} data-date={day.date}>
      <h3 id={headingId}>
        {day.label}
        {day.closed ? <span className="week-day__closed"> · Chiuso: {day.closed}</span> : null}
      </h3>
      {day.vans.length === 0 ? (
        <p className="muted">Nessun furgone nelle zone.</p>
      ) : (
        // Scrolls sideways on narrow screens: focusable, so the keyboard can scroll it too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (axe scrollable-region-focusable)
        <section className="table-wrap" tabIndex={0} aria-labelledby={headingId}>
          <table className="week-table" aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">Furgone</th>
                {slots.map((slot) => (
                  <th scope="col" key={slot}>
                    {slot}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {day.vans.map((van) => (
                <tr key={van.vehicle}>
                  <th scope="row">{van.vehicle}</th>
                  {van.slots.map((slot) => (
                    <td key={slot.slot} className={`week-cell is-${slot.state}`}>
                      {cellText(slot.booked, slot.capacity)}
                      {slot.kg > 0 ? (
                        <span className="week-cell__kg">
                          {' '}
                          {slot.payloadKg === null ? `${slot.kg} kg` : `${slot.kg} / ${slot.payloadKg} kg`}
                        </span>
                      ) : null}
                      {STATE_LABELS[slot.state] ? (
                        <span className="week-cell__state"> {STATE_LABELS[slot.state]}</span>
                      ) : null}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  )
}
