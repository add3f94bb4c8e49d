import {
  type FieldErrors,
  fieldErrors,
  type InvoiceRequest,
  type InvoiceRequestField,
  invoiceRequestSchema,
} from '@shop/forms'
import { useToast } from '@shop/ui'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { FormMessage } from '../../lib/account/form-field'
import { failureOf, useSubmit } from '../../lib/account/use-submit'
import { invoiceProfileQuery, saveInvoiceProfile } from '../../lib/invoice/invoice-api'
import { InvoiceFields, type InvoiceForm, invoiceFormOf } from '../../lib/invoice/invoice-fields'

/**
 * The account's 'Dati per la fattura' (issue 27): the business's invoice data, which pre-fill the
 * checkout's 'Richiedo la fattura'; shown, and changed in place.
 */
export function InvoiceSection() {
  const { data, isPending } = useQuery(invoiceProfileQuery())
  const [editing, setEditing] = useState(false)
  const profile = data?.profile ?? null
  return (
    <section className="account-section" aria-labelledby="invoice-title">
      <h2 id="invoice-title">Dati per la fattura</h2>
      <div className="account-card" data-testid="account-invoice">
        {editing ? (
          <InvoiceProfileForm profile={profile} onDone={() => setEditing(false)} />
        ) : isPending ? null : (
          <>
            {profile ? (
              <InvoiceFacts profile={profile} />
            ) : (
              <p>Se ordini per un’azienda, salva qui i dati per la fattura: li ritroverai alla cassa.</p>
            )}
            <button type="button" className="button button--ghost" onClick={() => setEditing(true)}>
              {profile ? 'Modifica dati per la fattura' : 'Aggiungi dati per la fattura'}
            </button>
          </>
        )}
      </div>
    </section>
  )
}

function InvoiceFacts({ profile }: { profile: InvoiceRequest }) {
  return (
    <dl className="profile-facts">
      <div>
        <dt>Ragione sociale</dt>
        <dd>{profile.companyName}</dd>
      </div>
      <div>
        <dt>Partita IVA</dt>
        <dd>{profile.vatNumber}</dd>
      </div>
      <div>
        <dt>Codice fiscale</dt>
        <dd>{profile.taxCode}</dd>
      </div>
      {profile.recipientCode ? (
        <div>
          <dt>Codice destinatario</dt>
          <dd>{profile.recipientCode}</dd>
        </div>
      ) : null}
      {profile.pec ? (
        <div>
          <dt>PEC</dt>
          <dd>{profile.pec}</dd>
        </div>
      ) : null}
      <div>
        <dt>Sede</dt>
        <dd>{`${profile.street}, ${profile.postcode} ${profile.city} (${profile.province})`}</dd>
      </div>
    </dl>
  )
}

function InvoiceProfileForm({ profile, onDone }: { profile: InvoiceRequest | null; onDone(): void }) {
  const toast = useToast()
  const client = useQueryClient()
  const [form, setForm] = useState<InvoiceForm>(() => invoiceFormOf(profile))
  const [errors, setErrors] = useState<FieldErrors<InvoiceRequestField>>({})
  const { busy, failure, run } = useSubmit()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = invoiceRequestSchema.safeParse(form)
    setErrors(fieldErrors(checked))
    if (!checked.success) return
    void run(async () => {
      try {
        const answer = await saveInvoiceProfile(checked.data)
        client.setQueryData(invoiceProfileQuery().queryKey, answer)
        toast.show('Dati per la fattura salvati', { tone: 'success' })
        onDone()
      } catch (error) {
        setErrors(fieldErrors(failureOf(error).fields))
        throw error
      }
    })
  }
  return (
    <form className="account-form" onSubmit={submit} noValidate aria-label="Dati per la fattura">
      {failure ? <FormMessage tone="error">{failure.message}</FormMessage> : null}
      <InvoiceFields form={form} onChange={setForm} errors={errors} />
      <div className="account-form__row">
        <button type="submit" className="button button--primary" disabled={busy}>
          Salva
        </button>
        <button type="button" className="button button--ghost" onClick={onDone}>
          Annulla
        </button>
      </div>
    </form>
  )
}
