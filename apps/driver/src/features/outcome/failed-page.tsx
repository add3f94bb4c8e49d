import { FAILURE_REASONS } from '@shop/forms'
import { useId, useState } from 'react'
import type { DriverStop } from '../../lib/driver-day'
import { FAILURE_REASON_LABELS } from '../../lib/outcome-labels'
import { checkFailed, type FailedForm } from './outcome-form'
import { FieldError, OutcomeScreen, Radios, useOutcomeSubmit } from './outcome-screen'

const REASONS = FAILURE_REASONS.map((reason) => [reason, FAILURE_REASON_LABELS[reason]] as const)

/** 'Non consegnato': why, and a note (required for 'Altro'). */
export function FailedPage() {
  return <OutcomeScreen title="Non consegnato">{(stop) => <FailedOutcomeForm stop={stop} />}</OutcomeScreen>
}

function FailedOutcomeForm({ stop }: { stop: DriverStop }) {
  const [form, setForm] = useState<FailedForm>({ reason: '', note: '' })
  const { form: element, errors, busy, submit } = useOutcomeSubmit(stop.orderId, () => checkFailed(form))
  const id = useId()

  return (
    <form ref={element} className="form" onSubmit={submit} noValidate>
      <fieldset className="choices" aria-describedby={errors.reason ? `${id}-reason` : undefined}>
        <legend>Motivo</legend>
        <FieldError id={`${id}-reason`} message={errors.reason} />
        <Radios
          name="reason"
          options={REASONS}
          value={form.reason}
          onChange={(reason) => setForm({ ...form, reason })}
          invalid={Boolean(errors.reason)}
        />
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
