import { FullScreenSpinner, useToast } from '@shop/ui'
import { type FormEvent, useState } from 'react'
import { Link, Navigate, useNavigate, useParams } from 'react-router'
import { useShopConfig } from '../../app/shop-config'
import { useDocumentTitle } from '../../lib/use-document-title'
import { AddressFields, withSuggestion } from '../address/address-fields'
import { type AddressInput, updateAccount } from './account-api'
import { useAuth } from './auth-context'
import { loginPath } from './auth-state'
import { FormMessage, focusFirstInvalid } from './form-field'
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
 * the checkout's address fields (the street with the geocoder's suggestions), checked as the server
 * checks them.
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
        <AddressFields
          values={form}
          onChange={(name, value) => setForm((f) => ({ ...f, [name]: value }))}
          onChoose={(suggestion) => setForm((f) => withSuggestion(f, suggestion))}
          errors={errors}
          phone={
            which.field === 'shipping'
              ? { label: 'Telefono', required: true, hint: "L'autista ti chiama se non trova il citofono." }
              : { label: 'Telefono', required: false }
          }
          autoCompleteSection={which.field}
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
