import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { DriverStop } from '../../lib/driver-day'
import { usePage } from '../../lib/use-page'
import { useStop } from '../../lib/use-stop'

/**
 * The frame of both outcome forms: the stop from the route, the heading, and no form for a stop
 * that has an outcome already (recorded, or waiting to be sent).
 */
export function OutcomeScreen({
  title,
  children,
}: {
  title: string
  children: (stop: DriverStop) => ReactNode
}) {
  const { stop, entry, data } = useStop()
  const heading = usePage(stop ? `${title}: fermata ${stop.position}` : title)
  const open = stop && stop.state === 'to-deliver' && (!entry || entry.refused)
  return (
    <>
      {stop ? (
        <Link className="back-link" to={`/fermate/${stop.orderId}`}>
          ← Fermata {stop.position}
        </Link>
      ) : null}
      <h1 ref={heading} tabIndex={-1}>
        {title}
        {stop ? `: ${stop.customer.name}` : ''}
      </h1>
      {open ? (
        children(stop)
      ) : (
        <>
          <p>
            {!stop
              ? data.status === 'loading'
                ? 'Caricamento…'
                : 'Questa consegna non è tra quelle di oggi.'
              : "L'esito di questa consegna è già registrato."}
          </p>
          <Link className="button" to="/">
            Torna alla giornata
          </Link>
        </>
      )}
    </>
  )
}

/** A field's error, which the field names in its aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="field__error">
      {message}
    </p>
  ) : null
}

/** After a refused submit: the first field to fix takes the focus. */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
  first?.focus()
}
