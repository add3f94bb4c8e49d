import { Spinner } from '@shop/ui'
import { useQuery } from '@tanstack/react-query'
import { useDocumentTitle } from '../../lib/use-document-title'
import { deliveryRulesQuery } from './api/delivery-calendar'
import { RulesForm } from './rules-form'
import { WeekView } from './week-view'
import './delivery-calendar.css'

/**
 * /admin/calendario: the delivery rules (capacity per van and slot, cut-offs, closures) and the
 * week's bookings per van and slot.
 */
export function DeliveryCalendarPage() {
  useDocumentTitle('Calendario consegne')
  const rules = useQuery(deliveryRulesQuery())
  return (
    <section className="stack delivery-calendar">
      <h1>Calendario consegne</h1>
      {rules.error ? (
        <div role="alert" className="form-error">
          <p>{rules.error.message}</p>
          <button type="button" className="button button--small" onClick={() => void rules.refetch()}>
            Riprova
          </button>
        </div>
      ) : null}
      {!rules.data && rules.isFetching ? <Spinner /> : null}
      {rules.data ? <RulesForm answer={rules.data} /> : null}
      <WeekView />
    </section>
  )
}
