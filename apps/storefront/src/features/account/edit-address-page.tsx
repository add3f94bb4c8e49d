import { FullScreenSpinner, useToast } from '@shop/ui'
import { type FormEvent, useState } from 'react'
import { Link, Navigate, useNavigate, useParams } from 'react-router'
import { useShopConfig } from '../../app/shop-config'
import { useDocumentTitle } from '../../lib/use-document-title'
import { type AddressInput, updateAccount } from './account-api'
import { useAuth } from './auth-context'
import { loginPath } from './auth-state'
import { Field, FormMessage, focusFirstInvalid } from './form-field'
import {
  type Errors,
  firstErrors,
  phoneError,
  postcodeError,
  provinceError,
  requiredError,
} from './form-rules'
import { useSubmit } from './use-submit'
import './account.css'

const KINDS = {
  spedizione: { field: 'shipping', title: 'Indirizzo di consegna' },
  fatturazione: { field: 'billing', title: 'Indirizzo di fatturazione' },
} as const

type FieldName = keyof AddressInput

/**
 * The edit-address screen (SPEC.md section 2), /account/indirizzi/spedizione or /fatturazione:
 * plain fields checked as the server checks them. (The address autocomplete arrives with the
 * checkout, issue 8, and will serve this screen too.)
 */
export function Component() {
  const { brand } = useShopConfig()
  const { kind = '' } = useParams()
  const which = KINDS[kind as keyof typeof KINDS]
  useDocumentTitle(which?.title ?? 'Indirizzo', brand)
  const auth = useAuth()
  const navigate = useNavigate()
  const toast = useToast()
  const user = auth.user
  const start = user && which ? user[which.field] : null
  const [form, setForm] = useState<AddressInput>(() => ({
    firstName: start?.firstName || user?.firstName || '',
    lastName: start?.lastName || user?.lastName || '',
    company: start?.company ?? '',
    address1: start?.address1 ?? '',
    address2: start?.address2 ?? '',
    city: start?.city ?? '',
    postcode: start?.postcode ?? '',
    province: start?.province ?? '',
    phone: start?.phone ?? '',
  }))
  const [errors, setErrors] = useState<Errors<FieldName>>({})
  const { busy, failure, run } = useSubmit()
  const set = (name: FieldName) => (value: string) => setForm((f) => ({ ...f, [name]: value }))

  if (!which) return <Navigate to="/account" replace />
  if (!auth.isAuthenticated && !auth.isLoading)
    return <Navigate to={loginPath(`/account/indirizzi/${kind}`)} replace />
  if (!user) return <FullScreenSpinner />

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = firstErrors<FieldName>({
      firstName: requiredError(form.firstName, 'Il nome'),
      lastName: requiredError(form.lastName, 'Il cognome'),
      address1: requiredError(form.address1, "L'indirizzo", 200),
      city: requiredError(form.city, 'Il comune', 100),
      postcode: form.postcode.trim() ? postcodeError(form.postcode) : 'Il CAP è obbligatorio',
      province: provinceError(form.province),
      phone: phoneError(form.phone, which.field === 'shipping'),
    })
    setErrors(found ?? {})
    if (found) {
      focusFirstInvalid()
      return
    }
    const address = Object.fromEntries(
      Object.entries(form).map(([key, value]) => [
        key,
        key === 'province' ? value.trim().toUpperCase() : value.trim(),
      ]),
    ) as AddressInput
    void run(async () => {
      try {
        const answer = await updateAccount({ [which.field]: address })
        auth.setUser(answer.user)
        toast.show('Indirizzo salvato', { tone: 'success' })
        navigate('/account')
      } catch (error) {
        const fields = (error as { fields?: Record<string, string> }).fields ?? {}
        const prefix = `${which.field}.`
        setErrors(
          Object.fromEntries(
            Object.entries(fields)
              .filter(([key]) => key.startsWith(prefix))
              .map(([key, message]) => [key.slice(prefix.length), message]),
          ),
        )
        throw error
      }
    })
  }

  return (
    <div className="page account-narrow">
      <nav aria-label="Percorso" className="breadcrumb">
        <ol>
          <li>
            <Link to="/account">Il tuo account</Link>
          </li>
          <li aria-current="page">{which.title}</li>
        </ol>
      </nav>
      <h1>{which.title}</h1>
      {which.field === 'shipping' ? (
        <p className="lead">
          Dove consegniamo: dall'indirizzo capiamo la zona e le fasce orarie in cui passa il furgone.
        </p>
      ) : null}
      <form className="account-form" onSubmit={submit} noValidate aria-label={which.title}>
        {failure ? <FormMessage tone="error">{failure.message}</FormMessage> : null}
        <div className="account-form__pair">
          <Field
            label="Nome"
            value={form.firstName}
            onValueChange={set('firstName')}
            error={errors.firstName}
            autoComplete="given-name"
            maxLength={80}
          />
          <Field
            label="Cognome"
            value={form.lastName}
            onValueChange={set('lastName')}
            error={errors.lastName}
            autoComplete="family-name"
            maxLength={80}
          />
        </div>
        <Field
          label="Azienda"
          optional
          value={form.company}
          onValueChange={set('company')}
          error={errors.company}
          autoComplete="organization"
          maxLength={120}
        />
        <Field
          label="Via e numero civico"
          value={form.address1}
          onValueChange={set('address1')}
          error={errors.address1}
          hint="Per esempio: Via Sparano da Bari, 84"
          autoComplete="address-line1"
          maxLength={200}
        />
        <Field
          label="Scala, piano, interno, citofono"
          optional
          value={form.address2}
          onValueChange={set('address2')}
          error={errors.address2}
          hint="Aiuta l'autista, soprattutto con le casse d'acqua."
          autoComplete="address-line2"
          maxLength={200}
        />
        <div className="account-form__triple">
          <Field
            label="Comune"
            value={form.city}
            onValueChange={set('city')}
            error={errors.city}
            autoComplete="address-level2"
            maxLength={100}
          />
          <Field
            label="CAP"
            value={form.postcode}
            onValueChange={set('postcode')}
            error={errors.postcode}
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={5}
          />
          <Field
            label="Provincia"
            optional
            value={form.province}
            onValueChange={set('province')}
            error={errors.province}
            hint="Sigla, per esempio BA"
            autoComplete="address-level1"
            maxLength={2}
          />
        </div>
        <Field
          label="Telefono"
          optional={which.field !== 'shipping'}
          type="tel"
          value={form.phone}
          onValueChange={set('phone')}
          error={errors.phone}
          hint={which.field === 'shipping' ? "L'autista ti chiama se non trova il citofono." : undefined}
          autoComplete="tel"
          inputMode="tel"
          maxLength={30}
        />
        <div className="account-form__row">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Salvataggio…' : 'Salva indirizzo'}
          </button>
          <Link to="/account" className="button button--ghost">
            Annulla
          </Link>
        </div>
      </form>
    </div>
  )
}
