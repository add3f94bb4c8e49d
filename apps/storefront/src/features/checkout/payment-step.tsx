import { AGE_DECLARATION } from '@shop/catalog'
import type { FieldErrors } from '@shop/forms'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId } from 'react'
import { FormMessage } from '../../lib/account/form-field'
import { failureOf } from '../../lib/account/use-submit'
import { paymentMethodsQuery } from './api/checkout'
import type { PaymentChoice } from './checkout-form'

/**
 * Step 4, "Pagamento": the shop's payment methods (the first is chosen for the customer) and the
 * optional note for the delivery.
 */
export function PaymentStep({
  value,
  onChange,
  errors,
  alcohol = false,
}: {
  value: PaymentChoice
  onChange(update: (value: PaymentChoice) => PaymentChoice): void
  errors: FieldErrors<'paymentMethod' | 'note' | 'ageDeclared'>
  /** The cart holds beer or wine: the required age declaration, with the law's words. */
  alcohol?: boolean
}) {
  const noteId = useId()
  const smsId = useId()
  const ageId = useId()
  const methods = useQuery(paymentMethodsQuery())
  const { method, note, smsUpdates, ageDeclared } = value

  useEffect(() => {
    const first = methods.data?.[0]?.id
    // The first method, unless the customer chose one meanwhile (the update runs on the latest choice).
    if (!method && first) {
      onChange((v) => (v.method ? v : { ...v, method: first }))
    }
  }, [methods.data, method, onChange])

  return (
    <fieldset className="checkout-section">
      <legend>
        <span className="checkout-step" aria-hidden="true">
          4
        </span>
        Pagamento
      </legend>
      {methods.isError ? <FormMessage tone="error">{failureOf(methods.error).message}</FormMessage> : null}
      <div className="payment-choice">
        {(methods.data ?? []).map((m) => (
          <label key={m.id} className={m.id === method ? 'payment-option is-active' : 'payment-option'}>
            <input
              type="radio"
              name="payment"
              value={m.id}
              checked={m.id === method}
              onChange={() => onChange((v) => ({ ...v, method: m.id }))}
            />
            <span className="payment-option__title">{m.title}</span>
            {m.description ? <span className="payment-option__description">{m.description}</span> : null}
          </label>
        ))}
      </div>
      {errors.paymentMethod ? <p className="form-field__error">{errors.paymentMethod}</p> : null}
      <div className="form-field">
        <label htmlFor={noteId}>
          Note per la consegna <span className="form-field__optional">(facoltativo)</span>
        </label>
        <textarea
          id={noteId}
          value={note}
          onChange={(event) => {
            const text = event.target.value
            onChange((v) => ({ ...v, note: text }))
          }}
          maxLength={500}
          rows={3}
        />
      </div>
      <div className="form-check">
        <input
          id={smsId}
          type="checkbox"
          checked={smsUpdates}
          onChange={(event) => {
            const checked = event.target.checked
            onChange((v) => ({ ...v, smsUpdates: checked }))
          }}
        />
        <label htmlFor={smsId}>
          Avvisami con un SMS quando il furgone parte{' '}
          <span className="form-check__hint">(al cellulare indicato per la consegna)</span>
        </label>
      </div>
      {alcohol ? (
        <div className="form-check age-declaration" data-testid="age-declaration">
          <input
            id={ageId}
            type="checkbox"
            required
            aria-required="true"
            aria-invalid={errors.ageDeclared ? true : undefined}
            aria-describedby={`${ageId}-law${errors.ageDeclared ? ` ${ageId}-error` : ''}`}
            checked={ageDeclared}
            onChange={(event) => {
              const checked = event.target.checked
              onChange((v) => ({ ...v, ageDeclared: checked }))
            }}
          />
          <label htmlFor={ageId}>{AGE_DECLARATION.label}</label>
          <p id={`${ageId}-law`} className="form-check__hint">
            {AGE_DECLARATION.law}
          </p>
          {errors.ageDeclared ? (
            <p id={`${ageId}-error`} className="form-field__error">
              {errors.ageDeclared}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  )
}
