import { DOOR_PAYMENT_METHODS } from '@shop/forms'
import { useId, useState } from 'react'
import type { DriverStop } from '../../lib/driver-day'
import { euro } from '../../lib/format'
import { PAYMENT_METHOD_LABELS } from '../../lib/outcome-labels'
import { checkDelivered, type DeliveredField, type DeliveredForm, initialDeliveredForm } from './outcome-form'
import { FieldError, OutcomeScreen, Radios, useOutcomeSubmit } from './outcome-screen'
import { PhotoField } from './photo-field'
import { SignatureField } from './signature-field'

const METHODS = DOOR_PAYMENT_METHODS.map((method) => [method, PAYMENT_METHOD_LABELS[method]] as const)
const PROOF_KINDS = [
  ['signature', 'Firma del cliente'],
  ['photo', 'Foto della consegna'],
] as const

/** 'Consegnato': payment, empties returned, the ID check (alcohol), and a signature or a photo. */
export function DeliveredPage() {
  return <OutcomeScreen title="Consegnato">{(stop) => <DeliveredOutcomeForm stop={stop} />}</OutcomeScreen>
}

function DeliveredOutcomeForm({ stop }: { stop: DriverStop }) {
  const [form, setForm] = useState<DeliveredForm>(() => initialDeliveredForm(stop))
  const {
    form: element,
    errors,
    busy,
    submit,
  } = useOutcomeSubmit(stop.orderId, () => checkDelivered(form, stop))
  const id = useId()
  const errorOf = (field: DeliveredField) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}` : undefined,
  })
  const change = (next: Partial<DeliveredForm>) => setForm((before) => ({ ...before, ...next }))

  return (
    <form ref={element} className="form" onSubmit={submit} noValidate>
      {stop.unpaid ? (
        <p className="message message--danger">
          <strong>Attenzione:</strong> {stop.unpaid}. Non consegnare senza il via libera dell'ufficio.
        </p>
      ) : null}

      <fieldset className="choices" aria-describedby={errors.method ? `${id}-method` : undefined}>
        <legend>Pagamento</legend>
        {stop.collect ? (
          <p className="hint">{stop.collect.text}</p>
        ) : (
          <p className="hint">Niente da incassare.</p>
        )}
        <FieldError id={`${id}-method`} message={errors.method} />
        <Radios
          name="method"
          options={METHODS}
          value={form.method}
          onChange={(method) => change({ method })}
        />
      </fieldset>
      {form.method !== 'none' ? (
        <div>
          <label className="field">
            <span className="field__label">
              Importo incassato in euro{stop.collect ? ` (dovuti ${euro(stop.collect.amount)})` : ''}
            </span>
            <input
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              value={form.amount}
              onChange={(event) => change({ amount: event.target.value })}
              {...errorOf('amount')}
            />
          </label>
          <FieldError id={`${id}-amount`} message={errors.amount} />
        </div>
      ) : null}

      {stop.empties.length > 0 ? (
        <fieldset className="choices">
          <legend>Vuoti resi</legend>
          {stop.empties.map((empty) => {
            const field = `empties.${empty.kind}` as const
            return (
              <div key={empty.kind}>
                <label className="field field--count">
                  <span className="field__label">
                    {empty.label} (attesi {empty.expected})
                  </span>
                  <input
                    name={field}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={1}
                    value={form.empties[empty.kind] ?? ''}
                    onChange={(event) =>
                      change({ empties: { ...form.empties, [empty.kind]: event.target.value } })
                    }
                    {...errorOf(field)}
                  />
                </label>
                <FieldError id={`${id}-${field}`} message={errors[field]} />
              </div>
            )
          })}
        </fieldset>
      ) : null}

      {stop.alcohol ? (
        <div className="id-check">
          <p className="message message--alcohol">Alcolici: verifica il documento</p>
          <label className="choice choice--check">
            <input
              type="checkbox"
              name="idChecked"
              checked={form.idChecked}
              onChange={(event) => change({ idChecked: event.target.checked })}
              {...errorOf('idChecked')}
            />
            <span>Documento verificato: maggiorenne</span>
          </label>
          <FieldError id={`${id}-idChecked`} message={errors.idChecked} />
        </div>
      ) : null}

      <fieldset className="choices" aria-describedby={errors.proof ? `${id}-proof` : undefined}>
        <legend>Prova di consegna</legend>
        <FieldError id={`${id}-proof`} message={errors.proof} />
        <div className="segmented">
          <Radios
            name="proofKind"
            options={PROOF_KINDS}
            value={form.proofKind}
            onChange={(proofKind) => change({ proofKind })}
            invalid={Boolean(errors.proof)}
          />
        </div>
        {/* Both stay drawn, one hidden: a signature is not lost by a look at the camera. */}
        <div hidden={form.proofKind !== 'signature'}>
          <SignatureField onChange={(signature) => change({ signature })} />
        </div>
        <div hidden={form.proofKind !== 'photo'}>
          <PhotoField
            photo={form.photo}
            onChange={(photo) => change({ photo })}
            invalid={Boolean(errors.proof)}
            describedBy={errors.proof ? `${id}-proof` : undefined}
          />
        </div>
      </fieldset>

      <button type="submit" className="button button--success button--wide" disabled={busy}>
        Registra consegna
      </button>
    </form>
  )
}
