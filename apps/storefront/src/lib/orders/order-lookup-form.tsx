import { type FieldErrors, FORM_LIMITS, fieldErrors, type OrderLookup, orderLookupSchema } from '@shop/forms'
import { type FormEvent, useState } from 'react'
import { Field, FormMessage, focusFirstInvalid } from '../account/form-field'
import { useSubmit } from '../account/use-submit'

/**
 * A guest finds an order by its number and the e-mail it was placed with (@shop/forms
 * orderLookupSchema, errors under the fields, the first wrong one focused): the order page's
 * 'Segui il tuo ordine' and the withdrawal's public page. `onLookup` asks the API; its failure
 * (the look-up's 404 or 429) shows above the fields.
 */
export function OrderLookupForm({
  label,
  submitLabel,
  onLookup,
}: {
  /** The form's accessible name. */
  label: string
  submitLabel: string
  onLookup(lookup: OrderLookup): Promise<void>
}) {
  const [number, setNumber] = useState('')
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<FieldErrors<'number' | 'email'>>({})
  const { busy, failure, run } = useSubmit()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = orderLookupSchema.safeParse({ number, email })
    setErrors(fieldErrors(checked))
    if (!checked.success) {
      focusFirstInvalid()
      return
    }
    void run(() => onLookup(checked.data))
  }
  return (
    <form className="account-form account-card" onSubmit={submit} noValidate aria-label={label}>
      {failure ? <FormMessage tone="error">{failure.message}</FormMessage> : null}
      <Field
        label="Numero dell’ordine"
        value={number}
        onValueChange={setNumber}
        error={errors.number}
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
      />
      <Field
        label="Email"
        type="email"
        value={email}
        onValueChange={setEmail}
        error={errors.email}
        autoComplete="email"
        maxLength={FORM_LIMITS.email}
      />
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Ricerca…' : submitLabel}
      </button>
    </form>
  )
}
