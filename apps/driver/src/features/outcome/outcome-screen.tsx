import { type FormEvent, type ReactNode, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { useDriverData } from '../../lib/driver-data'
import type { DriverStop } from '../../lib/driver-day'
import { usePage } from '../../lib/use-page'
import { useStop } from '../../lib/use-stop'
import type { Checked } from './outcome-form'

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

/** One radio button per option ([value, label]), in a fieldset of the caller's. */
export function Radios<Value extends string>({
  name,
  options,
  value,
  onChange,
  invalid = false,
}: {
  name: string
  options: readonly (readonly [Value, string])[]
  value: Value | ''
  onChange: (value: Value) => void
  invalid?: boolean
}) {
  return options.map(([option, label]) => (
    <label key={option} className="choice">
      <input
        type="radio"
        name={name}
        value={option}
        checked={value === option}
        aria-invalid={invalid ? true : undefined}
        onChange={() => onChange(option)}
      />
      <span>{label}</span>
    </label>
  ))
}

/** A field's error, which the field names in its aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="field__error">
      {message}
    </p>
  ) : null
}

/**
 * A form's sending: `check` says what is wrong, by field (nothing before the first try, then after
 * every change, so the messages follow what the driver corrects); on submit, the first field to fix
 * takes the focus, or the outcome is queued for the stop and the day opens again.
 */
export function useOutcomeSubmit<Field extends string>(orderId: number, check: () => Checked<Field>) {
  const { record } = useDriverData()
  const navigate = useNavigate()
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const checked = submitted ? check() : null
  const errors: Partial<Record<Field, string>> = checked && !checked.ok ? checked.errors : {}

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const result = check()
    setSubmitted(true)
    if (!result.ok) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    if (busy) return
    setBusy(true)
    await record(orderId, result.input)
    navigate('/')
  }
  return { form, errors, busy, submit }
}
