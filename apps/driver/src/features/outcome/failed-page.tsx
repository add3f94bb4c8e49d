import { FAILURE_REASONS } from '@shop/forms'
import { type FormEvent, useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { useDriverData } from '../../lib/driver-data'
import type { DriverStop } from '../../lib/driver-day'
import { FAILURE_REASON_LABELS } from '../../lib/outcome-labels'
import { checkFailed, type FailedField, type FailedForm } from './outcome-form'
import { FieldError, focusFirstInvalid, OutcomeScreen } from './outcome-screen'

/** 'Non consegnato': why, and a note (required for 'Altro'). */
export function FailedPage() {
  return <OutcomeScreen title="Non consegnato">{(stop) => <FailedOutcomeForm stop={stop} />}</OutcomeScreen>
}

function FailedOutcomeForm({ stop }: { stop: DriverStop }) {
  const { record } = useDriverData()
  const navigate = useNavigate()
  const [form, setForm] = useState<FailedForm>({ reason: '', note: '' })
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState(false)
  const element = useRef<HTMLFormElement>(null)
  const id = useId()

  // After the first try, the messages follow what the driver corrects.
  const checked = submitted ? checkFailed(form) : null
  const errors: Partial<Record<FailedField, string>> = checked && !checked.ok ? checked.errors : {}

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = checkFailed(form)
    setSubmitted(true)
    if (!checked.ok) {
      requestAnimationFrame(() => focusFirstInvalid(element.current))
      return
    }
    if (busy) return
    setBusy(true)
    await record(stop.orderId, checked.input)
    navigate('/')
  }

  return (
    <form ref={element} className="form" onSubmit={submit} noValidate>
      <fieldset className="choices" aria-describedby={errors.reason ? `${id}-reason` : undefined}>
        <legend>Motivo</legend>
        <FieldError id={`${id}-reason`} message={errors.reason} />
        {FAILURE_REASONS.map((reason) => (
          <label key={reason} className="choice">
            <input
              type="radio"
              name="reason"
              value={reason}
              checked={form.reason === reason}
              aria-invalid={errors.reason ? true : undefined}
              onChange={() => setForm({ ...form, reason })}
            />
            <span>{FAILURE_REASON_LABELS[reason]}</span>
          </label>
        ))}
      </fieldset>
      <label className="field">
        <span className="field__label">
          Nota{form.reason === 'other' ? ' (obbligatoria con «Altro»)' : ' (facoltativa)'}
        </span>
        <textarea
          name="note"
          rows={3}
          maxLength={500}
          value={form.note}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? `${id}-note` : undefined}
          onChange={(event) => setForm({ ...form, note: event.target.value })}
        />
      </label>
      <FieldError id={`${id}-note`} message={errors.note} />
      <button type="submit" className="button button--danger button--wide" disabled={busy}>
        Registra mancata consegna
      </button>
    </form>
  )
}
