import { type FieldErrors, FORM_LIMITS, type InvoiceRequest, type InvoiceRequestField } from '@shop/forms'
import { Field } from '../account/form-field'

/** The invoice form as typed: every field a string (the schema normalises them). */
export type InvoiceForm = Record<InvoiceRequestField, string>

export const EMPTY_INVOICE_FORM: InvoiceForm = {
  companyName: '',
  vatNumber: '',
  taxCode: '',
  recipientCode: '',
  pec: '',
  street: '',
  postcode: '',
  city: '',
  province: 'BA',
}

/** A saved request as the form shows it. */
export const invoiceFormOf = (request: InvoiceRequest | null | undefined): InvoiceForm =>
  request ? { ...request } : EMPTY_INVOICE_FORM

/**
 * The fields of 'Richiedo la fattura' (checkout and account alike): ragione sociale, partita IVA,
 * codice fiscale, Codice Destinatario or PEC, sede; each error under its field.
 */
export function InvoiceFields({
  form,
  onChange,
  errors,
}: {
  form: InvoiceForm
  onChange(update: (form: InvoiceForm) => InvoiceForm): void
  errors: FieldErrors<InvoiceRequestField>
}) {
  const set = (name: InvoiceRequestField) => (value: string) => onChange((f) => ({ ...f, [name]: value }))
  return (
    <div className="invoice-fields">
      <Field
        label="Ragione sociale"
        value={form.companyName}
        onValueChange={set('companyName')}
        error={errors.companyName}
        autoComplete="organization"
        maxLength={FORM_LIMITS.companyName}
      />
      <div className="account-form__pair">
        <Field
          label="Partita IVA"
          value={form.vatNumber}
          onValueChange={set('vatNumber')}
          error={errors.vatNumber}
          inputMode="numeric"
          maxLength={16}
          spellCheck={false}
        />
        <Field
          label="Codice fiscale"
          value={form.taxCode}
          onValueChange={set('taxCode')}
          error={errors.taxCode}
          hint="Per una società è spesso uguale alla partita IVA."
          maxLength={20}
          spellCheck={false}
          autoCapitalize="characters"
        />
      </div>
      <div className="account-form__pair">
        <Field
          label="Codice destinatario"
          value={form.recipientCode}
          onValueChange={set('recipientCode')}
          error={errors.recipientCode}
          hint="7 caratteri, dal tuo commercialista. Se non lo hai, indica la PEC."
          maxLength={7}
          spellCheck={false}
          autoCapitalize="characters"
        />
        <Field
          label="PEC"
          type="email"
          value={form.pec}
          onValueChange={set('pec')}
          error={errors.pec}
          maxLength={FORM_LIMITS.email}
        />
      </div>
      <Field
        label="Sede: indirizzo"
        value={form.street}
        onValueChange={set('street')}
        error={errors.street}
        maxLength={FORM_LIMITS.street}
      />
      <div className="account-form__pair">
        <Field
          label="CAP"
          value={form.postcode}
          onValueChange={set('postcode')}
          error={errors.postcode}
          inputMode="numeric"
          maxLength={5}
        />
        <Field
          label="Comune"
          value={form.city}
          onValueChange={set('city')}
          error={errors.city}
          maxLength={FORM_LIMITS.city}
        />
        <Field
          label="Provincia"
          value={form.province}
          onValueChange={set('province')}
          error={errors.province}
          maxLength={2}
          autoCapitalize="characters"
        />
      </div>
    </div>
  )
}
