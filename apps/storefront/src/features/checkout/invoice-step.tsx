import {
  type FieldErrors,
  fieldErrors,
  type InvoiceRequest,
  type InvoiceRequestField,
  invoiceRequestSchema,
} from '@shop/forms'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { invoiceProfileQuery } from '../../lib/invoice/invoice-api'
import {
  EMPTY_INVOICE_FORM,
  InvoiceFields,
  type InvoiceForm,
  invoiceFormOf,
} from '../../lib/invoice/invoice-fields'

/** What the checkout adds to its body: nothing, or the invoice request. */
export type InvoicePart = { invoice?: InvoiceRequest }

export interface InvoiceRequestState {
  /** The step, with the API's refusals of the last attempt (`issues`: 'invoice.vatNumber' …). */
  element(issues: Readonly<Record<string, string>>): ReactNode
  /** The checkout body's part, or null when the request is wrong (its errors are shown). */
  check(): InvoicePart | null
}

/**
 * 'Richiedo la fattura' at checkout (issue 27): a box that reveals the business's invoice fields,
 * pre-filled with the account's invoice data for a logged-in customer; checked with @shop/forms
 * invoiceRequestSchema before sending (the API checks the same).
 */
export function useInvoiceRequest(loggedIn: boolean): InvoiceRequestState {
  const [requested, setRequested] = useState(false)
  const [form, setForm] = useState<InvoiceForm>(EMPTY_INVOICE_FORM)
  const [errors, setErrors] = useState<FieldErrors<InvoiceRequestField>>({})
  const profile = useQuery({ ...invoiceProfileQuery(), enabled: loggedIn })
  // The account's data fill the form once, while nothing was typed in it.
  const filled = useRef(false)
  const saved = profile.data?.profile
  useEffect(() => {
    if (filled.current || !saved) return
    filled.current = true
    setForm((current) => (current === EMPTY_INVOICE_FORM ? invoiceFormOf(saved) : current))
  }, [saved])

  const check = (): InvoicePart | null => {
    if (!requested) return {}
    const checked = invoiceRequestSchema.safeParse(form)
    setErrors(fieldErrors(checked))
    return checked.success ? { invoice: checked.data } : null
  }
  const element = (issues: Readonly<Record<string, string>>) => (
    <InvoiceStep
      requested={requested}
      onRequestedChange={setRequested}
      form={form}
      onChange={setForm}
      errors={{ ...fieldErrors<InvoiceRequestField>(issues, 'invoice'), ...errors }}
    />
  )
  return { element, check }
}

function InvoiceStep({
  requested,
  onRequestedChange,
  form,
  onChange,
  errors,
}: {
  requested: boolean
  onRequestedChange(requested: boolean): void
  form: InvoiceForm
  onChange(update: (form: InvoiceForm) => InvoiceForm): void
  errors: FieldErrors<InvoiceRequestField>
}) {
  const boxId = useId()
  return (
    <fieldset className="checkout-section invoice-step">
      <legend>Fattura</legend>
      <div className="form-check">
        <input
          id={boxId}
          type="checkbox"
          checked={requested}
          onChange={(event) => onRequestedChange(event.target.checked)}
        />
        <label htmlFor={boxId}>
          Richiedo la fattura{' '}
          <span className="form-check__hint">(per aziende e professionisti con partita IVA)</span>
        </label>
      </div>
      {requested ? (
        <>
          <p className="form-field__hint">
            La fattura elettronica arriva tramite il Sistema di Interscambio al codice destinatario o alla PEC
            che indichi.
          </p>
          <InvoiceFields form={form} onChange={onChange} errors={errors} />
        </>
      ) : null}
    </fieldset>
  )
}
